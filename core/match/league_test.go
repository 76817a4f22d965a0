package match

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

func leagueSpec(games int, seed uint64, decks ...string) LeagueSpec {
	s := LeagueSpec{Games: games, Seed: seed, Mirrors: true,
		Agents: []AgentFactory{Agents()["random"]}, AgentNames: []string{"random"}}
	for _, name := range decks {
		d := simpleDeck()
		d.Name = name
		s.Decks = append(s.Decks, d)
	}
	return s
}

// Every ordered pairing is listed once, mirrors only when asked, and the arithmetic
// of Pairing agrees with the order of the listing: p1's deck, then p2's.
func TestLeaguePairings(t *testing.T) {
	l := &League{Decks: []string{"a", "b", "c"}, Agents: []string{"random"}}
	require.Equal(t, []Pairing{{0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}}, l.Pairings())
	l.Mirrors = true
	require.Equal(t, []Pairing{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}}, l.Pairings())
}

// The games are shared out equally, the remainder to the first pairings; with two
// agents, who sits at p1 alternates from pairing to pairing and from round to round,
// so each agent plays each side of each pairing.
func TestLeagueSharesAndAgentTurns(t *testing.T) {
	spec := leagueSpec(2*6+4, 5, "a", "b", "c")
	spec.Mirrors = false
	spec.Agents = []AgentFactory{Agents()["random"], Agents()["first"]}
	spec.AgentNames = []string{"random", "first"}
	var games []*Game
	spec.OnGame = func(g *Game) error { games = append(games, g); return nil }
	sum, err := RunLeague(context.Background(), spec)
	require.NoError(t, err)
	require.Equal(t, 16, sum.Games)
	require.Len(t, sum.Pairings, 6)
	for p, res := range sum.Pairings {
		want := 2
		if p < 4 {
			want = 3
		}
		require.Equal(t, want, res.Games, "pairing %v", res.Decks)
	}
	require.Equal(t, [2]string{"a", "b"}, games[0].Decks)
	require.Equal(t, [2]string{"random", "first"}, games[0].Agents)
	require.Equal(t, [2]string{"a", "b"}, games[6].Decks)
	require.Equal(t, [2]string{"first", "random"}, games[6].Agents, "the second round swaps the agents")
	require.Equal(t, [2]string{"a", "c"}, games[1].Decks)
	require.Equal(t, [2]string{"first", "random"}, games[1].Agents, "the next pairing swaps them")
	require.Equal(t, [2]string{"b", "a"}, games[2].Decks)
	require.Equal(t, [2]string{"random", "first"}, games[2].Agents)
	require.Len(t, sum.Agents, 2)
	require.Zero(t, sum.Errors)
	// a sits in pairings 0, 1 (3 games each), 2 (3) and 4 (2); b in 0, 2, 3 (3 each)
	// and 5 (2); c in 1, 3 (3 each), 4 and 5 (2 each).
	for d, want := range []int{11, 11, 10} {
		s := sum.Decks[d]
		require.Equal(t, want, s.Games, s.Name)
		require.Equal(t, s.Games, s.GoingFirst.Games+s.GoingSecond.Games, s.Name)
	}
	require.Equal(t, 32, sum.Agents[0].Games+sum.Agents[1].Games, "each game has two sides")
	require.Equal(t, 16, sum.Agents[0].Games)
	for _, g := range games {
		require.NoError(t, g.Check(), "game %d", g.Index)
		require.Equal(t, GameSeed(5, g.Index), g.Seed)
	}
}

// A league's games and digest do not depend on the number of workers, and its log
// lines, tallied again, give the same summary.
func TestLeagueIndependentOfWorkers(t *testing.T) {
	run := func(workers int) (LeagueSummary, []*Game) {
		spec := leagueSpec(18, 3, "a", "b", "c")
		spec.Workers = workers
		var games []*Game
		spec.OnGame = func(g *Game) error { games = append(games, g); return nil }
		sum, err := RunLeague(context.Background(), spec)
		require.NoError(t, err)
		return sum, games
	}
	one, games := run(1)
	three, _ := run(3)
	require.Equal(t, one.Digest, three.Digest)
	require.Equal(t, one.Decks, three.Decks)
	require.Equal(t, one.Pairings, three.Pairings)
	again := NewLeagueTally(games[0].Batch.League)
	for _, g := range games {
		again.Add(g)
	}
	require.Equal(t, one.Digest, again.Summary().Digest)
	require.Equal(t, one.Decks, again.Summary().Decks)
	wins, ended := one.Versus("a", "b")
	res := one.Pairings[1] // a vs b
	back := one.Pairings[3]
	require.Equal(t, [2]string{"b", "a"}, back.Decks)
	require.Equal(t, res.Wins[0]+back.Wins[1], wins)
	require.Equal(t, res.Games+back.Games, ended)
}

// With Invariants set, the checker runs at every decision and at the end of every
// game; a violation ends the game as an error game, counted in no statistic.
func TestLeagueChecksInvariants(t *testing.T) {
	spec := leagueSpec(4, 1, "a", "b")
	calls := 0
	spec.Workers = 1
	spec.Invariants = func(g *core.Game) error {
		calls++
		return g.CheckInvariants()
	}
	sum, err := RunLeague(context.Background(), spec)
	require.NoError(t, err)
	require.Zero(t, sum.Errors)
	require.Positive(t, calls)
	require.Equal(t, calls, sum.InvariantChecks)

	spec.Invariants = func(g *core.Game) error {
		if g.Turn >= 3 {
			return errors.New("a card in two places")
		}
		return nil
	}
	sum, err = RunLeague(context.Background(), spec)
	require.NoError(t, err)
	require.Equal(t, 4, sum.Errors)
	require.Zero(t, sum.Decks[0].Games, "an error game counts in no standing")
	require.Contains(t, sum.FirstErrors[0], "invariant broken in turn 3: a card in two places")
}

// A log line whose decks are not those of its seat in the league is refused.
func TestLeagueLineCheck(t *testing.T) {
	l := &League{Decks: []string{"a", "b"}, Agents: []string{"random"}}
	g := &Game{Index: 1, Batch: &Batch{Games: 4, League: l}, Decks: [2]string{"b", "a"}, Agents: [2]string{"random", "random"}}
	require.NoError(t, g.Check())
	g.Decks = [2]string{"a", "b"}
	require.ErrorContains(t, g.Check(), "game 1 of the league is")
	g.Decks = [2]string{"b", "a"}
	l.Decks = []string{"a", "a"}
	require.ErrorContains(t, g.Check(), "twice")
}
