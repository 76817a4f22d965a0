package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-026 Breakdramon — <Piercing> Keyword-only: no script of its own.

// TestBreakdramonPiercing: Breakdramon deletes the Digimon it attacked and survives: it
// checks security as well.
func TestBreakdramonPiercing(t *testing.T) {
	tb := cardtest.New(t)
	breakd := tb.Battle(meA, "BT1-026")
	if !tb.HasKeyword(breakd, core.Piercing) {
		t.Fatalf("Breakdramon has no <Piercing>")
	}
	target := tb.Battle(oppA, "ST1-08")
	suspendA(tb, target)
	tb.Security(oppA, "BT1-001", "BT1-001")
	tb.Run(cardtest.AttackDigimon(breakd, target))
	if target.Zone == core.ZoneBattle || breakd.Zone != core.ZoneBattle {
		t.Fatalf("after the battle: target in %s, Breakdramon in %s", target.Zone, breakd.Zone)
	}
	if n := len(tb.Position().Players[oppA].Security); n != 1 {
		t.Errorf("%d security cards left; want 1 (<Piercing> checked 1)", n)
	}
}
