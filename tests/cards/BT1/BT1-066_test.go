package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-066 Tentomon — Inherited: [When Attacking] Suspend 1 of your opponent's Digimon
// with 3000 DP or less.

// TestTentomonInheritedSuspends: Kuwagamon over Tentomon attacks; only the opponent's
// Digimon with 3000 DP or less are offered, and the chosen one is suspended.
func TestTentomonInheritedSuspends(t *testing.T) {
	k := newKit(t)
	kuwa := k.Battle(you, "BT1-066", "BT1-071") // Vegiemon over Tentomon
	gob := k.Battle(them, "BT1-064")            // 3000
	sala := k.Battle(them, "ST3-02")            // 3000
	k.Battle(them, "ST2-04")                    // 4000: not offered
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(kuwa), cardtest.Select(gob).By(you))
	k.wantActivated("BT1-066", "inherited [When Attacking]")
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{gob, sala}) {
		t.Errorf("offered %v; want the two with 3000 DP", got)
	}
	if !gob.Suspended || sala.Suspended {
		t.Errorf("Goblimon suspended %v, Salamon suspended %v; want only Goblimon", gob.Suspended, sala.Suspended)
	}
}

// TestTentomonOnTopDoesNothing: the effect is inherited only: Tentomon attacking
// itself suspends nothing.
func TestTentomonOnTopDoesNothing(t *testing.T) {
	k := newKit(t)
	tento := k.Battle(you, "BT1-066")
	gob := k.Battle(them, "BT1-064")
	k.Security(them, "ST1-04")
	k.Run(cardtest.Attack(tento))
	k.wantActivated("BT1-066")
	if gob.Suspended {
		t.Errorf("Goblimon was suspended")
	}
}
