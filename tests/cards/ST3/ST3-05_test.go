package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-05 Angemon — Inherited: [When Attacking] If you have 4 or more security cards,
// gain 1 memory.

// TestAngemonInheritedWhenAttacking: Gatomon over Angemon attacks: with 4 or 5
// security cards its player gains 1 memory; with 3, nothing (the effect does not
// activate, 15-6-3). Angemon on top does not trigger it.
func TestAngemonInheritedWhenAttacking(t *testing.T) {
	for _, tc := range []struct {
		name     string
		stack    []string
		security int
		gain     int
	}{
		{"4 security cards", []string{"ST3-05", "ST3-06"}, 4, 1},
		{"5 security cards", []string{"ST3-05", "ST3-06"}, 5, 1},
		{"3 security cards", []string{"ST3-05", "ST3-06"}, 3, 0},
		{"Angemon on top", []string{"ST3-04", "ST3-05"}, 4, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(p1, 2)
			attacker := tb.Battle(p1, tc.stack...)
			for range tc.security {
				tb.Security(p1, "ST1-02")
			}
			tb.Security(p2, "ST1-02")
			tb.Run(cardtest.Attack(attacker))
			if got := tb.Activations("ST3-05"); len(got) != tc.gain {
				t.Errorf("activations of ST3-05: %+v; want %d", got, tc.gain)
			}
			if m := tb.Position().MemoryOf(p1); m != 2+tc.gain {
				t.Errorf("memory: %d; want %d", m, 2+tc.gain)
			}
		})
	}
}
