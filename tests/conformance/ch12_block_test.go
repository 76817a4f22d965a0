package conformance

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 12: blocking.

// blocker puts a Digimon with <Blocker> in p's battle area.
func blocker(g *core.Game, p core.PlayerID, num string, dp int) *core.FieldObject {
	o := g.AddObject(p, core.ZoneBattle, digimon(num, core.Blue, 4, 4, dp))
	g.Grant(&core.Modifier{Target: o, Keywords: []core.Keyword{core.Blocker}})
	return o
}

// 12-1-1: a Digimon with <Blocker> in the battle area (4-2-8) can make itself the target
// of the attack. 12-1-7, 12-1-7-1: declaring the block suspends the blocker. 11-4-1: the
// non-turn player blocks in the block timing. The attacker then battles the blocker
// instead of checking security, or instead of battling the Digimon it attacked.
func TestBlockMakesTheBlockerTheTarget(t *testing.T) {
	t.Run("attack on the player", func(t *testing.T) {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
		b := blocker(g, p2, "B", 6000)
		addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
		s.steps = []step{attack(a, nil), block(b).as(p2)}
		resume(t, g)
		if !b.Suspended {
			t.Errorf("blocking did not suspend the blocker")
		}
		if ev := events(g, core.EvBattle); len(ev) != 1 || ev[0].Obj != a.ID || ev[0].Target != b.ID {
			t.Errorf("battles %+v, want the attacker against the blocker", ev)
		}
		if len(g.Players[p2].Security) != 2 || len(events(g, core.EvSecurityCheck)) != 0 {
			t.Errorf("a blocked attack checked security")
		}
		if inBattle(g, a) || !inBattle(g, b) {
			t.Errorf("3000 against 6000: the attacker must be deleted, the blocker stay")
		}
	})
	t.Run("attack on a Digimon", func(t *testing.T) {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
		x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 1000))
		x.Suspended = true
		b := blocker(g, p2, "B", 2000)
		s.steps = []step{attack(a, x), block(b).as(p2)}
		resume(t, g)
		if ev := events(g, core.EvBattle); len(ev) != 1 || ev[0].Target != b.ID {
			t.Errorf("battles %+v, want the attacker against the blocker", ev)
		}
		if !inBattle(g, x) || inBattle(g, b) {
			t.Errorf("the Digimon first attacked must be untouched and the 2000 blocker deleted by 3000")
		}
	})
}

// 12-1-1, 4-2-8: only a Digimon with <Blocker>, in the battle area, can block: none in the
// breeding area, none without <Blocker>. No one can block, so no block timing is asked.
func TestOnlyBattleAreaBlockersBlock(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, digimon("N", core.Blue, 3, 3, 9000))
	br := g.AddObject(p2, core.ZoneBreeding, digimon("BR", core.Blue, 3, 3, 9000))
	g.Grant(&core.Modifier{Target: br, Keywords: []core.Keyword{core.Blocker}})
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if n := s.count(core.PromptBlock); n != 0 {
		t.Errorf("%d block prompts with no <Blocker> in the battle area", n)
	}
	if len(g.Players[p2].Security) != 1 {
		t.Errorf("the attack did not check security")
	}
}

// 12-1-4: a Digimon that cannot be suspended cannot block; 12-1-7-1: blocking suspends
// the blocker — so an already suspended <Blocker> cannot block.
func TestSuspendedBlockerCannotBlock(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	b := blocker(g, p2, "B", 6000)
	b.Suspended = true
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if n := s.count(core.PromptBlock); n != 0 {
		t.Errorf("a suspended <Blocker> was offered the block")
	}
}

// 12-1-2: one Digimon blocks an attack; 12-1-3: no further block while blocking. With two
// <Blocker>s the defender is asked once, and only the chosen one battles.
func TestOneBlockPerAttack(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	b1 := blocker(g, p2, "B1", 1000)
	b2 := blocker(g, p2, "B2", 1000)
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(a, nil), block(b1).as(p2)}
	resume(t, g)
	if n := s.count(core.PromptBlock); n != 1 {
		t.Errorf("%d block prompts for one attack, want 1", n)
	}
	if n := len(choices(s.seen[1].Choices, actionIs(core.ActBlock))); n != 2 {
		t.Errorf("the block prompt offered %d blockers, want 2", n)
	}
	if b2.Suspended || !inBattle(g, b2) || len(events(g, core.EvBlock)) != 1 {
		t.Errorf("the second <Blocker> took part in the block")
	}
}

// 12-1-5: the Digimon attacked cannot block, even when it is unsuspended again (an
// observer stands in for a [When Attacking]-time effect that unsuspends it); another
// <Blocker> still can.
func TestTheAttackedDigimonCannotBlock(t *testing.T) {
	s := newScript(t)
	unsuspended := false
	unsuspend := once(kindIs(core.EvAttack), func(g *core.Game, ev *core.Event) {
		if o := objByID(g, ev.Target); o != nil && o.Suspended {
			o.Suspended, unsuspended = false, true
		}
	})
	g := mainBoard(t, s, 3, unsuspend)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	x := blocker(g, p2, "X", 1000)
	x.Suspended = true
	other := blocker(g, p2, "Y", 1000)
	s.steps = []step{attack(a, x), noBlock().as(p2)}
	resume(t, g)
	if !unsuspended {
		t.Fatalf("the observer did not unsuspend the target")
	}
	if s.count(core.PromptBlock) != 1 {
		t.Fatalf("want one block prompt, got %d", s.count(core.PromptBlock))
	}
	var blockers []*core.FieldObject
	for _, c := range choices(s.seen[1].Choices, actionIs(core.ActBlock)) {
		blockers = append(blockers, c.Obj)
	}
	if len(blockers) != 1 || blockers[0] != other {
		t.Errorf("blockers offered %v, want only the other <Blocker> #%d", blockers, other.ID)
	}
}

// 12-1-6: when the attacker is no longer in the battle area there is no block (the block
// timing itself still comes, 11-1-5). An observer stands in for an effect that deletes
// the attacker at its declaration.
func TestNoBlockOnceTheAttackerLeft(t *testing.T) {
	s := newScript(t)
	whenAttacking := once(kindIs(core.EvAttack), func(g *core.Game, ev *core.Event) {
		g.Grant(&core.Modifier{Target: objByID(g, ev.Obj), DP: -99999})
	})
	g := mainBoard(t, s, 3, whenAttacking)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	blocker(g, p2, "B", 1000)
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if inBattle(g, a) {
		t.Fatalf("the attacker was not deleted")
	}
	if n := s.count(core.PromptBlock); n != 0 {
		t.Errorf("blocking was offered against an attacker that left the battle area")
	}
}
