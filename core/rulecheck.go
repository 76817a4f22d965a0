package core

// Rule checks (chapter 17) run only between processings — never inside a rule's or an
// effect's processing (17-1-2) — and act on everything they find at once (17-1-3).
// settle is the one place they run.

// settle resolves everything left to resolve: rule checks, and (with the effect layer)
// pending effects one at a time with rule checks between them, until nothing is left.
func (g *Game) settle() {
	for g.ruleCheck() {
	}
}

// ruleCheck runs one rule check and reports whether it did anything (17-1-3).
func (g *Game) ruleCheck() bool {
	var deleted, trashed []*FieldObject
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		pl := g.Players[p]
		for _, o := range pl.Battle {
			switch {
			case o.Top().Data.Kind == Option:
				trashed = append(trashed, o) // 17-1-3-3
				g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-3 option in the battle area"})
			case o.IsDigimon():
				dp, has := g.DP(o)
				if !has {
					trashed = append(trashed, o) // 17-1-3-2
					g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-2 Digimon without DP"})
				} else if dp == 0 {
					deleted = append(deleted, o) // 17-1-3-1
					g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-1 Digimon with 0 DP"})
				}
			}
		}
		if o := pl.Breeding; o != nil && (o.IsTamer() || o.Top().Data.Kind == Option) {
			trashed = append(trashed, o) // 17-1-3-4
			g.emit(Event{Kind: EvRuleCheck, Player: p, Obj: o.ID, Text: "17-1-3-4 Tamer or Option in the breeding area"})
		}
	}
	if len(deleted) == 0 && len(trashed) == 0 {
		return false
	}
	// All at once (17-1-3): deletions and trashing leave the field together. The
	// trashing is not "trashed from the battle area" (17-1-3-2): no deletion event.
	for _, o := range deleted {
		g.emit(Event{Kind: EvDelete, Player: o.Owner, Obj: o.ID, Card: o.Top().Data.Number})
	}
	g.leaveField(append(deleted, trashed...), ZoneTrash)
	return true
}
