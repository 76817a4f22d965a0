package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-03 Agumon — Inherited: [Your Turn] This Digimon gets +1000 DP.

// TestAgumonInheritedInYourTurn: a Digimon with Agumon under it gets +1000 DP in its
// player's turn only; Agumon on top does not get it; the opponent's Digimon with
// Agumon under it does not get it in p1's turn, and does in its own.
func TestAgumonInheritedInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	bird := tb.Battle(p1, "ST1-03", "ST1-05") // Birdramon 5000
	agumon := tb.Battle(p1, "ST1-03")         // 2000
	theirs := tb.Battle(p2, "ST1-03", "ST1-05")

	check := func(when string, want map[string]int) {
		t.Helper()
		got := map[string]int{"p1's Birdramon": tb.DP(bird), "p1's Agumon": tb.DP(agumon), "p2's Birdramon": tb.DP(theirs)}
		for k, w := range want {
			if got[k] != w {
				t.Errorf("%s: %s has %d DP; want %d", when, k, got[k], w)
			}
		}
	}
	check("p1's turn", map[string]int{"p1's Birdramon": 6000, "p1's Agumon": 2000, "p2's Birdramon": 5000})
	tb.Run(cardtest.Pass())
	check("p2's turn", map[string]int{"p1's Birdramon": 5000, "p1's Agumon": 2000, "p2's Birdramon": 6000})
}

// TestAgumonInheritedAfterDigivolving: digivolving Agumon into Greymon keeps the same
// Digimon, now 4000 + 1000 in its player's turn.
func TestAgumonInheritedAfterDigivolving(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 3)
	agumon := tb.Battle(p1, "ST1-03")
	tb.Hand(p1, "ST1-07")
	tb.Run(cardtest.Digivolve(agumon, "ST1-07"))
	if got := tb.DP(agumon); got != 5000 {
		t.Fatalf("Greymon over Agumon in its turn: %d DP; want 5000", got)
	}
}

// TestAgumonInheritedNotInTheBreedingArea: in the breeding area the inherited effect
// does not work (3-4-5-4): Greymon over Agumon there has its printed 4000 DP.
func TestAgumonInheritedNotInTheBreedingArea(t *testing.T) {
	tb := cardtest.New(t)
	bred := tb.Breeding(p1, "ST1-03", "ST1-07")
	if got := tb.DP(bred); got != 4000 {
		t.Fatalf("Greymon over Agumon in the breeding area: %d DP; want 4000", got)
	}
}
