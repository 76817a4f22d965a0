package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 13: security checks.

// 13-1-1: a security check takes away the opponent's security cards; 13-1-2: one at a
// time. 13-1-7-1, 13-1-7-1-1: each check reveals the top card (3-7-1, 3-7-3: the stack
// keeps its order). 13-1-7-5: while the Digimon can still check, it checks again
// (<Security A. +1>: 2 checks). 13-1-3: checking is not optional — nobody is asked.
func TestSecurityIsCheckedFromTheTopOneAtATime(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.Grant(&core.Modifier{Target: a, Checks: 1})
	bottom := g.AddCard(p2, core.ZoneSecurity, filler("S1"))
	mid := g.AddCard(p2, core.ZoneSecurity, filler("S2"))
	top := g.AddCard(p2, core.ZoneSecurity, filler("S3"))
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	var checked []int
	for _, e := range events(g, core.EvSecurityCheck) {
		checked = append(checked, e.CardID)
	}
	if !slices.Equal(checked, []int{top.ID, mid.ID}) {
		t.Errorf("checked cards %v, want the top %d then the next %d", checked, top.ID, mid.ID)
	}
	if sec := g.Players[p2].Security; len(sec) != 1 || sec[0] != bottom {
		t.Errorf("security left %v, want only the bottom card", sec)
	}
	// The second check starts only after the first card is done with (trashed).
	firstTrashed := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvMove && e.CardID == top.ID && e.To == core.ZoneTrash })
	second := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvSecurityCheck && e.CardID == mid.ID })
	if firstTrashed < 0 || second < firstTrashed {
		t.Errorf("the second check (event %d) began before the first card was trashed (event %d)", second, firstTrashed)
	}
	if len(s.seen) != 2 || s.seen[1].Kind != core.PromptMain {
		t.Errorf("prompts during the attack: %v", s.seen)
	}
}

// 13-1-4: a Digimon that left the area it was checking from checks no more: deleted by the
// first Security Digimon, a <Security A. +1> attacker does not check a second card —
// whether its +1 was granted to it (and lapses as it leaves) or is its own (a modifier
// that keeps applying to it, as a printed <Security A. +1> would).
func TestCheckerThatLeftChecksNoMore(t *testing.T) {
	for _, own := range []bool{false, true} {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
		if own {
			id := a.ID
			g.Grant(&core.Modifier{Checks: 1, Applies: func(_ *core.Game, o *core.FieldObject) bool { return o.ID == id }})
		} else {
			g.Grant(&core.Modifier{Target: a, Checks: 1})
		}
		addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
		g.AddCard(p2, core.ZoneSecurity, digimon("BIG", core.Blue, 6, 9, 9000))
		s.steps = []step{attack(a, nil)}
		resume(t, g)
		if inBattle(g, a) {
			t.Fatalf("the attacker survived a 9000 Security Digimon")
		}
		if n := len(events(g, core.EvSecurityCheck)); n != 1 || len(g.Players[p2].Security) != 2 {
			t.Errorf("own <Security A.> %v: %d checks, %d security cards left; want 1 and 2", own, n, len(g.Players[p2].Security))
		}
	}
}

// 13-1-5: the card being checked has left the security stack and is in no area.
func TestCheckedCardIsInNoArea(t *testing.T) {
	var zone core.Zone
	var inLimbo, inSecurity bool
	look := once(kindIs(core.EvSecurityCheck), func(g *core.Game, ev *core.Event) {
		pl := g.Players[p2]
		for _, c := range pl.Limbo {
			if c.ID == ev.CardID {
				inLimbo, zone = true, c.Zone
			}
		}
		for _, c := range pl.Security {
			if c.ID == ev.CardID {
				inSecurity = true
			}
		}
	})
	s := newScript(t)
	g := mainBoard(t, s, 3, look)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.AddCard(p2, core.ZoneSecurity, digimon("X", core.Blue, 3, 3, 1000))
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if !inLimbo || inSecurity || zone != core.ZoneNone {
		t.Errorf("while checked the card is in no area: %v; still in security: %v; its zone: %s", inLimbo, inSecurity, zone)
	}
	if len(g.Players[p2].Limbo) != 0 {
		t.Errorf("a card was left in no area after the check")
	}
}

// 13-1-6, 4-4-1: a checked Digimon card is a Security Digimon. 13-1-7-3, 13-1-7-3-1: it
// battles the checking Digimon. 14-2-3: a Security Digimon that loses is not deleted.
// 13-1-7-4: afterwards the revealed card, in no area, goes to the trash — whatever the
// battle's outcome.
func TestSecurityDigimonBattlesAndIsTrashedNotDeleted(t *testing.T) {
	cases := []struct {
		name           string
		secDP          int
		attackerLeaves bool
		outcome        string
	}{
		{"attacker wins", 2000, false, "win"},
		{"Security Digimon wins", 5000, true, "loss"},
		{"tie", 3000, true, "tie"},
	}
	for _, c := range cases {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
		sec := g.AddCard(p2, core.ZoneSecurity, digimon("X", core.Blue, 3, 3, c.secDP))
		s.steps = []step{attack(a, nil)}
		resume(t, g)
		bat := events(g, core.EvBattle)
		if len(bat) != 1 || bat[0].Obj != a.ID || bat[0].Text != c.outcome {
			t.Errorf("%s: battles %+v, want one of #%d with outcome %q", c.name, bat, a.ID, c.outcome)
			continue
		}
		del := deletedObjs(g)
		if containsInt(del, bat[0].Target) {
			t.Errorf("%s: the Security Digimon #%d was deleted", c.name, bat[0].Target)
		}
		if inBattle(g, a) == c.attackerLeaves || containsInt(del, a.ID) != c.attackerLeaves {
			t.Errorf("%s: attacker still in the battle area %v, deleted %v", c.name, inBattle(g, a), containsInt(del, a.ID))
		}
		if !holds(g.Players[p2].Trash, sec) || sec.Zone != core.ZoneTrash || len(g.Players[p2].Security) != 0 {
			t.Errorf("%s: the Security Digimon's card is in %s, want p2's trash", c.name, sec.Zone)
		}
	}
}

// 13-1-7-3-2: with no Security Digimon (a Tamer or Option card checked) there is no
// battle; 13-1-7-4: the card goes to the trash.
func TestNonDigimonSecurityCardsAreTrashed(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.Grant(&core.Modifier{Target: a, Checks: 1})
	opt := g.AddCard(p2, core.ZoneSecurity, option("O", core.ColorsOf(core.Blue), 2))
	tm := g.AddCard(p2, core.ZoneSecurity, tamer("T", core.Blue, 2))
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if n := len(events(g, core.EvBattle)); n != 0 {
		t.Errorf("%d battles against Tamer and Option security cards", n)
	}
	if !holds(g.Players[p2].Trash, opt) || !holds(g.Players[p2].Trash, tm) {
		t.Errorf("the checked Tamer and Option are not in the trash: %v", g.Players[p2].Trash)
	}
}
