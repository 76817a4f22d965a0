package games

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// randomDeck builds a legal deck from the whole card pool with the game RNG: 50 main
// cards (at most 4 of a number) and 4 Digi-Eggs. Most of these cards are unscripted
// and play with their printed values; the point is every procedure — DigiXros,
// Assembly, DNA, Burst, App Fusion, link — meeting random boards.
func randomDeck(t testing.TB, rng *core.RNG, main, eggs []*core.CardData) core.DeckList {
	d := core.DeckList{Name: "random"}
	count := map[string]int{}
	for len(d.Main) < 50 {
		c := main[rng.Intn(len(main))]
		if count[c.Number] < 4 {
			count[c.Number]++
			d.Main = append(d.Main, c)
		}
	}
	for range 4 {
		d.Eggs = append(d.Eggs, eggs[rng.Intn(len(eggs))])
	}
	return d
}

// TestRandomPoolDecksPlay: random decks drawn from the cards with special
// requirements (and the rest of their sets) play to the end with no engine error and
// with the invariants holding at every decision.
func TestRandomPoolDecksPlay(t *testing.T) {
	_, pool := loadDecks(t)
	all, err := pool.All()
	require.NoError(t, err)
	var special, eggs []*core.CardData
	for _, c := range all {
		switch {
		case c.Kind == core.DigiEgg:
			eggs = append(eggs, c)
		case c.DNA != nil || c.DigiXros != nil || c.Assembly != nil || c.Burst != nil || c.AppFusion != nil || c.Link != nil,
			c.Set == "BT1" || c.Set == "BT21" || c.Set == "BT10" || c.Set == "EX2":
			special = append(special, c)
		}
	}
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	rng := core.NewRNG(99)
	n := 150
	if testing.Short() {
		n = 30
	}
	for i := range n {
		seed := uint64(i + 1)
		decks := [2]core.DeckList{randomDeck(t, rng, special, eggs), randomDeck(t, rng, special, eggs)}
		var g *core.Game
		label := "random pool game"
		cfg := core.Config{Seed: seed, Decks: decks, Effects: host}
		cfg.Agents[0] = checking(t, &g, label, core.NewRandomAgent(seed))
		cfg.Agents[1] = checking(t, &g, label, core.NewRandomAgent(seed+7))
		g, err = core.NewGame(cfg)
		require.NoError(t, err)
		r := g.Run()
		require.NoError(t, r.Err, "game %d", i)
	}
}
