package core

// Delayed processing (18-1): "at the end of this turn, ...". It waits for its timing,
// then is handled like a triggered effect of its controller (18-1-1), simultaneous
// with whatever else triggers then (18-1-2).

// Delayed is one delayed processing.
type Delayed struct {
	Player PlayerID
	Label  string
	// When reports whether an event is the timing it waits for.
	When func(g *Game, ev *Event) bool
	// Do carries it out.
	Do func(c *Ctx)
	// Condition, if set, is checked when it would activate: false, and it does not
	// activate (15-6-3, 15-4-4; an effect given for a while, given.go).
	Condition func(c *Ctx) bool
	// Card and Obj: the card and object that set it up, for messages and for Do.
	Card *Card
	Obj  *FieldObject
	// Gone, if set, reports that the timing it waits for can no longer come ("at the
	// end of the battle" once the attack ended without one): it stops waiting.
	Gone func(g *Game, ev *Event) bool
}

// Delay sets up a delayed processing.
func (g *Game) Delay(d *Delayed) { g.delayed = append(g.delayed, d) }

// AtEndOfTurn is the timing "at the end of this turn".
func AtEndOfTurn(g *Game, ev *Event) bool {
	return ev.Kind == EvPhase && ev.Text == phaseNames[PhaseEndOfTurn]
}

// collectDelayed turns the delayed processings whose timing came into pending
// activations (18-1-1).
func (g *Game) collectDelayed(ev *Event) {
	kept := g.delayed[:0]
	for _, d := range g.delayed {
		if !d.When(g, ev) {
			if d.Gone == nil || !d.Gone(g, ev) {
				kept = append(kept, d)
			}
			continue
		}
		eff := &Effect{Card: d.Card.Data.Number, Label: d.Label, Kind: Triggered, Resolve: d.Do, Condition: d.Condition}
		g.triggered = append(g.triggered, &pending{eff: eff, card: d.Card, obj: d.Obj, player: d.Player,
			ev: *ev, count: 1, delayed: true})
	}
	clear(g.delayed[len(kept):])
	g.delayed = kept
}

// dropDelayed removes a delayed processing that is still waiting for its timing.
func (g *Game) dropDelayed(d *Delayed) {
	for i, x := range g.delayed {
		if x == d {
			g.delayed = append(g.delayed[:i:i], g.delayed[i+1:]...)
			return
		}
	}
}

// Later names when a delayed processing set up by an effect happens (18-1): "at the
// end of the turn", "at the end of your opponent's turn", "at the start of your next
// turn", "at the end of the attack".
type Later uint8

// The timings of Later.
const (
	LaterEndOfTurn           Later = iota // "at the end of the turn" / "at turn end" (6-6)
	LaterEndOfOpponentsTurn               // "at the (next) end of your opponent's turn"
	LaterStartOfYourNextTurn              // "at the start of your next turn" (6-2-1-1)
	LaterEndOfAttack                      // "at the end of the attack": the attack in progress (11-6)
	LaterEndOfBattle                      // "at the end of the battle": the next battle of the attack in progress (14-2-5)
)

// DelayUntil sets up a delayed processing of this effect for a timing (18-1). It
// reports false, setting up nothing, for "at the end of the attack" outside an attack.
func (c *Ctx) DelayUntil(t Later, label string, do func(c *Ctx)) bool {
	g, me := c.Game, c.Player
	var when func(g *Game, ev *Event) bool
	switch t {
	case LaterEndOfTurn:
		when = AtEndOfTurn
	case LaterEndOfOpponentsTurn:
		when = func(g *Game, ev *Event) bool { return AtEndOfTurn(g, ev) && g.TurnPlayer != me }
	case LaterStartOfYourNextTurn:
		from := g.Turn
		when = func(g *Game, ev *Event) bool { return ev.Kind == EvTurnStart && ev.Player == me && g.Turn > from }
	case LaterEndOfAttack:
		a := g.attack
		if a == nil {
			return false
		}
		when = func(g *Game, ev *Event) bool { return ev.Kind == EvAttackEnd && g.attack == a }
	case LaterEndOfBattle:
		// A [Security] effect says it before its card battles (13-1-7-2, Q1062: played
		// at the end of the battle whatever its outcome); no battle by the end of the
		// attack, and it never happens.
		a := g.attack
		if a == nil {
			return false
		}
		g.Delay(&Delayed{Player: c.Player, Label: label, Card: c.Card, Obj: c.Obj, Do: do,
			When: func(g *Game, ev *Event) bool { return ev.Kind == EvBattleEnd && g.attack == a },
			Gone: func(g *Game, ev *Event) bool { return ev.Kind == EvAttackEnd && g.attack == a }})
		return true
	}
	c.Delay(label, when, do)
	return true
}
