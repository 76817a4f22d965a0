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

// canUse: an Option card whose use cost the player can pay and whose color requirement
// is met (9-1-1, 1-3-11-1) or may be ignored (colorRequirementWaived).
func (g *Game) canUse(p PlayerID, c *Card) bool {
	return c.Data.HasCost && g.CanPay(p, g.UseCost(c)) &&
		(g.meetsColorRequirement(p, c.Data.Colors) || g.colorRequirementWaived(p, c))
}

// UseCost is what using card c costs now (2-7, 9-1-9-2): its printed use cost — for a
// DUAL card, its printed cost (dual.go) — changed by the card's own persistent effects
// on it, always in force ("For each of your security cards, add 1 to this card's use
// cost", BT26-097, BT26-033; Q7006). Immediate effects of "when this card would be
// used" change it further as it is used (9-1-6).
func (g *Game) UseCost(c *Card) int {
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
	return max(cost, 0) // 1-3-9
}

// colorRequirementWaived reports whether p may ignore the color requirement of Option
// card c in the hand now: "you may ignore this card's color requirements" while a
// condition holds, a persistent effect of the card itself (15-14-2) — printed, or the
// behaviour of a keyword it prints (<Use Req. (X)>: "specified cards let you ignore
// color requirements").
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
	var have Colors
	for _, o := range g.Players[p].FieldObjects() {
		if o.IsDigimon() || o.IsTamer() {
			have |= g.Colors(o)
		}
	}
	return have.HasAll(need)
}

// use uses an Option card from the hand (9-1-9) — or a DUAL card as its Option side
// (dual.go). From its [Main] effect's activation until it resolves the card is in no
// area (9-1-4); afterwards, if it is still in no area, it is trashed (9-1-5), unless a
// DUAL card is digivolved into instead (Arts Digivolve).
func (g *Game) use(p PlayerID, c *Card) {
	w := &Would{Kind: WouldUse, Player: p, Card: c, Cost: g.UseCost(c)}
	g.would(w)             // 9-1-6
	cost := max(w.Cost, 0) // 1-3-9
	if w.Cancelled || !g.CanPay(p, cost) {
		return // 9-1-8
	}
	g.pay(p, cost, "use "+c.Data.Number) // 9-1-9-2
	g.moveCard(c, ZoneNone)
	g.emit(Event{Kind: EvUse, Player: p, Card: c.Data.Number, CardID: c.ID, N: cost, Text: optionSideName(c)})
	// 9-1-9-3: the first [Main] effect activates at once, with nothing in between (9-1-2).
	if e := g.usedMainEffect(c); e != nil {
		g.activate(&Ctx{Game: g, Effect: e, Card: c, Player: p, Count: 1})
	}
	g.afterUse(p, c) // 9-1-5, or Arts Digivolve (dual.go)
}
