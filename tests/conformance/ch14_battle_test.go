package conformance

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 14: battles.

// battleOf sets up p1's Digimon of DP ad (with a DP modifier mod) attacking p2's
// suspended Digimon of DP xd, plays the attack and returns both.
func battleOf(t *testing.T, ad, mod, xd int) (*core.Game, *core.FieldObject, *core.FieldObject) {
	t.Helper()
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, ad))
	if mod != 0 {
		g.Grant(&core.Modifier{Target: a, DP: mod})
	}
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, xd))
	x.Suspended = true
	s.steps = []step{attack(a, x)}
	resume(t, g)
	return g, a, x
}

// 14-1: a battle compares the DP of the two. 14-2-1: DP are compared; 14-2-1-1: the
// higher wins; 14-2-1-2: the lower loses. 14-2-2: the loser is deleted at once (4-13-1).
// The DP compared is the current DP, with modifiers (1-3-8).
func TestHigherDPWinsTheBattle(t *testing.T) {
	cases := []struct {
		name       string
		ad, mod    int
		xd         int
		aWins      bool
		wantResult string
	}{
		{"attacker higher", 5000, 0, 3000, true, "win"},
		{"attacker lower", 3000, 0, 5000, false, "loss"},
		{"attacker raised above", 3000, 3000, 5000, true, "win"},
		{"attacker lowered below", 6000, -2000, 5000, false, "loss"},
	}
	for _, c := range cases {
		g, a, x := battleOf(t, c.ad, c.mod, c.xd)
		ev := events(g, core.EvBattle)
		if len(ev) != 1 || ev[0].Text != c.wantResult {
			t.Errorf("%s: battle events %+v, want outcome %q", c.name, ev, c.wantResult)
		}
		winner, loser := a, x
		if !c.aWins {
			winner, loser = x, a
		}
		if !inBattle(g, winner) || inBattle(g, loser) {
			t.Errorf("%s: the winner #%d must stay, the loser #%d go", c.name, winner.ID, loser.ID)
		}
		if del := deletedObjs(g); len(del) != 1 || del[0] != loser.ID {
			t.Errorf("%s: deleted %v, want [%d]", c.name, del, loser.ID)
		}
		if !holds(g.Players[loser.Owner].Trash, loser.Top()) {
			t.Errorf("%s: the loser's card is not in its owner's trash", c.name)
		}
	}
}

// 14-2-1-3: equal DP — both lose. 14-2-2: both are deleted at the same time.
func TestTieDeletesBothAtOnce(t *testing.T) {
	g, a, x := battleOf(t, 4000, 0, 4000)
	if inBattle(g, a) || inBattle(g, x) {
		t.Fatalf("after a tie: attacker on the field %v, target %v; want both deleted", inBattle(g, a), inBattle(g, x))
	}
	del := deletedObjs(g)
	if len(del) != 2 || !containsInt(del, a.ID) || !containsInt(del, x.ID) {
		t.Errorf("deleted %v, want both", del)
	}
	// Deleted together: both deletions come before either leaves the field.
	lastDelete, firstLeave := -1, -1
	for i, e := range g.Events {
		if e.Kind == core.EvDelete {
			lastDelete = i
		}
		if e.Kind == core.EvLeaveField && firstLeave < 0 {
			firstLeave = i
		}
	}
	if firstLeave < lastDelete {
		t.Errorf("one Digimon left the field (event %d) before the other was deleted (event %d)", firstLeave, lastDelete)
	}
}
