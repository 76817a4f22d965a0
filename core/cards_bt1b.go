package core

import "fmt"

// What the cards of BT1 (BT1-058 to BT1-115) needed from the engine beyond the rules
// and the keywords:
//
//   - Shuffling the security stack (BT1-087 T.K. Takaishi), hatching and moving out of
//     the breeding area by an effect (BT1-089 Mimi Tachikawa), returning a digivolution
//     card to the hand (BT1-084 Omnimon).
//   - Triggered effects given to Digimon for a while ("gains the following effect for
//     the turn: ...", 15-13, 15-15-2; BT1-104 Golden Ripper, BT1-112 Dimension Scissor).
//   - A count a card keeps for the turn ("the next time you would digivolve ... this
//     turn", BT1-109 Smashed Potatoes).
//   - "Don't unsuspend during their next unsuspend phase" (BT1-113 Forbidden
//     Temptation): a "can't unsuspend" for that phase, which the unsuspend phase obeys.

// ShuffleSecurity shuffles p's security stack (1-3-10).
func (g *Game) ShuffleSecurity(p PlayerID) {
	g.proc++
	g.shuffle(p, ZoneSecurity)
}

// HatchBy hatches p's Digi-Egg by an effect (4-16): the top card of the Digi-Egg deck
// goes face up into the empty breeding area. It returns the new object, or nil when
// p cannot hatch (no Digi-Egg, or the breeding area is taken, 4-16-2, 4-16-3).
func (g *Game) HatchBy(p PlayerID) *FieldObject {
	g.proc++
	if !g.canHatch(p) {
		return nil
	}
	return g.hatch(p)
}

// MoveToBattleBy moves the Digimon in the breeding area to the battle area by an
// effect (4-15): only a Digimon with DP moves (4-15-2). It reports whether it moved.
func (g *Game) MoveToBattleBy(o *FieldObject) bool {
	g.proc++
	if o == nil || o.Zone != ZoneBreeding || g.Players[o.Owner].Breeding != o || !g.canMove(o) {
		return false
	}
	g.moveToBattle(o)
	return true
}

// DigivolutionCardToHand returns one of o's digivolution cards to its owner's hand
// ("by returning 1 of this Digimon's level 6 digivolution cards to your hand",
// BT1-084). It reports whether the card was under o and moved.
func (g *Game) DigivolutionCardToHand(o *FieldObject, c *Card) bool {
	g.proc++
	if !o.Zone.OnField() {
		return false
	}
	for i, x := range o.DigivolutionCards() {
		if x == c {
			o.Cards = append(o.Cards[:i:i], o.Cards[i+1:]...)
			g.placeFromField(c, ZoneHand)
			return true
		}
	}
	return false
}

// TurnCount adds delta to a count card c keeps for this turn and returns it. The
// counts start at 0 every turn, with the [X Per Turn] counts (15-14-1): an effect that
// lasts "for the turn" and waits for something ("the next time you would digivolve",
// BT1-109) counts with it what is still to come.
func (g *Game) TurnCount(c *Card, delta int) int {
	k := usageKey{cardID: c.ID, objID: -1, inst: -1} // no effect's key: objID is never -1
	if delta != 0 {
		if g.usage == nil {
			g.usage = map[usageKey]int{}
		}
		g.usage[k] += delta
		if g.usage[k] <= 0 {
			delete(g.usage, k)
		}
	}
	return g.usage[k]
}

// NoUnsuspendNextPhase: p's Digimon in the battle area don't unsuspend during p's next
// unsuspend phase (BT1-113 Forbidden Temptation [Security]). It is a "can't unsuspend"
// given by this effect's controller to every such Digimon — also one that comes later
// (15-11-2-2) — for that unsuspend phase only; the unsuspend phase obeys it (6-2-1,
// 15-1-3).
func (c *Ctx) NoUnsuspendNextPhase(p PlayerID) {
	g := c.Game
	turn := g.Turn + 1 // the next turn of p: the next one, or the one after if it is p's now
	if g.TurnPlayer == p {
		turn = g.Turn + 2
	}
	m := &Modifier{Until: EndOfTurn,
		Applies: func(g *Game, o *FieldObject) bool {
			return g.Turn == turn && g.Phase == PhaseUnsuspend && o.Owner == p && o.Zone == ZoneBattle && o.IsDigimon()
		},
		Set: func(d *Derived) { d.CantUnsuspend = true },
	}
	c.Grant(m)
	m.expires = turn
}

// GiveEffects gives triggered effects to Digimon for a while ("1 of your Digimon gains
// the following effect for the turn: [When Attacking] ...", 15-13, 15-15-2): to target
// (a targeted grant, 15-11-1), or to every object on the field applies accepts now and
// later (a global one, 15-11-2-2) when target is nil. The effects are the given
// object's while the grant lasts: each time one's trigger condition is met for one of
// them it activates as that object's effect, with ctx.Obj that object and ctx.Card the
// card whose text gave it (for its script and its name in logs). Supported timings:
// [When Attacking], [End of Attack] and "when X" triggers (Timing When).
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
		case e.Timing != WhenAttacking && e.Timing != AtEndOfAttack && e.Timing != When:
			return fmt.Errorf("%s: a given effect's timing must be [When Attacking], [End of Attack] or a \"when\" trigger, not %s", e, e.Timing)
		case e.PerTurn > 0:
			return fmt.Errorf("%s: a given effect cannot be [X Per Turn]", e)
		}
	}
	m := &Modifier{Target: target, Until: until}
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
	return g.Objects(func(o *FieldObject) bool { return gv.m.appliesTo(g, o) })
}

// triggers reports whether ev meets the given effect's trigger condition for o.
func (gv *given) triggers(g *Game, o *FieldObject, ev *Event) bool {
	e := gv.eff
	if !g.turnScopeHolds(e, gv.player) {
		return false
	}
	switch e.Timing {
	case WhenAttacking: // 15-16-5
		return ev.Kind == EvAttack && ev.Obj == o.ID
	case AtEndOfAttack: // 15-16-15
		return ev.Kind == EvAttackEnd && ev.Obj == o.ID
	case When:
		return e.Trigger != nil && e.Trigger(&Ctx{Game: g, Effect: e, Card: gv.card, Obj: o, Player: gv.player, Count: 1}, ev)
	}
	return false
}

// armGiven sets up the delayed processing that waits for the given effect's trigger.
// When it has triggered it sets up the next one — the object keeps the effect — as it
// is about to activate (its condition is checked then, outside the event that
// triggered it).
func (g *Game) armGiven(gv *given) {
	d := &Delayed{Player: gv.player, Label: gv.eff.Label, Card: gv.card}
	holderID := 0
	d.When = func(g *Game, ev *Event) bool {
		if !gv.alive(g) {
			return false
		}
		for _, o := range gv.holders(g) {
			if gv.triggers(g, o, ev) {
				d.Obj, holderID = o, o.ID
				return true
			}
		}
		return false
	}
	d.Condition = func(c *Ctx) bool {
		if gv.alive(g) {
			g.armGiven(gv) // it may trigger again
		}
		// 15-4-4-3, 15-4-4-4: the object is still that object and still has the effect.
		o := c.Obj
		if o == nil || o.ID != holderID || !o.Zone.OnField() || !gv.alive(g) || !gv.m.appliesTo(g, o) {
			return false
		}
		sub := *c
		sub.Effect = gv.eff
		return gv.eff.Condition == nil || gv.eff.Condition(&sub) // 15-6-3
	}
	d.Do = func(c *Ctx) {
		sub := *c
		sub.Effect = gv.eff
		if gv.eff.Optional && !sub.YesNo(gv.player, "activate "+gv.eff.String()+"?") {
			return
		}
		if gv.eff.Resolve != nil {
			gv.eff.Resolve(&sub)
		}
	}
	g.Delay(d)
}
