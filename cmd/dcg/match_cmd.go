package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
	"github.com/dcg-engine/dcg/core/match"
)

type matchFlags struct {
	p1, p2         string
	agent1, agent2 string
	think          int
	games          int
	seed           uint64
	workers        int
	shard          string
	logFile        string
	logEvents      bool
	asJSON         bool
	allowErrors    bool
	checkInv       bool
	strict         bool
	coverage       string
}

func newMatchCmd(layers *cardLayers) *cobra.Command {
	f := &matchFlags{}
	c := &cobra.Command{
		Use:   "match",
		Short: "Play a batch of games between two decks",
		Long: `Play a batch of games between two decks and print who won, how, and how fast.

A DECK is a built-in deck name (see 'dcg deck list') or a deck file. An agent plays
each side: random (uniform over the legal options), greedy (the AI: looks one
decision ahead), mcts (searches: plays each option out in games whose hidden cards
it samples anew, --think playouts per decision) or first (always the first option).

Game i of a batch always gets the same seed, so the same flags give the same games,
whatever --workers is. The summary gives each side's win rate with its 95%
confidence interval (Wilson), wins going first and second, game lengths and win
reasons, and a digest of every game: equal digests mean equal games.

--log FILE appends one JSON line per finished game (seed, decks, agents, winner,
reason, turns and the replay answers; with --log-events the whole event log too).
Each line is written whole as its game ends, so a run that is killed keeps every
finished game; 'dcg replay' re-runs a logged game and 'dcg stats' summarizes logs.

--coverage FILE counts, per card and per effect, how often it was offered, activated
and resolved, and writes the table to FILE (markdown for .md, JSON for .json);
'dcg cards coverage FILE --never' lists the effects the games never fired.

--shard i/n plays only the i-th (from 0) of n slices of the batch: run the n shards
anywhere (Kubernetes indexed Job, Slurm array, GNU parallel), each with its own
--log, and 'dcg stats' on the logs gives the summary of the whole batch.

A card of a deck with effect text the engine does not play (unscripted, or partly
scripted: a script that leaves out one of its texts) is named on standard error;
--strict refuses such decks (exit code 2).

--check-invariants checks the game's invariants (card conservation, one place per
card, memory within −10…10, unique identities, DP not negative) at every decision
and at the end of every game; a game that breaks one ends as an error game.

A game that ends in an engine or script error counts in no statistic: the summary
line says how many did and names the first (card, script file and line), --json
lists them under error_games, and the exit code is 1. --allow-errors exits 0 all the
same, for statistics over the games that ended.

A progress bar is drawn on standard error when it is a terminal. Ctrl-C stops
starting games, finishes those being played and prints the summary so far.`,
		Example: `  dcg match --p1 st1 --p2 st2 --games 100
  dcg match --p1 st1 --p2 my.deck --agent1 greedy --games 1000 --seed 7 --json
  dcg match --p1 st3 --p2 st2 --games 10 --log games.jsonl
  dcg match --p1 bt1-red --p2 bt1-blue --games 1000 --coverage cov.md
  dcg match --p1 st1 --p2 st2 --games 100000 --shard 2/8 --log shard-2.jsonl`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMatch(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), f, layers)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.p1, "p1", "st1", "player 1's `DECK`: a built-in name or a file")
	fl.StringVar(&f.p2, "p2", "st2", "player 2's `DECK`: a built-in name or a file")
	fl.StringVar(&f.agent1, "agent1", "random", "player 1's `AGENT`: "+agentNames())
	fl.StringVar(&f.agent2, "agent2", "random", "player 2's `AGENT`: "+agentNames())
	fl.IntVar(&f.think, "think", 0, fmt.Sprintf("the mcts agent's budget: playouts per decision (default %d)", ai.DefaultThink))
	fl.IntVar(&f.games, "games", 1, "how many games the batch has")
	fl.Uint64Var(&f.seed, "seed", 1, "the batch seed")
	fl.IntVar(&f.workers, "workers", 0, fmt.Sprintf("games played at once (default: one per CPU, %d here)", runtime.GOMAXPROCS(0)))
	fl.StringVar(&f.shard, "shard", "", "play only slice `i/n` of the batch's games (i from 0 to n-1)")
	fl.StringVar(&f.logFile, "log", "", "append one JSON line per finished game to `FILE`")
	fl.BoolVar(&f.logEvents, "log-events", false, "with --log, put each game's whole event log in its line")
	fl.BoolVar(&f.asJSON, "json", false, "print the summary as one JSON object")
	fl.BoolVar(&f.allowErrors, "allow-errors", false, "exit 0 even when games ended in an engine or script error")
	fl.BoolVar(&f.strict, "strict", false, "refuse decks with unscripted or partly scripted cards (exit code 2)")
	fl.BoolVar(&f.checkInv, "check-invariants", false, "check the game's invariants at every decision and at the end of every game")
	fl.StringVar(&f.coverage, "coverage", "", "count how often each card effect was offered, activated and resolved; write the table to `FILE` (.md or .json)")
	completeDecks(c, "p1", "p2")
	completeAgents(c, "agent1", "agent2")
	return c
}

func agentNames() string {
	var names []string
	for n := range match.Agents() {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, "|")
}

// parseShard reads "i/n".
func parseShard(s string) (match.Shard, error) {
	if s == "" {
		return match.Shard{}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	sh := match.Shard{Index: i, Count: n}
	if !ok || err1 != nil || err2 != nil || n < 1 || sh.Validate() != nil {
		return sh, badInput("--shard %q: want i/n with 0 <= i < n, e.g. 0/4 ... 3/4", s)
	}
	return sh, nil
}

func runMatch(ctx context.Context, out, errOut io.Writer, f *matchFlags, layers *cardLayers) error {
	if f.games < 1 || f.games > match.MaxGames {
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
	if f.think < 0 {
		return badInput("--think %d: want a number of playouts, 0 for the default", f.think)
	}
	agents := match.AgentsThinking(f.think)
	spec := match.Spec{Games: f.games, Seed: f.seed, Workers: f.workers, Shard: shard}
	for i, name := range []string{f.agent1, f.agent2} {
		a, ok := agents[name]
		if !ok {
			return badInput("unknown agent %q for player %d (want %s)", name, i+1, agentNames())
		}
		spec.Agents[i], spec.AgentNames[i] = a, name
	}
	pool, err := openPool(layers)
	if err != nil {
		return err
	}
	for i, name := range []string{f.p1, f.p2} {
		d, err := loadDeck(name, pool)
		if err != nil {
			return err
		}
		spec.Decks[i] = d.List()
		spec.Decks[i].Name = deckLabel(name)
	}
	limits, err := layers.limits()
	if err != nil {
		return err
	}
	lib := libraryFor(pool, limits) // one library: the decks' scripts compile once
	if err := warnScriptGapsOn(errOut, lib, pool, f.strict, deckCardsOf("p1 "+spec.Decks[0].Name, spec.Decks[0]),
		deckCardsOf("p2 "+spec.Decks[1].Name, spec.Decks[1])); err != nil {
		return err
	}
	spec.Effects = hostsOf(lib)
	if f.checkInv {
		spec.Invariants = (*core.Game).CheckInvariants
	}
	if cover != nil {
		spec.Instrument = cover.Instrument
	}
	if spec.Layers, err = replayLayers(pool, spec.Decks[0], spec.Decks[1]); err != nil {
		return err
	}

	lo, hi := shard.Range(f.games)
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
	sum, err := match.RunContext(ctx, spec)
	output.bar.clear()
	interrupted := err != nil && errors.Is(err, context.Canceled)
	if err != nil && !interrupted {
		return err
	}
	if f.asJSON {
		if err := json.NewEncoder(out).Encode(sum); err != nil {
			return err
		}
	} else {
		printSummary(out, batchHead(sum.Games, shard, lo, hi, f.games, f.seed), sum)
		if f.logFile != "" {
			fmt.Fprintf(out, "  log: %s\n", f.logFile)
		}
	}
	if err := finishBatch(out, errOut, f.asJSON, f.coverage, cover, pool, interrupted, sum.Games, hi-lo); err != nil {
		return err
	}
	return erroredGames(sum, f.allowErrors)
}

// erroredGames fails a batch in which games ended in an error (exit code 1), unless
// they are allowed: its statistics leave those games out.
func erroredGames(s match.Summary, allow bool) error {
	if s.Errors == 0 || allow {
		return nil
	}
	return fmt.Errorf("%d of %d %s ended in an error, the first: %s (the statistics count the %d that ended; --allow-errors exits 0 all the same)",
		s.Errors, s.Games, plural(s.Games, "game", "games"), s.FirstErrors[0], s.Games-s.Errors)
}

// errorsNote says on a summary's first line that games ended in an error: how many,
// and the first, with its card, script file and line.
func errorsNote(s match.Summary) string {
	if s.Errors == 0 {
		return ""
	}
	return fmt.Sprintf(" — %d %s ended in an error, the first: %s", s.Errors, plural(s.Errors, "game", "games"), s.FirstErrors[0])
}

// printSummary prints a batch's summary for people.
func printSummary(out io.Writer, head string, s match.Summary) {
	fmt.Fprintf(out, "%s: %s vs %s%s\n", head, sideLabel(s.Players[0]), sideLabel(s.Players[1]), errorsNote(s))
	w := 0
	for _, p := range s.Players {
		w = max(w, len(sideLabel(p))+3)
	}
	fmt.Fprintf(out, "  %-*s %7s %7s  %-13s %11s %11s\n", w, "", "wins", "rate", "95% CI", "going 1st", "going 2nd")
	for i, p := range s.Players {
		r := p.WinRate
		fmt.Fprintf(out, "  %-*s %7d %6.1f%%  %-13s %11s %11s\n", w, fmt.Sprintf("p%d %s", i+1, sideLabel(p)),
			p.Wins, 100*r.Rate, fmt.Sprintf("%.1f–%.1f%%", 100*r.Low, 100*r.High), splitLabel(p.GoingFirst), splitLabel(p.GoingSecond))
	}
	if s.Draws > 0 {
		fmt.Fprintf(out, "  draws %d\n", s.Draws)
	}
	decided := s.P1Wins + s.P2Wins
	if decided > 0 {
		fmt.Fprintf(out, "  going first won %d of %d decided games: %.1f%% (95%% CI %.1f–%.1f%%)\n",
			s.FirstWins, decided, 100*s.FirstRate.Rate, 100*s.FirstRate.Low, 100*s.FirstRate.High)
	}
	var reasons []string
	for _, r := range s.ReasonList() {
		reasons = append(reasons, fmt.Sprintf("%s %d", r, s.Reasons[r]))
	}
	if len(reasons) > 0 {
		fmt.Fprintf(out, "  win reasons: %s\n", strings.Join(reasons, ", "))
	}
	if s.Games > 0 {
		t := s.Turns
		fmt.Fprintf(out, "  length: mean %.1f turns, median %d, 90%% within %d, shortest %d, longest %d\n",
			t.Mean, t.Median, t.P90, t.Min, t.Max)
	}
	if s.Seconds > 0 {
		fmt.Fprintf(out, "  %.1f s, %.0f games/s\n", s.Seconds, s.GamesPerSec)
	}
	if s.InvariantChecks > 0 {
		fmt.Fprintf(out, "  invariants checked %d times (every decision and every game's end)\n", s.InvariantChecks)
	}
	if s.Errors > 0 {
		fmt.Fprintf(out, "  %d games ended in an error:\n", s.Errors)
		for _, e := range s.FirstErrors {
			fmt.Fprintf(out, "    %s\n", e)
		}
	}
	fmt.Fprintf(out, "  digest %s\n", s.Digest)
}

func sideLabel(p match.PlayerStats) string {
	if p.Agent == "" {
		return p.Deck
	}
	return p.Deck + " (" + p.Agent + ")"
}

func splitLabel(s match.Split) string {
	if s.Games == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d", s.Wins, s.Games)
}

// deckLabel is how a deck is named in the output: a built-in name as given, a file by
// its base name without extension.
func deckLabel(arg string) string {
	base := filepath.Base(arg)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
