package cardpool

import (
	"html"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// The cards.json dump lost some characters to their HTML character references, in two
// ways: whole entities ("[Matt Ishida]&#160;in its name", "Koh &amp; Sayo"), and
// numeric references of which only "x" and the hex digits survived ("LxF3nkhē
// Adistakto" for Lónkhē, "Hudie Net CafxE9", "[Shoutmon] xD7 [Starmons]" for ×).
// errata.json writes keyword brackets as &lang; and &rang;. repairCharRefs puts the
// characters back, so names and texts read as printed and errata find their text.
//
// A lost reference is told from an "x" the card prints by its shape, which no word
// of the dump has: "x", then two upper-case hex digits that name a Latin-1 letter
// (U+00C0 … U+00FF), right after a letter of the word it belongs to. "except",
// "Execute", "Hexeblaumon", "[Vemmon] x 4" and "x2" stay as they are. The lost × is
// recognised only between spaces, where it stands between DigiXros names.

// The dump also wrote the letters "lv" inside a word as the level abbreviation "Lv."
// ("digivoLv.e" for "digivolve", "＜De-DigivoLv.e 1＞" for ＜De-Digivolve 1＞). The
// abbreviation always stands before a number ("Lv.3"), never between two lower-case
// letters: glued into a word, it is put back as "lv".
var lostLv = regexp.MustCompile(`\p{Ll}Lv\.\p{Ll}`)

// lostLetter is a letter's lost reference, with the letter before it: the hex digits
// are the second group.
var lostLetter = regexp.MustCompile(`\pLx([C-F][0-9A-F])`)

// entity is an HTML character reference kept whole. The closing ";" is required:
// a bare "&" is printed text ("Tai Kamiya & Matt Ishida").
var entity = regexp.MustCompile(`&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`)

// repairCharRefs returns s with its lost character references decoded, and the lost
// "lv" of its words (repairLostLv).
func repairCharRefs(s string) string {
	if strings.Contains(s, "&") {
		s = entity.ReplaceAllStringFunc(s, decodeEntity)
	}
	if strings.Contains(s, "x") {
		s = lostLetter.ReplaceAllStringFunc(s, decodeLostLetter)
		s = strings.ReplaceAll(s, " xD7 ", " × ")
	}
	return repairLostLv(s)
}

// repairLostLv returns s with the "lv" the dump made "Lv." inside words put back.
func repairLostLv(s string) string {
	if !strings.Contains(s, "Lv.") {
		return s
	}
	return lostLv.ReplaceAllStringFunc(s, func(m string) string { return strings.Replace(m, "Lv.", "lv", 1) })
}

// decodeEntity decodes one entity. The keyword brackets become the full-width ＜＞
// that cards.json prints, a no-break space a plain space (the texts are read word
// by word); an entity html does not know is kept.
func decodeEntity(e string) string {
	switch e {
	case "&lang;":
		return "＜"
	case "&rang;":
		return "＞"
	}
	d := html.UnescapeString(e)
	if d == "\u00a0" {
		return " "
	}
	return d
}

// decodeLostLetter decodes a letter and the lost reference after it ("fxE9" → "fé");
// a code that is no letter (× is U+00D7, ÷ U+00F7) is kept.
func decodeLostLetter(m string) string {
	hex := m[len(m)-2:]
	code, err := strconv.ParseUint(hex, 16, 8)
	if err != nil || !unicode.IsLetter(rune(code)) {
		return m
	}
	return m[:len(m)-3] + string(rune(code))
}

// repairCharRefs repairs every text of a record, and returns the keys of the fields
// it changed (as in PrintedText, "traits" for any trait), for the import report.
func (r *jsonCard) repairCharRefs() []string {
	var changed []string
	fix := func(key string, p *string) {
		if s := repairCharRefs(*p); s != *p {
			*p = s
			if len(changed) == 0 || changed[len(changed)-1] != key {
				changed = append(changed, key)
			}
		}
	}
	for _, f := range []struct {
		key string
		p   *string
	}{
		{"name", &r.NameEn}, {"name_jp", &r.NameJp}, {"effect", &r.EffectText},
		{"inherited", &r.InheritedEffectText}, {"security", &r.SecurityEffectText},
		{"link_requirement", &r.LinkRequirement}, {"link_effect", &r.LinkEffect},
		{"dual_name", &r.DualEffect}, {"dual_effect", &r.OptionEffect},
	} {
		fix(f.key, f.p)
	}
	for _, list := range [][]string{r.Forms, r.Attributes, r.Types} {
		for i := range list {
			fix("traits", &list[i])
		}
	}
	return changed
}
