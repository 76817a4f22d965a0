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
	s = gluedName.ReplaceAllString(s, "$1 [X]") // "with[Hybrid]": a space the data lost
	s = nameList.ReplaceAllString(s, "[X]")
	s = color.ReplaceAllString(s, "COLOR")
	s = colorList.ReplaceAllString(s, "COLOR")
	s = gluedLevel.ReplaceAllString(s, "level $1") // "level5": a space the data lost
	s = number.ReplaceAllString(s, "N")
	s = returnReminder.ReplaceAllString(s, "")
	s = restoreLostKeywords(s)
	s = strings.Join(strings.Fields(s), " ")
	s = strings.TrimRight(s, " .,;:")
	if r, n := utf8.DecodeRuneInString(s); unicode.IsUpper(r) && !strings.HasPrefix(s, "COLOR") && !isAcronym(s) {
		s = string(unicode.ToLower(r)) + s[n:]
	}
	return s
}

var (
	quoted     = regexp.MustCompile(`"[^"]*"`)
	bracket    = regexp.MustCompile(`\[[^\[\]]*\]`)
	gluedLevel = regexp.MustCompile(`\blevel(\d)`)
	gluedName  = regexp.MustCompile(`\b(with|the|or|and|of)\[X\]`)
	nameList   = regexp.MustCompile(`\[X\](?:(?:,? or |, |/|,? and/or )\[X\])+`)
	color      = regexp.MustCompile(`(?i)\b(?:red|blue|yellow|green|black|purple|white)\b`)
	colorList  = regexp.MustCompile(`COLOR(?:(?:,? or |, |/|,? and )COLOR)+`)
	number     = regexp.MustCompile(`\d+`)
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

// returnReminder is the rules' reminder after a return to the hand or the deck: the
// cards under it are trashed as it leaves (4-5-8): "return 1 of your opponent's Digimon to its owner's
// hand. (Trash all of its digivolution cards.)".
var returnReminder = regexp.MustCompile(`\.?\s*\(Trash all (?:of )?(?:the |its )?digivolution cards(?: of (?:that|those) Digimon)?\.?\)\.?\s*$`)

// lostKeywords are keywords by their reminder text: some cards' data lost the keyword
// and kept its reminder ("1 of your Digimon gains  (This Digimon checks 1 additional
// security card)", BT15-015). Reminder text says what its keyword does (glossary
// "Reminder text"), so the reminder names the keyword.
// lostStopBeforeKeyword is the full stop a keyword's reminder followed, left where the
// keyword was lost: "gains . (When an opponent's Digimon attacks, ...)" (EX4-026).
var lostStopBeforeKeyword = regexp.MustCompile(`\b(gains?|gets?) \. <`)

var lostKeywords = []struct {
	reminder *regexp.Regexp
	keyword  string
}{
	{regexp.MustCompile(`\(This Digimon checks N additional security cards?\.?\)`), "<Security A. +N>"},
	{regexp.MustCompile(`\(This Digimon checks N fewer security cards?\.?\)`), "<Security A. -N>"},
	{regexp.MustCompile(`\((?:At blocker timing, by suspending this Digimon, it becomes the attack target|When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead)\.?\)`), "<Blocker>"},
	{regexp.MustCompile(`\(This Digimon (?:can|may) attack the turn it (?:comes into play|was played)\.?\)`), "<Rush>"},
	{regexp.MustCompile(`\(When this Digimon attacks and deletes an opponent's Digimon and survives the battle, it performs any security checks it normally would\.?\)`), "<Piercing>"},
	{regexp.MustCompile(`\(This Digimon can't be deleted in battles against Security Digimon\.?\)`), "<Jamming>"},
	{regexp.MustCompile(`\(Unsuspend this Digimon during your opponent's unsuspend phase\.?\)`), "<Reboot>"},
	{regexp.MustCompile(`\(After this card is placed, by trashing it the next turn or later, activate the effect below\.?\)\.?`), "<Delay>"},
	{regexp.MustCompile(`\(Your Digimon may digivolve into this card without paying the cost\.?\)`), "<Blast Digivolve>"},
	{regexp.MustCompile(`\(Trash (?:the top card|up to N cards from the top)\. You can't trash past level N cards\.?\)`), "<De-Digivolve N>"},
}

// lostKeyword is the keyword whose reminder text a printed parenthesis is, or "".
func lostKeyword(paren string) string {
	p := number.ReplaceAllString(paren, "N")
	for _, lk := range lostKeywords {
		if lk.reminder.FindString(p) == p {
			return lk.keyword
		}
	}
	return ""
}

// restoreLostKeywords puts back the keyword whose reminder text stands alone in a
// clause, or drops the reminder when its keyword is in the clause already. A clause
// that is nothing but a reminder is a keyword clause, which reads the reminder itself.
func restoreLostKeywords(s string) string {
	if reminderOnly(s) {
		return s
	}
	for _, lk := range lostKeywords {
		name := lk.keyword[:strings.IndexAny(lk.keyword, " >")]
		s = lk.reminder.ReplaceAllStringFunc(s, func(string) string {
			if strings.Contains(s, name) {
				return ""
			}
			return lk.keyword
		})
	}
	return lostStopBeforeKeyword.ReplaceAllString(s, "$1 <")
}

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
