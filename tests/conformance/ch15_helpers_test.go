package conformance

import (
	"fmt"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Helpers for the effect chapters (15, 18): boards with card effects written in Go,
// effect constructors that read like card text, and the answers to effect prompts.

// effectBoard is mainBoard with card effects: p1's main phase of turn 3, memory m on
// p1's side, a few cards in both decks.
func effectBoard(t testing.TB, s *script, m int, effs core.EffectMap, observers ...core.EventObserver) *core.Game {
	t.Helper()
	return effectBoardFor(t, s, m, effs, observers...)
}

// effectBoardFor is effectBoard with any agent answering both players.
func effectBoardFor(t testing.TB, s core.Agent, m int, effs core.EffectMap, observers ...core.EventObserver) *core.Game {
	t.Helper()
	for num, list := range effs {
		for _, e := range list {
			if e.Card == "" {
				e.Card = num
			}
		}
	}
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{s, s}, RecordEvents: true,
		Observers: observers, Effects: effs})
	if err != nil {
		t.Fatalf("NewPosition: %v", err)
	}
	g.SetTurn(p1, 3, core.PhaseMain)
	g.SetMemory(p1, m, "test")
	addCards(g, p1, core.ZoneDeck, filler("D1"), 5)
	addCards(g, p2, core.ZoneDeck, filler("D2"), 5)
	return g
}

// ---------------------------------------------------------------- effects

// triggered is a trigger-type effect with a timing icon (15-8-3, 15-16).
func triggered(label string, tm core.Timing, resolve func(c *core.Ctx)) *core.Effect {
	return &core.Effect{Label: label, Kind: core.Triggered, Timing: tm, Resolve: resolve}
}

// whenever is a trigger-type effect with a "when X" trigger condition (15-5-1).
func whenever(label string, trig func(c *core.Ctx, ev *core.Event) bool, resolve func(c *core.Ctx)) *core.Effect {
	return &core.Effect{Label: label, Kind: core.Triggered, Timing: core.When, Trigger: trig, Resolve: resolve}
}

// mainEffect is a [Main] effect (15-8-4, 15-16-7): of an Option card, or activated
// from the field.
func mainEffect(label string, resolve func(c *core.Ctx)) *core.Effect {
	return &core.Effect{Label: label, Kind: core.Activated, Timing: core.MainTiming, Resolve: resolve}
}

// wouldBeDeleted is an immediate effect "when this Digimon would be deleted" (15-8-5).
func wouldBeDeleted(label string, resolve func(c *core.Ctx)) *core.Effect {
	return &core.Effect{Label: label, Kind: core.Immediate, Resolve: resolve,
		Trigger: func(c *core.Ctx, ev *core.Event) bool {
			return c.Would != nil && c.Would.Kind == core.WouldDelete && c.Obj != nil && ev.Obj == c.Obj.ID
		}}
}

// gain is "memory +n" for the effect's controller.
func gain(n int) func(c *core.Ctx) {
	return func(c *core.Ctx) { c.Game.GainMemory(c.Player, n, c.Effect.Label) }
}

// nothingMore is an effect whose activation is all a test looks at.
func nothingMore(*core.Ctx) {}

// Trigger conditions, seen from the effect's controller.
func digimonPlayed(mine bool) func(c *core.Ctx, ev *core.Event) bool {
	return func(c *core.Ctx, ev *core.Event) bool {
		if ev.Kind != core.EvPlay || (ev.Player == c.Player) != mine {
			return false
		}
		o := objByID(c.Game, ev.Obj)
		return o != nil && o.IsDigimon()
	}
}

func digimonDeleted(mine bool) func(c *core.Ctx, ev *core.Event) bool {
	return func(c *core.Ctx, ev *core.Event) bool {
		return ev.Kind == core.EvDelete && (ev.Player == c.Player) == mine
	}
}

func digimonAttacks(mine bool) func(c *core.Ctx, ev *core.Event) bool {
	return func(c *core.Ctx, ev *core.Event) bool {
		return ev.Kind == core.EvAttack && (ev.Player == c.Player) == mine
	}
}

// opponentsDigimon lists the Digimon of the effect's controller's opponent in the
// battle area (15-1-7: an effect that names no area means the battle area).
func opponentsDigimon(c *core.Ctx) []*core.FieldObject {
	return c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Opponent() && o.IsDigimon() })
}

// deleteAllOpponents is "delete all of your opponent's Digimon" (15-10-2-4).
func deleteAllOpponents(c *core.Ctx) { c.Game.Delete(opponentsDigimon(c)...) }

// deleteOneOpponent is "delete 1 of your opponent's Digimon" (15-10-2-1).
func deleteOneOpponent(c *core.Ctx) {
	c.Game.Delete(c.Choose(c.Player, opponentsDigimon(c), 1, 1, "delete 1 of your opponent's Digimon")...)
}

// handCard is the first card of p's hand printed as d, or nil.
func handCard(g *core.Game, p core.PlayerID, d *core.CardData) *core.Card {
	for _, c := range g.Players[p].Hand {
		if c.Data == d {
			return c
		}
	}
	return nil
}

// ---------------------------------------------------------------- answers

// orderFirst activates next the pending effect labelled label (15-4-3-4).
func orderFirst(label string) step {
	return step{desc: "activate " + label + " next", kind: core.PromptOrder, player: -1,
		pick: func(c core.Choice) bool { return c.Action == core.ActResolve && c.Effect.Label == label }}
}

// answerYes and answerNo answer a "you may" (15-9-2).
func answerYes() step {
	return step{desc: "yes", kind: core.PromptYesNo, player: -1, pick: actionIs(core.ActYes)}
}

func answerNo() step {
	return step{desc: "no", kind: core.PromptYesNo, player: -1, pick: actionIs(core.ActNo)}
}

// target selects o for an effect (15-10-2).
func target(o *core.FieldObject) step {
	return step{desc: fmt.Sprintf("select #%d", o.ID), kind: core.PromptChoose, player: -1,
		pick: func(c core.Choice) bool { return c.Action == core.ActSelect && c.Obj == o }}
}

// targetCard selects a card printed as d for an effect.
func targetCard(d *core.CardData) step {
	return step{desc: "select " + d.Number, kind: core.PromptChoose, player: -1,
		pick: func(c core.Choice) bool { return c.Action == core.ActSelect && c.Card != nil && c.Card.Data == d }}
}

// activateMain activates the [Main] effect labelled label of object o (6-5-1-6-1).
func activateMain(o *core.FieldObject, label string) step {
	return mainStep(fmt.Sprintf("activate %s of #%d", label, o.ID), func(c core.Choice) bool {
		return c.Action == core.ActActivate && c.Obj == o && c.Effect.Label == label
	})
}

// ---------------------------------------------------------------- queries

// activations are the labels of the effects that activated (EvActivate), in order.
func activations(g *core.Game) []string {
	var out []string
	for _, e := range events(g, core.EvActivate) {
		out = append(out, e.Text)
	}
	return out
}

// activationIndex is the position in the log of the first activation of label, or -1.
func activationIndex(g *core.Game, label string) int {
	return eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvActivate && e.Text == label })
}

// countOf counts the occurrences of s in list.
func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// promptsOf returns the prompts of a kind the script was asked, in order.
func (s *script) promptsOf(kind core.PromptKind) []seenPrompt {
	var out []seenPrompt
	for _, sp := range s.seen {
		if sp.Kind == kind {
			out = append(out, sp)
		}
	}
	return out
}

// labels are the effect labels of a prompt's options.
func (sp seenPrompt) labels() []string {
	var out []string
	for _, c := range sp.Choices {
		if c.Effect != nil {
			out = append(out, c.Effect.Label)
		}
	}
	return out
}
