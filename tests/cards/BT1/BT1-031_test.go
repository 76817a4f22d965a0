package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-031 Monmon — <Blocker> Keyword-only: no script of its own.

// TestMonmonBlocker: Monmon may block the opponent's attack; blocking suspends it and
// it battles the attacker instead of the player being checked.
func TestMonmonBlocker(t *testing.T) {
	tb := cardtest.New(t)
	tb.Position().SetTurn(oppA, 4, core.PhaseMain)
	attacker := tb.Battle(oppA, "ST1-04")
	monmon := tb.Battle(meA, "BT1-031")
	tb.Security(meA, "BT1-001")
	tb.Run(cardtest.Attack(attacker), cardtest.Block(monmon).By(meA))
	if got := blockersA(tb); len(got) != 1 || got[0] != monmon {
		t.Errorf("blockers offered: %v; want Monmon", got)
	}
	if monmon.Zone == core.ZoneBattle || len(tb.Position().Players[meA].Security) != 1 {
		t.Errorf("Monmon (1000) blocked Dracomon (4000): Monmon in %s, %d security cards; want deleted, 1",
			monmon.Zone, len(tb.Position().Players[meA].Security))
	}
}
