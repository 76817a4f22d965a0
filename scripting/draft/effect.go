package draft

import (
	"regexp"
	"strings"

	"github.com/dcg-engine/dcg/scripting/vocab"
)

// hookTimings are the timings printed in brackets that are a key of the card table
// (scripting/README.md "The card table"), by their plain printed words.
var hookTimings = map[string]string{
	"on play":                  "on_play",
	"when digivolving":         "when_digivolving",
	"when attacking":           "when_attacking",
	"on deletion":              "on_deletion",
	"when linking":             "when_linking",
	"end of attack":            "end_of_attack",
	"counter":                  "counter",
	"start of your turn":       "start_of_your_turn",
	"start of opponent's turn": "start_of_opponents_turn",
	"end of your turn":         "end_of_your_turn",
	"end of opponent's turn":   "end_of_opponents_turn",
	"end of all turns":         "end_of_all_turns",
	"start of your main phase": "start_of_your_main_phase",
	"main":                     "main",
	"security":                 "security",
}

// turnTimings are the timings that make an effect last through a turn: a static entry's
// turn (15-3).
var turnTimings = map[string]string{
	"your turn":       "your",
	"opponent's turn": "opponents",
	"all turns":       "all",
}

var brackets = regexp.MustCompile(`\[([^\[\]]+)\]`)

// timingWords is a timing clause's words, lower case: "[On Play]" → "on play".
func timingWords(c vocab.Clause) string {
	m := brackets.FindStringSubmatch(c.Text)
	if m == nil {
		return ""
	}
	return strings.ToLower(strings.TrimSpace(m[1]))
}

// readEffect adds one printed effect (the counted clauses of one line) to t and returns
// how many clauses it wrote as Lua.
func readEffect(t *table, clauses []vocab.Clause) int {
	if len(clauses) == 0 {
		return 0
	}
	var hooks []string
	turn, once, mapped := "", false, 0
	i := 0
	for ; i < len(clauses); i++ {
		c := clauses[i]
		if c.Kind == vocab.Limit && strings.EqualFold(timingWords(c), "once per turn") {
			once = true
			continue
		}
		if c.Kind != vocab.Timing {
			break
		}
		w := timingWords(c)
		if h, ok := hookTimings[w]; ok {
			hooks = append(hooks, h)
		} else if tu, ok := turnTimings[w]; ok && turn == "" {
			turn = tu
		} else {
			return leaveAll(t, clauses)
		}
	}
	head := i
	body := clauses[i:]
	switch {
	case len(hooks) == 0 && turn == "" && !once && allKeywords(body):
		for _, c := range body {
			t.keywords = append(t.keywords, keywordName(c.Text))
		}
		return len(body)
	case len(hooks) == 0 && turn != "" && len(body) > 0 && body[0].Kind == vocab.Trigger:
		return readWhen(t, turn, once, clauses, head)
	case len(hooks) == 0 && turn != "" && !once:
		cond, rest := leadingCondition(body)
		st, ok := staticEntry(turn, cond, rest)
		if !ok {
			return leaveAll(t, clauses)
		}
		t.static = append(t.static, st)
		return len(clauses)
	case len(hooks) == 0 || turn != "":
		return leaveAll(t, clauses)
	}
	en := &entry{timings: hooks, once: once}
	mapped = head
	if cond, rest := leadingCondition(body); cond != "" {
		en.condition, body = cond, rest
		mapped++
	}
	en.body, mapped = statements(body, mapped, "")
	t.add(en)
	return mapped
}

// readWhen writes "[Your Turn] When this Digimon is blocked, ..." as a `when` entry
// about the Digimon itself; "it" in its actions is that Digimon.
func readWhen(t *table, turn string, once bool, clauses []vocab.Clause, head int) int {
	body := clauses[head:]
	ev, ok := selfTrigger(body[0].Text)
	if !ok || !vocab.Read(body[0]).Covered() {
		return leaveAll(t, clauses)
	}
	en := &entry{when: ev, turn: turn, once: once}
	mapped := head + 1
	body = body[1:]
	if cond, rest := leadingCondition(body); cond != "" {
		en.condition, body = cond, rest
		mapped++
	}
	en.body, mapped = statements(body, mapped, `"self"`)
	t.when = append(t.when, en.lua(false))
	return mapped
}

// leadingCondition writes the condition an effect's body starts with, when the draft
// knows it: the condition and the rest of the body; "" and the body when not.
func leadingCondition(body []vocab.Clause) (string, []vocab.Clause) {
	if len(body) == 0 || body[0].Kind != vocab.Condition || !vocab.Read(body[0]).Covered() {
		return "", body
	}
	cond, ok := condition(body[0].Text)
	if !ok {
		return "", body
	}
	return cond, body[1:]
}

// leaveAll leaves every clause of an effect as a TODO: the draft knows no key for it.
func leaveAll(t *table, clauses []vocab.Clause) int {
	for _, c := range clauses {
		t.todo(c.Text)
	}
	return 0
}

func allKeywords(cs []vocab.Clause) bool {
	if len(cs) == 0 {
		return false
	}
	for _, c := range cs {
		if c.Kind != vocab.Keyword || keywordName(c.Text) == "" {
			return false
		}
	}
	return true
}

var keywordRe = regexp.MustCompile(`<((?:[^<>]|<[^<>]*>)+)>`)

// keywordName is the keyword a clause prints, as printed: "Security Attack +1".
func keywordName(s string) string {
	m := keywordRe.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}

// statements writes an effect's body: one statement per action the draft can write,
// a duration going with the action before it; a TODO for every other clause. it is
// what "it" names in the actions ("" for nothing the draft knows). It returns the
// statements and mapped plus the clauses it wrote.
func statements(body []vocab.Clause, mapped int, it string) ([]string, int) {
	var out []string
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c.Kind == vocab.Trigger {
			// A trigger inside an effect ("At end of turn, lose 3 memory") delays
			// what follows: nothing after it may run now.
			for _, rest := range body[i:] {
				out = append(out, todoLine(rest.Text))
			}
			break
		}
		if c.Kind == vocab.Then {
			// "Then,": the next statement follows the one before (Lua's sequence).
			if i+1 < len(body) && body[i+1].Kind == vocab.Action && len(out) > 0 && !strings.HasPrefix(out[len(out)-1], "-- TODO") {
				mapped++
				continue
			}
			out = append(out, todoLine(c.Text))
			continue
		}
		if n, lines, ok := revealGroup(body[i:]); ok {
			out = append(out, lines...)
			mapped += n
			i += n - 1
			continue
		}
		dur, hasDur := "", false
		if i+1 < len(body) && body[i+1].Kind == vocab.Duration {
			dur, hasDur = durationName(body[i+1].Text)
			if !hasDur {
				dur = "?"
			}
		}
		if c.Kind == vocab.Action && vocab.Read(c).Covered() && dur != "?" {
			if s, usesDur, ok := action(c.Text, dur, it); ok {
				out = append(out, s)
				mapped++
				if usesDur && hasDur {
					mapped++
					i++
				}
				continue
			}
		}
		out = append(out, todoLine(c.Text))
	}
	return out, mapped
}

// durationName is a printed duration's name (scripting/README.md "Durations").
func durationName(s string) (string, bool) {
	switch strings.ToLower(strings.TrimRight(strings.TrimSpace(s), ".")) {
	case "for the turn":
		return "turn", true
	case "until the end of your opponent's next turn", "until the end of the opponent's next turn":
		return "opponents_next_turn", true
	case "until the end of your next turn":
		return "your_next_turn", true
	case "until the end of your opponent's turn", "until the end of the opponent's turn":
		return "opponents_turn", true
	}
	return "", false
}
