package core

// MainEffect returns the first [Main] effect among a card's effects (9-1-9-3), or nil.
// A "[Main] <Delay>" effect is not one: it works from the battle area only (16-16-1).
func MainEffect(effs []*Effect) *Effect {
	for _, e := range effs {
		if e.Kind == Activated && e.Timing == MainTiming && e.Keyword != Delay {
			return e
		}
	}
	return nil
}

// canUse: an Option card whose use cost the player can pay and whose color requirement
// is met (9-1-1, 1-3-11-1).
func (g *Game) canUse(p PlayerID, c *Card) bool {
	return c.Data.HasCost && g.CanPay(p, c.Data.Cost) && g.meetsColorRequirement(p, c.Data.Colors) &&
		!g.Banned(p, DeedUseOptions, nil) // 15-1-3: "your opponent can't use Option cards"
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

// use uses an Option card from the hand (9-1-9). From its [Main] effect's activation
// until it resolves the card is in no area (9-1-4); afterwards, if it is still in no
// area, it is trashed (9-1-5).
func (g *Game) use(p PlayerID, c *Card) {
	w := &Would{Kind: WouldUse, Player: p, Card: c, Cost: max(c.Data.Cost, 0)}
	g.would(w)             // 9-1-6
	cost := max(w.Cost, 0) // 1-3-9
	if w.Cancelled || !g.CanPay(p, cost) {
		return // 9-1-8
	}
	g.pay(p, cost, "use "+c.Data.Number) // 9-1-9-2
	g.moveCard(c, ZoneNone)
	g.emit(Event{Kind: EvUse, Player: p, Card: c.Data.Number, CardID: c.ID, N: cost})
	// 9-1-9-3: the first [Main] effect activates at once, with nothing in between (9-1-2).
	if e := MainEffect(g.effectsOf(c)); e != nil {
		g.activate(&Ctx{Game: g, Effect: e, Card: c, Player: p, Count: 1})
	}
	if c.Zone == ZoneNone {
		g.moveCard(c, ZoneTrash) // 9-1-5
	}
}
