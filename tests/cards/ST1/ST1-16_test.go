package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-16 Gaia Force — [Main] Delete 1 of your opponent's Digimon.
// [Security] Activate this card's [Main] effect.

// TestGaiaForceMain: used (cost 8), it deletes 1 of the opponent's Digimon of any DP;
// the choice offers only the opponent's Digimon (no Tamer, none of its player's own).
func TestGaiaForceMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 8)
	mine := tb.Battle(p1, "ST1-04")
	phoenix := tb.Battle(p2, "ST1-10") // 12000
	drac := tb.Battle(p2, "ST1-04")
	tb.Battle(p2, "ST1-12")
	tb.Hand(p1, "ST1-16")
	tb.Run(cardtest.Use("ST1-16"), cardtest.Select(phoenix).By(p1))

	if got := tb.Activations("ST1-16"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST1-16: %+v; want one [Main]", got)
	}
	choose := tb.Prompts(core.PromptChoose)
	if len(choose) != 1 {
		t.Fatalf("%d choose prompts; want 1", len(choose))
	}
	offered := choose[0].Offers(isSelect)
	if len(offered) != 2 || offered[0].Obj.Owner != p2 || offered[1].Obj.Owner != p2 ||
		offered[0].Obj.IsTamer() || offered[1].Obj.IsTamer() {
		t.Errorf("the choice: %s; want p2's 2 Digimon only", choose[0])
	}
	if len(choose[0].Offers(func(c core.Choice) bool { return c.Action == core.ActDone })) != 0 {
		t.Errorf("\"delete 1\" may be declined: %s", choose[0])
	}
	if phoenix.Zone == core.ZoneBattle || drac.Zone != core.ZoneBattle || mine.Zone != core.ZoneBattle {
		t.Errorf("Phoenixmon in %s, Dracomon in %s, p1's Dracomon in %s; want only Phoenixmon deleted",
			phoenix.Zone, drac.Zone, mine.Zone)
	}
	g := tb.Position()
	if m := g.MemoryOf(p1); m != 0 {
		t.Errorf("memory after using Gaia Force from 8: %d; want 0", m)
	}
	if trash := cardtest.Numbers(g.Players[p1].Trash); len(trash) != 1 || trash[0] != "ST1-16" {
		t.Errorf("p1's trash: %v; want [ST1-16]", trash)
	}
}

// TestGaiaForceSecurity: checked from p2's security, it activates its [Main] effect for
// p2: p2 deletes 1 of p1's Digimon — the attacking Phoenixmon — so no battle and no
// further check happen.
func TestGaiaForceSecurity(t *testing.T) {
	tb := cardtest.New(t)
	phoenix := tb.Battle(p1, "ST1-07", "ST1-10") // 12000, checks 2
	tb.Security(p2, "ST1-02", "ST1-16")
	tb.Run(cardtest.Attack(phoenix), cardtest.Select(phoenix).By(p2))

	if got := tb.Activations("ST1-16"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST1-16: %+v; want one [Security] of p2", got)
	}
	if phoenix.Zone == core.ZoneBattle {
		t.Fatalf("the attacker was not deleted")
	}
	g := tb.Position()
	if n := len(tb.Events(core.EvBattle)); n != 0 {
		t.Errorf("%d battles; want none", n)
	}
	if n := len(g.Players[p2].Security); n != 1 {
		t.Errorf("p2 has %d security cards; want 1 (the check stopped with the attacker gone)", n)
	}
	if trash := cardtest.Numbers(g.Players[p2].Trash); len(trash) != 1 || trash[0] != "ST1-16" {
		t.Errorf("p2's trash: %v; want [ST1-16]", trash)
	}
}

// TestGaiaForceWithoutTargets: with no opponent's Digimon it can still be used; nothing
// is asked or deleted, and it goes to the trash.
func TestGaiaForceWithoutTargets(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 10)
	mine := tb.Battle(p1, "ST1-04")
	tb.Battle(p2, "ST1-12") // a Tamer is not a Digimon
	tb.Hand(p1, "ST1-16")
	tb.Run(cardtest.Use("ST1-16"))
	if n := len(tb.Prompts(core.PromptChoose)); n != 0 {
		t.Errorf("%d choose prompts; want none", n)
	}
	if mine.Zone != core.ZoneBattle || len(tb.Events(core.EvDelete)) != 0 {
		t.Errorf("something was deleted")
	}
	if trash := cardtest.Numbers(tb.Position().Players[p1].Trash); len(trash) != 1 || trash[0] != "ST1-16" {
		t.Errorf("p1's trash: %v; want [ST1-16]", trash)
	}
}
