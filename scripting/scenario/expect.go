package scenario

import (
	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
)

// Expect is a set of expectations, checked at the point of the steps where it stands.
type Expect struct {
	Line       int
	Turn       *Ref // p1 or p2
	TurnNumber *int
	Phase      *Ref
	Memory     *int // on the turn player's side
	Winner     *Ref // p1, p2, draw, none
	Reason     *Ref
	Error      *Ref // a substring of the game's error
	Players    [2]*PlayerExpect
	Objects    map[string]ObjectExpect
	ObjOrder   []string
	Prompt     *PromptExpect
	Events     []EventExpect
	NoEvents   []EventExpect
	Counts     []EventCount // event_counts
	Views      []ViewExpect // view: what each player named sees
}

// EventCount: exactly Count events matching were logged since the previous
// expectation.
type EventCount struct {
	EventExpect
	Count int
}

// PlayerExpect are expectations about one player's zones (lists top first).
type PlayerExpect struct {
	Memory                                                                  *int
	Hand, Deck, Security, Trash, Battle                                     []Ref
	HasHand, HasDeck, HasSecurity, HasTrash, HasBattle                      bool
	Breeding                                                                *Ref
	HandCount, DeckCount, SecurityCount, TrashCount, BattleCount, EggsCount *int
	// FaceUp: the face-up cards of the security stack, top first (3-7-4).
	FaceUp    []Ref
	HasFaceUp bool
}

// ObjectExpect are expectations about one object.
type ObjectExpect struct {
	Line      int
	DP        *int
	NoDP      bool
	Level     *int
	Top       *Ref
	Suspended *bool
	Keywords  []string
	Checks    *int
	Sources   *int     // digivolution cards
	Stack     []string // the cards, bottom first (as in the position)
	Links     []string // the link cards, first linked first
	Gone      *bool
	Zone      *Ref
}

// PromptExpect: the next prompt is of this kind, for this player, offering exactly
// these choices (their descriptions).
type PromptExpect struct {
	Line    int
	Kind    *Ref
	Player  *Ref
	Options []Ref
	Has     []Ref // choices that must be among the options
	Lacks   []Ref // choices that must not be
}

// EventExpect matches logged events by kind and, optionally, card, player and text.
type EventExpect struct {
	Line                     int
	Kind, Card, Player, Text string
}

var expectKeys = []string{"turn", "turn_number", "phase", "memory", "winner", "reason", "error", "p1", "p2",
	"objects", "prompt", "events", "no_events", "event_counts", "view"}

func (r *reader) expect(n *yaml.Node) (*Expect, error) {
	e := &Expect{Line: n.Line, Objects: map[string]ObjectExpect{}}
	ref := func(v *yaml.Node, what string) (*Ref, error) {
		s, err := r.str(v, what)
		return &Ref{Name: s, Line: v.Line}, err
	}
	num := func(v *yaml.Node, what string) (*int, error) {
		x, err := r.integer(v, what)
		return &x, err
	}
	err := r.mapping(n, "expect", expectKeys, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "turn":
			e.Turn, err = ref(v, key)
		case "turn_number":
			e.TurnNumber, err = num(v, key)
		case "phase":
			e.Phase, err = ref(v, key)
			if err == nil {
				if _, ok := phases[e.Phase.Name]; !ok {
					err = r.errf(v, "unknown phase %q", e.Phase.Name)
				}
			}
		case "memory":
			e.Memory, err = num(v, key)
		case "winner":
			e.Winner, err = ref(v, key)
		case "reason":
			e.Reason, err = ref(v, key)
		case "error":
			e.Error, err = ref(v, key)
		case "p1", "p2":
			pe, err := r.playerExpect(v, key)
			if err != nil {
				return err
			}
			e.Players[map[string]int{"p1": 0, "p2": 1}[key]] = pe
		case "objects":
			v = deref(v)
			if v.Kind != yaml.MappingNode {
				return r.errf(v, "objects must map object names to expectations")
			}
			for i := 0; i+1 < len(v.Content); i += 2 {
				label := deref(v.Content[i]).Value
				oe, err := r.objectExpect(v.Content[i+1], "objects."+label)
				if err != nil {
					return err
				}
				e.Objects[label] = oe
				e.ObjOrder = append(e.ObjOrder, label)
			}
		case "prompt":
			e.Prompt, err = r.promptExpect(v)
		case "events":
			e.Events, err = r.eventExpects(v)
		case "no_events":
			e.NoEvents, err = r.eventExpects(v)
		case "event_counts":
			e.Counts, err = r.eventCounts(v)
		case "view":
			e.Views, err = r.views(v)
		}
		return err
	})
	return e, err
}

func (r *reader) playerExpect(n *yaml.Node, who string) (*PlayerExpect, error) {
	pe := &PlayerExpect{}
	num := func(v *yaml.Node, what string) (*int, error) {
		x, err := r.integer(v, what)
		return &x, err
	}
	err := r.mapping(n, who, []string{"memory", "hand", "deck", "security", "trash", "battle", "breeding",
		"hand_count", "deck_count", "security_count", "trash_count", "battle_count", "eggs_count", "face_up"}, func(key string, v *yaml.Node) error {
		var err error
		what := who + "." + key
		switch key {
		case "memory":
			pe.Memory, err = num(v, what)
		case "hand":
			pe.Hand, err = r.refsOrEmpty(v, what)
			pe.HasHand = true
		case "deck":
			pe.Deck, err = r.refsOrEmpty(v, what)
			pe.HasDeck = true
		case "security":
			pe.Security, err = r.refsOrEmpty(v, what)
			pe.HasSecurity = true
		case "trash":
			pe.Trash, err = r.refsOrEmpty(v, what)
			pe.HasTrash = true
		case "face_up":
			pe.FaceUp, err = r.refsOrEmpty(v, what)
			pe.HasFaceUp = true
		case "battle":
			pe.Battle, err = r.refsOrEmpty(v, what)
			pe.HasBattle = true
		case "breeding":
			s, e2 := r.str(v, what)
			pe.Breeding, err = &Ref{Name: s, Line: v.Line}, e2
		case "hand_count":
			pe.HandCount, err = num(v, what)
		case "deck_count":
			pe.DeckCount, err = num(v, what)
		case "security_count":
			pe.SecurityCount, err = num(v, what)
		case "trash_count":
			pe.TrashCount, err = num(v, what)
		case "battle_count":
			pe.BattleCount, err = num(v, what)
		case "eggs_count":
			pe.EggsCount, err = num(v, what)
		}
		return err
	})
	return pe, err
}

// refsOrEmpty reads a list that may be empty ([]).
func (r *reader) refsOrEmpty(n *yaml.Node, what string) ([]Ref, error) {
	if n = deref(n); n.Kind == yaml.SequenceNode && len(n.Content) == 0 {
		return []Ref{}, nil
	}
	return r.refs(n, what)
}

func (r *reader) objectExpect(n *yaml.Node, what string) (ObjectExpect, error) {
	oe := ObjectExpect{Line: n.Line}
	err := r.mapping(n, what, []string{"dp", "level", "top", "suspended", "keywords", "checks", "sources", "stack", "links", "gone", "zone"}, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "dp":
			if deref(v).Value == "none" {
				oe.NoDP = true
				return nil
			}
			x, e2 := r.integer(v, what+".dp")
			oe.DP, err = &x, e2
		case "level":
			x, e2 := r.integer(v, what+".level")
			oe.Level, err = &x, e2
		case "checks":
			x, e2 := r.integer(v, what+".checks")
			oe.Checks, err = &x, e2
		case "sources":
			x, e2 := r.integer(v, what+".sources")
			oe.Sources, err = &x, e2
		case "stack":
			refs, e2 := r.refs(v, what+".stack")
			oe.Stack = []string{}
			for _, x := range refs {
				oe.Stack = append(oe.Stack, x.Name)
			}
			err = e2
		case "links":
			refs, e2 := r.refsOrEmpty(v, what+".links")
			oe.Links = []string{}
			for _, x := range refs {
				oe.Links = append(oe.Links, x.Name)
			}
			err = e2
		case "top":
			s, e2 := r.str(v, what+".top")
			oe.Top, err = &Ref{Name: s, Line: v.Line}, e2
		case "zone":
			s, e2 := r.str(v, what+".zone")
			oe.Zone, err = &Ref{Name: s, Line: v.Line}, e2
		case "suspended":
			b, e2 := r.boolean(v, what+".suspended")
			oe.Suspended, err = &b, e2
		case "gone":
			b, e2 := r.boolean(v, what+".gone")
			oe.Gone, err = &b, e2
		case "keywords":
			refs, e2 := r.refsOrEmpty(v, what+".keywords")
			oe.Keywords = []string{} // [] is checked too: no keyword effects at all
			for _, x := range refs {
				oe.Keywords = append(oe.Keywords, x.Name)
			}
			err = e2
		}
		return err
	})
	return oe, err
}

func (r *reader) promptExpect(n *yaml.Node) (*PromptExpect, error) {
	pe := &PromptExpect{Line: n.Line}
	err := r.mapping(n, "prompt", []string{"kind", "player", "options", "has", "lacks"}, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "kind", "player":
			s, e2 := r.str(v, "prompt."+key)
			ref := &Ref{Name: s, Line: v.Line}
			if key == "kind" {
				pe.Kind = ref
			} else {
				pe.Player = ref
			}
			err = e2
		case "options":
			pe.Options, err = r.refsOrEmpty(v, "prompt.options")
		case "has":
			pe.Has, err = r.refs(v, "prompt.has")
		case "lacks":
			pe.Lacks, err = r.refs(v, "prompt.lacks")
		}
		return err
	})
	return pe, err
}

func (r *reader) eventExpects(n *yaml.Node) ([]EventExpect, error) {
	var out []EventExpect
	for _, x := range r.list(n) {
		ee := EventExpect{Line: x.Line}
		if deref(x).Kind == yaml.ScalarNode {
			ee.Kind = deref(x).Value
			if err := r.eventKind(x, ee.Kind); err != nil {
				return nil, err
			}
			out = append(out, ee)
			continue
		}
		err := r.mapping(x, "event", []string{"kind", "card", "player", "text"}, func(key string, v *yaml.Node) error {
			s, err := r.str(v, "event."+key)
			switch key {
			case "kind":
				ee.Kind = s
			case "card":
				ee.Card = s
			case "player":
				ee.Player = s
			case "text":
				ee.Text = s
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := r.eventKind(x, ee.Kind); err != nil {
			return nil, err
		}
		out = append(out, ee)
	}
	return out, nil
}

// eventKind checks an event expectation's kind: a kind the engine never logs would
// make the expectation one that cannot fail.
func (r *reader) eventKind(n *yaml.Node, kind string) error {
	switch {
	case kind == "":
		return r.errf(n, "an event expectation needs kind:")
	case !core.IsEventKind(core.EventKind(kind)):
		return r.errf(n, "unknown event kind %q (core/event.go lists them)", kind)
	}
	return nil
}

// eventCounts reads event_counts: a mapping of kinds to counts
// ({security_check: 2}), or a list of event expectations with a count
// ([{kind: activate, text: "[On Play]", count: 0}]).
func (r *reader) eventCounts(n *yaml.Node) ([]EventCount, error) {
	n = deref(n)
	var out []EventCount
	if n.Kind == yaml.MappingNode {
		seen := map[string]bool{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := deref(n.Content[i]), n.Content[i+1]
			if err := r.eventKind(k, k.Value); err != nil {
				return nil, err
			}
			if seen[k.Value] {
				return nil, r.errf(k, "event_counts: key %q appears twice", k.Value)
			}
			seen[k.Value] = true
			count, err := r.integer(v, "event_counts."+k.Value)
			if err != nil {
				return nil, err
			}
			out = append(out, EventCount{EventExpect: EventExpect{Line: k.Line, Kind: k.Value}, Count: count})
		}
		return out, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, r.errf(n, "event_counts is a mapping of kinds to counts ({security_check: 2}) or a list of {kind: ..., count: n}")
	}
	for _, x := range n.Content {
		ec := EventCount{EventExpect: EventExpect{Line: x.Line}, Count: -1}
		err := r.mapping(x, "event count", []string{"kind", "card", "player", "text", "count"}, func(key string, v *yaml.Node) error {
			if key == "count" {
				var err error
				ec.Count, err = r.integer(v, "event count.count")
				return err
			}
			s, err := r.str(v, "event count."+key)
			switch key {
			case "kind":
				ec.Kind = s
			case "card":
				ec.Card = s
			case "player":
				ec.Player = s
			case "text":
				ec.Text = s
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := r.eventKind(x, ec.Kind); err != nil {
			return nil, err
		}
		if ec.Count < 0 {
			return nil, r.errf(x, "an event count needs count: (0 or more)")
		}
		out = append(out, ec)
	}
	return out, nil
}
