package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-091 Scrap Claw — [Main] 1 of your Digimon gains <Piercing> for the turn.

// TestScrapClawGivesPiercingForTheTurn: the chosen Phoenixmon deletes a suspended
// Digimon and checks security; in the next turn it no longer has <Piercing>.
func TestScrapClawGivesPiercingForTheTurn(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	phoenix := k.Battle(you, "ST1-10")
	gob := k.Battle(them, "BT1-064")
	gob.Suspended = true
	k.Security(them, "ST1-02", "ST1-02")
	k.Hand(you, "BT1-091")
	k.Run(cardtest.Use("BT1-091"), cardtest.Select(phoenix).By(you))
	if !k.HasKeyword(phoenix, core.Piercing) {
		t.Fatalf("Phoenixmon has no <Piercing>")
	}
	k.Run(cardtest.AttackDigimon(phoenix, gob))
	if n := k.ChecksMade(phoenix); n != 1 {
		t.Errorf("%d security checks after deleting Goblimon; want 1", n)
	}
	k.Run(nextTurn(you)...)
	if k.HasKeyword(phoenix, core.Piercing) {
		t.Errorf("<Piercing> lasted past the turn")
	}
}

// TestScrapClawHasNoSecurityEffect: checked, nothing activates.
func TestScrapClawHasNoSecurityEffect(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Battle(them, "ST1-04")
	k.Security(them, "ST1-02", "BT1-091")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-091")
}
