package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-12 Tai Kamiya — [Your Turn] All of your Digimon get +1000 DP.
// [Security] Play this card without paying its memory cost.

// TestTaiYourDigimonGetDPInYourTurn: with Tai in the battle area, all of its player's
// Digimon — also one played after Tai — get +1000 DP in their turn; the opponent's
// Digimon do not; in the opponent's turn nobody does.
func TestTaiYourDigimonGetDPInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 5)
	tb.Battle(p1, "ST1-12")
	drac := tb.Battle(p1, "ST1-04")           // 4000
	bird := tb.Battle(p1, "ST1-02", "ST1-05") // 5000
	enemy := tb.Battle(p2, "ST1-04")          // 4000
	tb.Hand(p1, "ST1-02")
	tb.Run(cardtest.Play("ST1-02")) // Biyomon 3000, played after Tai
	biyo := tb.Find(p1, "ST1-02")

	want := map[*core.FieldObject]int{drac: 5000, bird: 6000, biyo: 4000, enemy: 4000}
	for o, dp := range want {
		if got := tb.DP(o); got != dp {
			t.Errorf("p1's turn: %s (of %s) has %d DP; want %d", o, o.Owner, got, dp)
		}
	}

	tb.Run(cardtest.Pass())
	want = map[*core.FieldObject]int{drac: 4000, bird: 5000, biyo: 3000, enemy: 4000}
	for o, dp := range want {
		if got := tb.DP(o); got != dp {
			t.Errorf("p2's turn: %s (of %s) has %d DP; want %d", o, o.Owner, got, dp)
		}
	}
}

// TestTaiNotInTheBreedingArea: a Digimon in the breeding area is not affected by
// effects that do not name it (3-4-5-3): Tai's +1000 does not reach it.
func TestTaiNotInTheBreedingArea(t *testing.T) {
	tb := cardtest.New(t)
	tb.Battle(p1, "ST1-12")
	bred := tb.Breeding(p1, "ST1-01", "ST1-03") // Agumon over Koromon: 2000
	if got := tb.DP(bred); got != 2000 {
		t.Fatalf("Agumon in the breeding area with Tai in the battle area: %d DP; want 2000 (3-4-5-3)", got)
	}
}

// TestTaiSecurityPlaysItForFree: checked from the security stack, Tai is played into
// its owner's battle area without paying its cost (the memory stays where it was),
// and is not trashed.
func TestTaiSecurityPlaysItForFree(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 1)
	attacker := tb.Battle(p1, "ST1-04")
	tb.Security(p2, "ST1-02", "ST1-12")
	tb.Run(cardtest.Attack(attacker))

	if got := tb.Activations("ST1-12"); len(got) != 1 || got[0].Text != "[Security]" {
		t.Fatalf("activations of ST1-12: %+v; want one [Security]", got)
	}
	tai := tb.Find(p2, "ST1-12")
	if tai == nil {
		t.Fatalf("Tai is not in p2's battle area; p2's trash: %v", cardtest.Numbers(tb.Position().Players[p2].Trash))
	}
	plays := tb.Events(core.EvPlay)
	if len(plays) != 1 || plays[0].Player != p2 || plays[0].N != 0 {
		t.Errorf("play events: %+v; want one by p2 paying 0", plays)
	}
	if m := tb.Position().MemoryOf(p1); m != 1 {
		t.Errorf("p1's memory: %d; want 1 (Tai's cost of 2 not paid)", m)
	}
	if n := len(tb.Position().Players[p2].Security); n != 1 {
		t.Errorf("p2 has %d security cards; want 1", n)
	}
	if attacker.Zone != core.ZoneBattle {
		t.Errorf("the attacker left the battle area; a Tamer does not battle")
	}
}
