package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-095 Brave Shield — [Main] Unsuspend 1 of your Digimon. Until the end of your
// opponent's next turn, that Digimon gains <Blocker>.
// [Security] Unsuspend 1 of your Digimon. That Digimon gains <Blocker> for the turn.

// TestBraveShieldMain: the attacker, suspended, is unsuspended and blocks in the
// opponent's next turn; in your turn after that it has no <Blocker>.
func TestBraveShieldMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 5)
	drac := k.Battle(you, "ST1-04")
	drac.Suspended = true
	gob := k.Battle(them, "BT1-064")
	k.Security(you, "ST1-02")
	k.Hand(you, "BT1-095")
	k.Run(cardtest.Use("BT1-095"), cardtest.Select(drac).By(you))
	if drac.Suspended || !k.HasKeyword(drac, core.Blocker) {
		t.Fatalf("Dracomon suspended %v, <Blocker> %v; want unsuspended with <Blocker>", drac.Suspended, k.HasKeyword(drac, core.Blocker))
	}
	k.Run(cardtest.Pass(), cardtest.Attack(gob).By(them), cardtest.Block(drac).By(you))
	if onField(gob) {
		t.Errorf("Goblimon (3000) survived the block by Dracomon (4000)")
	}
	k.Run(cardtest.Pass().By(them))
	if k.HasKeyword(drac, core.Blocker) {
		t.Errorf("<Blocker> lasted into your next turn")
	}
}

// TestBraveShieldSecurity: checked, its owner unsuspends their Digimon, which gains
// <Blocker> for the turn and blocks the attacker's next attack.
func TestBraveShieldSecurity(t *testing.T) {
	k := newKit(t)
	a1 := k.Battle(you, "ST1-04")
	a2 := k.Battle(you, "ST1-04")
	theirs := k.Battle(them, "BT1-080") // Titamon 12000
	theirs.Suspended = true
	k.Security(them, "ST1-02", "ST1-02", "BT1-095")
	k.Run(cardtest.Attack(a1), cardtest.Select(theirs).By(them))
	k.wantActivated("BT1-095", "[Security]")
	if theirs.Suspended || !k.HasKeyword(theirs, core.Blocker) {
		t.Fatalf("Titamon suspended %v, <Blocker> %v", theirs.Suspended, k.HasKeyword(theirs, core.Blocker))
	}
	k.Run(cardtest.Attack(a2), cardtest.Block(theirs).By(them))
	if onField(a2) {
		t.Errorf("the blocked Dracomon survived Titamon")
	}
	k.Run(nextTurn(you)...)
	if k.HasKeyword(theirs, core.Blocker) {
		t.Errorf("<Blocker> lasted past the turn")
	}
}
