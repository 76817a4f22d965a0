// Package games plays whole seeded games over the built-in decks: invariants at every
// decision, record-and-replay, and the benchmark of one full game.
package games

import (
	"flag"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
)

var invariantGames = flag.Int("invariant-games", 10000, "random games the invariant test plays")

var starters = []string{"st1", "st2", "st3"}

func loadDecks(t testing.TB) (map[string]core.DeckList, *cardpool.Pool) {
	t.Helper()
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	out := map[string]core.DeckList{}
	for _, name := range starters {
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err)
		require.NoError(t, d.Validate(nil))
		out[name] = d.List()
	}
	return out, pool
}

// pairings lists every ordered pair of built-in decks, mirrors included.
func pairings() [][2]string {
	var out [][2]string
	for _, a := range starters {
		for _, b := range starters {
			out = append(out, [2]string{a, b})
		}
	}
	return out
}

// checking wraps an agent so that every prompt first checks the game's invariants
// (card conservation, one place per card, memory within −10…10, unique identities,
// DP not negative) and that the prompt offers at least one choice.
func checking(t *testing.T, g **core.Game, label string, a core.Agent) core.Agent {
	return core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if err := (*g).CheckInvariants(); err != nil {
			t.Fatalf("%s, turn %d: %v", label, (*g).Turn, err)
		}
		if len(p.Choices) == 0 {
			t.Fatalf("%s, turn %d: a %s prompt with no choice", label, (*g).Turn, p.Kind)
		}
		return a.Choose(v, p)
	})
}

// TestRandomGamesKeepInvariants: 10,000 seeded random games across every pairing of the
// built-in decks; each ends with a winner and a reason, with no error, and the
// invariants hold at every decision.
func TestRandomGamesKeepInvariants(t *testing.T) {
	decks, _ := loadDecks(t)
	pairs := pairings()
	n := *invariantGames
	if testing.Short() {
		n = 500
	}
	reasons := map[string]int{}
	for i := range n {
		pair := pairs[i%len(pairs)]
		seed := match.GameSeed(42, i)
		label := fmt.Sprintf("game %d %s vs %s seed %d", i, pair[0], pair[1], seed)
		var g *core.Game
		cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{decks[pair[0]], decks[pair[1]]}}
		cfg.Agents[0] = checking(t, &g, label, core.NewRandomAgent(seed^1))
		cfg.Agents[1] = checking(t, &g, label, core.NewRandomAgent(seed^2))
		g, err := core.NewGame(cfg)
		require.NoError(t, err)
		r := g.Run()
		if r.Err != nil {
			t.Fatalf("%s: %v", label, r.Err)
		}
		if r.Draw || r.Reason == "" {
			t.Fatalf("%s: ended without a winner and a reason: %+v", label, r)
		}
		require.NoError(t, g.CheckInvariants(), label)
		reasons[r.Reason]++
	}
	// Both ways of winning without effects happen in a large sample.
	require.Positive(t, reasons[core.ReasonSecurity], "wins by security attack")
	t.Logf("%d games: %v", n, reasons)
}

// TestRecordAndReplay: 100 recorded games replayed from seed, decks and answers give
// identical event logs and results.
func TestRecordAndReplay(t *testing.T) {
	decks, pool := loadDecks(t)
	pairs := pairings()
	for i := range 100 {
		pair := pairs[i%len(pairs)]
		seed := match.GameSeed(7, i)
		cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{decks[pair[0]], decks[pair[1]]}, RecordEvents: true,
			Agents: [2]core.Agent{core.NewRandomAgent(seed + 1), core.NewRandomAgent(seed + 2)}}
		g, err := core.NewGame(cfg)
		require.NoError(t, err)
		want := g.Run()
		require.NoError(t, want.Err)

		rcfg, agents, err := g.Replay().Config(pool)
		require.NoError(t, err)
		rcfg.RecordEvents = true
		g2, err := core.NewGame(rcfg)
		require.NoError(t, err)
		got := g2.Run()
		require.NoError(t, agents[0].Err)
		require.Equal(t, want, got, "game %d result", i)
		require.Equal(t, g.Events, g2.Events, "game %d event log", i)
	}
}

// TestSameSeedSameGame and another seed another game (determinism).
func TestSameSeedSameGame(t *testing.T) {
	decks, _ := loadDecks(t)
	run := func(seed uint64) []core.Event {
		g, err := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks["st1"], decks["st2"]}, RecordEvents: true,
			Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
		require.NoError(t, err)
		require.NoError(t, g.Run().Err)
		return g.Events
	}
	require.Equal(t, run(5), run(5))
	require.NotEqual(t, run(5), run(6))
}

// BenchmarkRandomGame plays one full random game of ST1 against ST2 per iteration.
func BenchmarkRandomGame(b *testing.B) {
	decks, _ := loadDecks(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		seed := uint64(i)
		g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks["st1"], decks["st2"]},
			Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
		if r := g.Run(); r.Err != nil {
			b.Fatal(r.Err)
		}
	}
}
