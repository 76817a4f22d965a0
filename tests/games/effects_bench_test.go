package games

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// BenchmarkRandomGameWithEffects plays one full random ST1 mirror with every ST1
// effect per iteration, on one pooled Lua host.
func BenchmarkRandomGameWithEffects(b *testing.B) {
	decks, pool := loadDecks(b)
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		seed := uint64(i)
		g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks["st1"], decks["st1"]}, Effects: host,
			Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
		if r := g.Run(); r.Err != nil {
			b.Fatal(r.Err)
		}
	}
}
