package core

import (
	"slices"
	"strings"
	"testing"
)

// testPool looks the cards of testDeck up by number.
func testPool() CardMap {
	pool := CardMap{}
	d := testDeck()
	for _, c := range append(d.Main, d.Eggs...) {
		pool[c.Number] = c
	}
	return pool
}

// recorder is FirstAgent that keeps a copy of every prompt it is asked.
type recorder struct{ asked []Prompt }

func (r *recorder) Choose(_ View, p *Prompt) int {
	q := *p
	q.Choices = slices.Clone(p.Choices)
	r.asked = append(r.asked, q)
	return 0
}

// A prompt whose only option is to do nothing is not asked (noRealChoice): a breeding
// phase with nothing to hatch or move passes on to the main phase (6-4-1-3). One with
// a hatch or a move to choose is asked.
func TestPromptsWithNoRealChoiceAreNotAsked(t *testing.T) {
	breeding, phases := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		a := &recorder{}
		g, err := NewGame(Config{Seed: seed, Decks: [2]DeckList{testDeck(), testDeck()}, Agents: [2]Agent{a, a}, RecordEvents: true})
		if err != nil {
			t.Fatal(err)
		}
		if r := g.Run(); r.Err != nil {
			t.Fatal(r.Err)
		}
		for _, p := range a.asked {
			if noRealChoice(p.Choices) {
				t.Fatalf("seed %d: asked %s", seed, &p)
			}
			if p.Kind == PromptBreeding {
				breeding++
			}
		}
		for _, e := range g.Events {
			if e.Kind == EvPhase && e.Text == "breeding" {
				phases++
			}
		}
		if n := len(g.Answers()); n != len(a.asked) {
			t.Fatalf("seed %d: %d answers recorded for %d prompts", seed, n, len(a.asked))
		}
	}
	if breeding == 0 || phases <= breeding {
		t.Fatalf("in 20 games: %d breeding phases, %d asked; want some asked, some not", phases, breeding)
	}
}

// Replays of version 1 recorded an answer to the prompts with no real choice: they
// replay with Config.AskNoChoice, event for event, and say version 1 again. The same
// game recorded now has fewer answers and replays as version 2.
func TestReplaysOfVersion1StillReplay(t *testing.T) {
	cfg := Config{Seed: 5, Decks: [2]DeckList{testDeck(), testDeck()}, Agents: [2]Agent{FirstAgent{}, FirstAgent{}}, RecordEvents: true}
	now, _ := NewGame(cfg)
	now.Run()
	cfg.AskNoChoice = true
	old, _ := NewGame(cfg)
	old.Run()
	if v := old.Replay().Version; v != 1 {
		t.Fatalf("a game asking every prompt records replay version %d, want 1", v)
	}
	if v := now.Replay().Version; v != ReplayVersion || ReplayVersion != 2 {
		t.Fatalf("replay version %d (ReplayVersion %d), want 2", v, ReplayVersion)
	}
	if len(old.Answers()) <= len(now.Answers()) || !slices.Equal(old.Events, now.Events) {
		t.Fatalf("the same game: %d answers asking every prompt, %d now; events equal: %v",
			len(old.Answers()), len(now.Answers()), slices.Equal(old.Events, now.Events))
	}
	for _, g := range []*Game{old, now} {
		rcfg, agents, err := g.Replay().Config(testPool())
		if err != nil {
			t.Fatal(err)
		}
		rcfg.RecordEvents = true
		re, _ := NewGame(rcfg)
		re.Run()
		if agents[0].Err != nil || agents[1].Err != nil || !slices.Equal(re.Events, g.Events) {
			t.Fatalf("replay of version %d: %v %v, events equal: %v", g.Replay().Version, agents[0].Err, agents[1].Err, slices.Equal(re.Events, g.Events))
		}
		if re.Replay().Version != g.Replay().Version {
			t.Fatalf("replayed version %d recorded as %d", g.Replay().Version, re.Replay().Version)
		}
	}
	future := now.Replay()
	future.Version = ReplayVersion + 1
	if _, _, err := future.Config(testPool()); err == nil || !strings.Contains(err.Error(), "replay version 3; this engine reads versions 1 to 2") {
		t.Fatalf("a replay of a newer version: %v", err)
	}
}

// The prompt names the effect that asks: the source of "you may" (also whether to
// activate an optional effect, asked before it resolves), none for the rules' own
// questions.
func TestPromptSource(t *testing.T) {
	e := &Effect{Card: "BT1-062", Label: "[When Digivolving]"}
	if got := (&Prompt{Effect: e}).Source(); got != "BT1-062 [When Digivolving]" {
		t.Errorf("Source %q", got)
	}
	if got := (&Prompt{}).Source(); got != "" {
		t.Errorf("Source of a rules prompt %q", got)
	}
	for _, k := range []PromptKind{PromptMain, PromptOrder, PromptBlock} {
		if askedByEffect(k) {
			t.Errorf("a %s prompt is the rules' question", k)
		}
	}
}
