package core

import (
	"slices"
	"strings"
)

// appendDigivolutions adds every way the hand card c can digivolve one of p's objects
// on the field (6-5-1-2-1, 8-1-3-1): each object that meets one of its requirements,
// with that requirement's cost, if the player can pay it — and each an effect lets
// digivolve into c ignoring them (permission.go). Arts Digivolve asks the same of a
// used DUAL card (dual.go).
func (g *Game) appendDigivolutions(opts []Choice, p PlayerID, c *Card) []Choice {
	pl := g.Players[p]
	consider := func(o *FieldObject) {
		if !g.canDigivolveInto(o, c) {
			return
		}
		for i := range c.Data.Digivolve {
			r := &c.Data.Digivolve[i]
			cost := g.requirementCostOf(c, r) // own_digivolve_cost.go
			if g.meetsRequirement(o, r) && g.canPayToDigivolve(o, c, cost) {
				opts = append(opts, Choice{Action: ActDigivolve, Card: c, Obj: o, Req: i, Cost: max(cost, 0)})
			}
		}
		// 8-1-2-2: an effect may let o digivolve into c ignoring its requirements.
		if cost, ok := g.permittedCost(o, c); ok && g.canPayToDigivolve(o, c, cost) {
			opts = append(opts, Choice{Action: ActDigivolve, Card: c, Obj: o, Req: IgnoringRequirements, Cost: cost})
		}
		// An effect may let o digivolve into c as if it were a Digimon (as_digimon.go):
		// whether it may is asked of o as a Digimon.
		g.whileDigimon(o, func() {
			if !g.canDigivolveInto(o, c) {
				return
			}
			if cost, ok := g.asDigimonCost(o, c); ok && g.canPayToDigivolve(o, c, cost) {
				opts = append(opts, Choice{Action: ActDigivolve, Card: c, Obj: o, Req: AsADigimon, Cost: cost})
			}
		})
	}
	if pl.Breeding != nil {
		consider(pl.Breeding)
	}
	for _, o := range pl.Battle {
		consider(o)
	}
	return opts
}

// canPayToDigivolve reports whether o's owner can pay cost for o to digivolve into card
// c (1-3-11-1): as it is, or after what "when it would digivolve" effects could take off
// it (1-3-11-3, foreseen_reduction.go).
func (g *Game) canPayToDigivolve(o *FieldObject, c *Card, cost int) bool {
	if g.CanPay(o.Owner, cost) {
		return true // no cause built (canPayReduced)
	}
	return g.canPayReduced(Would{Kind: WouldDigivolve, Player: o.Owner, Objs: []*FieldObject{o}, Card: c, Cost: cost})
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
	if len(r.Names) > 0 && !anyName(r.Names, top) { // its [Rule] names too (2-3-5)
		return false
	}
	if len(r.NameHas) > 0 && !printedNameHas(r.NameHas, top) {
		return false
	}
	if len(r.Traits) > 0 && !anyTrait(r.Traits, top) && !anyRuleTrait(r.Traits, top) {
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
			if traitIn(list, t) {
				return true
			}
		}
	}
	return false
}

// anyInText: the card has one of the words in its text (4-20-1, CardData.TextHas).
func anyInText(list []string, d *CardData) bool {
	for _, x := range list {
		if d.TextHas(x) {
			return true
		}
	}
	return false
}

// canDigivolve reports whether o may digivolve now, by any procedure (8-1, 8-2-2-5,
// 8-3-2-5, 8-4-2-3): it is on the field, no card can be stacked on it because it is
// a token (4-18-3), and no effect prohibits it (15-1-3).
func (g *Game) canDigivolve(o *FieldObject) bool {
	return o != nil && o.Zone.OnField() && !o.Top().Token && !g.derived(o).CantDigivolve
}

// canDigivolveInto reports whether o may digivolve into card c now: it can digivolve
// (canDigivolve), and c is a card every "can only digivolve into ..." of o allows
// ("This Digimon can only digivolve into white Digimon", BT15-031): a prohibition of
// every other card (15-1-3), by whatever procedure or effect.
func (g *Game) canDigivolveInto(o *FieldObject, c *Card) bool {
	if !g.canDigivolve(o) {
		return false
	}
	for _, allows := range g.derived(o).DigivolveOnlyInto {
		if !allows(c) {
			return false
		}
	}
	return true
}

// digivolve digivolves object o into hand card c by requirement req (8-1-3), or
// ignoring the requirements by a permission (req IgnoringRequirements, cost its cost).
// The object stays the same object (8-1-2-3) and keeps its suspended state (8-1-2-4);
// the owner draws 1 if able (8-1-2-10).
func (g *Game) digivolve(o *FieldObject, c *Card, req, cost int) {
	var opt DigivolveOptions
	if req < 0 && !g.payPermissionBy(o, c, req, cost) {
		return // permission_by.go: its "by" cost was not paid
	}
	switch {
	case req >= 0:
		cost = g.requirementCostOf(c, &c.Data.Digivolve[req])
	case req == AsADigimon:
		opt.AsDigimon = &AsDigimon{} // as_digimon.go: o is a Digimon while it digivolves
	}
	g.digivolveInto(o, c, cost, opt)
}

// DigivolveOptions say how an effect digivolves a Digimon (8-1), in the words of the
// printed texts. The zero value digivolves by the card's printed digivolution
// requirements, paying the cost of the one met (the lowest, when several are).
type DigivolveOptions struct {
	// Free: "without paying the cost": nothing is paid, whatever else would change it.
	Free bool
	// Cost with FixedCost: "for a digivolution cost of n" ("for a memory cost of n"),
	// instead of a requirement's cost.
	Cost      int
	FixedCost bool
	// Reduce: "with the digivolution cost reduced by n": the cost less n; what is paid
	// never goes below 0 (1-3-9).
	Reduce int
	// IgnoreRequirements: "ignoring (its) digivolution requirements": the Digimon need
	// meet none of them, and a card printing none can be digivolved into (8-1-2-2).
	// Every printed text that ignores them names the cost (free or fixed); left out, the
	// cost is the lowest printed one, and a card printing none cannot be digivolved into.
	IgnoreRequirements bool
	// IgnoreLevel: "ignoring its level": a requirement is met without its level
	// ("for its digivolution cost": that requirement's cost).
	IgnoreLevel bool
	// AsDigimon: "digivolve it into this card as if the Tamer is a level 4 red Digimon"
	// (BT12-015): the requirements are met as if the object were a Digimon of that level
	// and colors — not ignored (Q1743); Level and Colors are read, FixedCost is not (Cost
	// is).
	AsDigimon *AsDigimon
	// AppFusion: "app fuse into": by the card's App Fusion requirements (8-4), not its
	// digivolution requirements — the Digimon linked as one names, that requirement's
	// cost, and the link card goes on top of it first (8-4-3-3). Only an effect that app
	// fuses does so (8-4-2-2).
	AppFusion bool
	// Cause: whose effect digivolves it (EffectOf); immediate effects of "when it would
	// digivolve" see it.
	Cause Cause
}

// effectDigivolveCost is what o pays to digivolve into c by an effect with these
// options, before immediate effects change it (unclamped: 1-3-9 applies to what is
// paid); ok is false when that digivolution cannot happen: c is not a Digimon card one
// can take (canTake), o cannot digivolve now, or o meets none of the requirements.
func (g *Game) effectDigivolveCost(o *FieldObject, c *Card, opt DigivolveOptions) (cost int, ok bool) {
	if opt.AsDigimon != nil && o != nil && !o.IsDigimon() && g.digivolvingAsDigimon != o.ID {
		g.whileDigimon(o, func() { cost, ok = g.effectDigivolveCost(o, c, opt) }) // as_digimon.go
		return cost, ok
	}
	if c == nil || c.Data.Kind != Digimon || !g.canTake(c) || !g.canDigivolveInto(o, c) {
		return 0, false
	}
	if (opt.IgnoreRequirements || opt.IgnoreLevel) && g.Banned(o.Owner, DeedIgnoreDigivolutionRequirements, nil) {
		return 0, false // 15-1-3: not even a part of them (BT8-059 Q1741)
	}
	switch {
	case opt.AppFusion:
		cost, _, ok = g.appFusionCost(o, c)
	case opt.AsDigimon != nil:
		cost, ok = g.asDigimonLowestCost(o, c, opt.AsDigimon)
	case !opt.IgnoreRequirements:
		cost, ok = g.requirementCost(o, c, opt.IgnoreLevel)
		if !opt.IgnoreLevel {
			cost, ok = g.orPermittedCost(o, c, cost, ok)
		}
		if !ok && !opt.IgnoreLevel && !o.IsDigimon() {
			cost, ok = g.asDigimonPermittedCost(o, c) // permission_by.go (Q1686)
		}
	case opt.Free || opt.FixedCost:
		ok = true
	default:
		cost, ok = lowestPrintedCost(c)
	}
	switch {
	case !ok:
		return 0, false
	case opt.Free:
		return 0, true
	case opt.FixedCost:
		cost = opt.Cost
	}
	return cost - opt.Reduce, true
}

// CanDigivolveInto reports whether o can digivolve into card c by an effect with these
// options now (8-1-3-1, 1-3-11-1), and the cost it would pay before immediate effects.
func (g *Game) CanDigivolveInto(o *FieldObject, c *Card, opt DigivolveOptions) (cost int, ok bool) {
	cost, ok = g.effectDigivolveCost(o, c, opt)
	if !ok || !g.canPayToDigivolve(o, c, cost) {
		return 0, false
	}
	return max(cost, 0), true
}

// DigivolveInto digivolves o into card c by an effect (8-1), with these options,
// wherever c is: the hand, the trash, the security stack, revealed cards, under an
// object. It reports whether o digivolved.
func (g *Game) DigivolveInto(o *FieldObject, c *Card, opt DigivolveOptions) bool {
	g.proc++
	if g.gone(o, "digivolve") {
		return false
	}
	cost, ok := g.effectDigivolveCost(o, c, opt)
	if ok && g.viaAsDigimonPermit(o, c, opt) {
		// a Tamer an effect digivolves by the card's requirements takes a permission "as
		// if it were a Digimon", paying its "by" cost first (permission_by.go, Q1686)
		if !g.payPermissionBy(o, c, AsADigimon, anyCost) {
			return false
		}
		opt.AsDigimon = &AsDigimon{}
	}
	if ok && opt.AppFusion {
		_, req, _ := g.appFusionCost(o, c)
		return g.appFuse(o, c, req, cost, opt)
	}
	return ok && g.digivolveInto(o, c, cost, opt)
}

// digivolveInto digivolves o into card c, wherever c is, paying cost (8-1-3; opt.Free:
// nothing). Immediate effects of "when it would digivolve" cut in after the card is
// revealed and the object chosen (8-1-2-5) and may change the cost. It reports whether
// o digivolved (8-1-2-7: if not, the card is back where it was and no memory was paid).
func (g *Game) digivolveInto(o *FieldObject, c *Card, cost int, opt DigivolveOptions) bool {
	return g.digivolveBy(o, c, cost, opt, "")
}

// digivolveBy is digivolveInto by a named procedure (the EvDigivolve text): "arts" for
// Arts Digivolve (dual.go).
func (g *Game) digivolveBy(o *FieldObject, c *Card, cost int, opt DigivolveOptions, how string) (done bool) {
	if opt.AsDigimon != nil && !o.IsDigimon() && g.digivolvingAsDigimon != o.ID {
		g.whileDigimon(o, func() { done = g.digivolveBy(o, c, cost, opt, how) })
		return done
	}
	p := o.Owner
	if opt.Reduce > 0 && !g.mayReduceCost(p, WouldDigivolve) {
		cost += opt.Reduce // cost_reduction.go: "with the digivolution cost reduced by N" reduces nothing
	}
	back, ok := g.lift(c)
	if !ok {
		return false
	}
	from := c.Zone
	w := &Would{Kind: WouldDigivolve, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: cost, Cause: opt.Cause}
	g.would(w)
	cost = max(w.Cost, 0) // 1-3-9
	if opt.Free {
		cost = 0
	}
	if w.Cancelled || !w.Affects(o) || !g.canDigivolveInto(o, c) || !g.CanPay(p, cost) || c.Zone != from {
		back()
		return false
	}
	g.pay(p, cost, "digivolve into "+c.Data.Number) // 8-1-3-2
	removeCard(g.Players[c.Owner].zoneList(from), c)
	c.Zone = o.Zone
	o.Cards = append(o.Cards, c) // 8-1-3-3
	g.emit(Event{Kind: EvDigivolve, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: o.Zone, N: cost, Text: how,
		ByEffect: opt.Cause.Kind == ByEffect, EffectPlayer: opt.Cause.Player})
	g.digivolutionDraw(p)
	return true
}

// DigivolveCost is what o would pay to digivolve into card c by c's printed
// digivolution requirements (8-1-3-1, 2-3-6): the lowest cost among the requirements o
// meets. ok is false when o meets none, cannot digivolve now, or is not on the field.
// Effects that digivolve "into this card" without ignoring the requirements use it
// (<Blast Digivolve>, 12-26-3).
func (g *Game) DigivolveCost(o *FieldObject, c *Card) (cost int, ok bool) {
	if c == nil || !g.canDigivolveInto(o, c) {
		return 0, false
	}
	return g.requirementCost(o, c, false)
}

// requirementCost is the lowest cost among c's digivolution requirements o meets
// (ignoreLevel: each without its level, "ignoring its level").
func (g *Game) requirementCost(o *FieldObject, c *Card, ignoreLevel bool) (cost int, ok bool) {
	for i := range c.Data.Digivolve {
		r := c.Data.Digivolve[i]
		if ignoreLevel {
			r.Level = 0
		}
		if g.meetsRequirement(o, &r) && (!ok || max(g.requirementCostOf(c, &r), 0) < cost) {
			cost, ok = max(g.requirementCostOf(c, &r), 0), true
		}
	}
	return cost, ok
}

// lowestPrintedCost is the lowest digivolution cost c prints; ok is false when it
// prints no requirement.
func lowestPrintedCost(c *Card) (cost int, ok bool) {
	for _, r := range c.Data.Digivolve {
		if !ok || max(r.Cost, 0) < cost {
			cost, ok = max(r.Cost, 0), true
		}
	}
	return cost, ok
}

// DigivolveChoice is "1 of your Digimon may digivolve into a level 4 Digimon card in
// your hand with the digivolution cost reduced by 1" (BT16-016): the controller chooses
// one of objs and one of cards, and it digivolves with opt. Only the pairs that can
// digivolve now are offered (1-3-11-1): a Digimon is offered only with a card it can
// digivolve into, and it is asked for only when there are several. Optional ("may"):
// the controller may stop at either choice. It returns the object that digivolved, or
// nil.
func (c *Ctx) DigivolveChoice(objs []*FieldObject, cards []*Card, opt DigivolveOptions, optional bool, text string) *FieldObject {
	g := c.Game
	var who []*FieldObject
	var into [][]*Card
	for _, o := range objs {
		var legal []*Card
		for _, card := range cards {
			if _, ok := g.CanDigivolveInto(o, card, opt); ok {
				legal = append(legal, card)
			}
		}
		if len(legal) > 0 {
			who, into = append(who, o), append(into, legal)
		}
	}
	least := 1
	if optional {
		least = 0
	}
	if len(who) == 0 {
		return nil
	}
	i := 0
	if len(who) > 1 {
		got := c.Choose(c.Player, who, least, 1, text)
		if len(got) == 0 {
			return nil
		}
		i = slices.Index(who, got[0])
		least = 1 // the "may" is answered: that Digimon digivolves
	}
	picked := c.ChooseCards(c.Player, into[i], least, 1, "choose the card "+who[i].String()+" digivolves into")
	if len(picked) == 0 || !g.DigivolveInto(who[i], picked[0], opt) {
		return nil
	}
	return who[i]
}
