package main

import (
	"errors"
	"io/fs"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// A card's status is computed from evidence, never declared. In order:
//
//	vanilla     no effect text: nothing to play
//	unscripted  effect text, no script: its effects do nothing in a game
//	partial     a script, but some printed effects have no hook (scripting/lint)
//	scripted    every printed effect has a hook
//	tested      and every effect that activates ([On Play], [Main], "when"...) has
//	            activated in a passing scenario or card test, which had the card in
//	            its game (cards/evidence.txt)
//	ruled       and every official ruling about the card (cards/rulings.txt) is
//	            cited by a passing scenario (rulings: [Q...]); a card without
//	            rulings is ruled once it is tested
//
// Persistent effects and keyword effects (<Blocker>, a keyword's own tests) never
// activate: a card test or scenario with the card in its game is their evidence.
const (
	partial cardpool.Status = "partial"
	tested  cardpool.Status = "tested"
	ruled   cardpool.Status = "ruled"
)

// statuses are the card statuses, in the order cards list counts them.
var statuses = []cardpool.Status{cardpool.Vanilla, cardpool.Unscripted, partial, cardpool.Scripted, tested, ruled}

// statusAliases are older names --status still takes.
var statusAliases = map[string]cardpool.Status{"partly-scripted": partial}

// cardStatus is a card's status with the evidence it rests on.
type cardStatus struct {
	Status  cardpool.Status
	LeftOut []string // partial: the texts with an effect no hook plays
	Effects int      // effects that activate, which tested needs to have fired
	Fired   int      // of those, how many a passing test or scenario fired
	Rulings int      // official rulings about the card
	Cited   int      // of those, how many a passing scenario cites
}

// evidenceIndexes are the generated indexes the statuses are computed from; a pool
// without them (an older build) has no evidence: no card is tested.
type evidenceIndexes struct {
	evidence *cardpool.Evidence
	rulings  cardpool.Rulings
}

func readEvidenceIndexes(fsys fs.FS) (evidenceIndexes, error) {
	var ix evidenceIndexes
	data, err := fs.ReadFile(fsys, cardpool.EvidenceFile)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ix, err
	}
	if ix.evidence, err = cardpool.ReadEvidence(data); err != nil {
		return ix, err
	}
	data, err = fs.ReadFile(fsys, cardpool.RulingsFile)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ix, err
	}
	ix.rulings, err = cardpool.ReadRulings(data)
	return ix, err
}

// judge is a card's status from its script and the evidence.
func (s *scriptChecker) judge(c *core.CardData) (cardStatus, error) {
	ix, err := s.indexes()
	if err != nil {
		return cardStatus{}, err
	}
	st, left, err := s.status(c)
	cs := cardStatus{Status: st, LeftOut: left, Rulings: len(ix.rulings[c.Number])}
	if err != nil || st != cardpool.Scripted {
		return cs, err
	}
	effs, err := s.host.EffectsOf(c)
	if err != nil {
		return cs, err
	}
	ev := ix.evidence
	for _, label := range activating(effs) {
		cs.Effects++
		if ev.Fired(c.Number, label) {
			cs.Fired++
		}
	}
	for _, q := range ix.rulings[c.Number] {
		if ev.Cited(q) {
			cs.Cited++
		}
	}
	switch {
	case !ev.Named(c.Number) || cs.Fired < cs.Effects:
	case cs.Cited < cs.Rulings:
		cs.Status = tested
	default:
		cs.Status = ruled
	}
	return cs, nil
}

// activating lists the labels of a card's own effects that activate (15-8-3 to
// 15-8-5), once each: the ones a test shows firing. Keyword effects are their
// keyword's to test.
func activating(effs []*core.Effect) []string {
	var out []string
	for _, e := range effs {
		if e.Kind == core.Persistent || strings.HasPrefix(e.Label, "<") || slices.Contains(out, e.Label) {
			continue
		}
		out = append(out, e.Label)
	}
	return out
}

// indexes reads the built-in pool's indexes the first time they are needed.
func (s *scriptChecker) indexes() (evidenceIndexes, error) {
	if s.ix == nil {
		ix, err := readEvidenceIndexes(cards.FS)
		if err != nil {
			return ix, err
		}
		s.ix = &ix
	}
	return *s.ix, nil
}
