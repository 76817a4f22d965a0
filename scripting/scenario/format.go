package scenario

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// maxTurnNumber is the highest turn a position may be in: the engine ends a game at
// 500 turns (core.Config.MaxTurns).
const maxTurnNumber = 500

// Version is the newest scenario format version this package reads; it reads every
// version from 1. Version 2: prompts whose only option is to do nothing are not
// asked, as in any game (a version-1 file runs with core.Config.AskNoChoice); and the
// keys rulings, face-up security cards, phase end_of_turn, view and event_counts.
const Version = 2

// Scenario is one scenario file: a position, steps, and expectations. README.md in
// tests/scenarios is the format's public description.
type Scenario struct {
	File        string
	Version     int // the format version the file is written in
	Name        string
	Description string
	Rules       []string // rule clauses the scenario checks
	Rulings     []string // official rulings the scenario proves, by Q number ("Q620")
	Seed        uint64
	Cards       []*core.CardData  // inline custom cards
	Scripts     map[string]string // their Lua, by card number
	Position    Position
	Steps       []Step
}

// Position is the board a scenario starts from.
type Position struct {
	Turn       core.PlayerID
	TurnNumber int
	Phase      core.Phase
	Memory     int // on the turn player's side
	Players    [2]PlayerSetup
}

// PlayerSetup is one player's zones; lists are top first.
type PlayerSetup struct {
	Hand, Deck, Eggs, Security, Trash []Ref
	// SecurityFaceUp says which security cards are face up (3-7-4), as Security.
	SecurityFaceUp []bool
	Breeding       *ObjectSetup
	Battle         []ObjectSetup
}

// ObjectSetup is a Digimon or Tamer on the field.
type ObjectSetup struct {
	Label          string
	Stack          []Ref // bottom first: the last is the top card
	Links          []Ref
	Suspended      bool
	PlayedThisTurn bool
	Grants         []GrantSetup
	Line           int
}

// GrantSetup is an effect already applied to an object, with its duration.
type GrantSetup struct {
	DP       int
	Keywords []string
	Until    string
	Line     int
}

// Step is one step: an action, an answer to a prompt, or an expectation.
type Step struct {
	Line   int
	Kind   string // play, use, digivolve, attack, pass, activate, breed, block, choose, done, yes, no, order, number, concede, expect
	Args   map[string]Ref
	Refs   []Ref // for choose
	Expect *Expect
}

var topKeys = []string{"version", "name", "description", "rules", "rulings", "seed", "cards", "position", "steps"}

// Parse reads a scenario file. Unknown keys, unknown zone names and malformed values
// are errors naming the file and line.
func Parse(file string, data []byte) (*Scenario, error) {
	r := &reader{file: file}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, &Error{File: file, Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, &Error{File: file, Msg: "empty scenario (want version:, position: and steps:)"}
	}
	s := &Scenario{File: file, Scripts: map[string]string{}, Seed: 1}
	version := 0
	err := r.mapping(doc.Content[0], "scenario", topKeys, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "version":
			version, err = r.integer(v, "version")
			switch {
			case err != nil:
			case version > Version:
				err = r.errf(v, "version %d is newer than this dcg reads (versions 1 to %d): update dcg", version, Version)
			case version < 1:
				err = r.errf(v, "version %d: versions start at 1 (this dcg reads 1 to %d)", version, Version)
			}
			s.Version = version
		case "name":
			s.Name, err = r.str(v, "name")
		case "description":
			s.Description, err = r.str(v, "description")
		case "rules":
			var refs []Ref
			refs, err = r.refs(v, "rules")
			for _, x := range refs {
				s.Rules = append(s.Rules, x.Name)
			}
		case "rulings":
			s.Rulings, err = r.rulings(v)
		case "seed":
			var n int
			n, err = r.integer(v, "seed")
			s.Seed = uint64(n)
		case "cards":
			err = r.cards(v, s)
		case "position":
			err = r.position(v, &s.Position)
		case "steps":
			if deref(v).Kind != yaml.SequenceNode {
				return r.errf(v, "steps must be a list (- play: ST1-03, - pass, - expect: {...})")
			}
			for _, x := range deref(v).Content {
				st, err := r.step(x)
				if err != nil {
					return err
				}
				s.Steps = append(s.Steps, st)
			}
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if version == 0 {
		return nil, &Error{File: file, Line: doc.Content[0].Line, Msg: fmt.Sprintf("missing version: (this dcg reads versions 1 to %d; new files: version: %d)", Version, Version)}
	}
	return s, nil
}

// cards reads inline custom cards: the set-file card keys plus `script`.
func (r *reader) cards(n *yaml.Node, s *Scenario) error {
	n = deref(n)
	if n.Kind != yaml.SequenceNode {
		return r.errf(n, "cards must be a list of cards")
	}
	for _, c := range n.Content {
		c = deref(c)
		if c.Kind != yaml.MappingNode {
			return r.errf(c, "a card must be a mapping")
		}
		plain := &yaml.Node{Kind: yaml.MappingNode, Line: c.Line, Column: c.Column}
		script := ""
		for i := 0; i+1 < len(c.Content); i += 2 {
			if c.Content[i].Value == "script" {
				script = c.Content[i+1].Value
				continue
			}
			plain.Content = append(plain.Content, c.Content[i], c.Content[i+1])
		}
		d, err := cardpool.ReadCard(r.file, plain)
		if err != nil {
			return err
		}
		d.Set = "scenario"
		s.Cards = append(s.Cards, d)
		if script != "" {
			s.Scripts[d.Number] = script
		}
	}
	return nil
}

var phases = map[string]core.Phase{"unsuspend": core.PhaseUnsuspend, "draw": core.PhaseDraw,
	"breeding": core.PhaseBreeding, "main": core.PhaseMain, "end_of_turn": core.PhaseEndOfTurn}

// rulings reads the official rulings a scenario proves: Q numbers ("Q620").
func (r *reader) rulings(n *yaml.Node) ([]string, error) {
	refs, err := r.refs(n, "rulings")
	if err != nil {
		return nil, err
	}
	out := make([]string, len(refs))
	for i, x := range refs {
		if !isRulingNumber(x.Name) {
			return nil, &Error{File: r.file, Line: x.Line, Msg: fmt.Sprintf("rulings: %q is not a ruling number (want Q and digits: Q620)", x.Name)}
		}
		out[i] = x.Name
	}
	return out, nil
}

func isRulingNumber(s string) bool {
	if len(s) < 2 || s[0] != 'Q' {
		return false
	}
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (r *reader) player(n *yaml.Node, what string) (core.PlayerID, error) {
	s, err := r.str(n, what)
	if err != nil {
		return 0, err
	}
	var p core.PlayerID
	if err := p.UnmarshalText([]byte(s)); err != nil {
		return 0, r.errf(n, "%s: %v", what, err)
	}
	return p, nil
}

func (r *reader) position(n *yaml.Node, pos *Position) error {
	pos.TurnNumber, pos.Phase = 3, core.PhaseMain
	var phaseAt *yaml.Node
	err := r.mapping(n, "position", []string{"turn", "turn_number", "phase", "memory", "p1", "p2"}, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "turn":
			pos.Turn, err = r.player(v, "turn")
		case "turn_number":
			pos.TurnNumber, err = r.integer(v, "turn_number")
			if err == nil && (pos.TurnNumber < 1 || pos.TurnNumber > maxTurnNumber) {
				err = r.errf(v, "turn_number %d is outside 1…%d", pos.TurnNumber, maxTurnNumber)
			}
		case "phase":
			var s string
			if s, err = r.str(v, "phase"); err == nil {
				p, ok := phases[s]
				if !ok {
					return r.errf(v, "unknown phase %q (want unsuspend, draw, breeding, main or end_of_turn)", s)
				}
				pos.Phase, phaseAt = p, v
			}
		case "memory":
			pos.Memory, err = r.integer(v, "memory")
			if err == nil && (pos.Memory < -10 || pos.Memory > 10) {
				err = r.errf(v, "memory %d is outside −10…10", pos.Memory)
			}
		case "p1":
			err = r.playerSetup(v, &pos.Players[0], "p1")
		case "p2":
			err = r.playerSetup(v, &pos.Players[1], "p2")
		}
		return err
	})
	if err == nil && pos.Phase == core.PhaseEndOfTurn && pos.Memory >= 0 {
		// 6-1-4-1: the turn ends with the memory on the opponent's side
		err = r.errf(phaseAt, "phase end_of_turn needs the memory on the opponent's side (memory: -1 or less, 6-1-4-1)")
	}
	return err
}

var zoneKeys = []string{"hand", "deck", "eggs", "security", "trash", "breeding", "battle"}

func (r *reader) playerSetup(n *yaml.Node, ps *PlayerSetup, who string) error {
	return r.mapping(n, who, zoneKeys, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "hand":
			ps.Hand, err = r.refs(v, who+".hand")
		case "deck":
			ps.Deck, err = r.refs(v, who+".deck")
		case "eggs":
			ps.Eggs, err = r.refs(v, who+".eggs")
		case "security":
			ps.Security, ps.SecurityFaceUp, err = r.securityCards(v, who+".security")
		case "trash":
			ps.Trash, err = r.refs(v, who+".trash")
		case "breeding":
			var o ObjectSetup
			if o, err = r.object(v, who+".breeding"); err == nil {
				ps.Breeding = &o
			}
		case "battle":
			for _, x := range r.list(v) { // one object needs no list
				o, err := r.object(x, who+".battle")
				if err != nil {
					return err
				}
				ps.Battle = append(ps.Battle, o)
			}
		}
		return err
	})
}

// securityCards reads a security stack, top first: card numbers, or {card: X,
// face_up: true} for a card placed face up (3-7-4).
func (r *reader) securityCards(n *yaml.Node, what string) ([]Ref, []bool, error) {
	var refs []Ref
	var faceUp []bool
	for _, x := range r.list(n) {
		x = deref(x)
		if x.Kind != yaml.MappingNode {
			s, err := r.str(x, what)
			if err != nil {
				return nil, nil, err
			}
			refs, faceUp = append(refs, Ref{Name: s, Line: x.Line}), append(faceUp, false)
			continue
		}
		ref, up := Ref{Line: x.Line}, false
		err := r.mapping(x, what, []string{"card", "face_up"}, func(key string, v *yaml.Node) error {
			var err error
			if key == "card" {
				ref.Name, err = r.str(v, what+".card")
			} else {
				up, err = r.boolean(v, what+".face_up")
			}
			return err
		})
		if err == nil && ref.Name == "" {
			err = r.errf(x, "%s: a security card written as a mapping needs card: (and face_up: true)", what)
		}
		if err != nil {
			return nil, nil, err
		}
		refs, faceUp = append(refs, ref), append(faceUp, up)
	}
	return refs, faceUp, nil
}

// object reads a field object: a card number, a list (a stack, bottom first), or a
// mapping with stack, name, suspended, played_this_turn, links, effects.
func (r *reader) object(n *yaml.Node, what string) (ObjectSetup, error) {
	n = deref(n)
	o := ObjectSetup{Line: n.Line}
	if n.Kind != yaml.MappingNode {
		var err error
		o.Stack, err = r.refs(n, what)
		return o, err
	}
	err := r.mapping(n, what, []string{"stack", "name", "suspended", "played_this_turn", "links", "effects"}, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "stack":
			o.Stack, err = r.refs(v, what+".stack")
		case "name":
			o.Label, err = r.str(v, what+".name")
		case "suspended":
			o.Suspended, err = r.boolean(v, what+".suspended")
		case "played_this_turn":
			o.PlayedThisTurn, err = r.boolean(v, what+".played_this_turn")
		case "links":
			o.Links, err = r.refs(v, what+".links")
		case "effects":
			for _, x := range r.list(v) {
				gs, err := r.grant(x, what+".effects")
				if err != nil {
					return err
				}
				o.Grants = append(o.Grants, gs)
			}
		}
		return err
	})
	if err == nil && len(o.Stack) == 0 {
		err = r.errf(n, "%s needs a stack (its cards, bottom first)", what)
	}
	return o, err
}

func (r *reader) grant(n *yaml.Node, what string) (GrantSetup, error) {
	g := GrantSetup{Line: n.Line}
	err := r.mapping(n, what, []string{"dp", "keywords", "until"}, func(key string, v *yaml.Node) error {
		var err error
		switch key {
		case "dp":
			g.DP, err = r.integer(v, what+".dp")
			if err == nil && (g.DP < -cardpool.MaxDP || g.DP > cardpool.MaxDP) {
				err = r.errf(v, "%s.dp %d is outside ±%d", what, g.DP, cardpool.MaxDP)
			}
		case "keywords":
			var refs []Ref
			refs, err = r.refs(v, what+".keywords")
			for _, x := range refs {
				g.Keywords = append(g.Keywords, x.Name)
			}
		case "until":
			g.Until, err = r.str(v, what+".until")
			if _, ok := durations[g.Until]; err == nil && !ok {
				err = r.errf(v, "unknown duration %q (want turn, opponents_turn, opponents_next_turn, your_next_turn)", g.Until)
			}
		}
		return err
	})
	return g, err
}

var durations = map[string]core.Duration{"": core.WhileOnField, "turn": core.EndOfTurn,
	"opponents_turn": core.EndOfOpponentsTurn, "opponents_next_turn": core.EndOfOpponentsNextTurn,
	"your_next_turn": core.EndOfYourNextTurn}
