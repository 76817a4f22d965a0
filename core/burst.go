package core

// Burst digivolution (8-3): a Digimon digivolves by returning one of its player's
// Tamers to the hand; at the end of that turn its top card is trashed.

// appendBursts adds the Burst digivolutions of p's hand cards (6-5-1-2-3).
func (g *Game) appendBursts(opts []Choice, p PlayerID) []Choice {
	pl := g.Players[p]
	for i, c := range pl.Hand {
		if len(c.Data.Burst) == 0 || seenEarlier(pl.Hand[:i], c) {
			continue
		}
		for ri := range c.Data.Burst {
			r := &c.Data.Burst[ri]
			cost := max(r.Cost, 0)
			if r.Unparsed || !g.CanPay(p, cost) || len(g.burstTamers(p, r)) == 0 {
				continue
			}
			for _, o := range g.Players[p].Battle {
				if g.isDigimon(o) && g.canDigivolveInto(o, c) && g.MatchesObject(&r.From, o) {
					opts = append(opts, Choice{Action: ActBurst, Card: c, Obj: o, Req: ri, Cost: cost})
				}
			}
		}
	}
	return opts
}

func (g *Game) burstTamers(p PlayerID, r *BurstReq) []*FieldObject {
	var out []*FieldObject
	for _, o := range g.Players[p].Battle {
		if o.IsTamer() && g.MatchesObject(&r.Tamer, o) {
			out = append(out, o)
		}
	}
	return out
}

// BurstDigivolve digivolves o into c by Burst digivolution, by c's requirement req
// (8-3-3): the immediate effects of digivolving cut in once the card is revealed and
// the Digimon chosen (8-1-2-5, 8-3-2-5) and may change the cost; a Tamer named by the
// requirement goes back to the hand (8-3-3-2), the cost is paid (8-3-3-3), o
// digivolves and its owner draws 1 (8-3-3-4). At the end of the turn the top card of
// o is trashed, as a delayed processing (8-3-2-1, 18-1), if o is still a Digimon with
// cards under it (8-3-2-2, 8-3-2-3). When no Tamer can go back or the cost cannot be
// paid, nothing happens (8-1-2-7). It reports whether o digivolved.
func (g *Game) BurstDigivolve(p PlayerID, c *Card, o *FieldObject, req int) bool {
	g.proc++
	if g.gone(o, "burst_digivolve") {
		return false
	}
	r := &c.Data.Burst[req]
	if r.Unparsed || len(g.burstTamers(p, r)) == 0 || !g.isDigimon(o) || !g.canDigivolveInto(o, c) {
		return false
	}
	w := &Would{Kind: WouldDigivolve, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: max(r.Cost, 0)}
	g.would(w)
	cost := max(w.Cost, 0) // 1-3-9
	tamers := g.burstTamers(p, r)
	if w.Cancelled || !w.Affects(o) || !g.canDigivolveInto(o, c) || len(tamers) == 0 || !g.CanPay(p, cost) {
		return false
	}
	t := tamers[0]
	if len(tamers) > 1 {
		cx := &Ctx{Game: g, Player: p, Card: c}
		t = cx.Choose(p, tamers, 1, 1, "return which Tamer to the hand?")[0]
	}
	g.leaveField([]*FieldObject{t}, ZoneHand) // 8-3-3-2
	g.pay(p, cost, "Burst digivolve into "+c.Data.Number)
	from := c.Zone
	removeCard(g.Players[c.Owner].zoneList(from), c)
	c.Zone = o.Zone
	o.Cards = append(o.Cards, c) // 8-3-3-4
	g.emit(Event{Kind: EvDigivolve, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: o.Zone, N: cost, Text: "burst"})
	g.digivolutionDraw(p)
	g.Delay(&Delayed{Player: p, Label: "Burst Digivolve: trash the top card", Card: c, Obj: o,
		When: AtEndOfTurn, Do: func(cx *Ctx) {
			// 8-3-2-2, 8-3-2-3: only a Digimon with cards under it, still on the field
			// (a card that left it is a new card: o stays off the field).
			if o.Zone.OnField() && g.isDigimon(o) && len(o.Cards) > 1 {
				g.TrashTopCard(o)
			}
		}})
	return true
}
