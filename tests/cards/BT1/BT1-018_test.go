package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-018 Flarerizamon — [Your Turn] While you have 3 or more memory, this Digimon gains
// <Security Attack +1>.

// TestFlarerizamonWithMemory: it checks 2 with 3 or more memory in its player's turn,
// 1 with 2; and it really checks 2 cards.
func TestFlarerizamonWithMemory(t *testing.T) {
	tb := cardtest.New(t)
	flare := tb.Battle(meA, "BT1-018")
	tb.Memory(meA, 2)
	if n := tb.Checks(flare); n != 1 {
		t.Errorf("2 memory: checks %d; want 1", n)
	}
	tb.Memory(meA, 3)
	if n := tb.Checks(flare); n != 2 {
		t.Errorf("3 memory: checks %d; want 2", n)
	}
	tb.Security(oppA, "BT1-001", "BT1-001", "BT1-001")
	tb.Run(cardtest.Attack(flare))
	if n := len(tb.Position().Players[oppA].Security); n != 1 {
		t.Errorf("%d security cards left; want 1 (2 checked)", n)
	}
}

// TestFlarerizamonOpponentsTurn: in the opponent's turn, even with memory on its
// player's side, no <Security A. +1>.
func TestFlarerizamonOpponentsTurn(t *testing.T) {
	tb := cardtest.New(t)
	flare := tb.Battle(meA, "BT1-018")
	tb.Run(cardtest.Pass())
	tb.Memory(meA, 5)
	if n := tb.Checks(flare); n != 1 {
		t.Errorf("opponent's turn: checks %d; want 1", n)
	}
}
