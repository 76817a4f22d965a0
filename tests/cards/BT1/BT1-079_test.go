package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-079 Lillymon — Inherited: [When Attacking] Suspend 1 of your opponent's Digimon
// without <Blocker>.

// TestLillymonInherited: Titamon over Lillymon attacks; Woodmon (<Blocker>) is not
// offered, the chosen Magnadramon is suspended.
func TestLillymonInherited(t *testing.T) {
	k := newKit(t)
	tita := k.Battle(you, "BT1-079", "BT1-080")
	wood := k.Battle(them, "BT1-072")
	magna := k.Battle(them, "ST3-10")
	sala := k.Battle(them, "ST3-02")
	k.Security(them, "ST1-02", "ST1-02")
	// The [When Attacking] effect resolves before the block timing (11-1-4).
	k.Run(cardtest.Attack(tita), cardtest.Select(magna).By(you), cardtest.NoBlock().By(them))
	k.wantActivated("BT1-079", "inherited [When Attacking]")
	if !magna.Suspended || wood.Suspended || sala.Suspended {
		t.Errorf("suspended: Magnadramon %v, Woodmon %v, Salamon %v; want only Magnadramon", magna.Suspended, wood.Suspended, sala.Suspended)
	}
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{magna, sala}) {
		t.Errorf("offered %v; want Magnadramon and Salamon (no <Blocker>)", got)
	}
}
