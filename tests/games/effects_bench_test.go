package games

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// BenchmarkRandomGameWithEffects plays one full random game with every card effect and
// keyword in Lua per iteration: ST1 vs ST2, the ST1 mirror and the BT1-era and
// BT5-era decks with the most effects per card (benchDecks) on one reused host, and
// ST1 vs ST2 on a host built for each game (what reusing hosts saves).
func BenchmarkRandomGameWithEffects(b *testing.B) {
	decks, pool := loadDecks(b)
	lib := scripting.ForPool(pool)
	for _, bc := range []struct {
		name       string
		p1, p2     string
		freshHosts bool
	}{
		{"st1-vs-st2", "st1", "st2", false},
		{"st1-mirror", "st1", "st1", false},
		{"st1-vs-st2-fresh-host", "st1", "st2", true},
		{"bt1-blue-vs-bt1-green", "bt1-blue", "bt1-green", false},
		{"bt5-blue-vs-bt5-red", "bt5-blue-garurumon", "bt5-red-shoutmon", false},
	} {
		b.Run(bc.name, func(b *testing.B) {
			host := lib.NewHost()
			defer func() { host.Close() }()
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if bc.freshHosts {
					host.Close()
					host = lib.NewHost()
				}
				seed := uint64(i)
				g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks[bc.p1], decks[bc.p2]}, Effects: host,
					Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
				if r := g.Run(); r.Err != nil {
					b.Fatal(r.Err)
				}
			}
		})
	}
}

// midGame plays ST1 vs ST2 at random with effects until the turn player's main phase of
// turn 7 and halts there, for the benchmarks of single queries.
func midGame(b *testing.B) *core.Game {
	decks, pool := loadDecks(b)
	host := scripting.ForPool(pool).NewHost()
	b.Cleanup(host.Close)
	for seed := uint64(1); seed < 100; seed++ {
		random := [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}
		halt := func(p core.PlayerID) core.Agent {
			return core.AgentFunc(func(v core.View, pr *core.Prompt) int {
				if pr.Kind == core.PromptMain && v.Turn() >= 7 {
					return core.Halt
				}
				return random[p].Choose(v, pr)
			})
		}
		g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks["st1"], decks["st2"]}, Effects: host,
			Agents: [2]core.Agent{halt(0), halt(1)}})
		if r := g.Run(); r.Halted && len(g.Player(g.TurnPlayer).FieldObjects()) > 1 {
			return g
		}
	}
	b.Fatal("no seed reached turn 7 with Digimon on the field")
	return nil
}

// BenchmarkMainActions measures legal-action generation: every main-phase action of
// the turn player in a position from turn 7 of a random ST1 vs ST2 game (6-5-1).
func BenchmarkMainActions(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		if len(g.MainActions()) == 0 {
			b.Fatal("no main-phase action")
		}
	}
}

// BenchmarkDerive measures derived-value queries on every object on the field of a
// turn-7 position: "cached" asks again in an unchanged game, "recomputed" after a
// change (Touch) so that every value is derived afresh.
func BenchmarkDerive(b *testing.B) {
	g := midGame(b)
	var objs []*core.FieldObject
	for p := range 2 {
		objs = append(objs, g.Player(core.PlayerID(p)).FieldObjects()...)
	}
	for _, touch := range []bool{false, true} {
		name := "cached"
		if touch {
			name = "recomputed"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if touch {
					g.Touch()
				}
				for _, o := range objs {
					if dp, _ := g.DP(o); dp < 0 {
						b.Fatal("negative DP")
					}
				}
			}
		})
	}
}
