package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-016 Tyrannomon — <Jamming> (This Digimon can't be deleted in battles against
// Security Digimon.) Keyword-only: no script.

// TestTyrannomonJamming: Tyrannomon (4000) loses to a 7000 DP Security Digimon and
// stays; a Digimon without <Jamming> is deleted.
func TestTyrannomonJamming(t *testing.T) {
	tb := cardtest.New(t)
	tyranno := tb.Battle(meA, "BT1-016")
	if !tb.HasKeyword(tyranno, core.Jamming) {
		t.Fatalf("Tyrannomon has no <Jamming>")
	}
	tb.Security(oppA, "ST1-08")
	tb.Run(cardtest.Attack(tyranno))
	if tyranno.Zone != core.ZoneBattle {
		t.Errorf("Tyrannomon was deleted by a Security Digimon")
	}
	if b := tb.Events(core.EvBattle); len(b) != 1 || b[0].Text == "win" {
		t.Errorf("battles %+v; want one that Tyrannomon did not win", b)
	}

	tb = cardtest.New(t)
	koka := tb.Battle(meA, "BT1-014") // Kokatorimon 4000, no <Jamming>
	tb.Security(oppA, "ST1-08")
	tb.Run(cardtest.Attack(koka))
	if koka.Zone == core.ZoneBattle {
		t.Errorf("Kokatorimon survived without <Jamming>")
	}
}
