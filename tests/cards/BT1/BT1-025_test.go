package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-025 WarGreymon — [When Digivolving] This Digimon gains <Security Attack +1> for the
// turn.
// [Your Turn] This Digimon doesn't activate [Security] skills on Option cards it checks.

// TestWarGreymonWhenDigivolving: digivolved into, it checks 2 this turn and 1 the next;
// played, it checks 1.
func TestWarGreymonWhenDigivolving(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	war := tb.Battle(meA, "BT1-009", "BT1-014", "BT1-021") // MetalGreymon: red Lv.5 → 3
	tb.Hand(meA, "BT1-025")
	tb.Run(cardtest.Digivolve(war, "BT1-025"))
	if n := tb.Checks(war); n != 2 {
		t.Errorf("after digivolving: checks %d; want 2", n)
	}
	passTurnsA(tb)
	if n := tb.Checks(war); n != 1 {
		t.Errorf("its next turn: checks %d; want 1", n)
	}

	tb = cardtest.New(t)
	tb.Memory(meA, 12)
	tb.Hand(meA, "BT1-025")
	tb.Run(cardtest.Play("BT1-025"))
	if n := tb.Checks(tb.Find(meA, "BT1-025")); n != 1 || countA(tb, "BT1-025") != 0 {
		t.Errorf("played: checks %d, %d activations; want 1, none", n, countA(tb, "BT1-025"))
	}
}

// TestWarGreymonIgnoresOptionSecurity: WarGreymon checks Gaia Force ([Security] delete
// 1 of your opponent's Digimon): its [Security] effect does not activate and WarGreymon
// stays; a Tamer's [Security] effect (Tai Kamiya: play this card) still does; another
// Digimon checking Gaia Force is deleted by it.
func TestWarGreymonIgnoresOptionSecurity(t *testing.T) {
	tb := cardtest.New(t)
	war := tb.Battle(meA, "BT1-025")
	tb.Security(oppA, "ST1-16")
	tb.Run(cardtest.Attack(war))
	if got := tb.Activations("ST1-16"); len(got) != 0 {
		t.Errorf("Gaia Force's [Security] activated: %+v", got)
	}
	if war.Zone != core.ZoneBattle {
		t.Fatalf("WarGreymon was deleted")
	}
	if got := trashA(tb, oppA); len(got) != 1 || got[0] != "ST1-16" {
		t.Errorf("p2's trash: %v; want the checked Gaia Force", got)
	}

	tb = cardtest.New(t)
	war = tb.Battle(meA, "BT1-025")
	tb.Security(oppA, "ST1-12")
	tb.Run(cardtest.Attack(war))
	if got := tb.Activations("ST1-12"); len(got) != 1 || tb.Find(oppA, "ST1-12") == nil {
		t.Errorf("Tai Kamiya's [Security]: %+v, in p2's battle area: %v; want it played", got, tb.Find(oppA, "ST1-12") != nil)
	}

	tb = cardtest.New(t)
	metal := tb.Battle(meA, "BT1-024") // MetalTyrannomon: no such effect
	tb.Security(oppA, "ST1-16")
	tb.Run(cardtest.Attack(metal), cardtest.Select(metal).By(oppA))
	if metal.Zone == core.ZoneBattle {
		t.Errorf("Gaia Force did not delete a Digimon without WarGreymon's effect")
	}
}
