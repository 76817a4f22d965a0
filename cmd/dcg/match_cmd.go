package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
)

type matchFlags struct {
	p1, p2         string
	agent1, agent2 string
	games          int
	seed           uint64
	workers        int
	logFile        string
	logEvents      bool
	asJSON         bool
}

func newMatchCmd(layers *cardLayers) *cobra.Command {
	f := &matchFlags{}
	c := &cobra.Command{
		Use:   "match",
		Short: "Play a batch of games between two decks",
		Long: `Play a batch of games between two decks and print who won, how, and how fast.

A DECK is a built-in deck name (see 'dcg deck list') or a deck file. Game i of a
batch always gets the same seed, so the same flags give the same games.`,
		Example: `  dcg match --p1 st1 --p2 st2 --games 100
  dcg match --p1 st1 --p2 my.deck --games 1000 --seed 7 --json
  dcg match --p1 st3 --p2 st2 --games 10 --log games.jsonl`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runMatch(cmd.OutOrStdout(), f, layers) },
	}
	fl := c.Flags()
	fl.StringVar(&f.p1, "p1", "st1", "player 1's deck: a built-in name or a file")
	fl.StringVar(&f.p2, "p2", "st2", "player 2's deck: a built-in name or a file")
	fl.StringVar(&f.agent1, "agent1", "random", "player 1's agent: "+agentNames())
	fl.StringVar(&f.agent2, "agent2", "random", "player 2's agent: "+agentNames())
	fl.IntVar(&f.games, "games", 1, "how many games to play")
	fl.Uint64Var(&f.seed, "seed", 1, "the batch seed")
	fl.IntVar(&f.workers, "workers", 0, "games played at once (0 = one per CPU)")
	fl.StringVar(&f.logFile, "log", "", "append each game (result and replay) and its events as JSON lines to `FILE`")
	fl.BoolVar(&f.logEvents, "log-events", true, "with --log, also write every event of every game")
	fl.BoolVar(&f.asJSON, "json", false, "print the summary as one JSON object")
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

func runMatch(out io.Writer, f *matchFlags, layers *cardLayers) error {
	if f.games < 1 {
		return badInput("--games must be at least 1")
	}
	agents := match.Agents()
	var spec match.Spec
	for i, name := range []string{f.agent1, f.agent2} {
		a, ok := agents[name]
		if !ok {
			return badInput("unknown agent %q for player %d (want %s)", name, i+1, agentNames())
		}
		spec.Agents[i] = a
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
	spec.Games, spec.Seed, spec.Workers = f.games, f.seed, f.workers
	spec.Effects = effectsFor(pool)
	if f.logFile != "" {
		lf, err := os.OpenFile(f.logFile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return badInput("cannot open the log: %v", err)
		}
		defer lf.Close()
		w := bufio.NewWriter(lf)
		defer w.Flush()
		spec.RecordEvents = f.logEvents
		spec.OnGame = func(r match.Record) error { return writeGameLog(w, r) }
	}
	sum, err := match.Run(spec)
	if err != nil {
		return fmt.Errorf("writing the log: %w", err)
	}
	if f.asJSON {
		enc := json.NewEncoder(out)
		return enc.Encode(sum)
	}
	printSummary(out, spec, sum)
	return nil
}

// gameLine is the log line of one finished game.
type gameLine struct {
	Type   string       `json:"type"` // "game"
	Game   int          `json:"game"`
	Seed   uint64       `json:"seed"`
	Winner string       `json:"winner,omitempty"` // "p1", "p2"; empty for a draw or an error
	Reason string       `json:"reason,omitempty"`
	Turns  int          `json:"turns"`
	First  string       `json:"first_player"`
	Error  string       `json:"error,omitempty"`
	Replay *core.Replay `json:"replay"`
}

type eventLine struct {
	Type string `json:"type"` // "event"
	Game int    `json:"game"`
	core.Event
}

// writeGameLog writes a game's line, then its events, and flushes: a finished game is
// on disk before the next is written.
func writeGameLog(w *bufio.Writer, r match.Record) error {
	enc := json.NewEncoder(w)
	line := gameLine{Type: "game", Game: r.Index, Seed: r.Seed, Reason: r.Result.Reason, Turns: r.Result.Turns,
		First: r.FirstPlayer.String(), Replay: r.Replay}
	if r.Result.Err != nil {
		line.Error = r.Result.Err.Error()
	} else if !r.Result.Draw {
		line.Winner = r.Result.Winner.String()
	}
	if err := enc.Encode(line); err != nil {
		return err
	}
	for _, ev := range r.Events {
		if err := enc.Encode(eventLine{Type: "event", Game: r.Index, Event: ev}); err != nil {
			return err
		}
	}
	return w.Flush()
}

func printSummary(out io.Writer, spec match.Spec, s match.Summary) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(max(s.Games, 1)) }
	fmt.Fprintf(out, "%d games, %s vs %s\n", s.Games, spec.Decks[0].Name, spec.Decks[1].Name)
	fmt.Fprintf(out, "  p1 %-12s %5d wins (%.1f%%)\n", spec.Decks[0].Name, s.P1Wins, pct(s.P1Wins))
	fmt.Fprintf(out, "  p2 %-12s %5d wins (%.1f%%)\n", spec.Decks[1].Name, s.P2Wins, pct(s.P2Wins))
	if s.Draws > 0 {
		fmt.Fprintf(out, "  draws %d\n", s.Draws)
	}
	fmt.Fprintf(out, "  going first won %d of %d decided games\n", s.FirstWins, s.P1Wins+s.P2Wins)
	var reasons []string
	for _, r := range s.ReasonList() {
		reasons = append(reasons, fmt.Sprintf("%s %d", r, s.Reasons[r]))
	}
	fmt.Fprintf(out, "  win reasons: %s\n", strings.Join(reasons, ", "))
	fmt.Fprintf(out, "  average length %.1f turns; %.0f games/s\n", s.AvgTurns, s.GamesPerSec)
	if s.Errors > 0 {
		fmt.Fprintf(out, "  %d games ended in an error:\n", s.Errors)
		for _, e := range s.FirstErrors {
			fmt.Fprintf(out, "    %s\n", e)
		}
	}
}

// deckLabel is how a deck is named in the output: a built-in name as given, a file by
// its base name without extension.
func deckLabel(arg string) string {
	base := filepath.Base(arg)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
