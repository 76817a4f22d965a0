package core

// Digivolution cards as a zone of their own: playing cards from under a Digimon and
// placing cards under one (4-3-2, 16-35 <Decode>, 16-28 <Partition>).

// PlayFromUnder plays cards from under o into p's battle area without paying their
// costs (7-1), one after another (<Decode>, 16-35-1; <Partition>, 16-28-6). A card
// no longer under o, or that cannot be played, is left where it is. It returns the
// objects played.
func (g *Game) PlayFromUnder(p PlayerID, o *FieldObject, cards ...*Card) []*FieldObject {
	g.proc++
	var out []*FieldObject
	for _, c := range cards {
		i := indexOfCard(o.DigivolutionCards(), c)
		if i < 0 || !o.Zone.OnField() {
			continue
		}
		// Out from under o (into no area while it is played, as a card being revealed
		// for a play is, 7-1-3-1), then played as from anywhere.
		o.Cards = append(o.Cards[:i:i], o.Cards[i+1:]...)
		pl := g.Players[c.Owner]
		c.Zone, c.FaceDown = ZoneNone, false
		pl.Limbo = append(pl.Limbo, c)
		g.emit(Event{Kind: EvMove, Player: c.Owner, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: o.Zone, To: ZoneNone, Text: MoveFromUnder})
		c.fromUnder = o.ID
		n := g.playCard(p, c, c.Data.Cost, true)
		c.fromUnder = 0
		if n != nil {
			out = append(out, n)
			continue
		}
		// Not played (7-1-2-3: nothing moves): back where it was.
		if removeCard(&pl.Limbo, c) && o.Zone.OnField() {
			c.Zone = o.Zone
			o.Cards = append(o.Cards[:i:i], append([]*Card{c}, o.Cards[i:]...)...)
		} else {
			g.place(c, ZoneTrash, true)
		}
		g.Touch()
	}
	return out
}

// PlayedFromUnder is, for the EvPlay of a card played from under an object, that
// object's identity ("when played from digivolution cards", <Decode>, 16-35); 0 for
// any other play. It answers while the event is being emitted (trigger conditions).
func (g *Game) PlayedFromUnder(ev *Event) int {
	if ev.Kind != EvPlay {
		return 0
	}
	if c := g.CardByID(ev.CardID); c != nil {
		return c.fromUnder
	}
	return 0
}

func indexOfCard(list []*Card, c *Card) int {
	for i, x := range list {
		if x == c {
			return i
		}
	}
	return -1
}

// MoveUnder puts a card at the bottom of o's stack (4-3-2: under a Tamer that already
// has cards under it, at the very bottom): a digivolution card of another object
// (<Material Save>, 16-20-1, 16-20-7), or a card from a zone (as PlaceUnder). A top
// card is not moved: it is its object.
func (g *Game) MoveUnder(c *Card, o *FieldObject) bool {
	return g.MoveCards(o.Owner, []*Card{c}, Destination{Under: o, Bottom: true}) == 1
}
