package cardtest_test

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// TestStepsAnswerInOrderThenHalt: the steps answer both players' prompts in game order
// and the game halts at the next prompt, where the test can look.
func TestStepsAnswerInOrderThenHalt(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(cardtest.P1, 3)
	tb.Hand(cardtest.P1, "ST1-02")
	tb.Run(cardtest.Play("ST1-02"), cardtest.Pass())
	h := tb.Halted()
	if h.Kind != core.PromptMain || h.Player != cardtest.P2 || h.Turn != 4 {
		t.Fatalf("halted at %s; want p2's main phase in turn 4", h)
	}
	if tb.Find(cardtest.P1, "ST1-02") == nil {
		t.Fatalf("Biyomon was not played")
	}
	if n := len(tb.Position().Players[cardtest.P2].Hand); n != 1 {
		t.Fatalf("p2 drew %d cards in turn 4; want 1 (the deck holds filler)", n)
	}
}

// recorder stands in for a test to catch the failures a bench reports.
type recorder struct {
	testing.TB
	mu     sync.Mutex
	failed []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.failed = append(r.failed, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

func (r *recorder) FailNow() { runtime.Goexit() }

// failures runs body with a recorder as its test, in its own goroutine (a fatal
// failure ends it), and returns what failed.
func failures(t *testing.T, body func(tb *cardtest.Bench)) []string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		body(cardtest.New(r))
	}()
	<-done
	return r.failed
}

// TestStrictScript: a prompt that does not fit the next step, or a step that matches
// no option, fails the test showing the prompt and its options.
func TestStrictScript(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps func(tb *cardtest.Bench) []cardtest.Step
		want  string
	}{
		{"unscripted prompt", func(tb *cardtest.Bench) []cardtest.Step {
			tb.Breeding(cardtest.P2, "ST1-03")                       // p2 may move Agumon out:
			return []cardtest.Step{cardtest.Pass(), cardtest.Pass()} // p2's breeding prompt comes first
		}, "does not fit the prompt asked"},
		{"wrong player", func(tb *cardtest.Bench) []cardtest.Step {
			return []cardtest.Step{cardtest.Pass().By(cardtest.P2)}
		}, "does not fit the prompt asked"},
		{"no such option", func(tb *cardtest.Bench) []cardtest.Step {
			return []cardtest.Step{cardtest.Play("ST1-16")}
		}, "matches no option"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := failures(t, func(tb *cardtest.Bench) { tb.Run(tc.steps(tb)...) })
			if len(got) == 0 || !strings.Contains(got[0], tc.want) || !strings.Contains(got[0], "\n    0) ") {
				t.Fatalf("failures %q; want one saying %q and listing the options", got, tc.want)
			}
		})
	}
}

// TestRunWantsAHalt: a game that ends during Run fails the test; RunToEnd expects it.
func TestRunWantsAHalt(t *testing.T) {
	setup := func(tb *cardtest.Bench) *core.FieldObject { return tb.Battle(cardtest.P1, "ST1-04") }
	got := failures(t, func(tb *cardtest.Bench) { tb.Run(cardtest.Attack(setup(tb))) })
	if len(got) != 1 || !strings.Contains(got[0], "game ended") {
		t.Fatalf("failures %q; want one saying the game ended", got)
	}
	tb := cardtest.New(t)
	if res := tb.RunToEnd(cardtest.Attack(setup(tb))); res.Winner != cardtest.P1 || res.Reason != core.ReasonSecurity {
		t.Fatalf("result %+v; want p1 winning by security", res)
	}
}
