package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-022 Garudamon — <Piercing>
// Inherited: [Your Turn] When this Digimon is blocked, trigger <Draw 1>.

// TestGarudamonPiercing: Garudamon deletes the Digimon it attacked and survives: it
// checks security as well.
func TestGarudamonPiercing(t *testing.T) {
	tb := cardtest.New(t)
	garuda := tb.Battle(meA, "BT1-022")
	biyo := tb.Battle(oppA, "ST1-02")
	suspendA(tb, biyo)
	tb.Security(oppA, "BT1-001", "BT1-001")
	tb.Run(cardtest.AttackDigimon(garuda, biyo))
	if biyo.Zone == core.ZoneBattle || garuda.Zone != core.ZoneBattle {
		t.Fatalf("after the battle: Biyomon in %s, Garudamon in %s", biyo.Zone, garuda.Zone)
	}
	if n := len(tb.Position().Players[oppA].Security); n != 1 {
		t.Errorf("%d security cards left; want 1 (<Piercing> checked 1)", n)
	}
}

// TestGarudamonInheritedBlocked: a Digimon with Garudamon under it is blocked in its
// player's turn: it draws 1. Not blocked, or Garudamon on top (its <Piercing> deletes
// the blocker and checks a Digi-Egg): no draw.
func TestGarudamonInheritedBlocked(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []string
		block bool
		draws int
	}{
		{"blocked", []string{"BT1-022", "BT1-024"}, true, 1},
		{"not blocked", []string{"BT1-022", "BT1-024"}, false, 0},
		{"Garudamon on top", []string{"BT1-009", "BT1-022"}, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			att := tb.Battle(meA, tc.stack...)
			monmon := tb.Battle(oppA, "BT1-031") // <Blocker>, 1000
			tb.Security(oppA, "BT1-001")
			answer := cardtest.NoBlock()
			if tc.block {
				answer = cardtest.Block(monmon)
			}
			tb.Run(cardtest.Attack(att), answer.By(oppA))
			if hand := len(handA(tb, meA)); hand != tc.draws {
				t.Errorf("%d cards drawn; want %d", hand, tc.draws)
			}
		})
	}
}
