package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-089 Mimi Tachikawa — [Start of Your Turn] If you have 2 or less memory, set your
// memory to 3.
// [Main] If you have a level 5 or higher green Digimon in play, you can suspend this
// Tamer to hatch 1 Digi-Egg card to an empty space in your breeding area, or move 1
// level 3 or higher Digimon from your breeding area to your battle area.
// [Security] Play this card without paying its memory cost.

// TestMimiHatches: the breeding area empty, Mimi's [Main] hatches the top Digi-Egg.
func TestMimiHatches(t *testing.T) {
	k := newKit(t)
	mimi := k.Battle(you, "BT1-089")
	k.Battle(you, "BT1-075")
	k.Position().AddCard(you, core.ZoneEggDeck, k.Card("BT1-007"))
	k.Run(cardtest.Activate("BT1-089"))
	k.wantActivated("BT1-089", "[Main]")
	if !mimi.Suspended {
		t.Errorf("Mimi was not suspended")
	}
	bred := k.Position().Players[you].Breeding
	if bred == nil || bred.Top().Data.Number != "BT1-007" {
		t.Fatalf("breeding area %v; want the hatched Tanemon", bred)
	}
	if len(k.Events(core.EvHatch)) != 1 {
		t.Errorf("no hatch event")
	}
}

// TestMimiMovesALevel3Out: Goblimon over Tanemon in the breeding area moves to the
// battle area.
func TestMimiMovesALevel3Out(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-089")
	k.Battle(you, "BT1-080")
	bred := k.Breeding(you, "BT1-007", "BT1-064")
	k.Run(cardtest.Activate("BT1-089"))
	if bred.Zone != core.ZoneBattle || k.Position().Players[you].Breeding != nil {
		t.Errorf("Goblimon is in %s; want the battle area", bred.Zone)
	}
}

// TestMimiLeavesAnEggInTheBreedingArea: a Digi-Egg (level 2) does not move, and none
// hatches over it.
func TestMimiLeavesAnEggInTheBreedingArea(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-089")
	k.Battle(you, "BT1-080")
	bred := k.Breeding(you, "BT1-007")
	k.Position().AddCard(you, core.ZoneEggDeck, k.Card("BT1-008"))
	k.Run(cardtest.Activate("BT1-089"))
	if bred.Zone != core.ZoneBreeding || len(k.Events(core.EvHatch)) != 0 {
		t.Errorf("Tanemon is in %s, %d hatches; want it left alone", bred.Zone, len(k.Events(core.EvHatch)))
	}
}

// TestMimiNeedsAGreenLevel5: with a yellow level 6 only, no [Main].
func TestMimiNeedsAGreenLevel5(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-089")
	k.Battle(you, "ST3-10")
	k.Run()
	for _, c := range k.Halted().Choices {
		if c.Action == core.ActActivate {
			t.Errorf("Mimi offers its [Main] without a green level 5 or higher Digimon")
		}
	}
}

// TestMimiSetsMemoryAndPlaysFromSecurity: [Security] plays it free; at the start of
// its owner's turn with 1 memory it sets 3.
func TestMimiSetsMemoryAndPlaysFromSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-089")
	k.Hand(you, "BT1-071")
	k.Run(cardtest.Attack(attacker))
	if k.Find(them, "BT1-089") == nil {
		t.Fatalf("Mimi is not in the opponent's battle area")
	}
	k.Memory(you, 3)
	k.Run(cardtest.Play("BT1-071")) // 3 - 4: the opponent starts with 1
	k.wantMemory(them, 3, "the opponent's turn")
	k.wantActivated("BT1-089", "[Security]", "[Start of Your Turn]")
}
