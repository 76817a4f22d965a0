package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-01 Tsunomon — Inherited: [Your Turn] This Digimon gets +1000 DP when battling an
// opponent's Digimon that has no digivolution cards.

// suspended puts p's Digimon (a stack, bottom first) suspended in the battle area, so
// that it can be attacked.
func suspended(tb *cardtest.Bench, p core.PlayerID, stack ...string) *core.FieldObject {
	o := tb.Battle(p, stack...)
	o.Suspended = true
	tb.Position().Touch()
	return o
}

// TestTsunomonInheritedWhenBattlingABareDigimon: Gomamon (3000) over Tsunomon battles
// as 4000 against an opponent's Digimon without digivolution cards — the Digimon it
// attacked or the one that blocked it — and as 3000 against one with digivolution
// cards. Out of battle it has 3000.
func TestTsunomonInheritedWhenBattlingABareDigimon(t *testing.T) {
	for _, tc := range []struct {
		name   string
		target []string // p2's suspended Digimon attacked
		block  []string // or p2's blocker, when the player is attacked
		want   int      // the attacker's DP minus its opponent's in the battle
	}{
		{"attacking a bare Digimon", []string{"ST2-02"}, nil, 4000 - 3000},
		{"attacking a Digimon with a digivolution card", []string{"ST2-01", "ST2-02"}, nil, 3000 - 3000},
		{"blocked by a bare Digimon", nil, []string{"ST2-07"}, 4000 - 6000},
		{"blocked by a Digimon with a digivolution card", nil, []string{"ST2-04", "ST2-07"}, 3000 - 6000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			gomamon := tb.Battle(p1, "ST2-01", "ST2-02")
			tb.Battle(p2, "ST2-04") // a bare Bearmon, not in the battle
			tb.Security(p2, "ST1-02")
			if dp := tb.DP(gomamon); dp != 3000 {
				t.Fatalf("Gomamon over Tsunomon before attacking: %d DP; want 3000", dp)
			}
			if tc.target != nil {
				tb.Run(cardtest.AttackDigimon(gomamon, suspended(tb, p2, tc.target...)))
			} else {
				tb.Run(cardtest.Attack(gomamon), cardtest.Block(tb.Battle(p2, tc.block...)).By(p2))
			}
			if b := tb.Battles(gomamon); len(b) != 1 || b[0].N != tc.want {
				t.Fatalf("battles of Gomamon over Tsunomon: %+v; want one with DP difference %d", b, tc.want)
			}
			if gomamon.Zone == core.ZoneBattle {
				if dp := tb.DP(gomamon); dp != 3000 {
					t.Errorf("after the battle: %d DP; want 3000", dp)
				}
			}
		})
	}
}

// TestTsunomonInheritedNotAgainstSecurityDigimon: a Security Digimon is not one of the
// opponent's Digimon the text names (15-1-7, 15-1-8: only an effect that names
// Security Digimon reaches them): Gomamon over Tsunomon battles a security Gomamon
// with 3000, a tie.
func TestTsunomonInheritedNotAgainstSecurityDigimon(t *testing.T) {
	tb := cardtest.New(t)
	gomamon := tb.Battle(p1, "ST2-01", "ST2-02")
	tb.Security(p2, "ST2-02", "ST2-02")
	tb.Run(cardtest.Attack(gomamon))
	if b := tb.Battles(gomamon); len(b) != 1 || b[0].N != 0 || b[0].Text != "tie" {
		t.Fatalf("battles of Gomamon over Tsunomon: %+v; want one tie against the 3000 DP Security Digimon", b)
	}
}

// TestTsunomonInheritedOnlyInYourTurn: in the opponent's turn, Grizzlymon (6000) over
// Tsunomon blocks a bare Gomamon (3000) and battles with 6000.
func TestTsunomonInheritedOnlyInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Position().SetTurn(p2, 4, core.PhaseMain)
	tb.Memory(p2, 3)
	attacker := tb.Battle(p2, "ST2-02")
	blocker := tb.Battle(p1, "ST2-01", "ST2-07")
	tb.Security(p1, "ST1-02")
	tb.Run(cardtest.Attack(attacker), cardtest.Block(blocker).By(p1))
	if b := tb.Battles(attacker); len(b) != 1 || b[0].N != 3000-6000 {
		t.Fatalf("battles of p2's Gomamon: %+v; want one against the blocker's 6000 DP", b)
	}
}

// TestTsunomonNotInherited: the +1000 comes from Tsunomon under the Digimon: a Gomamon
// without it battles a bare Gomamon with 3000, a tie.
func TestTsunomonNotInherited(t *testing.T) {
	tb := cardtest.New(t)
	gomamon := tb.Battle(p1, "ST2-02")
	tb.Run(cardtest.AttackDigimon(gomamon, suspended(tb, p2, "ST2-02")))
	if b := tb.Battles(gomamon); len(b) != 1 || b[0].N != 0 {
		t.Fatalf("battles of a Gomamon without Tsunomon: %+v; want a tie", b)
	}
}
