package core

import "strings"

// appendDigivolutions adds every way the hand card c can digivolve one of p's objects
// on the field (6-5-1-2-1, 8-1-3-1): each object that meets one of its requirements,
// with that requirement's cost, if the player can pay it — and each an effect lets
// digivolve into c ignoring them (permission.go). Arts Digivolve asks the same of a
// used DUAL card (dual.go).
func (g *Game) appendDigivolutions(opts []Choice, p PlayerID, c *Card) []Choice {
	pl := g.Players[p]
	consider := func(o *FieldObject) {
		if !g.canDigivolve(o) {
			return
		}
		for i := range c.Data.Digivolve {
			r := &c.Data.Digivolve[i]
			if g.meetsRequirement(o, r) && g.CanPay(p, r.Cost) {
				opts = append(opts, Choice{Action: ActDigivolve, Card: c, Obj: o, Req: i, Cost: max(r.Cost, 0)})
			}
		}
		// 8-1-2-2: an effect may let o digivolve into c ignoring its requirements.
		if cost, ok := g.permittedCost(o, c); ok && g.CanPay(p, cost) {
			opts = append(opts, Choice{Action: ActDigivolve, Card: c, Obj: o, Req: IgnoringRequirements, Cost: cost})
		}
	}
	if pl.Breeding != nil {
		consider(pl.Breeding)
	}
	for _, o := range pl.Battle {
		consider(o)
	}
	return opts
}

// meetsRequirement reports whether object o meets one digivolution requirement (2-3-6,
// 2-3-6-3): every group the requirement sets must match. A Tamer or Option on top
// never meets a printed color/level requirement: those name a Digimon.
func (g *Game) meetsRequirement(o *FieldObject, r *DigivolveReq) bool {
	if r.Unparsed {
		return false
	}
	top := o.Top().Data
	if (r.Colors != 0 || r.Level != 0) && !o.IsDigimon() {
		return false
	}
	if r.Level != 0 && g.Level(o) != r.Level {
		return false
	}
	if r.Colors != 0 && g.Colors(o)&r.Colors == 0 {
		return false
	}
	if len(r.Names) > 0 && !anyEqual(r.Names, top.Name) {
		return false
	}
	if len(r.NameHas) > 0 && !anyContained(r.NameHas, top.Name) {
		return false
	}
	if len(r.Traits) > 0 && !anyTrait(r.Traits, top) {
		return false
	}
	if len(r.TextHas) > 0 && !anyInText(r.TextHas, top) {
		return false
	}
	return true
}

func anyEqual(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func anyContained(list []string, s string) bool {
	for _, x := range list {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

func anyTrait(list []string, d *CardData) bool {
	for _, group := range [3][]string{d.Forms, d.Attributes, d.Types} {
		for _, t := range group {
			if anyEqual(list, t) {
				return true
			}
		}
	}
	return false
}

// anyInText: the card's printed text contains one of the words (4-20-1).
func anyInText(list []string, d *CardData) bool {
	for _, x := range list {
		if strings.Contains(d.Name, x) || strings.Contains(d.Effect, x) ||
			strings.Contains(d.Inherited, x) || strings.Contains(d.Security, x) {
			return true
		}
	}
	return false
}

// canDigivolve reports whether o may digivolve now, by any procedure (8-1, 8-2-2-5,
// 8-3-2-5, 8-4-2-3): it is on the field, no card can be stacked on it because it is
// a token (4-18-3), and no effect prohibits it (15-1-3).
func (g *Game) canDigivolve(o *FieldObject) bool {
	return o != nil && o.Zone.OnField() && !o.Top().Token && !g.Derive(o).CantDigivolve
}

// digivolve digivolves object o into hand card c by requirement req (8-1-3), or
// ignoring the requirements by a permission (req IgnoringRequirements, cost its cost).
// The object stays the same object (8-1-2-3) and keeps its suspended state (8-1-2-4);
// the owner draws 1 if able (8-1-2-10).
func (g *Game) digivolve(o *FieldObject, c *Card, req, cost int) {
	if req >= 0 {
		cost = c.Data.Digivolve[req].Cost
	}
	g.digivolveInto(o, c, cost)
}

// digivolveInto digivolves o into card c, wherever c is, paying cost (8-1-3).
// Immediate effects of "when it would digivolve" cut in after the card is revealed
// and the object chosen (8-1-2-5) and may change the cost. It reports whether o
// digivolved (8-1-2-7: if not, nothing moved and no memory was paid).
func (g *Game) digivolveInto(o *FieldObject, c *Card, cost int) bool {
	return g.digivolveBy(o, c, cost, "")
}

// digivolveBy is digivolveInto by a named procedure (the EvDigivolve text): "arts" for
// Arts Digivolve (dual.go).
func (g *Game) digivolveBy(o *FieldObject, c *Card, cost int, how string) bool {
	p := o.Owner
	w := &Would{Kind: WouldDigivolve, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: max(cost, 0)}
	g.would(w)
	cost = max(w.Cost, 0) // 1-3-9
	if w.Cancelled || !w.Affects(o) || !g.canDigivolve(o) || !g.CanPay(p, cost) {
		return false
	}
	g.pay(p, cost, "digivolve into "+c.Data.Number) // 8-1-3-2
	from := c.Zone
	removeCard(g.Players[c.Owner].zoneList(from), c)
	c.Zone = o.Zone
	o.Cards = append(o.Cards, c) // 8-1-3-3
	g.emit(Event{Kind: EvDigivolve, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: o.Zone, N: cost, Text: how})
	g.draw(p)
	return true
}

// DigivolveCost is what o would pay to digivolve into card c by c's printed
// digivolution requirements (8-1-3-1, 2-3-6): the lowest cost among the requirements o
// meets. ok is false when o meets none, cannot digivolve now, or is not on the field.
// Effects that digivolve "into this card" without ignoring the requirements use it
// (<Blast Digivolve>, 12-26-3).
func (g *Game) DigivolveCost(o *FieldObject, c *Card) (cost int, ok bool) {
	if c == nil || !g.canDigivolve(o) {
		return 0, false
	}
	for i := range c.Data.Digivolve {
		r := &c.Data.Digivolve[i]
		if g.meetsRequirement(o, r) && (!ok || max(r.Cost, 0) < cost) {
			cost, ok = max(r.Cost, 0), true
		}
	}
	return cost, ok
}
