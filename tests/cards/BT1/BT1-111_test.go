package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-111 Giga Blaster — [Main] Suspend 1 of your opponent's Digimon, or 2 of your
// opponent's Digimon with 5000 DP or less.
// [Security] Activate this card's [Main] effect.

// gigaBoard: the opponent's Magnadramon (12000), Salamon and Goblimon (3000 each).
func gigaBoard(t *testing.T) (k *kit, magna, sala, gob *core.FieldObject) {
	k = newKit(t)
	k.Memory(you, 3)
	k.Battle(you, "BT1-064")
	magna = k.Battle(them, "ST3-10")
	sala = k.Battle(them, "ST3-02")
	gob = k.Battle(them, "BT1-064")
	k.Hand(you, "BT1-111")
	return
}

// TestGigaBlasterTwoSmall: choosing the second way, the two 3000 Digimon are suspended
// and Magnadramon is not offered.
func TestGigaBlasterTwoSmall(t *testing.T) {
	k, magna, sala, gob := gigaBoard(t)
	k.Run(cardtest.Use("BT1-111"), cardtest.Yes().By(you), cardtest.Select(sala).By(you), cardtest.Select(gob).By(you))
	if !sala.Suspended || !gob.Suspended || magna.Suspended {
		t.Errorf("suspended: Salamon %v, Goblimon %v, Magnadramon %v", sala.Suspended, gob.Suspended, magna.Suspended)
	}
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{sala, gob}) {
		t.Errorf("offered %v; want the two with 5000 DP or less", got)
	}
}

// TestGigaBlasterOneAny: choosing the first way, any 1 (Magnadramon) is suspended.
func TestGigaBlasterOneAny(t *testing.T) {
	k, magna, sala, gob := gigaBoard(t)
	k.Run(cardtest.Use("BT1-111"), cardtest.No().By(you), cardtest.Select(magna).By(you))
	if !magna.Suspended || sala.Suspended || gob.Suspended {
		t.Errorf("suspended: Magnadramon %v, Salamon %v, Goblimon %v", magna.Suspended, sala.Suspended, gob.Suspended)
	}
}

// TestGigaBlasterSecurity: checked, its owner suspends 2 of the attacking player's
// small Digimon.
func TestGigaBlasterSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	a := k.Battle(you, "ST1-04")
	b := k.Battle(you, "ST1-02")
	k.Security(them, "ST1-02", "BT1-111")
	k.Run(cardtest.Attack(attacker), cardtest.Yes().By(them), cardtest.Select(a).By(them), cardtest.Select(b).By(them))
	k.wantActivated("BT1-111", "[Security]")
	if !a.Suspended || !b.Suspended {
		t.Errorf("suspended: %v, %v; want both", a.Suspended, b.Suspended)
	}
}
