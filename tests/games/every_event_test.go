package games

import (
	"flag"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// How many games the every-event check plays: a few in `go test ./...`, as many as
// asked for with -events.games (go test ./tests/games -run EveryEvent -events.games 20000).
var eventGames = flag.Int("events.games", 0, "games of the every-event invariant check (0: a quick run)")

// TestEveryCardInOnePlaceAfterEveryEvent: seeded random games with every card effect —
// over every pairing of the built-in decks, and between random decks drawn from the
// whole pool — check the invariants after every single event, not only at decisions:
// every card is in exactly one place (a zone, a stack, or on its way in one move) the
// whole time, and the card count is conserved.
func TestEveryCardInOnePlaceAfterEveryEvent(t *testing.T) {
	decks, names, pool := loadBuiltinDecks(t)
	all, err := pool.All()
	require.NoError(t, err)
	var main, eggs []*core.CardData
	for _, c := range all {
		if c.Kind == core.DigiEgg {
			eggs = append(eggs, c)
		} else {
			main = append(main, c)
		}
	}
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	n := *eventGames
	if n == 0 {
		n = 2 * len(names) // each built-in deck twice, and as many random-pool games
		if testing.Short() {
			n = len(names)
		}
	}
	rng := core.NewRNG(15)
	label := ""
	check := func(g *core.Game, ev *core.Event) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("%s, event %d (%s, turn %d): %v", label, ev.Seq, ev.Kind, ev.Turn, err)
		}
	}
	for i := range 2 * n {
		seed := match.GameSeed(99, i)
		var d [2]core.DeckList
		if i%2 == 0 {
			j := i / 2
			d = [2]core.DeckList{decks[names[j%len(names)]], decks[names[(j/len(names)+j)%len(names)]]}
		} else {
			d = [2]core.DeckList{randomDeck(t, rng, main, eggs), randomDeck(t, rng, main, eggs)}
		}
		label = fmt.Sprintf("game %d (%s vs %s, seed %d)", i, d[0].Name, d[1].Name, seed)
		g, err := core.NewGame(core.Config{Seed: seed, Decks: d, Effects: host, Observers: []core.EventObserver{check},
			Agents: [2]core.Agent{core.NewRandomAgent(seed ^ 1), core.NewRandomAgent(seed ^ 2)}})
		require.NoError(t, err)
		r := g.Run()
		require.NoError(t, r.Err, label)
	}
}
