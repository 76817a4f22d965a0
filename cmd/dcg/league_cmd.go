package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
)

type leagueFlags struct {
	games           int
	agents          []string
	think           int
	seed            uint64
	workers         int
	shard           string
	noMirrors       bool
	logFile         string
	logEvents       bool
	asJSON          bool
	allowErrors     bool
	strict          bool
	coverage        string
	checkInvariants bool
}

func newLeagueCmd(layers *cardLayers) *cobra.Command {
	f := &leagueFlags{}
	c := &cobra.Command{
		Use:   "league DECK...",
		Short: "Play a batch of games over every pairing of several decks",
		Long: `Play a batch of games over every ordered pairing of several decks (each deck as
player 1 against each deck as player 2, itself included unless --no-mirrors) and
print how each deck fared.

A DECK is a built-in deck name (see 'dcg deck list'), a deck file, or a pattern over
the built-in names ('bt1-*'; quote it, so that the shell leaves it alone) — or over
file names, when it matches no built-in deck. A deck given twice plays once.

Every pairing gets an equal share of the --games (default: one game each); the
remainder goes one game each to the first pairings, in the order p1's deck, then
p2's, as the DECKs are given. Game i plays pairing i mod P of the P pairings, with
the seed game i has in 'dcg match': the same flags give the same games and the same
digest, whatever --workers is. With two --agents (random,greedy), they take turns
at player 1, from one pairing to the next and from one round of a pairing to the
next, so that both play both decks of every pairing from both seats.

The summary gives each deck's games, wins and win rate with its 95% confidence
interval (Wilson), and its wins going first and second; a game counts once for
each deck in it, so a mirror game counts twice for its deck, with one win. With two
agents, the agents' standings too. Then the pairing matrix — the row deck's win rate
against the column deck, over both seats — when it fits (in --json, every pairing
always), and as 'dcg match' does: wins going first, win reasons, game lengths and
the digest. Then what the run cost: games per second (wall clock), CPU time per
game, the process's peak resident memory (max RSS, from getrusage) and the Go heap's
peak (sampled every 10 ms).

--check-invariants checks the game's invariants (card conservation, one place per
card, memory within −10…10, unique identities, DP not negative) at every decision
and at the end of every game; a game that breaks one ends as an error game.

A game that ends in an engine or script error counts in no statistic: the summary
line says how many did and names the first (card, script file and line), and the
exit code is 1, unless --allow-errors. --strict refuses decks with unscripted or
partly scripted cards (exit code 2). --coverage FILE and --log FILE are those of
'dcg match': 'dcg cards coverage FILE --never' lists the effects the league never
fired, and each log line names its league, so that 'dcg stats' sums a league's log
up again and 'dcg replay' replays its games. --shard i/n plays only the i-th (from 0)
of n slices of the league's games, as 'dcg match' does: 'dcg stats' on the shards'
logs gives the whole league's summary.

A progress bar is drawn on standard error when it is a terminal. Ctrl-C stops
starting games, finishes those being played and prints the summary so far.`,
		Example: `  dcg league st1 st2 st3 --games 900
  dcg league 'bt1-*' --games 10000 --no-mirrors --coverage cov.md
  dcg league st1 st2 'bt1-*' --games 2000 --check-invariants
  dcg league st1 my.deck --agents random,greedy --games 400 --json
  dcg league st1 st2 st3 --games 90 --log league.jsonl && dcg stats league.jsonl
  dcg league 'bt1-*' --games 100000 --shard 3/8 --log shard-3.jsonl`,
		Args: deckArgs(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runLeague(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), args, f, layers)
		},
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			names, _ := deck.BuiltinNames(cards.FS)
			return names, cobra.ShellCompDirectiveDefault // and file names
		},
	}
	fl := c.Flags()
	fl.IntVar(&f.games, "games", 0, "how many games the league has (default: one per pairing)")
	fl.StringSliceVar(&f.agents, "agents", []string{"random"}, "the `AGENTS` that play: one, or two taking turns (random,greedy); each of "+agentNames())
	fl.IntVar(&f.think, "think", 0, fmt.Sprintf("the mcts agent's budget: playouts per decision (default %d)", ai.DefaultThink))
	fl.Uint64Var(&f.seed, "seed", 1, "the league's seed")
	fl.IntVar(&f.workers, "workers", 0, fmt.Sprintf("games played at once (default: one per CPU, %d here)", runtime.GOMAXPROCS(0)))
	fl.StringVar(&f.shard, "shard", "", "play only slice `i/n` of the league's games (i from 0 to n-1)")
	fl.BoolVar(&f.noMirrors, "no-mirrors", false, "leave out the pairings of a deck with itself")
	fl.StringVar(&f.logFile, "log", "", "append one JSON line per finished game to `FILE`")
	fl.BoolVar(&f.logEvents, "log-events", false, "with --log, put each game's whole event log in its line")
	fl.BoolVar(&f.asJSON, "json", false, "print the summary as one JSON object")
	fl.BoolVar(&f.allowErrors, "allow-errors", false, "exit 0 even when games ended in an engine or script error")
	fl.BoolVar(&f.strict, "strict", false, "refuse decks with unscripted or partly scripted cards (exit code 2)")
	fl.StringVar(&f.coverage, "coverage", "", "count how often each card effect was offered, activated and resolved; write the table to `FILE` (.md or .json)")
	fl.BoolVar(&f.checkInvariants, "check-invariants", false, "check the game's invariants at every decision and at the end of every game")
	_ = c.RegisterFlagCompletionFunc("agents", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return agentPairs(), cobra.ShellCompDirectiveNoFileComp
	})
	return c
}

// agentPairs are the values --agents may take: each agent, and each two.
func agentPairs() []string {
	names := strings.Split(agentNames(), "|")
	out := append([]string(nil), names...)
	for _, a := range names {
		for _, b := range names {
			if a != b {
				out = append(out, a+","+b)
			}
		}
	}
	return out
}

func runLeague(ctx context.Context, out, errOut io.Writer, args []string, f *leagueFlags, layers *cardLayers) error {
	if f.games < 0 || f.games > match.MaxGames {
		return badInput("--games must be from 1 to %d", match.MaxGames)
	}
	if f.workers < 0 {
		return badInput("--workers must be 0 (one per CPU) or more")
	}
	if f.logEvents && f.logFile == "" {
		return badInput("--log-events needs --log FILE")
	}
	shard, err := parseShard(f.shard)
	if err != nil {
		return err
	}
	cover, err := coverageFlag(f.coverage)
	if err != nil {
		return err
	}
	spec := match.LeagueSpec{Seed: f.seed, Workers: f.workers, Shard: shard, Mirrors: !f.noMirrors}
	if spec.Agents, spec.AgentNames, err = leagueAgents(f.agents, f.think); err != nil {
		return err
	}
	pool, err := openPool(layers)
	if err != nil {
		return err
	}
	if spec.Decks, err = leagueDecks(args, pool); err != nil {
		return err
	}
	if err := spec.League().Validate(); err != nil {
		return badInput("%v", err)
	}
	pairings := spec.League().PairingCount()
	spec.Games = f.games
	if spec.Games == 0 {
		spec.Games = pairings
	}
	if spec.Games < pairings {
		return badInput("--games %d is fewer than the league's %d pairings: each pairing needs a game at least", spec.Games, pairings)
	}
	var gaps []deckCards
	for _, d := range spec.Decks {
		gaps = append(gaps, deckCardsOf(d.Name, d))
	}
	limits, err := layers.limits()
	if err != nil {
		return err
	}
	lib := libraryFor(pool, limits) // one library: the decks' scripts compile once
	if err := warnScriptGapsOn(errOut, lib, pool, f.strict, gaps...); err != nil {
		return err
	}
	spec.Effects = hostsOf(lib)
	if cover != nil {
		spec.Instrument = cover.Instrument
	}
	spec.Layers = func(decks [2]core.DeckList) ([]core.ReplayLayer, error) {
		return replayLayers(pool, decks[0], decks[1])
	}
	if f.checkInvariants {
		spec.Invariants = (*core.Game).CheckInvariants
	}

	lo, hi := shard.Range(spec.Games)
	output, err := openBatchOutput(errOut, hi-lo, f.logFile)
	if err != nil {
		return err
	}
	defer output.close()
	spec.RecordEvents = f.logFile != "" && f.logEvents
	spec.OnGame = output.onGame

	ctx, stop := interruptible(ctx)
	defer stop()
	defer batchGC()()
	before := processUsage()
	heap := sampleHeap()
	sum, err := match.RunLeague(ctx, spec)
	cost := runCost(before, processUsage(), heap.finish(), sum.Games)
	output.bar.clear()
	interrupted := err != nil && errors.Is(err, context.Canceled)
	if err != nil && !interrupted {
		return err
	}
	if f.asJSON {
		if err := json.NewEncoder(out).Encode(leagueReport{sum, cost}); err != nil {
			return err
		}
	} else {
		printLeague(out, batchHead(sum.Games, shard, lo, hi, spec.Games, f.seed), sum)
		printCost(out, sum, cost, f.checkInvariants)
		if f.logFile != "" {
			fmt.Fprintf(out, "  log: %s\n", f.logFile)
		}
	}
	if err := finishBatch(out, errOut, f.asJSON, f.coverage, cover, pool, interrupted, sum.Games, hi-lo); err != nil {
		return err
	}
	return erroredLeague(sum, f.allowErrors)
}

// leagueAgents reads --agents: one agent, or two.
func leagueAgents(names []string, think int) ([]match.AgentFactory, []string, error) {
	if len(names) < 1 || len(names) > 2 {
		return nil, nil, badInput("--agents %s: want one agent or two (random,greedy)", strings.Join(names, ","))
	}
	if think < 0 {
		return nil, nil, badInput("--think %d: want a number of playouts, 0 for the default", think)
	}
	agents := match.AgentsThinking(think)
	var out []match.AgentFactory
	for _, name := range names {
		a, ok := agents[name]
		if !ok {
			return nil, nil, badInput("unknown agent %q in --agents (want %s)", name, agentNames())
		}
		out = append(out, a)
	}
	if len(names) == 2 && names[0] == names[1] {
		return out[:1], names[:1], nil
	}
	return out, names, nil
}

// leagueDecks loads the league's decks, a pattern standing for the built-in decks it
// matches. A deck given twice plays once; two decks of the same name are an input
// error (the output names decks by name).
func leagueDecks(args []string, pool core.CardLookup) ([]core.DeckList, error) {
	var out []core.DeckList
	from := map[string]string{} // a deck's name: the argument it came from
	for _, arg := range args {
		names, err := expandDeckArg(arg)
		if err != nil {
			return nil, err
		}
		for _, name := range names {
			label := deckLabel(name)
			if prev, ok := from[label]; ok {
				if prev == name {
					continue
				}
				return nil, badInput("two decks named %s (%s and %s): the league names decks by their names", label, prev, name)
			}
			from[label] = name
			d, err := loadDeck(name, pool)
			if err != nil {
				return nil, err
			}
			list := d.List()
			list.Name = label
			out = append(out, list)
		}
	}
	return out, nil
}

// expandDeckArg is the decks one argument names: itself, or for a pattern ('bt1-*')
// the built-in decks it matches — or else the files it matches.
func expandDeckArg(arg string) ([]string, error) {
	if !strings.ContainsAny(arg, "*?[") {
		return []string{arg}, nil
	}
	builtin, err := deck.BuiltinNames(cards.FS)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, name := range builtin {
		ok, err := path.Match(strings.ToLower(arg), name)
		if err != nil {
			return nil, badInput("deck pattern %q: %v", arg, err)
		}
		if ok {
			out = append(out, name)
		}
	}
	if len(out) == 0 {
		out, _ = filepath.Glob(arg) // sorted
	}
	if len(out) == 0 {
		return nil, badInput("deck pattern %q matches no built-in deck (%s) and no file", arg, strings.Join(builtin, ", "))
	}
	return out, nil
}

// erroredLeague fails a league in which games ended in an error (exit code 1), as
// erroredGames a batch.
func erroredLeague(s match.LeagueSummary, allow bool) error {
	return erroredGames(match.Summary{Games: s.Games, Errors: s.Errors, FirstErrors: s.FirstErrors}, allow)
}

// cost is what a run cost the machine (resources.go).
type cost struct {
	CPUSeconds    float64 `json:"cpu_seconds,omitempty"`
	CPUPerGameMs  float64 `json:"cpu_ms_per_game,omitempty"`
	MaxRSSBytes   int64   `json:"max_rss_bytes,omitempty"`   // the whole process's peak (getrusage)
	HeapPeakBytes uint64  `json:"heap_peak_bytes,omitempty"` // the Go heap's objects, sampled
}

func runCost(before, after usage, heapPeak uint64, games int) cost {
	c := cost{HeapPeakBytes: heapPeak}
	if before.ok && after.ok {
		c.CPUSeconds = (after.cpu - before.cpu).Seconds()
		if games > 0 {
			c.CPUPerGameMs = float64((after.cpu-before.cpu)/time.Microsecond) / 1000 / float64(games)
		}
		c.MaxRSSBytes = after.maxRSS
	}
	return c
}

// leagueReport is the --json output: the summary and the run's cost.
type leagueReport struct {
	match.LeagueSummary
	cost
}
