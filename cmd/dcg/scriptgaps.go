package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting"
	"github.com/dcg-engine/dcg/scripting/lint"
)

// A card of a deck whose text the engine does not play is a blank in the game: it
// must never pass silently. The pool's status says which cards have no script at all
// (unscripted); a scripted card is partial when some of its printed effects have no
// hook in its script (a script that forgets the inherited effect, the [Security]
// effect or one timing of several): the text/hook matching of scripting/lint decides,
// the same that `cards lint` warns with. match, play and deck validate name such cards
// on standard error, and --strict refuses them; cards list shows the status.

// scriptChecker tells how far the engine plays a card of a pool: its status, and for a
// partial card the texts its script leaves out.
type scriptChecker struct {
	pool *cardpool.Stack
	host *scripting.Host
	ix   *evidenceIndexes // read when first needed (card_status.go)
}

func newScriptChecker(pool *cardpool.Stack) *scriptChecker {
	return newScriptCheckerOn(libraryFor(pool, scripting.DefaultLimits), pool)
}

// newScriptCheckerOn checks with a host of lib: the library the games will use, so
// that each script of the decks is compiled once for both.
func newScriptCheckerOn(lib *scripting.Library, pool *cardpool.Stack) *scriptChecker {
	return &scriptChecker{pool: pool, host: lib.NewHost()}
}

func (s *scriptChecker) close() { s.host.Close() }

// status is the card's status as far as its script goes (vanilla, unscripted,
// partial, scripted), with the texts a partial card leaves out. A script that does
// not build is an error (its games would end in it).
func (s *scriptChecker) status(c *core.CardData) (cardpool.Status, []string, error) {
	st, err := s.pool.Status(c.Number)
	if err != nil || st != cardpool.Scripted {
		return st, nil, err
	}
	if _, err := s.host.EffectsOf(c); err != nil {
		return st, nil, err
	}
	file, src, ok := s.pool.ScriptFile(c.Number)
	if !ok {
		return st, nil, nil // its text is keywords only: the keyword scripts play it
	}
	if left := unplayedTexts(lint.Script(file, src, c).Unplayed); len(left) > 0 {
		return partial, left, nil
	}
	return st, nil, nil
}

// unplayedTexts names the printed texts that have an effect no hook plays:
// "effect", "security effect", "inherited effect", "link effect", "Option side".
func unplayedTexts(ps []lint.Printed) []string {
	var out []string
	for _, p := range ps {
		name := map[string]string{"": "effect", "inherited": "inherited effect", "link": "link effect", "dual": "Option side"}[p.Section]
		if p.Section == "" && slices.Contains(p.Timings, core.SecurityTiming) {
			name = "security effect"
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// scriptGap is a card of the decks that plays, wholly or in part, as a blank, or whose
// script does not build.
type scriptGap struct {
	card   *core.CardData
	status cardpool.Status
	texts  []string // partly scripted: the texts left out
	err    error    // the script does not build
	decks  []string // the decks that hold it
}

func (g scriptGap) String() string {
	head := fmt.Sprintf("%s %s (%s)", g.card.Number, g.card.Name, strings.Join(g.decks, ", "))
	switch {
	case g.err != nil:
		return head + ": its script does not build, so every game that meets it ends in an error: " + firstLineOf(g.err.Error())
	case g.status == partial:
		return head + " is partly scripted: its " + joinAnd(g.texts) + " " + plural(len(g.texts), "has", "have") +
			" no script and " + plural(len(g.texts), "does", "do") + " nothing in a game"
	}
	return head + " is unscripted: it has effect text and no script, and its effects do nothing in a game"
}

// deckCards is a deck's distinct cards, under the deck's label.
type deckCards struct {
	label string
	cards []*core.CardData
}

func deckCardsOf(label string, d core.DeckList) deckCards {
	return deckCards{label: label, cards: append(append([]*core.CardData(nil), d.Eggs...), d.Main...)}
}

// scriptGaps finds the cards of the decks that are unscripted, partly scripted or
// whose script does not build: once each, in the order the decks hold them.
func scriptGaps(pool *cardpool.Stack, decks ...deckCards) ([]scriptGap, error) {
	return scriptGapsOn(libraryFor(pool, scripting.DefaultLimits), pool, decks...)
}

// scriptGapsOn is scriptGaps with the scripts of lib.
func scriptGapsOn(lib *scripting.Library, pool *cardpool.Stack, decks ...deckCards) ([]scriptGap, error) {
	check := newScriptCheckerOn(lib, pool)
	defer check.close()
	var out []scriptGap
	at := map[string]int{} // card number → its index in out, or -1 when it plays whole
	for _, d := range decks {
		for _, c := range d.cards {
			i, seen := at[c.Number]
			if seen {
				if i >= 0 && out[i].decks[len(out[i].decks)-1] != d.label {
					out[i].decks = append(out[i].decks, d.label)
				}
				continue
			}
			st, texts, err := check.status(c)
			if err != nil && st != cardpool.Scripted {
				return nil, err // the card data itself
			}
			if err == nil && (st == cardpool.Vanilla || st == cardpool.Scripted) {
				at[c.Number] = -1
				continue
			}
			at[c.Number] = len(out)
			out = append(out, scriptGap{card: c, status: st, texts: texts, err: err, decks: []string{d.label}})
		}
	}
	return out, nil
}

// warnScriptGaps writes one warning per card of the decks that does not play whole,
// and with strict refuses the decks (an input error, exit code 2).
func warnScriptGaps(errOut io.Writer, pool *cardpool.Stack, strict bool, decks ...deckCards) error {
	return warnScriptGapsOn(errOut, libraryFor(pool, scripting.DefaultLimits), pool, strict, decks...)
}

// warnScriptGapsOn is warnScriptGaps with the scripts of lib: a command that then
// plays the decks passes the library its games use, which compiles each script once.
func warnScriptGapsOn(errOut io.Writer, lib *scripting.Library, pool *cardpool.Stack, strict bool, decks ...deckCards) error {
	gaps, err := scriptGapsOn(lib, pool, decks...)
	if err != nil {
		return err
	}
	for _, g := range gaps {
		fmt.Fprintf(errOut, "dcg: warning: %s\n", g)
	}
	if strict && len(gaps) > 0 {
		numbers := make([]string, len(gaps))
		for i, g := range gaps {
			numbers[i] = g.card.Number
		}
		return badInput("--strict: %d %s %s not fully scripted: %s", len(gaps),
			plural(len(gaps), "card", "cards"), plural(len(gaps), "is", "are"), strings.Join(numbers, ", "))
	}
	return nil
}

// joinAnd joins words as a sentence does: "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
