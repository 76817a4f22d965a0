package cardpool

import (
	"strings"
	"unicode/utf8"
)

// normaliseText cleans a printed text from cards.json and puts one effect on each
// line, so that timing recognition and card scripts can go line by line:
//
//   - "\r\n" becomes "\n", a no-break space (U+00A0) a space;
//   - lines lose leading and trailing white space, and empty lines are dropped;
//   - a line break inside parentheses becomes a space: a token's reminder
//     "(Digimon/White/3000 DP/[Your Turn] ...\n[On Deletion] ...)" (BT24-017) is one
//     parenthesis, not two effects;
//   - effects run together without a line break ("...with it.[When Attacking] ...",
//     BT1-084) are split before the timing bracket (see splitLine).
//
// Everything else is kept as printed, full-width ＜＞ and old keyword names included:
// keyword recognition reads them later. unbalanced counts lines with a parenthesis or
// quote that is never closed (a typo in the dump, worth a warning).
func normaliseText(s string) (lines []string, unbalanced int) {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.ReplaceAll(s, "\u00a0", " ")
	s = joinParenLines(s)
	for _, l := range strings.Split(s, "\n") {
		parts, bad := splitLine(l)
		if bad {
			unbalanced++
		}
		for _, p := range parts {
			if p = strings.TrimSpace(p); p != "" {
				lines = append(lines, p)
			}
		}
	}
	return lines, unbalanced
}

// joinParenLines replaces line breaks inside matched parentheses with spaces.
func joinParenLines(s string) string {
	if !strings.Contains(s, "\n") {
		return s
	}
	b := []byte(s)
	var opens []int
	for i, r := range s {
		switch r {
		case '(', '（':
			opens = append(opens, i)
		case ')', '）':
			if n := len(opens); n > 0 {
				for k := opens[n-1]; k < i; k++ {
					if b[k] == '\n' {
						b[k] = ' '
					}
				}
				opens = opens[:n-1]
			}
		}
	}
	return string(b)
}

// splitLine splits one printed line before every timing bracket that starts a new
// effect. A bracket starts a new effect when it stands outside parentheses and quotes
// (reminder texts and granted effects like gains "[On Deletion] ..." stay whole), is
// not a reference ("[On Play] effects on ..."), and
//
//   - it follows the end of a sentence or keyword: . ) > ＞ and the like; or
//   - it follows a requirement line ([Digivolve] ...: Cost 2[On Play] ...,
//     Digivolve: 0 from [Koromon][Your Turn] ...), which has no full stop.
//
// It never splits consecutive timings of one effect ("[On Play] [When Digivolving]",
// "[Your Turn][Once Per Turn]", "[Hand] [Counter]"), nor a reference in a sentence
// ("activate this card's [Main] effect"), nor a name ("[Agumon]" is no timing).
// unbalanced reports a parenthesis or quote that is never closed (ST15-13); it
// shields nothing.
func splitLine(l string) (parts []string, unbalanced bool) {
	shielded, unbalanced := shields(l)
	start := 0
	for i := 0; i < len(l); i++ {
		if l[i] != '[' {
			continue
		}
		end := strings.IndexByte(l[i:], ']')
		if end < 0 {
			break
		}
		if i > start && !shielded[i] && isTimingHeader(l[i+1:i+end]) &&
			!isReference(l[i+end+1:]) && startsEffect(l[start:i]) {
			parts = append(parts, l[start:i])
			start = i
		}
		i += end
	}
	return append(parts, l[start:]), unbalanced
}

// shields marks the bytes of l inside matched parentheses or quotes. Openers that
// are never closed are ignored, so one typo does not swallow the rest of a line.
func shields(l string) (in []bool, unbalanced bool) {
	in = make([]bool, len(l))
	var opens, quotes []int
	for i, r := range l {
		switch r {
		case '(', '（':
			opens = append(opens, i)
		case ')', '）':
			if n := len(opens); n > 0 {
				mark(in, opens[n-1], i)
				opens = opens[:n-1]
			}
		case '"', '“', '”':
			quotes = append(quotes, i)
		}
	}
	for j := 0; j+1 < len(quotes); j += 2 {
		mark(in, quotes[j], quotes[j+1])
	}
	return in, len(opens) > 0 || len(quotes)%2 == 1
}

func mark(in []bool, from, to int) {
	for k := from; k <= to; k++ {
		in[k] = true
	}
}

// isReference reports whether the text after a bracket makes it a reference to
// effects of that timing ("[On Play] effects on Digimon played ... don't activate").
func isReference(after string) bool {
	after = strings.ToLower(strings.TrimLeft(after, " "))
	return strings.HasPrefix(after, "effect") || strings.HasPrefix(after, "skill")
}

// startsEffect decides, from the text of the current effect before a timing bracket,
// whether the bracket starts a new effect.
func startsEffect(before string) bool {
	b := strings.TrimRight(before, " \t")
	if b == "" {
		return false
	}
	if strings.HasSuffix(b, "]") {
		if open := strings.LastIndexByte(b, '['); open >= 0 {
			inner := b[open+1 : len(b)-1]
			if isTimingHeader(inner) || isPerTurn(inner) {
				return false // consecutive timings of one effect
			}
		}
		return isRequirementLine(before)
	}
	last, _ := utf8.DecodeLastRuneInString(b)
	switch last {
	case '.', '。', ')', '）', '>', '＞', '!', '！':
		return true
	}
	return isRequirementLine(before)
}

// isRequirementLine reports whether a line starts with a printed requirement —
// digivolution (2-3-6-3), DNA, DigiXros, Burst, App Fusion, Assembly — which ends
// without punctuation, so the next timing bracket starts a new effect.
func isRequirementLine(s string) bool {
	s = strings.TrimLeft(s, " \t")
	for _, p := range [...]string{
		"[Digivolve]", "Digivolve:", "Burst Digivolve:", "[Burst Digivolve]",
		"[DNA Digivolve", "DNA Digivolution", "[DNA Digivolution",
		"DigiXros", "[DigiXros", "[App Fusion]", "App Fusion", "[Assembly", "Assembly",
	} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// isTimingHeader reports whether a bracket's inside is a timing or header that starts
// an effect or a requirement line (glossary "Timings"; 2-3-6-3 … 2-3-11). Card names,
// traits and [Once Per Turn] are not.
func isTimingHeader(inner string) bool {
	s := canonBracket(inner)
	switch s {
	case "on play", "when digivolving", "when attacking", "on deletion", "when linking", "when moving",
		"your turn", "opponent's turn", "all turns", "main", "security", "counter",
		"hand", "trash", "breeding", "rule", "link",
		"start of your turn", "start of opponent's turn",
		"end of your turn", "end of opponent's turn", "end of all turns", "at end of opponent's turn",
		"start of your main phase", "start of opponent's main phase", "end of attack",
		"digivolve", "dna digivolve", "dna digivolution", "burst digivolve", "app fusion":
		return true
	}
	return strings.HasPrefix(s, "digixros") || strings.HasPrefix(s, "assembly")
}

// isPerTurn reports whether a bracket is an [X Per Turn] limit (15-14), which always
// belongs to the timing before it.
func isPerTurn(inner string) bool {
	s := canonBracket(inner)
	return strings.HasSuffix(s, " per turn")
}

// canonBracket lower-cases a bracket's inside and unifies apostrophes and spaces, so
// "[Opponent’s Turn]" and "[Once per Turn]" are recognised as printed.
func canonBracket(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "’", "'")
	return strings.ReplaceAll(s, "\u00a0", " ")
}
