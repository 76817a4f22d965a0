package ai

import (
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// position is what the evaluation knows of a game: both fields as DP, level and
// suspended state, the security and hand counts, and the memory. It is built from a
// core.View only, so the agent never sees what its player could not (3-1-2).
type position struct {
	me, opp side
	// mem is the memory on my side after the decision; turnOver says my turn ends
	// with it (a pass, or memory crossing to the opponent's side, 6-1-4-1).
	mem      int
	turnOver bool
	won      bool // the decision wins the game (an unblocked attack on 0 security)
	lost     bool
	// scratch holds the units of the positions predicted from this one (clone); nil:
	// each clone allocates its own.
	scratch *scratch
}

// side is one player's part of a position.
type side struct {
	battle   []unit
	breeding *unit
	security int
	hand     int
}

// unit is one object on the field.
type unit struct {
	// obj is the object's ID (0 for a unit the prediction adds: a card just played).
	// An ID, not a pointer: units without pointers cost the collector nothing.
	obj       int
	dp        int
	level     int
	digimon   bool
	tamer     bool
	suspended bool
	blocker   bool
	checks    int // security cards it checks
	stack     int // digivolution cards under it
}

// look reads the position a view shows; the positions predicted from it take their
// units from sc (nil: from the heap).
func look(v core.View, sc *scratch) position {
	me, opp := v.Me(), v.Me().Opponent()
	return position{
		me:      lookSide(v, me, sc),
		opp:     lookSide(v, opp, sc),
		mem:     v.Memory(),
		scratch: sc,
	}
}

func lookSide(v core.View, p core.PlayerID, sc *scratch) side {
	s := side{security: v.SecurityCount(p), hand: v.HandCount(p)}
	objs := v.Battle(p)
	s.battle = sc.take(len(objs))
	for i, o := range objs {
		s.battle[i] = unitOf(v, o)
	}
	if o := v.Breeding(p); o != nil {
		s.breeding = sc.unit(unitOf(v, o))
	}
	return s
}

func unitOf(v core.View, o *core.FieldObject) unit {
	dp, hasDP := v.DP(o)
	top := o.Top().Data
	u := unit{obj: o.ID, level: v.Level(o), suspended: o.Suspended, stack: len(o.Cards) - 1}
	u.digimon = top.Kind == core.Digimon || top.Kind == core.DigiEgg
	u.tamer = top.Kind == core.Tamer
	if hasDP {
		u.dp = dp
	}
	if u.digimon {
		u.blocker = v.HasKeyword(o, core.Blocker)
		u.checks = v.SecurityChecks(o)
	}
	return u
}

// cardUnit is the unit a card from the hand becomes when it is played.
func cardUnit(d *core.CardData) unit {
	u := unit{dp: d.DP, level: d.Level, digimon: d.Kind == core.Digimon, tamer: d.Kind == core.Tamer, checks: 1}
	u.blocker = printsKeyword(d.Effect, "Blocker")
	return u
}

// printsKeyword reports whether a card's text gives it a keyword (half- or full-width
// angle brackets, as card texts print them).
func printsKeyword(text, k string) bool {
	return strings.Contains(text, "<"+k+">") || strings.Contains(text, "＜"+k+"＞")
}

func (p position) clone() position {
	p.me = p.me.clone(p.scratch)
	p.opp = p.opp.clone(p.scratch)
	return p
}

func (s side) clone(sc *scratch) side {
	s.battle = sc.units(s.battle)
	if s.breeding != nil {
		s.breeding = sc.unit(*s.breeding)
	}
	return s
}

// find returns the index of an object's unit in a battle area, or -1 (nil: a unit
// the prediction added).
func (s *side) find(o *core.FieldObject) int {
	id := 0
	if o != nil {
		id = o.ID
	}
	for i := range s.battle {
		if s.battle[i].obj == id {
			return i
		}
	}
	return -1
}

func (s *side) remove(i int) {
	s.battle = append(s.battle[:i], s.battle[i+1:]...)
}

// strongest returns the highest DP among a side's Digimon that pass keep, or -1.
func (s *side) strongest(keep func(u *unit) bool) int {
	best := -1
	for i := range s.battle {
		u := &s.battle[i]
		if u.digimon && keep(u) && (best < 0 || u.dp > s.battle[best].dp) {
			best = i
		}
	}
	return best
}
