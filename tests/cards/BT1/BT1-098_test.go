package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-098 V-Nova Blast — [Main] 1 of your Digimon gains <Jamming> for the turn.
// [Security] Add this card to its owner's hand.

// TestVNovaBlastMain: the chosen Bearmon (4000) loses to a 12000 Security Digimon and
// survives; in the next turn it has no <Jamming>.
func TestVNovaBlastMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	bear := k.Battle(you, "ST2-04")
	k.Security(them, "ST1-10")
	k.Security(them, "ST1-10")
	k.Hand(you, "BT1-098")
	k.Run(cardtest.Use("BT1-098"), cardtest.Select(bear).By(you), cardtest.Attack(bear))
	if !onField(bear) {
		t.Fatalf("Bearmon was deleted by a Security Digimon")
	}
	k.Run(nextTurn(you)...)
	if k.HasKeyword(bear, core.Jamming) {
		t.Errorf("<Jamming> lasted past the turn")
	}
}

// TestVNovaBlastSecurity: checked, it goes to its owner's hand.
func TestVNovaBlastSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-098")
	k.Run(cardtest.Attack(attacker))
	if h := k.hand(them); !slices.Equal(h, []string{"BT1-098"}) {
		t.Errorf("the opponent's hand %v; want V-Nova Blast", h)
	}
}
