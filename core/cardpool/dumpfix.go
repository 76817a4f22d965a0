package cardpool

import "strings"

// The dump's own gaps, corrected at the import: text cards.json lost or garbled that
// no entry of errata.json covers, each with where the right text is known from (a
// ruling that quotes the card, the card's printing). A hand edit of a set file would
// be lost at the next import; a fix here is written again by every import. Fixes are
// applied to the records before the errata (the dump's text first, then the official
// changes to it).
//
// A fix replaces its before text in the card's upper text (effectText) by its after
// text; with no before text, its after text is added as the text's last line. One the
// dump has already (after found in the text, compared as errata are: erratatext.go)
// changes nothing: the dump was corrected.
// One whose before text is not found is a warning of the import.
type dumpFix struct {
	card          string
	before, after string
	source        string // where the right text is known from
}

var dumpFixes = []dumpFix{
	{card: "BT3-093", before: "set your memory to 3.On Play]", after: "set your memory to 3.\n[On Play]",
		source: "the card's [On Play] icon and its line break, lost in the dump"},
	// A [Rule] line gives names and traits in every zone (2-3-5): the card holds
	// [Sistermon Noir] in the hand and the trash too.
	{card: "BT6-084", after: "(Rule) Also treated as Name: [Sistermon Noir] and Trait: [Virus].",
		source: "Q1470 quotes the card's (Rule) line, which the dump lacks"},
	{card: "BT7-083", after: "(Rule) Also treated as Name: [Sistermon Noir (Awakened)] and Trait: [Virus].",
		source: "Q1650 quotes the card's (Rule) line, which the dump lacks"},
}

// applyDumpFixes corrects the records; it returns the cards it changed, and a warning
// for each fix that no longer finds its text.
func applyDumpFixes(recs []jsonCard) (fixed, warnings []string) {
	byID := make(map[string]*jsonCard, len(recs))
	for i := range recs {
		byID[recs[i].CardID] = &recs[i]
	}
	for _, f := range dumpFixes {
		r := byID[f.card]
		if r == nil || len(canonical(r.EffectText).indexAll(canonical(f.after))) > 0 {
			continue // not in this import, or corrected in the dump (in any spacing)
		}
		switch {
		case f.before == "":
			r.EffectText = strings.TrimRight(r.EffectText, "\n") + "\n" + f.after
		case strings.Contains(r.EffectText, f.before):
			r.EffectText = strings.Replace(r.EffectText, f.before, f.after, 1)
		default:
			warnings = append(warnings, f.card+": dump fix ("+f.source+"): "+f.before+" not found")
			continue
		}
		fixed = append(fixed, f.card)
	}
	return fixed, warnings
}
