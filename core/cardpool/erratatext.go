package cardpool

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Finding an erratum's text in a card's text. errata.json and cards.json write the same
// wording differently: line breaks or none ("...deck.[On Deletion]"), ＜Save＞, <Save>
// or &lang;Save&rang;, ’ or ', "[Once per turn]", "get-4000", a bullet "・" or none. So
// both are compared in a canonical form (see canonical) that keeps, for every
// canonical rune, where it came from, so a match can be replaced in the original.

// canon is a text reduced to the runes that carry its wording, with each rune's byte
// span in src.
type canon struct {
	src      string
	r        []rune
	from, to []int // src[from[i]:to[i]] is the source of r[i]
}

// canonical reduces s for comparing wordings: white space, full stops, ellipses and
// list bullets dropped (they differ between the two sources without changing the
// text), letters lower-cased, and full-width or typographic brackets and quotes
// mapped to ASCII.
func canonical(s string) canon {
	c := canon{src: s}
	for i, r := range s {
		if unicode.IsSpace(r) || strings.ContainsRune(".。…・･", r) {
			continue
		}
		c.r = append(c.r, foldRune(r))
		c.from = append(c.from, i)
		c.to = append(c.to, i+utf8.RuneLen(r))
	}
	return c
}

func foldRune(r rune) rune {
	switch r {
	case '＜', '〈', '‹', '⟨':
		return '<'
	case '＞', '〉', '›', '⟩':
		return '>'
	case '’', '‘', '`', '´', '′':
		return '\''
	case '“', '”', '″':
		return '"'
	case '（':
		return '('
	case '）':
		return ')'
	case '［':
		return '['
	case '］':
		return ']'
	}
	return unicode.ToLower(r)
}

// slice is the part of c from rune i to rune j.
func (c canon) slice(i, j int) canon {
	return canon{src: c.src, r: c.r[i:j], from: c.from[i:j], to: c.to[i:j]}
}

// indexAll lists where p starts in c, without overlaps.
func (c canon) indexAll(p canon) []int {
	var at []int
	if len(p.r) == 0 {
		return nil
	}
	for i := 0; i+len(p.r) <= len(c.r); {
		if runesEqual(c.r[i:i+len(p.r)], p.r) {
			at = append(at, i)
			i += len(p.r)
			continue
		}
		i++
	}
	return at
}

func (c canon) contains(p canon) bool { return len(c.indexAll(p)) > 0 }

func runesEqual(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// piece is one text an erratum replaces: before becomes after.
type piece struct{ before, after canon }

func newPiece(before, after string) piece {
	return piece{canonical(before), canonical(after)}
}

// unchanged reports a piece whose wording the erratum keeps (a line it repeats).
func (p piece) unchanged() bool { return runesEqual(p.before.r, p.after.r) }

// affixes returns how many canonical runes before and after share at the start and at
// the end; the part between is what the erratum changes.
func (p piece) affixes() (pre, suf int) {
	b, a := p.before.r, p.after.r
	n := min(len(b), len(a))
	for pre < n && b[pre] == a[pre] {
		pre++
	}
	for suf < n-pre && b[len(b)-1-suf] == a[len(a)-1-suf] {
		suf++
	}
	return pre, suf
}

// window narrows the piece to what changes and k runes around it, for a card whose
// text words the rest of the sentence differently. ok is false when that is the
// whole piece already.
func (p piece) window(k int) (w piece, ok bool) {
	pre, suf := p.affixes()
	lo := max(0, pre-k)
	bHi, aHi := len(p.before.r)-suf+min(suf, k), len(p.after.r)-suf+min(suf, k)
	if lo == 0 && bHi == len(p.before.r) && aHi == len(p.after.r) {
		return p, false
	}
	return piece{p.before.slice(lo, bHi), p.after.slice(lo, aHi)}, true
}

// outcome is what became of an erratum's text in a card, from worst to best.
// applyPiece gives notFound, alreadyApplied or applied.
type outcome int

const (
	notFound       outcome = iota
	readOnly               // found only in a text the importer does not rewrite
	approxApplied          // the card words the errata'd text a little differently
	alreadyApplied         // the card has the errata'd text
	applied                // the card's text was changed
)

// applyPiece replaces every occurrence of the piece's before text in text by its after
// text. When text already holds the after text it is left alone: that is also the
// case when before is part of after ("gain 1 memory" → "gain 1 memory for each ...").
func applyPiece(text string, p piece) (string, outcome) {
	t := canonical(text)
	at := t.indexAll(p.before)
	if t.contains(p.after) && (len(at) == 0 || p.after.contains(p.before)) {
		return text, alreadyApplied
	}
	if len(at) == 0 {
		return text, notFound
	}
	for i := len(at) - 1; i >= 0; i-- {
		text = replaceAt(text, t, at[i], p)
	}
	return text, applied
}

// replaceAt replaces the occurrence of p.before at rune s of t (the canonical form of
// text). Only what lies between the parts before and after share is replaced, so
// the card keeps its own spacing, brackets and bullets around the change.
func replaceAt(text string, t canon, s int, p piece) string {
	pre, suf := p.affixes()
	b, a := p.before, p.after
	start, end := t.from[s], t.to[s+len(b.r)-1]
	if pre > 0 {
		start = t.to[s+pre-1]
	}
	if suf > 0 {
		end = t.from[s+len(b.r)-suf]
	}
	repl := ""
	if len(a.r) > 0 {
		aStart, aEnd := a.from[0], a.to[len(a.r)-1]
		if pre > 0 {
			aStart = a.to[pre-1]
		}
		if suf > 0 {
			aEnd = a.from[len(a.r)-suf]
		}
		repl = a.src[aStart:aEnd]
	}
	return text[:start] + repl + text[end:]
}

// nearest is the smallest number of rune edits that turns p into some part of t
// (Sellers' approximate substring matching).
func nearest(p, t []rune) int {
	prev := make([]int, len(t)+1) // row 0: a match may start anywhere in t
	cur := make([]int, len(t)+1)
	for i := 1; i <= len(p); i++ {
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			cost := 1
			if p[i-1] == t[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	best := len(p)
	for _, d := range prev {
		best = min(best, d)
	}
	return best
}
