package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/vocab"
)

// vocabularyReport is `cards vocabulary --json`.
type vocabularyReport struct {
	Cards           int                `json:"cards"`
	Reprints        int                `json:"reprints"`
	Clauses         int                `json:"clauses"`
	Patterns        int                `json:"patterns"`
	Counted         int                `json:"counted_clauses"`
	Covered         int                `json:"covered_clauses"`
	Percent         float64            `json:"covered_percent"`
	CardsFull       int                `json:"cards_fully_covered"`
	Kind            string             `json:"kind,omitempty"`
	Uncovered       []vocabularyRow    `json:"uncovered"`
	UncoveredTotals map[string]int     `json:"uncovered_by_kind"`
	KindCoverage    map[string]float64 `json:"covered_percent_by_kind"`
	Missing         []missingRow       `json:"missing_constructs"`
}

// missingRow is one phrase no construct expresses, by the clauses it leaves uncovered.
type missingRow struct {
	Part        string `json:"part"`
	Occurrences int    `json:"occurrences"`
	Cards       int    `json:"cards"`
	Example     string `json:"example"`
	Sample      string `json:"sample"`
}

type vocabularyRow struct {
	Kind        string   `json:"kind"`
	Pattern     string   `json:"pattern"`
	Occurrences int      `json:"occurrences"`
	Cards       int      `json:"cards"`
	Example     string   `json:"example"`
	Sample      string   `json:"sample"`
	Missing     []string `json:"missing"` // the parts that map to no construct
}

func newCardsVocabularyCmd(open func() (*cardpool.Stack, error), poolErr func(error) error) *cobra.Command {
	var top, missing int
	var kind string
	var asJSON bool
	c := &cobra.Command{
		Use:   "vocabulary",
		Short: "Phrase inventory of the card texts: what the Lua API covers, and what not yet",
		Long: `Split every effect text of the pool into clauses (timing, limit, keyword, trigger,
condition, cost, action, duration, then), abstract each into a phrase pattern
("delete N of your opponent's Digimon with N DP or less") and map the patterns to the
Lua API constructs that express them (scripting/vocab). Prints the coverage, the most
frequent uncovered patterns and the phrases that map to no construct (--missing).
scripting/VOCABULARY.md is the same for the built-in pool.`,
		Example: `  dcg cards vocabulary
  dcg cards vocabulary --uncovered 50 --kind action
  dcg cards vocabulary --uncovered 0 --missing 60
  dcg --cards ./my-sets cards vocabulary --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var only bool
			var k vocab.Kind
			if kind != "" {
				var ok bool
				if k, ok = vocab.ParseKind(kind); !ok || !k.Counted() {
					return badInput("unknown clause kind %q (want timing, limit, keyword, trigger, condition, cost, action, duration or then)", kind)
				}
				only = true
			}
			if top < 0 {
				return badInput("--uncovered must be 0 or more, not %d", top)
			}
			if missing < 0 {
				return badInput("--missing must be 0 or more, not %d", missing)
			}
			pool, err := open()
			if err != nil {
				return err
			}
			all, err := pool.All()
			if err != nil {
				return poolErr(err)
			}
			inv := vocab.Build(all)
			rep := newVocabularyReport(inv, k, only, top, missing)
			if asJSON {
				return writeCardsJSON(cmd.OutOrStdout(), rep)
			}
			return writeVocabulary(cmd.OutOrStdout(), rep)
		},
	}
	c.Flags().IntVar(&top, "uncovered", 20, "list the `N` most frequent uncovered patterns")
	c.Flags().IntVar(&missing, "missing", 0, "list the `N` phrases that leave the most clauses uncovered (missing constructs)")
	c.Flags().StringVar(&kind, "kind", "", "only uncovered patterns of this clause `KIND` (action, condition, trigger, ...)")
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object")
	return c
}

func newVocabularyReport(inv *vocab.Inventory, k vocab.Kind, only bool, top, missing int) vocabularyReport {
	cov := inv.Coverage()
	rep := vocabularyReport{
		Cards: inv.Cards, Reprints: inv.Reprints, Clauses: inv.Clauses(), Patterns: len(inv.Patterns),
		Counted: cov.Clauses, Covered: cov.Covered, Percent: round1(vocab.Percent(cov.Covered, cov.Clauses)),
		CardsFull: cov.CardsFull, Uncovered: []vocabularyRow{}, Missing: []missingRow{},
		UncoveredTotals: map[string]int{}, KindCoverage: map[string]float64{},
	}
	if only {
		rep.Kind = k.String()
	}
	for _, kk := range vocab.Kinds() {
		if !kk.Counted() {
			continue
		}
		occ, covered := 0, 0
		for _, p := range inv.Of(kk) {
			occ += p.Occurrences
			if p.Covered() {
				covered += p.Occurrences
			} else {
				rep.UncoveredTotals[kk.String()] += p.Occurrences
			}
		}
		rep.KindCoverage[kk.String()] = round1(vocab.Percent(covered, occ))
	}
	for i, m := range inv.Missing {
		if i == missing {
			break
		}
		rep.Missing = append(rep.Missing, missingRow{Part: m.Part.String(), Occurrences: m.Occurrences, Cards: m.Cards,
			Example: m.Example, Sample: m.Sample})
	}
	for i, p := range inv.Uncovered(k, only) {
		if i == top {
			break
		}
		row := vocabularyRow{Kind: p.Kind.String(), Pattern: p.Text,
			Occurrences: p.Occurrences, Cards: p.Cards, Example: p.Example, Sample: p.Sample, Missing: []string{}}
		for _, m := range p.Reading.Missing() {
			row.Missing = append(row.Missing, m.String())
		}
		rep.Uncovered = append(rep.Uncovered, row)
	}
	return rep
}

func round1(f float64) float64 { return float64(int(f*10+0.5)) / 10 }

func writeVocabulary(w io.Writer, rep vocabularyReport) error {
	fmt.Fprintf(w, "%d cards with effect text, %d clauses in %d patterns\n", rep.Cards, rep.Clauses, rep.Patterns)
	fmt.Fprintf(w, "covered: %d of %d clauses (%.1f%%); %d of %d cards have every clause covered\n",
		rep.Covered, rep.Counted, rep.Percent, rep.CardsFull, rep.Cards)
	var parts []string
	for _, k := range vocab.Kinds() {
		if k.Counted() {
			parts = append(parts, fmt.Sprintf("%s %.1f%%", k, rep.KindCoverage[k.String()]))
		}
	}
	fmt.Fprintf(w, "by kind: %s\n", strings.Join(parts, ", "))
	if len(rep.Missing) > 0 {
		fmt.Fprintf(w, "\ntop %d missing constructs:\n", len(rep.Missing))
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "OCC\tCARDS\tEXAMPLE\tPART")
		for _, m := range rep.Missing {
			fmt.Fprintf(tw, "%d\t%d\t%s\t%s\n", m.Occurrences, m.Cards, m.Example, m.Part)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(rep.Uncovered) == 0 {
		return nil
	}
	what := "uncovered patterns"
	if rep.Kind != "" {
		what = "uncovered " + rep.Kind + " patterns"
	}
	fmt.Fprintf(w, "\ntop %d %s:\n", len(rep.Uncovered), what)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "OCC\tCARDS\tKIND\tEXAMPLE\tPATTERN")
	for _, r := range rep.Uncovered {
		fmt.Fprintf(tw, "%d\t%d\t%s\t%s\t%s\n", r.Occurrences, r.Cards, r.Kind, r.Example, r.Pattern)
	}
	return tw.Flush()
}
