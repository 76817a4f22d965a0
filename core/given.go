package core

import "fmt"

// Effects given to Digimon for a while ("gains the following effect for the turn: ...",
// 15-13, 15-15-2): each waits as a delayed processing while its holders are on the field.

// GiveEffects gives triggered effects to Digimon for a while ("1 of your Digimon gains
// the following effect for the turn: [When Attacking] ...", 15-13, 15-15-2): to target
// (a targeted grant, 15-11-1), or to every object on the field applies accepts now and
// later (a global one, 15-11-2-2) when target is nil. The effects are the given
// object's while the grant lasts: each time one's trigger condition is met for one of
// them it activates as that object's effect — a Digimon's effect, its controller's
// (15-13-1, 15-2-1-1): "1 of your opponent's Digimon gains "[On Deletion] Lose 1
// memory."" makes that opponent lose it — with ctx.Obj that object and ctx.Card the
// card whose text gave it (for its script and its name in logs). Supported timings:
// every timing the object meets on the field ([When Attacking], [End of Attack], the
// start and end of turns and main phases, [Counter], "when X" triggers) and [On
// Deletion]; not the timings about one card ([On Play], [When Digivolving], [When
// Linking]: the card that gave it was neither played nor digivolved into).
//
// A given effect waits as a delayed processing (18-1) whose condition is that its
// object still has it (15-4-4) and sets up the next one; once the grant has ended it
// never triggers again. (The core has no place yet for effects given to an object
// besides keywords and value changes; this keeps them out of the printed effects.)
func (c *Ctx) GiveEffects(target *FieldObject, applies func(o *FieldObject) bool, effs []*Effect, until Duration) error {
	for _, e := range effs {
		switch {
		case e.Kind != Triggered:
			return fmt.Errorf("%s: only triggered effects can be given this way, not %s ones", e, e.Kind)
		case e.Timing == OnPlay || e.Timing == WhenDigivolving || e.Timing == WhenLinking || e.Timing == NoTiming:
			return fmt.Errorf("%s: a given effect's timing must be one its object meets ([When Attacking], [End of Attack], [On Deletion], the start or end of a turn or main phase, a \"when\" trigger), not %s", e, e.Timing)
		case e.PerTurn > 0:
			return fmt.Errorf("%s: a given effect cannot be [X Per Turn]", e)
		}
	}
	// A given keyword line is its keyword too (16-1, keyword_lines.go).
	m := &Modifier{Target: target, Until: until, Tags: lineTags(effs)}
	if target == nil {
		m.Applies = func(_ *Game, o *FieldObject) bool { return applies(o) }
	}
	c.Grant(m)
	for _, e := range effs {
		c.Game.armGiven(&given{m: m, eff: e, card: c.Card, player: c.Player})
	}
	return nil
}

// given is one effect given by GiveEffects.
type given struct {
	m      *Modifier // the grant: while it lasts and reaches an object, that object has the effect
	eff    *Effect
	card   *Card
	player PlayerID
}

// alive reports whether the grant is still in force.
func (gv *given) alive(g *Game) bool {
	for _, m := range g.modifiers {
		if m == gv.m {
			return m.Target == nil || m.holds(m.Target)
		}
	}
	return false
}

// holders are the objects that have the given effect now.
func (gv *given) holders(g *Game) []*FieldObject {
	if gv.m.Target != nil {
		return []*FieldObject{gv.m.Target}
	}
	holders := g.Objects(func(o *FieldObject) bool { return gv.m.appliesTo(g, o) })
	if gv.m.ReachesBreeding { // 3-4-5-3: only an effect that names the breeding area
		holders = append(holders, g.BreedingObjects(func(o *FieldObject) bool { return gv.m.appliesTo(g, o) })...)
	}
	return holders
}

// has reports whether o has the given effect now: the grant reaches it, and o is not
// unaffected by the effects of the player who gave it (15-15-6-4; once it is affected
// again it has it, 15-15-6-2).
func (gv *given) has(g *Game, o *FieldObject) bool {
	return gv.m.appliesTo(g, o) && !g.unaffectedBy(o, gv.m.cause())
}

// triggers reports whether ev meets the given effect's trigger condition for o, as
// o's effect: "[Your Turn]", "[Start of Your Main Phase]" are o's controller's.
func (gv *given) triggers(g *Game, o *FieldObject, ev *Event) bool {
	e := gv.eff
	if !g.turnScopeHolds(e, o.Owner) || !gv.has(g, o) {
		return false
	}
	if e.Timing == OnDeletion { // 15-16-4: met as it is deleted, while it still has the effect
		return ev.Kind == EvDelete && ev.Obj == o.ID
	}
	return g.iconMatches(e.Timing, &live{eff: e, card: gv.card, obj: o, owner: o.Owner}, ev)
}

// armGiven sets up the delayed processing that waits for the given effect's trigger.
// When it has triggered it sets up the next one — the object keeps the effect — as it
// is about to activate (its condition is checked then, outside the event that
// triggered it).
func (g *Game) armGiven(gv *given) {
	d := &Delayed{Player: gv.player, Label: gv.eff.Label, Card: gv.card}
	holderID := 0
	var deleted *Card // [On Deletion]: the holder's top card as it was deleted
	d.When = func(g *Game, ev *Event) bool {
		if !gv.alive(g) {
			return false
		}
		for _, o := range gv.holders(g) {
			if gv.triggers(g, o, ev) {
				d.Obj, d.Player, holderID, deleted = o, o.Owner, o.ID, o.Top()
				return true
			}
		}
		return false
	}
	d.Condition = func(c *Ctx) bool {
		if gv.alive(g) {
			g.armGiven(gv) // it may trigger again
		}
		o := c.Obj
		if gv.eff.Timing == OnDeletion {
			// 4-13-2: it activates from where the deleted card went, while it is still
			// there (as a printed [On Deletion] does, pending.go activatePending); the
			// object has left, so it no longer "has" the effect (it had it when deleted).
			if o == nil || o.ID != holderID || deleted == nil || deleted.Zone != ZoneTrash {
				return false
			}
		} else if o == nil || o.ID != holderID || !o.Zone.OnField() || !gv.alive(g) || !gv.has(g, o) {
			// 15-4-4-3, 15-4-4-4: the object is still that object and still has the effect.
			return false
		}
		sub := *c
		sub.Effect = gv.eff
		return gv.eff.Condition == nil || gv.eff.Condition(&sub) // 15-6-3
	}
	d.Do = func(c *Ctx) {
		sub := *c
		sub.Effect = gv.eff
		if gv.eff.Optional && !sub.YesNo(c.Player, "activate "+gv.eff.String()+"?") {
			return
		}
		if gv.eff.Resolve != nil {
			gv.eff.Resolve(&sub)
		}
	}
	g.Delay(d)
}
