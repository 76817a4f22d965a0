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
			kept = append(kept, d)
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
