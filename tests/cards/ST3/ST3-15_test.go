package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-15 Holy Flame — [Main] 1 of your opponent's Digimon gains <Security Attack -3>
// (This Digimon checks 3 fewer security cards) until the end of your opponent's next
// turn.
// [Security] All of your opponent's Digimon gain <Security Attack -1> (This Digimon
// checks 1 fewer security card) for the turn.

// TestHolyFlameMain: used in p1's turn 3 (cost 2) on p2's Digimon: it checks 0 security
// cards through p2's turn 4 — attacking p1 it checks none — and 1 again in turn 5.
func TestHolyFlameMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	tb.Battle(p1, "ST3-02")
	zudo := tb.Battle(p2, "ST2-01", "ST2-08", "ST2-09") // WereGarurumon under it: checks 2 in p2's turn
	bear := tb.Battle(p2, "ST2-04")
	tb.Security(p1, "ST1-02", "ST1-02", "ST1-02")
	tb.Hand(p1, "ST3-15")
	tb.Run(cardtest.Use("ST3-15"), cardtest.Select(zudo).By(p1))
	if got := tb.Activations("ST3-15"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST3-15: %+v; want one [Main]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{zudo, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	if !tb.HasKeyword(zudo, core.SecurityA) || tb.Checks(zudo) != 0 {
		t.Errorf("Zudomon: <Security A.> %v, checks %d; want the keyword and 0", tb.HasKeyword(zudo, core.SecurityA), tb.Checks(zudo))
	}

	tb.Run(cardtest.Pass())
	if got := tb.Checks(zudo); got != 0 {
		t.Errorf("turn 4: Zudomon checks %d; want 0 (2 - 3, never below 0)", got)
	}
	tb.Run(cardtest.Attack(zudo).By(p2))
	if n := tb.ChecksMade(zudo); n != 0 || len(tb.Position().Players[p1].Security) != 3 {
		t.Errorf("turn 4: Zudomon's attack checked %d cards; want none", n)
	}
	tb.Run(cardtest.Pass().By(p2))
	if got := tb.Checks(zudo); got != 1 {
		t.Errorf("turn 5: Zudomon checks %d; want 1", got)
	}
}

// TestHolyFlameSecurity: checked by p1's Garudamon over Greymon (checks 2), it gives
// all of p1's Digimon <Security A. -1> for the turn: the attack checks only that one
// card; p1's other Digimon checks 0. In p1's next turn they check 2 and 1 again.
func TestHolyFlameSecurity(t *testing.T) {
	tb := cardtest.New(t)
	garuda := tb.Battle(p1, "ST1-07", "ST1-08")
	other := tb.Battle(p1, "ST2-04")
	theirs := tb.Battle(p2, "ST2-04")
	tb.Security(p2, "ST1-02", "ST1-02", "ST3-15")
	tb.Run(cardtest.Attack(garuda))
	if got := tb.Activations("ST3-15"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST3-15: %+v; want one [Security] of p2", got)
	}
	if n := tb.ChecksMade(garuda); n != 1 || len(tb.Position().Players[p2].Security) != 2 {
		t.Errorf("Garudamon checked %d security cards; want 1", n)
	}
	if got := tb.Checks(other); got != 0 {
		t.Errorf("p1's other Digimon checks %d; want 0", got)
	}
	if got := tb.Checks(theirs); got != 1 {
		t.Errorf("p2's own Digimon checks %d; want 1", got)
	}
	tb.Run(cardtest.Pass(), cardtest.Pass().By(p2))
	if a, b := tb.Checks(garuda), tb.Checks(other); a != 2 || b != 1 {
		t.Errorf("in p1's next turn: checks %d and %d; want 2 and 1", a, b)
	}
}
