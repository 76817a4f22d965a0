package vocab

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/dcg-engine/dcg/core"
)

// Abstract turns a clause's text into its phrase pattern, the shape many cards share:
//
//   - numbers become N ("4000 DP" → "N DP", "Lv.6" → "Lv.N", "+3000" → "+N");
//   - a bracketed name or trait becomes [X], and a list of them one [X]
//     ("[Agumon] or [Greymon]" → "[X]"); timing brackets stay ("this card's [Main]
//     effect");
//   - a color becomes COLOR, and a list of colors one COLOR;
//   - a keyword keeps its name, the glossary's spelling (<Security Attack +1> →
//     <Security A. +N>), with its number and parameter abstracted, and loses the
//     reminder text after it;
//   - an effect in quotes (what a Digimon gains) becomes "…";
//   - the closing full stop goes, and the first letter is lower case.
func Abstract(text string) string {
	s := plain(text)
	s = quoted.ReplaceAllString(s, `"…"`)
	s = abstractKeywords(s)
	if strings.Contains(s, "<") {
		s = trailingReminder.ReplaceAllString(s, "")
	}
	s = bracket.ReplaceAllStringFunc(s, func(b string) string {
		inner := b[1 : len(b)-1]
		if t := timingName(inner); t != "" {
			return "[" + t + "]"
		}
		if t := limitName(inner); t != "" {
			return "[" + t + "]"
		}
		if requirementHead.MatchString(inner) {
			return "[" + number.ReplaceAllString(inner, "N") + "]"
		}
		return "[X]"
	})
	s = nameList.ReplaceAllString(s, "[X]")
	s = color.ReplaceAllString(s, "COLOR")
	s = colorList.ReplaceAllString(s, "COLOR")
	s = number.ReplaceAllString(s, "N")
	s = strings.Join(strings.Fields(s), " ")
	s = strings.TrimRight(s, " .,;:")
	if r, n := utf8.DecodeRuneInString(s); unicode.IsUpper(r) && !strings.HasPrefix(s, "COLOR") && !isAcronym(s) {
		s = string(unicode.ToLower(r)) + s[n:]
	}
	return s
}

var (
	quoted    = regexp.MustCompile(`"[^"]*"`)
	bracket   = regexp.MustCompile(`\[[^\[\]]*\]`)
	nameList  = regexp.MustCompile(`\[X\](?:(?:,? or |, |/|,? and/or )\[X\])+`)
	color     = regexp.MustCompile(`(?i)\b(?:red|blue|yellow|green|black|purple|white)\b`)
	colorList = regexp.MustCompile(`COLOR(?:(?:,? or |, |/|,? and )COLOR)+`)
	number    = regexp.MustCompile(`\d+`)
	// Reminder text closing a clause that uses a keyword: "<De-Digivolve 1> 1 of your
	// opponent's Digimon. (Trash the top card. ...)".
	trailingReminder = regexp.MustCompile(`\.?\s*\([^()]*\)\.?\s*$`)
	// The head of a printed requirement: [Digivolve], [DNA Digivolve], [DigiXros -2], ...
	requirementHead = regexp.MustCompile(`^\s*(?:Digivolve|DNA Digivol(?:ve|ution)|DigiXros\s*-?\s*\d*|Assembly\s*-?\s*\d*|Burst Digivol(?:ve|ution)|App Fusion|Link)\s*$`)
	// A keyword, one level of <> inside allowed (<Fragment <2>>), and the reminder
	// text in parentheses after it.
	keywordToken = regexp.MustCompile(`<((?:[^<>]|<[^<>]*>)+)>`)
	keywordParts = regexp.MustCompile(`^(.*?)(\s*(?:up to\s+)?[+-]?\s*\d+)?\s*(\(.*\))?\s*$`)
)

// isAcronym keeps "N", "DP", "DNA" and the like upper case at the start of a pattern:
// a first word of one capital, or one whose first two letters are capitals.
func isAcronym(s string) bool {
	w := firstWord(s)
	return w == "N" || len(w) > 1 && unicode.IsUpper(rune(w[0])) && unicode.IsUpper(rune(w[1]))
}

// abstractKeywords rewrites every keyword in s and drops the reminder text after it.
func abstractKeywords(s string) string {
	var b strings.Builder
	for {
		loc := keywordToken.FindStringSubmatchIndex(s)
		if loc == nil {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:loc[0]])
		b.WriteString(keywordPattern(s[loc[2]:loc[3]]))
		s = s[loc[1]:]
		after := strings.TrimLeft(s, " .")
		if strings.HasPrefix(after, "(") {
			if close := matchingParen(after); close >= 0 {
				s = after[close+1:]
				if strings.HasPrefix(strings.TrimLeft(s, " "), ".") {
					s = strings.TrimLeft(s, " ")
				}
			}
		}
	}
}

// keywordPattern is the pattern of one keyword's inside: "Security Attack +1" →
// "<Security A. +N>", "Decoy (Black)" → "<Decoy (COLOR)>".
func keywordPattern(inside string) string {
	m := keywordParts.FindStringSubmatch(strings.TrimSpace(inside))
	name, num, param := strings.TrimSpace(inside), "", ""
	if m != nil {
		name, num, param = strings.TrimSpace(m[1]), m[2], m[3]
	}
	name = strings.TrimSuffix(name, ":")
	if info, ok := core.LookupKeyword(name); ok {
		name = string(info.Name)
	}
	out := "<" + name
	if num != "" {
		num = strings.ReplaceAll(strings.TrimSpace(num), " ", "")
		num = strings.Replace(num, "upto", "up to ", 1)
		out += " " + number.ReplaceAllString(num, "N")
	}
	if param != "" {
		p := bracket.ReplaceAllString(param, "[X]")
		p = nameList.ReplaceAllString(p, "[X]")
		p = color.ReplaceAllString(p, "COLOR")
		p = colorList.ReplaceAllString(p, "COLOR")
		p = number.ReplaceAllString(p, "N")
		out += " " + p
	}
	return out + ">"
}
