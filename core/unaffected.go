package core

// "Unaffected by effects" (15-15-6). A card unaffected by an effect can still be
// chosen by it (15-15-6-3) but nothing of it happens to the card (15-15-6-1), and an
// effect given to it is not had (15-15-6-4). <Progress> (16-38) makes a Digimon
// unaffected by its opponent's effects while it attacks; "this Digimon isn't affected
// by your opponent's effects" does so while its effect works, or for a while when an
// effect of its controller gives it (shielded).

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

// hasOwnKeyword reports whether o has a keyword from its own printed or inherited
// effects or a grant — without computing derived values (which ask unaffectedBy).
func (g *Game) hasOwnKeyword(o *FieldObject, k Keyword) bool {
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
	if found {
		return true
	}
	if g.ownPersistentKeyword(o, k) { // keyword_rules.go: "all of your Digimon gain <Progress>"
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

// affected keeps the objects a cause can affect (15-15-6-1).
func (g *Game) affected(objs []*FieldObject, cause Cause) []*FieldObject {
	if cause.Kind != ByEffect {
		return objs
	}
	out := objs[:0:0]
	for _, o := range objs {
		if !g.unaffectedBy(o, cause.Player) {
			out = append(out, o)
		}
	}
	return out
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
	if !g.shields && g.cfg.Effects != nil {
		for _, l := range g.livePersistent() {
			g.shields = g.shields || l.eff.Unaffected
		}
	}
	g.shieldsAt = g.version + 1
	return g.shields
}
