package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-100 Grace Cross Freezer — [Main] Until the end of your opponent's next turn,
// their Digimon with no digivolution cards can't attack.
// [Security] Your opponent's Digimon with no digivolution cards can't attack for the
// turn.

// TestGraceCrossFreezerMain: in the opponent's next turn their Digimon without
// digivolution cards — also one played that turn, and not one that has cards — can't
// attack; Bearmon can again once it has digivolved. In their turn after that all may.
func TestGraceCrossFreezerMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 4)
	k.Battle(you, "ST2-04")
	bare := k.Battle(them, "ST2-04")
	stacked := k.Battle(them, "ST2-02", "ST2-05")
	k.Hand(you, "BT1-100")
	k.Hand(them, "ST2-05")
	k.Run(cardtest.Use("BT1-100"), cardtest.Pass())
	if k.attackOffered(bare) || !k.attackOffered(stacked) {
		t.Errorf("opponent's turn: Bearmon may attack %v, Ikkakumon (with a card) %v; want false, true", k.attackOffered(bare), k.attackOffered(stacked))
	}
	k.Run(cardtest.Digivolve(bare, "ST2-05").By(them)) // 15-11-2-3-2: it has a card now
	if !k.attackOffered(bare) {
		t.Errorf("digivolved, it still may not attack")
	}
	k.Run(cardtest.Pass().By(them), cardtest.Pass())
	if !k.attackOffered(stacked) {
		t.Errorf("two turns later Ikkakumon may not attack")
	}
}

// TestGraceCrossFreezerSecurity: checked, the attacking player's other Digimon without
// digivolution cards can't attack for the rest of the turn.
func TestGraceCrossFreezerSecurity(t *testing.T) {
	k := newKit(t)
	a1 := k.Battle(you, "ST1-04")
	a2 := k.Battle(you, "ST1-04")
	a3 := k.Battle(you, "ST1-02", "ST1-05")
	k.Security(them, "ST1-02", "ST1-02", "BT1-100")
	k.Run(cardtest.Attack(a1))
	k.wantActivated("BT1-100", "[Security]")
	if k.attackOffered(a2) || !k.attackOffered(a3) {
		t.Errorf("Dracomon may attack %v, Birdramon (with a card) %v; want false, true", k.attackOffered(a2), k.attackOffered(a3))
	}
	k.Run(append(nextTurn(you), nextTurn(them)...)...)
	if !k.attackOffered(a2) {
		t.Errorf("the next turn Dracomon may not attack")
	}
}
