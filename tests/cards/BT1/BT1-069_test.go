package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-069 Ogremon — <Jamming> (This Digimon can't be deleted in battles against
// Security Digimon.) Keyword only: no script.

// TestOgremonJamming: Ogremon (4000) loses to a 12000 DP Security Digimon and is not
// deleted; it has <Jamming>.
func TestOgremonJamming(t *testing.T) {
	k := newKit(t)
	ogre := k.Battle(you, "BT1-069")
	if !k.HasKeyword(ogre, core.Jamming) {
		t.Fatalf("Ogremon has no <Jamming>")
	}
	k.Security(them, "ST1-02", "ST1-10")
	k.Run(cardtest.Attack(ogre))
	if b := k.battlesOf(ogre); len(b) != 1 || b[0].Text != "loss" {
		t.Fatalf("Ogremon's battles %+v; want one lost", b)
	}
	if !onField(ogre) {
		t.Errorf("Ogremon was deleted by a Security Digimon")
	}
}
