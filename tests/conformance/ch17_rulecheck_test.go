package conformance

import (
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 17: rule checks.

// ruleChecks returns the clause texts of the rule-check events.
func ruleChecks(g *core.Game) []string {
	var out []string
	for _, e := range events(g, core.EvRuleCheck) {
		out = append(out, e.Text)
	}
	return out
}

// 17-1-3-1: a Digimon in the battle area with 0 DP is deleted — one lowered to 0 by a
// modifier, and one printed with 0 DP right after it is played.
func TestZeroDPDigimonIsDeleted(t *testing.T) {
	zero := digimon("Z", core.Red, 3, 1, 0)
	s := newScript(t, play(zero))
	g := mainBoard(t, s, 3)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.Grant(&core.Modifier{Target: o, DP: -3000})
	g.AddCard(p1, core.ZoneHand, zero)
	resume(t, g)
	if inBattle(g, o) || !containsInt(deletedObjs(g), o.ID) {
		t.Errorf("a Digimon lowered to 0 DP was not deleted")
	}
	if n := len(g.Players[p1].Battle); n != 0 {
		t.Errorf("the 0 DP Digimon played is still in the battle area (%d objects)", n)
	}
	if n := len(deletedObjs(g)); n != 2 {
		t.Errorf("%d deletions, want 2", n)
	}
	if len(g.Players[p1].Trash) != 2 {
		t.Errorf("trash %v, want both cards", g.Players[p1].Trash)
	}
}

// 17-1-3-1: only the battle area: a 0 DP Digimon in the breeding area stays.
func TestZeroDPInTheBreedingAreaStays(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	o := g.AddObject(p1, core.ZoneBreeding, digimon("A", core.Red, 3, 3, 3000))
	g.Grant(&core.Modifier{Target: o, DP: -5000})
	resume(t, g)
	if g.Players[p1].Breeding != o {
		t.Errorf("a 0 DP Digimon in the breeding area was removed")
	}
}

// 17-1-3-2: a Digimon without DP in the battle area (a Digi-Egg, 4-2-2, or a Digimon card
// printed without DP) is put in no area, then trashed (4-14-1) — this is not being
// trashed from the battle area, and trashing is not deleting (4-14-3): no deletion.
func TestDigimonWithoutDPIsTrashedNotDeleted(t *testing.T) {
	noDP := digimon("N", core.Red, 3, 3, 0)
	noDP.HasDP = false
	s := newScript(t)
	g := mainBoard(t, s, 3)
	e := g.AddObject(p1, core.ZoneBattle, egg("E", core.Red))
	n := g.AddObject(p2, core.ZoneBattle, noDP)
	resume(t, g)
	if inBattle(g, e) || inBattle(g, n) {
		t.Fatalf("Digimon without DP stayed in the battle area")
	}
	if del := deletedObjs(g); len(del) != 0 {
		t.Errorf("Digimon without DP were deleted %v; they must only be trashed", del)
	}
	if !holds(g.Players[p1].Trash, e.Top()) || !holds(g.Players[p2].Trash, n.Top()) {
		t.Errorf("the cards are not in their owners' trash")
	}
	for _, text := range ruleChecks(g) {
		if !strings.HasPrefix(text, "17-1-3-2") {
			t.Errorf("rule check %q", text)
		}
	}
}

// 17-1-3-3: an Option card in the battle area is put in no area and trashed.
// 17-1-3-4: a Tamer or Option card in the breeding area is trashed.
func TestTamersAndOptionsOutOfPlaceAreTrashed(t *testing.T) {
	cases := []struct {
		name string
		zone core.Zone
		card *core.CardData
		gone bool
	}{
		{"Option in the battle area", core.ZoneBattle, option("O", core.ColorsOf(core.Red), 1), true},
		{"Tamer in the battle area", core.ZoneBattle, tamer("T", core.Red, 2), false},
		{"Tamer in the breeding area", core.ZoneBreeding, tamer("T", core.Red, 2), true},
		{"Option in the breeding area", core.ZoneBreeding, option("O", core.ColorsOf(core.Red), 1), true},
	}
	for _, c := range cases {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		o := g.AddObject(p1, c.zone, c.card)
		resume(t, g)
		gone := holds(g.Players[p1].Trash, o.Top())
		if gone != c.gone {
			t.Errorf("%s: trashed %v, want %v", c.name, gone, c.gone)
		}
		if len(deletedObjs(g)) != 0 {
			t.Errorf("%s: a deletion", c.name)
		}
	}
}

// 17-1-1: a rule check acts on cards in given situations. 17-1-3: everything it finds is
// processed at the same time.
func TestRuleCheckActsOnEverythingAtOnce(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	zero := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 1000))
	g.Grant(&core.Modifier{Target: zero, DP: -1000})
	g.AddObject(p1, core.ZoneBattle, egg("E", core.Red))
	g.AddObject(p2, core.ZoneBattle, option("O", core.ColorsOf(core.Blue), 1))
	g.AddObject(p2, core.ZoneBreeding, tamer("T", core.Blue, 2))
	resume(t, g)
	if n := len(g.Players[p1].Battle) + len(g.Players[p2].Battle); n != 0 || g.Players[p2].Breeding != nil {
		t.Fatalf("the rule check left %d objects", n)
	}
	if n := len(ruleChecks(g)); n != 4 {
		t.Errorf("%d rule-check actions, want 4: %v", n, ruleChecks(g))
	}
	lastCheck := -1
	for i, e := range g.Events {
		if e.Kind == core.EvRuleCheck || e.Kind == core.EvDelete {
			lastCheck = i
		}
	}
	if first := eventIndex(g, kindIs(core.EvLeaveField)); first < lastCheck {
		t.Errorf("a card left (event %d) before the rule check had found everything (event %d)", first, lastCheck)
	}
}

// 17-1-2, 17-1-2-1: no rule check in the middle of a rule's processing: a Digimon brought
// to 0 DP while its attack is being declared (an observer stands in for the effect) is
// deleted only once the declaration is over.
func TestRuleCheckWaitsForTheProcessingToEnd(t *testing.T) {
	s := newScript(t)
	midDeclaration := once(kindIs(core.EvSuspend), func(g *core.Game, ev *core.Event) {
		g.Grant(&core.Modifier{Target: objByID(g, ev.Obj), DP: -99999})
	})
	g := mainBoard(t, s, 3, midDeclaration)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	decl := eventIndex(g, kindIs(core.EvAttack))
	del := eventIndex(g, kindIs(core.EvDelete))
	if decl < 0 || del < 0 || del < decl {
		t.Errorf("the deletion (event %d) came inside the attack declaration (declared at event %d)", del, decl)
	}
}

// 4-5-7: the cards under a stacked card are part of the top card's information, not cards
// in the area; 4-2-3: under a Digimon they are digivolution cards, whatever their kind.
// So an Option or a Tamer card under a Digimon is not an "Option card in the battle area"
// (17-1-3-3) nor a "Tamer card in the breeding area" (17-1-3-4).
func TestCardsUnderADigimonAreNotInTheArea(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	bat := g.AddObject(p1, core.ZoneBattle, option("O", core.ColorsOf(core.Red), 1), digimon("A", core.Red, 4, 4, 4000))
	br := g.AddObject(p1, core.ZoneBreeding, tamer("T", core.Red, 2), digimon("B", core.Red, 3, 3, 3000))
	resume(t, g)
	if !inBattle(g, bat) || g.Players[p1].Breeding != br {
		t.Errorf("a Digimon with an Option or Tamer card under it was removed by the rule check: %v", ruleChecks(g))
	}
	if n := len(g.Players[p1].Trash); n != 0 {
		t.Errorf("%d cards trashed", n)
	}
}
