package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-07 Greymon — Inherited: <Security Attack +1> (This Digimon checks 1 additional
// security card.)

// TestGreymonInheritedSecurityAttack: a Digimon with Greymon under it checks 2
// security cards; Greymon on top (its inherited effect not working) checks 1.
func TestGreymonInheritedSecurityAttack(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []string
		want  int
	}{
		{"Greymon under Garudamon", []string{"ST1-07", "ST1-08"}, 2},
		{"Greymon on top", []string{"ST1-03", "ST1-07"}, 1},
		{"Greymon deeper in the stack", []string{"ST1-07", "ST1-05", "ST1-08"}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			attacker := tb.Battle(p1, tc.stack...)
			tb.Security(p2, "ST1-02", "ST1-02", "ST1-02") // Biyomon 3000: the attacker wins each battle
			if got := tb.Checks(attacker); got != tc.want {
				t.Errorf("SecurityChecks: %d, want %d", got, tc.want)
			}
			tb.Run(cardtest.Attack(attacker))
			if n := tb.ChecksMade(attacker); n != tc.want {
				t.Errorf("the attack checked %d security cards; want %d", n, tc.want)
			}
			if n := len(tb.Position().Players[p2].Security); n != 3-tc.want {
				t.Errorf("p2 has %d security cards left; want %d", n, 3-tc.want)
			}
			if attacker.Zone != core.ZoneBattle {
				t.Errorf("the attacker did not survive the security Biyomon")
			}
		})
	}
}
