package core

import "slices"

// The pending-activation queue (15-4). This file is the contract a newcomer reads first.
//
//   - Every state change is an event (emit). Each event is matched against every live
//     triggered effect (collectTriggers); a match becomes a pending activation in
//     g.triggered. One trigger condition met several times in one processing triggers
//     once, with Count saying how often (15-5-2, 15-15-7-4).
//   - settle runs between processings — after each action, each effect, each timing:
//     rule checks first (17-1; what they trigger joins the same group, 15-4-3-3), then
//     the effects triggered since the last settle become one group of simultaneous
//     triggers on top of the older groups (15-4-3-2).
//   - From the top group the turn player activates theirs one at a time in the order
//     they choose, then the non-turn player (15-4-3-5). Whatever triggers while one
//     resolves forms a new top group, resolved before the rest of the older group —
//     both players' new effects first (15-4-5).
//   - One timing does not wait for the older groups: an attack an effect declares
//     resolves, in its declaration, what it triggered and then every older pending
//     effect, before its counter timing (settleAll; attack.go, 11-1-4).
//   - A pending effect whose card became a new card, or no longer has the effect,
//     does not activate (15-4-4-3, 15-4-4-4). A trigger met again before activation
//     triggers again (15-4-2-4): it is a new pending activation.
//   - [Security] effects never wait: they activate at once (15-16-10, security.go).
//     Immediate effects cut in before their cause (15-8-5, would.go).

// pending is one triggered effect waiting to activate (15-4-4-1).
type pending struct {
	eff    *Effect
	card   *Card
	obj    *FieldObject
	objID  int
	zone   Zone // where the card was, for effects not on the field
	player PlayerID
	ev     Event // the (first) event that triggered it (15-8-3-8)
	count  int
	// timing is the timing icon it triggered at (one of Effect.Timing and Effect.Also).
	timing Timing
	more   []Event // the other events that met the condition at once (15-5-2)
	// delayed: a delayed processing (18-1), which activates whatever became of its card.
	delayed bool
	proc    uint64 // the processing that triggered it (15-5-2 merges within one only)
	// tag and inst: the keyword (and which copy of it) this is the behaviour of.
	tag  KeywordTag
	inst int
	// leaving: triggered by its own object's deletion or leaving the field; like
	// [On Deletion] it activates from where the card went (4-13-2, 15-8-3-5).
	leaving bool
	// lent: an effect its object gains from a card under it (lent.go).
	lent bool
	// granted: an effect its object has from a persistent effect of card (granted.go).
	granted bool
}

// collectTriggers matches one event against the live triggered effects.
func (g *Game) collectTriggers(ev *Event) {
	if !g.mayTrigger(ev.Kind) {
		return
	}
	collect := func(l live) bool {
		if l.eff.Kind != Triggered || !g.turnScopeHolds(l.eff, l.owner) {
			return true
		}
		if l.eff.PerTurn > 0 && g.timesUsed(l) >= l.eff.PerTurn {
			return true // 15-14-1-2: spent for the turn: it no longer triggers
		}
		if t := g.matchedTiming(&l, ev); t != NoTiming {
			g.addTrigger(l, ev, t)
		}
		return true
	}
	if g.behaviourMayTrigger(ev.Kind) {
		g.eachLiveWithKeywords(collect)
	} else {
		g.eachLiveAndGranted(collect)
	}
	if ev.Kind == EvLeaveField {
		g.collectLeavingTriggers(ev)
	}
	if ev.Kind == EvMove && g.leftUnder.card != nil {
		g.collectLeftUnderTriggers(ev)
	}
}

// collectLeavingTriggers: "when this Digimon leaves the battle area" is met as it
// leaves — the effects of the objects leaving together still see their leave events,
// as they were on the field just before (their top card's, inherited and link
// effects). They activate from where the card went (pending.leaving).
func (g *Game) collectLeavingTriggers(ev *Event) {
	for _, o := range g.leaving {
		g.eachLiveOf(o, AreaBattle, func(l live) bool {
			if l.eff.Kind == Triggered && g.turnScopeHolds(l.eff, l.owner) &&
				(l.eff.PerTurn == 0 || g.timesUsed(l) < l.eff.PerTurn) {
				if t := g.matchedTiming(&l, ev); t != NoTiming {
					g.addTrigger(l, ev, t)
				}
			}
			return true
		})
	}
}

func (g *Game) addTrigger(l live, ev *Event, t Timing) {
	objID := 0
	if l.obj != nil {
		objID = l.obj.ID
	}
	for _, p := range g.triggered {
		if p.eff == l.eff && p.card == l.card && p.objID == objID && p.inst == l.inst && p.proc == g.proc {
			p.count++ // 15-5-2: met several times at once: once, counted
			p.more = append(p.more, *ev)
			return
		}
	}
	g.triggered = append(g.triggered, &pending{eff: l.eff, card: l.card, obj: l.obj, objID: objID,
		zone: l.card.Zone, player: l.owner, ev: *ev, count: 1, timing: t, proc: g.proc, tag: l.tag, inst: l.inst, lent: l.lent, granted: l.granted,
		leaving: l.leftUnder || objID != 0 && ev.Obj == objID && (ev.Kind == EvDelete || ev.Kind == EvLeaveField)})
}

// timingMatches is the trigger condition of the effect's timing icons (15-16), any of
// them (Effect.Also), or the effect's own "when X" condition.
func (g *Game) timingMatches(l live, ev *Event) bool {
	return g.matchedTiming(&l, ev) != NoTiming
}

// matchedTiming is the first of the effect's timing icons whose trigger condition ev
// meets, or NoTiming.
func (g *Game) matchedTiming(l *live, ev *Event) Timing {
	if g.iconMatches(l.eff.Timing, l, ev) {
		return l.eff.Timing
	}
	for _, t := range l.eff.Also {
		if g.iconMatches(t, l, ev) {
			return t
		}
	}
	return g.attachedMatch(l, ev)
}

// isEventCard reports whether ev's card is the card whose [On Play] / [When
// Digivolving] effect l is: the card played or digivolved into. An effect the object
// gains from a card under it (lent.go) is the object's: it triggers when the object is
// played or digivolves into its top card (BT16-014 Q2612: Goldramon (X Antibody)
// digivolving from [Goldramon] activates the gained [When Digivolving] effect).
func (g *Game) isEventCard(l *live, ev *Event) bool {
	if l.lent {
		return l.obj != nil && ev.CardID == l.obj.Top().ID
	}
	return ev.CardID == l.card.ID
}

// iconMatches is the trigger condition of one timing icon (15-16), or the effect's own
// "when X" condition.
func (g *Game) iconMatches(t Timing, l *live, ev *Event) bool {
	e := l.eff
	own := l.obj != nil && ev.Obj == l.obj.ID
	tp := g.TurnPlayer == l.owner
	switch t {
	case OnPlay: // 15-16-2, unless the effect that played it silenced them (PlayOptions.NoOnPlay)
		return ev.Kind == EvPlay && own && g.isEventCard(l, ev) && !l.obj.NoOnPlay
	case WhenDigivolving: // 15-16-3: the card digivolved into
		return ev.Kind == EvDigivolve && own && g.isEventCard(l, ev)
	case OnDeletion: // 15-16-4
		return ev.Kind == EvDelete && own
	case WhenAttacking: // 15-16-5
		return ev.Kind == EvAttack && own
	case AtEndOfAttack: // 15-16-15
		return ev.Kind == EvAttackEnd && own
	case WhenLinking: // 15-16-6: the card became a link card
		return ev.Kind == EvLink && ev.CardID == l.card.ID
	case WhenMoving: // 15-16-16
		return ev.Kind == EvMoveToBattle && own
	case AtStartOfYourTurn, AtStartOfOpponentsTurn: // 15-16-11
		return ev.Kind == EvPhase && ev.Text == phaseNames[PhaseUnsuspend] && ev.N == 0 && tp == (t == AtStartOfYourTurn)
	case AtEndOfYourTurn, AtEndOfOpponentsTurn, AtEndOfAllTurns: // 15-16-12
		if ev.Kind != EvPhase || ev.Text != phaseNames[PhaseEndOfTurn] {
			return false
		}
		return t == AtEndOfAllTurns || tp == (t == AtEndOfYourTurn)
	case AtStartOfYourMainPhase, AtStartOfOpponentsMainPhase: // 15-16-13
		return ev.Kind == EvPhase && ev.Text == phaseNames[PhaseMain] && ev.N == 0 && tp == (t == AtStartOfYourMainPhase)
	case CounterTiming: // 15-16-14: the opponent's turn's counter timing
		return ev.Kind == EvCounterTiming && !tp
	case When: // asked only of the events it can match (Effect.TriggerKinds): no Ctx made for the others
		return e.Trigger != nil && (e.TriggerKinds == nil || slices.Contains(e.TriggerKinds, ev.Kind)) && e.Trigger(g.ctxFor(*l), ev)
	}
	return false
}

// settle resolves everything left to resolve (see the top of this file). A settle
// started while an effect resolves handles only what was triggered since, so that
// older pending effects keep waiting (15-4-5).
func (g *Game) settle() { g.settleAbove(len(g.batches)) }

// settleAll resolves everything pending, the groups older than the effect resolving
// now included: a timing that may not end while anything is left to resolve (11-1-4)
// inside an effect (declarationTiming).
func (g *Game) settleAll() { g.settleAbove(0) }

// settleAbove resolves what was triggered since and every group above base.
func (g *Game) settleAbove(base int) {
	for {
		for g.ruleCheck() {
		}
		if len(g.triggered) > 0 {
			g.batches = append(g.batches, g.triggered)
			g.triggered = nil
		}
		for len(g.batches) > base && len(g.batches[len(g.batches)-1]) == 0 {
			g.batches = g.batches[:len(g.batches)-1]
		}
		if len(g.batches) <= base {
			return
		}
		g.activatePending(g.takeNext())
	}
}

// takeNext removes and returns the next pending effect of the top group: the turn
// player's first, in the order they choose, then the non-turn player's (15-4-3-5).
func (g *Game) takeNext() *pending {
	top := &g.batches[len(g.batches)-1]
	who := g.TurnPlayer
	var mine []int
	for i, p := range *top {
		if p.player == who {
			mine = append(mine, i)
		}
	}
	if len(mine) == 0 {
		who = who.Opponent()
		for i := range *top {
			mine = append(mine, i)
		}
	}
	pick := mine[0]
	if len(mine) > 1 && !sameEffects(*top, mine) {
		opts := make([]Choice, len(mine))
		for i, idx := range mine {
			p := (*top)[idx]
			opts[i] = Choice{Action: ActResolve, Effect: p.eff, Card: p.card, Obj: p.obj, N: idx}
		}
		pick = g.ask(who, PromptOrder, "which effect activates next?", opts).N // 15-4-3-4
	}
	p := (*top)[pick]
	*top = append((*top)[:pick], (*top)[pick+1:]...)
	return p
}

// sameEffects: when every choice is the same effect of interchangeable sources, the
// order cannot matter and nobody is asked.
func sameEffects(ps []*pending, idx []int) bool {
	first := ps[idx[0]]
	for _, i := range idx[1:] {
		if ps[i].eff != first.eff || ps[i].obj != first.obj {
			return false
		}
	}
	return true
}

// activatePending activates one pending effect, if it still can (15-4-4).
func (g *Game) activatePending(p *pending) {
	// [On Deletion] and other leaving triggers activate from where the card went
	// (4-13-2) — while it is still there: a card an earlier effect took out of the trash
	// is a new card (15-4-4-3; <Save> first, 12-20-5). Every other effect needs its card
	// to still have it (15-4-4-3, 15-4-4-4).
	if p.timing == OnDeletion && !p.delayed {
		deleted := p.card
		if p.obj != nil && (p.granted || p.lent || p.eff.Link || p.eff.Inherited) {
			// An effect the Digimon has from another card — granted (granted.go), lent
			// (lent.go), a link effect (4-2-6), an inherited effect (4-2-4) — is the
			// Digimon's: it waits for the deleted Digimon card, not the card that gives
			// it, and is lost when that card leaves the trash, whatever becomes of the
			// giving card (15-4-4-3; Q4285, Q4286, Q5615).
			deleted = p.obj.Top()
		}
		if deleted.Zone != ZoneTrash && !deleted.Token {
			return
		}
	}
	if p.timing != OnDeletion && !p.delayed && !p.leaving && !g.stillLive(p) {
		return
	}
	if !g.stillAttached(p) {
		return // attach.go: the timing it triggered at is no longer attached (Q2615)
	}
	ev := p.ev
	var batch []Event
	if len(p.more) > 0 {
		batch = append([]Event{ev}, p.more...)
	}
	g.activate(&Ctx{Game: g, Effect: p.eff, Timing: p.timing, Card: p.card, Obj: p.obj, Player: p.player, Event: &ev, Count: p.count,
		Batch: batch, Keyword: p.tag, inst: p.inst})
}

// activate carries out an effect for its controller: its condition must hold (15-6-3,
// 15-8-3-9-2), an optional one is asked (15-9-2), and an [X Per Turn] use is spent only
// when it is chosen (15-14-1-1, 15-14-1-5). It reports whether the effect activated.
func (g *Game) activate(c *Ctx) bool {
	e := c.Effect
	l := live{eff: e, card: c.Card, obj: c.Obj, owner: c.Player, inst: c.inst}
	if e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
		return false
	}
	if e.Condition != nil && !e.Condition(c) {
		return false
	}
	if c.Timing == NoTiming {
		c.Timing = e.Timing
	}
	if !g.mayActivate(c.Obj, e, c.Timing) {
		return false // 15-1-3: "it can't activate [On Play] effects"
	}
	if c.Timing == CounterTiming && g.attack != nil && g.attack.countered {
		return false // 11-3-2: one [Counter] effect per attack
	}
	// From here the effect is the one being activated (Resolving): while its
	// controller is asked whether to activate it, while it activates and while it
	// resolves.
	prev := g.resolving
	g.resolving, c.outer = c, prev
	if e.Optional && !g.askYesNo(c.Player, "activate "+e.String()+"?", e, c.Card) {
		g.resolving = prev
		return false
	}
	if c.Timing == CounterTiming && g.attack != nil {
		g.attack.countered = true
	}
	if e.PerTurn > 0 {
		g.useOnce(l)
	}
	ev := Event{Kind: EvActivate, Player: c.Player, Card: c.Card.Data.Number, CardID: c.Card.ID, Text: e.Label}
	if c.Obj != nil {
		ev.Obj = c.Obj.ID
	}
	g.emit(ev)
	if e.Resolve != nil {
		e.Resolve(c)
	}
	g.resolving = prev
	return true
}

// Resolving is the effect being activated now — asked whether to activate it (15-9-2),
// activating (EvActivate) or resolving — or nil. Observers and tools read it to tell
// which effect, at which timing, an activation or an event belongs to (an immediate
// effect activated while another resolves is the one being activated until it ends).
func (g *Game) Resolving() *Ctx { return g.resolving }

// askYesNo asks a "you may" question of effect e, printed on card: whether to
// activate it (15-9-2), or a "you may" inside it.
func (g *Game) askYesNo(p PlayerID, text string, e *Effect, card *Card) bool {
	opts := [2]Choice{{Action: ActYes, Effect: e, Card: card}, {Action: ActNo, Effect: e, Card: card}}
	return g.askFor(p, PromptYesNo, text, opts[:], e, card).Action == ActYes
}

// usageKey identifies one effect of one card on one object for [X Per Turn] (15-14-1-3):
// a new object (3-1-3-1) starts counting afresh (15-14-1-4).
type usageKey struct {
	eff    *Effect
	cardID int
	objID  int
	inst   int
}

func keyOf(l live) usageKey {
	k := usageKey{eff: l.eff, cardID: l.card.ID, inst: l.inst}
	if l.obj != nil {
		k.objID = l.obj.ID
	}
	return k
}

func (g *Game) timesUsed(l live) int { return g.usage[keyOf(l)] }

func (g *Game) useOnce(l live) {
	if g.usage == nil {
		g.usage = map[usageKey]int{}
	}
	g.usage[keyOf(l)]++
}

// timingKinds are the events each timing icon triggers on (timingMatches).
var timingKinds = map[Timing][]EventKind{
	OnPlay: {EvPlay}, WhenDigivolving: {EvDigivolve}, OnDeletion: {EvDelete}, WhenAttacking: {EvAttack},
	AtEndOfAttack: {EvAttackEnd}, WhenMoving: {EvMoveToBattle}, WhenLinking: {EvLink}, CounterTiming: {EvCounterTiming},
	AtStartOfYourTurn: {EvPhase}, AtStartOfOpponentsTurn: {EvPhase}, AtEndOfYourTurn: {EvPhase},
	AtEndOfOpponentsTurn: {EvPhase}, AtEndOfAllTurns: {EvPhase}, AtStartOfYourMainPhase: {EvPhase},
	AtStartOfOpponentsMainPhase: {EvPhase},
}

// mayTrigger reports whether some triggered effect of the game could trigger on an
// event of kind k: the effects of the cards the players brought (and their keywords'
// behaviours). Noted once per game with the rest of its repertoire (repertoire.go); a
// position without decks, or a token, makes every kind possible.
func (g *Game) mayTrigger(k EventKind) bool {
	g.repertoire()
	return g.triggerAny || g.triggerKinds[k]
}

// noteTriggers notes the event kinds the triggered effects among effs react to, and
// those of the behaviour of the keywords they give.
func (g *Game) noteTriggers(ks KeywordSource, effs []*Effect) {
	for _, e := range effs {
		g.noteTriggers(ks, e.Gives) // what the effects it gives react to (granted.go)
		switch {
		case e.Kind == Persistent && e.Keyword != "" && ks != nil:
			g.noteTriggers(ks, g.keywordEffects(ks, e.Keyword)) // what the keyword it gives does
		case e.Attaches:
			g.attaching, g.triggerAny = true, true // attach.go: any timing may trigger
		case e.Kind == Triggered:
			kinds, any := triggerKindsOf(e)
			g.triggerAny = g.triggerAny || any
			for _, k := range kinds {
				g.triggerKinds[k] = true
			}
		}
	}
}

// triggerKindsOf returns the event kinds triggered effect e reacts to, or any: its
// "when X" condition names none, or one of its timings is met by no fixed kind.
func triggerKindsOf(e *Effect) (kinds []EventKind, any bool) {
	if e.Timing == When {
		return e.TriggerKinds, e.TriggerKinds == nil
	}
	for _, t := range append([]Timing{e.Timing}, e.Also...) {
		kinds = append(kinds, timingKinds[t]...)
		any = any || timingKinds[t] == nil
	}
	return kinds, any
}

// behaviourMayTrigger reports whether the behaviour of a keyword some object may have
// (repertoire.go: the keywords the game's cards and grants give) may trigger on an
// event of kind k. When not, finding the triggers skips the keywords of the objects on
// the field, which asks for all their derived values (eachLiveWithKeywords).
func (g *Game) behaviourMayTrigger(k EventKind) bool {
	r := g.repertoire()
	return g.fresh || r.any || g.attaching || r.behaviourAnyKind || r.behaviourKinds[k]
}
