package draft

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/dcg-engine/dcg/scripting/vocab"
)

// The actions the draft writes, by their printed words (clause text without its
// closing full stop and reminder text). Each is one construct of the API with its
// arguments filled in from the words: ctx:delete(ctx:choose_one(filter)), ...
var (
	removalRe   = regexp.MustCompile(`(?i)^(delete|suspend|unsuspend) (.+)$`)
	bounceRe    = regexp.MustCompile(`(?i)^return (.+) to (?:its owner's|the owner's|their owners'|your) hands?$`)
	gainRe      = regexp.MustCompile(`(?i)^(?:you )?(gain|lose) (\d+) memory$`)
	drawRe      = regexp.MustCompile(`(?i)^draw (\d+) cards?(?: from your deck)?$`)
	triggerKwRe = regexp.MustCompile(`(?i)^trigger <([^<>]+)>$`)
	dpRe        = regexp.MustCompile(`(?i)^(.+?) gets? ([+-]\d+) DP$`)
	givesRe     = regexp.MustCompile(`(?i)^(.+?) gains? <([^<>]+)>$`)
	mainRe      = regexp.MustCompile(`(?i)^activate this card's \[Main\] effect$`)
	playSelfRe  = regexp.MustCompile(`(?i)^play this card without paying (?:its|the) (?:memory )?cost$`)
	toHandRe    = regexp.MustCompile(`(?i)^add this card to (?:its owner's|your) hand$`)
	reminder    = regexp.MustCompile(`\s*\([^()]*\)\s*`)
)

// words is a clause's text as the action patterns read it: no reminder text, no
// closing full stop.
func words(s string) string {
	s = reminder.ReplaceAllString(s, " ")
	return strings.TrimRight(strings.Join(strings.Fields(s), " "), " .")
}

// action writes one action clause. dur is the name of the duration printed after it
// ("" for none); usesDur says whether the statement took it. it is what "it" names.
func action(text, dur, it string) (stmt string, usesDur, ok bool) {
	s := words(text)
	target := func(s string) (string, bool) {
		if it != "" && strings.EqualFold(s, "it") {
			return it, true
		}
		return target(s)
	}
	if m := removalRe.FindStringSubmatch(s); m != nil {
		if t, ok := target(m[2]); ok {
			if strings.EqualFold(m[1], "delete") {
				// a DP-based deletion reads its maximum, which effects may raise (15-15-5)
				t = dpMaxRe.ReplaceAllString(t, "dp_at_most = ctx:deletion_max($1)")
			}
			return "ctx:" + strings.ToLower(m[1]) + "(" + t + ")", false, true
		}
	}
	if m := bounceRe.FindStringSubmatch(s); m != nil {
		if t, ok := target(m[1]); ok {
			return "ctx:return_to_hand(" + t + ")", false, true
		}
	}
	if m := gainRe.FindStringSubmatch(s); m != nil {
		return "ctx:" + strings.ToLower(m[1]) + "_memory(" + m[2] + ")", false, true
	}
	if m := drawRe.FindStringSubmatch(s); m != nil {
		return "ctx:draw(" + m[1] + ")", false, true
	}
	if m := triggerKwRe.FindStringSubmatch(s); m != nil {
		return "ctx:run_keyword(" + strconv.Quote(m[1]) + ")", false, true
	}
	if mainRe.MatchString(s) {
		return "ctx:activate_main()", false, true
	}
	if playSelfRe.MatchString(s) {
		return "ctx:play_self { free = true }", false, true
	}
	if toHandRe.MatchString(s) {
		return `ctx:move(ctx.card, "hand")`, false, true
	}
	if m := dpRe.FindStringSubmatch(s); m != nil {
		if t, ok := target(m[1]); ok {
			n := strings.TrimPrefix(m[2], "+")
			return "ctx:dp_plus(" + t + ", " + n + durArg(dur) + ")", true, true
		}
	}
	if m := givesRe.FindStringSubmatch(s); m != nil {
		if t, ok := target(m[1]); ok {
			return "ctx:give(" + t + ", " + strconv.Quote(strings.TrimSpace(m[2])) + durArg(dur) + ")", true, true
		}
	}
	return "", false, false
}

func durArg(dur string) string {
	if dur == "" {
		return ""
	}
	return ", " + strconv.Quote(dur)
}

var (
	chooseRe = regexp.MustCompile(`(?i)^(up to )?(\d+) of (your opponent's|your) (suspended )?(Digimon|Tamers?)(.*)$`)
	allRe    = regexp.MustCompile(`(?i)^all (?:of )?(your opponent's|your) (suspended )?(Digimon|Tamers?|Security Digimon)(.*)$`)
	qualRe   = regexp.MustCompile(`(?i)^ with (\d+) DP or (less|more)$`)
	dpMaxRe  = regexp.MustCompile(`dp_at_most = (\d+)`)
)

// target writes a target phrase: "this Digimon" is "self", "1 of ..." a choice, "all
// of ..." a filter (15-11-2).
func target(s string) (string, bool) {
	if strings.EqualFold(s, "this Digimon") {
		return `"self"`, true
	}
	if m := chooseRe.FindStringSubmatch(s); m != nil {
		f, ok := filter(m[3], m[4], m[5], m[6])
		if !ok {
			return "", false
		}
		n, _ := strconv.Atoi(m[2])
		if n == 1 && m[1] == "" {
			return "ctx:choose_one(" + f + ")", true
		}
		opts := fmt.Sprintf("count = %d", n)
		if m[1] != "" {
			opts += ", up_to = true"
		}
		return "ctx:choose(" + f + ", { " + opts + " })", true
	}
	if m := allRe.FindStringSubmatch(s); m != nil {
		return filter(m[1], m[2], m[3], m[4])
	}
	return "", false
}

// filter writes the filter of "your opponent's suspended Digimon with 4000 DP or
// less": a short name when it is one of them, else a table.
func filter(owner, suspended, kind, qual string) (string, bool) {
	o := "you"
	if strings.HasPrefix(strings.ToLower(owner), "your opponent") {
		o = "opponent"
	}
	k := "Digimon"
	security := strings.EqualFold(kind, "Security Digimon")
	if strings.HasPrefix(strings.ToLower(kind), "tamer") {
		k = "Tamer"
	}
	fields := []string{`owner = "` + o + `"`}
	if security {
		fields = append(fields, "security_digimon = true")
	} else {
		fields = append(fields, `kind = "`+k+`"`)
	}
	if suspended != "" {
		fields = append(fields, "suspended = true")
	}
	if qual != "" {
		m := qualRe.FindStringSubmatch(qual)
		if m == nil {
			return "", false
		}
		key := "dp_at_most"
		if strings.EqualFold(m[2], "more") {
			key = "dp_at_least"
		}
		fields = append(fields, key+" = "+m[1])
	}
	if len(fields) == 2 && !security {
		switch {
		case o == "opponent" && k == "Digimon":
			return `"opponent_digimon"`, true
		case o == "you" && k == "Digimon":
			return `"your_digimon"`, true
		case o == "you" && k == "Tamer":
			return `"your_tamers"`, true
		}
	}
	return "{ " + strings.Join(fields, ", ") + " }", true
}

var (
	staticDPRe  = regexp.MustCompile(`(?i)^(this Digimon|all of your Digimon|your Digimon) gets? \+(\d+) DP$`)
	staticKwRe  = regexp.MustCompile(`(?i)^this Digimon gains <([^<>]+)>$`)
	staticTurns = map[string]bool{"your": true, "opponents": true, "all": true}
)

// staticEntry writes "[Your Turn] This Digimon gets +1000 DP" and the like as a static
// entry: a persistent effect while the turn holds (15-3).
func staticEntry(turn, cond string, body []vocab.Clause) (string, bool) {
	if len(body) != 1 || !staticTurns[turn] || !vocab.Read(body[0]).Covered() {
		return "", false
	}
	c := body[0]
	s := words(c.Text)
	head := `{ turn = "` + turn + `", `
	if cond != "" {
		head += "condition = function(ctx) return " + cond + " end, "
	}
	if c.Kind == vocab.Keyword {
		if k := keywordName(c.Text); k != "" {
			return head + "keyword = " + strconv.Quote(k) + " }", true
		}
	}
	if c.Kind != vocab.Action {
		return "", false
	}
	if m := staticDPRe.FindStringSubmatch(s); m != nil {
		if strings.EqualFold(m[1], "this Digimon") {
			return head + "dp = " + m[2] + " }", true
		}
		return head + `target = "your_digimon", dp = ` + m[2] + " }", true
	}
	if m := staticKwRe.FindStringSubmatch(s); m != nil {
		return head + "keyword = " + strconv.Quote(m[1]) + " }", true
	}
	return "", false
}

var (
	revealRe    = regexp.MustCompile(`(?i)^reveal (\d+) cards from the top of your deck$`)
	addAmongRe  = regexp.MustCompile(`(?i)^add (1|up to 1|all) (.+?) among them to your hand$`)
	bottomRe    = regexp.MustCompile(`(?i)^place the remaining cards at the bottom of your deck in any order$`)
	cardKindRe  = regexp.MustCompile(`(?i)^(?:level (\d+)( or higher| or lower)? )?(?:(red|blue|yellow|green|black|purple|white) )?(Tamer|Digimon|Option) cards?$`)
	cardNameRe  = regexp.MustCompile(`(?i)^(?:(Tamer|Digimon|Option) )?cards? with \[([^\[\]]+)\] in (?:its|their) names?$`)
	cardTraitRe = regexp.MustCompile(`(?i)^(?:(Tamer|Digimon|Option) )?cards? with (?:the )?\[([^\[\]]+)\] trait$`)
)

// revealGroup writes the reveal pattern: "Reveal N cards from the top of your deck.
// Add 1 X among them to your hand. Place the remaining cards at the bottom of your
// deck in any order." n is how many clauses it wrote.
func revealGroup(cs []vocab.Clause) (n int, lines []string, ok bool) {
	if len(cs) < 3 {
		return 0, nil, false
	}
	for _, c := range cs[:3] {
		if c.Kind != vocab.Action || !vocab.Read(c).Covered() {
			return 0, nil, false
		}
	}
	r := revealRe.FindStringSubmatch(words(cs[0].Text))
	a := addAmongRe.FindStringSubmatch(words(cs[1].Text))
	if r == nil || a == nil || !bottomRe.MatchString(words(cs[2].Text)) {
		return 0, nil, false
	}
	f, ok := cardFilter(a[2])
	if !ok {
		return 0, nil, false
	}
	found := "ctx:cards(revealed, " + f + ")"
	var add string
	switch strings.ToLower(a[1]) {
	case "all":
		add = `ctx:move(` + found + `, "hand")`
	case "up to 1":
		add = `ctx:move(ctx:choose_card(` + found + `, { count = 1, up_to = true, text = "add to your hand" }), "hand")`
	default:
		add = `ctx:move(ctx:choose_card(` + found + `, { text = "add to your hand" }), "hand")`
	}
	return 3, []string{
		"local revealed = ctx:reveal(" + r[1] + ")",
		add,
		`ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })`,
	}, true
}

// cardFilter writes a card description among revealed cards: "yellow Tamer cards",
// "1 card with [Greymon] in its name".
func cardFilter(s string) (string, bool) {
	var fields []string
	if m := cardKindRe.FindStringSubmatch(s); m != nil {
		fields = append(fields, `kind = "`+capital(m[4])+`"`)
		if m[3] != "" {
			fields = append(fields, `color = "`+capital(m[3])+`"`)
		}
		if m[1] != "" {
			fields = append(fields, levelKey(m[2])+" = "+m[1])
		}
		return "{ " + strings.Join(fields, ", ") + " }", true
	}
	m := cardNameRe.FindStringSubmatch(s)
	key := "name_has"
	if m == nil {
		m, key = cardTraitRe.FindStringSubmatch(s), "trait"
	}
	if m == nil {
		return "", false
	}
	if m[1] != "" {
		fields = append(fields, `kind = "`+capital(m[1])+`"`)
	}
	fields = append(fields, key+" = "+strconv.Quote(m[2]))
	return "{ " + strings.Join(fields, ", ") + " }", true
}

// levelKey is the filter key of "level N", "level N or higher", "level N or lower".
func levelKey(bound string) string {
	switch strings.TrimSpace(strings.ToLower(bound)) {
	case "or higher":
		return "level_at_least"
	case "or lower":
		return "level_at_most"
	}
	return "level"
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + strings.ToLower(s[1:])
}
