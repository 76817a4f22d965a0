package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-072 Woodmon — <Blocker>. [When Attacking] Lose 2 memory.

// TestWoodmonLosesTwoWhenAttacking: attacking from 3 memory leaves 1.
func TestWoodmonLosesTwoWhenAttacking(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	wood := k.Battle(you, "BT1-072")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(wood))
	k.wantActivated("BT1-072", "[When Attacking]")
	k.wantMemory(you, 1, "after attacking from 3")
}

// TestWoodmonBlocks: in the opponent's turn Woodmon may block their attack, and the
// attack then targets it.
func TestWoodmonBlocks(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	attacker := k.Battle(you, "ST1-04") // Dracomon 4000
	wood := k.Battle(them, "BT1-072")   // 6000
	k.Security(them, "ST1-02")
	k.Run(cardtest.Attack(attacker), cardtest.Block(wood).By(them))
	if !wood.Suspended {
		t.Errorf("Woodmon did not suspend to block")
	}
	if onField(attacker) {
		t.Errorf("Dracomon (4000) survived a battle with the blocking Woodmon (6000)")
	}
	if n := len(k.Position().Players[them].Security); n != 1 {
		t.Errorf("the opponent has %d security cards; want 1 (blocked: no check)", n)
	}
	if !k.HasKeyword(wood, core.Blocker) {
		t.Errorf("Woodmon has no <Blocker>")
	}
}
