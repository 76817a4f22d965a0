package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-076 MegaKabuterimon — Inherited: [When Attacking] If your opponent has 2 or
// more suspended Digimon, gain 1 memory.

// TestMegaKabuterimonInherited: Titamon over MegaKabuterimon attacking with 2
// suspended opposing Digimon gains 1 memory; with 1 it does not activate.
func TestMegaKabuterimonInherited(t *testing.T) {
	for _, tc := range []struct {
		suspended int
		memory    int
	}{{2, 1}, {1, 0}} {
		k := newKit(t)
		tita := k.Battle(you, "BT1-076", "BT1-080")
		for i := range 3 {
			o := k.Battle(them, "ST3-02")
			o.Suspended = i < tc.suspended
		}
		k.Security(them, "ST1-02", "ST1-02")
		k.Run(cardtest.Attack(tita))
		k.wantMemory(you, tc.memory, "after attacking")
		if got := len(k.activated("BT1-076")); got != tc.memory {
			t.Errorf("%d suspended: %d activations; want %d", tc.suspended, got, tc.memory)
		}
	}
}
