package match

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

func simpleDeck() core.DeckList {
	egg := &core.CardData{Number: "T-01", Name: "Egg", Kind: core.DigiEgg, Colors: core.ColorsOf(core.Red), Level: 2}
	mon := &core.CardData{Number: "T-03", Name: "Mon", Kind: core.Digimon, Colors: core.ColorsOf(core.Red), Level: 3,
		Cost: 3, HasCost: true, DP: 3000, HasDP: true, Digivolve: []core.DigivolveReq{{Colors: core.ColorsOf(core.Red), Level: 2}}}
	d := core.DeckList{Name: "simple", Eggs: []*core.CardData{egg, egg}}
	for range 50 {
		d.Main = append(d.Main, mon)
	}
	return d
}

// The results of a batch do not depend on the number of workers, and the callback
// sees the games in order.
func TestResultsIndependentOfWorkers(t *testing.T) {
	run := func(workers int) (Summary, []int) {
		var order []int
		spec := Spec{Decks: [2]core.DeckList{simpleDeck(), simpleDeck()}, Games: 40, Seed: 9, Workers: workers,
			Agents: [2]AgentFactory{Agents()["random"], Agents()["random"]},
			OnGame: func(r Record) error { order = append(order, r.Index); return nil }}
		s, err := Run(spec)
		require.NoError(t, err)
		return s, order
	}
	one, order1 := run(1)
	four, order4 := run(4)
	require.Equal(t, one.Digest, four.Digest)
	require.Equal(t, one.P1Wins, four.P1Wins)
	require.Equal(t, order1, order4)
	for i, idx := range order1 {
		require.Equal(t, i, idx)
	}
	other, _ := Run(Spec{Decks: [2]core.DeckList{simpleDeck(), simpleDeck()}, Games: 40, Seed: 10,
		Agents: [2]AgentFactory{Agents()["random"], Agents()["random"]}})
	require.NotEqual(t, one.Digest, other.Digest)
	require.Equal(t, 40, one.P1Wins+one.P2Wins)
	require.Zero(t, one.Errors)
}
