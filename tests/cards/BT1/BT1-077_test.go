package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-077 Okuwamon — Inherited: [Your Turn] When this Digimon deletes an opponent's
// Digimon in battle and survives, gain 1 memory.

// TestOkuwamonInheritedGainsOnABattleWin: Titamon (12000) over Okuwamon attacks a
// suspended Goblimon and deletes it: +1 memory.
func TestOkuwamonInheritedGainsOnABattleWin(t *testing.T) {
	k := newKit(t)
	tita := k.Battle(you, "BT1-077", "BT1-080")
	gob := k.Battle(them, "BT1-064")
	gob.Suspended = true
	k.Run(cardtest.AttackDigimon(tita, gob))
	if onField(gob) {
		t.Fatalf("Goblimon survived")
	}
	k.wantActivated("BT1-077", "[when deletes_in_battle_and_survives]")
	k.wantMemory(you, 1, "after the battle")
}

// TestOkuwamonInheritedNotWhenItDoesNotSurvive: a tie deletes both: no memory.
func TestOkuwamonInheritedNotWhenItDoesNotSurvive(t *testing.T) {
	k := newKit(t)
	tita := k.Battle(you, "BT1-077", "BT1-080")
	magna := k.Battle(them, "ST3-10") // 12000
	magna.Suspended = true
	k.Run(cardtest.AttackDigimon(tita, magna))
	if onField(tita) || onField(magna) {
		t.Fatalf("the tie left a Digimon on the field")
	}
	k.wantActivated("BT1-077")
	k.wantMemory(you, 0, "after the tie")
}

// TestOkuwamonInheritedNotOnSecurityDigimon: beating a Security Digimon deletes
// nothing (14-2-3): no memory.
func TestOkuwamonInheritedNotOnSecurityDigimon(t *testing.T) {
	k := newKit(t)
	tita := k.Battle(you, "BT1-077", "BT1-080")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(tita))
	k.wantActivated("BT1-077")
}

// TestOkuwamonInheritedNotInTheOpponentsTurn: when the opponent's Digimon attacks it
// and is deleted in that battle, it is not its player's turn: nothing.
func TestOkuwamonInheritedNotInTheOpponentsTurn(t *testing.T) {
	k := newKit(t)
	tita := k.Battle(you, "BT1-077", "BT1-080")
	tita.Suspended = true
	gob := k.Battle(them, "BT1-064")
	k.Run(cardtest.Pass(), cardtest.AttackDigimon(gob, tita).By(them))
	if onField(gob) {
		t.Fatalf("Goblimon survived attacking Titamon")
	}
	k.wantActivated("BT1-077")
}
