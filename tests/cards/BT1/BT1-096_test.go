package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-096 Mad Dog Fire — [Main] 1 of your Digimon gets +3000 DP for the turn.
// [Security] Trigger <Draw 1>. Then add this card to its owner's hand.

// TestMadDogFireMain: +3000 for the turn to the chosen Bearmon (blue: the color
// requirement).
func TestMadDogFireMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 1)
	bear := k.Battle(you, "ST2-04")
	k.Hand(you, "BT1-096")
	k.Run(cardtest.Use("BT1-096"), cardtest.Select(bear).By(you))
	k.wantDP(bear, 7000, "after Mad Dog Fire")
	k.Run(nextTurn(you)...)
	k.wantDP(bear, 4000, "the next turn")
}

// TestMadDogFireSecurity: checked, its owner draws 1 and then takes the card itself.
func TestMadDogFireSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Deck(them, "BT1-064")
	k.Security(them, "ST1-02", "BT1-096")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-096", "[Security]")
	if h := k.hand(them); !slices.Equal(h, []string{"BT1-064", "BT1-096"}) {
		t.Errorf("the opponent's hand %v; want the drawn Goblimon, then Mad Dog Fire", h)
	}
}
