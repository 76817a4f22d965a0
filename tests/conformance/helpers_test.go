// Package conformance holds the conformance tests of the core rules engine, one file
// per chapter of the Comprehensive Rules ver. 3.6 (testdata/clauses-v3.6.txt lists
// its clauses). Each test cites the clauses it checks in a comment; coverage_test.go
// checks that every clause of the covered chapters is cited by a test or explained in
// COVERAGE.md.
//
// A test builds a board (core.NewPosition + Add…), scripts the answers of both players
// in game order (a script halts the game when it runs out of steps, or when a step
// finds no matching option, which fails the test), plays on with Resume, and asserts
// on the state where the game stopped.
package conformance

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

const (
	p1 = core.PlayerID(0)
	p2 = core.PlayerID(1)
)

// ---------------------------------------------------------------- cards

// digimon is a Digimon card of one color with a play cost, DP and digivolution
// requirements.
func digimon(num string, c core.Color, level, cost, dp int, reqs ...core.DigivolveReq) *core.CardData {
	return &core.CardData{Number: num, Name: "Mon " + num, Kind: core.Digimon, Colors: core.ColorsOf(c),
		Level: level, Cost: cost, HasCost: true, DP: dp, HasDP: true, Digivolve: reqs}
}

// from is a printed digivolution requirement: "<color> Lv.<level>: <cost>".
func from(c core.Color, level, cost int) core.DigivolveReq {
	return core.DigivolveReq{Colors: core.ColorsOf(c), Level: level, Cost: cost}
}

// egg is a Lv.2 Digi-Egg card: no play cost, no DP.
func egg(num string, c core.Color) *core.CardData {
	return &core.CardData{Number: num, Name: "Egg " + num, Kind: core.DigiEgg, Colors: core.ColorsOf(c), Level: 2}
}

// tamer is a Tamer card.
func tamer(num string, c core.Color, cost int) *core.CardData {
	return &core.CardData{Number: num, Name: "Tamer " + num, Kind: core.Tamer, Colors: core.ColorsOf(c), Cost: cost, HasCost: true}
}

// option is an Option card; its colors are its color requirement (4-19).
func option(num string, cs core.Colors, cost int) *core.CardData {
	return &core.CardData{Number: num, Name: "Option " + num, Kind: core.Option, Colors: cs, Cost: cost, HasCost: true}
}

// filler is a plain card to put in decks and security stacks.
func filler(num string) *core.CardData { return tamer(num, core.White, 1) }

// addCards puts n copies of d on top of p's zone z.
func addCards(g *core.Game, p core.PlayerID, z core.Zone, d *core.CardData, n int) {
	for range n {
		g.AddCard(p, z, d)
	}
}

// ---------------------------------------------------------------- scripts

// step is one scripted answer: at a prompt of kind (and of player, when set), the first
// option pick accepts. answer, when set, answers instead (e.g. Concede).
type step struct {
	desc   string
	kind   core.PromptKind
	player int // -1: either player
	pick   func(core.Choice) bool
	answer func(*core.Prompt) int
}

// as makes the step expect a prompt of player p.
func (s step) as(p core.PlayerID) step {
	s.player = int(p)
	s.desc += " as " + p.String()
	return s
}

func mainStep(desc string, pick func(core.Choice) bool) step {
	return step{desc: desc, kind: core.PromptMain, player: -1, pick: pick}
}

// pass declares pass (6-5-1-7).
func pass() step {
	return mainStep("pass", func(c core.Choice) bool { return c.Action == core.ActPass })
}

// play plays the hand card printed as d.
func play(d *core.CardData) step {
	return mainStep("play "+d.Number, func(c core.Choice) bool { return c.Action == core.ActPlay && c.Card.Data == d })
}

// use uses the Option card printed as d.
func use(d *core.CardData) step {
	return mainStep("use "+d.Number, func(c core.Choice) bool { return c.Action == core.ActUse && c.Card.Data == d })
}

// digivolve digivolves o into the hand card printed as d, by any requirement.
func digivolve(o *core.FieldObject, d *core.CardData) step {
	return mainStep(fmt.Sprintf("digivolve #%d into %s", o.ID, d.Number), func(c core.Choice) bool {
		return c.Action == core.ActDigivolve && c.Obj == o && c.Card.Data == d
	})
}

// digivolveBy digivolves o into d by its requirement number req.
func digivolveBy(o *core.FieldObject, d *core.CardData, req int) step {
	return mainStep(fmt.Sprintf("digivolve #%d into %s by requirement %d", o.ID, d.Number, req), func(c core.Choice) bool {
		return c.Action == core.ActDigivolve && c.Obj == o && c.Card.Data == d && c.Req == req
	})
}

// attack attacks target (nil: the opponent player) with o.
func attack(o, target *core.FieldObject) step {
	desc := fmt.Sprintf("attack the player with #%d", o.ID)
	if target != nil {
		desc = fmt.Sprintf("attack #%d with #%d", target.ID, o.ID)
	}
	return mainStep(desc, func(c core.Choice) bool { return c.Action == core.ActAttack && c.Obj == o && c.Target == target })
}

func breedingStep(desc string, a core.ActionKind) step {
	return step{desc: desc, kind: core.PromptBreeding, player: -1, pick: func(c core.Choice) bool { return c.Action == a }}
}

func hatch() step   { return breedingStep("hatch", core.ActHatch) }
func move() step    { return breedingStep("move", core.ActMove) }
func nothing() step { return breedingStep("do nothing", core.ActNothing) }

// block blocks with o.
func block(o *core.FieldObject) step {
	return step{desc: fmt.Sprintf("block with #%d", o.ID), kind: core.PromptBlock, player: -1,
		pick: func(c core.Choice) bool { return c.Action == core.ActBlock && c.Obj == o }}
}

func noBlock() step {
	return step{desc: "no block", kind: core.PromptBlock, player: -1,
		pick: func(c core.Choice) bool { return c.Action == core.ActNoBlock }}
}

// redraw answers the opening-hand redraw prompt.
func redraw(yes bool) step {
	a := core.ActNo
	if yes {
		a = core.ActYes
	}
	return step{desc: fmt.Sprintf("redraw %v", yes), kind: core.PromptRedraw, player: -1,
		pick: func(c core.Choice) bool { return c.Action == a }}
}

// concede concedes at a prompt of kind (1-2-4).
func concede(kind core.PromptKind) step {
	return step{desc: "concede", kind: kind, player: -1, answer: func(*core.Prompt) int { return core.Concede }}
}

// seenPrompt is a copy of a prompt the script was asked, with when it was asked.
type seenPrompt struct {
	Player  core.PlayerID
	Kind    core.PromptKind
	Text    string
	Choices []core.Choice
	Turn    int
	Phase   core.Phase
}

func (sp seenPrompt) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d %s: %s %s prompt %q", sp.Turn, sp.Phase, sp.Player, sp.Kind, sp.Text)
	for i, c := range sp.Choices {
		fmt.Fprintf(&b, "\n    %d) %s", i, c)
	}
	return b.String()
}

// script answers both players' prompts from a list of steps, in game order, then
// halts the game at the next prompt. It is strict: a prompt of an unexpected kind or
// player, or a step that matches no option, fails the test and halts.
type script struct {
	t     testing.TB
	steps []step
	next  int
	seen  []seenPrompt
}

func newScript(t testing.TB, steps ...step) *script { return &script{t: t, steps: steps} }

// Choose implements core.Agent.
func (s *script) Choose(v core.View, p *core.Prompt) int {
	sp := seenPrompt{Player: p.Player, Kind: p.Kind, Text: p.Text, Choices: append([]core.Choice(nil), p.Choices...),
		Turn: v.Turn(), Phase: v.Phase()}
	s.seen = append(s.seen, sp)
	if len(p.Choices) == 0 {
		s.t.Errorf("a prompt with no option: %s", sp)
	}
	if s.next >= len(s.steps) {
		return core.Halt
	}
	st := s.steps[s.next]
	s.next++
	if st.kind != p.Kind || (st.player >= 0 && core.PlayerID(st.player) != p.Player) {
		s.t.Errorf("script step %d (%s): got %s", s.next, st.desc, sp)
		return core.Halt
	}
	if st.answer != nil {
		return st.answer(p)
	}
	for i, c := range p.Choices {
		if st.pick(c) {
			return i
		}
	}
	s.t.Errorf("script step %d (%s): no such option at %s", s.next, st.desc, sp)
	return core.Halt
}

// last is the last prompt asked: where the game halted when the script ran out.
func (s *script) last() seenPrompt {
	if len(s.seen) == 0 {
		s.t.Fatalf("no prompt was asked")
	}
	return s.seen[len(s.seen)-1]
}

// count returns how many prompts of a kind were asked.
func (s *script) count(kind core.PromptKind) int {
	n := 0
	for _, sp := range s.seen {
		if sp.Kind == kind {
			n++
		}
	}
	return n
}

// ---------------------------------------------------------------- boards

// board makes a position (past setup, every zone empty) whose two players are answered
// by s; observers stand in for effects that the effect layer will bring.
func board(t testing.TB, s *script, observers ...core.EventObserver) *core.Game {
	t.Helper()
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{s, s}, RecordEvents: true, Observers: observers})
	if err != nil {
		t.Fatalf("NewPosition: %v", err)
	}
	return g
}

// mainBoard is a board in p1's main phase of turn 3 (p1 went first), with memory m on
// p1's side and a few cards in both decks so that turns can go on.
func mainBoard(t testing.TB, s *script, m int, observers ...core.EventObserver) *core.Game {
	t.Helper()
	g := board(t, s, observers...)
	g.SetTurn(p1, 3, core.PhaseMain)
	g.SetMemory(p1, m, "test")
	addCards(g, p1, core.ZoneDeck, filler("D1"), 5)
	addCards(g, p2, core.ZoneDeck, filler("D2"), 5)
	return g
}

// resume plays on and expects the script to halt the game; it checks the invariants
// where the game stopped.
func resume(t testing.TB, g *core.Game) core.Result {
	t.Helper()
	res := g.Resume()
	if res.Err != nil {
		t.Fatalf("the game ended with an error: %v", res.Err)
	}
	if !res.Halted {
		t.Fatalf("the game ended (%+v) where the test expected it to go on", res)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("invariant broken: %v", err)
	}
	return res
}

// resumeToEnd plays on and expects the game to end (not halt, not fail).
func resumeToEnd(t testing.TB, g *core.Game) core.Result {
	t.Helper()
	res := g.Resume()
	if res.Err != nil {
		t.Fatalf("the game ended with an error: %v", res.Err)
	}
	if res.Halted {
		t.Fatalf("the game halted at a prompt where the test expected it to end")
	}
	return res
}

// expectPrompt checks the prompt the game halted at.
func expectPrompt(t testing.TB, s *script, kind core.PromptKind, p core.PlayerID, turn int) {
	t.Helper()
	sp := s.last()
	if sp.Kind != kind || sp.Player != p || sp.Turn != turn {
		t.Fatalf("want a %s prompt for %s in turn %d; the game stopped at %s", kind, p, turn, sp)
	}
	if s.next != len(s.steps) {
		t.Fatalf("the script stopped at step %d of %d", s.next, len(s.steps))
	}
}

// ---------------------------------------------------------------- queries

// events returns the logged events of the given kinds, in order.
func events(g *core.Game, kinds ...core.EventKind) []core.Event {
	var out []core.Event
	for _, e := range g.Events {
		for _, k := range kinds {
			if e.Kind == k {
				out = append(out, e)
				break
			}
		}
	}
	return out
}

// eventIndex is the position in the log of the first event matching pred, or -1.
func eventIndex(g *core.Game, pred func(core.Event) bool) int {
	for i, e := range g.Events {
		if pred(e) {
			return i
		}
	}
	return -1
}

func kindIs(k core.EventKind) func(core.Event) bool {
	return func(e core.Event) bool { return e.Kind == k }
}

// deletedObjs returns the identities of the objects deleted (EvDelete), in order.
func deletedObjs(g *core.Game) []int {
	var out []int
	for _, e := range events(g, core.EvDelete) {
		out = append(out, e.Obj)
	}
	return out
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// choices returns the options among cs that pred accepts.
func choices(cs []core.Choice, pred func(core.Choice) bool) []core.Choice {
	var out []core.Choice
	for _, c := range cs {
		if pred(c) {
			out = append(out, c)
		}
	}
	return out
}

func actionIs(a core.ActionKind) func(core.Choice) bool {
	return func(c core.Choice) bool { return c.Action == a }
}

// attacksBy returns the attack options of o among cs.
func attacksBy(cs []core.Choice, o *core.FieldObject) []core.Choice {
	return choices(cs, func(c core.Choice) bool { return c.Action == core.ActAttack && c.Obj == o })
}

// playable reports whether cs offer to play the card printed as d.
func playable(cs []core.Choice, d *core.CardData) bool {
	return len(choices(cs, func(c core.Choice) bool { return c.Action == core.ActPlay && c.Card.Data == d })) > 0
}

// usable reports whether cs offer to use the Option printed as d.
func usable(cs []core.Choice, d *core.CardData) bool {
	return len(choices(cs, func(c core.Choice) bool { return c.Action == core.ActUse && c.Card.Data == d })) > 0
}

// digivolutions returns the options of cs that digivolve o into d.
func digivolutions(cs []core.Choice, o *core.FieldObject, d *core.CardData) []core.Choice {
	return choices(cs, func(c core.Choice) bool { return c.Action == core.ActDigivolve && c.Obj == o && c.Card.Data == d })
}

// holds reports whether the card is in the list.
func holds(list []*core.Card, c *core.Card) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

// ids lists the card IDs of a list, bottom/first first.
func ids(list []*core.Card) []int {
	out := make([]int, len(list))
	for i, c := range list {
		out[i] = c.ID
	}
	return out
}

// inBattle reports whether o is still in its owner's battle area.
func inBattle(g *core.Game, o *core.FieldObject) bool {
	for _, x := range g.Players[o.Owner].Battle {
		if x == o {
			return true
		}
	}
	return false
}

// objByID finds a field object of either player by identity.
func objByID(g *core.Game, id int) *core.FieldObject {
	for _, pl := range g.Players {
		for _, o := range pl.FieldObjects() {
			if o.ID == id {
				return o
			}
		}
	}
	return nil
}

// dp is an object's DP; the test fails if it has none.
func dp(t testing.TB, g *core.Game, o *core.FieldObject) int {
	t.Helper()
	v, ok := g.DP(o)
	if !ok {
		t.Fatalf("#%d has no DP", o.ID)
	}
	return v
}

// once makes an observer that acts on the first event matching pred only.
func once(pred func(core.Event) bool, act func(g *core.Game, ev *core.Event)) core.EventObserver {
	done := false
	return func(g *core.Game, ev *core.Event) {
		if !done && pred(*ev) {
			done = true
			act(g, ev)
		}
	}
}
