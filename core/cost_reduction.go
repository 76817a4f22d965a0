package core

// "Players can't reduce play costs", "your opponent can't reduce digivolution costs"
// (15-1-3): a ban on the player who pays (ban.go). It affects players, not cards
// (Q1756, Q3839): no effect of any card reduces that player's cost while it works —
// neither "with the play cost reduced by N" (Q6732), nor an immediate effect that
// reduces the cost about to be paid (<Digisorption>, Q1285, Q1286), nor DigiXros
// (Q1757). Playing without paying the cost, or digivolving for a fixed cost, reduces
// nothing and stays possible (Q753, Q1287); raising a cost is not reducing it.

// reduceDeed is the deed a cost reduction of a would-be cause is.
func reduceDeed(k WouldKind) (Deed, bool) {
	switch k {
	case WouldPlay:
		return DeedReducePlayCosts, true
	case WouldDigivolve:
		return DeedReduceDigivolutionCosts, true
	}
	return 0, false
}

// mayReduceCost reports whether player p may have the cost of a would-be cause of
// kind k reduced now.
func (g *Game) mayReduceCost(p PlayerID, k WouldKind) bool {
	deed, ok := reduceDeed(k)
	return !ok || !g.Banned(p, deed, nil)
}

// ChangeCost changes the cost about to be paid by n (an immediate effect, 15-8-5): a
// reduction does nothing while its payer may not reduce it.
func (c *Ctx) ChangeCost(n int) {
	w := c.Would
	if n < 0 && !c.Game.mayReduceCost(w.Player, w.Kind) {
		return
	}
	w.Cost += n
}
