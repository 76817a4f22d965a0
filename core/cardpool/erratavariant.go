package cardpool

import (
	"fmt"
	"strings"
	"unicode"
)

// Applying an erratum over a variant wording. cards.json sometimes words a card's text
// neither as the erratum's before nor as its after text (BT9-071: "Add 1 card with
// [Undead] or [Dark Animal] in its traits among them to your hand and trash 1 card
// with ..." where errata.json has "Trash 1 of them, and add 1 card ..." before and
// "Among them, add 1 card ... and trash 1 such card" after). The errata'd text is the
// card's text all the same (2-1), so the sentences the erratum changes are replaced
// by its after text when the card has sentences close enough to them, at a place
// the erratum pins down:
//
//   - the erratum is cut into sentences; those before and after share at the start
//     and at the end are its context, the rest (at least variantMinWords words on
//     each side) is what it changes;
//   - the card's sentences must hold the context exactly, right before and right
//     after the run of sentences replaced; without context the run must have as many
//     sentences as the changed part before or after;
//   - the run must be close to the changed part before or after: a word similarity
//     (variantSimilarity) of at least variantMinSimilarity;
//   - one place only: a second run that qualifies and does not overlap the best one
//     makes the erratum ambiguous, and it is not applied.
//
// Names and short texts are never matched this way.

const (
	variantMinWords      = 6
	variantMinSimilarity = 0.6
)

// span is a sentence of a text: text[from:to].
type span struct{ from, to int }

// sentenceSpans cuts text into sentences: at line breaks, and after a full stop or an
// exclamation mark followed by white space, a bracket or the end, outside brackets,
// parentheses and quotes ("＜Security A. +1＞", a reminder "(... deck. Then ...)" and a
// granted "[On Play] ... ." stay whole). Spans exclude the white space around them.
func sentenceSpans(text string) []span {
	var out []span
	add := func(from, to int) {
		for from < to && isSpaceByte(text[from]) {
			from++
		}
		for to > from && isSpaceByte(text[to-1]) {
			to--
		}
		if from < to {
			out = append(out, span{from, to})
		}
	}
	start, depth, quoted := 0, 0, false
	for i, r := range text {
		switch r {
		case '\n':
			add(start, i)
			start, depth, quoted = i+1, 0, false
		case '(', '（', '[', '［', '＜', '<', '〈':
			depth++
		case ')', '）', ']', '］', '＞', '>', '〉':
			depth = max(0, depth-1)
		case '"', '“', '”':
			quoted = !quoted
		case '.', '。', '!', '！':
			end := i + len(string(r))
			if depth == 0 && !quoted && endsSentence(text[end:]) {
				add(start, end)
				start = end
			}
		}
	}
	add(start, len(text))
	return out
}

// endsSentence reports whether what follows a full stop ends its sentence: the end, a
// space, or a bracket starting the next effect run on ("deck.[When Attacking]").
func endsSentence(rest string) bool {
	return rest == "" || isSpaceByte(rest[0]) || strings.HasPrefix(rest, "[") || strings.HasPrefix(rest, "＜") ||
		strings.HasPrefix(rest, "\u00a0")
}

func isSpaceByte(b byte) bool { return b == ' ' || b == '\t' || b == '\r' || b == '\n' }

// words lists the words of s, lower-cased, for comparing wordings: brackets,
// punctuation and spacing do not count.
func words(s string) []string {
	return strings.FieldsFunc(strings.Map(foldRune, s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// variantSimilarity is 2·LCS/(|a|+|b|) over the words of a and b: 1 for the same
// words in the same order, 0 for no word in common. Order counts, so a sentence made
// of the same words in another sense scores lower than a count of shared words would.
func variantSimilarity(a, b []string) float64 {
	if len(a)+len(b) == 0 {
		return 0
	}
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			switch {
			case a[i-1] == b[j-1]:
				cur[j] = prev[j-1] + 1
			default:
				cur[j] = max(prev[j], cur[j-1])
			}
		}
		prev, cur = cur, prev
	}
	return 2 * float64(prev[len(b)]) / float64(len(a)+len(b))
}

// variantPlan is an erratum cut into sentences: the context it keeps around the
// sentences it changes.
type variantPlan struct {
	lead, trail    []string // context sentences before and after the change
	before, after  []string // the sentences changed, and what they become
	afterText      string   // the after sentences as errata.json writes them
	bWords, aWords []string
}

// newVariantPlan cuts a piece into sentences; ok is false when the change is too
// short to be found by likeness (a name, a number).
func newVariantPlan(p piece) (variantPlan, bool) {
	bs, as := spanTexts(p.before.src), spanTexts(p.after.src)
	asp := sentenceSpans(p.after.src)
	pre := 0
	for pre < min(len(bs), len(as)) && sameWording(bs[pre], as[pre]) {
		pre++
	}
	suf := 0
	for suf < min(len(bs), len(as))-pre && sameWording(bs[len(bs)-1-suf], as[len(as)-1-suf]) {
		suf++
	}
	v := variantPlan{lead: bs[:pre], trail: bs[len(bs)-suf:], before: bs[pre : len(bs)-suf], after: as[pre : len(as)-suf]}
	if len(v.before) == 0 || len(v.after) == 0 {
		return v, false
	}
	v.afterText = p.after.src[asp[pre].from:asp[len(as)-suf-1].to]
	v.bWords, v.aWords = words(strings.Join(v.before, " ")), words(strings.Join(v.after, " "))
	return v, len(v.bWords) >= variantMinWords && len(v.aWords) >= variantMinWords
}

func spanTexts(s string) []string {
	var out []string
	for _, sp := range sentenceSpans(s) {
		out = append(out, s[sp.from:sp.to])
	}
	return out
}

// variantRun is a run of a field's sentences that may be the changed part.
type variantRun struct {
	field      int // index in the fields
	first, end int // sentences [first, end)
	score      float64
}

func (r variantRun) overlaps(o variantRun) bool {
	return r.field == o.field && r.first < o.end && o.first < r.end
}

// applyVariant replaces, in the one place the plan pins down, the card's wording of
// the changed sentences by the after text. It only rewrites writable texts.
func applyVariant(fs []errataField, p piece) result {
	v, ok := newVariantPlan(p)
	if !ok {
		return result{outcome: notFound}
	}
	var runs []variantRun
	spans := make([][]span, len(fs))
	for k, f := range fs {
		if f.text == nil {
			continue
		}
		spans[k] = sentenceSpans(*f.text)
		runs = append(runs, v.runs(k, *f.text, spans[k])...)
	}
	if len(runs) == 0 {
		return result{outcome: notFound}
	}
	best := runs[0]
	for _, r := range runs[1:] {
		if r.score > best.score {
			best = r
		}
	}
	for _, r := range runs {
		if !r.overlaps(best) {
			return result{outcome: notFound, note: "its sentences have close wordings in two places, so it was applied to neither"}
		}
	}
	f := fs[best.field]
	sp := spans[best.field]
	from, to := sp[best.first].from, sp[best.end-1].to
	*f.text = (*f.text)[:from] + v.afterText + (*f.text)[to:]
	return result{outcome: applied, variant: fmt.Sprintf("%s: sentences %d-%d replaced (%.0f%% alike)",
		f.key, best.first+1, best.end, 100*best.score)}
}

// runs lists the runs of a field's sentences that hold the plan's context around
// them and are alike enough to its changed part.
func (v variantPlan) runs(field int, text string, sp []span) []variantRun {
	sentence := func(i int) string { return text[sp[i].from:sp[i].to] }
	holds := func(at int, ctx []string) bool {
		if at < 0 || at+len(ctx) > len(sp) {
			return false
		}
		for k, c := range ctx {
			if !sameWording(sentence(at+k), c) {
				return false
			}
		}
		return true
	}
	var out []variantRun
	for first := 0; first < len(sp); first++ {
		if len(v.lead) > 0 && !holds(first-len(v.lead), v.lead) {
			continue
		}
		for end := first + 1; end <= len(sp); end++ {
			n := end - first
			if len(v.trail) > 0 && !holds(end, v.trail) {
				continue
			}
			if len(v.lead) == 0 && len(v.trail) == 0 && n != len(v.before) && n != len(v.after) {
				continue
			}
			var ws []string
			for i := first; i < end; i++ {
				ws = append(ws, words(sentence(i))...)
			}
			score := max(variantSimilarity(ws, v.bWords), variantSimilarity(ws, v.aWords))
			if score >= variantMinSimilarity {
				out = append(out, variantRun{field: field, first: first, end: end, score: score})
			}
		}
	}
	return out
}
