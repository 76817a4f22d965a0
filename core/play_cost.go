package core

// A card's own play cost in the hand (2-6): "While your opponent has a Digimon with
// 10000 DP or more in play, reduce the memory cost to play this card from your hand by
// 6" (BT2-112) is a persistent effect of the card, in force while it is in the hand —
// not an immediate effect of "when it would be played" (7-1-2-2, 15-8-5). The cost it
// makes is the card's play cost there: the main phase offers the play at that cost
// (1-3-11-1) and the play pays it, as an Option card's own use cost (UseCost, Q1956).
// A ban on reducing play costs (15-1-3, cost_reduction.go) cancels the reductions,
// never an increase.

// PlayCost is what playing card c from the hand in the main phase costs now, before
// immediate effects change it (7-1-2-2): its printed play cost changed by its own
// effects in the hand, never below 0 (1-3-9).
func (g *Game) PlayCost(c *Card) int { return max(c.Data.Cost+g.ownPlayCostChange(c), 0) }

// playCost is what playing card c with these options costs before immediate effects
// change it (7-1-2-2) and before 1-3-9: without paying it, 0; for a fixed cost, that
// one; else its printed play cost changed by its own effects in the hand.
func (g *Game) playCost(c *Card, o PlayOptions) int {
	switch {
	case o.Free:
		return 0
	case o.FixedCost:
		return o.Cost - o.Reduce
	}
	return c.Data.Cost + g.ownPlayCostChange(c) - o.Reduce
}

// ownPlayCostChange is what the persistent effects of card c add to its play cost
// while it is in its owner's hand.
func (g *Game) ownPlayCostChange(c *Card) int {
	if c.Zone != ZoneHand {
		return 0
	}
	n := 0
	for _, e := range g.effectsOf(c) {
		if e.Kind != Persistent || e.PlayCostMod == nil || e.Inherited || e.Link || !g.turnScopeHolds(e, c.Owner) {
			continue
		}
		ctx := &Ctx{Game: g, Effect: e, Card: c, Player: c.Owner, Count: 1}
		if e.Condition != nil && !e.Condition(ctx) {
			continue
		}
		if d := e.PlayCostMod(ctx); d > 0 || g.mayReduceCost(c.Owner, WouldPlay) {
			n += d
		}
	}
	return n
}
