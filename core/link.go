package core

// Link (chapter 10): a card with a link requirement goes sideways into one of its
// player's Digimon as a link card (4-7). The Digimon gets its link DP (4-2-5) and its
// link effects (4-2-6, live.go). An object holds one link card (4-7-5), more with
// <Link +N> (16-39); a link card that no longer meets its requirement, or one past the
// limit, is trashed by the rule check (17-1-3-6, 17-1-3-7).

// EvLink is logged when Card becomes a link card of Obj (10-1-3-3); N: the cost paid.
const EvLink EventKind = "link"

// linkTargets lists p's Digimon in the battle area a card may link to (10-1-3-1).
func (g *Game) linkTargets(p PlayerID, c *Card) []*FieldObject {
	l := c.Data.Link
	if l == nil || l.Req == nil || l.Req.Unparsed {
		return nil
	}
	var out []*FieldObject
	for _, o := range g.Players[p].Battle {
		if g.isDigimon(o) && g.MatchesObject(&l.Req.To, o) && !o.Top().Token {
			out = append(out, o) // 4-18-4: a token cannot link
		}
	}
	return out
}

// appendLinks adds the link actions of p's hand cards (6-5-1-4).
func (g *Game) appendLinks(opts []Choice, p PlayerID) []Choice {
	pl := g.Players[p]
	for i, c := range pl.Hand {
		if c.Data.Link == nil || c.Data.Link.Req == nil || seenEarlier(pl.Hand[:i], c) {
			continue
		}
		cost := max(c.Data.Link.Req.Cost, 0)
		if !g.CanPay(p, cost) {
			continue
		}
		for _, o := range g.linkTargets(p, c) {
			opts = append(opts, Choice{Action: ActLink, Card: c, Obj: o, Cost: cost})
		}
	}
	return opts
}

// LinkCard links card c to o (10-1-3): immediate effects of the link cut in after
// the card is revealed and the Digimon chosen (10-1-2-3); the cost is paid (10-1-3-2);
// the card goes in sideways, under the other link cards (4-7-3). Over the limit, the
// player trashes as many of the old link cards at once (4-7-5). It reports whether c
// was linked.
func (g *Game) LinkCard(p PlayerID, c *Card, o *FieldObject, cost int) bool {
	g.proc++
	if !o.Zone.OnField() || o.Top().Token {
		return false
	}
	w := &Would{Kind: WouldLink, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: max(cost, 0)}
	g.would(w)
	cost = max(w.Cost, 0)
	if w.Cancelled || !w.Affects(o) || !o.Zone.OnField() || !g.CanPay(p, cost) {
		return false
	}
	g.pay(p, cost, "link "+c.Data.Number)
	from := c.Zone
	if !removeCard(g.Players[c.Owner].zoneList(from), c) {
		return false
	}
	if over := len(o.Links) + 1 - g.LinkLimit(o); over > 0 {
		g.trashLinks(o, g.chooseLinks(p, o, over))
	}
	c.Zone = o.Zone
	o.Links = append(o.Links, c)
	g.emit(Event{Kind: EvLink, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: o.Zone, N: cost})
	return true
}

// chooseLinks asks p which n of o's link cards go (4-7-5).
func (g *Game) chooseLinks(p PlayerID, o *FieldObject, n int) []*Card {
	if n >= len(o.Links) {
		return append([]*Card(nil), o.Links...)
	}
	c := &Ctx{Game: g, Player: p}
	return c.ChooseCards(p, o.Links, n, n, "trash link cards over the limit")
}

// trashLinks trashes link cards of o at the same time.
func (g *Game) trashLinks(o *FieldObject, cards []*Card) {
	for _, c := range cards {
		for i, x := range o.Links {
			if x == c {
				o.Links = append(o.Links[:i:i], o.Links[i+1:]...)
				g.placeFromField(c, ZoneTrash)
				break
			}
		}
	}
}

// linkRuleCheck trashes link cards whose requirement no longer holds (17-1-3-6) and
// those over the limit (17-1-3-7); it reports whether it trashed any.
func (g *Game) linkRuleCheck() bool {
	did := false
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for _, o := range g.Players[p].Battle {
			if len(o.Links) == 0 {
				continue
			}
			var bad []*Card
			for _, c := range o.Links {
				if l := c.Data.Link; l != nil && l.Req != nil && !l.Req.Unparsed && !(g.isDigimon(o) && g.MatchesObject(&l.Req.To, o)) {
					bad = append(bad, c)
				}
			}
			if len(bad) > 0 {
				g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-6 link requirement not met"})
				g.trashLinks(o, bad)
				did = true
			}
			if over := len(o.Links) - g.LinkLimit(o); over > 0 {
				g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-7 link cards over the limit"})
				g.trashLinks(o, g.chooseLinks(p, o, over))
				did = true
			}
		}
	}
	return did
}
