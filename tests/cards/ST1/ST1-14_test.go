package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-14 Starlight Explosion — [Main] All of your Security Digimon get +7000 DP until
// the end of your opponent's next turn.
// [Security] All of your Security Digimon get +7000 DP for the turn.

// securityBattles returns the battles (EvBattle) the object o fought, in order: N is
// o's DP minus its opponent's, Text the outcome for o.
func securityBattles(tb *cardtest.Bench, o *core.FieldObject) []core.Event {
	var out []core.Event
	for _, e := range tb.Events(core.EvBattle) {
		if e.Obj == o.ID {
			out = append(out, e)
		}
	}
	return out
}

// TestStarlightExplosionMain: used in p1's turn (cost 2), p1's Security Digimon get
// +7000 DP through p2's next turn: a security Biyomon (3000) battles as 10000 and
// deletes p2's Garudamon (7000). In p2's turn after that it is 3000 again. p2's
// Security Digimon are not p1's: they do not get it.
func TestStarlightExplosionMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	mine := tb.Battle(p1, "ST1-04") // a red Digimon: the color requirement (4-19)
	garuda := tb.Battle(p2, "ST1-08")
	dracomon := tb.Battle(p2, "ST1-04")
	tb.Security(p1, "ST1-02", "ST1-02")
	tb.Security(p2, "ST1-02")
	tb.Hand(p1, "ST1-14")

	tb.Run(cardtest.Use("ST1-14"))
	if got := tb.Activations("ST1-14"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST1-14: %+v; want one [Main]", got)
	}
	if m := tb.Position().MemoryOf(p1); m != 0 {
		t.Fatalf("memory after using Starlight Explosion from 2: %d; want 0", m)
	}

	// p1's Dracomon (4000) checks p2's Biyomon: 3000, not boosted.
	tb.Run(cardtest.Attack(mine))
	if b := securityBattles(tb, mine); len(b) != 1 || b[0].N != 4000-3000 || b[0].Text != "win" {
		t.Fatalf("p1's Dracomon's battles: %+v; want one won against p2's 3000 DP Security Digimon", b)
	}

	// p2's next turn: Garudamon attacks and meets a 10000 DP Biyomon.
	tb.Run(cardtest.Pass(), cardtest.Attack(garuda))
	b := securityBattles(tb, garuda)
	if len(b) != 1 || b[0].N != 7000-10000 || b[0].Text != "loss" {
		t.Fatalf("Garudamon's battles: %+v; want one lost by 3000 against a 10000 DP Security Digimon", b)
	}
	if garuda.Zone == core.ZoneBattle {
		t.Errorf("Garudamon survived losing to the Security Digimon")
	}

	// p2's turn after that: the +7000 is gone; Dracomon (4000) beats Biyomon (3000).
	tb.Run(cardtest.Pass(), cardtest.Pass(),
		cardtest.Attack(dracomon))
	b = securityBattles(tb, dracomon)
	if len(b) != 1 || b[0].N != 4000-3000 || b[0].Text != "win" {
		t.Fatalf("Dracomon's battles two turns later: %+v; want one won against a 3000 DP Security Digimon", b)
	}
}

// TestStarlightExplosionSecurity: checked from p2's security, it gives p2's Security
// Digimon +7000 DP for the turn: the next card checked by the same attack, Biyomon
// (3000), battles as 10000 and deletes the attacking Garudamon (7000). In p1's next
// turn the last Biyomon battles as 3000 again.
func TestStarlightExplosionSecurity(t *testing.T) {
	tb := cardtest.New(t)
	garuda := tb.Battle(p1, "ST1-07", "ST1-08") // Greymon under it: checks 2
	dracomon := tb.Battle(p1, "ST1-04")
	tb.Security(p2, "ST1-02", "ST1-02", "ST1-14")
	tb.Run(cardtest.Attack(garuda))

	if got := tb.Activations("ST1-14"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST1-14: %+v; want one [Security] of p2", got)
	}
	b := securityBattles(tb, garuda)
	if len(b) != 1 || b[0].N != 7000-10000 || b[0].Text != "loss" {
		t.Fatalf("Garudamon's battles: %+v; want one lost by 3000 against a 10000 DP Security Digimon", b)
	}
	if garuda.Zone == core.ZoneBattle {
		t.Errorf("Garudamon survived losing to the Security Digimon")
	}
	if n := len(tb.Position().Players[p2].Security); n != 1 {
		t.Errorf("p2 has %d security cards; want 1", n)
	}

	tb.Run(cardtest.Pass(), cardtest.Pass(),
		cardtest.Attack(dracomon))
	b = securityBattles(tb, dracomon)
	if len(b) != 1 || b[0].N != 4000-3000 || b[0].Text != "win" {
		t.Fatalf("Dracomon's battles in p1's next turn: %+v; want one won against a 3000 DP Security Digimon", b)
	}
}
