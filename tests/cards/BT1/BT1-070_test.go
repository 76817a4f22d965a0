package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-070 Kuwagamon — [On Play] Suspend 1 of your opponent's Digimon.

// TestKuwagamonOnPlay: played, it suspends the chosen opposing Digimon (any DP); your
// own Digimon are not offered.
func TestKuwagamonOnPlay(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 4)
	k.Battle(you, "BT1-064")
	magna := k.Battle(them, "ST3-10")
	sala := k.Battle(them, "ST3-02")
	k.Hand(you, "BT1-070")
	k.Run(cardtest.Play("BT1-070"), cardtest.Select(magna).By(you))
	k.wantActivated("BT1-070", "[On Play]")
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{magna, sala}) {
		t.Errorf("offered %v; want the opponent's two Digimon", got)
	}
	if !magna.Suspended || sala.Suspended {
		t.Errorf("Magnadramon suspended %v, Salamon %v; want only Magnadramon", magna.Suspended, sala.Suspended)
	}
}

// TestKuwagamonDigivolvedIntoDoesNothing: [On Play] only: digivolving into it
// suspends nothing.
func TestKuwagamonDigivolvedIntoDoesNothing(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	gob := k.Battle(you, "BT1-064")
	magna := k.Battle(them, "ST3-10")
	k.Hand(you, "BT1-070")
	k.Run(cardtest.Digivolve(gob, "BT1-070"))
	k.wantActivated("BT1-070")
	if magna.Suspended {
		t.Errorf("Magnadramon was suspended")
	}
}
