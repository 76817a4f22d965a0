package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-12 T.K. Takaishi — [Opponent's Turn] All of your Security Digimon get +2000 DP.
// [Security] Play this card without paying its memory cost.

// TestTKSecurityDigimonInOpponentsTurn: with T.K. in p2's battle area, in p1's turn
// p2's Security Digimon battle with +2000 DP: a security Gomamon (3000) battles p1's
// Bearmon (4000) as 5000 and deletes it. p1's own T.K. does nothing to p2's Security
// Digimon, and p2's Digimon in the battle area get nothing.
func TestTKSecurityDigimonInOpponentsTurn(t *testing.T) {
	for _, tc := range []struct {
		name    string
		owner   core.PlayerID
		diff    int
		outcome string
	}{
		{"the defender's T.K.", p2, 4000 - 5000, "loss"},
		{"the attacker's T.K.", p1, 4000 - 3000, "win"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Battle(tc.owner, "ST3-12")
			bear := tb.Battle(p1, "ST2-04")
			theirs := tb.Battle(p2, "ST2-02")
			tb.Security(p2, "ST2-02", "ST2-02")
			if dp := tb.DP(theirs); dp != 3000 {
				t.Errorf("p2's Gomamon in the battle area: %d DP; want 3000", dp)
			}
			tb.Run(cardtest.Attack(bear))
			if b := tb.Battles(bear); len(b) != 1 || b[0].N != tc.diff || b[0].Text != tc.outcome {
				t.Fatalf("Bearmon's battles: %+v; want one %s by %d", b, tc.outcome, tc.diff)
			}
		})
	}
}

// TestTKSecurityPlaysItForFree: checked from p2's security, T.K. is played into p2's
// battle area without paying its cost; the next Security Digimon the same attack
// checks already gets +2000.
func TestTKSecurityPlaysItForFree(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	attacker := tb.Battle(p1, "ST1-07", "ST2-05") // Ikkakumon (5000) over Greymon: checks 2
	tb.Security(p2, "ST2-04", "ST3-12")           // Bearmon 4000 below T.K.
	tb.Run(cardtest.Attack(attacker))
	if got := tb.Activations("ST3-12"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST3-12: %+v; want one [Security] of p2", got)
	}
	if tb.Find(p2, "ST3-12") == nil {
		t.Fatalf("T.K. is not in p2's battle area")
	}
	if plays := tb.Events(core.EvPlay); len(plays) != 1 || plays[0].Player != p2 || plays[0].N != 0 {
		t.Errorf("play events: %+v; want one by p2 paying 0", plays)
	}
	if m := tb.Position().MemoryOf(p1); m != 2 {
		t.Errorf("p1's memory: %d; want 2", m)
	}
	if b := tb.Battles(attacker); len(b) != 1 || b[0].N != 5000-6000 {
		t.Errorf("the attacker's battles: %+v; want one lost against the security Bearmon at 6000", b)
	}
}
