package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-13 Shadow Wing — [Main] 1 of your Digimon gets +3000 DP for the turn.
// [Security] All of your Digimon gain <Security Attack +1> (This Digimon checks 1
// additional security card) until the end of your next turn.

// TestShadowWingMain: used from the hand (cost 1), its player chooses 1 of their own
// Digimon, which gets +3000 DP for the turn; the card goes to the trash.
func TestShadowWingMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 3)
	drac := tb.Battle(p1, "ST1-04") // 4000
	biyo := tb.Battle(p1, "ST1-02") // 3000
	enemy := tb.Battle(p2, "ST1-04")
	tb.Hand(p1, "ST1-13")
	tb.Run(cardtest.Use("ST1-13"), cardtest.Select(biyo).By(p1))

	if got := tb.Activations("ST1-13"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST1-13: %+v; want one [Main]", got)
	}
	if offered := tb.Prompts(core.PromptChoose)[0].Offers(isSelect); len(offered) != 2 {
		t.Errorf("the choice offers %v; want p1's 2 Digimon only", offered)
	}
	g := tb.Position()
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("memory after using Shadow Wing from 3: %d; want 2", m)
	}
	if trash := cardtest.Numbers(g.Players[p1].Trash); len(trash) != 1 || trash[0] != "ST1-13" {
		t.Errorf("p1's trash: %v; want [ST1-13]", trash)
	}
	for o, dp := range map[*core.FieldObject]int{biyo: 6000, drac: 4000, enemy: 4000} {
		if got := tb.DP(o); got != dp {
			t.Errorf("%s: %d DP; want %d", o, got, dp)
		}
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(biyo); got != 3000 {
		t.Errorf("in the next turn Biyomon has %d DP; want 3000 (for the turn only)", got)
	}
}

// TestShadowWingSecurity: checked from p2's security in p1's turn, it gives all of p2's
// Digimon <Security A. +1> until the end of p2's next turn: p2's Digimon checks 2 in
// that turn, and 1 again in the turn after. p1's Digimon are not affected.
func TestShadowWingSecurity(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 1)
	attacker := tb.Battle(p1, "ST1-04")
	theirs := tb.Battle(p2, "ST1-04")
	tb.Security(p1, "ST1-02", "ST1-02", "ST1-02", "ST1-02") // Biyomon 3000 < Dracomon 4000
	tb.Security(p2, "ST1-02", "ST1-13")
	g := tb.Position()

	tb.Run(cardtest.Attack(attacker))
	if got := tb.Activations("ST1-13"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST1-13: %+v; want one [Security] of p2", got)
	}
	if got := tb.Checks(theirs); got != 2 {
		t.Errorf("p2's Dracomon right after the check: SecurityChecks %d; want 2", got)
	}
	if !tb.HasKeyword(theirs, core.SecurityA) {
		t.Errorf("p2's Dracomon has no <Security A.> keyword")
	}
	if got := tb.Checks(attacker); got != 1 {
		t.Errorf("p1's attacker: SecurityChecks %d; want 1", got)
	}

	// p2's next turn: Dracomon attacks and checks 2.
	tb.Run(cardtest.Pass(), cardtest.Attack(theirs))
	if got := tb.ChecksMade(theirs); got != 2 {
		t.Errorf("p2's Dracomon checked %d security cards in p2's next turn; want 2", got)
	}
	if n := len(g.Players[p1].Security); n != 2 {
		t.Errorf("p1 has %d security cards left; want 2", n)
	}

	// Gone after p2's next turn.
	tb.Run(cardtest.Pass())
	if got := tb.Checks(theirs); got != 1 {
		t.Errorf("after p2's next turn: SecurityChecks %d; want 1", got)
	}
	if tb.HasKeyword(theirs, core.SecurityA) {
		t.Errorf("after p2's next turn p2's Dracomon still has <Security A.>")
	}
}
