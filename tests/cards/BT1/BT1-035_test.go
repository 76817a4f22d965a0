package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-035 Leomon — [On Deletion] Gain 2 memory.

// TestLeomonOnDeletion: Leomon (5000) is deleted in battle: its player gains 2 memory;
// under another Digimon it does nothing (it is no inherited effect).
func TestLeomonOnDeletion(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []string
		gain  int
	}{
		{"on top", []string{"BT1-035"}, 2},
		{"under", []string{"BT1-035", "BT1-037"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(meA, 1)
			leo := tb.Battle(meA, tc.stack...)
			big := tb.Battle(oppA, "ST1-08") // 7000
			suspendA(tb, big)
			tb.Run(cardtest.AttackDigimon(leo, big))
			if leo.Zone == core.ZoneBattle {
				t.Fatalf("the attacker survived")
			}
			if m := memoryA(tb, meA); m != 1+tc.gain {
				t.Errorf("memory %d; want %d", m, 1+tc.gain)
			}
		})
	}
}
