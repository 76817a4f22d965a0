package core

// DP-based deletion effects ("delete 1 of your opponent's Digimon with 4000 DP or
// less") delete up to a maximum DP. Persistent effects may raise that maximum for other
// effects: "add 1000 to the maximum DP you can choose with DP-based deletion effects"
// (every DP-based deletion effect of their controller), "add 2000 to this Digimon's
// DP-based deletion effects' maximums" (the effects of the object that has it,
// inherited ones too). The effect doing the deletion reads the raised maximum when it
// chooses (Ctx.DeletionDPMax): the printed maximum is in its own text.

// DeletionMaxRaise is what a persistent effect adds to DP-based deletion effects'
// maximum DP.
type DeletionMaxRaise struct {
	// Own: only the DP-based deletion effects of the object that has this effect; else
	// every one of its controller's.
	Own bool
	// N is how much it adds now (a count times a number: "for every 2 cards in this
	// Digimon's digivolution cards, it gets +3000 ...").
	N func(c *Ctx) int
}

// DeletionDPMax is the maximum DP of this DP-based deletion effect: the printed max and
// what its controller's persistent effects that work now add to it (15-6: while their
// conditions hold).
func (c *Ctx) DeletionDPMax(printed int) int {
	g := c.Game
	n := printed
	g.eachLive(func(l live) bool {
		e := l.eff
		r := e.RaisesDeletionMax
		if e.Kind != Persistent || r == nil || l.owner != c.Player || !g.turnScopeHolds(e, l.owner) {
			return true
		}
		if r.Own && (c.Obj == nil || l.obj != c.Obj) {
			return true
		}
		lc := g.ctxFor(l)
		if e.Condition == nil || e.Condition(lc) {
			n += r.N(lc)
		}
		return true
	})
	return n
}
