package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-081 HerculesKabuterimon — <Piercing>. [End of Attack][Twice Per Turn] You can
// unsuspend this Digimon by decreasing your memory by 3.

// TestHerculesKabuterimonUnsuspendsTwicePerTurn: it attacks a suspended Goblimon,
// deletes it and checks security (<Piercing>); at the end of the attack its player
// pays 3 memory to unsuspend it; a second attack again; after a third there is no
// more offer.
func TestHerculesKabuterimonUnsuspendsTwicePerTurn(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 10)
	herc := k.Battle(you, "BT1-081")
	gob := k.Battle(them, "BT1-064")
	gob.Suspended = true
	k.Security(them, "ST1-02", "ST1-02", "ST1-02", "ST1-02")

	k.Run(cardtest.AttackDigimon(herc, gob), cardtest.Yes().By(you))
	if onField(gob) {
		t.Fatalf("Goblimon survived")
	}
	if n := k.ChecksMade(herc); n != 1 {
		t.Errorf("<Piercing>: %d security checks after deleting Goblimon; want 1", n)
	}
	if herc.Suspended {
		t.Errorf("not unsuspended after the first attack")
	}
	k.wantMemory(you, 7, "after paying 3")

	k.Run(cardtest.Attack(herc), cardtest.Yes().By(you))
	k.wantMemory(you, 4, "after paying 3 again")
	if herc.Suspended {
		t.Errorf("not unsuspended after the second attack")
	}

	k.Run(cardtest.Attack(herc))
	if n := len(k.Prompts(core.PromptYesNo)); n != 2 {
		t.Errorf("%d offers to unsuspend; want 2 (twice per turn)", n)
	}
	if !herc.Suspended {
		t.Errorf("unsuspended a third time")
	}
	k.wantMemory(you, 4, "after the third attack")
}

// TestHerculesKabuterimonMayDecline: declining keeps the memory and the suspension.
func TestHerculesKabuterimonMayDecline(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 5)
	herc := k.Battle(you, "BT1-081")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(herc), cardtest.No().By(you))
	k.wantMemory(you, 5, "after declining")
	if !herc.Suspended {
		t.Errorf("unsuspended although declined")
	}
	if !k.HasKeyword(herc, core.Piercing) {
		t.Errorf("no <Piercing>")
	}
}
