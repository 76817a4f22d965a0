package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-09 MetalGreymon — Inherited: [Your Turn] When this Digimon is blocked, gain 3
// memory.

// TestMetalGreymonInheritedGainOnBlocked: in its player's turn, a Digimon with
// MetalGreymon under it is blocked: its player gains 3 memory. Not blocked, or
// MetalGreymon on top, or the Digimon blocking instead of being blocked: nothing.
func TestMetalGreymonInheritedGainOnBlocked(t *testing.T) {
	for _, tc := range []struct {
		name    string
		stack   []string
		block   bool
		gain    int
		trigger int
	}{
		{"blocked", []string{"ST1-05", "ST1-09", "ST1-10"}, true, 3, 1},
		{"not blocked", []string{"ST1-05", "ST1-09", "ST1-10"}, false, 0, 0},
		{"MetalGreymon on top", []string{"ST1-05", "ST1-09"}, true, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(p1, 2)
			attacker := tb.Battle(p1, tc.stack...)
			blocker := tb.Battle(p2, "ST1-06") // Coredramon <Blocker> 6000
			tb.Security(p2, "ST1-02", "ST1-02")
			answer := cardtest.NoBlock()
			if tc.block {
				answer = cardtest.Block(blocker)
			}
			tb.Run(cardtest.Attack(attacker), answer.By(p2))

			if got := tb.Activations("ST1-09"); len(got) != tc.trigger {
				t.Errorf("activations of ST1-09: %+v; want %d", got, tc.trigger)
			}
			if m := tb.Position().MemoryOf(p1); m != 2+tc.gain {
				t.Errorf("p1's memory: %d; want %d", m, 2+tc.gain)
			}
		})
	}
}

// TestMetalGreymonInheritedNotWhenBlocking: in the opponent's turn, the Digimon with
// MetalGreymon under it blocks (it is not "blocked"): no memory is gained.
func TestMetalGreymonInheritedNotWhenBlocking(t *testing.T) {
	tb := cardtest.New(t)
	g := tb.Position()
	g.SetTurn(p2, 4, core.PhaseMain)
	tb.Memory(p2, 2)
	attacker := tb.Battle(p2, "ST1-04")
	blocker := tb.Battle(p1, "ST1-09", "ST1-06") // Coredramon over MetalGreymon
	tb.Security(p1, "ST1-02")
	tb.Run(cardtest.Attack(attacker), cardtest.Block(blocker).By(p1))
	if got := tb.Activations("ST1-09"); len(got) != 0 {
		t.Errorf("activations of ST1-09: %+v; want none", got)
	}
	if m := g.MemoryOf(p2); m != 2 {
		t.Errorf("p2's memory: %d; want 2 (unchanged)", m)
	}
	if attacker.Zone == core.ZoneBattle {
		t.Errorf("the attacker (4000) survived a battle with the blocker (6000)")
	}
}
