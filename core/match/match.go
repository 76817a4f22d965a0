// Package match plays batches of games between two decks: seeds per game, agents per
// player, games in parallel on worker goroutines, and a summary. The results do not
// depend on the number of workers: game i always gets the same seed, and finished
// games are reported in order. A batch can be split into shards (Spec.Shard) played
// anywhere; the summary of the shards' games (Tally) equals the whole batch's. A league
// (RunLeague, league.go) is a batch over every ordered pairing of several decks.
package match

import (
	"context"
	"fmt"
	"math/bits"
	"time"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
)

// AgentFactory makes the agent of one player for one game, from that game's seed.
type AgentFactory func(p core.PlayerID, gameSeed uint64) core.Agent

// Agents are the built-in agents by name, the search agent with its default budget.
func Agents() map[string]AgentFactory { return AgentsThinking(0) }

// AgentsThinking are the built-in agents by name, the search agent ("mcts") with a
// budget of think playouts per decision (0: ai.DefaultThink).
func AgentsThinking(think int) map[string]AgentFactory {
	return map[string]AgentFactory{
		"mcts": func(p core.PlayerID, seed uint64) core.Agent {
			return ai.NewMCTS(core.SplitMix64(seed^(uint64(p)+1)*0x9fb21c651e98df25), think)
		},
		"random": func(p core.PlayerID, seed uint64) core.Agent {
			return core.NewRandomAgent(core.SplitMix64(seed ^ (uint64(p)+1)*0x5bd1e995))
		},
		"first": func(core.PlayerID, uint64) core.Agent { return core.FirstAgent{} },
		"greedy": func(p core.PlayerID, seed uint64) core.Agent {
			return ai.NewGreedy(core.SplitMix64(seed ^ (uint64(p)+1)*0x2545f4914f6cdd1d))
		},
	}
}

// Spec describes a batch.
type Spec struct {
	Decks  [2]core.DeckList
	Agents [2]AgentFactory
	// AgentNames label the agents in the log and the summary.
	AgentNames [2]string
	Games      int    // the size of the batch
	Seed       uint64 // the batch seed; game i's seed is GameSeed(Seed, i)
	// Shard, if set, plays only one slice of the batch's games (see Shard).
	Shard   Shard
	Workers int // 0 = one per CPU
	// RecordEvents keeps each game's event log in its Game.
	RecordEvents bool
	// Layers are the card folders loaded on top of the built-in pool, recorded in
	// every game's replay (core.Replay.Layers).
	Layers []core.ReplayLayer
	// Effects, if set, makes the card effects of one worker: it is called once per
	// worker goroutine (a Lua host is not goroutine-safe) and its release func when the
	// worker is done.
	Effects func() (core.EffectSource, func())
	// Instrument, if set, is called for each game before it is made, on the worker
	// goroutine that plays it: it may add observers to the game's config and wrap its
	// agents (coverage counts effects so). The function it returns is called once the
	// game is over, on the same goroutine. Unset, a game pays nothing for it.
	Instrument func(cfg *core.Config) (done func())
	// Invariants, if set, is called at every decision of every game and once the game
	// is over (core.Game.CheckInvariants): a violation ends the game as an error game.
	Invariants func(*core.Game) error
	// OnGame, if set, is called for each finished game, in game order, from one
	// goroutine at a time. An error stops the batch: no new game starts.
	OnGame func(*Game) error
}

// Shard is the Index-th (from 0) of Count contiguous slices of a batch's games. The
// zero Shard is the whole batch.
type Shard struct{ Index, Count int }

// Range returns the game indices [lo, hi) of the shard in a batch of n games.
func (s Shard) Range(n int) (lo, hi int) {
	if s.Count <= 1 {
		return 0, n
	}
	return mulDiv(n, s.Index, s.Count), mulDiv(n, s.Index+1, s.Count)
}

// mulDiv is n*a/c for 0 <= n, 0 <= a <= c, 0 < c, in 128 bits: n*a overflows an int for
// a batch and a shard count near 2^62, the quotient never does (it is at most n).
func mulDiv(n, a, c int) int {
	hi, lo := bits.Mul64(uint64(n), uint64(a))
	q, _ := bits.Div64(hi, lo, uint64(c))
	return int(q)
}

// Validate checks that the shard is one of its slices.
func (s Shard) Validate() error {
	if s.Count < 0 || s.Count > MaxGames || (s.Count > 0 && (s.Index < 0 || s.Index >= s.Count)) {
		return fmt.Errorf("shard %d/%d: want i/n with 0 <= i < n", s.Index, s.Count)
	}
	return nil
}

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// GameSeed is the seed of game i of a batch.
func GameSeed(batch uint64, i int) uint64 {
	return core.SplitMix64(batch + uint64(i)*0x9e3779b97f4a7c15)
}

// Run plays the batch (or its shard) to the end.
func Run(spec Spec) (Summary, error) { return RunContext(context.Background(), spec) }

// RunContext plays the batch until it ends or ctx is done. When ctx is done no new
// game starts; the games being played finish and are reported, and the error is
// ctx's: the summary then counts the games played so far, in order with no gap.
func RunContext(ctx context.Context, spec Spec) (Summary, error) {
	if spec.Games < 0 || spec.Games > MaxGames {
		return Summary{}, fmt.Errorf("a batch of %d games: want 0 to %d", spec.Games, MaxGames)
	}
	if err := spec.Shard.Validate(); err != nil {
		return Summary{}, err
	}
	lo, hi := spec.Shard.Range(spec.Games)
	t := &table{decks: spec.Decks, agents: spec.Agents, agentNames: spec.AgentNames,
		poolHash: core.PoolHash(spec.Decks), layers: spec.Layers}
	games := gameRules{batch: &Batch{Seed: spec.Seed, Games: spec.Games}, recordEvents: spec.RecordEvents,
		instrument: spec.Instrument, invariants: spec.Invariants}
	tally := NewTally()
	start := time.Now()
	err := playInOrder(ctx, lo, hi, spec.Workers, spec.Effects,
		func(i int, effects *workerEffects) *Game { return games.play(i, t, effects) }, tally.Add, spec.OnGame)
	sum := tally.Summary()
	sum.Seconds = time.Since(start).Seconds()
	if sum.Seconds > 0 {
		sum.GamesPerSec = float64(sum.Games) / sum.Seconds
	}
	return sum, err
}
