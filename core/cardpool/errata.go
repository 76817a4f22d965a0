package cardpool

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
)

// jsonErratum is one entry of errata.json (see /shared/carddata/README.md): the
// official corrections of one card's text, each a before and an after text.
type jsonErratum struct {
	CardID  string       `json:"cardId"`
	Name    string       `json:"name"`
	Date    string       `json:"date"`
	Changes []jsonChange `json:"changes"`
	Notes   *string      `json:"notes"`
	Source  string       `json:"source"`
}

type jsonChange struct {
	Before string `json:"before"`
	After  string `json:"after"`
}

// ErrataReport sums up the errata an import applied, by entry of errata.json. The
// five lists are disjoint and hold the entries' card numbers.
type ErrataReport struct {
	Entries int
	// Applied are the entries that changed a card's text; Already those whose every
	// change cards.json already has.
	Applied, Already []string
	// Cosmetic are the entries without text (before and after empty: a fix of the
	// artwork, say); they change nothing.
	Cosmetic []string
	// NotFound are the entries with a change whose text was found in none of their
	// cards' texts; each change is also a warning of the import.
	NotFound []string
	// Missing are the entries for cards the dump does not have (an import of part of
	// it); not a warning.
	Missing []string
	// Approximate lists the changes counted as already applied although the card words
	// the errata'd text a little differently: "ST21-04 effect: 2 letters differ".
	Approximate []string
	// Variant lists the changes applied over a variant wording of the card (see
	// applyVariant); their entries are in Applied: "BT9-071 effect: sentences 2-3
	// replaced (75% alike)".
	Variant []string
	// Restored are the Already entries whose printed text was put back from their
	// before text (see restoreChange); Unrestored the others, with why, by card:
	// "BT4-041 BT4-041: the erratum is about the card's traits, which has no printed
	// text".
	Restored, Unrestored []string
	// Cards are the cards whose text an erratum changed, or whose printed text was
	// restored: those that carry Errata.
	Cards []string
}

// errataCard is what the import keeps of a card an erratum changed: the record as
// printed, and the date of its latest erratum.
type errataCard struct {
	printed jsonCard
	date    string
}

// errataRun applies the entries of errata.json to the records of cards.json.
type errataRun struct {
	recs     map[string]*jsonCard
	rep      *ErrataReport
	warnings []string
	fixed    map[string]*errataCard
	// restored and unrestored list, for the entry being applied, the cards whose
	// printed text was put back, and why it was not (see restoreChange).
	restored, unrestored []string
	// saved are the printed records of the entry's cards before it, to undo a
	// restore that holds for some changes of an entry only.
	saved map[string]*errataCard
}

// applyErrata rewrites the texts of recs by errata.json: each change's before text
// is found in the card's name or texts and replaced by its after text. It returns
// the printed records of the cards it changed, and warnings naming the cards.
func applyErrata(data []byte, recs []jsonCard) (*ErrataReport, map[string]*errataCard, []string, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var entries map[string]jsonErratum
	if err := dec.Decode(&entries); err != nil {
		return nil, nil, nil, fmt.Errorf("errata.json: %w", err)
	}
	run := &errataRun{recs: map[string]*jsonCard{}, rep: &ErrataReport{Entries: len(entries)}, fixed: map[string]*errataCard{}}
	for i := range recs {
		run.recs[recs[i].CardID] = &recs[i]
	}
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return NaturalLess(keys[i], keys[j]) })
	for _, k := range keys {
		if err := run.entry(k, entries[k]); err != nil {
			return nil, nil, nil, fmt.Errorf("errata.json: %s: %w", k, err)
		}
	}
	return run.rep, run.fixed, run.warnings, nil
}

func (run *errataRun) warn(number, format string, a ...any) {
	run.warnings = append(run.warnings, number+": "+fmt.Sprintf(format, a...))
}

// entry applies one entry and files it under one list of the report.
func (run *errataRun) entry(key string, e jsonErratum) error {
	if e.CardID != key {
		return fmt.Errorf("cardId %q under key %q", e.CardID, key)
	}
	if _, err := time.Parse(time.DateOnly, e.Date); err != nil {
		return fmt.Errorf("date %q: want YYYY-MM-DD", e.Date)
	}
	if isCosmetic(e) {
		run.rep.Cosmetic = append(run.rep.Cosmetic, key)
		return nil
	}
	targets := run.targets(key, e)
	if len(targets) == 0 {
		run.rep.Missing = append(run.rep.Missing, key)
		return nil
	}
	all := result{outcome: alreadyApplied}
	run.restored, run.unrestored = nil, nil
	run.saveFixed(targets)
	for _, ch := range e.Changes {
		if isEmpty(ch) {
			continue
		}
		res := run.change(targets, ch, e.Date)
		all = all.and(res)
		switch res.outcome {
		case notFound:
			why := ""
			if res.note != "" {
				why = ": " + res.note
			}
			run.warn(key, "erratum of %s not applied: %q found in no text of %s%s", e.Date, short(ch.Before),
				strings.Join(targets, ", "), why)
		case readOnly:
			run.warn(key, "erratum of %s not applied: %q is in the card's %s, which the importer does not rewrite",
				e.Date, short(ch.Before), res.note)
		case approxApplied:
			run.rep.Approximate = append(run.rep.Approximate, key+" "+res.note)
		case applied:
			if res.variant != "" {
				run.rep.Variant = append(run.rep.Variant, key+" "+res.variant)
			}
		}
	}
	switch all.outcome {
	case notFound, readOnly:
		run.rep.NotFound = append(run.rep.NotFound, key)
	case applied:
		run.rep.Applied = append(run.rep.Applied, key)
	default:
		run.rep.Already = append(run.rep.Already, key)
		if len(run.restored) > 0 && len(run.unrestored) == 0 {
			run.rep.Restored = append(run.rep.Restored, key)
		} else {
			run.undoRestore(targets)
			run.rep.Unrestored = append(run.rep.Unrestored, key+" "+strings.Join(run.unrestored, "; "))
		}
	}
	return nil
}

func isCosmetic(e jsonErratum) bool {
	return !slices.ContainsFunc(e.Changes, func(ch jsonChange) bool { return !isEmpty(ch) })
}

func isEmpty(ch jsonChange) bool {
	return strings.TrimSpace(ch.Before) == "" && strings.TrimSpace(ch.After) == ""
}

// cardNumber finds card numbers in an entry's name: errata.json files an erratum
// shared by several cards under the first, naming the others after its card name
// ("Agunimon P-030 Lobomon").
var cardNumber = regexp.MustCompile(`\b[A-Z]+[0-9]*-[0-9]+\b`)

// targets lists the cards of cards.json an entry may change: its own, and those its
// name lists (a word like "ADR-08" that is no card number of the dump is ignored).
func (run *errataRun) targets(key string, e jsonErratum) []string {
	var out []string
	for _, n := range append([]string{key}, cardNumber.FindAllString(e.Name, -1)...) {
		if run.recs[n] != nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// change applies one change to each of the cards it may concern and returns the best
// outcome: an erratum shared by several cards counts once it is found on one of them.
func (run *errataRun) change(targets []string, ch jsonChange, date string) result {
	ch = jsonChange{Before: repairCharRefs(ch.Before), After: repairCharRefs(ch.After)}
	var best result
	outcomes := make([]outcome, len(targets))
	for i, n := range targets {
		r := run.recs[n]
		before := *r
		res := applyChange(r, ch)
		// A change found only in part has still changed the text: keep the printed one.
		if textsDiffer(&before, r) {
			run.markFixed(n, before, date)
		}
		outcomes[i] = res.outcome
		if i == 0 || res.better(best) {
			best = res
		}
	}
	// A change cards.json has already: put the printed text back on the cards that
	// have it (an entry shared by two cards may have each card's change on one only,
	// or have it applied on one and already on the other: EX3-069).
	switch best.outcome {
	case alreadyApplied, applied:
		run.restoreChange(targets, outcomes, ch, date, best.outcome == alreadyApplied)
	case approxApplied:
		run.unrestored = append(run.unrestored, "the card words the errata'd text differently ("+best.note+")")
	}
	return best
}

// markFixed keeps the printed record of a card the first time an erratum changes it,
// and the date of its latest erratum.
func (run *errataRun) markFixed(number string, printed jsonCard, date string) {
	f := run.fixed[number]
	if f == nil {
		run.fixed[number] = &errataCard{printed: printed, date: date}
		return
	}
	f.date = max(f.date, date) // YYYY-MM-DD orders as text
}

func textsDiffer(a, b *jsonCard) bool {
	return a.NameEn != b.NameEn || a.EffectText != b.EffectText || a.InheritedEffectText != b.InheritedEffectText ||
		a.SecurityEffectText != b.SecurityEffectText || a.LinkEffect != b.LinkEffect || a.OptionEffect != b.OptionEffect
}

func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 70 {
		return string(r[:67]) + "..."
	}
	return s
}

// result is the outcome of a change on a card. note says where a read-only text was
// found or how an approximate match differs; variant, of an applied change, where it
// was applied over a variant wording (see applyVariant).
type result struct {
	outcome outcome
	note    string
	variant string
}

func (r result) better(o result) bool { return r.outcome > o.outcome }

func (r result) failed() bool { return r.outcome == notFound || r.outcome == readOnly }

// and combines the outcomes of two parts of one erratum: a part not found makes the
// whole not found; otherwise one applied part makes it applied.
func (r result) and(o result) result {
	switch {
	case r.failed() && o.failed():
		if o.outcome < r.outcome {
			return o
		}
		return r
	case r.failed():
		return r
	case o.failed():
		return o
	case r.outcome == applied || o.outcome == applied:
		return result{outcome: applied, variant: strings.TrimPrefix(r.variant+"; "+o.variant, "; ")}
	case r.outcome == approxApplied:
		return r
	}
	return o
}

// errataField is a text of a record an erratum may change. text is nil for texts
// rendered from data, where a change is recognised but not made.
type errataField struct {
	key   string // as in PrintedText: name, effect, inherited, security, link_effect, dual_effect
	text  *string
	value string
}

func (f errataField) current() string {
	if f.text != nil {
		return *f.text
	}
	return f.value
}

// errataFields lists the texts of r an erratum may be about: name and effect texts,
// and, read-only, the traits and digivolution requirements in errata.json's wording
// ("Attribute: Unknown Type: Unknown", "Digivolves from: Green level 5 by paying 5
// memory") so that such an erratum is recognised when cards.json has it already.
func errataFields(r *jsonCard) []errataField {
	fs := []errataField{
		{key: "name", text: &r.NameEn}, {key: "effect", text: &r.EffectText},
		{key: "inherited", text: &r.InheritedEffectText}, {key: "security", text: &r.SecurityEffectText},
		{key: "link_effect", text: &r.LinkEffect},
	}
	if r.IsDualCard {
		fs = append(fs, errataField{key: "dual_effect", text: &r.OptionEffect})
	}
	traits := fmt.Sprintf("Form: %s Attribute: %s Type: %s",
		strings.Join(r.Forms, "/"), strings.Join(r.Attributes, "/"), strings.Join(r.Types, "/"))
	var evo []string
	for _, e := range r.EvoCosts {
		evo = append(evo, fmt.Sprintf("Digivolves from: %s level %d by paying %d memory", e.Color, e.Level, e.MemoryCost))
	}
	return append(fs, errataField{key: "traits", value: traits},
		errataField{key: "digivolution requirements", value: strings.Join(evo, "/")})
}

// section is the part of a change under one heading of errata.json ("Inherited
// Effect"): field is the text it is about, "" for any.
type section struct{ field, before, after string }

// applyChange applies one change to one card.
func applyChange(r *jsonCard, ch jsonChange) result {
	res := result{outcome: alreadyApplied}
	for _, s := range sections(r, ch) {
		res = res.and(applySection(errataFieldsFor(r, s.field), s))
	}
	return res
}

func errataFieldsFor(r *jsonCard, key string) []errataField {
	fs := errataFields(r)
	if key == "" {
		return fs
	}
	return slices.DeleteFunc(fs, func(f errataField) bool { return f.key != key })
}

// applySection finds a section in the card's texts: whole, or else line by line
// (errata.json may list the lines of the upper and the inherited text together),
// or else by the part it changes with a little context, or else approximately.
func applySection(fs []errataField, s section) result {
	whole := newPiece(s.before, s.after)
	if res := applyExact(fs, whole); !res.failed() {
		return res
	}
	bl, al := textLines(s.before), textLines(s.after)
	if len(bl) > 1 && len(bl) == len(al) {
		res := result{outcome: alreadyApplied}
		for i := range bl {
			p := newPiece(bl[i], al[i])
			if !p.unchanged() {
				res = res.and(applyLoose(fs, p))
			}
		}
		return res
	}
	return applyLoose(fs, whole)
}

// windowContext is how many canonical runes around a change identify its place when
// the whole text is not found.
const windowContext = 20

// applyLoose applies a piece whole, or else its changed part in context, or else
// recognises its after text approximately, or else replaces the card's variant
// wording of the sentences it changes.
func applyLoose(fs []errataField, p piece) result {
	if res := applyExact(fs, p); !res.failed() {
		return res
	}
	if w, ok := p.window(windowContext); ok {
		if res := applyExact(fs, w); !res.failed() {
			return res
		}
	}
	if res := approximate(fs, p); !res.failed() {
		return res
	}
	return applyVariant(fs, p)
}

// applyExact applies a piece to every text that holds its before text.
func applyExact(fs []errataField, p piece) result {
	res := result{outcome: notFound}
	for _, f := range fs {
		text, out := applyPiece(f.current(), p)
		switch {
		case out == applied && f.text == nil:
			if res.outcome == notFound {
				res = result{outcome: readOnly, note: f.key}
			}
			continue
		case out == applied:
			*f.text = text
		}
		if (result{outcome: out}).better(res) {
			res = result{outcome: out}
		}
	}
	return res
}

// approximate recognises an erratum that cards.json has in slightly different
// words: a text holds something much closer to the after text than to the before
// text. It never changes a text.
func approximate(fs []errataField, p piece) result {
	best := result{outcome: notFound}
	bestD := -1
	for _, f := range fs {
		t := canonical(f.current()).r
		da, db := nearest(p.after.r, t), nearest(p.before.r, t)
		if da >= db || len(p.after.r) < approxMinLen || da*approxShare > len(p.after.r) {
			continue
		}
		if bestD < 0 || da < bestD {
			bestD = da
			best = result{outcome: approxApplied, note: fmt.Sprintf("%s: %d letters differ from the errata'd text", f.key, da)}
		}
	}
	return best
}

// An approximate match must be of a text this long (canonical runes), at most one
// letter in approxShare differing: enough for reworded reminders, not for a name.
const (
	approxMinLen = 40
	approxShare  = 8
)

// headings maps errata.json's headings to the texts they are about.
var headings = map[string]string{"effect": "effect", "inherited effect": "inherited", "security effect": "security"}

// sections cuts a change at its headings: "Effect", "Inherited Effect", an inline
// "[Inherited Effect]", and a first line naming the card or its Option side ("Final
// Judgment\n[Main] ..."). When before and after are not cut alike, it is one section.
func sections(r *jsonCard, ch jsonChange) []section {
	bp, bf := headed(r, ch.Before)
	ap, af := headed(r, ch.After)
	if !slices.Equal(bf, af) {
		return []section{{before: ch.Before, after: ch.After}}
	}
	out := make([]section, len(bp))
	for i := range bp {
		out[i] = section{field: bf[i], before: bp[i], after: ap[i]}
	}
	return out
}

// headed cuts text at its headings; fields[i] is what part i is about ("" any).
func headed(r *jsonCard, text string) (parts, fields []string) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	open := func(field string) {
		parts, fields = append(parts, ""), append(fields, field)
	}
	for i, l := range lines {
		t := strings.TrimSpace(l)
		low := strings.ToLower(t)
		first := i == 0 && len(lines) > 1
		switch {
		case headings[low] != "":
			open(headings[low])
			continue
		case strings.HasPrefix(low, "[inherited effect]"):
			open("inherited")
			l = t[len("[inherited effect]"):]
		case first && r.IsDualCard && sameWording(t, r.DualEffect):
			open("dual_effect")
			continue
		case first && sameWording(t, r.NameEn):
			continue
		}
		if len(parts) == 0 {
			open("")
		}
		if parts[len(parts)-1] != "" {
			parts[len(parts)-1] += "\n"
		}
		parts[len(parts)-1] += l
	}
	return parts, fields
}

func sameWording(a, b string) bool {
	ca, cb := canonical(a), canonical(b)
	return len(ca.r) > 0 && runesEqual(ca.r, cb.r)
}

func textLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
