package core

// DNA digivolution (8-2): a card digivolves from several of its player's Digimon at
// once — one per component of its requirement — into one new Digimon.

// appendDNA adds the DNA digivolutions of p's hand cards (6-5-1-2-2): every way to
// pick distinct Digimon of p's battle area meeting the components in order.
func (g *Game) appendDNA(opts []Choice, p PlayerID) []Choice {
	pl := g.Players[p]
	for i, c := range pl.Hand {
		if len(c.Data.DNA) == 0 || seenEarlier(pl.Hand[:i], c) {
			continue
		}
		for ri := range c.Data.DNA {
			r := &c.Data.DNA[ri]
			cost := max(r.Cost, 0)
			if r.Unparsed || !g.CanPay(p, cost) {
				continue
			}
			for _, objs := range g.dnaCombos(p, r) {
				opts = append(opts, Choice{Action: ActDNA, Card: c, Objs: objs, Req: ri, Cost: cost})
			}
		}
	}
	return opts
}

// dnaCombos lists the ordered selections of distinct Digimon meeting r.From.
func (g *Game) dnaCombos(p PlayerID, r *DNAReq) [][]*FieldObject {
	var out [][]*FieldObject
	var pick func(i int, chosen []*FieldObject)
	pick = func(i int, chosen []*FieldObject) {
		if i == len(r.From) {
			out = append(out, append([]*FieldObject(nil), chosen...))
			return
		}
		for _, o := range g.Players[p].Battle {
			if !g.isDigimon(o) || o.Top().Token || containsObj(chosen, o) || !g.MatchesObject(&r.From[i], o) {
				continue
			}
			pick(i+1, append(chosen, o))
		}
	}
	pick(0, nil)
	return out
}

func containsObj(objs []*FieldObject, o *FieldObject) bool {
	for _, x := range objs {
		if x == o {
			return true
		}
	}
	return false
}

// DNADigivolve digivolves the objects into card c by DNA digivolution (8-2-3): the
// effects on digivolving apply (8-2-2-5); the cost is paid (8-2-3-2); each object's
// link cards are trashed (8-2-2-1-2); the objects, with their cards in order, are
// stacked — the first on top (8-2-2-2, 8-2-2-3) — and c goes on top; c's owner draws
// 1. The result is one new Digimon (8-2-2-1): unsuspended (8-2-2-1-1), with none of
// the effects given to the old ones (8-2-2-1-5), and it may attack this turn even if
// one of them was played this turn (8-2-2-1-6). It reports whether it happened.
func (g *Game) DNADigivolve(p PlayerID, c *Card, objs []*FieldObject, cost int) bool {
	g.proc++
	if len(objs) < 2 {
		return false
	}
	for _, o := range objs {
		if o.Zone != ZoneBattle || o.Owner != p {
			return false
		}
	}
	w := &Would{Kind: WouldDigivolve, Player: p, Objs: append([]*FieldObject(nil), objs...), Card: c, Cost: max(cost, 0)}
	g.would(w)
	cost = max(w.Cost, 0)
	if w.Cancelled || len(w.Objs) != len(objs) || !g.CanPay(p, cost) {
		return false
	}
	for _, o := range objs {
		if o.Zone != ZoneBattle {
			return false
		}
	}
	g.pay(p, cost, "DNA digivolve into "+c.Data.Number)
	from := c.Zone
	if !removeCard(g.Players[c.Owner].zoneList(from), c) {
		panic("DNADigivolve: " + c.String() + " is not in its " + from.String())
	}
	var stack []*Card
	for i := len(objs) - 1; i >= 0; i-- { // the last component lowest, the first just under c
		o := objs[i]
		g.trashLinks(o, append([]*Card(nil), o.Links...))
		g.removeObject(o)
		stack = append(stack, o.Cards...)
	}
	stack = append(stack, c)
	n := g.newObject(p, ZoneBattle, stack...)
	g.emit(Event{Kind: EvDigivolve, Player: p, Obj: n.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: ZoneBattle, N: cost, Text: "dna"})
	g.draw(p)
	return true
}
