package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
)

// casual is the format with no ban or restriction list: only the construction rules
// (1-4-1) apply. It is the default, so the original starter decks stay legal.
const casual = "casual"

// deckEnv is what the deck commands read: the card data (built-in decks and the
// restriction list), the card pool, and today's date for --as-of. Tests swap them.
type deckEnv struct {
	fsys  fs.FS
	pool  func() (core.CardLookup, error)
	today func() time.Time
}

func newDeckCmd(layers *cardLayers) *cobra.Command {
	return newDeckCmdEnv(deckEnv{
		fsys:  cards.FS,
		pool:  func() (core.CardLookup, error) { return openPool(layers) },
		today: time.Now,
	})
}

func newDeckCmdEnv(env deckEnv) *cobra.Command {
	c := &cobra.Command{
		Use:   "deck",
		Short: "Validate, convert and list decks",
		Long: `Validate, convert and list decks.

A DECK is a file or the name of a built-in deck (see 'dcg deck list'). Files may be in
our text format ("4 Agumon ST1-03" or "4 ST1-03" per line, // comments), the Tabletop
Simulator JSON array (["Exported from ...","ST1-03",...]), or a text export of
digimoncard.io, digimoncard.dev, digimoncard.app, DigimonMeta or Untap; the format is
detected. Digi-Eggs go to the Digi-Egg deck by their kind.`,
		Example: `  dcg deck validate my.deck st2
  dcg deck validate st2 --format standard
  dcg deck convert export.json --to text -o my.deck
  dcg deck list`,
	}
	c.AddCommand(newDeckValidateCmd(env), newDeckConvertCmd(env), newDeckListCmd(env))
	return c
}

// deckArgs makes a wrong number of arguments an input error (exit code 2), like a
// bad flag.
func deckArgs(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := check(cmd, args); err != nil {
			return inputError{err}
		}
		return nil
	}
}

func newDeckValidateCmd(env deckEnv) *cobra.Command {
	var format, asOf string
	var strict bool
	c := &cobra.Command{
		Use:   "validate DECK...",
		Short: "Check decks against the deck construction rules and a ban list",
		Long: `Check each deck against the deck construction rules (1-4-1): exactly 50 cards in
the deck, 0 to 5 Digi-Eggs in the Digi-Egg deck, at most 4 copies of a card number
unless the card says otherwise, and every card number known.

--format standard also applies the official ban and restriction list (ver. 1.0
5-1-2) in force on --as-of (default today). The default format, casual, has no list.

Every problem is printed as FILE:LINE: reason. The exit code is 2 when a deck is not
legal.

A card with effect text the engine does not play (unscripted, or partial: a script
that leaves out one of its printed effects) is named on standard error, once; --strict
makes such a deck fail too (exit code 2).`,
		Example: `  dcg deck validate my.deck
  dcg deck validate st1 st2 st3
  dcg deck validate st2 --format standard
  dcg deck validate st2 --format standard --as-of 2024-08-30`,
		Args: deckArgs(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := resolveFormat(env, format, asOf)
			if err != nil {
				return err
			}
			pool, err := env.pool()
			if err != nil {
				return err
			}
			return validateDecks(cmd.OutOrStdout(), cmd.ErrOrStderr(), env, pool, f, strict, args)
		},
	}
	c.Flags().StringVar(&format, "format", casual, "the regulation: casual (construction rules only) or standard (with the ban and restriction list)")
	c.Flags().StringVar(&asOf, "as-of", "", "with --format standard, the `DATE` (YYYY-MM-DD) whose list applies (default today)")
	c.Flags().BoolVar(&strict, "strict", false, "fail decks with unscripted or partial cards")
	return c
}

// resolveFormat turns the flags into a Format; nil is casual play.
func resolveFormat(env deckEnv, name, asOf string) (*deck.Format, error) {
	if name == casual || name == "" {
		if asOf != "" {
			return nil, badInput("--as-of picks the day of a ban and restriction list; use it with --format standard")
		}
		return nil, nil
	}
	r, err := deck.LoadRestrictions(env.fsys)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w (the card data must hold %s: see cards/embed.go)", err, deck.RestrictionsFile)
	}
	if err != nil {
		return nil, err
	}
	if name != r.Format {
		return nil, badInput("unknown format %q (want %s or %s)", name, casual, r.Format)
	}
	day := env.today()
	day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	if asOf != "" {
		if day, err = deck.ParseDate(asOf); err != nil {
			return nil, badInput("--as-of: %v", err)
		}
	}
	return r.AsOf(day), nil
}

// validateDecks prints "SOURCE: ok (...)" or every problem of each deck, and fails
// with an input error when any deck is not legal. With a pool of scripts, it warns of
// the cards that do not play whole, and strict fails such decks.
func validateDecks(out, errOut io.Writer, env deckEnv, pool core.CardLookup, f *deck.Format, strict bool, args []string) error {
	bad := 0
	stack, scripted := pool.(*cardpool.Stack)
	for _, arg := range args {
		d, err := deck.Load(env.fsys, arg, pool)
		if d == nil {
			fmt.Fprintln(out, err)
			bad++
			continue
		}
		if scripted {
			if err := warnScriptGaps(errOut, stack, strict, deckCardsOf(d.Source, d.List())); err != nil {
				fmt.Fprintf(out, "%s: %v\n", d.Source, err)
				bad++
				continue
			}
		}
		if err := d.Validate(f); err != nil {
			fmt.Fprintln(out, err)
			bad++
			continue
		}
		suffix := ""
		if f != nil {
			suffix = "; " + f.String()
		}
		fmt.Fprintf(out, "%s: ok (%s%s)\n", d.Source, sizes(d), suffix)
	}
	if bad > 0 {
		return badInput("%d of %d %s not legal", bad, len(args), plural(len(args), "deck is", "decks are"))
	}
	return nil
}

// sizes says how big a deck is: "50 cards, 4 Digi-Eggs".
func sizes(d *deck.Deck) string {
	return fmt.Sprintf("%d %s, %d %s", len(d.Main), plural(len(d.Main), "card", "cards"),
		len(d.Eggs), plural(len(d.Eggs), "Digi-Egg", "Digi-Eggs"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func newDeckConvertCmd(env deckEnv) *cobra.Command {
	var to, outFile string
	c := &cobra.Command{
		Use:   "convert DECK --to text|tts|digimoncard [-o OUT]",
		Short: "Write a deck in another format",
		Long: `Read a deck in any supported format and write it as our text format (text), the
Tabletop Simulator JSON array (tts) or a digimoncard.io list (digimoncard).

The deck must be readable (every card number known, every line well formed) but
need not be legal: use 'dcg deck validate' for that.`,
		Example: `  dcg deck convert export.json --to text -o my.deck
  dcg deck convert st1 --to tts
  dcg deck convert my.deck --to digimoncard`,
		Args: deckArgs(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			if to == "" {
				return badInput("--to is required: text, tts or digimoncard")
			}
			ff, err := deck.ParseFileFormat(to)
			if err != nil {
				return badInput("--to: %v", err)
			}
			pool, err := env.pool()
			if err != nil {
				return err
			}
			d, err := deck.Load(env.fsys, args[0], pool)
			if err != nil {
				return inputError{err}
			}
			return writeDeck(cmd.OutOrStdout(), d, ff, outFile)
		},
	}
	c.Flags().StringVar(&to, "to", "", "the format to write: text, tts or digimoncard")
	c.Flags().StringVarP(&outFile, "output", "o", "", "write to `FILE` instead of standard output")
	return c
}

// writeDeck writes d to stdout or, with a name, to that file.
func writeDeck(stdout io.Writer, d *deck.Deck, ff deck.FileFormat, outFile string) error {
	if outFile == "" {
		return d.Write(stdout, ff)
	}
	f, err := os.Create(outFile)
	if err != nil {
		return badInput("%v", err)
	}
	if err := d.Write(f, ff); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func newDeckListCmd(env deckEnv) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the built-in decks",
		Long: `List the built-in decks: the names 'dcg deck validate', 'dcg deck convert',
'dcg match' and 'dcg league' accept in place of a file.`,
		Example: `  dcg deck list
  dcg deck convert st1 --to text -o my-st1.deck`,
		Args: deckArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			pool, err := env.pool()
			if err != nil {
				return err
			}
			return listDecks(cmd.OutOrStdout(), env.fsys, pool)
		},
	}
}

// listDecks prints each built-in deck's name, title and size.
func listDecks(out io.Writer, fsys fs.FS, pool core.CardLookup) error {
	names, err := deck.BuiltinNames(fsys)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, n := range names {
		d, err := deck.Builtin(fsys, n, pool)
		var es deck.Errors
		switch {
		case err == nil:
			fmt.Fprintf(tw, "%s\t%s\t%s\n", n, d.Name, sizes(d))
		case errors.As(err, &es) && d != nil:
			fmt.Fprintf(tw, "%s\t%s\t%d %s: see 'dcg deck validate %s'\n", n, d.Name, len(es), plural(len(es), "problem", "problems"), n)
		default:
			return err
		}
	}
	return tw.Flush()
}
