package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-083 GranKuwagamon — <Piercing>. [Your Turn] This Digimon gets +4000 DP.

// TestGranKuwagamonYourTurnDP: 15000 in its player's turn, 11000 in the opponent's.
func TestGranKuwagamonYourTurnDP(t *testing.T) {
	k := newKit(t)
	gran := k.Battle(you, "BT1-083")
	k.wantDP(gran, 15000, "your turn")
	k.Run(nextTurn(you)...)
	k.wantDP(gran, 11000, "the opponent's turn")
}

// TestGranKuwagamonPiercing: with +4000 it beats a suspended Magnadramon (12000),
// deletes it and checks a security card (<Piercing>).
func TestGranKuwagamonPiercing(t *testing.T) {
	k := newKit(t)
	gran := k.Battle(you, "BT1-083")
	magna := k.Battle(them, "ST3-10")
	magna.Suspended = true
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.AttackDigimon(gran, magna))
	if onField(magna) || !onField(gran) {
		t.Fatalf("after the battle: Magnadramon on the field %v, GranKuwagamon %v", onField(magna), onField(gran))
	}
	if n := k.ChecksMade(gran); n != 1 {
		t.Errorf("%d security checks; want 1 (<Piercing>)", n)
	}
}
