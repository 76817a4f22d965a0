package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-030 Gomamon — Inherited: [On Deletion] Gain 1 memory.

// TestGomamonInheritedOnDeletion: a Digimon with Gomamon under it is deleted in battle:
// its player gains 1 memory. Gomamon on top: nothing.
func TestGomamonInheritedOnDeletion(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []string
		gain  int
	}{
		{"under", []string{"BT1-030", "BT1-028"}, 1},
		{"on top", []string{"BT1-028", "BT1-030"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(meA, 2)
			mon := tb.Battle(meA, tc.stack...) // 3000
			big := tb.Battle(oppA, "ST1-08")
			suspendA(tb, big)
			tb.Run(cardtest.AttackDigimon(mon, big))
			if mon.Zone == core.ZoneBattle {
				t.Fatalf("the attacker survived")
			}
			if m := memoryA(tb, meA); m != 2+tc.gain {
				t.Errorf("memory %d; want %d", m, 2+tc.gain)
			}
		})
	}
}
