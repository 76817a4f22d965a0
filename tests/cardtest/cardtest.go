// Package cardtest makes card tests read like the card: put cards in zones by card
// number, script both players' answers as steps, play on, and assert on the state
// where the game halted.
//
//	tb := cardtest.New(t)                 // the default pool with its scripts
//	tb.Memory(cardtest.P1, 10)
//	agumon := tb.Battle(cardtest.P1, "ST1-03", "ST1-07") // a stack, bottom first
//	tb.Hand(cardtest.P1, "ST1-08")
//	tb.Run(
//		cardtest.Digivolve(agumon, "ST1-08"),
//		cardtest.Select(agumon), // [When Digivolving] 1 of your Digimon ...
//	)
//	if got := tb.DP(agumon); got != 11000 { ... }
//
// The position is p1's main phase in turn 3 (p1 went first), memory 0, five vanilla
// cards (ST1-04) in each deck so that turns can pass, every other zone empty.
//
// The script is strict, as in XMage's card tests: one agent answers both players'
// prompts from the steps in game order. A prompt of another kind or player than the
// next step expects, or a step that matches no option, fails the test, showing the
// prompt and its options, and halts the game. After the last step the game halts at
// the next prompt (core.Halt), which is where the test asserts.
package cardtest

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting"
)

// The two players.
const (
	P1 = core.PlayerID(0)
	P2 = core.PlayerID(1)
)

// Filler is the card each deck holds five of, so that turns can pass (a draw from an
// empty deck in the draw phase loses the game): a Digimon with no effect.
const Filler = "ST1-04"

// Bench is one card test: the card pool, a Lua host serving its scripts, the game
// (once Position or a board method made it) and the script of answers.
type Bench struct {
	T    testing.TB
	Pool *cardpool.Pool
	Host *scripting.Host

	g     *core.Game
	steps []Step
	next  int
	seen  []Seen
	halt  *Seen // where the game last halted
}

// New opens the default card pool (cards/) and a Lua host for its scripts; the host
// is closed when the test ends.
func New(t testing.TB) *Bench {
	t.Helper()
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		t.Fatalf("opening the card pool: %v", err)
	}
	host := scripting.ForPool(pool).NewHost()
	t.Cleanup(host.Close)
	b := &Bench{T: t, Pool: pool, Host: host}
	if path := os.Getenv(EvidenceEnv); path != "" {
		t.Cleanup(func() { b.recordEvidence(path) })
	}
	return b
}

// EvidenceEnv names the file a passing test appends its evidence to (which cards were
// in its game, which of their effects activated): `go run ./tests/internal/genevidence`
// sets it to build cards/evidence.txt.
const EvidenceEnv = "DCG_EVIDENCE"

// recordEvidence appends the evidence of a passing test's game, in one write.
func (b *Bench) recordEvidence(path string) {
	if b.T.Failed() || b.g == nil {
		return
	}
	e := cardpool.NewEvidence()
	e.Record(b.g.Events)
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		b.T.Errorf("evidence: %v", err)
		return
	}
	defer f.Close()
	if _, err := f.Write(e.Format()); err != nil {
		b.T.Errorf("evidence: %v", err)
	}
}

// Card returns the printed card with this number; an unknown number fails the test.
func (b *Bench) Card(number string) *core.CardData {
	b.T.Helper()
	d, err := b.Pool.Card(number)
	if err != nil {
		b.T.Fatalf("card %s: %v", number, err)
	}
	return d
}

// Position returns the game, making the default position the first time: p1's main
// phase of turn 3, memory 0, five Filler cards in each deck, nothing else. Every card
// has its scripted effects; the event log is kept.
func (b *Bench) Position() *core.Game {
	b.T.Helper()
	if b.g != nil {
		return b.g
	}
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{b, b}, Effects: b.Host, RecordEvents: true})
	if err != nil {
		b.T.Fatalf("NewPosition: %v", err)
	}
	g.SetTurn(P1, 3, core.PhaseMain)
	b.g = g
	for _, p := range []core.PlayerID{P1, P2} {
		b.Deck(p, Filler, Filler, Filler, Filler, Filler)
	}
	return g
}

// Memory puts the memory gauge at m on p's side.
func (b *Bench) Memory(p core.PlayerID, m int) { b.Position().SetMemory(p, m, "test") }

// Battle puts a new Digimon or Tamer in p's battle area: the cards are its stack,
// bottom first, so the last one is its top card. It can attack this turn.
func (b *Bench) Battle(p core.PlayerID, stack ...string) *core.FieldObject {
	b.T.Helper()
	return b.Position().AddObject(p, core.ZoneBattle, b.data(stack)...)
}

// Breeding puts a new object in p's breeding area, stack bottom first.
func (b *Bench) Breeding(p core.PlayerID, stack ...string) *core.FieldObject {
	b.T.Helper()
	return b.Position().AddObject(p, core.ZoneBreeding, b.data(stack)...)
}

// Hand adds cards to p's hand.
func (b *Bench) Hand(p core.PlayerID, numbers ...string) []*core.Card {
	b.T.Helper()
	return b.add(p, core.ZoneHand, numbers)
}

// Security adds cards on top of p's security stack, in order: the last one listed is
// the top card, the first to be checked.
func (b *Bench) Security(p core.PlayerID, numbers ...string) []*core.Card {
	b.T.Helper()
	return b.add(p, core.ZoneSecurity, numbers)
}

// Deck adds cards on top of p's deck, in order: the last one listed is drawn first.
func (b *Bench) Deck(p core.PlayerID, numbers ...string) []*core.Card {
	b.T.Helper()
	return b.add(p, core.ZoneDeck, numbers)
}

// Trash adds cards to p's trash, the last one listed on top.
func (b *Bench) Trash(p core.PlayerID, numbers ...string) []*core.Card {
	b.T.Helper()
	return b.add(p, core.ZoneTrash, numbers)
}

func (b *Bench) add(p core.PlayerID, z core.Zone, numbers []string) []*core.Card {
	b.T.Helper()
	g := b.Position()
	out := make([]*core.Card, len(numbers))
	for i, d := range b.data(numbers) {
		out[i] = g.AddCard(p, z, d)
	}
	return out
}

func (b *Bench) data(numbers []string) []*core.CardData {
	b.T.Helper()
	out := make([]*core.CardData, len(numbers))
	for i, n := range numbers {
		out[i] = b.Card(n)
	}
	return out
}

// Run adds steps to the script and plays on until the game halts after the last
// step. The game must halt (not end, not fail), every step must have been used, and
// the invariants must hold where it stopped; otherwise the test fails at once.
// Run may be called again to go on from a halt at a main-phase or breeding prompt
// (between actions), not from inside an attack or an effect.
func (b *Bench) Run(steps ...Step) core.Result {
	b.T.Helper()
	res := b.resume(steps)
	if res.Err != nil {
		b.T.Fatalf("the game ended with an error: %v", res.Err)
	}
	if !res.Halted {
		b.T.Fatalf("the game ended (%s won by %q) where the test expected it to go on", res.Winner, res.Reason)
	}
	b.allUsed()
	var err error
	b.inspect("the invariants", func(g *core.Game) { err = g.CheckInvariants() })
	if err != nil {
		b.T.Fatalf("invariant broken: %v", err)
	}
	return res
}

// RunToEnd is Run for a game that must end (a win) during or right after the steps.
func (b *Bench) RunToEnd(steps ...Step) core.Result {
	b.T.Helper()
	res := b.resume(steps)
	if res.Err != nil {
		b.T.Fatalf("the game ended with an error: %v", res.Err)
	}
	if res.Halted {
		b.T.Fatalf("the game halted at %s where the test expected it to end", b.halt)
	}
	b.allUsed()
	return res
}

// allUsed fails the test if the game stopped before every step was used.
func (b *Bench) allUsed() {
	b.T.Helper()
	if b.next < len(b.steps) {
		b.T.Fatalf("the game stopped with %d of %d steps used; next: %s", b.next, len(b.steps), b.steps[b.next].Desc)
	}
}

func (b *Bench) resume(steps []Step) core.Result {
	b.T.Helper()
	g := b.Position()
	if h := b.halt; h != nil && h.Kind != core.PromptMain && h.Kind != core.PromptBreeding {
		b.T.Fatalf("cannot go on from a halt inside an action: %s", h)
	}
	b.steps = append(b.steps, steps...)
	b.halt = nil
	return g.Resume()
}

// Choose implements core.Agent: the strict script (see the package comment).
func (b *Bench) Choose(v core.View, p *core.Prompt) int {
	b.T.Helper()
	s := Seen{Player: p.Player, Kind: p.Kind, Text: p.Text, Choices: append([]core.Choice(nil), p.Choices...),
		Turn: v.Turn(), Phase: v.Phase()}
	b.seen = append(b.seen, s)
	if b.next >= len(b.steps) {
		b.halt = &b.seen[len(b.seen)-1]
		return core.Halt
	}
	st := b.steps[b.next]
	b.next++
	if st.Kind != p.Kind || (st.bound && st.player != p.Player) {
		b.T.Errorf("step %d (%s) does not fit the prompt asked: %s", b.next, st.Desc, s)
		b.halt = &b.seen[len(b.seen)-1]
		return core.Halt
	}
	for i, c := range p.Choices {
		if st.Pick(c) {
			return i
		}
	}
	b.T.Errorf("step %d (%s) matches no option of the prompt: %s", b.next, st.Desc, s)
	b.halt = &b.seen[len(b.seen)-1]
	return core.Halt
}

// Halted is the prompt the game halted at.
func (b *Bench) Halted() Seen {
	b.T.Helper()
	if b.halt == nil {
		b.T.Fatalf("the game has not halted")
	}
	return *b.halt
}

// Prompts returns the prompts of one kind asked so far, in order (the halt included).
func (b *Bench) Prompts(kind core.PromptKind) []Seen {
	var out []Seen
	for _, s := range b.seen {
		if s.Kind == kind {
			out = append(out, s)
		}
	}
	return out
}

// Events returns the logged events of the given kinds, in order.
func (b *Bench) Events(kinds ...core.EventKind) []core.Event {
	var out []core.Event
	for _, e := range b.Position().Events {
		for _, k := range kinds {
			if e.Kind == k {
				out = append(out, e)
				break
			}
		}
	}
	return out
}

// Activations returns the activations (EvActivate) of the effects of the card with
// this number, in order; an event's Text is the effect's label ("[When Digivolving]").
func (b *Bench) Activations(number string) []core.Event {
	var out []core.Event
	for _, e := range b.Events(core.EvActivate) {
		if e.Card == number {
			out = append(out, e)
		}
	}
	return out
}

// DP returns an object's DP now; the test fails if it has none.
func (b *Bench) DP(o *core.FieldObject) int {
	b.T.Helper()
	var dp int
	var ok bool
	b.inspect("the DP of "+o.String(), func(g *core.Game) { dp, ok = g.DP(o) })
	if !ok {
		b.T.Fatalf("%s has no DP", o)
	}
	return dp
}

// Checks returns how many security cards an object checks now (4-2-9, 16-3).
func (b *Bench) Checks(o *core.FieldObject) int {
	b.T.Helper()
	var n int
	b.inspect("the security checks of "+o.String(), func(g *core.Game) { n = g.SecurityChecks(o) })
	return n
}

// HasKeyword reports whether an object has a keyword effect now.
func (b *Bench) HasKeyword(o *core.FieldObject, k core.Keyword) bool {
	b.T.Helper()
	var has bool
	b.inspect("the keywords of "+o.String(), func(g *core.Game) { has = g.HasKeyword(o, k) })
	return has
}

// inspect reads the stopped game — derived values may run a card's script — and turns
// a panic there into a test failure saying what was read, rather than a crash.
func (b *Bench) inspect(what string, read func(g *core.Game)) {
	b.T.Helper()
	g := b.Position()
	if r := catch(func() { read(g) }); r != nil {
		b.T.Fatalf("reading %s where the game stopped panicked (%T %v); game result %+v", what, r, r, g.Result())
	}
}

// catch runs f and returns what it panicked with, or nil.
func catch(f func()) (r any) {
	defer func() { r = recover() }()
	f()
	return nil
}

// Find returns p's object in the battle area whose top card has this number, or nil.
func (b *Bench) Find(p core.PlayerID, number string) *core.FieldObject {
	for _, o := range b.Position().Players[p].Battle {
		if o.Top().Data.Number == number {
			return o
		}
	}
	return nil
}

// Numbers lists the card numbers of cards, in order (for messages and comparisons).
func Numbers(cs []*core.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Data.Number
	}
	return out
}

// Seen is a copy of a prompt the script was asked, with when it was asked.
type Seen struct {
	Player  core.PlayerID
	Kind    core.PromptKind
	Text    string
	Choices []core.Choice
	Turn    int
	Phase   core.Phase
}

func (s Seen) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d %s: %s %s prompt %q", s.Turn, s.Phase, s.Player, s.Kind, s.Text)
	for i, c := range s.Choices {
		fmt.Fprintf(&b, "\n    %d) %s", i, c)
	}
	return b.String()
}

// Offers returns the options of the prompt that pick accepts.
func (s Seen) Offers(pick func(core.Choice) bool) []core.Choice {
	var out []core.Choice
	for _, c := range s.Choices {
		if pick(c) {
			out = append(out, c)
		}
	}
	return out
}
