package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-090 Gravity Crush — [Main] Gain 2 memory. At end of turn, lose 2 memory.

// TestGravityCrushMain: used for 0 (a red Digimon in play: the color requirement), it
// gains 2; passing then leaves the opponent 3 + 2 = 5.
func TestGravityCrushMain(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "ST1-04")
	k.Hand(you, "BT1-090")
	k.Run(cardtest.Use("BT1-090"))
	k.wantActivated("BT1-090", "[Main]")
	k.wantMemory(you, 2, "after using it from 0")
	k.Run(nextTurn(you)...)
	k.wantMemory(them, 5, "the opponent's turn")
}

// TestGravityCrushHasNoSecurityEffect: checked from security it does nothing and goes
// to the trash.
func TestGravityCrushHasNoSecurityEffect(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-090")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-090")
	k.wantMemory(you, 0, "after the check")
	if tr := k.trash(them); !slices.Equal(tr, []string{"BT1-090"}) {
		t.Errorf("the opponent's trash %v; want Gravity Crush", tr)
	}
}
