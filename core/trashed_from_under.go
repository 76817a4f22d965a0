package core

// A card trashed from under a Digimon (4-14-2): "when this card is trashed due to
// activating this Digimon's <Digi-Burst>, return this card to its owner's hand"
// (BT4-008) is an inherited effect of the card being trashed. A triggered effect of a
// card that triggers when that card itself is trashed triggers where the card was
// trashed from, and waits in the trash once the trashing put it there (4-14-2; Q1155).
// By the time the move event is matched the card is in the trash, where no inherited
// effect works: its inherited effects are matched here as they were under the object
// it left, just before, and activate from where the card went (pending.leaving), as
// [On Deletion] effects do (4-13-2).

// collectTrashedFromUnderTriggers matches a move of a card from under an object to the
// trash against that card's inherited triggered effects.
func (g *Game) collectTrashedFromUnderTriggers(ev *Event) {
	if ev.Kind != EvMove || ev.To != ZoneTrash {
		return
	}
	m := ReadMove(ev)
	if m.FromUnder == 0 {
		return
	}
	o := g.ObjectByID(m.FromUnder)
	c := g.CardByID(m.Card)
	if o == nil || c == nil || !o.IsDigimon() || c.FaceDown {
		return // 4-5-9: a face-down card has no effects
	}
	for _, e := range g.effectsOf(c) {
		if !e.Inherited || e.Kind != Triggered || e.areas()&AreaBattle == 0 || !g.turnScopeHolds(e, o.Owner) {
			continue
		}
		l := live{eff: e, card: c, obj: o, owner: o.Owner}
		if e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
			continue // 15-14-1-2
		}
		if t := g.matchedTiming(&l, ev); t != NoTiming {
			g.addTrigger(l, ev, t)
			g.triggered[len(g.triggered)-1].leaving = true
		}
	}
}
