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
// Every event changes the layout but those that move no card where it could have a
// live effect and change no turn (keepsLayout). A change made without an event (Touch)
// changes it too.

// noteLayout counts a change of the layout unless ev keeps it.
func (g *Game) noteLayout(ev *Event) {
	if g.fresh || !g.keepsLayout(ev) {
		g.layout++
	}
}

// keepsLayout reports whether ev leaves the layout as it was: it changes memory, a
// phase, suspension, an attack or a battle's course, or gives an effect (a grant is a
// modifier, never a live effect); or it moves a card between places where no effect
// of it could be live — a draw, a security check, a card revealed from the deck.
func (g *Game) keepsLayout(ev *Event) bool {
	switch ev.Kind {
	case EvMemory, EvPhase, EvSuspend, EvUnsuspend, EvActivate, EvAttack, EvCounterTiming, EvAttackEnd,
		EvBlock, EvRetarget, EvBattle, EvBattleEnd, EvBattleSurvived, EvPass, EvGrant, EvGone:
		return true
	case EvMove:
		return ev.Obj == 0 && ev.Target == 0 && !g.livesIn(ev.From) && !g.livesIn(ev.To)
	}
	return false
}

// livesIn reports whether a card in zone z can have a live effect: on the field, and
// in the hand and the trash when a card of the game has effects that work there
// (15-14-2, 15-14-3; eachLive looks there only then).
func (g *Game) livesIn(z Zone) bool {
	switch z {
	case ZoneBattle, ZoneBreeding:
		return true
	case ZoneHand, ZoneTrash:
		r := g.repertoire()
		return r.any || r.handOrTrash
	}
	return false
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
