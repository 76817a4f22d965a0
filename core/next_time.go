package core

import "fmt"

// "The next time one of your Digimon digivolves this turn, reduce the memory cost of the
// digivolution by 6" (BT5-109), "For the turn, when one of your Digimon would next
// digivolve, ..." (EX5-029): an effect that a resolved effect creates, that waits for a
// while for the next cause it cuts in before, applies once, and is spent.
//
// It is the game's, not its card's. The effect that created it has resolved; what it
// created is continuous — it has a period printed, "this turn" — and lasts for that
// period wherever its card goes (ver. 1.0 13-2-2-1; ver. 3.6 says it of one case, the DP
// <Alliance> gave staying when its Digimon leaves, 16-23-6; 15-11-2-2: a continuing
// effect on "one of your Digimon" reaches Digimon that come later too). An Option used goes to the
// trash (9-1-5) and may leave it that turn; the reduction it promised does not leave with
// it. Nor can an effect that stops the card's effects activating undo it: it has already
// activated (Q1736).
//
// When its cause comes, it is an immediate effect (15-8-5) of the player whose effect
// created it, activating with the others that cut in before the cause (would.go). Met
// once, it triggers once (15-8-5-1): it is spent as it activates, whatever it then does: "the next time" has come (an optional
// cost declined spends it too). Each one created waits on its own: two used, two
// reductions.
//
// "The next time one of your Digimon attacks this turn, ..." waits for an event that has
// happened, not one about to: a triggered effect, which waits as a delayed processing
// (18-1) and, its event come, is pending like the triggered effects of that event
// (18-1-2) — spent as it triggers.

// nextTime is one effect waiting for the next time.
type nextTime struct {
	eff     *Effect // an immediate or triggered effect: its Trigger accepts what it waits for
	card    *Card   // the card whose effect created it: ctx.Card, and its name in logs
	player  PlayerID
	expires int     // the turn at whose end it ends (Grant's durations)
	attack  *Attack // "for the attack": the attack it ends with
	since   uint64  // the state version it was created at (fingerprint.go)
}

// NextTime makes e wait, for the duration until, for the next cause its Trigger accepts:
// then it activates once as an immediate effect of this effect's controller, with
// ctx.Card this effect's card and no object, and is spent.
//
// A triggered effect (Timing When) waits for the next event its Trigger accepts instead,
// then is pending as this effect's controller's triggered effect (18-1-1) and is spent.
func (c *Ctx) NextTime(e *Effect, until Duration) error {
	switch {
	case e.Kind != Immediate && (e.Kind != Triggered || e.Timing != When || e.Trigger == nil):
		return fmt.Errorf("%s: \"the next time\" waits for an event: an immediate effect or a \"when\" trigger, not %s", e, e.Kind)
	case until == WhileOnField:
		return fmt.Errorf("%s: \"the next time\" needs a period (\"this turn\"): it belongs to no object whose stay could bound it", e)
	case until == EndOfAttack && c.Game.attack == nil:
		return fmt.Errorf("%s: \"for the attack\" outside an attack", e)
	}
	g := c.Game
	g.proc++
	nt := &nextTime{eff: e, card: c.Card, player: c.Player, expires: g.expiryOf(until, c.Player), since: g.version}
	if until == EndOfAttack {
		nt.attack = g.attack
	}
	if e.Kind == Triggered {
		g.delayNextTime(nt)
	} else {
		g.nextTimes = append(g.nextTimes, nt)
	}
	g.emit(Event{Kind: EvGrant, Player: c.Player, Card: c.Card.Data.Number, CardID: c.Card.ID, Text: "next time: " + e.Label})
	return nil
}

// waiting reports whether the effect still waits: its period has not ended.
func (nt *nextTime) waiting(g *Game) bool {
	return g.Turn <= nt.expires && (nt.attack == nil || g.attack == nt.attack)
}

// eachNextTime calls fn for every effect still waiting, the turn player's first, each as
// its controller's live effect with no object (it is in no area).
func (g *Game) eachNextTime(fn func(l live) bool) {
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for _, nt := range g.nextTimes {
			if nt.player == p && nt.waiting(g) && !fn(live{eff: nt.eff, card: nt.card, owner: p}) {
				return
			}
		}
	}
}

// spendNextTime removes the effect e waited as, if it did: the next time has come.
func (g *Game) spendNextTime(e *Effect) {
	for i, nt := range g.nextTimes {
		if nt.eff == e {
			g.nextTimes = append(g.nextTimes[:i:i], g.nextTimes[i+1:]...)
			return
		}
	}
}

// expireNextTimes drops, as the turn ends (6-6-3), the effects whose period ends with it
// and those "for the attack".
func (g *Game) expireNextTimes() {
	kept := g.nextTimes[:0]
	for _, nt := range g.nextTimes {
		if nt.expires > g.Turn && nt.attack == nil {
			kept = append(kept, nt)
		}
	}
	clear(g.nextTimes[len(kept):])
	g.nextTimes = kept
}

// delayNextTime makes a triggered effect wait for its next event as a delayed processing
// (18-1): the first event its trigger accepts while it waits makes it pending, and
// collectDelayed drops it then — spent. Its period ended, it stops waiting.
func (g *Game) delayNextTime(nt *nextTime) {
	e := nt.eff
	g.Delay(&Delayed{Player: nt.player, Label: e.Label, Card: nt.card,
		When: func(g *Game, ev *Event) bool {
			return nt.waiting(g) && g.turnScopeHolds(e, nt.player) &&
				e.Trigger(&Ctx{Game: g, Effect: e, Card: nt.card, Player: nt.player, Count: 1}, ev)
		},
		Gone: func(g *Game, _ *Event) bool { return !nt.waiting(g) },
		Condition: func(c *Ctx) bool {
			sub := *c
			sub.Effect = e
			return e.Condition == nil || e.Condition(&sub) // 15-6-3
		},
		Do: func(c *Ctx) {
			sub := *c
			sub.Effect = e
			if e.Optional && !sub.YesNo(nt.player, "activate "+e.String()+"?") {
				return
			}
			if e.Resolve != nil {
				e.Resolve(&sub)
			}
		}})
}
