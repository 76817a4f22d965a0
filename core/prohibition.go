package core

// Prohibitions ("can't", 15-1-3: a prohibition wins over a permission). An object's
// prohibitions are derived values (Derived.Cant...); this file says which causes a
// prohibition covers and enforces those of leaving the field at the rule points:
// deletion (4-13-1, 17-1-3-1), returning to the hand or the deck, leaving the battle
// area. The player's own prohibitions (memory, 4-1) are in ban.go.

// Causes is a set of the causes a prohibition covers: "can't be deleted" covers every
// cause, "can't be deleted in battle" battles only, "can't be deleted by your
// opponent's effects" one player's effects. The zero value covers nothing.
type Causes uint8

// The causes, combinable.
const (
	ByRules    Causes = 1 << iota // rule processing: the rule check (17-1-3-1)
	ByBattles                     // losing a battle (14-2-2)
	byEffects0                    // effects of player 0 (EffectsBy)
	byEffects1                    // effects of player 1
	AnyCause   = ByRules | ByBattles | byEffects0 | byEffects1
	AnyEffect  = byEffects0 | byEffects1
)

// EffectsBy is the cause "effects of player p".
func EffectsBy(p PlayerID) Causes { return byEffects0 << p }

// Covers reports whether the set covers a cause.
func (cs Causes) Covers(c Cause) bool {
	switch c.Kind {
	case ByRule:
		return cs&ByRules != 0
	case ByBattle:
		return cs&ByBattles != 0
	}
	return cs&EffectsBy(c.Player) != 0
}

// mayBeDeleted reports whether no prohibition keeps o from being deleted for cause
// (4-13-1, 15-1-3): "can't be deleted", "can't be deleted in battle", "can't be
// deleted by your opponent's effects". A Digimon that cannot be deleted can still be
// chosen (Q2719): only the deletion does not happen.
func (g *Game) mayBeDeleted(o *FieldObject, cause Cause) bool {
	if g.cfg.Effects == nil && len(g.modifiers) == 0 {
		return true // nothing can prohibit it
	}
	return !g.derived(o).CantBeDeleted.Covers(cause)
}

// mayLeave keeps the objects no prohibition keeps on the field when cause would move
// them to zone to (15-1-3): "can't leave the battle area", "can't be returned to the
// hand", "... to the deck", "can't leave the battle area other than by deletion"
// (deleting: the objects would be deleted). Every procedure that takes objects off the
// field by a rule or an effect goes through it (deletions through wouldDelete).
func (g *Game) mayLeave(objs []*FieldObject, cause Cause, to Zone, deleting bool) []*FieldObject {
	if g.cfg.Effects == nil && len(g.modifiers) == 0 {
		return objs
	}
	return kept(objs, func(o *FieldObject) bool {
		d := g.Derive(o)
		switch {
		case o.Zone == ZoneBattle && d.CantLeave.Covers(cause):
			return false
		case o.Zone == ZoneBattle && !deleting && d.CantLeaveButByDeletion.Covers(cause):
			return false // "can't leave the battle area other than by deletion"
		case to == ZoneHand:
			return !d.CantBeReturnedToHand.Covers(cause)
		case to == ZoneDeck:
			return !d.CantBeReturnedToDeck.Covers(cause)
		}
		return true
	})
}

// mayTrashStacked reports whether no prohibition keeps the effects of player p from
// trashing o's stacked cards (15-1-3): "your opponent's effects can't trash its
// stacked cards" keeps the cards on top from <De-Digivolve> and the cards at the
// bottom from effects that trash digivolution cards (Q4563, Q6995).
func (g *Game) mayTrashStacked(o *FieldObject, p PlayerID) bool {
	if g.cfg.Effects == nil && len(g.modifiers) == 0 {
		return true
	}
	return g.Derive(o).CantHaveStackedTrashed&EffectsBy(p) == 0
}

// deletable keeps the objects that may be deleted for cause (mayBeDeleted).
func (g *Game) deletable(objs []*FieldObject, cause Cause) []*FieldObject {
	return kept(objs, func(o *FieldObject) bool { return g.mayBeDeleted(o, cause) })
}

// kept returns the objects keep accepts, in order: objs itself when it accepts them
// all — what prohibitions nearly always do — and a new slice otherwise.
func kept(objs []*FieldObject, keep func(o *FieldObject) bool) []*FieldObject {
	for i, o := range objs {
		if keep(o) {
			continue
		}
		out := objs[:i:i] // appending copies: objs stays as it is
		for _, o := range objs[i+1:] {
			if keep(o) {
				out = append(out, o)
			}
		}
		return out
	}
	return objs
}

// Timings is a set of effect timings: the [On Play] and [When Digivolving] effects of
// an object that "can't activate" them (Derived.NoActivate).
type Timings uint32

// TimingsOf is the set of the given timings.
func TimingsOf(ts ...Timing) Timings {
	var s Timings
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Has reports whether t is in the set.
func (s Timings) Has(t Timing) bool { return s&(1<<t) != 0 }

// mayActivate reports whether no prohibition keeps an effect of object o from
// activating (15-1-3): "it can't activate [On Play] effects", "[When Digivolving]
// effects don't activate".
// t is the timing icon the effect activates at (one of its icons, Effect.Also).
func (g *Game) mayActivate(o *FieldObject, e *Effect, t Timing) bool {
	if o == nil || !o.Zone.OnField() || t == NoTiming || g.cfg.Effects == nil {
		return true
	}
	return !g.derived(o).NoActivate.Has(t)
}

// dpCut records the DP an effect of player p took away from the derived values being
// computed (1-3-8 sums them first): "can't have its DP reduced by your opponent's
// effects" then gives it back (undoReducedDP).
func (d *Derived) dpCut(p PlayerID, before int) {
	if delta := d.DPMod - before; delta < 0 {
		d.cuts[p] += int32(delta)
	}
}

// undoReducedDP takes the reductions a prohibition covers out of the DP modifiers
// (15-1-3): the DP "can't be reduced" by those effects.
func (d *Derived) undoReducedDP() {
	for p := range PlayerID(2) {
		if d.CantHaveDPReduced&EffectsBy(p) != 0 {
			d.DPMod -= int(d.cuts[p])
		}
	}
}
