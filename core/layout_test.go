package core_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/scripting"
)

// builtinDecks returns the built-in decks by name, in name order.
func builtinDecks(t *testing.T) ([]string, map[string]core.DeckList, *cardpool.Pool) {
	t.Helper()
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	names, err := deck.BuiltinNames(cards.FS)
	require.NoError(t, err)
	lists := map[string]core.DeckList{}
	for _, n := range names {
		d, err := deck.Builtin(cards.FS, n, pool)
		require.NoError(t, err)
		lists[n] = d.List()
	}
	return names, lists, pool
}

// playLogged plays a random game with every card effect and returns its event log
// and result; fresh: every list kept from one event to the next is found afresh after
// every event instead (core.Fresh).
func playLogged(t *testing.T, host core.EffectSource, seed uint64, decks [2]core.DeckList, fresh bool) []string {
	t.Helper()
	g, err := core.NewGame(core.Config{Seed: seed, Decks: decks, Effects: host, RecordEvents: true,
		Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
	require.NoError(t, err)
	if fresh {
		core.Fresh(g)
	}
	r := g.Run()
	require.NoError(t, r.Err)
	log := []string{fmt.Sprintf("%+v", *g.Result())}
	for _, e := range g.Events {
		log = append(log, fmt.Sprintf("%+v", e))
	}
	return log
}

// sameGame fails at the first line where two logs of a game differ.
func sameGame(t *testing.T, want, got []string, game string) {
	t.Helper()
	for i := range min(len(want), len(got)) {
		require.Equal(t, want[i], got[i], "%s: line %d of the log", game, i)
	}
	require.Len(t, got, len(want), game)
}

// Keeping the live effects while the layout stays (layout.go), skipping the keywords of
// the objects on the field when finding the triggers of an event no keyword's
// behaviour reacts to (behaviourMayTrigger), and skipping the derived values of a
// Tamer or an Option while no grant treats a card as a Digimon (isDigimon), change no
// game: random games of every pairing of the built-in decks, with every card effect,
// play out event for event as they do when the lists are found afresh after every
// event and nothing is skipped.
func TestKeptLiveEffectsChangeNoGame(t *testing.T) {
	names, lists, pool := builtinDecks(t)
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	seed := uint64(0)
	for _, a := range names {
		for _, b := range names {
			seed++ // a seed per pairing: every deck plays many games
			decks := [2]core.DeckList{lists[a], lists[b]}
			sameGame(t, playLogged(t, host, seed, decks, true), playLogged(t, host, seed, decks, false),
				fmt.Sprintf("%s vs %s, seed %d", a, b, seed))
		}
	}
}
