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
// Unaffected is "by one player's effects" — the opponent's — or by some of them: the
// effects of the opponent's Digimon, Tamers or Option cards (a Shield with a Source),
// or one keyword's effects of either player ("isn't affected by <De-Digivolve>
// effects"). <Progress> (16-38) makes a Digimon unaffected by its opponent's effects
// while it attacks; "this Digimon isn't affected by ..." does so while its effect
// works, or for a while when an effect of its controller gives it (shielded).

// Shield is what an object is unaffected by (15-15-6): the zero value, every effect
// of its opponent; with BySource, only the effects of cards of that category
// (Cause.Source); with a Keyword, only that keyword's effects; Either reaches its own
// controller's effects too ("isn't affected by <De-Digivolve> effects").
type Shield struct {
	Source   Kind
	BySource bool
	Keyword  Keyword
	Either   bool
}

// covers reports whether the shield keeps cause off o.
func (s Shield) covers(o *FieldObject, cause Cause) bool {
	switch {
	case cause.Kind != ByEffect:
		return false
	case s.Keyword != "" && cause.Keyword != s.Keyword:
		return false
	case !s.Either && cause.Player == o.Owner:
		return false
	case s.BySource:
		return cause.Sourced && cause.Source == s.Source
	}
	return true
}

// unaffectedBy reports whether o is unaffected by a cause (15-15-6-1).
func (g *Game) unaffectedBy(o *FieldObject, cause Cause) bool {
	return g.shieldsOf(o).cover(o, cause)
}

// shields is what an object is unaffected by now.
type shields struct {
	progress bool // <Progress>: every effect of its opponent while it attacks (16-38)
	list     []Shield
}

// any reports whether o is unaffected by anything.
func (s shields) any() bool { return s.progress || len(s.list) > 0 }

func (s shields) cover(o *FieldObject, cause Cause) bool {
	if cause.Kind != ByEffect {
		return false
	}
	if s.progress && cause.Player != o.Owner {
		return true
	}
	for _, sh := range s.list {
		if sh.covers(o, cause) {
			return true
		}
	}
	return false
}

// shieldsOf finds what o is unaffected by now.
func (g *Game) shieldsOf(o *FieldObject) (s shields) {
	if g.attack != nil && g.attack.Attacker == o && g.attack.attacking() {
		s.progress = g.hasOwnKeyword(o, Progress) // 16-38-1, 16-38-3
	}
	if g.shieldsPossible() {
		s.list = g.shielded(o)
	}
	return s
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
	return cause.Kind != ByEffect || !g.unaffectedBy(o, cause)
}

// shielded lists what o "isn't affected by" (15-15-6) by persistent effects of its own
// (printed or inherited, Effect.Unaffected) whose conditions hold, and by grants of its
// controller (Modifier.Unaffected) — read without derived values, which ask
// unaffectedBy.
func (g *Game) shielded(o *FieldObject) []Shield {
	var out []Shield
	for _, m := range g.modifiers {
		if m.Unaffected != nil && m.Player == o.Owner && (m.Target == o && m.holds(o) || m.Target == nil && m.Applies != nil && m.Applies(g, o)) {
			out = append(out, *m.Unaffected)
		}
	}
	area := AreaBattle
	if o.Zone == ZoneBreeding {
		area = AreaBreeding
	}
	g.eachLiveOf(o, area, func(l live) bool {
		e := l.eff
		if e.Kind == Persistent && e.Unaffected != nil && g.turnScopeHolds(e, l.owner) && (e.Condition == nil || e.Condition(g.ctxFor(l))) {
			out = append(out, *e.Unaffected) // 15-6: while its condition holds
		}
		return true
	})
	return out
}

// shieldsPossible reports whether some grant or persistent effect in force may make an
// object unaffected (shielded), so that games without any skip looking. Kept per state.
func (g *Game) shieldsPossible() bool {
	if g.shieldsAt == g.version+1 {
		return g.shields
	}
	g.shields = false
	for _, m := range g.modifiers {
		g.shields = g.shields || m.Unaffected != nil
	}
	if !g.shields && g.cfg.Effects != nil && g.mayShield() {
		for _, l := range g.livePersistent() {
			g.shields = g.shields || l.eff.Unaffected != nil
		}
	}
	g.shieldsAt = g.version + 1
	return g.shields
}

// cause is the effect that gave a modifier: the one Ctx.Grant recorded, or an effect
// of its player.
func (m *Modifier) cause() Cause {
	if m.By.Kind == ByEffect {
		return m.By
	}
	return EffectOf(m.Player)
}

// cause is a live effect as the cause of what it does.
func (l *live) cause() Cause {
	return Cause{Kind: ByEffect, Player: l.owner, Source: SourceOf(l.eff, l.card, l.obj), Sourced: true, Keyword: l.tag.Name}
}
