package core

// MainEffect returns the first [Main] effect among a card's effects (9-1-9-3), or nil.
// A "[Main] <Delay>" effect is not one: it works from the battle area only (16-16-1);
// nor is a [Hand] or [Trash] [Main] effect, which works only from there (15-14-2,
// 15-14-3) and is activated as a main-phase action (main_phase.go); nor is the [Main]
// effect of a DUAL card's Option side (OptionSideMain, dual.go).
func MainEffect(effs []*Effect) *Effect {
	for _, e := range effs {
		if e.Kind == Activated && e.Timing == MainTiming && e.Keyword != Delay && e.areas()&AreaBattle != 0 && !e.Dual {
			return e
		}
	}
	return nil
}

// canUse: an Option card — or a DUAL card, as its Option side (dual.go) — whose use
// cost the player can pay and whose color requirement is met (9-1-1, 1-3-11-1) or may
// be ignored (colorRequirementWaived).
func (g *Game) canUse(p PlayerID, c *Card) bool {
	return c.Data.Is(Option) && c.Data.HasCost && g.canPayToUse(p, c, g.UseCost(c), Cause{}) &&
		(g.colorRequirementMet(p, c) || g.colorRequirementWaived(p, c)) &&
		!g.Banned(p, DeedUseOptions, nil) // 15-1-3: "your opponent can't use Option cards"
}

// UseCost is what using card c costs now (2-7, 9-1-9-2): its printed use cost — for a
// DUAL card, its printed cost (dual.go) — changed by the card's own persistent effects
// on it, always in force ("For each of your security cards, add 1 to this card's use
// cost", BT26-097, BT26-033; Q7006). Immediate effects of "when this card would be
// used" change it further as it is used (9-1-6).
func (g *Game) UseCost(c *Card) int { return max(g.useCost(c), 0) } // 1-3-9

// useCost is UseCost before 1-3-9: reductions by an effect that uses it come off it first.
func (g *Game) useCost(c *Card) int {
	cost := c.Data.Cost
	for _, e := range g.effectsOf(c) {
		if e.Kind != Persistent || e.UseCostMod == nil || e.Inherited || e.Link || !g.turnScopeHolds(e, c.Owner) {
			continue
		}
		ctx := &Ctx{Game: g, Effect: e, Card: c, Player: c.Owner, Count: 1}
		if e.Condition == nil || e.Condition(ctx) {
			cost += e.UseCostMod(ctx)
		}
	}
	return cost
}

// colorRequirementWaived reports whether p may ignore the color requirement of Option
// card c now: "you may ignore this card's color requirements" while a condition holds,
// a persistent effect of the card itself (15-14-2) — printed, or the behaviour of a
// keyword it prints (<Use Req. (X)>: "specified cards let you ignore color
// requirements") — for its use from the hand in the main phase and for its use by an
// effect (CanUseCard) from wherever the effect takes the card (hand, revealed cards,
// trash): the effect must be one that works from the hand (its areas), but it speaks
// of the card's use, not of where the card lies.
func (g *Game) colorRequirementWaived(p PlayerID, c *Card) bool {
	holds := func(e *Effect, tag KeywordTag) bool {
		if !e.WaivesColorRequirement || e.areas()&AreaHand == 0 || !g.turnScopeHolds(e, p) {
			return false
		}
		ctx := &Ctx{Game: g, Effect: e, Card: c, Player: p, Count: 1, Keyword: tag}
		return e.Condition == nil || e.Condition(ctx)
	}
	ks, _ := g.cfg.Effects.(KeywordSource)
	for _, e := range g.effectsOf(c) {
		if e.Inherited || e.Link || e.Kind != Persistent {
			continue
		}
		if holds(e, KeywordTag{}) {
			return true
		}
		if e.Keyword == "" || ks == nil {
			continue
		}
		for _, ke := range g.keywordEffects(ks, e.Keyword) {
			if ke.Kind == Persistent && holds(ke, printedTag(e)) {
				return true
			}
		}
	}
	return false
}

// meetsColorRequirement: for each color of the Option, the player has a Digimon or
// Tamer of that color on the field (4-19-2); a multicolor Option needs all its colors
// (4-19-3), and one multicolor card can cover several (4-19-4).
func (g *Game) meetsColorRequirement(p PlayerID, need Colors) bool {
	return g.requirementColors(p).HasAll(need)
}

// requirementColors are the colors of p's Digimon and Tamers, the breeding area's
// included (4-19-2; LM-033 Q4064).
func (g *Game) requirementColors(p PlayerID) Colors {
	var have Colors
	for o := range g.Players[p].eachOnField {
		if o.IsDigimon() || o.IsTamer() {
			have |= g.Colors(o)
		}
	}
	return have
}

// colorRequirementMet reports whether p meets the color requirement of Option card c
// (4-19): by its own colors, or by a Digimon or Tamer of a color its persistent effect
// names — "yellow also meets this card's color requirements" (LM-045), "this card may
// also have its color requirements met by black" (LM-033): with a black Digimon or
// Tamer, the requirement is met (Q4063).
func (g *Game) colorRequirementMet(p PlayerID, c *Card) bool {
	if g.meetsColorRequirement(p, useColors(c.Data)) {
		return true
	}
	also := g.alsoMeetingColors(p, c)
	return also != 0 && g.requirementColors(p)&also != 0
}

// alsoMeetingColors are the colors that also meet c's color requirement now: those of
// the card's own persistent effects (not inherited or link effects) whose condition
// holds. The card states a fact about its own requirement, wherever it is used from.
func (g *Game) alsoMeetingColors(p PlayerID, c *Card) Colors {
	var also Colors
	for _, e := range g.effectsOf(c) {
		if e.AlsoMeetsColors == 0 || e.Kind != Persistent || e.Inherited || e.Link || !g.turnScopeHolds(e, p) {
			continue
		}
		ctx := &Ctx{Game: g, Effect: e, Card: c, Player: p, Count: 1}
		if e.Condition == nil || e.Condition(ctx) {
			also |= e.AlsoMeetsColors
		}
	}
	return also
}

// UseOptions say how an effect uses an Option card (9-1): "You may use 1 Option card
// with the [Four Great Dragons] trait from your hand without paying the cost". The zero
// value pays the printed use cost.
type UseOptions struct {
	// Free: "without paying the cost" ("without paying its memory cost").
	Free bool
	// Reduce: "with the cost reduced by n"; what is paid never goes below 0 (1-3-9).
	Reduce int
	// IgnoreColorRequirement: "without meeting its color requirements" (BT10-039): the
	// effect waives the color requirement that using it by an effect keeps (4-19).
	IgnoreColorRequirement bool
	// InsteadOfTrash: "Place the Option card used with this effect on top of your
	// security stack face down instead of placing it in your trash" (BT10-041): where
	// the card goes after its use instead of the trash (after_use.go); nil: the trash.
	InsteadOfTrash *Destination
	// Cause: whose effect uses it (EffectOf); immediate effects of "when it would be
	// used" see it.
	Cause Cause
}

// CanUseCard reports whether p could use Option card c now by an effect with these
// options (1-3-11-1): an Option card one can take from where it is (canTake), whose
// color requirement p meets — using it by an effect is still using it (9-1-1, 4-19;
// BT6-112 Q1500, BT17-035 Q2785: such effects do not ignore it; only activating an
// Option's effect otherwise does, 4-19-5), unless the effect waives it or the card's
// own text lets it be used without meeting it (colorRequirementWaived: "you may use
// this Option card without meeting its color requirements" is said of every use of
// the card, BT6-105 Q1489 used by BT6-112's [On Play]) — and whose cost p can pay.
// A DUAL card is used as its Option side, by that side's color requirement (dual.go).
// "Can't use Option cards" bans this use too: using by an effect is using (9-1-1, 15-1-3).
func (g *Game) CanUseCard(p PlayerID, c *Card, opt UseOptions) bool {
	return c != nil && c.Data.Is(Option) && c.Data.HasCost && g.canTake(c) &&
		(opt.IgnoreColorRequirement || g.colorRequirementMet(p, c) || g.colorRequirementWaived(p, c)) &&
		g.canPayToUse(p, c, opt.cost(g, c), opt.Cause) &&
		!g.Banned(p, DeedUseOptions, nil)
}

// canPayToUse reports whether p can pay cost to use card c (1-3-11-1): as it is, or after
// what "when it would be used" effects could take off it (1-3-11-3,
// foreseen_reduction.go).
func (g *Game) canPayToUse(p PlayerID, c *Card, cost int, cause Cause) bool {
	return g.canPayReduced(Would{Kind: WouldUse, Player: p, Card: c, Cost: cost, Cause: cause})
}

// UseCard uses Option card c by an effect, from wherever it is (the hand, the trash,
// revealed cards, under a Tamer or a Digimon), with these options (9-1-9): its first
// [Main] effect activates as part of this effect. It reports whether c was used; if
// not, c is where it was and nothing was paid (9-1-8).
func (g *Game) UseCard(p PlayerID, c *Card, opt UseOptions) bool {
	g.proc++
	return g.CanUseCard(p, c, opt) && g.useCard(p, c, opt)
}

func (o UseOptions) cost(g *Game, c *Card) int {
	if o.Free {
		return 0
	}
	return g.useCost(c) - o.Reduce
}

// use uses an Option card from the hand in the main phase (9-1-9).
func (g *Game) use(p PlayerID, c *Card) { g.useCard(p, c, UseOptions{}) }

// useCard uses an Option card (9-1-9) — or a DUAL card as its Option side (dual.go).
// From its [Main] effect's activation until it resolves the card is in no area (9-1-4);
// afterwards, if it is still in no area, it is trashed (9-1-5), unless a DUAL card is
// digivolved into instead (Arts Digivolve).
func (g *Game) useCard(p PlayerID, c *Card, opt UseOptions) bool {
	back, ok := g.lift(c) // 9-1-9-1: revealed
	if !ok {
		return false
	}
	from := c.Zone
	w := &Would{Kind: WouldUse, Player: p, Card: c, Cost: opt.cost(g, c), Cause: opt.Cause}
	g.would(w)             // 9-1-6
	cost := max(w.Cost, 0) // 1-3-9
	if opt.Free {
		cost = 0
	}
	if w.Cancelled || c.Zone != from || !g.CanPay(p, cost) {
		back() // 9-1-8
		return false
	}
	g.pay(p, cost, "use "+c.Data.Number) // 9-1-9-2
	if c.Zone != ZoneNone {
		g.moveCard(c, ZoneNone)
	}
	g.emit(Event{Kind: EvUse, Player: p, Card: c.Data.Number, CardID: c.ID, N: cost, Text: optionSideName(c)})
	// 9-1-9-3: the first [Main] effect activates at once, with nothing in between (9-1-2).
	if e := g.usedMainEffect(c); e != nil {
		g.activate(&Ctx{Game: g, Effect: e, Card: c, Player: p, Count: 1})
	}
	g.afterUse(p, c, opt.InsteadOfTrash) // 9-1-5, or Arts Digivolve (dual.go)
	return true
}
