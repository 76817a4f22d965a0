package match

import (
	"context"
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

func simpleSpec(games int, seed uint64) Spec {
	return Spec{Decks: [2]core.DeckList{simpleDeck(), simpleDeck()}, Games: games, Seed: seed,
		Agents: [2]AgentFactory{Agents()["random"], Agents()["greedy"]}, AgentNames: [2]string{"random", "greedy"}}
}

// The results of a batch do not depend on the number of workers, and the callback
// sees the games in order.
func TestResultsIndependentOfWorkers(t *testing.T) {
	run := func(workers int) (Summary, []int) {
		var order []int
		spec := simpleSpec(40, 9)
		spec.Workers = workers
		spec.OnGame = func(g *Game) error { order = append(order, g.Index); return nil }
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
	other, _ := Run(simpleSpec(40, 10))
	require.NotEqual(t, one.Digest, other.Digest)
	require.Equal(t, 40, one.P1Wins+one.P2Wins)
	require.Zero(t, one.Errors)
}

// The shards of a batch play each game once, with the seed it has in the whole batch,
// and their games tallied in order give the whole batch's summary.
func TestShardsMergeIntoTheWholeBatch(t *testing.T) {
	whole, err := Run(simpleSpec(25, 3))
	require.NoError(t, err)
	tally := NewTally()
	seen := map[int]bool{}
	for i := range 3 {
		spec := simpleSpec(25, 3)
		spec.Shard = Shard{Index: i, Count: 3}
		spec.OnGame = func(g *Game) error {
			require.False(t, seen[g.Index], "game %d played twice", g.Index)
			seen[g.Index] = true
			require.Equal(t, GameSeed(3, g.Index), g.Seed)
			tally.Add(g)
			return nil
		}
		_, err := Run(spec)
		require.NoError(t, err)
	}
	require.Len(t, seen, 25)
	merged := tally.Summary()
	require.Equal(t, whole.Digest, merged.Digest)
	require.Equal(t, whole.Players, merged.Players)
	require.Equal(t, whole.Turns, merged.Turns)
	require.Equal(t, whole.Reasons, merged.Reasons)
}

func TestShardRangesCoverTheBatch(t *testing.T) {
	for _, n := range []int{0, 1, 7, 100} {
		for count := 1; count <= 9; count++ {
			next := 0
			for i := range count {
				lo, hi := Shard{i, count}.Range(n)
				require.Equal(t, next, lo)
				require.LessOrEqual(t, lo, hi)
				next = hi
			}
			require.Equal(t, n, next)
		}
	}
	require.Error(t, Shard{3, 3}.Validate())
	require.Error(t, Shard{-1, 2}.Validate())
	require.NoError(t, Shard{}.Validate())
}

// A stopped batch reports every game it finished, in order with no gap.
func TestStoppedBatchReportsAPrefix(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	spec := simpleSpec(1000, 5)
	spec.Workers = 2
	var got []int
	spec.OnGame = func(g *Game) error {
		got = append(got, g.Index)
		if len(got) == 10 {
			cancel()
		}
		return nil
	}
	s, err := RunContext(ctx, spec)
	require.ErrorIs(t, err, context.Canceled)
	require.Less(t, len(got), 1000)
	require.Equal(t, len(got), s.Games)
	for i, idx := range got {
		require.Equal(t, i, idx)
	}
}

func TestWilsonInterval(t *testing.T) {
	r := Wilson(80, 100)
	require.InDelta(t, 0.8, r.Rate, 1e-12)
	require.InDelta(t, 0.7112, r.Low, 1e-4) // the textbook values for 80/100
	require.InDelta(t, 0.8666, r.High, 1e-4)
	r = Wilson(0, 10)
	require.Zero(t, r.Low)
	require.Greater(t, r.High, 0.0)
	require.Equal(t, Rate{}, Wilson(0, 0))
}

func TestLengths(t *testing.T) {
	tally := NewTally()
	for i, turns := range []int{5, 9, 7, 7, 20, 6, 8, 7, 10, 11} {
		tally.Add(&Game{Index: i, Turns: turns, Winner: "p1", First: "p1", Reason: "security"})
	}
	s := tally.Summary()
	require.Equal(t, Lengths{Min: 5, Median: 7, P90: 11, Max: 20, Mean: 9}, s.Turns)
	require.Equal(t, Split{Games: 10, Wins: 10, Rate: 1}, s.Players[0].GoingFirst)
	require.Equal(t, Split{Games: 0}, s.Players[0].GoingSecond)
	require.Equal(t, Split{Games: 10}, s.Players[1].GoingSecond)
}

// A shard's range is exact for batches near MaxGames and shard counts near 2^62: no
// product of a game count and a shard index overflows.
func TestShardRangesDoNotOverflow(t *testing.T) {
	for _, c := range []struct {
		n      int
		s      Shard
		lo, hi int
	}{
		{1 << 62, Shard{3, 4}, 3 << 60, 1 << 62},
		{1 << 62, Shard{1<<62 - 1, 1 << 62}, 1<<62 - 1, 1 << 62},
		{MaxGames, Shard{7, 8}, MaxGames / 8 * 7, MaxGames},
		{10, Shard{2, 3}, 6, 10},
	} {
		if lo, hi := c.s.Range(c.n); lo != c.lo || hi != c.hi {
			t.Errorf("shard %s of %d: [%d, %d), want [%d, %d)", c.s, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if err := (Shard{0, MaxGames + 1}).Validate(); err == nil {
		t.Error("a shard count over MaxGames is valid")
	}
}
