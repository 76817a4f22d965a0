package core

// CostNow is card c's play or use cost as an effect reads it now ("an Option card with
// a use cost of 5 or less", "a Digimon card with a play cost of 4 or less"; 2-6, 2-7).
// In the hand it is changed by the card's own effects there: "reduce the memory cost
// of this card in your hand by 1 for each yellow Tamer you have in play" lowers the
// cost itself, and effects read the lowered one (Q1956, Q5516); so does "reduce the
// memory cost to play this card from your hand" (play_cost.go). Elsewhere, for a DUAL
// card (each side read as printed, dual.go), and for a card in no game, it is the
// printed cost.
func (c *Card) CostNow() int {
	g := c.game
	if g == nil || c.Zone != ZoneHand || c.Data.IsDual() || c.costing {
		return c.Data.Cost
	}
	c.costing = true // an effect's condition that reads this very cost reads the printed one
	defer func() { c.costing = false }()
	switch c.Data.Kind {
	case Option:
		return g.UseCost(c)
	case Digimon, Tamer:
		return g.PlayCost(c)
	}
	return c.Data.Cost
}
