package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-11 Seraphimon — [When Attacking] 1 of your opponent's Digimon gets -4000 DP for
// the turn.

// TestSeraphimonWhenAttackingBeforeTheBattle: Seraphimon (10000) attacks p2's
// suspended Plesiomon (12000) and gives it -4000 when attacking: it battles as 8000
// and is deleted.
func TestSeraphimonWhenAttackingBeforeTheBattle(t *testing.T) {
	tb := cardtest.New(t)
	sera := tb.Battle(p1, "ST3-10", "ST3-11")
	plesio := tb.Battle(p2, "ST2-09", "ST2-10")
	plesio.Suspended = true
	tb.Run(cardtest.AttackDigimon(sera, plesio), cardtest.Select(plesio).By(p1))
	if got := tb.Activations("ST3-11"); len(got) != 1 || got[0].Text != "[When Attacking]" {
		t.Fatalf("activations of ST3-11: %+v; want one [When Attacking]", got)
	}
	if b := tb.Battles(sera); len(b) != 1 || b[0].N != 10000-8000 || b[0].Text != "win" {
		t.Fatalf("Seraphimon's battles: %+v; want one won against 8000 DP", b)
	}
	if plesio.Zone == core.ZoneBattle {
		t.Errorf("Plesiomon survived")
	}
}

// TestSeraphimonWhenAttackingForTheTurn: attacking the player, its player chooses 1 of
// the opponent's Digimon (not their own): -4000 for the turn, gone in p2's turn.
func TestSeraphimonWhenAttackingForTheTurn(t *testing.T) {
	tb := cardtest.New(t)
	sera := tb.Battle(p1, "ST3-10", "ST3-11")
	tb.Battle(p1, "ST3-02")
	zudo := tb.Battle(p2, "ST2-09") // 7000
	bear := tb.Battle(p2, "ST2-04")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(sera), cardtest.Select(zudo).By(p1))
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{zudo, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	if dp := tb.DP(zudo); dp != 3000 {
		t.Errorf("Zudomon: %d DP; want 3000", dp)
	}
	tb.Run(cardtest.Pass())
	if dp := tb.DP(zudo); dp != 7000 {
		t.Errorf("in p2's turn: %d DP; want 7000", dp)
	}
}

// TestSeraphimonInheritsNothing: Seraphimon's effect is not inherited: a Digimon with
// Seraphimon under it attacks and nothing activates.
func TestSeraphimonInheritsNothing(t *testing.T) {
	tb := cardtest.New(t)
	o := tb.Battle(p1, "ST3-11", "ST1-10")
	tb.Battle(p2, "ST2-04")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(o))
	if got := tb.Activations("ST3-11"); len(got) != 0 {
		t.Fatalf("activations of ST3-11: %+v; want none", got)
	}
}
