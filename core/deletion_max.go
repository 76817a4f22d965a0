package core

// The maximum of a DP-based deletion effect ("delete 1 of your opponent's Digimon with
// 6000 DP or less"): a number the effect prints, which other effects may add to
// (15-15-5-1) — "[Your Turn] Add 1000 to the maximum DP you can choose with DP-based
// deletion effects" (BT9-009), "Add 3000 to this Digimon's DP deletion effects'
// maximums". Only a printed number is changed (15-15-5-3): a deletion bounded by "this
// Digimon's DP" has no maximum to add to, so its script does not ask.

// DeletionMax is the DP maximum of this effect's DP-based deletion whose printed
// maximum is n: n plus what the persistent effects of this effect's controller add to
// it now — those for every DP-based deletion effect of the player, and those for the
// effects of one object when this effect is that object's.
func (c *Ctx) DeletionMax(n int) int {
	g := c.Game
	if g.cfg.Effects == nil {
		return n
	}
	g.eachLive(func(l live) bool {
		e := l.eff
		if e.Kind != Persistent || e.DeletionMaxMod == nil || l.owner != c.Player || !g.turnScopeHolds(e, l.owner) {
			return true
		}
		if e.DeletionMaxOwn && (l.obj == nil || c.Obj != l.obj) {
			return true // "this Digimon's DP-based deletion effects"
		}
		lc := g.ctxFor(l)
		if e.Condition == nil || e.Condition(lc) { // 15-6
			n += e.DeletionMaxMod(lc)
		}
		return true
	})
	return n
}
