package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-103 Testament — [Main] Until the end of your opponent's next turn, 1 of your
// Digimon gains <Blocker>.
// [Security] Trigger <Draw 1>. Then, add this card to your hand.

// TestTestamentMain: the chosen Salamon has <Blocker> in the opponent's next turn and
// not in your turn after it.
func TestTestamentMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	sala := k.Battle(you, "ST3-02")
	k.Hand(you, "BT1-103")
	k.Run(cardtest.Use("BT1-103"), cardtest.Select(sala).By(you), cardtest.Pass())
	if !k.HasKeyword(sala, core.Blocker) {
		t.Errorf("the opponent's turn: Salamon has no <Blocker>")
	}
	k.Run(cardtest.Pass().By(them))
	if k.HasKeyword(sala, core.Blocker) {
		t.Errorf("your next turn: Salamon still has <Blocker>")
	}
}

// TestTestamentSecurity: checked, its owner draws 1, then takes the card.
func TestTestamentSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Deck(them, "ST3-02")
	k.Security(them, "ST1-02", "BT1-103")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-103", "[Security]")
	if h := k.hand(them); !slices.Equal(h, []string{"ST3-02", "BT1-103"}) {
		t.Errorf("the opponent's hand %v; want Salamon, Testament", h)
	}
}
