package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// What a failure shows of the board: the zone or object an expectation was about,
// card by card, and where the game was when it was checked.

// where says where the game was: the turn, the phase, who was being asked what (p is
// the prompt, nil after the game stopped) and the last event logged.
func (rn *runner) where(p *core.Prompt) string {
	g := rn.g
	s := fmt.Sprintf("turn %d (%s's turn), %s phase", g.Turn, g.TurnPlayer, strings.ReplaceAll(g.Phase.String(), "_", " "))
	switch {
	case p != nil:
		s += fmt.Sprintf(", %s's %s prompt", p.Player, p.Kind)
	case rn.result.Err != nil || rn.result.Halted || g.Result() != nil:
		s += ", " + rn.outcome()
	}
	if n := len(g.Events); n > 0 {
		s += "; last event " + describeEvent(g.Events[n-1])
	}
	return s
}

// describeCard writes a card with what a designer checks first: number, name, kind,
// level, printed DP.
func describeCard(c *core.Card) string {
	d := c.Data
	parts := []string{d.Number + " " + d.Name, d.Kind.String()}
	if d.Level > 0 {
		parts = append(parts, fmt.Sprintf("Lv%d", d.Level))
	}
	if d.HasDP {
		parts = append(parts, fmt.Sprintf("%d DP", d.DP))
	}
	return strings.Join(parts, ", ")
}

// zoneLines lists the cards of a zone, one a line, in the order given (top first
// where the zone has an order); an empty zone is one line saying so.
func zoneLines(cards []*core.Card) []string {
	if len(cards) == 0 {
		return []string{"(empty)"}
	}
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = fmt.Sprintf("%d. %s", i+1, describeCard(c))
	}
	return out
}

// describeObject writes an object as it is now: its scenario name, its cards bottom
// first, DP and level with every effect applied, its state and keywords.
func (rn *runner) describeObject(o *core.FieldObject) string {
	if len(o.Cards) == 0 {
		return fmt.Sprintf("%s: #%d, no cards", rn.label(o), o.ID)
	}
	stack := make([]string, len(o.Cards))
	for i, c := range o.Cards {
		stack[i] = c.Data.Number
	}
	parts := []string{fmt.Sprintf("%s: #%d %s", rn.label(o), o.ID, o.Top()), "stack [" + strings.Join(stack, ", ") + "]"}
	if !o.Zone.OnField() {
		return strings.Join(append(parts, "left the field (now in "+o.Zone.String()+")"), ", ")
	}
	d := rn.g.Derive(o)
	if d.Level > 0 {
		parts = append(parts, fmt.Sprintf("Lv%d", d.Level))
	}
	if d.HasDP {
		parts = append(parts, fmt.Sprintf("%d DP", d.DP))
	}
	if o.Suspended {
		parts = append(parts, "suspended")
	}
	if len(o.Links) > 0 {
		links := make([]string, len(o.Links))
		for i, c := range o.Links {
			links[i] = c.Data.Number
		}
		parts = append(parts, "links ["+strings.Join(links, ", ")+"]")
	}
	if kws := keywordNames(d); len(kws) > 0 {
		parts = append(parts, "<"+strings.Join(kws, ">, <")+">")
	}
	if o.Zone != core.ZoneBattle {
		parts = append(parts, "in "+o.Zone.String())
	}
	return strings.Join(parts, ", ")
}

// keywordNames are an object's keyword effects by name, each once.
func keywordNames(d core.Derived) []string {
	var out []string
	for _, k := range d.Keywords {
		if s := string(k); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// objectLines lists objects, one a line.
func (rn *runner) objectLines(objs []*core.FieldObject) []string {
	if len(objs) == 0 {
		return []string{"(empty)"}
	}
	out := make([]string, len(objs))
	for i, o := range objs {
		out[i] = rn.describeObject(o)
	}
	return out
}

// topFirst returns a zone's cards top first (zones are kept with the top last).
func topFirst(cards []*core.Card) []*core.Card {
	out := make([]*core.Card, len(cards))
	for i, c := range cards {
		out[len(cards)-1-i] = c
	}
	return out
}
