package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-112 Dimension Scissor — [Main] 1 of your Digimon gains the following effect for
// the turn: "When this Digimon deletes an opponent's Digimon in battle and survives,
// unsuspend it."
// [Security] Add this card to its owner's hand.

// TestDimensionScissorUnsuspendsAfterABattleWin: the chosen Titamon deletes a
// suspended Goblimon and unsuspends; it does so again after a second win; your other
// Digimon, not chosen, stays suspended after its win.
func TestDimensionScissorUnsuspendsAfterABattleWin(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	tita := k.Battle(you, "BT1-080")
	other := k.Battle(you, "BT1-080")
	var gobs []*core.FieldObject
	for range 3 {
		g := k.Battle(them, "BT1-064")
		g.Suspended = true
		gobs = append(gobs, g)
	}
	k.Hand(you, "BT1-112")
	k.Run(cardtest.Use("BT1-112"), cardtest.Select(tita).By(you), cardtest.AttackDigimon(tita, gobs[0]))
	k.wantActivated("BT1-112", "[Main]", "given [when deletes_in_battle_and_survives]")
	if tita.Suspended {
		t.Errorf("Titamon is suspended after its first win")
	}
	k.Run(cardtest.AttackDigimon(tita, gobs[1]))
	if tita.Suspended {
		t.Errorf("Titamon is suspended after its second win")
	}
	k.Run(cardtest.AttackDigimon(other, gobs[2]))
	if !other.Suspended {
		t.Errorf("the other Titamon unsuspended")
	}
}

// TestDimensionScissorNotWhenItDoesNotSurvive: a tie deletes both; nothing activates.
func TestDimensionScissorNotWhenItDoesNotSurvive(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	tita := k.Battle(you, "BT1-080")
	magna := k.Battle(them, "ST3-10")
	magna.Suspended = true
	k.Hand(you, "BT1-112")
	k.Run(cardtest.Use("BT1-112"), cardtest.Select(tita).By(you), cardtest.AttackDigimon(tita, magna))
	k.wantActivated("BT1-112", "[Main]")
}

// TestDimensionScissorNotWhenRetaliationDeletesIt: Titamon deletes Zanbamon (BT5-080,
// <Retaliation>) in battle, and <Retaliation> deletes Titamon before the battle ends
// (14-2-4): it did not survive, and the given effect does not activate (14-2-5; ver.
// 1.0 12-13-8; Q2746).
func TestDimensionScissorNotWhenRetaliationDeletesIt(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	tita := k.Battle(you, "BT1-080")
	zanba := k.Battle(them, "BT5-080")
	zanba.Suspended = true
	k.Hand(you, "BT1-112")
	k.Run(cardtest.Use("BT1-112"), cardtest.Select(tita).By(you), cardtest.AttackDigimon(tita, zanba))
	if onField(tita) || onField(zanba) {
		t.Fatalf("a Digimon is still on the field after the battle and <Retaliation>")
	}
	k.wantActivated("BT1-112", "[Main]")
}

// TestDimensionScissorSecurity: checked, it goes to its owner's hand.
func TestDimensionScissorSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-112")
	k.Run(cardtest.Attack(attacker))
	if h := k.hand(them); !slices.Equal(h, []string{"BT1-112"}) {
		t.Errorf("the opponent's hand %v; want Dimension Scissor", h)
	}
}
