package games

import (
	"testing"
	"time"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
	"github.com/dcg-engine/dcg/scripting"
)

// BenchmarkAgentGame plays ST1 vs ST2 with every effect on a reused host per
// iteration, once with two random agents and once with two greedy ones (core/ai), so
// that the AI's cost reads as the ratio of the two (issue 19: a greedy game at most
// twice a random one). Greedy games are shorter and take other paths; decisions/game
// says how many prompts each game asked, and greedy-ns/decision the time the greedy
// agents spent choosing (the game's own work excluded; wall time, so compare it on an
// idle machine only).
func BenchmarkAgentGame(b *testing.B) {
	decks, pool := loadDecks(b)
	lib := scripting.ForPool(pool)
	for _, bc := range []struct {
		name  string
		agent func(seed uint64) core.Agent
	}{
		{"random", func(seed uint64) core.Agent { return core.NewRandomAgent(seed) }},
		{"greedy", func(seed uint64) core.Agent { return ai.NewGreedy(seed) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			host := lib.NewHost()
			defer host.Close()
			var decisions int
			var choosing time.Duration
			timed := func(a core.Agent) core.Agent {
				return core.AgentFunc(func(v core.View, p *core.Prompt) int {
					decisions++
					start := time.Now()
					i := a.Choose(v, p)
					choosing += time.Since(start)
					return i
				})
			}
			b.ReportAllocs()
			games := 0
			for i := 0; b.Loop(); i++ {
				seed := uint64(i)
				g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks["st1"], decks["st2"]}, Effects: host,
					Agents: [2]core.Agent{timed(bc.agent(seed)), timed(bc.agent(seed + 1))}})
				if r := g.Run(); r.Err != nil {
					b.Fatal(r.Err)
				}
				games++
			}
			b.ReportMetric(float64(decisions)/float64(games), "decisions/game")
			if bc.name == "greedy" {
				b.ReportMetric(float64(choosing.Nanoseconds())/float64(decisions), "greedy-ns/decision")
			}
		})
	}
}
