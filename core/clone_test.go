package core

import (
	"slices"
	"testing"
)

// cloneAt plays a game with random agents and clones it, twice, while it waits for
// its k-th answer; it returns the original (played to its end) and the clones (not
// run yet), with the answers the original gave from that prompt on.
func cloneAt(t *testing.T, seed uint64, k int, cloneAgents func() [2]Agent) (*Game, [2]*Game, []int) {
	t.Helper()
	var g *Game
	var clones [2]*Game
	asked := 0
	seat := func(r *RandomAgent) Agent {
		return AgentFunc(func(v View, p *Prompt) int {
			if asked == k {
				for i := range clones {
					c, err := g.Clone(cloneAgents(), nil)
					if err != nil {
						t.Fatal(err)
					}
					c.cfg.RecordEvents = true
					clones[i] = c
				}
			}
			asked++
			return r.Choose(v, p)
		})
	}
	g, err := NewGame(Config{Seed: seed, Decks: [2]DeckList{testDeck(), testDeck()}, RecordEvents: true,
		Agents: [2]Agent{seat(NewRandomAgent(seed)), seat(NewRandomAgent(seed + 1))}})
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Run(); r.Err != nil {
		t.Fatal(r.Err)
	}
	if clones[0] == nil {
		t.Fatalf("seed %d: the game ended before its answer %d", seed, k)
	}
	return g, clones, g.answers[k:]
}

// A clone given the answers its original was given from the cloning on plays the
// same game, event for event (determinism: seed + decks + answers are the game).
func TestCloneContinuesLikeItsOriginal(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		var rest []int
		next := new(int)
		replaying := AgentFunc(func(View, *Prompt) int { i := rest[*next]; *next++; return i })
		g, clones, after := cloneAt(t, seed, 25, func() [2]Agent { return [2]Agent{replaying, replaying} })
		rest = after
		r := clones[0].Run()
		if want := *g.Result(); r != want {
			t.Fatalf("seed %d: the clone ended %+v, the original %+v", seed, r, want)
		}
		if !slices.Equal(clones[0].Events, g.Events) {
			t.Fatalf("seed %d: the clone's events differ from the original's", seed)
		}
		if !slices.Equal(clones[0].Answers(), g.Answers()) {
			t.Fatalf("seed %d: the clone's answers differ", seed)
		}
	}
}

// A clone answered otherwise goes its own way, and neither its original nor another
// clone of the same moment sees anything of it.
func TestCloneGoesOnIndependently(t *testing.T) {
	diverged := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, clones, _ := cloneAt(t, seed, 25, func() [2]Agent { return [2]Agent{FirstAgent{}, FirstAgent{}} })
		original := slices.Clone(g.Events)
		a, b := clones[0].Run(), clones[1].Run()
		if a != b || !slices.Equal(clones[0].Events, clones[1].Events) {
			t.Fatalf("seed %d: two clones of one moment given the same answers differ", seed)
		}
		if !slices.Equal(g.Events, original) {
			t.Fatalf("seed %d: running a clone changed its original's event log", seed)
		}
		// The first 25 answers are the original's, so the clone's game starts as its does.
		n := min(len(clones[0].Events), len(g.Events))
		if !slices.Equal(clones[0].Answers()[:25], g.Answers()[:25]) {
			t.Fatalf("seed %d: the clone did not replay the original's answers", seed)
		}
		if !slices.Equal(clones[0].Events[:n], g.Events[:n]) {
			diverged++
		}
		if clones[0].Players[0] == g.Players[0] || clones[0].rng == g.rng {
			t.Fatalf("seed %d: the clone shares state with its original", seed)
		}
	}
	if diverged == 0 {
		t.Fatal("no clone answered by another agent went another way than its original")
	}
}

func TestAPositionCannotBeCloned(t *testing.T) {
	g, err := NewPosition(Config{Agents: [2]Agent{FirstAgent{}, FirstAgent{}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Clone([2]Agent{FirstAgent{}, FirstAgent{}}, nil); err == nil {
		t.Fatal("a position was cloned")
	}
}
