package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-032 Frigimon — <Jamming> Keyword-only: no script of its own.

// TestFrigimonJamming: Frigimon (4000) loses to a 7000 DP Security Digimon and stays.
func TestFrigimonJamming(t *testing.T) {
	tb := cardtest.New(t)
	frigi := tb.Battle(meA, "BT1-032")
	tb.Security(oppA, "ST1-08")
	tb.Run(cardtest.Attack(frigi))
	if frigi.Zone != core.ZoneBattle {
		t.Errorf("Frigimon was deleted by a Security Digimon")
	}
	if b := tb.Events(core.EvBattle); len(b) != 1 {
		t.Errorf("battles %+v; want one", b)
	}
}
