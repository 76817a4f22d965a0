package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-062 SlashAngemon — [When Digivolving] 1 of your opponent's Digimon gets -8000 DP
// for the turn.

// TestSlashAngemonWhenDigivolving: digivolving from a yellow level 5 (cost 3), the
// chosen Magnadramon (12000) has 4000 for the turn and 12000 again next turn; a 7000
// Digimon chosen instead goes to 0 and is deleted.
func TestSlashAngemonWhenDigivolving(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	chirin := k.Battle(you, "BT1-058")
	magna := k.Battle(them, "ST3-10")
	k.Battle(them, "ST3-08")
	k.Hand(you, "BT1-062")
	k.Run(cardtest.Digivolve(chirin, "BT1-062"), cardtest.Select(magna).By(you))
	k.wantActivated("BT1-062", "[When Digivolving]")
	k.wantMemory(you, 0, "after digivolving for 3")
	k.wantDP(magna, 4000, "after SlashAngemon")
	k.Run(nextTurn(you)...)
	k.wantDP(magna, 12000, "the next turn")
}

// TestSlashAngemonDeletesAt0: 7000 - 8000 is 0 DP: deleted by the rule check.
func TestSlashAngemonDeletesAt0(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	chirin := k.Battle(you, "BT1-058")
	angewomon := k.Battle(them, "ST3-09")
	k.Hand(you, "BT1-062")
	k.Run(cardtest.Digivolve(chirin, "BT1-062"), cardtest.Select(angewomon).By(you))
	if onField(angewomon) {
		t.Errorf("Angewomon at 0 DP is still on the field")
	}
}

// TestSlashAngemonPlayedDoesNothing: played (not digivolved into), nothing activates.
func TestSlashAngemonPlayedDoesNothing(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 11)
	k.Battle(them, "ST3-10")
	k.Hand(you, "BT1-062")
	k.Run(cardtest.Play("BT1-062"))
	k.wantActivated("BT1-062")
}
