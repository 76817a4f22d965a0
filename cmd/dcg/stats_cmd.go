package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core/match"
)

func newStatsCmd() *cobra.Command {
	var asJSON, allowErrors bool
	var htmlOut string
	c := &cobra.Command{
		Use:   "stats FILE...",
		Short: "Summarize game logs: merge the shards of a batch into one summary",
		Long: `Read the game logs written by 'dcg match --log' (one JSON line per game) and
print the summary of their games, as 'dcg match' prints it: the logs of the shards
of a batch (--shard i/n) merge into the summary of the whole batch, digest included.
"-" reads standard input. The log of 'dcg league --log' gives the league's summary,
as 'dcg league' prints it (without the time and memory the run took).

The games must all come from one batch (same seed, size, decks and agents) or one
league (same seed, size, decks, agents and mirrors). A game
logged twice (a shard run again into the same file) counts once; games of the batch
that no log holds are reported on standard error.

As for 'dcg match', games that ended in an engine or script error are named on the
summary line and make the exit code 1, unless --allow-errors.

--html OUT also writes the summary as one self-contained HTML page (inline CSS and
SVG, no script, nothing fetched): the win rate of each player (or each deck of a
league) with its 95% confidence interval as an error bar, the first player's
advantage, a histogram of game lengths, the win reasons and, for a league of several
decks, a heat map of every pairing; each chart with its numbers as a table, and the
logs, batch and digest it sums. The same logs give the same bytes.`,
		Example: `  dcg stats shard-*.jsonl
  dcg stats games.jsonl --json
  cat shard-*.jsonl | dcg stats -
  dcg league st1 st2 st3 --games 200 --log league.jsonl && dcg stats league.jsonl --html report.html`,
		Args: deckArgs(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStats(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), args, asJSON, allowErrors, htmlOut)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the summary as one JSON object")
	c.Flags().StringVar(&htmlOut, "html", "", "also write the summary as a self-contained HTML report with SVG charts to this file")
	c.Flags().BoolVar(&allowErrors, "allow-errors", false, "exit 0 even when games ended in an engine or script error")
	return c
}

// batchKey is what games of one batch share: a match's decks and agents, or the
// league whose pairings its games play.
type batchKey struct {
	seed          uint64
	games         int
	decks, agents [2]string
	league        string
}

func keyOf(g *match.Game) batchKey {
	k := batchKey{decks: g.Decks, agents: g.Agents}
	if g.Batch != nil {
		k.seed, k.games = g.Batch.Seed, g.Batch.Games
		if l := g.Batch.League; l != nil {
			k.decks, k.agents = [2]string{}, [2]string{}
			k.league = fmt.Sprintf("%s by %s, mirrors %t", strings.Join(l.Decks, ", "), strings.Join(l.Agents, " and "), l.Mirrors)
		}
	}
	return k
}

func (k batchKey) String() string {
	switch {
	case k.games == 0:
		return fmt.Sprintf("a single game, %s (%s) vs %s (%s)", k.decks[0], k.agents[0], k.decks[1], k.agents[1])
	case k.league != "":
		return fmt.Sprintf("league seed %d of %d games: %s", k.seed, k.games, k.league)
	}
	return fmt.Sprintf("batch seed %d of %d games, %s (%s) vs %s (%s)", k.seed, k.games, k.decks[0], k.agents[0], k.decks[1], k.agents[1])
}

func runStats(stdin io.Reader, out, errOut io.Writer, files []string, asJSON, allowErrors bool, htmlOut string) error {
	var all []loggedGame
	for _, f := range files {
		gs, err := readGames(f, stdin, errOut, false) // a summary needs no event log
		if err != nil {
			return err
		}
		all = append(all, gs...)
	}
	if len(all) == 0 {
		return badInput("no game lines in %v", files)
	}
	key := keyOf(all[0].Game)
	for _, g := range all[1:] {
		if k := keyOf(g.Game); k != key {
			return badInput("%s: a game of another batch (%s; %s has %s): 'dcg stats' merges the logs of one batch",
				g.where(), k, all[0].where(), key)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Index < all[j].Index })
	tally := match.NewTally()
	var league *match.LeagueTally
	if key.league != "" {
		league = match.NewLeagueTally(all[0].Batch.League)
	}
	dups, games := 0, 0
	var turns []int // turns[t]: the games of t turns, for the report's histogram
	for i, g := range all {
		if i > 0 && all[i-1].Index == g.Index {
			if !sameGame(all[i-1].Game, g.Game) {
				return badInput("game %d is logged twice with different outcomes (%s and %s)", g.Index, all[i-1].where(), g.where())
			}
			dups++
			continue
		}
		games++
		for len(turns) <= g.Turns {
			turns = append(turns, 0)
		}
		turns[g.Turns]++
		if league != nil {
			league.Add(g.Game)
		} else {
			tally.Add(g.Game)
		}
	}
	if dups > 0 {
		fmt.Fprintf(errOut, "dcg: %d games were logged more than once; each counts once\n", dups)
	}
	if key.games > 0 && games < key.games {
		fmt.Fprintf(errOut, "dcg: %d of the batch's %d games are in no log (first missing: game %d): not every shard is merged yet?\n",
			key.games-games, key.games, firstMissing(all))
	}
	head := fmt.Sprintf("%d %s", games, plural(games, "game", "games"))
	if key.games > 0 {
		head += fmt.Sprintf(" of %d, seed %d", key.games, key.seed)
	}
	if league != nil {
		sum := league.Summary()
		if htmlOut != "" {
			if err := writeReport(htmlOut, leagueStatsReport(head, key.String(), files, sum, turns)); err != nil {
				return err
			}
		}
		return printLeagueStats(out, head, sum, asJSON, allowErrors)
	}
	sum := tally.Summary()
	if htmlOut != "" {
		if err := writeReport(htmlOut, matchStatsReport(head, key.String(), files, sum, turns)); err != nil {
			return err
		}
	}
	if asJSON {
		if err := json.NewEncoder(out).Encode(sum); err != nil {
			return err
		}
		return erroredGames(sum, allowErrors)
	}
	printSummary(out, head, sum)
	return erroredGames(sum, allowErrors)
}

// printLeagueStats prints the summary of a league's log, as 'dcg league' does (without
// what the run cost: the log does not say).
func printLeagueStats(out io.Writer, head string, sum match.LeagueSummary, asJSON, allowErrors bool) error {
	if asJSON {
		if err := json.NewEncoder(out).Encode(sum); err != nil {
			return err
		}
	} else {
		printLeague(out, head, sum)
	}
	return erroredLeague(sum, allowErrors)
}

// sameGame reports whether two lines log the same game the same way.
func sameGame(a, b *match.Game) bool {
	ta, tb := match.NewTally(), match.NewTally()
	ta.Add(a)
	tb.Add(b)
	return ta.Summary().Digest == tb.Summary().Digest
}

// firstMissing is the lowest game index no line holds; games are sorted by index.
func firstMissing(games []loggedGame) int {
	next := 0
	for _, g := range games {
		if g.Index > next {
			return next
		}
		if g.Index == next {
			next++
		}
	}
	return next
}
