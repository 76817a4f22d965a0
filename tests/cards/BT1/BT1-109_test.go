package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-109 Smashed Potatoes — [Main] For the turn, the next time you would digivolve one
// of your green Digimon from level 5 to level 6, decrease the digivolution cost by 4.

// TestSmashedPotatoesNextGreenFiveToSix: after using it, a green 4 → 5 digivolution
// costs its full 3; the next green 5 → 6 (GranKuwagamon, 4) costs 0; the one after that
// (Titamon, 2) its full cost again.
func TestSmashedPotatoesNextGreenFiveToSix(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 7)
	veg := k.Battle(you, "BT1-071")  // green 4
	oku := k.Battle(you, "BT1-077")  // green 5
	digi := k.Battle(you, "BT1-075") // green 5
	k.Hand(you, "BT1-109", "BT1-075", "BT1-083", "BT1-080")
	k.Run(cardtest.Use("BT1-109"))
	k.wantMemory(you, 5, "after using it for 2")
	k.Run(cardtest.Digivolve(veg, "BT1-075"))
	k.wantMemory(you, 2, "4 → 5 costs its full 3")
	k.Run(cardtest.Digivolve(oku, "BT1-083"))
	k.wantMemory(you, 2, "5 → 6 into GranKuwagamon: 4 - 4")
	k.wantActivated("BT1-109", "[Main]", "[Main] (the next digivolution, cost -4)")
	k.Run(cardtest.Digivolve(digi, "BT1-080"))
	k.wantMemory(you, 0, "the next 5 → 6 costs its full 2")
}

// TestSmashedPotatoesNotForOtherColorsNorNextTurn: a red 5 → 6 costs in full and does
// not spend it; the next turn it is gone.
func TestSmashedPotatoesNotForOtherColorsNorNextTurn(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	k.Battle(you, "BT1-064")          // green: the color requirement
	red := k.Battle(you, "ST1-08")    // red 5
	green := k.Battle(you, "BT1-075") // green 5
	k.Hand(you, "BT1-109", "ST1-10")  // Phoenixmon: red 6, cost 2
	k.Run(cardtest.Use("BT1-109"), cardtest.Digivolve(red, "ST1-10"))
	k.wantMemory(you, 2, "red 5 → 6 costs its full 2")
	k.Run(cardtest.Pass(), cardtest.Pass().By(them))
	k.Hand(you, "BT1-080")
	k.Run(cardtest.Digivolve(green, "BT1-080"))
	k.wantMemory(you, 1, "the next turn: Titamon costs its full 2 from 3")
}

// TestSmashedPotatoesHasNoSecurityEffect: checked, nothing activates.
func TestSmashedPotatoesHasNoSecurityEffect(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-109")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-109")
}
