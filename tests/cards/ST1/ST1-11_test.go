package st1

import (
	"fmt"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-11 WarGreymon — [Your Turn] For every 2 digivolution cards this Digimon has, it
// gains <Security Attack +1>. (This Digimon checks 1 additional security card.)

// warGreymon puts p's WarGreymon with n vanilla digivolution cards in the battle area.
func warGreymon(tb *cardtest.Bench, p core.PlayerID, n int) *core.FieldObject {
	stack := make([]string, 0, n+1)
	for range n {
		stack = append(stack, "ST1-04")
	}
	return tb.Battle(p, append(stack, "ST1-11")...)
}

// TestWarGreymonChecksPerTwoDigivolutionCards: attacking in its player's turn, a
// WarGreymon with n digivolution cards checks 1 + n/2 (rounded down) security cards.
func TestWarGreymonChecksPerTwoDigivolutionCards(t *testing.T) {
	for n, want := range []int{1, 1, 2, 2, 3, 3} {
		t.Run(fmt.Sprintf("%d digivolution cards", n), func(t *testing.T) {
			tb := cardtest.New(t)
			wg := warGreymon(tb, p1, n)
			tb.Security(p2, "ST1-02", "ST1-02", "ST1-02", "ST1-02", "ST1-02") // Biyomon 3000
			if got := tb.Checks(wg); got != want {
				t.Errorf("SecurityChecks: %d, want %d", got, want)
			}
			tb.Run(cardtest.Attack(wg))
			if got := tb.ChecksMade(wg); got != want {
				t.Errorf("the attack checked %d security cards; want %d", got, want)
			}
		})
	}
}

// TestWarGreymonOnlyInYourTurn: in the opponent's turn WarGreymon checks 1 (it does not
// attack then, but the count is what an effect of that turn would read).
func TestWarGreymonOnlyInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	wg := warGreymon(tb, p1, 4)
	tb.Run(cardtest.Pass())
	if got := tb.Checks(wg); got != 1 {
		t.Fatalf("in p2's turn p1's WarGreymon with 4 digivolution cards checks %d; want 1", got)
	}
}

// TestWarGreymonGainsTheKeyword: what it gains is the keyword effect <Security A. +1>
// (16-3), so it has that keyword — with 2 or more digivolution cards in its turn only.
func TestWarGreymonGainsTheKeyword(t *testing.T) {
	tb := cardtest.New(t)
	none := warGreymon(tb, p1, 1)
	two := warGreymon(tb, p1, 2)
	if tb.HasKeyword(none, core.SecurityA) {
		t.Errorf("WarGreymon with 1 digivolution card has <Security A.>; want none")
	}
	if !tb.HasKeyword(two, core.SecurityA) {
		t.Errorf("WarGreymon with 2 digivolution cards in its turn: SecurityChecks %d, but it does not have "+
			"the keyword <Security A. +1> its text says it gains", tb.Checks(two))
	}
}
