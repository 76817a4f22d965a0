package vocab

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is the part of an effect a clause plays (glossary: trigger condition "when",
// condition "if"/"while", optional cost "by doing X", ...).
type Kind uint8

// The clause kinds, in the order VOCABULARY.md lists them.
const (
	Timing      Kind = iota // [On Play], [Your Turn], [Hand], [Main], [Rule], ...
	Limit                   // [Once Per Turn], [Twice Per Turn]
	Keyword                 // <Blocker> with its reminder text
	Trigger                 // "When X", "When X would Y", "At the end of the turn"
	Condition               // "If X", "While X", "for each X"
	Cost                    // "By trashing X", "you may suspend X (to ...)"
	Action                  // what the effect does: "Delete 1 of ...", "gain 1 memory"
	Duration                // "for the turn", "until the end of your opponent's turn"
	Then                    // "Then,": the next action follows the one before
	Requirement             // a printed requirement line ([Digivolve] ..., DigiXros ...): card data
	Rule                    // a [Rule] line: names and traits the card has in every zone, card data (2-3-5); the copies a deck may hold (1-4-1-2-2)
	numKinds
)

var kindNames = [numKinds]string{"timing", "limit", "keyword", "trigger", "condition", "cost",
	"action", "duration", "then", "requirement", "rule"}

func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "kind?"
}

// Kinds lists every clause kind in order.
func Kinds() []Kind {
	out := make([]Kind, numKinds)
	for i := range out {
		out[i] = Kind(i)
	}
	return out
}

// ParseKind reads a kind by its name ("action").
func ParseKind(s string) (Kind, bool) {
	for i, n := range kindNames {
		if strings.EqualFold(s, n) {
			return Kind(i), true
		}
	}
	return 0, false
}

// Counted reports whether clauses of the kind count toward coverage: requirement and
// [Rule] lines are card data that core reads (core/cardpool, core.CardData.RuleNames),
// not text a script expresses.
func (k Kind) Counted() bool { return k != Requirement && k != Rule }

// Clause is one piece of a printed effect text.
type Clause struct {
	Kind Kind
	Text string // as printed, full-width brackets and curly quotes made plain
}

// Split splits one printed text (an effect, inherited, security, link or DUAL text)
// into clauses, line by line (the pool has one effect a line, core/cardpool). It does
// not parse: it cuts where the wording of card texts shows a seam, and never inside
// parentheses, quotes, <keywords> or [names].
func Split(text string) []Clause {
	var out []Clause
	for _, line := range strings.Split(restoreLineBreaks(plain(text)), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		out = splitLine(line, out)
	}
	return out
}

// plain unifies the punctuation variants of the card data.
var plainer = strings.NewReplacer(
	"＜", "<", "＞", ">", "（", "(", "）", ")", "’", "'", "‘", "'", "“", `"`, "”", `"`,
	"\u00a0", " ", "\t", " ", "。", ". ", "，", ", ", "：", ": ", "•", "・",
	// A corruption of the card data (BT1, BT2): "digivoLv.e", "digivoLv.es".
	"digivoLv.e", "digivolve",
)

func plain(s string) string { return plainer.Replace(s) }

// quoteThenTiming is a quoted effect that a timing follows at once: the data lost the
// line break of the next effect (EX6-057: `gains "[End of Your Turn] Delete this
// Digimon."[All Turns] [Once Per Turn] When ...`).
var quoteThenTiming = regexp.MustCompile(`\."\s*\[([^\[\]]*)\]`)

func restoreLineBreaks(s string) string {
	return quoteThenTiming.ReplaceAllStringFunc(s, func(m string) string {
		open := strings.IndexByte(m, '[')
		if timingName(m[open+1:len(m)-1]) == "" {
			return m
		}
		return `."` + "\n" + m[open:]
	})
}

// requirementLine recognises a printed requirement (2-3-6-3 … 2-3-11), which the card
// data keeps in the effect text: "[Digivolve] Lv.3 w/[Agumon] in name: Cost 2",
// "Digivolve: 0 from [Koromon]", "[DNA Digivolve] ...", "[DigiXros -2] ...", and the
// older wording in angle brackets, "<DNA Digivolution: 0 from blue Lv.4 + green Lv.4>
// Digivolve unsuspended with the 2 specified Digimon ..." (ST9-05): its reminder says
// what DNA digivolution does (8-2-2-1-1), no effect of the card's.
var requirementLine = regexp.MustCompile(`^(?:[\[<＜]\s*)?(?:Digivolve|DNA Digivol(?:ve|ution)|DigiXros|Assembly|Burst Digivol(?:ve|ution)|App Fusion)\s*(?:[\]:]|-\s*\d)`)

// ruleLine recognises a [Rule] line and its first sentence: the names and traits a card
// has in every zone (2-3-5), which core reads from the text (core.CardData.RuleNames,
// RuleTraits: the same openings).
var ruleLine = regexp.MustCompile(`^((?:\[Rule\]|\(Rule\)|The name of this card/|This card/Digimon is also treated as|This card is also treated as having|Treat this card/Digimon as)[^<]*?\.)\s*(.*)$`)

// copiesLine recognises the deck-construction rule "You can include up to 50 copies of
// cards with this card's card number in your deck." (1-4-1-2-2; a (Rule) since the
// errata, BT6-085 Q1471), and what follows it on its line: the number is card data
// (max_copies), which deck validation reads, not text a script expresses.
var copiesLine = regexp.MustCompile(`^((?:\(Rule\)\s*)?You can include up to \d+ copies of cards with this card's card number in your deck\.?)\s*(.*)$`)

func splitLine(line string, out []Clause) []Clause {
	if requirementLine.MatchString(line) {
		return append(out, Clause{Requirement, line})
	}
	if m := copiesLine.FindStringSubmatch(line); m != nil {
		out = append(out, Clause{Rule, trimClause(m[1])})
		if line = m[2]; line == "" {
			return out
		}
	}
	if m := ruleLine.FindStringSubmatch(line); m != nil {
		out = append(out, Clause{Rule, trimClause(m[1])})
		line = m[2]
	}
	rest := line
	for {
		rest = strings.TrimLeft(rest, " ")
		if !strings.HasPrefix(rest, "[") {
			break
		}
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			break
		}
		inner := rest[1:end]
		switch {
		case timingName(inner) != "":
			out = append(out, Clause{Timing, "[" + timingName(inner) + "]"})
		case limitName(inner) != "":
			out = append(out, Clause{Limit, "[" + limitName(inner) + "]"})
		default:
			goto body
		}
		rest = rest[end+1:]
	}
body:
	for _, s := range sentences(rest) {
		if strings.HasPrefix(s, "(Rule)") {
			out = append(out, Clause{Rule, trimClause(s)}) // 2-3-5, after an effect on its line
			continue
		}
		out = splitSentence(s, true, out)
	}
	return out
}

// timings are the timing and area headers of effects (glossary "Timings"), by their
// lower-case inside.
var timings = func() map[string]string {
	m := map[string]string{}
	for _, t := range []string{"On Play", "When Digivolving", "On Deletion", "When Attacking", "When Linking",
		"When Moving", "End of Attack", "Main", "Your Turn", "Opponent's Turn", "All Turns", "Security",
		"Counter", "Hand", "Trash", "Breeding", "Rule", "Start of Your Turn", "Start of Opponent's Turn",
		"End of Your Turn", "End of Opponent's Turn", "End of All Turns", "Start of Your Main Phase",
		"Start of Opponent's Main Phase"} {
		m[strings.ToLower(t)] = t
	}
	m["at end of opponent's turn"] = "End of Opponent's Turn"
	return m
}()

// timingName is the printed timing a bracket's inside names, or "".
func timingName(inner string) string { return timings[canon(inner)] }

// limitName is the [X Per Turn] limit a bracket's inside names, or "".
func limitName(inner string) string {
	switch canon(inner) {
	case "once per turn":
		return "Once Per Turn"
	case "twice per turn":
		return "Twice Per Turn"
	}
	return ""
}

func canon(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

// shield marks the bytes of s inside matched (), <>, [] and "" pairs: no clause ends
// there. An opener that is never closed shields nothing, so one typo in the data does
// not swallow the rest of a line.
func shield(s string) []bool {
	in := make([]bool, len(s))
	type open struct {
		at int
		c  byte
	}
	var stack []open
	closer := map[byte]byte{')': '(', '>': '<', ']': '['}
	var quotes []int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '<', '[':
			stack = append(stack, open{i, c})
		case ')', '>', ']':
			for j := len(stack) - 1; j >= 0; j-- {
				if stack[j].c == closer[c] {
					mark(in, stack[j].at, i)
					stack = stack[:j]
					break
				}
			}
		case '"':
			quotes = append(quotes, i)
		}
	}
	for j := 0; j+1 < len(quotes); j += 2 {
		mark(in, quotes[j], quotes[j+1])
	}
	return in
}

func mark(in []bool, from, to int) {
	for k := from; k <= to; k++ {
		in[k] = true
	}
}

// sentences cuts a line's body at full stops and bullets (・). A full stop ends a
// sentence when a capital, a digit, a bracket or a bullet follows it, and it does not
// close an abbreviation (Lv., e.g., i.e.); reminder text in parentheses right after it
// ("<Draw 1>. (Draw 1 card from your deck.)") stays with its sentence.
func sentences(body string) []string {
	in := shield(body)
	var out []string
	start := 0
	cut := func(end, next int) {
		if s := strings.TrimSpace(body[start:end]); s != "" {
			out = append(out, s)
		}
		start = next
	}
	for i := 0; i < len(body); i++ {
		if i > 0 && strings.HasPrefix(body[i:], "(Rule)") {
			cut(i, i) // "... this Digimon. (Rule) Trait: Has [Angel] type."
			i += len("(Rule)") - 1
			continue
		}
		if end := lostStop(body, i, in); end > 0 {
			cut(end, end)
			i = end - 1
			continue
		}
		if in[i] {
			continue
		}
		if strings.HasPrefix(body[i:], "・") {
			cut(i, i+len("・"))
			i += len("・") - 1
			continue
		}
		if body[i] == '.' && lostKeywordAfter(body[start:], i-start) {
			cut(i, i+1)
			continue
		}
		if body[i] != '.' || !endsSentence(body, i) {
			continue
		}
		cut(i, i+1)
	}
	cut(len(body), len(body))
	return out
}

// lostStop finds where a sentence ends without the full stop the data lost, after a
// keyword or a reminder text: "... gain <Blocker> While you have [Neptunemon], ..."
// (BT24-090), "<De-Digivolve 1> 1 of your opponent's Digimon. (Trash 1 card from the
// top ...) Then, ..." (EX3-052), "... past level 3 cards).While you have ..." (EX7-070).
// It returns the end of the sentence, or 0 when none ends at i.
func lostStop(body string, i int, in []bool) int {
	if i+1 >= len(body) || in[i+1] {
		return 0
	}
	switch body[i] {
	case '>':
		if sentenceAfterKeyword.MatchString(body[i+1:]) {
			return i + 1
		}
	case ')':
		if !reminderAfterStop(body, i) {
			return 0
		}
		if m := sentenceAfterReminder.FindStringSubmatchIndex(body[i+1:]); m != nil {
			return i + 1 + m[3]
		}
	}
	return 0
}

var (
	sentenceAfterKeyword  = regexp.MustCompile(`^ +(?:While|When|If|Whenever) `)
	sentenceAfterReminder = regexp.MustCompile(`^( *\.?) *(?:[A-Z][a-z]|\[|<)`)
)

// reminderAfterStop reports whether the parenthesis that closes at i opened after a
// full stop or a keyword: a reminder text, not words of the sentence ("(other than
// [X])").
func reminderAfterStop(body string, i int) bool {
	depth := 0
	for j := i; j >= 0; j-- {
		switch body[j] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				before := strings.TrimRight(body[:j], " ")
				return strings.HasSuffix(before, ".") || strings.HasSuffix(before, ">")
			}
		}
	}
	return false
}

// lostKeywordAfter reports whether the full stop at dot is followed by the reminder text
// of a keyword the card data lost, after a sentence that is not about that keyword: the
// reminder stands for a keyword of its own (BT15-060: "Its name is also treated as
// [Sistermon Noir]. (At blocker timing, ...)"). In a sentence with a keyword ("it gains
// <Security A. +1> for the turn. (This Digimon checks ...)") or a "gains" that lost its
// keyword, the reminder stays. body starts with the sentence.
func lostKeywordAfter(body string, dot int) bool {
	after := strings.TrimLeft(body[dot+1:], " ")
	if !strings.HasPrefix(after, "(") {
		return false
	}
	end := matchingParen(after)
	if end < 0 {
		return false
	}
	before := strings.TrimRight(body[:dot], " ")
	if strings.Contains(before, "<") || givesKeyword.MatchString(before) {
		return false
	}
	return lostKeyword(after[:end+1]) != ""
}

var givesKeyword = regexp.MustCompile(`(?i)\b(?:gains?|gets?|give [^.]*)(?:\s+for the (?:turn|attack))?$`)

var abbreviations = []string{"lv", "e.g", "i.e", "vs", "no", "req", "a"}

func endsSentence(s string, dot int) bool {
	j := dot + 1
	if j < len(s) && s[j] == '.' { // ".." typo: the next dot decides
		return false
	}
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j == len(s) {
		return true
	}
	if j == dot+1 && !stopWithoutSpace(s, dot) {
		return false // "Lv.6", "1.5"
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	if unicode.IsLower(r) || r == '(' || r == '+' || r == '-' {
		return false
	}
	word := lastWord(s[:dot])
	for _, a := range abbreviations {
		if strings.EqualFold(word, a) {
			return false
		}
	}
	return true
}

// stopWithoutSpace reports whether a full stop with no space after it still ends a
// sentence: a word, then a capitalised word ("... this card.When ...", "cards).While")
// or a keyword.
func stopWithoutSpace(s string, dot int) bool {
	if dot == 0 || dot+2 >= len(s) {
		return false
	}
	prev, next, after := s[dot-1], s[dot+1], s[dot+2]
	if next == '<' && prev >= 'a' && prev <= 'z' && after >= 'A' && after <= 'Z' {
		return true // "... DigiXros requirements.<Material Save 1>"
	}
	if !(prev >= 'a' && prev <= 'z' || prev == ')') || !(next >= 'A' && next <= 'Z') || !(after >= 'a' && after <= 'z') {
		return false
	}
	return prev == ')' || len(lastWord(s[:dot])) > 2
}

func lastWord(s string) string {
	i := strings.LastIndexAny(s, " ([<\"")
	return s[i+1:]
}

// Leading subordinate clauses: what a sentence may open with before its main part.
var leads = []struct {
	kind Kind
	re   *regexp.Regexp
}{
	{Then, thenLead},
	{Trigger, regexp.MustCompile(`^(?i)(?:when|whenever|each time|the next time|at (?:the )?(?:next )?end of)\b`)},
	{Condition, regexp.MustCompile(`^(?i)(?:if|while|as long as|unless|only if|for each|for every)\b`)},
	{Cost, regexp.MustCompile(`^(?i)by\s+\w+ing\b`)},
	{Duration, regexp.MustCompile(`^(?i)(?:until|for the turn|for the attack)\b`)},
}

// splitSentence splits one sentence. head: nothing of the sentence came before, so a
// keyword standing alone is a keyword clause ("<Blocker>", "[On Deletion] <Save>");
// after "When X," or "If X," the keyword is what the effect does, an action ("if ...,
// <Draw 1>").
func splitSentence(s string, head bool, out []Clause) []Clause {
	for {
		s = strings.TrimSpace(s)
		if s == "" {
			return out
		}
		// A keyword standing alone (with its reminder) is a keyword clause; one with
		// more words after it is the verb of an action ("<De-Digivolve 1> 1 of ...").
		if kw, rest, ok := leadingKeyword(s); ok {
			rest = strings.TrimLeft(rest, " .,")
			if rest == "" || strings.HasPrefix(rest, "<") || thenLead.MatchString(rest) {
				kind := Keyword
				if !head {
					kind = Action
				}
				out = append(out, Clause{kind, kw})
				s = rest
				continue
			}
		}
		if reminderOnly(s) {
			// Reminder text whose keyword the card data lost (BT15): it names the keyword.
			return append(out, Clause{Keyword, trimClause(strings.TrimLeft(s, " ."))})
		}
		matched := false
		for _, l := range leads {
			if !l.re.MatchString(s) {
				continue
			}
			head = false
			if l.kind == Then {
				out = append(out, Clause{Then, "Then"})
				s = strings.TrimLeft(s[len(thenLead.FindString(s)):], " ,")
				matched = true
				break
			}
			if l.kind == Duration && !durationAt(s) {
				continue
			}
			end := clauseComma(s)
			if end < 0 {
				if l.kind == Trigger || l.kind == Duration {
					continue // "When" with no comma: not a leading clause
				}
				return appendActions(s, out) // "If X." has nothing to condition
			}
			out = append(out, Clause{l.kind, trimClause(s[:end])})
			s = s[end+1:]
			matched = true
			break
		}
		if !matched {
			return appendActions(s, out)
		}
	}
}

var (
	keywordLead = regexp.MustCompile(`^<(?:[^<>]|<[^<>]*>)+>`)
	// "After, do Y" is the newer cards' wording of "Then, do Y": the rules print both as
	// "之后" (15-7-2), Y follows X.
	thenLead = regexp.MustCompile(`^(?i)(?:then\b|after,)`)
)

// leadingKeyword cuts a keyword and the reminder text right after it off s.
func leadingKeyword(s string) (kw, rest string, ok bool) {
	loc := keywordLead.FindStringIndex(s)
	if loc == nil {
		return "", s, false
	}
	end := loc[1]
	after := strings.TrimLeft(s[end:], " .")
	if strings.HasPrefix(after, "(") {
		if close := matchingParen(after); close >= 0 {
			end = len(s) - len(after) + close + 1
		}
	}
	return trimClause(s[:end]), s[end:], true
}

// matchingParen returns the index of the ")" that closes s[0] == '(', or -1.
func matchingParen(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// reminderOnly reports whether s is nothing but one parenthesis.
func reminderOnly(s string) bool {
	s = strings.Trim(s, " .")
	return strings.HasPrefix(s, "(") && matchingParen(s) == len(s)-1
}

// clauseComma finds the comma that ends a leading clause: the first one outside
// brackets that does not only continue a list ("If you have [A], [B], or [C], ...",
// "a red, blue or yellow Tamer").
func clauseComma(s string) int {
	in := shield(s)
	for i := 0; i < len(s); i++ {
		if s[i] != ',' || in[i] {
			continue
		}
		next := strings.TrimLeft(s[i+1:], " ")
		if listContinues(next) {
			continue
		}
		return i
	}
	return -1
}

var (
	listWords   = regexp.MustCompile(`^(?i)(?:or|and|nor|\[|other than \[|in (?:one|any) of (?:its|their) traits|would\b|(?:red|blue|yellow|green|black|purple|white)\b|level \d|lv\.)`)
	keywordList = regexp.MustCompile(`^<(?:[^<>]|<[^<>]*>)+>(?:,| or | and )\s*(?:or |and )?<`)
)

// listContinues reports whether the text after a comma goes on with a list: a name,
// a color, "or ...", a keyword followed by another item ("<Blocker>, <Rush> or ...").
// A keyword standing alone after the comma is the action ("if ..., <Draw 1>").
func listContinues(next string) bool {
	return next == "" || listWords.MatchString(next) || keywordList.MatchString(next)
}

// trimClause trims the spaces and the closing punctuation of a clause.
func trimClause(s string) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,;: "))
}

// durationPhrase finds how long an action lasts, wherever it stands in the action.
var durationPhrase = regexp.MustCompile(`(?i)\b(?:for the turn|for the attack|until the end of (?:your opponent's|their|your|the|this) (?:next )?turn|until (?:your opponent's|their|your) (?:next )?turn ends)\b`)

// durationAt reports whether s opens with a duration ("Until your opponent's turn
// ends, ...").
func durationAt(s string) bool {
	loc := durationPhrase.FindStringIndex(s)
	return loc != nil && loc[0] == 0
}

// actionSeam is where one action may end and the next begin: ", and " or " and "
// (before a verb: clauseStart decides), ", then ", " Then, " and " After, " (a full
// stop the data lost), "; ".
var actionSeam = regexp.MustCompile(`(?i:,? and then |, then |; |,? and )| Then, | After, `)

// clauseStart reports whether text begins a new clause: a verb in the imperative
// ("gain 1 memory"), or, after a comma, a subject followed by its verb ("this Digimon
// gets +1000 DP", "1 of your Digimon gains <Rush>") or a leading clause ("if ...").
// Without a comma, "A and B may unsuspend" is one subject.
func clauseStart(text string, comma bool) bool {
	w := strings.ToLower(firstWord(text))
	if verbs[w] || actingKeyword.MatchString(text) {
		return true
	}
	if !comma {
		// "unsuspend this Digimon and it gains <Piercing>": a pronoun and its verb.
		return pronounVerb.MatchString(text)
	}
	for _, l := range leads {
		if l.kind != Then && l.kind != Duration && l.re.MatchString(text) {
			return true
		}
	}
	if !subjects.MatchString(text) {
		return false
	}
	return subjectVerb.MatchString(text)
}

var pronounVerb = regexp.MustCompile(`^(?:it|they) (?:gets?|gains?|can)\b`)

func firstWord(s string) string {
	s = strings.TrimLeft(s, " ")
	if i := strings.IndexAny(s, " ,."); i >= 0 {
		return s[:i]
	}
	return s
}

// actingKeyword is a keyword that does something where it stands ("gain 1 memory and
// <Draw 1>"), unlike one a Digimon gains ("gains <Rush> and <Piercing>").
var actingKeyword = regexp.MustCompile(`^<(?:Draw|Recovery|De-Digivolve)\b`)

// verbs open an imperative action.
var verbs = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range strings.Fields(`gain lose draw delete trash return suspend unsuspend play place add
		reveal digivolve attack activate shuffle hatch move link use reduce change switch look prevent
		search put set give choose select flip swap reset ignore remove de-digivolve unlink increase
		decrease trigger end negate destroy show`) {
		m[v] = true
	}
	return m
}()

var (
	subjects    = regexp.MustCompile(`(?i)^(?:this|that|it|they|those|these|all|each|the|\d+|up to|one|your|their|its|both|any|none|you|every)\b`)
	subjectVerb = regexp.MustCompile(`(?i)\b(?:gets?|gains?|loses?|can(?:'t| not|not)?|may|is|are|becomes?|has|have|doesn't|don't|isn't|aren't|unsuspends?|suspends?|attacks?|digivolves?|returns?|trashes?|adds?|draws?|places?|plays?|deletes?|reveals?|must|would|will)\b`)
)

// costVerb opens an optional cost written "you may suspend X to Y" (the glossary's
// "by doing X"): the part before " to " is the cost.
var (
	costLead = regexp.MustCompile(`(?i)^(?:you may )?(?:suspend|trash|delete|return|place|reveal|remove|pay|lose|unsuspend)\b`)
	costTo   = regexp.MustCompile(`(?i) to (?:(?:end|prevent|reduce|play|digivolve|gain|draw|delete|force|activate|have|make|give|use|unsuspend|suspend|return|trash|add|link|change|ignore|attack|reveal|search|place|switch|redirect|negate|set|trigger)\b|<)`)
)

// trailingParen is a parenthesis closing a text, after a full stop.
var trailingParen = regexp.MustCompile(`\.\s*\([^()]*\)\.?$`)

// forEach finds a trailing "for each X" / "for every X" of an action.
var forEach = regexp.MustCompile(`(?i),? (?:for each|for every)\b`)

// appendActions splits the main part of a sentence into its actions, with their
// costs, durations and "for each" counts.
func appendActions(s string, out []Clause) []Clause {
	s = strings.TrimSpace(s)
	in := shield(s)
	for _, loc := range actionSeam.FindAllStringIndex(s, -1) {
		comma := strings.HasPrefix(s[loc[0]:], ",")
		if in[loc[0]] || !clauseStart(s[loc[1]:], comma) || !comma && sharesSubject(s[:loc[0]], s[loc[1]:]) {
			continue
		}
		out = appendAction(s[:loc[0]], out)
		if seam := strings.ToLower(s[loc[0]:loc[1]]); strings.Contains(seam, "then") || strings.Contains(seam, "after") {
			out = append(out, Clause{Then, "Then"})
		}
		return splitSentence(s[loc[1]:], false, out)
	}
	return appendAction(s, out)
}

// sharesSubject reports whether the words after " and " go on with the subject before
// it rather than start an imperative: "3 of your opponent's Digimon get -5000 DP and gain
// <Security Attack -1>" — "gain" and "get" agree with a plural subject there, and no
// player gains a keyword or DP; "1 of your Digimon may get +3000 DP and attack" — the
// same Digimon attacks.
func sharesSubject(before, after string) bool {
	return pluralPredicate.MatchString(after) && subjects.MatchString(before) && !verbs[strings.ToLower(firstWord(before))]
}

var pluralPredicate = regexp.MustCompile(`(?i)^(?:(?:gain|get)\s+(?:<|[+-]\d)|attack\s*\.?\s*$)`)

// appendAction adds one action: its cost first, then the action, its "for each" and
// its duration.
func appendAction(s string, out []Clause) []Clause {
	s = trimClause(s)
	if s == "" {
		return out
	}
	in := shield(s)
	if costLead.MatchString(s) {
		if loc := costTo.FindStringIndex(s); loc != nil && !in[loc[0]] {
			out = append(out, Clause{Cost, trimClause(s[:loc[0]])})
			s = trimClause(s[loc[0]+len(" to "):])
			in = shield(s)
		}
	}
	var durations []string
	for {
		loc := durationPhrase.FindStringIndex(s)
		for loc != nil && in[loc[0]] {
			next := durationPhrase.FindStringIndex(s[loc[1]:])
			if next == nil {
				loc = nil
				break
			}
			loc = []int{loc[1] + next[0], loc[1] + next[1]}
		}
		if loc == nil {
			break
		}
		durations = append(durations, s[loc[0]:loc[1]])
		s = trimClause(strings.TrimRight(s[:loc[0]], " ,") + " " + strings.TrimLeft(s[loc[1]:], " ,"))
		in = shield(s)
	}
	var count string
	if loc := forEach.FindStringIndex(s); loc != nil && !in[loc[0]] && loc[0] > 0 {
		count = trimClause(strings.TrimLeft(s[loc[0]:], ", "))
		s = trimClause(s[:loc[0]])
		// The reminder of the action's keyword stays with the action: "<Draw 1> for
		// each of that Digimon's digivolution cards. (Draw 1 card from your deck.)".
		if r := trailingParen.FindStringIndex(count); r != nil {
			s += ". " + strings.TrimLeft(count[r[0]:], " .")
			count = trimClause(count[:r[0]])
		}
	}
	if s != "" {
		out = append(out, Clause{Action, s})
	}
	if count != "" {
		out = append(out, Clause{Condition, count})
	}
	for _, d := range durations {
		out = append(out, Clause{Duration, d})
	}
	return out
}
