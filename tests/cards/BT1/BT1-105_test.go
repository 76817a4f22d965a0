package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-105 Blast Fire — [Main] Change the original DP of 1 of your opponent's Digimon
// to 3000 until the end of your opponent's next turn.

// TestBlastFireMain: Magnadramon (12000) is a 3000 Digimon through the opponent's next
// turn and 12000 again in your turn after it.
func TestBlastFireMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 4)
	k.Battle(you, "ST3-02")
	magna := k.Battle(them, "ST3-10")
	k.Hand(you, "BT1-105")
	k.Run(cardtest.Use("BT1-105"), cardtest.Select(magna).By(you))
	k.wantDP(magna, 3000, "after Blast Fire")
	k.Run(nextTurn(you)...)
	k.wantDP(magna, 3000, "the opponent's next turn")
	k.Run(nextTurn(them)...)
	k.wantDP(magna, 12000, "your next turn")
}

// TestBlastFireDPChangesApplyOnTop: -7000 after it takes the new original 3000 to 0:
// deleted.
func TestBlastFireDPChangesApplyOnTop(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 9)
	k.Battle(you, "ST3-02")
	tita := k.Battle(them, "BT1-080")
	k.Hand(you, "BT1-105", "BT1-106")
	k.Run(cardtest.Use("BT1-105"), cardtest.Select(tita).By(you))
	k.wantDP(tita, 3000, "after Blast Fire")
	k.Run(cardtest.Use("BT1-106"), cardtest.Select(tita).By(you))
	if onField(tita) {
		t.Errorf("Titamon at 3000 - 7000 survived")
	}
}
