package core

// Revealing (15-15-3): showing cards to both players. A revealed card is in no area —
// it is not in the zone it came from (15-15-3-2) — yet revealing does not change that
// zone's count; placing the card somewhere does (15-15-3-3). Revealing lasts until every
// revealed card has been placed, all in one processing (15-15-3-5).

// Reveal reveals the top n cards of p's deck or security stack, top first: as many
// as there are (1-3-2). They stay in no area, seen by both players, until the effect
// places them (Game.MoveCards).
func (g *Game) Reveal(p PlayerID, z Zone, n int) []*Card {
	g.proc++
	list := g.Players[p].zoneList(z)
	var out []*Card
	for len(out) < n && len(*list) > 0 {
		c := (*list)[len(*list)-1]
		removeCard(list, c)
		g.place(c, ZoneNone, true)
		c.revealed = z
		g.emit(Event{Kind: EvMove, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, From: z, To: ZoneNone, Text: MoveReveal})
		out = append(out, c)
	}
	return out
}

// RevealedFrom is the zone a revealed card was revealed from (15-15-3), or ZoneNone
// for a card that is not revealed.
func (c *Card) RevealedFrom() Zone { return c.revealed }
