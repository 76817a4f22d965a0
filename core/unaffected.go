package core

// "Unaffected by effects" (15-15-6), clause by clause:
//
//   - 15-15-6-1: nothing of an effect happens to a card unaffected by it — the
//     operations (deleting, returning, trashing, suspending, unsuspending, trashing
//     digivolution cards, <De-Digivolve>) leave it out (affected), and its derived
//     values leave out that player's persistent effects and grants, also those given
//     before it became unaffected (applyInOrder).
//   - 15-15-6-2: once it is affected again, it is affected from then on: a grant with a
//     duration is not dropped while the card is unaffected, so what is left of it
//     applies again (Grant keeps it; applyInOrder skips it only while unaffected).
//   - 15-15-6-3: effects can still choose it (choices are not filtered here).
//   - 15-15-6-4: an effect given to it is not had while it is unaffected: no value, no
//     keyword, no given triggered effect (given.go).
//
// Unaffected is always "by one player's effects": by the opponent's, or by its own
// too. <Progress> (16-38) makes a Digimon unaffected by its opponent's effects while
// it attacks; "this Digimon isn't affected by your opponent's effects" does so while
// its effect works, or for a while when an effect of its controller gives it
// (shielded).

// unaffectedBy reports whether o is unaffected by an effect of player p.
func (g *Game) unaffectedBy(o *FieldObject, p PlayerID) bool {
	if p != o.Owner && g.shielded(o) {
		return true // "this Digimon isn't affected by your opponent's effects"
	}
	if p == o.Owner || g.attack == nil || g.attack.Attacker != o || !g.attack.attacking() {
		return false
	}
	return g.hasOwnKeyword(o, Progress) // 16-38-1, 16-38-3
}

// unaffectedByEach reports, per player, whether o is unaffected by that player's
// effects now.
func (g *Game) unaffectedByEach(o *FieldObject) (u [2]bool) {
	if (g.attack == nil || g.attack.Attacker != o) && !g.shieldsPossible() {
		return u // only an attacker (<Progress>) or a shielded Digimon can be unaffected
	}
	for p := range u {
		u[p] = g.unaffectedBy(o, PlayerID(p))
	}
	return u
}

// hasOwnKeyword reports whether o has a keyword from its own printed or inherited
// effects or a grant — without computing derived values (which ask unaffectedBy).
func (g *Game) hasOwnKeyword(o *FieldObject, k Keyword) bool {
	if g.printsKeyword(k) && g.printedKeyword(o, k) {
		return true
	}
	for _, m := range g.modifiers {
		if m.Target == nil && m.Player == o.Owner && m.Applies != nil && m.gives(k) && m.Applies(g, o) {
			return true // a global grant of its controller's
		}
		if m.Target == o && m.holds(o) && m.gives(k) {
			return true
		}
	}
	return false
}

// printedKeyword reports whether a persistent effect gives o keyword k: one of its own
// (printed or inherited) or one of its controller's other cards.
func (g *Game) printedKeyword(o *FieldObject, k Keyword) bool {
	found := false
	area := AreaBattle
	if o.Zone == ZoneBreeding {
		area = AreaBreeding
	}
	g.eachLiveOf(o, area, func(l live) bool {
		if l.eff.Kind == Persistent && l.eff.Keyword == k {
			found = true
		}
		return !found
	})
	return found || g.ownPersistentKeyword(o, k) // keyword_rules.go: "all of your Digimon gain <Progress>"
}

// affected keeps the objects a cause can affect (15-15-6-1).
func (g *Game) affected(objs []*FieldObject, cause Cause) []*FieldObject {
	if cause.Kind != ByEffect {
		return objs
	}
	out := objs[:0:0]
	for _, o := range objs {
		if g.reaches(cause, o) {
			out = append(out, o)
		}
	}
	return out
}

// reaches reports whether a cause can affect o: anything but an effect of a player o
// is unaffected by does (15-15-6-1).
func (g *Game) reaches(cause Cause, o *FieldObject) bool {
	return cause.Kind != ByEffect || !g.unaffectedBy(o, cause.Player)
}

// shielded reports whether o "isn't affected by your opponent's effects" (15-15-6) by
// a persistent effect of its own (printed or inherited, Effect.Unaffected) whose
// condition holds, or by a grant of its controller (Modifier.Unaffected) — read
// without derived values, which ask unaffectedBy.
func (g *Game) shielded(o *FieldObject) bool {
	if !g.shieldsPossible() {
		return false
	}
	for _, m := range g.modifiers {
		if m.Unaffected && m.Player == o.Owner && (m.Target == o && m.holds(o) || m.Target == nil && m.Applies != nil && m.Applies(g, o)) {
			return true
		}
	}
	area := AreaBattle
	if o.Zone == ZoneBreeding {
		area = AreaBreeding
	}
	found := false
	g.eachLiveOf(o, area, func(l live) bool {
		e := l.eff
		if e.Kind == Persistent && e.Unaffected && g.turnScopeHolds(e, l.owner) && (e.Condition == nil || e.Condition(g.ctxFor(l))) {
			found = true // 15-6: while its condition holds
		}
		return !found
	})
	return found
}

// shieldsPossible reports whether some grant or persistent effect in force may make an
// object unaffected (shielded), so that games without any skip looking. Kept per state.
func (g *Game) shieldsPossible() bool {
	if g.shieldsAt == g.version+1 {
		return g.shields
	}
	g.shields = false
	for _, m := range g.modifiers {
		g.shields = g.shields || m.Unaffected
	}
	if !g.shields && g.cfg.Effects != nil && g.mayShield() {
		for _, l := range g.livePersistent() {
			g.shields = g.shields || l.eff.Unaffected
		}
	}
	g.shieldsAt = g.version + 1
	return g.shields
}
