package lint

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/yuin/gopher-lua/ast"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting/vocab"
)

// A hook is one effect the card table declares; a printed effect is one line of the
// card's texts that only an effect can play. The text checks hold the two against
// each other, section by section (the card's own text, its inherited effect, its
// link effect, its Option side).

type hook struct {
	sec  string
	list string // "timing", "effects", "keywords", "static", "when", "would", "delay"
	// timings are the timing icons the hook triggers at (none: no timing icon).
	timings  []core.Timing
	keywords []core.Keyword // keywords it names (keywords = { ... }, static keyword)
	perTurn  int
	at       pos
	// opaque: built at run time (a list a loop fills, a table from a function):
	// lint cannot see which effects it holds, so it takes it to play any of its
	// section's printed effects.
	opaque bool
}

// Printed is one printed effect: a line of one of the card's texts.
type Printed struct {
	Section string        // "" (the card's text: effect and security), "inherited", "link", "dual"
	Text    string        // the line as printed
	Timings []core.Timing // its timing icons (15-16)
	PerTurn int           // [Once Per Turn] 1, [Twice Per Turn] 2
	// Keywords are the keywords of a line that is nothing but keywords (16).
	Keywords    []core.Keyword
	KeywordOnly bool
}

// PrintedEffects lists the lines of a card's texts that need an effect: each line
// with something to play beyond printed requirements (card data plays those), once
// (a line the security text prints again is one effect).
func PrintedEffects(c *core.CardData) []Printed {
	var out []Printed
	seen := map[string]bool{}
	add := func(sec, text string) {
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			key := sec + "\x00" + line
			if line == "" || seen[key] || !needsEffect(line) {
				continue
			}
			seen[key] = true
			p := Printed{Section: sec, Text: line}
			for _, kl := range core.ReadKeywordLines(line) {
				p.Timings = timingsOfIcons(kl.Timings)
				if mainTimesTrigger(line) {
					p.Timings = slices.DeleteFunc(p.Timings, func(t core.Timing) bool { return t == core.MainTiming })
				}
				p.PerTurn = perTurnOf(kl.Timings)
				p.KeywordOnly = kl.Only && len(kl.Keywords) > 0
				// The keywords the line gives, not those its reminder text names.
				for _, bare := range core.ReadKeywordLines(withoutReminders(line)) {
					for _, k := range bare.Keywords {
						p.Keywords = append(p.Keywords, k.Name)
					}
				}
			}
			out = append(out, p)
		}
	}
	add(secMain, c.Effect)
	add(secMain, c.Security)
	add(secInherited, c.Inherited)
	if c.Link != nil {
		add(secLink, c.Link.Effect)
	}
	if c.Dual != nil {
		add(secDual, c.Dual.Effect)
	}
	return out
}

// mainTimesTrigger: a line whose [Main] icon comes before a "When ..." trigger ("[Main]
// When digivolving one of your Digimon into ..., you may suspend this Tamer to reduce
// the memory cost", BT5-092) says when the trigger is met — during your main phase. The
// line is a triggered or immediate effect (15-8-3, 15-8-5), not the activated effect
// [Main] otherwise marks (15-16-7, 15-8-4): a when or would entry plays it, with
// turn = "your" and ctx:phase() == "main". "[Main] The next time one of your Digimon
// digivolves this turn, ..." (BT5-109) is not one: the [Main] is activated, and what it
// does is make an effect that waits for the next time (ctx:next_time).
func mainTimesTrigger(line string) bool {
	main := false
	for _, cl := range vocab.Split(line) {
		switch cl.Kind {
		case vocab.Timing:
			main = main || plainIcon(cl.Text) == "[Main]"
		case vocab.Limit:
		default:
			return main && cl.Kind == vocab.Trigger && !nextTimeLead.MatchString(cl.Text)
		}
	}
	return false
}

// nextTimeLead is the opening of a "the next time ..." clause.
var nextTimeLead = regexp.MustCompile(`(?i)^the next time\b`)

// withoutReminders drops the parenthesized reminder text of a line (16-1-2).
func withoutReminders(line string) string {
	var b strings.Builder
	depth := 0
	for _, r := range line {
		switch r {
		case '(', '（':
			depth++
		case ')', '）':
			if depth > 0 {
				depth--
				continue
			}
		}
		if depth == 0 {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// perTurnOf reads [Once Per Turn] / [Twice Per Turn] among a line's icons (15-14-1).
func perTurnOf(icons []string) int {
	for _, i := range icons {
		switch plainIcon(i) {
		case "[Once Per Turn]":
			return 1
		case "[Twice Per Turn]":
			return 2
		}
	}
	return 0
}

// plainIcon writes an icon as core reads it: the data has curly apostrophes and
// full-width brackets ("[End of Opponent’s Turn]").
func plainIcon(s string) string { return iconPlainer.Replace(strings.TrimSpace(s)) }

var iconPlainer = strings.NewReplacer("’", "'", "‘", "'", "［", "[", "］", "]")

// needsEffect: a line has a clause only an effect can play (not a printed
// requirement).
func needsEffect(line string) bool {
	for _, cl := range vocab.Split(line) {
		if cl.Kind.Counted() {
			return true
		}
	}
	return false
}

// fileReturn reads the script's `return card { ... }`.
func (c *checker) fileReturn(x *ast.ReturnStmt, sc *scope) {
	if len(x.Exprs) == 1 {
		if call, ok := x.Exprs[0].(*ast.FuncCallExpr); ok && call.Method == "" && len(call.Args) == 1 {
			if id, ok := call.Func.(*ast.IdentExpr); ok && sc.lookup(id.Value) == nil {
				if t, ok := c.resolve(call.Args[0], sc).(*ast.TableExpr); ok {
					switch id.Value {
					case "card":
						line, col := c.tok.find(call.Line(), call.LastLine(), "card")
						c.returned, c.at = true, pos{line, col}
						c.cardDef(t, sc, secMain, true)
						return
					case "keyword":
						c.defTable(t, sc, true)
						return
					}
				}
			}
		}
	}
	for _, e := range x.Exprs {
		c.expr(e, sc)
	}
}

// sectionWords name a section's text in messages.
var sectionWords = map[string]string{secMain: "its text", secInherited: "its inherited effect",
	secLink: "its link effect", secDual: "its Option side"}

var sectionKeys = map[string]string{secInherited: "inherited = { ... }", secLink: "link = { ... }", secDual: "dual = { ... }"}

func icon(t core.Timing) string { return timingIcons[t] }

// timingIcons print the timings as cards do.
var timingIcons = map[core.Timing]string{core.OnPlay: "[On Play]", core.WhenDigivolving: "[When Digivolving]",
	core.OnDeletion: "[On Deletion]", core.WhenAttacking: "[When Attacking]", core.WhenLinking: "[When Linking]",
	core.MainTiming: "[Main]", core.SecurityTiming: "[Security]", core.AtStartOfYourTurn: "[Start of Your Turn]",
	core.AtStartOfOpponentsTurn: "[Start of Opponent's Turn]", core.AtEndOfYourTurn: "[End of Your Turn]",
	core.AtEndOfOpponentsTurn: "[End of Opponent's Turn]", core.AtEndOfAllTurns: "[End of All Turns]",
	core.AtStartOfYourMainPhase: "[Start of Your Main Phase]", core.AtStartOfOpponentsMainPhase: "[Start of Opponent's Main Phase]",
	core.CounterTiming: "[Counter]", core.AtEndOfAttack: "[End of Attack]", core.WhenMoving: "[When Moving]"}

// matchText holds the hooks against the printed effects. It returns the printed
// effects no hook plays.
func (c *checker) matchText() []Printed {
	printed := PrintedEffects(c.card)
	prints := func(sec string, t core.Timing) bool {
		for _, p := range printed {
			if p.Section == sec && hasTiming(p.Timings, t) {
				return true
			}
		}
		return false
	}
	for _, h := range c.hooks {
		misplaced := false
		for _, t := range h.timings {
			if prints(h.sec, t) {
				continue
			}
			misplaced = true
			c.hookNotPrinted(h, t, printed, prints)
		}
		if !misplaced { // a hook at the wrong timing has said enough
			c.perTurnDeclared(h, printed)
		}
	}
	var left []Printed
	for _, p := range printed {
		if !c.covered(p) {
			left = append(left, p)
			if !c.unplayedOnPurpose {
				c.warnAt(c.at, "%s prints %q and no hook plays it", sectionWords[p.Section], excerpt(p.Text))
			}
		}
	}
	c.perTurnPrinted(printed)
	return left
}

// hookNotPrinted reports a hook at a timing its section does not print.
func (c *checker) hookNotPrinted(h hook, t core.Timing, printed []Printed, prints func(string, core.Timing) bool) {
	name := t.String()
	if t == core.SecurityTiming && !prints(secMain, t) {
		c.errAt(h.at, "", "a [Security] effect (security = ...), but the card prints no [Security] effect")
		return
	}
	for _, sec := range []string{secInherited, secLink, secDual, secMain} {
		if sec != h.sec && prints(sec, t) {
			if sec == secMain {
				c.errAt(h.at, "", "%s is in %s, but %s prints %s; only the card's own text does", name, sectionKeys[h.sec], sectionWords[h.sec], icon(t))
			} else {
				c.errAt(h.at, "", "%s is written as a main effect, but only %s prints %s: it belongs in %s", name, sectionWords[sec], icon(t), sectionKeys[sec])
			}
			return
		}
	}
	// The timings the section prints that no hook takes: the likely meaning.
	var open []string
	for _, p := range printed {
		if p.Section != h.sec {
			continue
		}
		for _, pt := range p.Timings {
			if !c.hookHas(h.sec, pt) && !contains(open, pt.String()) {
				open = append(open, pt.String())
			}
		}
	}
	suggest := ""
	if len(open) == 1 {
		suggest = open[0]
	}
	c.errAt(h.at, suggest, "registers %s, but %s prints no %s", name, sectionWords[h.sec], icon(t))
}

func (c *checker) hookHas(sec string, t core.Timing) bool {
	for _, h := range c.hooks {
		if h.sec == sec && hasTiming(h.timings, t) {
			return true
		}
	}
	return false
}

// covered: a hook plays the printed effect — one at each of its timings, or for a
// line of keywords one naming each keyword, or for a line with no timing an entry
// with none (static, when, would, delay, keywords).
func (c *checker) covered(p Printed) bool {
	for _, h := range c.hooks {
		if h.opaque && h.sec == p.Section {
			return true
		}
	}
	if len(p.Timings) > 0 {
		for _, t := range p.Timings {
			if !c.hookHas(p.Section, t) {
				return false
			}
		}
		return true
	}
	if p.KeywordOnly {
		for _, k := range p.Keywords {
			if !c.namesKeyword(p.Section, k) {
				return false
			}
		}
		return true
	}
	for _, h := range c.hooks {
		if h.sec == p.Section && len(h.timings) == 0 {
			return true
		}
	}
	return false
}

func (c *checker) opaqueIn(sec string) bool {
	for _, h := range c.hooks {
		if h.opaque && h.sec == sec {
			return true
		}
	}
	return false
}

func (c *checker) namesKeyword(sec string, k core.Keyword) bool {
	for _, h := range c.hooks {
		if h.sec == sec {
			for _, hk := range h.keywords {
				if strings.EqualFold(string(hk), string(k)) {
					return true
				}
			}
		}
	}
	return false
}

// perTurnDeclared: a hook that declares [X Per Turn] where its timing's printed
// effect prints none.
func (c *checker) perTurnDeclared(h hook, printed []Printed) {
	if h.perTurn == 0 || h.list == "keywords" {
		return
	}
	for _, p := range printed {
		if p.Section == h.sec && p.PerTurn > 0 && sameTimings(p.Timings, h.timings) {
			return
		}
	}
	c.errAt(h.at, "", "declares %s, but %s prints no %s for this effect", perTurnKey(h.perTurn), sectionWords[h.sec], perTurnIcon(h.perTurn))
}

// perTurnPrinted: a printed [X Per Turn] whose hooks do not declare it.
func (c *checker) perTurnPrinted(printed []Printed) {
	for _, p := range printed {
		if p.PerTurn == 0 || p.KeywordOnly {
			continue
		}
		var match []hook
		declared := false
		for _, h := range c.hooks {
			if h.sec == p.Section && h.list != "keywords" && sameTimings(p.Timings, h.timings) {
				match = append(match, h)
				declared = declared || h.perTurn == p.PerTurn
			}
		}
		if len(match) > 0 && !declared && !c.opaqueIn(p.Section) {
			c.errAt(match[0].at, perTurnKey(p.PerTurn)+" = true", "%s prints %s for %q, but no hook of it declares %s",
				sectionWords[p.Section], perTurnIcon(p.PerTurn), excerpt(p.Text), perTurnKey(p.PerTurn))
		}
	}
}

// sameTimings: the hook is the printed effect's: the same timings (a line with
// none matches an entry with none).
func sameTimings(printed, hooked []core.Timing) bool {
	if len(printed) == 0 || len(hooked) == 0 {
		return len(printed) == len(hooked)
	}
	for _, t := range hooked {
		if hasTiming(printed, t) {
			return true
		}
	}
	return false
}

func perTurnKey(n int) string {
	if n == 2 {
		return "twice_per_turn"
	}
	return "once_per_turn"
}

func perTurnIcon(n int) string {
	if n == 2 {
		return "[Twice Per Turn]"
	}
	return "[Once Per Turn]"
}

func hasTiming(ts []core.Timing, t core.Timing) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// excerpt shortens a printed line for a one-line message.
func excerpt(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:57]) + "..."
	}
	return s
}

func (c *checker) errAt(at pos, suggest, format string, args ...any) {
	c.out = append(c.out, Finding{File: c.file, Line: at.line, Col: at.col, Card: c.card.Number, Severity: Error,
		Message: fmt.Sprintf(format, args...), Suggest: suggest})
}

func (c *checker) warnAt(at pos, format string, args ...any) {
	c.out = append(c.out, Finding{File: c.file, Line: at.line, Col: at.col, Card: c.card.Number, Severity: Warning,
		Message: fmt.Sprintf(format, args...)})
}
