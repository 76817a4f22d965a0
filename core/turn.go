package core

// A turn (chapter 6) runs as a list of steps. After each step — and after each main
// phase action — the turn-end condition is checked (6-1-4): memory on the opponent's
// side at 1 or more with nothing left to resolve ends the turn, in whatever phase.
// If end-of-turn processing brings the memory back to 0 or more, the turn does not end
// and goes on where it was (6-6-4).

type turnStep uint8

const (
	stepStartOfTurn turnStep = iota // 6-2-1-1: start-of-turn timing, before unsuspending
	stepUnsuspend                   // 6-2-1
	stepDraw                        // 6-3
	stepBreeding                    // 6-4
	stepStartOfMain                 // 15-16-13: start of the main phase timing
	stepMain                        // 6-5
	numTurnSteps
)

// playTurn plays one whole turn of the turn player, then hands the turn over.
func (g *Game) playTurn() {
	g.Turn++
	clear(g.usage) // [X Per Turn] counts are per turn (15-14-1-1)
	g.emit(Event{Kind: EvTurnStart, Player: g.TurnPlayer})
	g.playTurnFrom(stepStartOfTurn)
}

// playTurnFrom plays the rest of the current turn from a step, then hands the turn over.
func (g *Game) playTurnFrom(from turnStep) {
	for step := from; step < numTurnSteps; step++ {
		g.runStep(step)
		for step == stepMain && !g.turnEndConditionMet() {
			g.mainAction()
		}
		if g.turnEndConditionMet() && g.endOfTurn() {
			break
		}
		if step == stepMain {
			step-- // 6-6-4: memory came back; the main phase goes on
		}
	}
	g.TurnPlayer = g.TurnPlayer.Opponent() // 6-6-3
}

func (g *Game) runStep(s turnStep) {
	switch s {
	case stepStartOfTurn:
		g.enterPhase(PhaseUnsuspend)
		g.settle() // the start-of-turn timing resolves first (6-2-1-1)
	case stepUnsuspend:
		g.unsuspendPhase()
	case stepDraw:
		g.drawPhase()
	case stepBreeding:
		g.breedingPhase()
	case stepStartOfMain:
		g.enterPhase(PhaseMain)
		g.settle()
	case stepMain:
	}
}

// stepOf is the turn step at which a turn resumes in a phase.
func stepOf(p Phase) turnStep {
	switch p {
	case PhaseDraw:
		return stepDraw
	case PhaseBreeding:
		return stepBreeding
	case PhaseMain:
		return stepMain
	}
	return stepStartOfTurn
}

// turnEndConditionMet is 6-1-4-1: memory on the opponent's side at 1 or more. The
// engine only asks between processings, so "nothing left to resolve" holds.
func (g *Game) turnEndConditionMet() bool { return g.Memory() < 0 }

// endOfTurn runs the end-of-turn timing (6-6) and reports whether the turn ends.
func (g *Game) endOfTurn() bool {
	back := g.Phase
	g.enterPhase(PhaseEndOfTurn)
	g.settle() // 6-6-2: stays until everything is resolved
	if g.Memory() >= 0 {
		g.Phase = back // 6-6-4; N=1: the phase resumed, not entered (no start-of timing)
		g.emit(Event{Kind: EvPhase, Player: g.TurnPlayer, Text: back.String(), N: 1})
		return false
	}
	g.expireModifiers()
	g.expireNextTimes()
	return true
}

// unsuspendPhase: the turn player unsuspends all their cards on the field at once (6-2-1, 6-2-1-3).
// The opponent's Digimon with <Reboot> unsuspend at the same time (16-10-1, 16-10-5).
func (g *Game) unsuspendPhase() {
	var reboot []*FieldObject
	for _, o := range g.Players[g.TurnPlayer.Opponent()].Battle {
		if o.Suspended && g.HasKeyword(o, Reboot) {
			reboot = append(reboot, o)
		}
	}
	for o := range g.Players[g.TurnPlayer].eachOnField {
		if g.cfg.Effects != nil && g.Derive(o).CantUnsuspend {
			continue // 15-1-3: "can't unsuspend" / "doesn't unsuspend" holds here too (BT1-113)
		}
		if g.paysToUnsuspend(o) { // "you must trash 1 card to unsuspend it" (Q1597)
			g.unsuspend(o)
		}
	}
	for _, o := range reboot {
		if g.paysToUnsuspend(o) {
			g.unsuspend(o)
		}
	}
	g.settle()
}

// drawPhase: draw 1, except in the first player's first turn (6-3-1-1). A player who
// cannot draw here loses (1-2-3-2).
func (g *Game) drawPhase() {
	g.enterPhase(PhaseDraw)
	if g.Turn == 1 {
		return
	}
	if !g.draw(g.TurnPlayer) {
		g.win(g.TurnPlayer.Opponent(), ReasonDeckOut)
	}
	g.settle()
}

// suspend makes an object suspended (4-11); one already suspended stays as it is (1-3-3).
func (g *Game) suspend(o *FieldObject) bool {
	if o.Suspended {
		return false
	}
	o.Suspended = true
	g.emit(Event{Kind: EvSuspend, Player: o.Owner, Obj: o.ID})
	return true
}

// unsuspend makes an object unsuspended (1-3-3 as for suspend).
func (g *Game) unsuspend(o *FieldObject) bool {
	if !o.Suspended {
		return false
	}
	o.Suspended = false
	g.emit(Event{Kind: EvUnsuspend, Player: o.Owner, Obj: o.ID})
	return true
}

// NoUnsuspendNextPhase: p's Digimon in the battle area don't unsuspend during p's next
// unsuspend phase (BT1-113 Forbidden Temptation [Security]). It is a "can't unsuspend"
// given by this effect's controller to every such Digimon — also one that comes later
// (15-11-2-2) — for that unsuspend phase only; the unsuspend phase obeys it (6-2-1,
// 15-1-3).
func (c *Ctx) NoUnsuspendNextPhase(p PlayerID) {
	g := c.Game
	turn := g.nextTurnOf(p)
	m := &Modifier{Until: EndOfTurn,
		Applies: func(g *Game, o *FieldObject) bool {
			return g.Turn == turn && g.Phase == PhaseUnsuspend && o.Owner == p && o.Zone == ZoneBattle && o.IsDigimon()
		},
		Set: func(d *Derived) { d.CantUnsuspend = true },
	}
	c.Grant(m)
	m.expires = turn
}

// NoUnsuspendNextPhaseOf: o doesn't unsuspend during its owner's next unsuspend phase
// ("that Digimon can't unsuspend during your opponent's next unsuspend phase", BT15-012).
// A "can't unsuspend" for that unsuspend phase only — not for the rest of the turn,
// when an effect may still unsuspend it — that o keeps while it stays the same object
// (15-11-1-3-2, 3-1-3-1); the unsuspend phase obeys it (6-2-1, 15-1-3).
func (c *Ctx) NoUnsuspendNextPhaseOf(o *FieldObject) {
	g := c.Game
	turn, id := g.nextTurnOf(o.Owner), o.ID
	m := &Modifier{Until: EndOfTurn,
		Applies: func(g *Game, x *FieldObject) bool {
			return g.Turn == turn && g.Phase == PhaseUnsuspend && x.ID == id && x.Zone.OnField()
		},
		Set: func(d *Derived) { d.CantUnsuspend = true },
	}
	c.Grant(m)
	m.expires = turn
}

// nextTurnOf is the number of p's next turn: the next one, or the one after if it is
// p's now.
func (g *Game) nextTurnOf(p PlayerID) int {
	if g.TurnPlayer == p {
		return g.Turn + 2
	}
	return g.Turn + 1
}
