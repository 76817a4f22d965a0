package core

// Link (chapter 10): a card with a link requirement goes sideways into one of its
// player's Digimon as a link card (4-7). The Digimon gets its link DP (4-2-5) and its
// link effects (4-2-6, live.go). An object holds one link card (4-7-5), more with
// <Link +N> (16-39); a link card that no longer meets its requirement, or one past the
// limit, is trashed by the rule check (17-1-3-6, 17-1-3-7).

// EvLink is logged when Card becomes a link card of Obj (10-1-3-3); N: the cost paid.
const EvLink EventKind = "link"

// linkTargets lists p's Digimon in the battle area card c may link to (10-1-3-1):
// those meeting its link requirement, never a token (4-18-4) and never from, the
// object whose top card c is when it links from the battle area.
func (g *Game) linkTargets(p PlayerID, c *Card, from *FieldObject) []*FieldObject {
	l := c.Data.Link
	if l == nil || l.Req == nil || l.Req.Unparsed {
		return nil
	}
	var out []*FieldObject
	for _, o := range g.Players[p].Battle {
		if o != from && g.isDigimon(o) && !o.Top().Token && g.MatchesObject(&l.Req.To, o) {
			out = append(out, o)
		}
	}
	return out
}

// canPayToLink reports whether p can pay cost to link card c to o (1-3-11-1): as it is,
// or after what "when it would link" effects could take off it (1-3-11-3,
// foreseen_reduction.go).
func (g *Game) canPayToLink(p PlayerID, c *Card, o *FieldObject, cost int) bool {
	if g.CanPay(p, cost) {
		return true // no cause built (canPayReduced)
	}
	return g.canPayReduced(Would{Kind: WouldLink, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: cost})
}

// appendLinks adds the link actions of p's cards in the hand and in the battle area
// (6-5-1-4-1, 10-1-1): a card with a link requirement, to each Digimon it may link to,
// if p can pay the link cost. A card in the battle area links as the top card of its
// object (Choice.Objs holds that object).
func (g *Game) appendLinks(opts []Choice, p PlayerID) []Choice {
	pl := g.Players[p]
	for i, c := range pl.Hand {
		if c.Data.Link == nil || c.Data.Link.Req == nil || seenEarlier(pl.Hand[:i], c) {
			continue
		}
		cost := max(c.Data.Link.Req.Cost, 0)
		for _, o := range g.linkTargets(p, c, nil) {
			if g.canPayToLink(p, c, o, cost) {
				opts = append(opts, Choice{Action: ActLink, Card: c, Obj: o, Cost: cost})
			}
		}
	}
	for _, src := range pl.Battle {
		c := src.Top()
		if c.Token || c.Data.Link == nil || c.Data.Link.Req == nil {
			continue
		}
		cost := max(c.Data.Link.Req.Cost, 0)
		for _, o := range g.linkTargets(p, c, src) {
			if g.canPayToLink(p, c, o, cost) {
				opts = append(opts, Choice{Action: ActLink, Card: c, Obj: o, Objs: []*FieldObject{src}, Cost: cost})
			}
		}
	}
	return opts
}

// LinkCard links card c, from the hand or wherever it is off the field, to o (10-1-3):
// see LinkFrom.
func (g *Game) LinkCard(p PlayerID, c *Card, o *FieldObject, cost int) bool {
	if g.gone(o, "link") {
		return false
	}
	return g.linkCard(p, c, nil, o, cost)
}

// LinkFrom links the top card of src, an object in p's battle area, to o (10-1-1): src
// leaves the battle area as the card goes in sideways — the cards under it and its own
// link cards are trashed (4-5-8, 4-7-6). See linkCard.
func (g *Game) LinkFrom(p PlayerID, src, o *FieldObject, cost int) bool {
	if g.gone(o, "link") || g.gone(src, "link") || src == o || src.Zone != ZoneBattle || src.Owner != p || src.Top().Token {
		return false
	}
	return g.linkCard(p, src.Top(), src, o, cost)
}

// linkCard links card c — the top card of src when src is set — to o (10-1-3):
// immediate effects of the link cut in after the card is revealed and the Digimon
// chosen (10-1-2-3) and may change the cost; the cost is paid (10-1-3-2); the card goes
// in sideways, under the other link cards (4-7-3). Over the limit, the player trashes
// as many of the old link cards at once (4-7-5). When the card cannot link — it is no
// longer where it was, o is no longer a Digimon in the battle area, the cost cannot
// be paid — nothing moves and nothing is paid. It reports whether c was linked.
func (g *Game) linkCard(p PlayerID, c *Card, src, o *FieldObject, cost int) bool {
	g.proc++
	where := func() bool {
		if src != nil {
			return src.Zone == ZoneBattle && src.Top() == c
		}
		// off the field: in a zone, or in no area — revealed, or the Option card being
		// used whose [Main] links it ("link this card to 1 of your Digimon", ST22-08;
		// Q5451)
		return !c.Zone.OnField() && c.Zone != ZoneRemoved
	}
	target := func() bool { return o.Zone == ZoneBattle && g.isDigimon(o) && !o.Top().Token && o != src }
	if !where() || !target() {
		return false
	}
	w := &Would{Kind: WouldLink, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: max(cost, 0)}
	g.would(w)
	cost = max(w.Cost, 0)
	if w.Cancelled || !w.Affects(o) || !where() || !target() || !g.CanPay(p, cost) {
		return false
	}
	g.pay(p, cost, "link "+c.Data.Number)
	from := c.Zone
	if src != nil {
		// 4-7-4: a link card is in no area. The object leaves the battle area: what was
		// under its top card, and its own link cards, go to the trash.
		g.removeObject(src)
		g.leaving = []*FieldObject{src}
		g.emit(Event{Kind: EvLeaveField, Player: src.Owner, Obj: src.ID, Card: c.Data.Number, CardID: c.ID, From: ZoneBattle, To: ZoneNone, Text: "link"})
		g.leaving = nil
		for _, x := range src.DigivolutionCards() {
			g.placeFromField(x, ZoneTrash)
		}
		for _, x := range src.Links {
			g.placeFromField(x, ZoneTrash)
		}
		src.Links = nil
		g.overflowCards(src.DigivolutionCards())
	} else {
		removeCard(g.Players[c.Owner].zoneList(from), c)
		c.revealed = ZoneNone // no longer revealed once placed (15-15-3-3)
		g.hold(c)
	}
	if over := len(o.Links) + 1 - g.LinkLimit(o); over > 0 {
		g.trashLinks(o, g.chooseLinks(p, o, over))
	}
	g.release(c)
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

// TrashLinkCards trashes some of o's link cards at the same time, by an effect ("by
// trashing 1 of its link cards"): o stays the same object and loses their link
// effects and DP (4-2-5, 4-2-6). It returns how many were trashed.
func (g *Game) TrashLinkCards(o *FieldObject, cards ...*Card) int {
	g.proc++
	if g.gone(o, "trash_link_cards") {
		return 0
	}
	before := len(o.Links)
	g.trashLinks(o, cards)
	return before - len(o.Links)
}

// trashLinks trashes link cards of o at the same time. Each move says it was o's link
// card (MoveLink): a link card is in no area (4-7-4), and "when effects trash any of
// this Digimon's link cards" names the Digimon.
func (g *Game) trashLinks(o *FieldObject, cards []*Card) {
	for _, c := range cards {
		for i, x := range o.Links {
			if x == c {
				o.Links = append(o.Links[:i:i], o.Links[i+1:]...)
				g.put(c, origin{zone: c.Zone, obj: o, link: true}, Destination{Zone: ZoneTrash})
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
