package games

import (
	"flag"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"

	"github.com/dcg-engine/dcg/cards"
)

// The soak: many random games over every pairing of the built-in decks with all
// effects, invariants checked at every decision, a sample replayed for determinism.
// Off unless -soak.from/-soak.to give a range of game indices, so a million games can
// run in pieces: go test ./tests/games -run Soak -soak.from 0 -soak.to 1000000 -timeout 0
var (
	soakFrom = flag.Int("soak.from", 0, "first game index of the soak")
	soakTo   = flag.Int("soak.to", 0, "one past the last game index of the soak (0: no soak)")
	soakSeed = flag.Uint64("soak.seed", 1, "the soak's batch seed")
)

func TestSoak(t *testing.T) {
	if *soakTo <= *soakFrom {
		t.Log("no soak range given (-soak.from, -soak.to): nothing to do")
		return
	}
	_, pool := loadDecks(t)
	names, err := deck.BuiltinNames(cards.FS)
	require.NoError(t, err)
	var decks []core.DeckList
	for _, n := range names {
		d, err := deck.Builtin(cards.FS, n, pool)
		require.NoError(t, err)
		if d.Validate(nil) == nil {
			decks = append(decks, d.List())
		}
	}
	lib := scripting.ForPool(pool)
	host := lib.NewHost()
	defer host.Close()
	reasons := map[string]int{}
	for i := *soakFrom; i < *soakTo; i++ {
		seed := match.GameSeed(*soakSeed, i)
		a, b := decks[i%len(decks)], decks[(i/len(decks))%len(decks)]
		label := fmt.Sprintf("soak game %d (%s vs %s, seed %d)", i, a.Name, b.Name, seed)
		var g *core.Game
		cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{a, b}, Effects: host, RecordEvents: i%1000 == 0}
		cfg.Agents[0] = checking(t, &g, label, core.NewRandomAgent(seed^1))
		cfg.Agents[1] = checking(t, &g, label, core.NewRandomAgent(seed^2))
		g, err = core.NewGame(cfg)
		require.NoError(t, err)
		r := g.Run()
		if r.Err != nil {
			t.Fatalf("%s: %v", label, r.Err)
		}
		reasons[r.Reason]++
		if cfg.RecordEvents { // every 1000th game: replay it and compare
			rcfg, _, err := g.Replay().Config(pool)
			require.NoError(t, err)
			rcfg.Effects, rcfg.RecordEvents = host, true
			g2, err := core.NewGame(rcfg)
			require.NoError(t, err)
			require.Equal(t, r, g2.Run(), label)
			require.Equal(t, g.Events, g2.Events, label)
		}
	}
	t.Logf("games %d..%d: %v", *soakFrom, *soakTo, reasons)
}
