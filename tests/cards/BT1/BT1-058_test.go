package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-058 Chirinmon — [When Attacking] Gain 3 memory. At end of turn, lose 3 memory.

// TestChirinmonGainsThreeWhenAttackingAndLosesThemAtEndOfTurn: attacking gains 3
// memory at once; passing the turn then gives the opponent 3 (the pass) + 3 (the
// delayed loss) = 6. Played (not attacking) it gains nothing.
func TestChirinmonGainsThreeWhenAttackingAndLosesThemAtEndOfTurn(t *testing.T) {
	k := newKit(t)
	chirin := k.Battle(you, "BT1-058")
	k.Security(them, "ST1-02", "ST1-02") // Biyomon 3000: Chirinmon (7000) wins
	k.Run(cardtest.Attack(chirin))
	k.wantActivated("BT1-058", "[When Attacking]")
	k.wantMemory(you, 3, "after the attack from 0")

	k.Run(nextTurn(you)...)
	k.wantMemory(them, 6, "their turn after the pass and the end-of-turn loss")
	k.wantActivated("BT1-058", "[When Attacking]", "at the end of the turn")
}

// TestChirinmonPlayedGainsNothing: the effect is [When Attacking] only.
func TestChirinmonPlayedGainsNothing(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	k.Battle(you, "ST3-02") // nothing to do with it
	k.Hand(you, "BT1-058")
	k.Run(cardtest.Play("BT1-058"))
	k.wantMemory(you, 0, "after playing it for 6")
	k.wantActivated("BT1-058")
}
