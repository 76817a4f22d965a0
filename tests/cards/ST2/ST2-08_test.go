package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-08 WereGarurumon — Inherited: [Your Turn] While your opponent has a Digimon with
// no digivolution cards, this Digimon gains <Security Attack +1>. (This Digimon checks
// 1 additional security card.)

// TestWereGarurumonInheritedWhileABareDigimon: Plesiomon over WereGarurumon checks 2
// security cards in its player's turn while the opponent has a Digimon without
// digivolution cards, 1 otherwise; it has the keyword only then.
func TestWereGarurumonInheritedWhileABareDigimon(t *testing.T) {
	for _, tc := range []struct {
		name     string
		opponent [][]string
		want     int
	}{
		{"a bare Digimon", [][]string{{"ST2-01", "ST2-05"}, {"ST2-04"}}, 2},
		{"only Digimon with digivolution cards", [][]string{{"ST2-01", "ST2-05"}}, 1},
		{"no Digimon", nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			plesio := tb.Battle(p1, "ST2-08", "ST2-10")
			for _, s := range tc.opponent {
				tb.Battle(p2, s...)
			}
			tb.Battle(p1, "ST2-04") // p1's own bare Digimon does not count
			tb.Security(p2, "ST1-02", "ST1-02", "ST1-02")
			if got := tb.Checks(plesio); got != tc.want {
				t.Errorf("SecurityChecks %d; want %d", got, tc.want)
			}
			if has := tb.HasKeyword(plesio, core.SecurityA); has != (tc.want == 2) {
				t.Errorf("has <Security A.>: %v; want %v", has, tc.want == 2)
			}
			tb.Run(cardtest.Attack(plesio))
			if got := tb.ChecksMade(plesio); got != tc.want {
				t.Errorf("the attack checked %d security cards; want %d", got, tc.want)
			}
		})
	}
}

// TestWereGarurumonInheritedOnlyInYourTurn: in the opponent's turn it checks 1 (what
// an effect of that turn would read); WereGarurumon on top gets nothing.
func TestWereGarurumonInheritedOnlyInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	plesio := tb.Battle(p1, "ST2-08", "ST2-10")
	were := tb.Battle(p1, "ST2-05", "ST2-08")
	tb.Battle(p2, "ST2-04")
	if got := tb.Checks(were); got != 1 {
		t.Errorf("WereGarurumon on top: SecurityChecks %d; want 1", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.Checks(plesio); got != 1 {
		t.Errorf("in p2's turn: SecurityChecks %d; want 1", got)
	}
}

// TestWereGarurumonInheritedFollowsTheBoard: the condition is read continuously: once
// the opponent's last bare Digimon is gone, it checks 1 again.
func TestWereGarurumonInheritedFollowsTheBoard(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 7)
	plesio := tb.Battle(p1, "ST2-08", "ST2-10")
	tb.Battle(p2, "ST2-04")
	tb.Hand(p1, "ST2-16") // Cocytus Breath: return it to the hand
	if got := tb.Checks(plesio); got != 2 {
		t.Fatalf("SecurityChecks %d; want 2", got)
	}
	tb.Run(cardtest.Use("ST2-16"), cardtest.Answer("select Bearmon", core.PromptChoose, isSelect).By(p1))
	if got := tb.Checks(plesio); got != 1 {
		t.Fatalf("after p2's bare Digimon left: SecurityChecks %d; want 1", got)
	}
}
