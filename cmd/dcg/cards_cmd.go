package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/input"
)

// newCardsCmd groups the card pool commands. Nothing here parses YAML before a
// subcommand runs, so `dcg --help` stays instant.
func newCardsCmd(layers *cardLayers) *cobra.Command {
	var poolDir string
	c := &cobra.Command{
		Use:   "cards",
		Short: "Browse, import and lint the card pool",
		Long: `Browse, import and lint the card pool.

The pool is built into dcg (the cards/ folder of the source: one folder per set with
<SET>.yaml and one Lua script per scripted card). --cards DIR (a flag of every
command) loads more set folders laid out the same way on top of it: a new set, or,
with --override, modded cards. --pool DIR reads a folder instead of the built-in
pool, e.g. a whole pool you are writing.

A card's status is vanilla (no effect text), scripted (has <SET>/<NUMBER>.lua, or
its text is keywords only), partly-scripted (has a script whose effects leave out
one of its printed texts, e.g. the inherited effect: that text does nothing) or
unscripted (has text but no script yet: its effects do nothing).`,
		Example: `  dcg cards list --set ST1
  dcg cards show BT1-084
  dcg cards lint
  dcg cards lint ./my-sets
  dcg cards vocabulary --uncovered 50 --kind action
  dcg --cards ./my-sets cards list --set FAN1
  dcg cards import --from ../shared/carddata/cards.json --out cards`,
	}
	c.PersistentFlags().StringVar(&poolDir, "pool", "", "read the card pool from `DIR` instead of the built-in one")
	// openBase is the bottom of the pool: the built-in cards or --pool.
	openBase := func() (*cardpool.Pool, error) {
		if poolDir == "" {
			return cardpool.OpenNamed(cards.FS, "cards")
		}
		return openCardDir("--pool", poolDir)
	}
	open := func() (*cardpool.Stack, error) {
		base, err := openBase()
		if err != nil {
			return nil, err
		}
		return openStack(base, layers)
	}
	poolErr := func(err error) error {
		if poolDir != "" {
			return inputError{err} // the user's own set files
		}
		return err
	}
	c.AddCommand(newCardsImportCmd(), newCardsListCmd(open, poolErr), newCardsShowCmd(open, poolErr),
		newCardsLintCmd(openBase, layers), newCardsVocabularyCmd(open, poolErr), newCardsDraftCmd(open, poolErr))
	c.AddCommand(newCardsCoverageCmd())
	return c
}

func newCardsImportCmd() *cobra.Command {
	var from, errataFile, out string
	var verbose bool
	c := &cobra.Command{
		Use:   "import",
		Short: "Convert cards.json into set files (cards/<SET>/<SET>.yaml)",
		Long: `Convert the cards.json dump of the printed card pool into one YAML file per set.

It fixes the dump's quirks (effects run together, "DigiEgg", cost -1, DP 0 on cards
without DP, "-" traits) and reads the printed [Digivolve] requirements (2-3-6-3) into
data; forms it cannot read exactly are kept as "unparsed". Lua scripts next to the set
files are left alone. The defaults are the paths from the repository root.

It repairs the characters the dump lost to HTML references ("&#160;", "CafxE9" for
Café) and the "lv" it wrote as "Lv." inside words ("digivoLv.e"), corrects the text the
dump lacks or garbled where no erratum covers it (core/cardpool/dumpfix.go: a (Rule)
line a ruling quotes), and applies the official errata of errata.json: the errata'd text is the card's
text (2-1: the latest card information counts), also where cards.json words it a
third way (the changed sentences are replaced where the erratum pins them down: "over
a variant wording"), and a card an erratum changed keeps its printed text under
errata: in the set file. For an erratum already in cards.json the printed text is its
before text, put back where the change is a plain substitution; one whose text is
found nowhere is a warning. Without the default errata file the import goes on
without errata, with a warning.`,
		Example: `  dcg cards import
  dcg cards import --from ~/cards.json --errata ~/errata.json --out /tmp/pool -v`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			root := cardsRepoRoot()
			if from == "" {
				from = filepath.Join(root, "..", "shared", "carddata", "cards.json")
			}
			if out == "" {
				out = filepath.Join(root, "cards")
			}
			data, err := input.ReadFile(from, input.CardsJSONLimit)
			if errors.Is(err, os.ErrNotExist) {
				return badInput("cards.json not found at %s (give its path with --from)", from)
			}
			if err != nil {
				return badInput("%v", err)
			}
			errata, errataNote, err := readErrataFile(&errataFile, root)
			if err != nil {
				return err
			}
			sets, rep, err := cardpool.ImportCardsJSON(data, errata)
			if err != nil {
				return badInput("%s: %v", from, err)
			}
			if err := cardpool.WriteSets(out, sets); err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "imported %d cards in %d sets from %s into %s\n", rep.Cards, rep.Sets, from, out)
			fmt.Fprintf(w, "digivolve text forms (2-3-6-3): %d parsed, %d unparsed\n", rep.FormsParsed, rep.FormsUnparsed)
			fmt.Fprintf(w, "lost characters repaired (&#160;, xE9 for é, Lv. for lv): %d texts\n", len(rep.Repaired))
			if verbose && len(rep.Repaired) > 0 {
				fmt.Fprintf(w, "  repaired: %s\n", strings.Join(rep.Repaired, ", "))
			}
			fmt.Fprintf(w, "text the dump lacks or garbled, corrected: %d cards (%s)\n", len(rep.DumpFixed), strings.Join(rep.DumpFixed, ", "))
			if errataNote != "" {
				rep.Warnings = append(rep.Warnings, errataNote)
			}
			writeErrataReport(w, errataFile, rep.Errata, verbose)
			fmt.Fprintf(w, "warnings: %d\n", len(rep.Warnings))
			for _, s := range rep.Warnings {
				fmt.Fprintln(w, "  warning:", s)
			}
			if verbose {
				for _, s := range rep.Unparsed {
					fmt.Fprintln(w, "  unparsed:", s)
				}
			}
			return nil
		},
	}
	c.Flags().StringVar(&from, "from", "", "the cards.json `FILE` (default ../shared/carddata/cards.json from the repository root)")
	c.Flags().StringVar(&errataFile, "errata", "", "the errata.json `FILE` (default ../shared/carddata/errata.json from the repository root)")
	c.Flags().StringVar(&out, "out", "", "the `DIR` to write set folders into (default cards in the repository root)")
	c.Flags().BoolVarP(&verbose, "verbose", "v", false, "also list the unparsed [Digivolve] forms")
	return c
}

// readErrataFile reads the --errata file. The default one may be missing (a clone
// without ../shared): the import then goes on without errata, and note says so.
func readErrataFile(name *string, root string) (data []byte, note string, err error) {
	given := *name != ""
	if !given {
		*name = filepath.Join(root, "..", "shared", "carddata", "errata.json")
	}
	data, err = input.ReadFile(*name, input.CardsJSONLimit)
	switch {
	case errors.Is(err, os.ErrNotExist) && !given:
		return nil, "errata.json not found at " + *name + ": imported without errata (give its path with --errata)", nil
	case errors.Is(err, os.ErrNotExist):
		return nil, "", badInput("errata.json not found at %s", *name)
	case err != nil:
		return nil, "", badInput("%v", err)
	}
	return data, "", nil
}

// writeErrataReport says what became of the errata, entry by entry of errata.json.
func writeErrataReport(w io.Writer, file string, rep *cardpool.ErrataReport, verbose bool) {
	if rep == nil {
		return
	}
	applied := fmt.Sprintf("%d applied", len(rep.Applied))
	if len(rep.Variant) > 0 {
		applied += fmt.Sprintf(" (%d over a variant wording)", len(rep.Variant))
	}
	already := fmt.Sprintf("%d already in cards.json", len(rep.Already))
	if len(rep.Restored) > 0 {
		already += fmt.Sprintf(" (printed text restored for %d)", len(rep.Restored))
	}
	fmt.Fprintf(w, "errata (2-1) from %s: %d entries: %s, %s, %d cosmetic (no text), %d not found",
		file, rep.Entries, applied, already, len(rep.Cosmetic), len(rep.NotFound))
	if len(rep.Missing) > 0 {
		fmt.Fprintf(w, ", %d for cards not in cards.json", len(rep.Missing))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "cards with errata'd text: %d\n", len(rep.Cards))
	if !verbose {
		return
	}
	for _, l := range []struct {
		label string
		list  []string
	}{{"applied", rep.Applied}, {"already", rep.Already}, {"cosmetic", rep.Cosmetic},
		{"not found", rep.NotFound}, {"for cards not in cards.json", rep.Missing}, {"changed cards", rep.Cards}} {
		if len(l.list) > 0 {
			fmt.Fprintf(w, "  errata %s: %s\n", l.label, strings.Join(l.list, " "))
		}
	}
	for _, s := range rep.Variant {
		fmt.Fprintln(w, "  errata applied over a variant wording:", s)
	}
	for _, s := range rep.Approximate {
		fmt.Fprintln(w, "  errata already, in other words:", s)
	}
	for _, s := range rep.Unrestored {
		fmt.Fprintln(w, "  errata already, printed text not restored:", s)
	}
}

// cardsRepoRoot is the nearest folder upwards with this module's go.mod, or "." when dcg
// runs outside the source tree.
func cardsRepoRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return "."
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.Contains(string(b), "module github.com/dcg-engine/dcg\n") {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "."
		}
		dir = parent
	}
}

// cardRow is one card in `cards list --json`.
type cardRow struct {
	Number string          `json:"number"`
	Name   string          `json:"name"`
	Set    string          `json:"set"`
	Kind   string          `json:"kind"`
	Colors []string        `json:"colors"`
	Level  int             `json:"level,omitempty"`
	Cost   *int            `json:"cost,omitempty"`
	DP     *int            `json:"dp,omitempty"`
	Status cardpool.Status `json:"status"`
	// LeftOut are the texts of a partial card that have an effect its script does not
	// play.
	LeftOut []string `json:"unscripted_texts,omitempty"`
	// The evidence the status rests on (card_status.go): the card's effects that
	// activate and how many of them a passing test fired; its official rulings and
	// how many a passing scenario cites.
	Effects int `json:"effects"`
	Fired   int `json:"effects_fired"`
	Rulings int `json:"rulings"`
	Cited   int `json:"rulings_cited"`
}

func newCardsListCmd(open func() (*cardpool.Stack, error), poolErr func(error) error) *cobra.Command {
	var sets, only []string
	var asJSON bool
	c := &cobra.Command{
		Use:   "list",
		Short: "List cards with their status (vanilla, unscripted, partial, scripted, tested, ruled)",
		Long: `List the cards of the pool, or of some sets, with their status, computed from
evidence:

  vanilla     no effect text
  unscripted  effect text, no script yet: its effects do nothing
  partial     a script, but some printed effects have no hook (named in the list;
              dcg cards lint says which)
  scripted    every printed effect has a hook
  tested      and every effect of it that activates has activated in a passing
              scenario or card test of the source tree
  ruled       and every official ruling about the card is cited by a passing
              scenario (rulings: [Q...])

The evidence is the generated index cards/evidence.txt (go run
./tests/internal/genevidence), the rulings the index cards/rulings.txt. --json gives
each card's counts: effects that activate and how many fired, rulings and how many
are cited. --status keeps the cards of some statuses only.`,
		Example: `  dcg cards list --set ST1
  dcg cards list --set ST1,ST2,BT1 --json
  dcg cards list --set BT1 --status unscripted
  dcg cards list --status scripted,tested --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			keep, err := parseStatuses(only)
			if err != nil {
				return err
			}
			pool, err := open()
			if err != nil {
				return err
			}
			if len(sets) == 0 {
				sets = pool.Sets()
			}
			check := newScriptChecker(pool)
			defer check.close()
			var rows []cardRow
			for _, s := range sets {
				s = strings.ToUpper(strings.TrimSpace(s))
				if !pool.HasSet(s) {
					return badInput("unknown set %q; known sets: %s", s, strings.Join(pool.Sets(), ", "))
				}
				list, err := pool.SetCards(s)
				if err != nil {
					return poolErr(err)
				}
				for _, card := range list {
					cs, err := check.judge(card)
					if err != nil && cs.Status != cardpool.Scripted { // a script that does not build is lint's
						return poolErr(err)
					}
					if keep == nil || keep[cs.Status] {
						rows = append(rows, newCardRow(card, cs))
					}
				}
			}
			if asJSON {
				return writeCardsJSON(cmd.OutOrStdout(), rows)
			}
			return writeCardTable(cmd.OutOrStdout(), rows)
		},
	}
	c.Flags().StringSliceVar(&sets, "set", nil, "only these `SETS` (comma-separated, e.g. ST1,BT1)")
	c.Flags().StringSliceVar(&only, "status", nil, "only cards of these `STATUSES` (comma-separated): "+strings.Join(statusNames(), ", "))
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON array")
	completeValues(c, "status", statusNames()...)
	return c
}

// parseStatuses reads --status; nil keeps every card.
func parseStatuses(names []string) (map[cardpool.Status]bool, error) {
	if len(names) == 0 {
		return nil, nil
	}
	keep := map[cardpool.Status]bool{}
	for _, n := range names {
		st := cardpool.Status(strings.ToLower(strings.TrimSpace(n)))
		if alias, ok := statusAliases[string(st)]; ok {
			st = alias
		}
		if !slices.Contains(statuses, st) {
			return nil, badInput("--status %q: want %s", n, strings.Join(statusNames(), ", "))
		}
		keep[st] = true
	}
	return keep, nil
}

func statusNames() []string {
	out := make([]string, len(statuses))
	for i, s := range statuses {
		out[i] = string(s)
	}
	return out
}

func newCardRow(c *core.CardData, cs cardStatus) cardRow {
	r := cardRow{Number: c.Number, Name: c.Name, Set: c.Set, Kind: c.Kind.String(), Colors: cardColorNames(c.Colors), Level: c.Level,
		Status: cs.Status, LeftOut: cs.LeftOut, Effects: cs.Effects, Fired: cs.Fired, Rulings: cs.Rulings, Cited: cs.Cited}
	if c.HasCost {
		r.Cost = &c.Cost
	}
	if c.HasDP {
		r.DP = &c.DP
	}
	return r
}

func writeCardTable(w io.Writer, rows []cardRow) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NUMBER\tNAME\tKIND\tLEVEL\tCOST\tSTATUS")
	counts := map[cardpool.Status]int{}
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.Number, r.Name, r.Kind, cardDash(r.Level, r.Level != 0), cardIntOrDash(r.Cost), statusText(r))
		counts[r.Status]++
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, statusTotals(len(rows), counts))
	return err
}

// statusTotals is the last line of cards list: "4388 cards: 1 vanilla, ...".
func statusTotals(n int, counts map[cardpool.Status]int) string {
	parts := make([]string, len(statuses))
	for i, st := range statuses {
		parts[i] = fmt.Sprintf("%d %s", counts[st], st)
	}
	return fmt.Sprintf("%d cards: %s", n, strings.Join(parts, ", "))
}

// statusText is a card's status, with the texts a partial card leaves out, and
// for a scripted card what evidence is missing.
func statusText(r cardRow) string {
	switch {
	case len(r.LeftOut) > 0:
		return fmt.Sprintf("%s (no script for its %s)", r.Status, joinAnd(r.LeftOut))
	case r.Status == cardpool.Scripted && r.Fired < r.Effects:
		return fmt.Sprintf("%s (%d of %d effects fired in a test)", r.Status, r.Fired, r.Effects)
	case r.Status == tested:
		return fmt.Sprintf("%s (%d of %d rulings cited by a scenario)", r.Status, r.Cited, r.Rulings)
	}
	return string(r.Status)
}

// cardView is `cards show --json`: the printed card and its status.
type cardView struct {
	cardRow
	NameJP    string              `json:"name_jp,omitempty"`
	Rarity    string              `json:"rarity,omitempty"`
	Form      []string            `json:"form,omitempty"`
	Attribute []string            `json:"attribute,omitempty"`
	Type      []string            `json:"type,omitempty"`
	Digivolve []cardDigivolveView `json:"digivolve,omitempty"`
	Effect    string              `json:"effect,omitempty"`
	Inherited string              `json:"inherited,omitempty"`
	Security  string              `json:"security,omitempty"`
	Ace       bool                `json:"ace,omitempty"`
	Overflow  int                 `json:"overflow,omitempty"`
	Link      *cardLinkView       `json:"link,omitempty"`
	Dual      *cardDualView       `json:"dual,omitempty"`
	Errata    *cardErrataView     `json:"errata,omitempty"`
	MaxCopies int                 `json:"max_copies"`
	Script    string              `json:"script,omitempty"`        // path of the Lua file, when scripted
	Source    string              `json:"script_source,omitempty"` // the Lua file itself
	// BuildError is why the script does not build (dcg cards lint says where).
	BuildError string `json:"script_error,omitempty"`
	// Tests are the card's own test file in the source tree, with its test functions;
	// NamedIn the other test and scenario files that name the card.
	Tests      []string `json:"tests,omitempty"`
	NamedIn    []string `json:"named_in_tests,omitempty"`
	testsFound bool
}

type cardDigivolveView struct {
	Colors   []string `json:"colors,omitempty"`
	Level    int      `json:"level,omitempty"`
	Names    []string `json:"names,omitempty"`
	NameHas  []string `json:"name_has,omitempty"`
	Traits   []string `json:"traits,omitempty"`
	TextHas  []string `json:"text_has,omitempty"`
	Cost     int      `json:"cost"`
	Text     string   `json:"text,omitempty"`
	Unparsed bool     `json:"unparsed,omitempty"`
}

type cardLinkView struct {
	Requirement string `json:"requirement,omitempty"`
	DP          int    `json:"dp,omitempty"`
	Effect      string `json:"effect,omitempty"`
}

// cardErrataView is the date of a card's errata and the printed texts they changed;
// the view's own texts are the errata'd ones.
type cardErrataView struct {
	Date    string          `json:"date"`
	Printed cardPrintedView `json:"printed"`
}

type cardPrintedView struct {
	Name       string `json:"name,omitempty"`
	Effect     string `json:"effect,omitempty"`
	Inherited  string `json:"inherited,omitempty"`
	Security   string `json:"security,omitempty"`
	LinkEffect string `json:"link_effect,omitempty"`
	DualEffect string `json:"dual_effect,omitempty"`
}

type cardDualView struct {
	Name   string   `json:"name,omitempty"`
	Colors []string `json:"colors,omitempty"`
	Effect string   `json:"effect,omitempty"`
}

func newCardsShowCmd(open func() (*cardpool.Stack, error), poolErr func(error) error) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "show NUMBER",
		Short: "Show a card: every printed field, its texts, its status, its script and its tests",
		Long: `Show a card: every printed field and text, its status (vanilla, scripted,
unscripted), its Lua script, and — when dcg runs inside its source tree — its tests:
the test functions of tests/cards/<SET>/<NUMBER>_test.go and the other test and
scenario files under tests/ that name the card.`,
		Example: `  dcg cards show BT1-084
  dcg cards show st1-01 --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			pool, err := open()
			if err != nil {
				return err
			}
			number := strings.ToUpper(strings.TrimSpace(args[0]))
			card, err := pool.Card(number)
			var unknown *core.UnknownCardError
			if errors.As(err, &unknown) {
				return badInput("%v", err)
			}
			if err != nil {
				return poolErr(err)
			}
			check := newScriptChecker(pool)
			cs, err := check.judge(card)
			check.close()
			var buildErr error
			if err != nil && cs.Status == cardpool.Scripted {
				buildErr, err = err, nil
			}
			if err != nil {
				return poolErr(err)
			}
			v := newCardView(card, cs)
			if buildErr != nil {
				v.BuildError = buildErr.Error()
			}
			if file, src, ok := pool.ScriptFile(number); ok {
				v.Script, v.Source = file, string(src)
			}
			v.Tests, v.NamedIn, v.testsFound = cardTests(number, card.Set)
			if asJSON {
				return writeCardsJSON(cmd.OutOrStdout(), v)
			}
			return writeCardView(cmd.OutOrStdout(), v)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object")
	return c
}

func newCardView(c *core.CardData, cs cardStatus) cardView {
	v := cardView{
		cardRow: newCardRow(c, cs), NameJP: c.NameJP, Rarity: c.Rarity,
		Form: c.Forms, Attribute: c.Attributes, Type: c.Types,
		Effect: c.Effect, Inherited: c.Inherited, Security: c.Security,
		Ace: c.Ace, Overflow: c.Overflow, MaxCopies: c.Copies(),
	}
	for _, d := range c.Digivolve {
		v.Digivolve = append(v.Digivolve, cardDigivolveView{
			Colors: cardColorNames(d.Colors), Level: d.Level, Names: d.Names, NameHas: d.NameHas,
			Traits: d.Traits, TextHas: d.TextHas, Cost: d.Cost, Text: d.Text, Unparsed: d.Unparsed,
		})
	}
	if l := c.Link; l != nil {
		v.Link = &cardLinkView{Requirement: l.Requirement, DP: l.DP, Effect: l.Effect}
	}
	if d := c.Dual; d != nil {
		v.Dual = &cardDualView{Name: d.Name, Colors: cardColorNames(d.Colors), Effect: d.Effect}
	}
	if e := c.Errata; e != nil {
		p := e.Printed
		v.Errata = &cardErrataView{Date: e.Date, Printed: cardPrintedView{Name: p.Name, Effect: p.Effect,
			Inherited: p.Inherited, Security: p.Security, LinkEffect: p.LinkEffect, DualEffect: p.DualEffect}}
	}
	return v
}

func writeCardView(w io.Writer, v cardView) error {
	var b strings.Builder
	title := v.Number + "  " + v.Name
	if v.NameJP != "" {
		title += "  (" + v.NameJP + ")"
	}
	b.WriteString(title + "\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	field := func(k, val string) {
		if val != "" {
			fmt.Fprintf(tw, "  %s\t%s\n", k, val)
		}
	}
	field("set", v.Set)
	field("kind", v.Kind)
	field("colors", strings.Join(v.Colors, ", "))
	if v.Level != 0 {
		field("level", strconv.Itoa(v.Level))
	}
	field("cost", cardIntOrDash(v.Cost))
	field("dp", cardIntOrDash(v.DP))
	field("form", strings.Join(v.Form, ", "))
	field("attribute", strings.Join(v.Attribute, ", "))
	field("type", strings.Join(v.Type, ", "))
	field("rarity", v.Rarity)
	if v.Ace {
		field("ace", fmt.Sprintf("yes, <Overflow -%d>", v.Overflow))
	}
	if v.MaxCopies != 4 {
		field("copies", fmt.Sprintf("up to %d in a deck", v.MaxCopies))
	}
	for i, d := range v.Digivolve {
		k := ""
		if i == 0 {
			k = "digivolve"
		}
		field(k, describeCardDigivolve(d))
	}
	field("status", statusText(v.cardRow))
	field("script", v.Script)
	field("script error", firstLineOf(v.BuildError))
	if err := tw.Flush(); err != nil {
		return err
	}
	text := func(k, t string) {
		if t != "" {
			b.WriteString("\n" + k + ":\n  " + strings.ReplaceAll(t, "\n", "\n  ") + "\n")
		}
	}
	text("effect", v.Effect)
	text("inherited effect", v.Inherited)
	text("security effect", v.Security)
	if l := v.Link; l != nil {
		text("link", strings.TrimSpace(l.Requirement+"\n"+fmt.Sprintf("link DP +%d", l.DP)+"\n"+l.Effect))
	}
	if d := v.Dual; d != nil {
		text("option side: "+d.Name+" ("+strings.Join(d.Colors, ", ")+")", d.Effect)
	}
	if e := v.Errata; e != nil {
		b.WriteString(describeCardErrata(e))
	}
	text("script "+v.Script, strings.TrimRight(v.Source, "\n"))
	if v.testsFound {
		own := strings.Join(v.Tests, "\n")
		if own == "" {
			own = "no test file of its own yet (tests/cards/" + v.Set + "/" + v.Number + "_test.go)"
		}
		text("tests", own)
		text("also named in", strings.Join(v.NamedIn, "\n"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// describeCardErrata shows, below the errata'd texts the card plays with (2-1), what
// the card prints where an erratum changed it.
func describeCardErrata(e *cardErrataView) string {
	var b strings.Builder
	b.WriteString("\nErrata (" + e.Date + "): printed text:\n")
	for _, f := range []struct{ label, text string }{
		{"name", e.Printed.Name}, {"effect", e.Printed.Effect}, {"inherited effect", e.Printed.Inherited},
		{"security effect", e.Printed.Security}, {"link effect", e.Printed.LinkEffect}, {"option side", e.Printed.DualEffect},
	} {
		if f.text != "" {
			b.WriteString("  " + f.label + ":\n    " + strings.ReplaceAll(f.text, "\n", "\n    ") + "\n")
		}
	}
	return b.String()
}

// describeCardDigivolve says a requirement in one line: "Red Lv.3: cost 2", or the
// printed text with what was read from it.
func describeCardDigivolve(d cardDigivolveView) string {
	var parts []string
	if len(d.Colors) > 0 {
		parts = append(parts, strings.Join(d.Colors, "/"))
	}
	if d.Level != 0 {
		parts = append(parts, "Lv."+strconv.Itoa(d.Level))
	}
	for _, g := range []struct {
		label string
		items []string
	}{{"named", d.Names}, {"name has", d.NameHas}, {"trait", d.Traits}, {"text has", d.TextHas}} {
		if len(g.items) > 0 {
			parts = append(parts, g.label+" "+strings.Join(g.items, "/"))
		}
	}
	read := strings.Join(parts, " ") + ": cost " + strconv.Itoa(d.Cost)
	switch {
	case d.Unparsed:
		return d.Text + "  (not read yet)"
	case d.Text != "":
		return read + "  (" + d.Text + ")"
	}
	return read
}

func cardColorNames(cs core.Colors) []string {
	var out []string
	for _, c := range cs.List() {
		out = append(out, c.String())
	}
	return out
}

func cardDash(n int, ok bool) string {
	if !ok {
		return "-"
	}
	return strconv.Itoa(n)
}

func cardIntOrDash(p *int) string {
	if p == nil {
		return "-"
	}
	return strconv.Itoa(*p)
}

func writeCardsJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
