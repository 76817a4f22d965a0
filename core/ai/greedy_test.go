package ai_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

var starters = []string{"st1", "st2", "st3"}

func starterDecks(t *testing.T) (map[string]core.DeckList, *cardpool.Pool) {
	t.Helper()
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	out := map[string]core.DeckList{}
	for _, name := range starters {
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err)
		out[name] = d.List()
	}
	return out, pool
}

// The acceptance bar of the greedy AI: it beats random in at least 80% of 1,000 games
// with every pair of starter decks (its deck, the opponent's deck), in both seats,
// with the cards' scripted effects.
func TestGreedyBeatsRandom(t *testing.T) {
	decks, pool := starterDecks(t)
	lib := scripting.ForPool(pool)
	games := 1000
	if testing.Short() {
		games = 100
	}
	agents := match.Agents()
	for _, mine := range starters {
		for _, theirs := range starters {
			for seat := range 2 {
				name := fmt.Sprintf("greedy %s vs random %s, greedy p%d", mine, theirs, seat+1)
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					spec := match.Spec{Games: games, Seed: 2024, Effects: func() (core.EffectSource, func()) {
						h := lib.NewHost()
						return h, h.Close
					}}
					spec.Decks[seat], spec.Decks[1-seat] = decks[mine], decks[theirs]
					spec.Agents[seat], spec.Agents[1-seat] = agents["greedy"], agents["random"]
					s, err := match.Run(spec)
					require.NoError(t, err)
					require.Zero(t, s.Errors, "%v", s.FirstErrors)
					wins := s.Players[seat].Wins
					t.Logf("%s: %d of %d (%.1f%%)", name, wins, s.Games, 100*float64(wins)/float64(s.Games))
					require.GreaterOrEqual(t, wins*100, 80*s.Games, "greedy won %d of %d", wins, s.Games)
				})
			}
		}
	}
}

// The same seed gives the same choices: the agent is deterministic.
func TestGreedyIsDeterministic(t *testing.T) {
	decks, _ := starterDecks(t)
	play := func(seed uint64) []int {
		cfg := core.Config{Seed: 5, Decks: [2]core.DeckList{decks["st1"], decks["st3"]},
			Agents: [2]core.Agent{ai.NewGreedy(seed), ai.NewGreedy(seed + 1)}}
		g, err := core.NewGame(cfg)
		require.NoError(t, err)
		r := g.Run()
		require.NoError(t, r.Err)
		return g.Answers()
	}
	require.Equal(t, play(1), play(1))
}
