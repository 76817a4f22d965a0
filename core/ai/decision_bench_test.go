package ai

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// BenchmarkGreedyDecision measures one main-phase decision of the greedy agent: a
// random ST1 vs ST2 game with every effect is halted at the turn player's main phase
// of turn 7 (with Digimon on both fields), and the agent chooses among its options
// again and again, as at the first action of its turn (issue 19: the AI's cost per
// decision; tests/games' BenchmarkAgentGame puts it next to a whole game).
func BenchmarkGreedyDecision(b *testing.B) {
	view, prompt, _ := decisionAtTurn7(b)
	g := NewGreedy(1)
	b.ReportAllocs()
	for b.Loop() {
		g.acted, g.activated = 0, g.activated[:0] // the turn's first action, every time
		g.Choose(view, prompt)
	}
	b.ReportMetric(float64(len(prompt.Choices)), "options")
}

// BenchmarkSearchDecision measures the same decision for the search agent with its
// default budget (the README's cost per decision).
func BenchmarkSearchDecision(b *testing.B) {
	view, prompt, lib := decisionAtTurn7(b)
	playouts := lib.NewHost()
	defer playouts.Close()
	m := NewMCTS(1, 0)
	m.PlayOutWith(playouts)
	b.ReportAllocs()
	for b.Loop() {
		m.greedy.acted, m.greedy.activated = 0, m.greedy.activated[:0]
		m.Choose(view, prompt)
	}
	b.ReportMetric(float64(m.Playouts)/float64(b.N), "playouts/op")
	b.ReportMetric(float64(len(prompt.Choices)), "options")
}

// decisionAtTurn7 is a main-phase decision of a random ST1 vs ST2 game with every
// effect at turn 7, with Digimon on both fields.
func decisionAtTurn7(b *testing.B) (core.View, *core.Prompt, *scripting.Library) {
	decks, pool := builtinDecks(b)
	lib := scripting.ForPool(pool)
	host := lib.NewHost()
	b.Cleanup(host.Close)
	var view core.View
	var prompt *core.Prompt
	for seed := uint64(1); seed < 100 && prompt == nil; seed++ {
		random := [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}
		halt := func(p core.PlayerID) core.Agent {
			return core.AgentFunc(func(v core.View, pr *core.Prompt) int {
				if pr.Kind == core.PromptMain && v.Turn() >= 7 && len(v.Battle(0)) > 0 && len(v.Battle(1)) > 0 {
					view, prompt = v, pr
					return core.Halt
				}
				return random[p].Choose(v, pr)
			})
		}
		g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks[0], decks[1]}, Effects: host,
			Agents: [2]core.Agent{halt(0), halt(1)}})
		if !g.Run().Halted {
			prompt = nil
		}
	}
	if prompt == nil {
		b.Fatal("no seed reached turn 7 with Digimon on both fields")
	}
	return view, prompt, lib
}
