package main

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// A replay remembers the card folders it was recorded with (--cards DIR): their sets,
// a hash of each folder, and a hash of every file the game's cards read from it (their
// set files and scripts, and the custom keyword scripts). Replaying it checks them
// first, so that a folder not given, or a script edited since, is named — not found
// as a bare mismatch of the pool hash or an answer that no longer fits.

// replayLayers describes the extra layers of a pool (the --cards folders, in order)
// for the replay of a game between decks.
func replayLayers(pool *cardpool.Stack, decks ...core.DeckList) ([]core.ReplayLayer, error) {
	numbers := deckNumbers(decks...)
	var out []core.ReplayLayer
	for _, p := range pool.Layers()[1:] {
		hash, err := p.ContentHash()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.Name(), err)
		}
		files, err := p.FileHashes(numbers)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.Name(), err)
		}
		out = append(out, core.ReplayLayer{Dir: p.Name(), Sets: p.Sets(), Hash: hash, Files: files})
	}
	return out, nil
}

// deckNumbers is the distinct card numbers of decks, in order.
func deckNumbers(decks ...core.DeckList) []string {
	var out []string
	seen := map[string]bool{}
	for _, d := range decks {
		for _, c := range append(append([]*core.CardData(nil), d.Eggs...), d.Main...) {
			if !seen[c.Number] {
				seen[c.Number] = true
				out = append(out, c.Number)
			}
		}
	}
	return out
}

// replayDecks are a replay's decks as lists of cards of the pool, for replayLayers;
// numbers the pool does not have are left out (Replay.Config reports them).
func replayDecks(r *core.Replay, pool core.CardLookup) []core.DeckList {
	var out []core.DeckList
	for _, d := range r.Decks {
		var l core.DeckList
		for _, n := range append(append([]string(nil), d.Eggs...), d.Main...) {
			if c, err := pool.Card(n); err == nil {
				l.Main = append(l.Main, c)
			}
		}
		out = append(out, l)
	}
	return out
}

// layerCheck is what comparing a replay's layers with the loaded ones found: problems
// mean the game's cards are not those it was recorded with; notes are differences
// that do not touch them.
type layerCheck struct {
	problems, notes []string
}

// layerChecker checks the layers of the games of a file against a pool, once for all
// the games recorded with the same layers and decks (the games of a batch).
type layerChecker struct {
	pool *cardpool.Stack
	done map[string]layerCheck
}

func newLayerChecker(pool *cardpool.Stack) *layerChecker {
	return &layerChecker{pool: pool, done: map[string]layerCheck{}}
}

func (c *layerChecker) check(r *core.Replay) (layerCheck, error) {
	key := fmt.Sprint(r.Layers, r.Decks)
	if lc, ok := c.done[key]; ok {
		return lc, nil
	}
	lc, err := checkLayers(r, c.pool)
	if err == nil {
		c.done[key] = lc
	}
	return lc, err
}

// checkLayers compares the layers a replay was recorded with to those of pool. A
// replay with no layers recorded (recorded without --cards, or by an older dcg) is
// checked only for folders given now that it did not have (a note).
func checkLayers(r *core.Replay, pool *cardpool.Stack) (layerCheck, error) {
	var lc layerCheck
	now, err := replayLayers(pool, replayDecks(r, pool)...)
	if err != nil {
		return lc, err
	}
	matched := make([]bool, len(now))
	for _, rec := range r.Layers {
		i := sameLayer(rec, now)
		if i < 0 {
			lc.problems = append(lc.problems, fmt.Sprintf("replay was recorded with %s (%s, hash %s): not loaded; give --cards %s",
				setsText(rec.Sets), rec.Dir, rec.Hash, rec.Dir))
			continue
		}
		matched[i] = true
		if now[i].Hash != rec.Hash {
			lc.compareFiles(rec, now[i])
		}
	}
	for i, l := range now {
		if !matched[i] {
			lc.notes = append(lc.notes, fmt.Sprintf("--cards %s (%s) was not loaded when the game was recorded", l.Dir, setsText(l.Sets)))
		}
	}
	return lc, nil
}

// sameLayer finds the loaded layer that holds the recorded one's sets (the folder may
// have moved), or, for a folder of keywords only, has its path; -1 if none.
func sameLayer(rec core.ReplayLayer, now []core.ReplayLayer) int {
	for i, l := range now {
		if len(rec.Sets) > 0 && slices.ContainsFunc(rec.Sets, func(s string) bool { return slices.Contains(l.Sets, s) }) {
			return i
		}
		if len(rec.Sets) == 0 && l.Dir == rec.Dir {
			return i
		}
	}
	return -1
}

// compareFiles names the files the game's cards read that changed, went or came
// since the game was recorded: a card's script or a keyword script is a problem; a
// set file is a note (the pool hash checks the printed data of the game's cards).
func (lc *layerCheck) compareFiles(rec, now core.ReplayLayer) {
	before := len(lc.problems) + len(lc.notes)
	cur := map[string]core.ReplayFile{}
	for _, f := range now.Files {
		cur[f.Path] = f
	}
	recorded := map[string]bool{}
	for _, f := range rec.Files {
		recorded[f.Path] = true
		c, ok := cur[f.Path]
		switch {
		case !ok && f.Card != "":
			lc.problems = append(lc.problems, fmt.Sprintf("card %s's script %s is gone since the game was recorded", f.Card, path.Join(now.Dir, f.Path)))
		case !ok:
			lc.problems = append(lc.problems, fmt.Sprintf("%s is gone since the game was recorded", path.Join(now.Dir, f.Path)))
		case c.Hash == f.Hash:
		case f.Card != "":
			lc.problems = append(lc.problems, fmt.Sprintf("card %s's script %s changed since the game was recorded (hash %s, now %s)",
				f.Card, path.Join(now.Dir, f.Path), f.Hash, c.Hash))
		case strings.HasPrefix(f.Path, "keywords/"):
			lc.problems = append(lc.problems, fmt.Sprintf("keyword script %s changed since the game was recorded (hash %s, now %s)",
				path.Join(now.Dir, f.Path), f.Hash, c.Hash))
		default:
			lc.notes = append(lc.notes, fmt.Sprintf("set file %s changed since the game was recorded (hash %s, now %s)",
				path.Join(now.Dir, f.Path), f.Hash, c.Hash))
		}
	}
	for _, f := range now.Files {
		switch {
		case recorded[f.Path]:
		case f.Card != "":
			lc.problems = append(lc.problems, fmt.Sprintf("card %s has a script now (%s); it had none when the game was recorded", f.Card, path.Join(now.Dir, f.Path)))
		default:
			lc.notes = append(lc.notes, fmt.Sprintf("%s is new since the game was recorded", path.Join(now.Dir, f.Path)))
		}
	}
	if len(lc.problems)+len(lc.notes) == before {
		lc.notes = append(lc.notes, fmt.Sprintf("--cards %s changed since the game was recorded (hash %s, now %s), but no file the game's cards read",
			now.Dir, rec.Hash, now.Hash))
	}
}

// setsText names sets: "set FAN9", "sets FAN8, FAN9", "no set".
func setsText(sets []string) string {
	switch len(sets) {
	case 0:
		return "no set"
	case 1:
		return "set " + sets[0]
	}
	return "sets " + strings.Join(sets, ", ")
}
