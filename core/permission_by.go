package core

import "slices"

// A permission's "by" cost (15-7): "You may digivolve this card from your hand onto one
// of your Tamers as if the Tamer is a level 6 Digimon by placing 10 Tamer cards and/or
// cards with [Hybrid] in their traits from your hand and/or trash at the bottom of your
// deck in any order" (BT7-112). The digivolution the permission allows is there only
// while the whole cost can be paid — a part of it pays nothing (Q1684) — and declaring
// it pays the cost first, right after the card is revealed and before the "when it
// would digivolve" effects (Q1680, Q1688); the digivolution then goes on by the
// permission. The cost is an effect of the card (DigivolvePermission.By): its Condition
// says whether it can be paid now, its Resolve pays it.

// canPayPermissionBy reports whether permission l's "by" cost, if it has one, can be
// paid now.
func (g *Game) canPayPermissionBy(l live) bool {
	by := l.eff.Permits.By
	if by == nil || by.Condition == nil {
		return true
	}
	c := g.ctxFor(l)
	c.Effect = by
	return by.Condition(c)
}

// payPermissionBy pays the "by" cost of the permission that lets o digivolve into c
// the way req says (AsADigimon, IgnoringRequirements) for cost, when that permission
// has one; one without a cost is taken first. It reports false when the cost is due
// and cannot be paid: then o does not digivolve (8-1-2-7).
func (g *Game) payPermissionBy(o *FieldObject, c *Card, req, cost int) bool {
	l, ok := g.permitUsed(o, c, req, cost)
	if !ok || l.eff.Permits.By == nil {
		return true
	}
	if !g.canPayPermissionBy(l) {
		return false
	}
	ctx := g.ctxFor(l)
	ctx.Effect = l.eff.Permits.By
	return g.activate(ctx)
}

// anyCost: a digivolution whose cost is not the permission's (an effect's "without
// paying the cost"): any permission that lets it happen fits.
const anyCost = -1

// asDigimonPermittedCost is the lowest cost at which a permission lets o, not a
// Digimon, digivolve into c as if it were one, asked of o as a Digimon: an effect that
// digivolves by the card's requirements may take it ("1 of your Digimon or Tamers may
// digivolve into [Susanoomon]", BT18-096, with BT7-112's permission; Q1686).
func (g *Game) asDigimonPermittedCost(o *FieldObject, c *Card) (cost int, ok bool) {
	g.whileDigimon(o, func() {
		if g.canDigivolveInto(o, c) {
			cost, ok = g.asDigimonCost(o, c)
		}
	})
	return cost, ok
}

// viaAsDigimonPermit reports whether an effect digivolving o into c with opt can do so
// only by a permission "as if it were a Digimon" (asDigimonPermittedCost): o is no
// Digimon, and neither c's requirements nor another permission let it.
func (g *Game) viaAsDigimonPermit(o *FieldObject, c *Card, opt DigivolveOptions) bool {
	if opt.AsDigimon != nil || opt.AppFusion || opt.IgnoreRequirements || opt.IgnoreLevel || o.IsDigimon() {
		return false
	}
	_, byReq := g.requirementCost(o, c, false)
	_, byPermit := g.permittedCost(o, c)
	return !byReq && !byPermit
}

// permitUsed finds the permission a digivolution of o into c by req for cost (or
// anyCost) takes: one without a "by" cost if any fits, else the first with one.
func (g *Game) permitUsed(o *FieldObject, c *Card, req, cost int) (used live, found bool) {
	fits := func(l live) bool {
		pm := l.eff.Permits
		if (req == AsADigimon) != (pm.AsDigimon != nil) {
			return false
		}
		reaches, n, ok := false, 0, false
		check := func() {
			if reaches = g.permitReaches(l, o, c); !reaches {
				return
			}
			if pm.AsDigimon != nil {
				n, ok = g.asDigimonRequirementCost(o, c, pm)
			} else {
				n, ok = max(pm.Cost, 0), true
			}
		}
		if pm.AsDigimon != nil {
			g.whileDigimon(o, check) // as_digimon.go: asked of o as a Digimon
		} else {
			check()
		}
		return reaches && ok && (cost == anyCost || n == cost)
	}
	for _, l := range slices.Clone(g.livePermits()) { // fits may rebuild the list
		if !fits(l) {
			continue
		}
		if l.eff.Permits.By == nil {
			return l, true
		}
		if !found {
			used, found = l, true
		}
	}
	return used, found
}
