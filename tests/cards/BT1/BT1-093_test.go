package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-093 Great Tornado — [Main] 1 of your Digimon gets +2000 DP and <Security Attack
// +1> for the turn.
// [Security] Add this card to its owner's hand.

// TestGreatTornadoMain: the chosen Dracomon has 6000 and checks 2 this turn; in the
// next turn of its player 4000 and 1.
func TestGreatTornadoMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	drac := k.Battle(you, "ST1-04")
	k.Hand(you, "BT1-093")
	k.Run(cardtest.Use("BT1-093"), cardtest.Select(drac).By(you))
	k.wantDP(drac, 6000, "after Great Tornado")
	k.wantChecks(drac, 2, "after Great Tornado")
	k.Run(append(nextTurn(you), nextTurn(them)...)...)
	k.wantDP(drac, 4000, "your next turn")
	k.wantChecks(drac, 1, "your next turn")
}

// TestGreatTornadoSecurityGoesToHand: checked, it goes to its owner's hand.
func TestGreatTornadoSecurityGoesToHand(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-093")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-093", "[Security]")
	if h := k.hand(them); !slices.Equal(h, []string{"BT1-093"}) {
		t.Errorf("the opponent's hand %v; want Great Tornado", h)
	}
	if tr := k.trash(them); len(tr) != 0 {
		t.Errorf("the opponent's trash %v; want it empty", tr)
	}
}
