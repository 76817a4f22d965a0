package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// check evaluates one expectation block at this point of the game (p is the prompt
// the engine is asking now, nil after the game stopped).
func (rn *runner) check(e *Expect, p *core.Prompt) {
	g := rn.g
	fail := func(line int, what, want, got string, board ...shown) {
		if line == 0 {
			line = e.Line
		}
		f := Failure{Line: line, What: what, Want: want, Got: got}
		for _, b := range board {
			f.BoardTitle, f.Board = b.title, b.lines
		}
		rn.fail(f, p)
	}
	if e.Turn != nil && g.TurnPlayer.String() != e.Turn.Name {
		fail(e.Turn.Line, "whose turn", e.Turn.Name, g.TurnPlayer.String())
	}
	if e.TurnNumber != nil && g.Turn != *e.TurnNumber {
		fail(0, "turn number", fmt.Sprint(*e.TurnNumber), fmt.Sprint(g.Turn))
	}
	if e.Phase != nil && g.Phase.String() != e.Phase.Name {
		fail(e.Phase.Line, "phase", e.Phase.Name, g.Phase.String())
	}
	if e.Memory != nil && g.Memory() != *e.Memory {
		fail(0, "memory on the turn player's side", fmt.Sprint(*e.Memory), fmt.Sprint(g.Memory()))
	}
	rn.checkOutcome(e, fail)
	for i, pe := range e.Players {
		if pe != nil {
			rn.checkPlayer(core.PlayerID(i), pe, fail)
		}
	}
	for _, label := range e.ObjOrder {
		rn.checkObject(label, e.Objects[label], fail)
	}
	if e.Prompt != nil {
		rn.checkPrompt(e.Prompt, p, fail)
	}
	evs := g.Events[rn.mark:]
	// events: each was logged, in the order listed (other events may come between).
	at := 0
	for i, ee := range e.Events {
		j := slices.IndexFunc(evs[at:], ee.matches)
		if j >= 0 {
			at += j + 1
			continue
		}
		if slices.ContainsFunc(evs, ee.matches) {
			fail(ee.Line, "the events were logged in the order listed", ee.String()+" after "+e.Events[i-1].String(), summarize(evs))
			continue
		}
		fail(ee.Line, "an event was logged since the last expectation", ee.String(), summarize(evs))
	}
	for _, ee := range e.NoEvents {
		if i := slices.IndexFunc(evs, ee.matches); i >= 0 {
			fail(ee.Line, "no such event since the last expectation", "none of "+ee.String(), describeEvent(evs[i]))
		}
	}
	for _, ec := range e.Counts {
		var matched []core.Event
		for _, ev := range evs {
			if ec.matches(ev) {
				matched = append(matched, ev)
			}
		}
		if len(matched) != ec.Count {
			got := fmt.Sprint(len(matched))
			if len(matched) > 0 {
				got += ":\n" + summarize(matched)
			}
			fail(ec.Line, "how many events were logged since the last expectation", fmt.Sprintf("%d × %s", ec.Count, ec.EventExpect), got)
		}
	}
	for _, ve := range e.Views {
		rn.checkView(ve, fail)
	}
	rn.mark = len(g.Events)
}

// shown is the part of the board a failure shows: what it is and its lines.
type shown struct {
	title string
	lines []string
}

// failFunc records a failed expectation at a line (0: the expectation's), with what
// was expected, what was there, and the part of the board it is about.
type failFunc func(line int, what, want, got string, board ...shown)

func (rn *runner) checkOutcome(e *Expect, fail failFunc) {
	r := rn.result
	if e.Winner != nil {
		got := "none"
		switch {
		case r.Err != nil || r.Halted || rn.g.Result() == nil:
		case r.Draw:
			got = "draw"
		default:
			got = r.Winner.String()
		}
		if got != e.Winner.Name {
			fail(e.Winner.Line, "the winner", e.Winner.Name, got+" ("+rn.outcome()+")")
		}
	}
	if e.Reason != nil && r.Reason != e.Reason.Name {
		fail(e.Reason.Line, "the reason the game ended", e.Reason.Name, r.Reason)
	}
	if e.Error != nil {
		rn.errorExpected = true
		if r.Err == nil || !strings.Contains(r.Err.Error(), e.Error.Name) {
			fail(e.Error.Line, "the game stops with an error", "an error containing "+e.Error.Name, rn.outcome())
		}
	}
}

func numbers(cards []*core.Card, topFirst bool) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.Data.Number
	}
	if topFirst {
		slices.Reverse(out)
	}
	return out
}

func names(refs []Ref) []string {
	out := make([]string, len(refs))
	for i, r := range refs {
		out[i] = r.Name
	}
	return out
}

func (rn *runner) checkPlayer(p core.PlayerID, pe *PlayerExpect, fail failFunc) {
	pl := rn.g.Players[p]
	who := p.String()
	zone := func(z string) shown { return rn.zoneShown(p, z) }
	list := func(has bool, want []Ref, got []string, what string, ordered bool, z string) {
		if !has {
			return
		}
		w := names(want)
		if !ordered {
			w, got = sorted(w), sorted(got)
		}
		if !slices.Equal(w, got) {
			line := 0
			if len(want) > 0 {
				line = want[0].Line
			}
			fail(line, who+"'s "+what, "["+strings.Join(w, ", ")+"]", "["+strings.Join(got, ", ")+"]", zone(z))
		}
	}
	list(pe.HasHand, pe.Hand, numbers(pl.Hand, false), "hand", false, "hand")
	list(pe.HasDeck, pe.Deck, numbers(pl.Deck, true), "deck (top first)", true, "deck")
	list(pe.HasSecurity, pe.Security, numbers(pl.Security, true), "security (top first)", true, "security")
	list(pe.HasTrash, pe.Trash, numbers(pl.Trash, true), "trash (most recent first)", true, "trash")
	list(pe.HasFaceUp, pe.FaceUp, numbers(rn.g.FaceUpSecurity(p), false), "face-up security cards (top first)", true, "security")
	var battle []string
	for _, o := range pl.Battle {
		battle = append(battle, o.Top().Data.Number)
	}
	list(pe.HasBattle, pe.Battle, battle, "battle area (top cards)", false, "battle")
	count := func(want *int, got int, what, z string) {
		if want != nil && *want != got {
			if z == "" {
				fail(0, who+"'s "+what, fmt.Sprint(*want), fmt.Sprint(got))
				return
			}
			fail(0, who+"'s "+what, fmt.Sprint(*want), fmt.Sprint(got), zone(z))
		}
	}
	count(pe.Memory, rn.g.MemoryOf(p), "memory", "")
	count(pe.HandCount, len(pl.Hand), "hand count", "hand")
	count(pe.DeckCount, len(pl.Deck), "deck count", "deck")
	count(pe.SecurityCount, len(pl.Security), "security count", "security")
	count(pe.TrashCount, len(pl.Trash), "trash count", "trash")
	count(pe.BattleCount, len(pl.Battle), "battle area count", "battle")
	count(pe.EggsCount, len(pl.EggDeck), "Digi-Egg deck count", "eggs")
	if pe.Breeding != nil {
		got := "none"
		if pl.Breeding != nil {
			got = pl.Breeding.Top().Data.Number
		}
		if got != pe.Breeding.Name {
			fail(pe.Breeding.Line, who+"'s breeding area (top card)", pe.Breeding.Name, got, zone("breeding"))
		}
	}
}

// zoneShown is one of p's zones as a failure shows it: card by card, objects one a line.
func (rn *runner) zoneShown(p core.PlayerID, z string) shown {
	pl := rn.g.Players[p]
	who := p.String() + "'s "
	switch z {
	case "hand":
		return shown{who + "hand", zoneLines(pl.Hand)}
	case "deck":
		return shown{who + "deck (top first)", zoneLines(topFirst(pl.Deck))}
	case "security":
		return shown{who + "security stack (top first)", zoneLines(topFirst(pl.Security))}
	case "trash":
		return shown{who + "trash (most recent first)", zoneLines(topFirst(pl.Trash))}
	case "eggs":
		return shown{who + "Digi-Egg deck (top first)", zoneLines(topFirst(pl.EggDeck))}
	case "battle":
		return shown{who + "battle area", rn.objectLines(pl.Battle)}
	}
	var objs []*core.FieldObject
	if pl.Breeding != nil {
		objs = append(objs, pl.Breeding)
	}
	return shown{who + "breeding area", rn.objectLines(objs)}
}

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	sort.Strings(out)
	return out
}

func (rn *runner) checkObject(label string, oe ObjectExpect, failAt failFunc) {
	o, err := rn.object(Ref{Name: label, Line: oe.Line})
	if err != nil {
		failAt(oe.Line, err.Error(), "", "")
		return
	}
	// every failure about the object shows it as it is now
	fail := func(line int, what, want, got string, _ ...shown) {
		if o == nil {
			failAt(line, what, want, got)
			return
		}
		failAt(line, what, want, got, shown{label, []string{rn.describeObject(o)}})
	}
	gone := o == nil || !o.Zone.OnField()
	if oe.Gone != nil {
		if *oe.Gone != gone {
			fail(oe.Line, label+" has left the field", fmt.Sprint(*oe.Gone), fmt.Sprint(gone))
		}
		if gone {
			return
		}
	}
	if o == nil {
		fail(oe.Line, fmt.Sprintf("%s: no such object on the field", label), label, "nothing")
		return
	}
	what := func(s string) string { return label + "'s " + s }
	if oe.Zone != nil && o.Zone.String() != oe.Zone.Name {
		fail(oe.Zone.Line, what("zone"), oe.Zone.Name, o.Zone.String())
	}
	if gone && oe.Zone == nil {
		fail(oe.Line, label+" is on the field", "on the field", "left it")
		return
	}
	d := rn.g.Derive(o)
	if oe.NoDP && d.HasDP {
		fail(oe.Line, what("DP"), "none", fmt.Sprint(d.DP))
	}
	if oe.DP != nil && (!d.HasDP || d.DP != *oe.DP) {
		got := "none"
		if d.HasDP {
			got = fmt.Sprint(d.DP)
		}
		fail(oe.Line, what("DP"), fmt.Sprint(*oe.DP), got)
	}
	if oe.Level != nil && d.Level != *oe.Level {
		fail(oe.Line, what("level"), fmt.Sprint(*oe.Level), fmt.Sprint(d.Level))
	}
	if oe.Top != nil && o.Top().Data.Number != oe.Top.Name {
		fail(oe.Top.Line, what("top card"), oe.Top.Name, o.Top().Data.Number)
	}
	if oe.Suspended != nil && o.Suspended != *oe.Suspended {
		fail(oe.Line, what("suspended state"), fmt.Sprint(*oe.Suspended), fmt.Sprint(o.Suspended))
	}
	if oe.Checks != nil && d.Checks != *oe.Checks {
		fail(oe.Line, what("security checks"), fmt.Sprint(*oe.Checks), fmt.Sprint(d.Checks))
	}
	if oe.Sources != nil && len(o.DigivolutionCards()) != *oe.Sources {
		fail(oe.Line, what("digivolution cards"), fmt.Sprint(*oe.Sources), fmt.Sprint(len(o.DigivolutionCards())))
	}
	if oe.Stack != nil {
		got := make([]string, len(o.Cards))
		for i, c := range o.Cards {
			got[i] = c.Data.Number
		}
		if !slices.Equal(oe.Stack, got) {
			fail(oe.Line, what("stack (bottom first)"), strings.Join(oe.Stack, ", "), strings.Join(got, ", "))
		}
	}
	if oe.Links != nil {
		got := make([]string, len(o.Links))
		for i, c := range o.Links {
			got[i] = c.Data.Number
		}
		if !slices.Equal(oe.Links, got) {
			fail(oe.Line, what("link cards (first linked first)"), strings.Join(oe.Links, ", "), strings.Join(got, ", "))
		}
	}
	if oe.Keywords != nil {
		var got []string
		for _, k := range d.Keywords {
			if !slices.Contains(got, string(k)) {
				got = append(got, string(k))
			}
		}
		want := sorted(oe.Keywords)
		if g := sorted(got); !slices.Equal(want, g) {
			fail(oe.Line, what("keyword effects"), strings.Join(want, ", "), strings.Join(g, ", "))
		}
	}
}

func (rn *runner) checkPrompt(pe *PromptExpect, p *core.Prompt, fail failFunc) {
	if p == nil {
		fail(pe.Line, "a prompt", "a prompt", "the game stopped: "+rn.outcome())
		return
	}
	if pe.Kind != nil && p.Kind.String() != pe.Kind.Name {
		fail(pe.Kind.Line, "the prompt's kind", pe.Kind.Name, rn.describePrompt(p))
	}
	if pe.Player != nil && p.Player.String() != pe.Player.Name {
		fail(pe.Player.Line, "who is asked", pe.Player.Name, rn.describePrompt(p))
	}
	var got []string
	for _, c := range p.Choices {
		got = append(got, rn.describeChoice(c))
	}
	if pe.Options != nil && !slices.Equal(sorted(names(pe.Options)), sorted(got)) {
		fail(pe.Line, "the prompt offers exactly these options", strings.Join(sorted(names(pe.Options)), "; "), strings.Join(sorted(got), "; "))
	}
	for _, h := range pe.Has {
		if !slices.Contains(got, h.Name) {
			fail(h.Line, "the prompt offers "+h.Name, h.Name, rn.describePrompt(p))
		}
	}
	for _, l := range pe.Lacks {
		if slices.Contains(got, l.Name) {
			fail(l.Line, "the prompt does not offer "+l.Name, "not offered", rn.describePrompt(p))
		}
	}
}

func (ee EventExpect) matches(e core.Event) bool {
	return string(e.Kind) == ee.Kind && (ee.Card == "" || e.Card == ee.Card) &&
		(ee.Player == "" || e.Player.String() == ee.Player) && (ee.Text == "" || strings.Contains(e.Text, ee.Text))
}

func (ee EventExpect) String() string {
	s := ee.Kind
	if ee.Card != "" {
		s += " " + ee.Card
	}
	if ee.Player != "" {
		s += " by " + ee.Player
	}
	if ee.Text != "" {
		s += " " + fmt.Sprintf("%q", ee.Text)
	}
	return s
}

func summarize(evs []core.Event) string {
	if len(evs) == 0 {
		return "no events"
	}
	var kinds []string
	for _, e := range evs {
		kinds = append(kinds, describeEvent(e))
	}
	if len(kinds) > 12 {
		kinds = append(kinds[:12], fmt.Sprintf("... (%d more)", len(kinds)-12))
	}
	return strings.Join(kinds, "\n")
}
