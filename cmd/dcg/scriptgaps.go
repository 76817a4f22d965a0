package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting"
	"github.com/dcg-engine/dcg/scripting/vocab"
)

// A card of a deck whose text the engine does not play is a blank in the game: it
// must never pass silently. The pool's status says which cards have no script at all
// (unscripted); a scripted card is only partly scripted when its effects come from
// some of its printed texts and not from others (a script that forgets the inherited
// effect or the [Security] effect). match, play and deck validate name such cards on
// standard error, and --strict refuses them; cards list shows the status.

// partlyScripted is the status of a card with a script whose effects leave out one of
// its printed texts: that text does nothing in a game.
const partlyScripted cardpool.Status = "partly-scripted"

// statuses are the card statuses, in the order cards list counts them.
var statuses = []cardpool.Status{cardpool.Vanilla, cardpool.Scripted, partlyScripted, cardpool.Unscripted}

// scriptChecker tells how far the engine plays a card of a pool: its status, and for a
// partly scripted card the texts its effects leave out.
type scriptChecker struct {
	pool *cardpool.Stack
	host *scripting.Host
}

func newScriptChecker(pool *cardpool.Stack) *scriptChecker {
	return &scriptChecker{pool: pool, host: libraryFor(pool, scripting.DefaultLimits).NewHost()}
}

func (s *scriptChecker) close() { s.host.Close() }

// status is the card's status, with the texts a partly scripted card leaves out. A
// script that does not build is an error (its games would end in it).
func (s *scriptChecker) status(c *core.CardData) (cardpool.Status, []string, error) {
	st, err := s.pool.Status(c.Number)
	if err != nil || st != cardpool.Scripted {
		return st, nil, err
	}
	effs, err := s.host.EffectsOf(c)
	if err != nil {
		return st, nil, err
	}
	if left := textsLeftOut(c, effs); len(left) > 0 {
		return partlyScripted, left, nil
	}
	return st, nil, nil
}

// textsLeftOut names the printed texts of a card that none of its effects comes from:
// "effect", "inherited effect", "security effect", "link effect". A text of printed
// requirements only ([Digivolve] ... lines, which the card data plays) needs no
// effect, nor does a line of the effect text that the security text prints again.
func textsLeftOut(c *core.CardData, effs []*core.Effect) []string {
	var upper, inherited, security, link bool
	for _, e := range effs {
		switch {
		case e.Inherited:
			inherited = true
		case e.Link:
			link = true
		case e.HasTiming(core.SecurityTiming):
			security = true
		default:
			upper = true
		}
	}
	var out []string
	if !upper && needsEffect(c.Effect, c.Security) {
		out = append(out, "effect")
	}
	if !inherited && needsEffect(c.Inherited, "") {
		out = append(out, "inherited effect")
	}
	if !security && needsEffect(c.Security, "") {
		out = append(out, "security effect")
	}
	if !link && c.Link != nil && needsEffect(c.Link.Effect, "") {
		out = append(out, "link effect")
	}
	return out
}

// needsEffect reports whether a printed text has a line that only an effect can play:
// not a printed requirement, and not a line of also (printed in two fields).
func needsEffect(text, also string) bool {
	again := map[string]bool{}
	for _, l := range strings.Split(also, "\n") {
		again[strings.TrimSpace(l)] = true
	}
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l == "" || again[l] {
			continue
		}
		for _, cl := range vocab.Split(l) {
			if cl.Kind.Counted() {
				return true
			}
		}
	}
	return false
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
	case g.status == partlyScripted:
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
	check := newScriptChecker(pool)
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
	gaps, err := scriptGaps(pool, decks...)
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
