package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-001 Yokomon — Inherited: [When Attacking] When you attack an opponent's Digimon,
// this Digimon gets +1000 DP for the turn.

// TestYokomonInheritedAttackingADigimon: a Digimon with Yokomon under it attacks a
// suspended Digimon: +1000 DP for the turn, so Monodramon (3000) beats a 3000 DP
// Biyomon instead of tying; the +1000 is gone in the opponent's turn.
func TestYokomonInheritedAttackingADigimon(t *testing.T) {
	tb := cardtest.New(t)
	mono := tb.Battle(meA, "BT1-001", "BT1-009")
	biyo := tb.Battle(oppA, "ST1-02")
	suspendA(tb, biyo)
	tb.Run(cardtest.AttackDigimon(mono, biyo))

	if n := countA(tb, "BT1-001"); n != 1 {
		t.Fatalf("BT1-001 activated %d times; want 1", n)
	}
	if mono.Zone != core.ZoneBattle || biyo.Zone == core.ZoneBattle {
		t.Fatalf("after the battle: attacker in %s, Biyomon in %s; want the 4000 DP attacker to win", mono.Zone, biyo.Zone)
	}
	if got := tb.DP(mono); got != 4000 {
		t.Errorf("DP for the rest of the turn: %d; want 4000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(mono); got != 3000 {
		t.Errorf("DP in the opponent's turn: %d; want 3000", got)
	}
}

// TestYokomonInheritedAttackingThePlayer: attacking the player is not attacking a
// Digimon: nothing activates.
func TestYokomonInheritedAttackingThePlayer(t *testing.T) {
	tb := cardtest.New(t)
	mono := tb.Battle(meA, "BT1-001", "BT1-009")
	tb.Security(oppA, "BT1-002") // a Digi-Egg: no battle
	tb.Run(cardtest.Attack(mono))
	if n := countA(tb, "BT1-001"); n != 0 || tb.DP(mono) != 3000 {
		t.Errorf("attacking the player: %d activations, %d DP; want none, 3000", n, tb.DP(mono))
	}

}
