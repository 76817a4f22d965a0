package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-106 Symphony No.1 <Polyphony> — [Main] 1 of your opponent's Digimon gets -7000
// DP for the turn.

// TestSymphonyMain: Magnadramon has 5000 for the turn, 12000 the next.
func TestSymphonyMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 5)
	k.Battle(you, "ST3-02")
	magna := k.Battle(them, "ST3-10")
	k.Hand(you, "BT1-106")
	k.Run(cardtest.Use("BT1-106"), cardtest.Select(magna).By(you))
	k.wantActivated("BT1-106", "[Main]")
	k.wantDP(magna, 5000, "after Symphony")
	k.Run(nextTurn(you)...)
	k.wantDP(magna, 12000, "the next turn")
}

// TestSymphonyHasNoSecurityEffect: checked, nothing activates.
func TestSymphonyHasNoSecurityEffect(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-106")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-106")
	k.wantDP(attacker, 4000, "after the check")
}
