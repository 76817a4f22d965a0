package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-094 Oblivion Bird — [Main] Delete 1 of your opponent's Digimon with <Blocker>.
// [Security] Activate this card's [Main] effect.

// TestOblivionBirdMain: only the opponent's Digimon with <Blocker> are offered; the
// chosen Woodmon is deleted.
func TestOblivionBirdMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 5)
	k.Battle(you, "ST1-04")
	wood := k.Battle(them, "BT1-072")
	grizzly := k.Battle(them, "ST2-07")
	k.Battle(them, "ST2-04")
	k.Hand(you, "BT1-094")
	k.Run(cardtest.Use("BT1-094"), cardtest.Select(wood).By(you))
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{wood, grizzly}) {
		t.Errorf("offered %v; want the two with <Blocker>", got)
	}
	if onField(wood) || !onField(grizzly) {
		t.Errorf("Woodmon on the field %v, Grizzlymon %v; want only Woodmon deleted", onField(wood), onField(grizzly))
	}
}

// TestOblivionBirdSecurity: checked from the opponent's security, it deletes the
// attacking player's Woodmon (their <Blocker>).
func TestOblivionBirdSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	wood := k.Battle(you, "BT1-072")
	k.Security(them, "ST1-02", "BT1-094")
	k.Run(cardtest.Attack(attacker), cardtest.Select(wood).By(them))
	k.wantActivated("BT1-094", "[Security]")
	if onField(wood) {
		t.Errorf("Woodmon survived")
	}
}
