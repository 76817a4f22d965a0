package core

// Declaring at a cost an immediate effect will reduce (1-3-11-1, 1-3-11-3). A card may
// be declared — played, digivolved into, used — when its cost can be paid after the
// immediate effects of "when it would be played" take something off it: "When this card
// would be played, by suspending 2 Digimon, reduce the play cost by 4" (EX8-074) lets a
// player with too little memory for the printed cost declare the play, as long as the
// "by" part can be done (Q6721); a ban on reducing play costs takes that away (Q4442),
// not the play at a payable printed cost (Q4443).
//
// The engine cannot run an effect to see what it would take off, so an immediate effect
// that reduces a cost says the most it can (Effect.Reduces), and the offer counts it for
// each such effect that would trigger on the declaration, whose condition holds and whose
// [X Per Turn] is not spent. What is paid is what the effects took off when they
// resolved: a player who then declines them, unable to pay, undoes the declaration with
// nothing paid (7-1-2-3, 8-1-2-7, 9-1-8).

// canPayReduced reports whether the cost of cause w can be paid, after what immediate
// effects could take off it.
func (g *Game) canPayReduced(w *Would) bool {
	return g.CanPay(w.Player, w.Cost) || g.CanPay(w.Player, max(w.Cost-g.foreseenReduction(w), 0)) // 1-3-9
}

// foreseenReduction is the most the immediate effects that would trigger on cause w
// could take off its cost now.
func (g *Game) foreseenReduction(w *Would) int {
	if g.cfg.Effects == nil || !g.mayCutIn() || !g.mayReduceCost(w.Player, w.Kind) {
		return 0 // cost_reduction.go: a ban leaves the cost as it is (Q4442)
	}
	n := 0
	consider := func(l live) bool {
		e := l.eff
		if e.Kind != Immediate || e.Reduces == nil || !g.turnScopeHolds(e, l.owner) || g.immediateUsed[keyOf(l)] > 0 {
			return true
		}
		if e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
			return true
		}
		c := g.ctxFor(l)
		c.Would = w
		if ev, ok := wouldTriggers(c, w, w.Objs); ok {
			c.Event = &ev
			if e.Condition == nil || e.Condition(c) {
				n += max(e.Reduces(c), 0)
			}
		}
		return true
	}
	g.eachLiveWithKeywords(consider)
	g.eachNextTime(consider) // the effects waiting for "the next time" (next_time.go)
	return n
}

// offeredCost is the memory a declaration of cause w is offered at (Choice.Cost): its
// cost, or — when only a reduction makes it payable — what is left after the most the
// immediate effects could take off, the cost the declaration can go through at.
func (g *Game) offeredCost(w *Would) int {
	if g.CanPay(w.Player, w.Cost) {
		return max(w.Cost, 0)
	}
	return max(w.Cost-g.foreseenReduction(w), 0)
}
