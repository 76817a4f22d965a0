// Package match plays batches of games between two decks: seeds per game, agents per
// player, games in parallel on worker goroutines, and a summary. The results do not
// depend on the number of workers: game i always gets the same seed, and finished
// games are reported in order.
package match

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
)

// AgentFactory makes the agent of one player for one game, from that game's seed.
type AgentFactory func(p core.PlayerID, gameSeed uint64) core.Agent

// Agents are the built-in agents by name.
func Agents() map[string]AgentFactory {
	return map[string]AgentFactory{
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
	Decks   [2]core.DeckList
	Agents  [2]AgentFactory
	Games   int
	Seed    uint64 // the batch seed; game i's seed is GameSeed(Seed, i)
	Workers int    // 0 = one per CPU
	// RecordEvents keeps each game's event log in its Record.
	RecordEvents bool
	// Effects, if set, makes the card effects of one worker: it is called once per
	// worker goroutine (a Lua host is not goroutine-safe) and its release func when the
	// worker is done.
	Effects func() (core.EffectSource, func())
	// OnGame, if set, is called for each finished game, in game order, from one
	// goroutine at a time.
	OnGame func(Record) error
}

// GameSeed is the seed of game i of a batch.
func GameSeed(batch uint64, i int) uint64 {
	return core.SplitMix64(batch + uint64(i)*0x9e3779b97f4a7c15)
}

// Record is one finished game.
type Record struct {
	Index       int
	Seed        uint64
	FirstPlayer core.PlayerID
	Result      core.Result
	Replay      *core.Replay
	Events      []core.Event
}

// Summary sums up a batch.
type Summary struct {
	Games       int            `json:"games"`
	P1Wins      int            `json:"p1_wins"`
	P2Wins      int            `json:"p2_wins"`
	Draws       int            `json:"draws"`
	Errors      int            `json:"errors"`
	FirstWins   int            `json:"first_player_wins"` // games won by the player who went first
	Reasons     map[string]int `json:"reasons"`           // wins by reason
	AvgTurns    float64        `json:"avg_turns"`
	Seconds     float64        `json:"seconds"`
	GamesPerSec float64        `json:"games_per_sec"`
	FirstErrors []string       `json:"first_errors,omitempty"` // the first few errors, with their seeds
	// Digest hashes every game's seed, outcome and answers in order: the same batch
	// gives the same digest on any machine and with any number of workers.
	Digest string `json:"digest"`
	digest hash.Hash
}

// Run plays the batch.
func Run(spec Spec) (Summary, error) {
	workers := spec.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers > spec.Games {
		workers = max(spec.Games, 1)
	}
	start := time.Now()
	poolHash := core.PoolHash(spec.Decks)
	jobs := make(chan int)
	done := make(chan Record, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var effects core.EffectSource
			if spec.Effects != nil {
				src, release := spec.Effects()
				defer release()
				effects = src
			}
			for i := range jobs {
				done <- playOne(spec, i, poolHash, effects)
			}
		}()
	}
	go func() {
		for i := range spec.Games {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()

	sum := Summary{Reasons: map[string]int{}, digest: sha256.New()}
	pending := map[int]Record{}
	next := 0
	turns := 0
	var cbErr error
	for r := range done {
		pending[r.Index] = r
		for {
			rec, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			turns += rec.Result.Turns
			sum.add(rec)
			if spec.OnGame != nil && cbErr == nil {
				cbErr = spec.OnGame(rec)
			}
		}
	}
	sum.Digest = hex.EncodeToString(sum.digest.Sum(nil))[:16]
	sum.Seconds = time.Since(start).Seconds()
	if sum.Games > 0 {
		sum.AvgTurns = float64(turns) / float64(sum.Games)
	}
	if sum.Seconds > 0 {
		sum.GamesPerSec = float64(sum.Games) / sum.Seconds
	}
	return sum, cbErr
}

func (s *Summary) add(r Record) {
	s.Games++
	res := r.Result
	fmt.Fprintf(s.digest, "%d %d %v %d %q %d %t|", r.Index, r.Seed, res.Winner, r.FirstPlayer, res.Reason, res.Turns, res.Err != nil)
	if r.Replay != nil {
		for _, a := range r.Replay.Answers {
			fmt.Fprintf(s.digest, "%d,", a)
		}
	}
	switch {
	case res.Err != nil:
		s.Errors++
		if len(s.FirstErrors) < 5 {
			s.FirstErrors = append(s.FirstErrors, fmt.Sprintf("game %d (seed %d): %v", r.Index, r.Seed, firstLine(res.Err.Error())))
		}
	case res.Draw:
		s.Draws++
	default:
		if res.Winner == 0 {
			s.P1Wins++
		} else {
			s.P2Wins++
		}
		if res.Winner == r.FirstPlayer {
			s.FirstWins++
		}
		s.Reasons[res.Reason]++
	}
}

func firstLine(s string) string {
	for i, c := range s {
		if c == '\n' {
			return s[:i]
		}
	}
	return s
}

func playOne(spec Spec, i int, poolHash string, effects core.EffectSource) Record {
	seed := GameSeed(spec.Seed, i)
	cfg := core.Config{Seed: seed, Decks: spec.Decks, RecordEvents: spec.RecordEvents, PoolHash: poolHash, Effects: effects}
	for p := range cfg.Agents {
		cfg.Agents[p] = spec.Agents[p](core.PlayerID(p), seed)
	}
	rec := Record{Index: i, Seed: seed}
	g, err := core.NewGame(cfg)
	if err != nil {
		rec.Result = core.Result{Err: err}
		return rec
	}
	rec.Result = g.Run()
	rec.FirstPlayer = g.FirstPlayer
	rec.Replay = g.Replay()
	rec.Events = g.Events
	return rec
}

// ReasonList returns the win reasons sorted by count, for printing.
func (s *Summary) ReasonList() []string {
	keys := make([]string, 0, len(s.Reasons))
	for k := range s.Reasons {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if s.Reasons[keys[i]] != s.Reasons[keys[j]] {
			return s.Reasons[keys[i]] > s.Reasons[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}
