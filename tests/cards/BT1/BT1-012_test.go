package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-012 Biyomon — Inherited: [Your Turn] When this Digimon is blocked, it gets +2000 DP.

// TestBiyomonInheritedBlocked: Groundramon (6000) with Biyomon under it is blocked by
// Coredramon (6000): +2000 DP, so it wins instead of tying, and keeps the +2000 for
// the turn. Not blocked: nothing.
func TestBiyomonInheritedBlocked(t *testing.T) {
	tb := cardtest.New(t)
	ground := tb.Battle(meA, "BT1-012", "BT1-020")
	core6 := tb.Battle(oppA, "ST1-06")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(ground), cardtest.Block(core6).By(oppA))
	if n := countA(tb, "BT1-012"); n != 1 {
		t.Fatalf("BT1-012 activated %d times; want 1", n)
	}
	if ground.Zone != core.ZoneBattle || core6.Zone == core.ZoneBattle {
		t.Errorf("after the battle: attacker in %s, blocker in %s; want the attacker (8000) to win", ground.Zone, core6.Zone)
	}
	if got := tb.DP(ground); got != 8000 {
		t.Errorf("DP after the battle: %d; want 8000 for the turn", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(ground); got != 6000 {
		t.Errorf("DP in the opponent's turn: %d; want 6000", got)
	}

	tb = cardtest.New(t)
	ground = tb.Battle(meA, "BT1-012", "BT1-020")
	tb.Battle(oppA, "ST1-06")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(ground), cardtest.NoBlock().By(oppA))
	if n := countA(tb, "BT1-012"); n != 0 || tb.DP(ground) != 6000 {
		t.Errorf("not blocked: %d activations, %d DP; want none, 6000", n, tb.DP(ground))
	}
}

// TestBiyomonInheritedNotWhenBlocking: in the opponent's turn, the Digimon with Biyomon
// under it blocks: it is not "blocked", and it is not its player's turn.
func TestBiyomonInheritedNotWhenBlocking(t *testing.T) {
	tb := cardtest.New(t)
	tb.Position().SetTurn(oppA, 4, core.PhaseMain)
	attacker := tb.Battle(oppA, "ST1-04")
	blocker := tb.Battle(meA, "BT1-012", "ST1-06")
	tb.Security(meA, "BT1-001")
	tb.Run(cardtest.Attack(attacker), cardtest.Block(blocker).By(meA))
	if n := countA(tb, "BT1-012"); n != 0 {
		t.Errorf("BT1-012 activated %d times; want none", n)
	}
}
