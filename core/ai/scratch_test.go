package ai

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/scripting"
)

// Predicting on the scratch buffer changes no decision: greedy-vs-greedy games with
// every effect, once with the buffer and once with every predicted position on the
// heap, give the same answers.
func TestScratchChangesNoDecision(t *testing.T) {
	decks, pool := builtinDecks(t)
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	play := func(seed uint64, heap bool) []int {
		a, b := NewGreedy(seed), NewGreedy(seed+1)
		if heap {
			a.scratch, b.scratch = nil, nil
		}
		g, err := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks[seed%3], decks[(seed/3)%3]},
			Effects: host, Agents: [2]core.Agent{a, b}})
		require.NoError(t, err)
		require.NoError(t, g.Run().Err)
		return g.Answers()
	}
	for seed := range uint64(90) {
		require.Equal(t, play(seed, true), play(seed, false), "game %d", seed)
	}
}

// builtinDecks are the starter decks ST1, ST2 and ST3 in the built-in pool.
func builtinDecks(t testing.TB) ([]core.DeckList, *cardpool.Pool) {
	t.Helper()
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	var decks []core.DeckList
	for _, name := range []string{"st1", "st2", "st3"} {
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err)
		decks = append(decks, d.List())
	}
	return decks, pool
}
