package match

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/dcg-engine/dcg/core"
)

// What a batch (Run) and a league (RunLeague) share: games played on worker
// goroutines, each from its index alone, and reported in game order.

// table is who sits at a game: the decks and agents of p1 and p2, and what their
// replays record of the cards (the pool hash, the --cards layers).
type table struct {
	decks      [2]core.DeckList
	agents     [2]AgentFactory
	agentNames [2]string
	poolHash   string
	layers     []core.ReplayLayer
}

// gameRules are what every game of a batch shares, whoever sits at it.
type gameRules struct {
	batch        *Batch
	recordEvents bool
	instrument   func(cfg *core.Config) (done func())
	invariants   func(*core.Game) error
}

// finishedBuffer is how many finished games per worker may wait for the reporting
// goroutine before a worker waits for it.
const finishedBuffer = 16

// play plays game i of the batch at table t, with the worker's effects.
func (r gameRules) play(i int, t *table, effects *workerEffects) *Game {
	seed := GameSeed(r.batch.Seed, i)
	cfg := core.Config{Seed: seed, Decks: t.decks, RecordEvents: r.recordEvents, PoolHash: t.poolHash, Effects: effects.game}
	for p := range cfg.Agents {
		cfg.Agents[p] = t.agents[p](core.PlayerID(p), seed)
		if s, ok := cfg.Agents[p].(playingOut); ok {
			s.PlayOutWith(effects.forPlayouts())
		}
	}
	var check *invariantCheck
	if r.invariants != nil {
		check = watchInvariants(&cfg, r.invariants)
	}
	if r.instrument != nil {
		defer r.instrument(&cfg)()
	}
	rec := &Game{Type: GameLine, Index: i, Batch: r.batch, Seed: seed,
		Decks: [2]string{t.decks[0].Name, t.decks[1].Name}, Agents: t.agentNames}
	g, err := core.NewGame(cfg)
	if err != nil {
		rec.Error = err.Error()
		return rec
	}
	if check != nil {
		check.game = g
	}
	rec.SetResult(g.Run(), g.FirstPlayer)
	if check != nil {
		check.atEnd(rec)
	}
	rec.Replay = g.Replay()
	rec.Replay.Layers = t.layers
	rec.Events = g.Events
	return rec
}

// playingOut is an agent that plays positions out in games of its own (the search
// agent, core/ai/mcts.go), with card effects it is given.
type playingOut interface{ PlayOutWith(core.EffectSource) }

// workerEffects are one worker's card effects: the games' and, made when a search
// agent first needs them, its playouts'. A Lua host serves one game at a time, and a
// search's copies are games begun while the searched game waits for its answer; the
// searches of both players of a game take turns, so one second source serves them.
type workerEffects struct {
	make           func() (core.EffectSource, func())
	game, playouts core.EffectSource
	releases       []func()
}

func newWorkerEffects(make func() (core.EffectSource, func())) *workerEffects {
	e := &workerEffects{make: make}
	if make != nil {
		var release func()
		e.game, release = make()
		e.releases = append(e.releases, release)
	}
	return e
}

// forPlayouts is the source of the playouts' effects (nil without effects).
func (e *workerEffects) forPlayouts() core.EffectSource {
	if e.playouts == nil && e.make != nil {
		var release func()
		e.playouts, release = e.make()
		e.releases = append(e.releases, release)
	}
	return e.playouts
}

func (e *workerEffects) release() {
	for _, r := range e.releases {
		r()
	}
}

// invariantCheck checks a game's invariants at every decision and at its end: the
// first violation halts the game, which then counts as an error game.
type invariantCheck struct {
	check  func(*core.Game) error
	game   *core.Game
	broken error
	turn   int
	calls  int
}

// watchInvariants wraps the config's agents so that each decision first checks the
// game's invariants.
func watchInvariants(cfg *core.Config, check func(*core.Game) error) *invariantCheck {
	c := &invariantCheck{check: check}
	for p, a := range cfg.Agents {
		cfg.Agents[p] = core.AgentFunc(func(v core.View, pr *core.Prompt) int {
			if c.run() != nil {
				return core.Halt
			}
			return a.Choose(v, pr)
		})
	}
	return c
}

// run checks the invariants once and keeps the first violation.
func (c *invariantCheck) run() error {
	if c.broken == nil && c.game != nil {
		c.calls++
		if err := c.check(c.game); err != nil {
			c.broken, c.turn = err, c.game.Turn
		}
	}
	return c.broken
}

// atEnd checks the ended game (unless it ended in an error already) and makes a
// violation the game's error: a game with one proves nothing about who wins.
func (c *invariantCheck) atEnd(rec *Game) {
	if rec.Error == "" {
		c.run()
	}
	rec.InvariantChecks = c.calls
	if c.broken == nil {
		return
	}
	rec.Error = fmt.Sprintf("invariant broken in turn %d: %v", c.turn, c.broken)
	rec.Winner, rec.Draw, rec.Reason = "", false, ""
}

// playInOrder plays games lo..hi-1 on workers goroutines (0: one per CPU), each worker
// with its own effects, and hands each finished game in game order to tally and then
// to onGame (if set), from one goroutine at a time. When ctx is done, or onGame fails,
// no new game starts; the games being played finish and are tallied (onGame sees no
// more). The error is onGame's, or ctx's when not every game was played.
//
// A worker waits for nobody: it takes the next game's index itself and leaves the
// finished game in a buffer that the reporting goroutine empties when it runs. Handed
// over through unbuffered channels, every game had made a worker wait until a feeder
// or the reporter got a CPU — which the other worker held (issue 19: the scheduler's
// latency, not the games, kept two workers from twice the speed of one).
func playInOrder(ctx context.Context, lo, hi, workers int, effectsOf func() (core.EffectSource, func()),
	play func(i int, effects *workerEffects) *Game, tally func(*Game), onGame func(*Game) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(min(workers, hi-lo), 1)
	var taken atomic.Int64 // games taken by the workers so far
	done := make(chan *Game, workers*finishedBuffer)
	stop := make(chan struct{}) // closed when report fails
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			effects := newWorkerEffects(effectsOf)
			defer effects.release()
			for {
				select {
				case <-ctx.Done():
					return
				case <-stop:
					return
				default:
				}
				i := lo + int(taken.Add(1)-1)
				if i >= hi {
					return
				}
				done <- play(i, effects)
			}
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()

	pending := map[int]*Game{}
	next := lo
	var reportErr error
	for g := range done {
		pending[g.Index] = g
		for {
			rec, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			tally(rec)
			if onGame != nil && reportErr == nil {
				if reportErr = onGame(rec); reportErr != nil {
					close(stop)
				}
			}
		}
	}
	if reportErr != nil {
		return reportErr
	}
	if next < hi {
		return ctx.Err()
	}
	return nil
}
