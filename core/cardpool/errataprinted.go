package cardpool

import "fmt"

// The printed text of a card whose erratum cards.json has already. The dump gives most
// errata'd cards with their errata'd text only; what the card prints is the erratum's
// before text. Where the change is a plain substitution it is put back, so that every
// errata'd card keeps its printed text (Errata.Printed) for display:
//
//   - the after text is found word for word (canonically, see canonical) in the card's
//     writable texts, exactly once — or each changed line of it is, as many times as
//     errata.json lists it (it may list lines of several texts together);
//   - or else, when no card of the entry has it whole, the part it changes is found so
//     with windowContext runes around it, as applyLoose finds a before text;
//   - it is replaced by the before text, keeping the card's own spelling around the
//     change (see replaceAt);
//   - applying the erratum to that printed text gives the card's text back.
//
// A card that words the errata'd text in other words (an approximate match), an
// erratum about traits or digivolution requirements (the set file keeps no printed
// value of them), or an after text found more often than listed keep no printed
// text, and neither does an entry restored for some of its changes only: the report
// says why.

// restoreChange puts back the printed text of a change cards.json has already, on the
// targets that have it (outcomes[i] is the change's outcome on targets[i]). Where
// some targets have the after text whole and others only the part it changes (an
// entry for two cards, one change for each: P-029 and P-030), only the former are
// the cards it is about; and when the change was applied to some target, the others
// must have the after text whole too (windows false).
func (run *errataRun) restoreChange(targets []string, outcomes []outcome, ch jsonChange, date string, windows bool) {
	var have []string
	for i, n := range targets {
		if outcomes[i] == alreadyApplied {
			have = append(have, n)
		}
	}
	for _, n := range have {
		if _, why := run.revertOn(n, ch, false); why == "" {
			windows = false
		}
	}
	for _, n := range have {
		printed, why := run.revertOn(n, ch, windows)
		if why != "" {
			if windows {
				run.unrestored = append(run.unrestored, n+": "+why)
			}
			continue
		}
		run.restored = append(run.restored, n)
		if f := run.fixed[n]; f != nil {
			f.printed, f.date = printed, max(f.date, date)
		} else {
			run.fixed[n] = &errataCard{printed: printed, date: date}
		}
	}
}

// revertOn reverts a change on the printed record of a card as known so far (what
// earlier errata of the card kept), and checks that applying the change again gives
// that record back. It returns the reverted record, or why it cannot be had.
func (run *errataRun) revertOn(number string, ch jsonChange, windows bool) (jsonCard, string) {
	printed := *run.recs[number]
	if f := run.fixed[number]; f != nil {
		printed = f.printed
	}
	reverted := printed
	if why := revertChange(&reverted, ch, windows); why != "" {
		return reverted, why
	}
	again := reverted
	if res := applyChange(&again, ch); res.outcome != applied || !sameTexts(&again, &printed) {
		return reverted, "the erratum applied to the restored text does not give the card's text back"
	}
	return reverted, ""
}

// revertChange replaces a change's after text in r by its before text, section by
// section and, like applySection, whole or line by line; it returns why it cannot,
// or "".
func revertChange(r *jsonCard, ch jsonChange, windows bool) string {
	n := 0
	for _, s := range sections(r, ch) {
		all := errataFieldsFor(r, s.field)
		fs := writableFields(all)
		whole := newPiece(s.before, s.after)
		if revertPiece(fs, whole, 1, windows) {
			n++
			continue
		}
		bl, al := textLines(s.before), textLines(s.after)
		if len(bl) < 2 || len(bl) != len(al) {
			return notRevertible(all, whole)
		}
		// errata.json may list one line twice, for the upper and the inherited text
		// (EX3-024): each line is then found as many times as it is listed.
		times := map[string]int{}
		for i := range bl {
			times[bl[i]+"\n"+al[i]]++
		}
		for i := range bl {
			p := newPiece(bl[i], al[i])
			k := bl[i] + "\n" + al[i]
			if p.unchanged() || times[k] == 0 {
				continue
			}
			if !revertPiece(fs, p, times[k], windows) {
				return notRevertible(all, p)
			}
			times[k] = 0
			n++
		}
	}
	if n == 0 {
		return "before and after have the same wording"
	}
	return ""
}

// revertPiece replaces p's after text by its before text where it is found exactly
// times times in fs: whole, or else, with windows, the part it changes with
// windowContext runes around it. It reports whether it did.
func revertPiece(fs []errataField, p piece, times int, windows bool) bool {
	inverse := func(p piece) piece { return piece{before: p.after, after: p.before} }
	try := []piece{inverse(p)}
	if w, ok := p.window(windowContext); ok && windows {
		try = append(try, inverse(w))
	}
	for _, q := range try {
		if occurrences(fs, q) == times {
			return applyExact(fs, q).outcome == applied
		}
	}
	return false
}

// notRevertible says why a change cannot be reverted in fs.
func notRevertible(fs []errataField, p piece) string {
	for _, f := range fs {
		if f.text == nil && canonical(f.value).contains(p.after) {
			return "the erratum is about the card's " + f.key + ", which has no printed text"
		}
	}
	if k := occurrences(writableFields(fs), piece{before: p.after}); k > 1 {
		return fmt.Sprintf("the errata'd text is found %d times", k)
	}
	return "the card words the errata'd text differently"
}

// occurrences counts the places of p's before text in the fields.
func occurrences(fs []errataField, p piece) int {
	k := 0
	for _, f := range fs {
		k += len(canonical(f.current()).indexAll(p.before))
	}
	return k
}

func writableFields(fs []errataField) []errataField {
	var out []errataField
	for _, f := range fs {
		if f.text != nil {
			out = append(out, f)
		}
	}
	return out
}

// sameTexts reports whether a and b have the same texts, word for word.
func sameTexts(a, b *jsonCard) bool {
	fa, fb := errataFields(a), errataFields(b)
	for i := range fa {
		if fa[i].text != nil && !runesEqual(canonical(*fa[i].text).r, canonical(*fb[i].text).r) {
			return false
		}
	}
	return true
}

// saveFixed keeps the printed records of the cards before an entry is applied.
func (run *errataRun) saveFixed(targets []string) {
	run.saved = map[string]*errataCard{}
	for _, n := range targets {
		if f := run.fixed[n]; f != nil {
			c := *f
			run.saved[n] = &c
		} else {
			run.saved[n] = nil
		}
	}
}

// undoRestore puts back the printed records saveFixed kept: an entry cards.json has
// already whose printed text could be restored for some of its changes only restores
// none, rather than a text that is printed in part.
func (run *errataRun) undoRestore(targets []string) {
	for _, n := range targets {
		if f := run.saved[n]; f != nil {
			run.fixed[n] = f
		} else {
			delete(run.fixed, n)
		}
	}
}
