package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-15 Giga Destroyer — [Main] Delete up to 2 of your opponent's Digimon with 4000 DP
// or less.
// [Security] Activate this card's [Main] effect.

// TestGigaDestroyerMain: used (cost 6), it offers exactly the opponent's Digimon with
// 4000 DP or less — not bigger ones, not Tamers, not its player's own — and deletes
// up to 2 of them.
func TestGigaDestroyerMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 6)
	mine := tb.Battle(p1, "ST1-02") // 3000, red: the color requirement
	agumon := tb.Battle(p2, "ST1-03")
	drac := tb.Battle(p2, "ST1-04") // exactly 4000
	biyo := tb.Battle(p2, "ST1-02")
	garuda := tb.Battle(p2, "ST1-08") // 7000
	tai := tb.Battle(p2, "ST1-12")
	tb.Hand(p1, "ST1-15")
	tb.Run(cardtest.Use("ST1-15"), cardtest.Select(drac).By(p1), cardtest.Select(agumon).By(p1))

	if got := tb.Activations("ST1-15"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST1-15: %+v; want one [Main]", got)
	}
	first := tb.Prompts(core.PromptChoose)[0]
	offered := map[*core.FieldObject]bool{}
	for _, c := range first.Offers(isSelect) {
		offered[c.Obj] = true
	}
	if len(offered) != 3 || !offered[agumon] || !offered[drac] || !offered[biyo] {
		t.Errorf("the first choice offers %v; want p2's Agumon, Dracomon and Biyomon", first)
	}
	if len(first.Offers(func(c core.Choice) bool { return c.Action == core.ActDone })) != 0 {
		t.Errorf("the first choice can stop at 0; \"up to 2\" chooses 1 or 2 (1-3-6, 15-10-2-2): %s", first)
	}
	for o, gone := range map[*core.FieldObject]bool{agumon: true, drac: true, biyo: false, garuda: false, tai: false, mine: false} {
		if (o.Zone != core.ZoneBattle) != gone {
			t.Errorf("%s deleted = %v; want %v", o, o.Zone != core.ZoneBattle, gone)
		}
	}
	if n := len(tb.Prompts(core.PromptChoose)); n != 2 {
		t.Errorf("%d choose prompts; want 2 (it stops at 2)", n)
	}
	if m := tb.Position().MemoryOf(p1); m != 0 {
		t.Errorf("memory after using Giga Destroyer from 6: %d; want 0", m)
	}
}

// TestGigaDestroyerUpToOne: "up to 2" chooses fewer than 2 but never none while one can
// be chosen (1-3-6, 15-10-2-2): its player may stop after 1.
func TestGigaDestroyerUpToOne(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 6)
	tb.Battle(p1, "ST1-02")
	agumon := tb.Battle(p2, "ST1-03")
	biyo := tb.Battle(p2, "ST1-02")
	tb.Hand(p1, "ST1-15")
	tb.Run(cardtest.Use("ST1-15"), cardtest.Select(agumon).By(p1), cardtest.Done().By(p1))
	if agumon.Zone == core.ZoneBattle || biyo.Zone != core.ZoneBattle || len(tb.Events(core.EvDelete)) != 1 {
		t.Fatalf("after choosing Agumon and stopping: Agumon in %s, Biyomon in %s; want only Agumon deleted", agumon.Zone, biyo.Zone)
	}
}

// TestGigaDestroyerSecurity: checked from p2's security, it activates its [Main] effect
// for p2: p2 deletes up to 2 of p1's Digimon with 4000 DP or less — here the attacker,
// which ends the attack's security checks — and the card goes to p2's trash.
func TestGigaDestroyerSecurity(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST1-07", "ST1-04") // Dracomon 4000, checks 2 (Greymon under it)
	biyo := tb.Battle(p1, "ST1-02")
	big := tb.Battle(p1, "ST1-08")
	tb.Security(p2, "ST1-02", "ST1-15")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(attacker).By(p2), cardtest.Select(biyo).By(p2))

	if got := tb.Activations("ST1-15"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST1-15: %+v; want one [Security] of p2", got)
	}
	if n := len(tb.Prompts(core.PromptChoose)[0].Offers(isSelect)); n != 2 {
		t.Errorf("the choice offers %d Digimon; want p1's 2 with 4000 DP or less", n)
	}
	if attacker.Zone == core.ZoneBattle || biyo.Zone == core.ZoneBattle || big.Zone != core.ZoneBattle {
		t.Errorf("after the check: attacker in %s, Biyomon in %s, Garudamon in %s; want the first two deleted",
			attacker.Zone, biyo.Zone, big.Zone)
	}
	g := tb.Position()
	if n := tb.ChecksMade(attacker); n != 1 || len(g.Players[p2].Security) != 1 {
		t.Errorf("the deleted attacker checked %d cards; want 1 (13-1-4)", n)
	}
	if trash := cardtest.Numbers(g.Players[p2].Trash); len(trash) != 1 || trash[0] != "ST1-15" {
		t.Errorf("p2's trash: %v; want [ST1-15]", trash)
	}
}
