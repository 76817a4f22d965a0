package core

// A digivolution card leaving its Digimon. Its inherited effects work only while it is
// under the Digimon (4-6), yet one whose trigger condition is its own leaving — "when
// this card is trashed due to activating this Digimon's <Digi-Burst>", "when this card
// is removed from this Digimon's digivolution cards" — meets it as it leaves: the card
// meets the condition (15-8-3-3) as it was just before, under that Digimon, as an
// object's own effects still see it leave the field (collectLeavingTriggers). Such an
// effect activates from where the card went (pending.leaving), and that Digimon is
// its "this Digimon".

// leftUnder is the card whose move out from under obj is being logged now.
type leftUnder struct {
	card *Card
	obj  *FieldObject
}

// collectLeftUnderTriggers matches the move of a card out from under its Digimon
// against that card's own inherited triggered effects.
func (g *Game) collectLeftUnderTriggers(ev *Event) {
	c, o := g.leftUnder.card, g.leftUnder.obj
	if ev.CardID != c.ID {
		return
	}
	for _, e := range g.effectsOf(c) {
		if !e.Inherited || e.Kind != Triggered || e.areas()&AreaBattle == 0 {
			continue
		}
		l := live{eff: e, card: c, obj: o, owner: o.Owner, leftUnder: true}
		if !g.turnScopeHolds(e, l.owner) || e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
			continue
		}
		if t := g.matchedTiming(&l, ev); t != NoTiming {
			g.addTrigger(l, ev, t)
		}
	}
}
