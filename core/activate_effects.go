package core

// Effects that activate other effects (15-15-9): "activate 1 of this Digimon's [When
// Digivolving] effects", "activate 1 [On Play] effect on the placed card as an effect
// of this Digimon", "activate this Digimon's [On Play] effects".

// ActivateEffects activates, as part of this effect (15-15-9-1), one of the triggered
// effects with these timings that obj has, or — with obj nil — that card prints, as
// an effect of this effect's object ("as an effect of this Digimon"). The controller
// chooses which when there are several; with all, every one of them activates, one at
// a time in the order the controller chooses (15-15-9-2), each only while its object is
// still on the field and still has it (EX3-065 Q3430). Each activates as a triggered
// one would (g.activate): its condition must hold, an optional one is asked, an
// [X Per Turn] one counts (P-095 Q5755), and the same effect may be activated again by
// another such effect (EX2-038 Q3332). It reports whether any activated.
func (c *Ctx) ActivateEffects(obj *FieldObject, card *Card, all bool, timings ...Timing) bool {
	g := c.Game
	var done []*Ctx
	activated := false
	for {
		cands := c.activatable(obj, card, timings, done)
		if len(cands) == 0 {
			return activated
		}
		pick := cands[0]
		if len(cands) > 1 {
			opts := make([]Choice, len(cands))
			for i, x := range cands {
				opts[i] = Choice{Action: ActResolve, Effect: x.Effect, Card: x.Card, Obj: x.Obj, N: i}
			}
			pick = cands[g.ask(c.Player, PromptOrder, "activate which effect?", opts).N]
		}
		done = append(done, pick)
		if g.activate(pick) {
			activated = true
		}
		if !all {
			return activated
		}
	}
}

// activatable are the effects ActivateEffects may still activate, as the contexts they
// would activate in: obj's live effects with the timings where obj is now (its top
// card's, its inherited and its link effects — the non-inherited effects of the cards
// under it are not its effects, EX6-043 Q3769), or card's own printed effects as
// effects of this effect's object; none already done, none spent for the turn.
func (c *Ctx) activatable(obj *FieldObject, card *Card, timings []Timing, done []*Ctx) []*Ctx {
	g := c.Game
	var out []*Ctx
	add := func(e *Effect, from *Card, as *FieldObject) {
		if !hasTiming(e, timings) {
			return
		}
		if l := (live{eff: e, card: from, obj: as, owner: c.Player}); e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
			return // 15-14-1-2: spent for the turn, it cannot activate: not offered
		}
		for _, d := range done {
			if d.Effect == e && d.Card == from {
				return
			}
		}
		out = append(out, &Ctx{Game: g, Effect: e, Card: from, Obj: as, Player: c.Player, Count: 1})
	}
	switch {
	case obj != nil && obj.Zone.OnField():
		area := AreaBattle
		if obj.Zone == ZoneBreeding {
			area = AreaBreeding
		}
		g.eachLiveOf(obj, area, func(l live) bool {
			add(l.eff, l.card, obj)
			return true
		})
	case obj == nil && card != nil:
		for _, e := range g.effectsOf(card) {
			if !e.Inherited && !e.Link {
				add(e, card, c.Obj)
			}
		}
	}
	return out
}

func hasTiming(e *Effect, timings []Timing) bool {
	if e.Kind != Triggered {
		return false
	}
	for _, t := range timings {
		if e.Timing == t {
			return true
		}
	}
	return false
}
