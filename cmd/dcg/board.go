package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// The board as one player sees it (core.View: the public zones, the counts of the
// hidden ones and that player's own hand), for 'dcg play' and 'dcg replay --step'.

// style draws text plainly or, on a terminal, with a little bold and dim.
type style struct{ ansi bool }

func (s style) bold(t string) string {
	if !s.ansi {
		return t
	}
	return "\x1b[1m" + t + "\x1b[0m"
}

func (s style) dim(t string) string {
	if !s.ansi {
		return t
	}
	return "\x1b[2m" + t + "\x1b[0m"
}

// seats names the two players for people: "you" and "AI (st2, greedy)", or "p1 (st1)".
type seats struct {
	short [2]string // in sentences: "you", "the AI", "p1"
	long  [2]string // in headings: "you (st1)", "AI (st2, greedy)"
}

// writeBoard draws the board from v's player's side: the opponent on top, the memory
// gauge, then the player's own field and hand.
func writeBoard(w io.Writer, v core.View, names seats, st style) {
	me, opp := v.Me(), v.Me().Opponent()
	whose := names.short[v.TurnPlayer()] + "'s turn"
	if v.TurnPlayer() == me && names.short[me] == "you" {
		whose = "your turn"
	}
	head := fmt.Sprintf("── turn %d · %s · %s ", v.Turn(), whose, strings.ReplaceAll(v.Phase().String(), "_", " "))
	if v.Turn() == 0 {
		head = "── setup "
	}
	fmt.Fprintln(w, st.bold(head+strings.Repeat("─", max(0, 72-len([]rune(head))))))
	writeSide(w, v, opp, names, st)
	fmt.Fprintf(w, "%-11s%s\n", "memory", gauge(v.Memory(), names.short[opp], names.short[me]))
	writeSide(w, v, me, names, st)
	hand := v.Hand()
	if len(hand) == 0 {
		fmt.Fprintf(w, "  %-9s (empty)\n", "hand")
	}
	for i, c := range hand {
		label := ""
		if i == 0 {
			label = "hand"
		}
		fmt.Fprintf(w, "  %-9s %s\n", label, cardLine(c.Data))
	}
}

func writeSide(w io.Writer, v core.View, p core.PlayerID, names seats, st style) {
	trash := v.Trash(p)
	top := "empty"
	if len(trash) > 0 {
		c := trash[len(trash)-1].Data
		top = fmt.Sprintf("%d, top %s %s", len(trash), c.Number, c.Name)
	}
	security := fmt.Sprint(v.SecurityCount(p))
	if up := v.FaceUpSecurity(p); len(up) > 0 { // public to both players (3-7-4)
		shown := make([]string, len(up))
		for i, c := range up {
			shown[i] = c.Data.Number + " " + c.Data.Name
		}
		security += " (face up: " + strings.Join(shown, ", ") + ")"
	}
	fmt.Fprintf(w, "%s   security %s · deck %d · hand %d · Digi-Eggs %d · trash %s\n", st.bold(names.long[p]),
		security, v.DeckCount(p), v.HandCount(p), v.EggDeckCount(p), top)
	if o := v.Breeding(p); o != nil {
		fmt.Fprintf(w, "  %-9s %s\n", "breeding", objectLine(v, o, st))
		writeStack(w, o, st)
	}
	battle := v.Battle(p)
	if len(battle) == 0 {
		fmt.Fprintf(w, "  %-9s %s\n", "battle", st.dim("(empty)"))
	}
	for i, o := range battle {
		label := ""
		if i == 0 {
			label = "battle"
		}
		fmt.Fprintf(w, "  %-9s %s\n", label, objectLine(v, o, st))
		writeStack(w, o, st)
	}
}

// writeStack lists the cards under an object and its link cards.
func writeStack(w io.Writer, o *core.FieldObject, st style) {
	if under := o.DigivolutionCards(); len(under) > 0 {
		names := make([]string, len(under))
		for i, c := range under {
			names[len(under)-1-i] = c.Data.Name
		}
		fmt.Fprintf(w, "  %-9s   %s\n", "", st.dim("under it: "+strings.Join(names, ", ")))
	}
	if len(o.Links) > 0 {
		names := make([]string, len(o.Links))
		for i, c := range o.Links {
			names[i] = c.Data.Name
		}
		fmt.Fprintf(w, "  %-9s   %s\n", "", st.dim("linked: "+strings.Join(names, ", ")))
	}
}

// shownKeywords are the keywords the board names when an object has them.
var shownKeywords = []core.Keyword{core.Blocker, core.Rush, core.Piercing, core.Retaliation, core.Jamming}

// objectLine describes a field object: identity, card, level, DP, state, keywords.
func objectLine(v core.View, o *core.FieldObject, st style) string {
	top := o.Top().Data
	parts := []string{fmt.Sprintf("#%d %s %s", o.ID, top.Number, st.bold(top.Name))}
	if top.Kind == core.Tamer || top.Kind == core.Option {
		parts = append(parts, top.Kind.String())
	}
	if lv := v.Level(o); lv > 0 {
		parts = append(parts, fmt.Sprintf("Lv%d", lv))
	}
	if dp, ok := v.DP(o); ok {
		parts = append(parts, fmt.Sprintf("%d DP", dp))
	}
	if o.Suspended {
		parts = append(parts, "SUSPENDED")
	}
	for _, k := range shownKeywords {
		if v.HasKeyword(o, k) {
			parts = append(parts, "<"+string(k)+">")
		}
	}
	if n := v.SecurityChecks(o); n != 1 && (top.Kind == core.Digimon) {
		parts = append(parts, fmt.Sprintf("checks %d", n))
	}
	return strings.Join(parts, " · ")
}

// cardLine describes a card in the hand: its printed kind, level, DP and costs.
func cardLine(d *core.CardData) string {
	parts := []string{fmt.Sprintf("%s %s", d.Number, d.Name), d.Kind.String()}
	if d.Level > 0 {
		parts = append(parts, fmt.Sprintf("Lv%d", d.Level))
	}
	if d.HasDP {
		parts = append(parts, fmt.Sprintf("%d DP", d.DP))
	}
	if d.HasCost {
		parts = append(parts, fmt.Sprintf("cost %d", d.Cost))
	}
	for _, r := range d.Digivolve {
		if r.Level > 0 && r.Text == "" {
			parts = append(parts, fmt.Sprintf("digivolve from Lv%d for %d", r.Level, r.Cost))
			break
		}
	}
	return strings.Join(parts, " · ")
}

// gauge draws the memory gauge (1-4-2): the opponent's 10 on the left, the player's on
// the right, the marker at mem (memory on the player's side).
func gauge(mem int, opp, me string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s 10 ", opp)
	for k := -core.MaxMemory; k <= core.MaxMemory; k++ {
		switch {
		case k == mem:
			b.WriteByte('*')
		case k == 0:
			b.WriteByte('|')
		default:
			b.WriteByte('-')
		}
	}
	fmt.Fprintf(&b, " 10 %s   ", me)
	switch {
	case mem > 0:
		fmt.Fprintf(&b, "%d on %s side", mem, possessive(me))
	case mem < 0:
		fmt.Fprintf(&b, "%d on %s side", -mem, possessive(opp))
	default:
		b.WriteString("0")
	}
	return b.String()
}

func possessive(name string) string {
	if name == "you" {
		return "your"
	}
	return name + "'s"
}

// describeChoice says what an option does, with the DP and memory a player weighs.
func describeChoice(v core.View, c core.Choice, names seats) string {
	dp := func(o *core.FieldObject) string {
		if d, ok := v.DP(o); ok {
			return fmt.Sprintf("#%d %s (%d DP)", o.ID, o.Top().Data.Name, d)
		}
		return fmt.Sprintf("#%d %s", o.ID, o.Top().Data.Name)
	}
	cost := func(n int) string {
		after := v.Memory() - n
		opp := names.short[v.Me().Opponent()]
		if after < 0 {
			return fmt.Sprintf("cost %d: ends the turn, %s gets %d", n, opp, -after)
		}
		return fmt.Sprintf("cost %d: %d memory left", n, after)
	}
	switch c.Action {
	case core.ActPlay:
		return fmt.Sprintf("play %s %s (%s)", c.Card.Data.Number, c.Card.Data.Name, cost(c.Cost))
	case core.ActDigivolve:
		return fmt.Sprintf("digivolve %s into %s %s, %d DP (%s)", dp(c.Obj), c.Card.Data.Number, c.Card.Data.Name, c.Card.Data.DP, cost(c.Cost))
	case core.ActUse:
		return fmt.Sprintf("use %s %s (%s)", c.Card.Data.Number, c.Card.Data.Name, cost(c.Cost))
	case core.ActAttack:
		if c.Target == nil {
			return fmt.Sprintf("attack %s with %s", names.short[v.Me().Opponent()], dp(c.Obj))
		}
		return fmt.Sprintf("attack %s with %s", dp(c.Target), dp(c.Obj))
	case core.ActBlock:
		return fmt.Sprintf("block with %s", dp(c.Obj))
	case core.ActNoBlock:
		return "do not block"
	case core.ActPass:
		m := v.Memory()
		return fmt.Sprintf("pass (%s gets 3 memory; %d unused)", names.short[v.Me().Opponent()], max(m, 0))
	case core.ActNothing:
		return "do nothing"
	case core.ActMove:
		return fmt.Sprintf("move %s to the battle area", dp(c.Obj))
	case core.ActSelect:
		switch {
		case c.Obj != nil:
			return objectChoiceLine(v, c.Obj, names)
		case c.Card != nil:
			return cardLine(c.Card.Data) + " · " + cardPlace(v, c.Card, names)
		}
	case core.ActYes, core.ActNo:
		return c.Action.String() // the prompt's title names the effect
	case core.ActDone:
		return "done: select no more"
	}
	return c.String()
}

// objectChoiceLine describes an object offered by an effect: identity, card number
// and name, level, DP, state, and where it is.
func objectChoiceLine(v core.View, o *core.FieldObject, names seats) string {
	top := o.Top().Data
	parts := []string{fmt.Sprintf("#%d %s %s", o.ID, top.Number, top.Name)}
	if lv := v.Level(o); lv > 0 {
		parts = append(parts, fmt.Sprintf("Lv%d", lv))
	}
	if d, ok := v.DP(o); ok {
		parts = append(parts, fmt.Sprintf("%d DP", d))
	}
	if o.Suspended {
		parts = append(parts, "suspended")
	}
	return strings.Join(append(parts, possessive(names.short[o.Owner])+" "+o.Zone.Words()), " · ")
}

// cardPlace says where a card offered by an effect is, seen by the player choosing:
// "your hand", "AI's trash", "under #3 Greymon", "revealed".
func cardPlace(v core.View, c *core.Card, names seats) string {
	switch c.Zone {
	case core.ZoneNone:
		return "revealed"
	case core.ZoneBattle, core.ZoneBreeding:
		for _, p := range [2]core.PlayerID{v.Me(), v.Me().Opponent()} {
			objs := v.Battle(p)
			if b := v.Breeding(p); b != nil {
				objs = append([]*core.FieldObject{b}, objs...)
			}
			for _, o := range objs {
				if slices.Contains(o.Links, c) {
					return fmt.Sprintf("linked to #%d %s", o.ID, o.Top().Data.Name)
				}
				if slices.Contains(o.DigivolutionCards(), c) {
					return fmt.Sprintf("under #%d %s", o.ID, o.Top().Data.Name)
				}
			}
		}
	}
	return possessive(names.short[c.Owner]) + " " + c.Zone.Words()
}
