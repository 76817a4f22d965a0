package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-108 Horn Buster — [Main] 1 of your Digimon gets +3000 DP for the turn.
// [Security] Suspend 1 of your opponent's Digimon. Then add this card its owner's hand.

// TestHornBusterMain: +3000 for the turn.
func TestHornBusterMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 1)
	gob := k.Battle(you, "BT1-064")
	k.Hand(you, "BT1-108")
	k.Run(cardtest.Use("BT1-108"), cardtest.Select(gob).By(you))
	k.wantDP(gob, 6000, "after Horn Buster")
	k.Run(nextTurn(you)...)
	k.wantDP(gob, 3000, "the next turn")
}

// TestHornBusterSecurity: checked, its owner suspends 1 of the attacking player's
// Digimon and takes the card.
func TestHornBusterSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	other := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-108")
	k.Run(cardtest.Attack(attacker), cardtest.Select(other).By(them))
	k.wantActivated("BT1-108", "[Security]")
	if !other.Suspended {
		t.Errorf("the chosen Dracomon was not suspended")
	}
	if h := k.hand(them); !slices.Equal(h, []string{"BT1-108"}) {
		t.Errorf("the opponent's hand %v; want Horn Buster", h)
	}
}
