package scenario

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
)

// What a player sees: an expectation about the game as one player's View shows it
// (core/view.go) — their own hand, the public zones, and for everything hidden from
// them only that it is there.

// hidden is how a scenario writes a card the viewer cannot see.
const hidden = "hidden"

// ViewExpect is what one player sees: their memory, and each player's zones.
type ViewExpect struct {
	Line    int
	Viewer  core.PlayerID
	Memory  *int // on the viewer's side
	Players [2]*SeenExpect
}

// SeenExpect is one player's zones as the viewer sees them. The lists hold card
// numbers, and hidden for each card the viewer cannot see.
type SeenExpect struct {
	Line                                      int
	Hand, Security, Trash, Battle             []Ref
	HasHand, HasSecurity, HasTrash, HasBattle bool
	Breeding                                  *Ref
	DeckCount, EggsCount                      *int
}

// views reads view: {VIEWER: {memory: n, p1: {...}, p2: {...}}}.
func (r *reader) views(n *yaml.Node) ([]ViewExpect, error) {
	var out []ViewExpect
	err := r.mapping(n, "view", []string{"p1", "p2"}, func(viewer string, v *yaml.Node) error {
		ve := ViewExpect{Line: v.Line}
		_ = ve.Viewer.UnmarshalText([]byte(viewer))
		err := r.mapping(v, "view."+viewer, []string{"memory", "p1", "p2"}, func(key string, x *yaml.Node) error {
			if key == "memory" {
				m, err := r.integer(x, "view."+viewer+".memory")
				ve.Memory = &m
				return err
			}
			var p core.PlayerID
			_ = p.UnmarshalText([]byte(key))
			se, err := r.seen(x, "view."+viewer+"."+key)
			ve.Players[p] = se
			return err
		})
		out = append(out, ve)
		return err
	})
	return out, err
}

func (r *reader) seen(n *yaml.Node, what string) (*SeenExpect, error) {
	se := &SeenExpect{Line: n.Line}
	err := r.mapping(n, what, []string{"hand", "security", "trash", "battle", "breeding", "deck_count", "eggs_count"}, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "hand":
			se.Hand, err = r.refsOrEmpty(v, what+".hand")
			se.HasHand = true
		case "security":
			se.Security, err = r.refsOrEmpty(v, what+".security")
			se.HasSecurity = true
		case "trash":
			se.Trash, err = r.refsOrEmpty(v, what+".trash")
			se.HasTrash = true
		case "battle":
			se.Battle, err = r.refsOrEmpty(v, what+".battle")
			se.HasBattle = true
		case "breeding":
			var s string
			s, err = r.str(v, what+".breeding")
			se.Breeding = &Ref{Name: s, Line: v.Line}
		case "deck_count", "eggs_count":
			var x int
			x, err = r.integer(v, what+"."+key)
			if key == "deck_count" {
				se.DeckCount = &x
			} else {
				se.EggsCount = &x
			}
		}
		return err
	})
	return se, err
}

// checkView checks what one player sees, through that player's core.View only.
func (rn *runner) checkView(ve ViewExpect, fail failFunc) {
	v := rn.g.ViewOf(ve.Viewer)
	who := ve.Viewer.String() + " sees "
	if ve.Memory != nil && v.Memory() != *ve.Memory {
		fail(ve.Line, who+"memory on their side", fmt.Sprint(*ve.Memory), fmt.Sprint(v.Memory()))
	}
	for i, se := range ve.Players {
		if se == nil {
			continue
		}
		p := core.PlayerID(i)
		whose := who + p.String() + "'s "
		if p == ve.Viewer {
			whose = who + "their own "
		}
		list := func(has bool, want []Ref, got []string, what string, ordered bool) {
			if !has {
				return
			}
			w := names(want)
			if !ordered {
				w, got = sorted(w), sorted(got)
			}
			if !slices.Equal(w, got) {
				fail(se.Line, whose+what, "["+strings.Join(w, ", ")+"]", "["+strings.Join(got, ", ")+"]")
			}
		}
		list(se.HasHand, se.Hand, seenHand(v, p), "hand", false)
		list(se.HasSecurity, se.Security, seenCards(v.Security(p)), "security stack (top first)", true)
		list(se.HasTrash, se.Trash, seenCards(v.Trash(p)), "trash (most recent first)", true)
		var battle []string
		for _, o := range v.Battle(p) {
			battle = append(battle, o.Top().Data.Number)
		}
		list(se.HasBattle, se.Battle, battle, "battle area (top cards)", false)
		if se.Breeding != nil {
			got := "none"
			if o := v.Breeding(p); o != nil {
				got = o.Top().Data.Number
			}
			if got != se.Breeding.Name {
				fail(se.Breeding.Line, whose+"breeding area (top card)", se.Breeding.Name, got)
			}
		}
		if se.DeckCount != nil && v.DeckCount(p) != *se.DeckCount {
			fail(se.Line, whose+"deck count", fmt.Sprint(*se.DeckCount), fmt.Sprint(v.DeckCount(p)))
		}
		if se.EggsCount != nil && v.EggDeckCount(p) != *se.EggsCount {
			fail(se.Line, whose+"Digi-Egg deck count", fmt.Sprint(*se.EggsCount), fmt.Sprint(v.EggDeckCount(p)))
		}
	}
}

// seenHand is a hand as the viewer sees it: their own card by card (3-5-3), the
// opponent's as that many hidden cards (only the count is public, 3-1-3-2).
func seenHand(v core.View, p core.PlayerID) []string {
	if p == v.Me() {
		return seenCards(v.Hand())
	}
	out := make([]string, v.HandCount(p))
	for i := range out {
		out[i] = hidden
	}
	return out
}

// seenCards writes a zone top first (zones are kept top last): card numbers, hidden
// for a card the view does not show (nil).
func seenCards(cards []*core.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		j := len(cards) - 1 - i
		if c == nil {
			out[j] = hidden
		} else {
			out[j] = c.Data.Number
		}
	}
	return out
}
