package main

import (
	"fmt"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// narrator turns events (core/event.go) into sentences for people. Seen from one
// player (viewer), it leaves out what that player may not see: which card the
// opponent drew, what went face down into a security stack (3-1-2). With no viewer it
// tells everything (a replay).
type narrator struct {
	cards   core.CardLookup
	names   seats
	viewer  core.PlayerID
	all     bool           // no viewer: tell everything
	objects map[int]string // field object → its card name, as last seen
	lines   []string       // everything told so far
	shown   int            // lines already printed
}

func newNarrator(cards core.CardLookup, names seats, viewer core.PlayerID, all bool) *narrator {
	return &narrator{cards: cards, names: names, viewer: viewer, all: all, objects: map[int]string{}}
}

// observe is a core.EventObserver.
func (n *narrator) observe(_ *core.Game, ev *core.Event) { n.add(ev) }

// add tells one event (or nothing, for the many that the board shows well enough).
func (n *narrator) add(ev *core.Event) {
	if s := n.tell(ev); s != "" {
		n.lines = append(n.lines, s)
	}
}

// fresh returns the lines not printed yet, and marks them printed.
func (n *narrator) fresh() []string {
	out := n.lines[n.shown:]
	n.shown = len(n.lines)
	return out
}

// last returns the last k lines.
func (n *narrator) last(k int) []string {
	return n.lines[max(0, len(n.lines)-k):]
}

func (n *narrator) card(number string) string {
	if number == "" {
		return "a card"
	}
	if d, err := n.cards.Card(number); err == nil {
		return d.Name + " (" + number + ")"
	}
	return number
}

func (n *narrator) obj(id int) string {
	if name, ok := n.objects[id]; ok {
		return fmt.Sprintf("#%d %s", id, name)
	}
	return fmt.Sprintf("#%d", id)
}

func (n *narrator) name(number string, id int) {
	if d, err := n.cards.Card(number); err == nil {
		n.objects[id] = d.Name
	}
}

// visible reports whether the viewer may see which card moved (3-1-2, 3-1-3-2): it
// went to or came from a public zone or no zone (revealed), or it is the viewer's own
// card going to or from their hand.
func (n *narrator) visible(ev *core.Event) bool {
	if n.all || ev.From.Public() || ev.To.Public() || ev.From == core.ZoneNone || ev.To == core.ZoneNone {
		return true
	}
	return ev.Player == n.viewer && (ev.From == core.ZoneHand || ev.To == core.ZoneHand)
}

func (n *narrator) tell(ev *core.Event) string {
	who := n.names.short[ev.Player]
	verb := func(you, other string) string {
		if who == "you" {
			return "you " + you
		}
		return who + " " + other
	}
	switch ev.Kind {
	case core.EvFirstPlayer:
		return verb("go first", "goes first")
	case core.EvRedraw:
		return verb("redraw your opening hand", "redraws the opening hand")
	case core.EvTurnStart:
		return fmt.Sprintf("── turn %d: %s", ev.Turn, possessive(who)+" turn")
	case core.EvMove:
		return n.move(ev, verb)
	case core.EvHatch:
		n.name(ev.Card, ev.Obj)
		return verb("hatch ", "hatches ") + n.obj(ev.Obj)
	case core.EvMoveToBattle:
		return verb("move ", "moves ") + n.obj(ev.Obj) + " to the battle area"
	case core.EvPlay:
		n.name(ev.Card, ev.Obj)
		return fmt.Sprintf("%s %s for %d memory", verb("play", "plays"), n.obj(ev.Obj), ev.N)
	case core.EvDigivolve:
		before := n.obj(ev.Obj)
		n.name(ev.Card, ev.Obj)
		return fmt.Sprintf("%s %s into %s for %d memory (and draw%s)", verb("digivolve", "digivolves"), before,
			n.card(ev.Card), ev.N, map[bool]string{true: "", false: "s"}[who == "you"])
	case core.EvUse:
		return fmt.Sprintf("%s %s for %d memory", verb("use", "uses"), n.card(ev.Card), ev.N)
	case core.EvPass:
		return verb("pass", "passes")
	case core.EvAttack:
		target := n.names.short[ev.Player.Opponent()]
		if ev.Target != 0 {
			target = n.obj(ev.Target)
		}
		return fmt.Sprintf("%s attacks %s", n.obj(ev.Obj), target)
	case core.EvBlock:
		return fmt.Sprintf("%s blocks", n.obj(ev.Obj))
	case core.EvSecurityCheck:
		return fmt.Sprintf("security check: %s", n.card(ev.Card))
	case core.EvBattle:
		switch ev.Text {
		case "win":
			return fmt.Sprintf("%s beats %s in battle", n.obj(ev.Obj), n.objOrSecurity(ev.Target))
		case "loss":
			return fmt.Sprintf("%s loses the battle to %s", n.obj(ev.Obj), n.objOrSecurity(ev.Target))
		}
		return fmt.Sprintf("%s and %s tie", n.obj(ev.Obj), n.objOrSecurity(ev.Target))
	case core.EvDelete:
		return fmt.Sprintf("%s is deleted", n.obj(ev.Obj))
	case core.EvLeaveField:
		if ev.To != core.ZoneTrash {
			return fmt.Sprintf("%s leaves the field (to the %s)", n.obj(ev.Obj), zoneName(ev.To))
		}
	case core.EvActivate:
		label := ev.Text
		if label == "" {
			label = "an effect"
		}
		return fmt.Sprintf("%s of %s activates", label, n.card(ev.Card))
	case core.EvGrant:
		if ev.Obj != 0 && ev.N != 0 {
			return fmt.Sprintf("%s gets %+d DP", n.obj(ev.Obj), ev.N)
		}
		if ev.Obj != 0 && ev.Text != "" {
			return fmt.Sprintf("%s gets %s", n.obj(ev.Obj), ev.Text)
		}
	case core.EvRuleCheck:
		return fmt.Sprintf("rule check: %s %s", n.obj(ev.Obj), ev.Text)
	case core.EvGameEnd:
		if ev.Text == "draw" {
			return "the game is a draw"
		}
		return fmt.Sprintf("%s (%s)", verb("win", "wins"), reasonText(ev.Text))
	}
	return ""
}

// objOrSecurity names a battle's second object; a Security Digimon (4-4) has an id
// the narrator has not seen on the field.
func (n *narrator) objOrSecurity(id int) string {
	if _, ok := n.objects[id]; ok {
		return n.obj(id)
	}
	return "the security Digimon"
}

func (n *narrator) move(ev *core.Event, verb func(you, other string) string) string {
	what := "a card"
	if n.visible(ev) {
		what = n.card(ev.Card)
	}
	switch {
	case ev.From == core.ZoneDeck && ev.To == core.ZoneHand:
		return verb("draw ", "draws ") + what
	case ev.To == core.ZoneSecurity, ev.From == core.ZoneSecurity && ev.To == core.ZoneNone:
		return "" // setting security; a check is told by its own event
	case ev.From == core.ZoneHand && ev.To == core.ZoneDeck:
		return "" // a redraw, told by its own event
	case ev.From == core.ZoneHand && ev.To == core.ZoneNone:
		return "" // an Option being used, told by its own event
	case ev.From == core.ZoneNone && ev.To == core.ZoneTrash:
		return "" // an Option used or a security card checked goes to the trash
	case ev.From.OnField() && ev.To == core.ZoneTrash:
		return "" // told by the deletion
	}
	return fmt.Sprintf("%s moves from %s to %s", what, zoneOf(ev.Player, ev.From, n.names), zoneOf(ev.Player, ev.To, n.names))
}

func zoneOf(p core.PlayerID, z core.Zone, names seats) string {
	if z == core.ZoneNone {
		return "the open (revealed)"
	}
	return possessive(names.short[p]) + " " + zoneName(z)
}

func zoneName(z core.Zone) string { return strings.ReplaceAll(z.String(), "_", " ") }

func reasonText(r string) string {
	switch r {
	case core.ReasonSecurity:
		return "an attack with no security left"
	case core.ReasonDeckOut:
		return "the opponent could not draw"
	case core.ReasonConcede:
		return "the opponent conceded"
	}
	return r
}
