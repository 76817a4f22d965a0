package core

// A card's own digivolution cost from the hand (2-3-6, 8-1-3-2): "When digivolving into
// this card from your hand, the memory cost of the digivolution is equal to the number
// of cards in your security stack. If you have 0 security cards, the memory cost is 1"
// (BT7-040). It is a persistent effect of the card, in force while it is in the hand:
// the cost of each of its printed digivolution requirements becomes that number, the
// one the main phase offers and the digivolution pays — by the player, by an effect that
// digivolves into it by its requirements, or by a Tamer digivolving "as if it were a
// Digimon" (as_digimon.go). Digivolving into it from anywhere else (the trash, revealed
// cards) pays the printed cost. Effects that reduce the cost
// then reduce that number (Q1568: 4 security cards and a reduction of 2 pay 2), as they
// reduce a printed cost (7-1-2-2, 15-8-5).

// requirementCostOf is what digivolving into card c by its requirement r costs before
// immediate effects change it: r's printed cost, or the cost c's own effects set while
// c is in its owner's hand.
func (g *Game) requirementCostOf(c *Card, r *DigivolveReq) int {
	if n, ok := g.ownDigivolveCost(c); ok {
		return n
	}
	return r.Cost
}

// ownDigivolveCost is the digivolution cost the persistent effects of card c set while
// it is in its owner's hand (the latest one, should there be several); ok is false when
// none does.
func (g *Game) ownDigivolveCost(c *Card) (cost int, ok bool) {
	if c == nil || c.Zone != ZoneHand {
		return 0, false
	}
	for _, e := range g.effectsOf(c) {
		if e.Kind != Persistent || e.DigivolveCostSet == nil || e.Inherited || e.Link || !g.turnScopeHolds(e, c.Owner) {
			continue
		}
		ctx := &Ctx{Game: g, Effect: e, Card: c, Player: c.Owner, Count: 1}
		if e.Condition != nil && !e.Condition(ctx) {
			continue
		}
		cost, ok = e.DigivolveCostSet(ctx), true
	}
	return cost, ok
}
