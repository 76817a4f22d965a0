package core

// The layout: where every card is — the objects on the field and the cards in and under
// them (4-2-4, 4-2-6), the hands and the trashes (15-14-2, 15-14-3) — and whose turn it
// is (15-16-8). Which effects are live (eachLive) depends on the layout alone, so the
// list of live persistent effects (livePersistent) is kept from one event to the next
// while the layout stays; only their conditions are read again in each state
// (15-8-2-6). An object whose top card lends the effects of the cards under it
// (<Succession>, lent.go) asks its effect which cards, so while one is on the field the
// list is found afresh after every event, as before.
//
// Every event changes the layout but those of kinds that move no card and change no
// turn (movesNoCard). A change made without an event (Touch) changes it too.

// movesNoCard reports whether events of kind k leave the layout as it was: they
// change memory, a phase, suspension, an attack or a battle's course, or give an
// effect (a grant is a modifier, never a live effect).
func movesNoCard(k EventKind) bool {
	switch k {
	case EvMemory, EvPhase, EvSuspend, EvUnsuspend, EvActivate, EvAttack, EvCounterTiming, EvAttackEnd,
		EvBlock, EvRetarget, EvBattle, EvBattleEnd, EvBattleSurvived, EvPass, EvGrant, EvGone:
		return true
	}
	return false
}

// noteLayout counts a change of the layout unless ev moves no card.
func (g *Game) noteLayout(k EventKind) {
	if g.fresh || !movesNoCard(k) {
		g.layout++
	}
}

// layoutLends reports whether a card on top of an object on the field lends effects
// (lent.go): its effect decides which, from more than the layout.
func (g *Game) layoutLends() bool {
	for _, pl := range g.Players {
		for o := range pl.eachOnField {
			if o.Top().lends {
				return true
			}
		}
	}
	return false
}
