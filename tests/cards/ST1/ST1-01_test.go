package st1

import (
	"github.com/dcg-engine/dcg/core"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-01 Koromon — Inherited: [Your Turn] While this Digimon has 4 or more digivolution
// cards, it gets +1000 DP.

// TestKoromonInheritedWithFourDigivolutionCards: a Digimon with Koromon under it gets
// +1000 DP in its player's turn once it has 4 or more digivolution cards — not with
// 3, not in the opponent's turn. (The other cards in the stacks have no effect.)
func TestKoromonInheritedWithFourDigivolutionCards(t *testing.T) {
	tb := cardtest.New(t)
	three := tb.Battle(p1, "ST1-01", "ST1-02", "ST1-05", "ST1-08")          // Garudamon 7000
	four := tb.Battle(p1, "ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10") // Phoenixmon 12000
	five := tb.Battle(p1, "ST1-01", "ST1-02", "ST1-04", "ST1-05", "ST1-08", "ST1-10")
	noEgg := tb.Battle(p1, "ST1-02", "ST1-04", "ST1-05", "ST1-08", "ST1-10")

	yourTurn := map[string]struct {
		got, want int
	}{
		"3 cards":    {tb.DP(three), 7000},
		"4 cards":    {tb.DP(four), 13000},
		"5 cards":    {tb.DP(five), 13000},
		"no Koromon": {tb.DP(noEgg), 12000},
	}
	for name, c := range yourTurn {
		if c.got != c.want {
			t.Errorf("p1's turn, %s: %d DP; want %d", name, c.got, c.want)
		}
	}

	tb.Run(cardtest.Pass())
	if got := tb.DP(four); got != 12000 {
		t.Errorf("p2's turn, 4 cards: %d DP; want 12000", got)
	}
}

// TestKoromonInheritedGrowsWithDigivolving: digivolving from 3 to 4 digivolution
// cards turns the +1000 on.
func TestKoromonInheritedGrowsWithDigivolving(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 5)
	garuda := tb.Battle(p1, "ST1-01", "ST1-02", "ST1-05", "ST1-08")
	tb.Hand(p1, "ST1-10")
	if got := tb.DP(garuda); got != 7000 {
		t.Fatalf("Garudamon with 3 digivolution cards: %d DP; want 7000", got)
	}
	tb.Run(cardtest.Digivolve(garuda, "ST1-10"))
	if got := tb.DP(garuda); got != 13000 {
		t.Fatalf("Phoenixmon with 4 digivolution cards, Koromon among them: %d DP; want 13000", got)
	}
}

// TestKoromonInheritedReadableWhenStopped: the game can be inspected where it stopped
// (core.Halt; Result): the DP of a Digimon whose inherited Koromon effect has a
// condition (a Lua function) reads the same there — after a halt at the breeding
// prompt of its player's turn, and after its player won.
func TestKoromonInheritedReadableWhenStopped(t *testing.T) {
	t.Run("after a halt", func(t *testing.T) {
		tb := cardtest.New(t)
		phoenix := tb.Battle(p2, "ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10")
		tb.Run(cardtest.Pass()) // halts at p2's breeding prompt
		if got := tb.DP(phoenix); got != 13000 {
			t.Fatalf("p2's Phoenixmon in p2's turn: %d DP; want 13000", got)
		}
	})
	t.Run("after the end", func(t *testing.T) {
		tb := cardtest.New(t)
		phoenix := tb.Battle(p1, "ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10")
		res := tb.RunToEnd(cardtest.Attack(phoenix)) // p2 has no security: p1 wins
		if res.Winner != p1 || res.Reason != core.ReasonSecurity {
			t.Fatalf("result %+v; want p1 winning by security", res)
		}
		if got := tb.DP(phoenix); got != 13000 {
			t.Fatalf("the winning Phoenixmon: %d DP; want 13000", got)
		}
	})
}
