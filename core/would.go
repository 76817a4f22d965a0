package core

// Immediate effects (15-8-5): "when X would ..." effects cut in before their cause.
// They trigger only together with other immediate effects (15-8-5-3), activate at once
// — the turn player's first, in the order they choose — and each at most once before
// the cause resolves (15-8-5-4). They may change or cancel the cause through Would.

// WouldKind names a cause immediate effects can cut in before.
type WouldKind uint8

// The causes.
const (
	WouldDelete    WouldKind = iota // objects would be deleted (4-13)
	WouldLeave                      // objects would leave the battle area
	WouldPlay                       // a card would be played (7-1-2-2)
	WouldDigivolve                  // an object would digivolve (8-1-2-5)
	WouldUse                        // an Option would be used (9-1-6)
	WouldSuspend                    // objects would be suspended
	WouldLink                       // a card would link to an object (10-1-2-3)
	numWouldKinds
)

var wouldNames = [...]string{"would_delete", "would_leave", "would_play", "would_digivolve", "would_use", "would_suspend", "would_link"}

func (k WouldKind) String() string { return wouldNames[k] }

// Would is a cause about to happen.
type Would struct {
	Kind      WouldKind
	Player    PlayerID       // who causes it (the controller of the effect or the acting player)
	Objs      []*FieldObject // the objects it would happen to; Prevent removes one
	Card      *Card          // the card played, used, or digivolved into
	Cost      int            // the cost about to be paid; an effect may change it
	Cause     Cause          // why: a rule, a battle or an effect (and whose)
	Cancelled bool           // the whole cause is cancelled
	// To: where objects that would leave the battle area would go — the trash for a
	// deletion (4-13-1), the hand, the deck, the security stack, or under a card —
	// "when this Digimon would be returned to your hand or deck" (15-8-5).
	To Destination
	// First: the objects it first would have happened to, those an immediate effect
	// spared since included — what every immediate effect it triggered was triggered
	// by (15-8-5-4): "place those Digimon" after another effect kept one (BT19-053 Q5304).
	First []*FieldObject
}

// Prevent takes o out of the cause: "it is not deleted", "it does not leave".
func (w *Would) Prevent(o *FieldObject) {
	for i, x := range w.Objs {
		if x == o {
			w.Objs = append(w.Objs[:i:i], w.Objs[i+1:]...)
			return
		}
	}
}

// Affects reports whether o is among the objects the cause would happen to.
func (w *Would) Affects(o *FieldObject) bool {
	for _, x := range w.Objs {
		if x == o {
			return true
		}
	}
	return false
}

// wouldEvent is the event an immediate effect's Trigger sees for one object of a cause.
func wouldEvent(w *Would, o *FieldObject) Event {
	ev := Event{Kind: EventKind(w.Kind.String()), Player: w.Player, N: w.Cost, Text: w.Cause.Kind.String()}
	if w.Cause.Kind == ByEffect {
		ev.Player = w.Cause.Player // whose effect causes it
		// "When suspending Digimon for a <Digisorption> skill" (15-8-5): the keyword
		// effect that causes it, as a done event names it.
		ev.EffectKeyword = w.Cause.Keyword
	}
	if o != nil {
		if opp := w.Cause.BattleOpponent(o); opp != nil {
			ev.Target = opp.ID
		}
	}
	if o != nil {
		ev.Obj = o.ID
	}
	if w.Card != nil {
		ev.Card, ev.CardID = w.Card.Data.Number, w.Card.ID
	}
	if w.Kind == WouldLeave {
		ev.To = w.To.Zone
		if w.To.Under != nil {
			ev.To = ZoneNone
		}
	}
	return ev
}

// would runs the immediate effects of a cause, before it happens.
func (g *Game) would(w *Would) {
	if g.cfg.Effects == nil || !g.mayCutIn() {
		return // no card of the game has an immediate effect
	}
	// 15-8-5-4: an immediate effect activates at most once before the cause it first
	// cut in before resolves — also inside causes its own activation started.
	used := map[usageKey]bool{}
	w.First = append([]*FieldObject(nil), w.Objs...)
	if g.immediateUsed == nil {
		g.immediateUsed = map[usageKey]int{}
	}
	defer func() {
		for k := range used {
			if g.immediateUsed[k]--; g.immediateUsed[k] <= 0 {
				delete(g.immediateUsed, k)
			}
		}
	}()
	for !w.Cancelled {
		var cands []*Ctx
		var evs []Event
		consider := func(l live) bool {
			e := l.eff
			if e.Kind != Immediate || used[keyOf(l)] || g.immediateUsed[keyOf(l)] > 0 || !g.turnScopeHolds(e, l.owner) {
				return true
			}
			if e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
				return true
			}
			c := g.ctxFor(l)
			c.Would = w
			// 15-8-5-4: triggered by the cause as it first was
			if ev, ok := wouldTriggers(c, w, w.First); ok {
				c.Event = &ev
				cands = append(cands, c)
				evs = append(evs, ev)
			}
			return true
		}
		g.eachLiveWithKeywords(consider)
		g.eachNextTime(consider) // the effects waiting for "the next time" (next_time.go)
		if len(cands) == 0 {
			return
		}
		c := g.pickImmediate(cands)
		k := keyOf(live{eff: c.Effect, card: c.Card, obj: c.Obj, inst: c.inst})
		used[k] = true
		g.immediateUsed[k]++
		g.spendNextTime(c.Effect)
		g.activate(c)
	}
}

// wouldTriggers reports whether the immediate effect of c triggers on cause w, for one
// of the objects targets (or, with none, for the cause itself), and the event it saw.
func wouldTriggers(c *Ctx, w *Would, targets []*FieldObject) (Event, bool) {
	if len(targets) == 0 {
		targets = []*FieldObject{nil}
	}
	for _, o := range targets {
		ev := wouldEvent(w, o)
		if c.Effect.Trigger != nil && c.Effect.Trigger(c, &ev) {
			return ev, true
		}
	}
	return Event{}, false
}

// pickImmediate: the turn player's immediate effects first, in the order they choose.
func (g *Game) pickImmediate(cands []*Ctx) *Ctx {
	var mine []*Ctx
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for _, c := range cands {
			if c.Player == p {
				mine = append(mine, c)
			}
		}
		if len(mine) > 0 {
			break
		}
	}
	if len(mine) == 1 {
		return mine[0]
	}
	opts := make([]Choice, len(mine))
	for i, c := range mine {
		opts[i] = Choice{Action: ActResolve, Effect: c.Effect, Card: c.Card, Obj: c.Obj, N: i}
	}
	return mine[g.ask(mine[0].Player, PromptOrder, "which effect activates next?", opts).N]
}
