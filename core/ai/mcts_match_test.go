package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// mctsBatch is a batch of the search agent (budget think) against another agent,
// with every card effect; seat is the search's player.
func mctsBatch(t *testing.T, mine, theirs, other string, seat, think, games, workers int) match.Summary {
	t.Helper()
	decks, pool := starterDecks(t)
	lib := scripting.ForPool(pool)
	spec := match.Spec{Games: games, Seed: 5, Workers: workers, Effects: func() (core.EffectSource, func()) {
		h := lib.NewHost()
		return h, h.Close
	}}
	agents := match.AgentsThinking(think)
	spec.Decks[seat], spec.Decks[1-seat] = decks[mine], decks[theirs]
	spec.Agents[seat], spec.Agents[1-seat] = agents["mcts"], agents[other]
	s, err := match.Run(spec)
	require.NoError(t, err)
	require.Zero(t, s.Errors, "%v", s.FirstErrors)
	return s
}

// The same seed and budget give the same games with one worker or two: each search
// draws from its own seeded RNG, and each worker's playouts from their own effects.
func TestSearchGamesIndependentOfWorkers(t *testing.T) {
	one := mctsBatch(t, "st1", "st2", "greedy", 0, 8, 6, 1)
	two := mctsBatch(t, "st1", "st2", "greedy", 0, 8, 6, 2)
	require.Equal(t, one.Digest, two.Digest)
	other := mctsBatch(t, "st1", "st2", "greedy", 0, 16, 6, 2)
	require.NotEqual(t, one.Digest, other.Digest, "the budget changes the games: the search decides")
}

// A short strength check (the README's table measures it over 100 games a seat): with
// its default budget the search wins at least half of its games against greedy in
// each seat, and clearly more over both.
func TestSearchBeatsGreedy(t *testing.T) {
	wins := 0
	for seat := range 2 {
		s := mctsBatch(t, "st1", "st2", "greedy", seat, 0, 24, 0)
		t.Logf("mcts p%d: %d of %d", seat+1, s.Players[seat].Wins, s.Games)
		require.GreaterOrEqual(t, s.Players[seat].Wins, 12, "mcts p%d wins at least half of 24", seat+1)
		wins += s.Players[seat].Wins
	}
	require.GreaterOrEqual(t, wins, 29, "mcts wins at least 60%% of 48 games")
}
