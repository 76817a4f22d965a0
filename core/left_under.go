package core

// A digivolution card's own inherited effect that its leaving triggers: "[Your Turn]
// When this card is trashed due to activating this Digimon's <Digi-Burst>, return this
// card to its owner's hand" (BT4-052 Lalamon, Q1212; 11 cards of the pool). Like a
// Digimon leaving the battle area (collectLeavingTriggers), the card sees its own move
// as it was just before — under that Digimon, its inherited effect working — and the
// effect activates from where the card went (15-4-4-3: while it is still there).

// collectLeftUnderTriggers matches the move of a card taken from under a Digimon
// against the card's own inherited triggered effects, for that Digimon.
func (g *Game) collectLeftUnderTriggers(ev *Event) {
	m := ReadMove(ev)
	if m.FromUnder == 0 || m.IntoStack {
		return
	}
	o, c := g.ObjectByID(m.FromUnder), g.CardByID(m.Card)
	if o == nil || c == nil || c.FaceDown || !o.IsDigimon() {
		return // 4-5-9: a face-down card has no effects; only a Digimon inherits (4-2-4)
	}
	for _, e := range g.effectsOf(c) {
		if !e.Inherited || e.Kind != Triggered || !g.turnScopeHolds(e, o.Owner) {
			continue
		}
		l := live{eff: e, card: c, obj: o, owner: o.Owner}
		if e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
			continue
		}
		if t := g.matchedTiming(&l, ev); t != NoTiming {
			g.addTrigger(l, ev, t)
		}
	}
}

// leftUnder reports whether ev is l's card leaving from under l's object: a pending
// effect that activates from where the card went (pending.leaving).
func leftUnder(l live, ev *Event) bool {
	if ev.Kind != EvMove || l.obj == nil || !l.eff.Inherited {
		return false
	}
	m := ReadMove(ev)
	return m.Card == l.card.ID && m.FromUnder == l.obj.ID && !m.IntoStack
}
