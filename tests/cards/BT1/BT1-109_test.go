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

// TestSmashedPotatoesOutlivesItsCardLeavingTheTrash: returned from the trash to the deck
// (by an inline Option) before the digivolution, Smashed Potatoes still reduces it: what
// its [Main] made is the game's for the turn, wherever the card goes (ver. 1.0 13-2-2-1,
// 15-11-2-2; core/next_time.go).
func TestSmashedPotatoesOutlivesItsCardLeavingTheTrash(t *testing.T) {
	cardtest.Scenario(t, `
version: 2
name: "BT1-109 Smashed Potatoes: returned from the trash to the deck, its reduction still waits for the next 5 → 6"
rules: [15-8-5, 15-11-2-2, 9-1-5]
description: >
  p1 uses Smashed Potatoes (cost 2: 5 → 3 memory), then an Option that returns the Option
  cards of p1's trash to the bottom of the deck: Smashed Potatoes leaves the trash. What
  its [Main] made is the game's and lasts for the turn wherever the card is (ver. 1.0
  13-2-2-1): green Okuwamon (level 5) digivolves into GranKuwagamon (level 6) for 4 - 4 = 0.
cards:
  - number: TEST-RECYCLE
    name: Recycle
    kind: Option
    colors: [Green]
    cost: 0
    effect: "[Main] Return all Option cards in your trash to the bottom of your deck."
    script: |
      return card { main = function(ctx) ctx:move(ctx:cards("trash", { kind = "Option" }), "deck_bottom") end }
position:
  turn: p1
  memory: 5
  p1:
    hand: [BT1-109, TEST-RECYCLE, BT1-083]
    deck: [ST1-02]
    battle:
      - {name: okuwa, stack: [BT1-077]}
steps:
  - use: BT1-109
  - use: TEST-RECYCLE
  - expect:
      memory: 3
      p1: {deck: [ST1-02, BT1-109], trash: [TEST-RECYCLE]}
  - digivolve: {object: okuwa, into: BT1-083}
  - expect:
      prompt: {kind: main, player: p1}
      memory: 3
      objects: {okuwa: {top: BT1-083}}
      event_counts: [{kind: activate, card: BT1-109, count: 1}]
`)
}
