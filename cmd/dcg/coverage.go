package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/coverage"
)

// Effect coverage (core/coverage): `match --coverage FILE` and `scenario run
// --coverage FILE` write the table of a run; `cards coverage FILE...` reads tables and
// lists what never fired.

// coverageFlag checks a --coverage file's name before anything runs: .md or .json.
func coverageFlag(path string) (*coverage.Recorder, error) {
	if path == "" {
		return nil, nil
	}
	if _, err := coverage.FormatOf(path); err != nil {
		return nil, badInput("--coverage %v", err)
	}
	return coverage.New(), nil
}

// writeCoverage writes a recorder's table to path (markdown or JSON by its
// extension), with the card names the pool knows, and says so on out.
func writeCoverage(out io.Writer, path string, rec *coverage.Recorder, cards core.CardLookup) error {
	t := rec.Table()
	for i, r := range t.Rows {
		if r.Name != "" || strings.HasPrefix(r.Card, "<") {
			continue
		}
		if d, err := cards.Card(r.Card); err == nil {
			t.Rows[i].Name, t.Rows[i].Set = d.Name, d.Set
		}
	}
	f, _ := coverage.FormatOf(path) // checked by coverageFlag
	var b bytes.Buffer
	if err := t.Write(&b, f); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("writing the coverage table: %w", err)
	}
	fmt.Fprintf(out, "  coverage: %s (%d %s, %d never activated; dcg cards coverage %s --never lists them)\n",
		path, len(t.Rows), plural(len(t.Rows), "effect", "effects"), len(t.Never()), path)
	return nil
}

func newCardsCoverageCmd() *cobra.Command {
	var sets []string
	var never, asJSON bool
	c := &cobra.Command{
		Use:   "coverage FILE...",
		Short: "List the card effects a batch of games or scenarios never fired",
		Long: `Read coverage tables written by 'dcg match --coverage FILE' or 'dcg scenario run
--coverage FILE' (.md or .json) and list, per card and per effect, how often it was
offered, activated and resolved. Several tables (the shards of a batch, runs of
different decks) are summed.

Each timing of an effect is a row of its own ("[On Play] [When Digivolving]" at
on_play and at when_digivolving); inherited, security, link and DUAL Option-side
effects are apart from the card's own (the part column); a keyword's own effect is
counted by keyword (<Piercing>), whatever card has it.

offered: how many prompts offered it: a [Main] effect (or an Option card, for its
[Main]) among the main-phase options, or the question whether to activate an optional
effect; "-" for a mandatory effect, which is never asked. activated: how many times
it activated. resolved: how many of those activations resolved to their end (the
others were cut off by an engine or script error). changed: how many changed the
game while they resolved (something happened); one that found nothing to do did not,
nor one that only marks something for later (<Piercing>'s security check).

--never lists only the effects that never activated: the texts the games never
exercised. The rows are the triggered, [Main] and immediate effects of every card that
was in the games, and of the keywords they print; effects given while a game is
played have a row once they activate.`,
		Example: `  dcg match --p1 bt1-red --p2 bt1-blue --games 1000 --coverage cov.md
  dcg cards coverage cov.md --never
  dcg cards coverage shard-*.json --set BT1 --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			t, err := readCoverage(args)
			if err != nil {
				return err
			}
			rows := t.Rows
			if len(sets) > 0 {
				rows = slices.DeleteFunc(rows, func(r coverage.Row) bool { return !slices.Contains(sets, r.Set) })
			}
			total := len(rows)
			if never {
				rows = slices.DeleteFunc(rows, func(r coverage.Row) bool { return r.Activated > 0 })
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return json.NewEncoder(out).Encode(coverage.Table{Games: t.Games, Rows: rows})
			}
			printCoverage(out, t.Games, total, rows, never)
			return nil
		},
	}
	c.Flags().StringSliceVar(&sets, "set", nil, "only the cards of these `SETS` (comma-separated, e.g. ST1,BT1)")
	c.Flags().BoolVar(&never, "never", false, "only the effects that never activated")
	c.Flags().BoolVar(&asJSON, "json", false, "print the rows as JSON")
	return c
}

// readCoverage reads and sums tables.
func readCoverage(paths []string) (*coverage.Table, error) {
	var tables []*coverage.Table
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, badInput("%v", err)
		}
		t, err := coverage.Read(p, data)
		if err != nil {
			return nil, badInput("%v", err)
		}
		tables = append(tables, t)
	}
	t := tables[0]
	t.Merge(tables[1:]...)
	return t, nil
}

// printCoverage prints rows for people: a head line, then one effect a line.
func printCoverage(out io.Writer, games, total int, rows []coverage.Row, never bool) {
	if never {
		fmt.Fprintf(out, "%d of %d %s never activated in %d %s\n", len(rows), total, plural(total, "effect", "effects"),
			games, plural(games, "game", "games"))
	} else {
		fmt.Fprintf(out, "%d %s in %d %s\n", total, plural(total, "effect", "effects"), games, plural(games, "game", "games"))
	}
	if len(rows) == 0 {
		return
	}
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "card\tname\tpart\teffect\ttiming\toffered\tactivated\tresolved\tchanged")
	for _, r := range rows {
		offered := "-"
		if r.Asks {
			offered = fmt.Sprint(r.Offered)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d\n", r.Card, r.Name, r.Part, r.Effect, r.Timing, offered,
			r.Activated, r.Resolved, r.Changed)
	}
	w.Flush()
}
