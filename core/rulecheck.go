package core

// Rule checks (chapter 17) run only between processings — never inside a rule's or an
// effect's processing (17-1-2) — and act on everything they find at once (17-1-3).
// settle (pending.go) is the one place they run: before each activation.

// ruleCheck runs one rule check and reports whether it did anything (17-1-3).
func (g *Game) ruleCheck() bool {
	g.byRules++ // what rule processing does is not by the effect around it (Event.ByEffect)
	defer func() { g.byRules-- }()
	// Nothing changed since the last check found nothing: nothing to find now.
	if g.ruleCheckedAt == g.version+1 {
		return false
	}
	if g.ruleCheckOnce() {
		return true
	}
	g.ruleCheckedAt = g.version + 1
	return false
}

func (g *Game) ruleCheckOnce() bool {
	var deleted, trashed []*FieldObject
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		pl := g.Players[p]
		for _, o := range pl.Battle {
			switch {
			case o.Top().Data.Kind == Option && !o.PlacedByEffect:
				trashed = append(trashed, o) // 17-1-3-3
				g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-3 option in the battle area"})
			case g.isDigimon(o):
				if g.printedDPHolds(o) {
					continue // nothing can have lowered it: no need to compute it
				}
				dp, has := g.DP(o)
				if !has {
					trashed = append(trashed, o) // 17-1-3-2
					g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-2 Digimon without DP"})
				} else if dp == 0 && g.mayBeDeleted(o, Cause{Kind: ByRule}) { // 15-1-3: "can't be deleted"
					deleted = append(deleted, o) // 17-1-3-1
					g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-1 Digimon with 0 DP"})
				}
			}
		}
		if o := pl.Breeding; o != nil && !o.PlacedByEffect && (o.IsTamer() || o.Top().Data.Kind == Option) {
			trashed = append(trashed, o) // 17-1-3-4
			g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-4 Tamer or Option in the breeding area"})
		}
	}
	if len(deleted) == 0 && len(trashed) == 0 {
		return g.linkRuleCheck()
	}
	// All at once (17-1-3): deletions and trashing leave the field together. The
	// trashing is not "trashed from the battle area" (17-1-3-2): no deletion event.
	deleted = g.wouldDelete(deleted, Cause{Kind: ByRule})
	g.leaveField(append(deleted, onField(trashed)...), ZoneTrash)
	return true
}

// printedDPHolds reports whether o surely has DP above 0 without computing it: its top
// card is a Digimon card printing DP above 0 and no effect in force can lower DP,
// take DP away or make other cards Digimon (Effect.NeverLowersDP; grants with a
// negative DP or another change). Kept per state.
func (g *Game) printedDPHolds(o *FieldObject) bool {
	top := o.Top().Data
	if top.Kind != Digimon || !top.HasDP || top.DP <= 0 {
		return false
	}
	if g.dpSafeAt != g.version+1 {
		g.dpSafe, g.dpSafeAt = g.noEffectLowersDP(), g.version+1
	}
	return g.dpSafe
}

func (g *Game) noEffectLowersDP() bool {
	for _, m := range g.modifiers {
		if m.DP < 0 || m.Set != nil {
			return false
		}
	}
	for _, l := range g.livePersistent() {
		if !l.eff.NeverLowersDP {
			return false
		}
	}
	return true
}
