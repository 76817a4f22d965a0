package core

// "Unaffected by effects" (15-15-6). A card unaffected by an effect can still be
// chosen by it (15-15-6-3) but nothing of it happens to the card (15-15-6-1), and an
// effect given to it is not had (15-15-6-4). Today one keyword makes a Digimon
// unaffected: <Progress> (16-38): while it attacks, its opponent's effects.

// unaffectedBy reports whether o is unaffected by an effect of player p.
func (g *Game) unaffectedBy(o *FieldObject, p PlayerID) bool {
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
