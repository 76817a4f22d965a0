package core

import (
	"regexp"
	"strconv"
	"strings"
)

// Recognizing keyword effects in printed text (16-1: a keyword effect is written in
// ≪ ≫ — <X> or ＜X＞ in the card data). Each keyword has one canonical name (the
// glossary's); older and misprinted spellings in the card data map onto it.

// KeywordInfo describes one keyword effect.
type KeywordInfo struct {
	Name   Keyword
	Clause string // its section in ver. 3.6 chapter 16 ("" for keywords newer than ver. 3.6)
	// Card: for a keyword newer than ver. 3.6, the card whose reminder text defines it.
	Card string
	// Numbered: written with a number (<Draw 1>, <Security A. +1>).
	Numbered bool
	// Param: written with a parameter in parentheses (<Decoy (Black)>).
	Param bool
}

// Keywords lists every keyword effect: the 38 of ver. 3.6 §16 (16-3 … 16-40), then the
// keywords printed on newer cards that ver. 3.6 does not describe yet.
var keywordList = []KeywordInfo{
	{"Security A.", "16-3", "", true, false},
	{"Blocker", "16-4", "", false, false},
	{"Recovery", "16-5", "", true, true},
	{"Piercing", "16-6", "", false, false},
	{"Draw", "16-7", "", true, false},
	{"Jamming", "16-8", "", false, false},
	{"Digisorption", "16-9", "", true, false},
	{"Reboot", "16-10", "", false, false},
	{"De-Digivolve", "16-11", "", true, false},
	{"Retaliation", "16-12", "", false, false},
	{"Digi-Burst", "16-13", "", true, false},
	{"Rush", "16-14", "", false, false},
	{"Blitz", "16-15", "", false, false},
	{"Delay", "16-16", "", false, false},
	{"Decoy", "16-17", "", false, true},
	{"Armor Purge", "16-18", "", false, false},
	{"Save", "16-19", "", false, false},
	{"Material Save", "16-20", "", true, false},
	{"Evade", "16-21", "", false, false},
	{"Raid", "16-22", "", false, false},
	{"Alliance", "16-23", "", false, false},
	{"Barrier", "16-24", "", false, false},
	{"Blast Digivolve", "16-25", "", false, false},
	{"Fortitude", "16-26", "", false, false},
	{"Mind Link", "16-27", "", false, false},
	{"Partition", "16-28", "", false, true},
	{"Collision", "16-29", "", false, false},
	{"Blast DNA Digivolve", "16-30", "", false, true},
	{"Scapegoat", "16-31", "", false, false},
	{"Vortex", "16-32", "", false, false},
	{"Overclock", "16-33", "", false, true},
	{"Iceclad", "16-34", "", false, false},
	{"Decode", "16-35", "", false, true},
	{"Fragment", "16-36", "", false, true},
	{"Execute", "16-37", "", false, false},
	{"Progress", "16-38", "", false, false},
	{"Link", "16-39", "", true, false}, // <Link +N>
	{"Training", "16-40", "", false, false},
	// Newer than ver. 3.6, defined by the reminder text of a card:
	{"Use Req.", "", "BT25-093", false, true},
	{"Detach", "", "BT26-010", false, true},
	{"Ascension", "", "BT25-034", false, false},
	{"Engage", "", "EX12-019", false, false},
	{"Succession", "", "BT26-032", false, true},
	{"Guard", "", "EX12-056", false, false},
}

// keywordAliases maps other spellings found in printed text to canonical names.
var keywordAliases = map[string]Keyword{
	"security attack": "Security A.",
	"s attack":        "Security A.", // ST15-11
	"ice clad":        "Iceclad",
	"de-digivolv.e":   "De-Digivolve", // a misprint in the data: "De-DigivoLv.e"
	"de-digivolve":    "De-Digivolve",
	"link":            "Link",
}

// KeywordInfos returns every known keyword.
func KeywordInfos() []KeywordInfo { return append([]KeywordInfo(nil), keywordList...) }

// LookupKeyword finds a keyword by any of its spellings.
func LookupKeyword(name string) (KeywordInfo, bool) {
	key := strings.ToLower(strings.TrimSpace(name))
	if k, ok := keywordAliases[strings.ReplaceAll(key, "lv.", "lv.")]; ok {
		key = strings.ToLower(string(k))
	}
	if strings.HasPrefix(key, "de-digivo") {
		key = "de-digivolve"
	}
	for _, k := range keywordList {
		if strings.ToLower(string(k.Name)) == key {
			return k, true
		}
	}
	return KeywordInfo{}, false
}

// KeywordUse is one keyword written in text.
type KeywordUse struct {
	Name  Keyword
	N     int    // its number (signed), if written
	Param string // its parameter, without the parentheses
	UpTo  bool   // its number is a maximum: "<Digi-Burst up to 4>" (BT7-040)
	Raw   string // as printed, brackets included
	Known bool   // the name is a known keyword
}

var (
	keywordToken = regexp.MustCompile(`[<＜]((?:[^<>＜＞]|[<＜][^<>＜＞]*[>＞])+)[>＞]`)
	keywordParts = regexp.MustCompile(`^(.*?)(?:\s+(up to\s+)?([+-]?\s*\d+))?\s*(?:\((.*)\))?\s*$`)
	timingToken  = regexp.MustCompile(`\[[^\[\]]+\]`)
	reminder     = regexp.MustCompile(`[(（][^()（）]*[)）]`)
)

// ParseKeywordUse reads the inside of one keyword token: "Security A. +1",
// "Recovery +1 (Deck)", "Decoy (Black)", "Fragment (2)".
func ParseKeywordUse(inside string) KeywordUse {
	u := KeywordUse{Raw: "<" + inside + ">"}
	m := keywordParts.FindStringSubmatch(strings.TrimSpace(inside))
	name := strings.TrimSpace(inside)
	if m != nil {
		name = strings.TrimSpace(m[1])
		u.UpTo = m[2] != ""
		if m[3] != "" {
			u.N, _ = strconv.Atoi(strings.ReplaceAll(m[3], " ", ""))
		}
		u.Param = strings.TrimSpace(m[4])
	}
	name = strings.TrimSuffix(name, ":")
	if _, ok := LookupKeyword(name); !ok {
		// A sign without a number names the keyword in general: "change <Security
		// Attack -> to <Security Attack +>" (EX6-031).
		name = strings.TrimSpace(strings.TrimRight(name, "+-"))
	}
	if k, ok := LookupKeyword(name); ok {
		u.Name, u.Known = k.Name, true
		if k.Name == "Fragment" && u.N == 0 {
			u.N, _ = strconv.Atoi(u.Param) // <Fragment <2>> is printed "Fragment (2)"
		}
	} else {
		u.Name = Keyword(name)
	}
	return u
}

// KeywordLine is one line of printed text read for keywords.
type KeywordLine struct {
	Timings  []string     // the timing icons before the keywords: "[On Play]", ...
	Keywords []KeywordUse // the keywords in the line, in order
	// Only: the line is nothing but timings, keywords, reminder text in parentheses
	// and punctuation — a keyword line a card needs no script for.
	Only bool
	// Leading: the keywords the line's effect starts with, after its timings (with
	// their reminder texts between them): the card's own keyword effects, also when
	// an effect follows them ("[Main] <Digi-Burst 2> (...)・Delete 1 ..."). A keyword
	// inside a sentence ("gains <Blocker>", "this Digimon's <Digi-Burst>") is not one.
	Leading []KeywordUse
	Text    string
}

// ReadKeywordLines reads each line of a printed text for keywords.
func ReadKeywordLines(text string) []KeywordLine {
	var out []KeywordLine
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		kl := KeywordLine{Text: line}
		rest := line
		for {
			loc := timingToken.FindStringIndex(rest)
			if loc == nil || strings.TrimSpace(rest[:loc[0]]) != "" {
				break
			}
			kl.Timings = append(kl.Timings, rest[loc[0]:loc[1]])
			rest = rest[loc[1]:]
		}
		for _, m := range keywordToken.FindAllStringSubmatch(rest, -1) {
			kl.Keywords = append(kl.Keywords, ParseKeywordUse(m[1]))
		}
		kl.Leading = leadingKeywords(rest)
		left := keywordToken.ReplaceAllString(rest, "")
		for prev := ""; prev != left; {
			prev = left
			left = reminder.ReplaceAllString(left, "")
		}
		left = strings.Trim(left, " .。,，、\t")
		kl.Only = len(kl.Keywords) > 0 && left == ""
		out = append(out, kl)
	}
	return out
}

// leadingKeywords reads the keywords a line's effect (its timings cut off) starts with:
// one keyword token after another, each with its reminder text and punctuation.
func leadingKeywords(effect string) []KeywordUse {
	var out []KeywordUse
	rest := effect
	for {
		rest = strings.TrimLeft(rest, " .。,，、\t")
		if loc := reminder.FindStringIndex(rest); loc != nil && loc[0] == 0 && len(out) > 0 {
			rest = rest[loc[1]:]
			continue
		}
		m := keywordToken.FindStringSubmatchIndex(rest)
		if m == nil || m[0] != 0 {
			return out
		}
		out = append(out, ParseKeywordUse(rest[m[2]:m[3]]))
		rest = rest[m[1]:]
	}
}

// KeywordOnly reports whether a printed text is made of keyword lines only (or is
// empty): a card with such texts needs no hand-written script (16-1). A line may
// start with timing icons ("[On Deletion] <Save>"): the keyword is then the action of
// that timing.
func KeywordOnly(text string) bool {
	for _, l := range ReadKeywordLines(text) {
		if !l.Only {
			return false
		}
		if _, ok := ReadTimings(l.Timings); !ok {
			return false
		}
	}
	return true
}

// KeywordFile is the file name of a keyword's script in keywords/: "Security A." →
// security_a.lua, "Blast DNA Digivolve" → blast_dna_digivolve.lua.
func KeywordFile(k Keyword) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(string(k)) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			under = false
		} else if !under && b.Len() > 0 {
			b.WriteByte('_')
			under = true
		}
	}
	return strings.TrimSuffix(b.String(), "_") + ".lua"
}

// printedTimings maps the timing icons of printed text to timings (15-16).
var printedTimings = map[string]Timing{
	"[On Play]": OnPlay, "[When Digivolving]": WhenDigivolving, "[On Deletion]": OnDeletion,
	"[When Attacking]": WhenAttacking, "[When Linking]": WhenLinking, "[Main]": MainTiming,
	"[Security]": SecurityTiming, "[Start of Your Turn]": AtStartOfYourTurn,
	"[Start of Opponent's Turn]": AtStartOfOpponentsTurn, "[End of Your Turn]": AtEndOfYourTurn,
	"[End of Opponent's Turn]": AtEndOfOpponentsTurn, "[End of All Turns]": AtEndOfAllTurns,
	"[Start of Your Main Phase]": AtStartOfYourMainPhase, "[Start of Opponent's Main Phase]": AtStartOfOpponentsMainPhase,
	"[Counter]": CounterTiming, "[End of Attack]": AtEndOfAttack, "[When Moving]": WhenMoving,
	// Early printings (BT4-047) word the icon "[At End of Opponent's Turn]": the same
	// timing (15-16-12-2).
	"[At End of Your Turn]": AtEndOfYourTurn, "[At End of Opponent's Turn]": AtEndOfOpponentsTurn,
}

// PrintedTiming is what a line's timing icons say: the timing, the turn scope (15-16-8),
// the areas (15-14), [X Per Turn] (15-14-1). ok is false for an icon it does not know.
type PrintedTiming struct {
	Timing  Timing
	Turn    TurnScope
	Areas   Area
	PerTurn int
}

// ReadTimings reads a line's timing icons.
func ReadTimings(icons []string) (PrintedTiming, bool) {
	var pt PrintedTiming
	for _, icon := range icons {
		if t, ok := printedTimings[icon]; ok {
			if pt.Timing != NoTiming {
				return pt, false // several timings on one keyword line: a script says it better
			}
			pt.Timing = t
			continue
		}
		switch icon {
		case "[Your Turn]":
			pt.Turn = YourTurn
		case "[Opponent's Turn]":
			pt.Turn = OpponentsTurn
		case "[All Turns]":
			pt.Turn = AllTurns
		case "[Once Per Turn]":
			pt.PerTurn = 1
		case "[Twice Per Turn]":
			pt.PerTurn = 2
		case "[Hand]":
			pt.Areas |= AreaHand
		case "[Trash]":
			pt.Areas |= AreaTrash
		case "[Breeding]":
			pt.Areas |= AreaBreeding
		default:
			return pt, false
		}
	}
	return pt, pt.Timing != NoTiming || len(icons) == 0
}

// PrintsKeyword reports whether the card prints the keyword k as a keyword effect of its
// own — "a Digimon card with <Blitz>" (16-1): an effect of its upper, inherited or link
// text that starts with the keyword, whatever its timing (Q1247): "[When Digivolving]
// <Blitz> (...)", "[Main] <Digi-Burst 2> (...)・Delete 1 of ...". A text that only names
// the keyword ("While this Digimon has <Blitz>, ...", "due to activating this Digimon's
// <Digi-Burst>") or gives it ("gains <Blocker>") does not.
func (d *CardData) PrintsKeyword(k Keyword) bool {
	texts := []string{d.Effect, d.Inherited}
	if d.Link != nil {
		texts = append(texts, d.Link.Effect)
	}
	for _, t := range texts {
		for _, l := range ReadKeywordLines(t) {
			for _, u := range l.Leading {
				if u.Name == k {
					return true
				}
			}
		}
	}
	return false
}
