package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-085 Tai Kamiya — [Start of Your Turn] If you have 2 or less memory, set your
// memory to 3.
// [Your Turn] All of your red Digimon with 4 or more digivolution cards gain <Security
// Attack +1>.
// [Security] Play this card without paying its memory cost.

// TestTaiSetsMemoryToThree: the opponent ends their turn by overpaying (1 memory left
// on your side): at the start of your turn it becomes 3. The opponent's start of turn
// does nothing.
func TestTaiSetsMemoryToThree(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-085")
	k.Hand(them, "BT1-071") // Vegiemon, cost 4
	k.Run(cardtest.Pass())
	k.wantActivated("BT1-085") // not at the start of the opponent's turn
	k.Run(cardtest.Play("BT1-071").By(them))
	k.wantActivated("BT1-085", "[Start of Your Turn]")
	k.wantMemory(you, 3, "your turn after the opponent left you 1")
}

// TestTaiLeavesThreeOrMore: starting with 3 (the opponent passed), nothing activates.
func TestTaiLeavesThreeOrMore(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-085")
	k.Run(append(nextTurn(you), nextTurn(them)...)...)
	k.wantActivated("BT1-085")
	k.wantMemory(you, 3, "your turn after the opponent passed")
}

// TestTaiRedDigimonWithFourCardsGainSecurityAttack: a red Digimon with 4 digivolution
// cards checks 2 in your turn; one with 3, and a blue one with 4, check 1; in the
// opponent's turn all check 1.
func TestTaiRedDigimonWithFourCardsGainSecurityAttack(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-085")
	four := k.Battle(you, "ST1-02", "ST1-02", "ST1-05", "ST1-08", "ST1-10")
	three := k.Battle(you, "ST1-02", "ST1-05", "ST1-08", "ST1-10")
	blue := k.Battle(you, "ST2-02", "ST2-02", "ST2-05", "ST2-08", "ST2-10")
	k.wantChecks(four, 2, "red with 4 digivolution cards")
	k.wantChecks(three, 1, "red with 3")
	k.wantChecks(blue, 1, "blue with 4")
	k.Run(nextTurn(you)...)
	k.wantChecks(four, 1, "the opponent's turn")
}

// TestTaiSecurityPlaysItFree: checked from the security stack it is played into its
// owner's battle area for free.
func TestTaiSecurityPlaysItFree(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-085")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-085", "[Security]")
	if k.Find(them, "BT1-085") == nil {
		t.Fatalf("Tai is not in the opponent's battle area")
	}
	if plays := k.Events(core.EvPlay); len(plays) != 1 || plays[0].N != 0 {
		t.Errorf("plays %+v; want one paying 0", plays)
	}
}

// TestTaiRedDigimonHaveTheKeyword: the red Digimon with 4 digivolution cards gain
// <Security Attack +1> itself, not only its extra check: in your turn it has the
// keyword (what "a Digimon with <Security Attack>" looks for); the one with 3 cards
// does not, nor does it in the opponent's turn.
func TestTaiRedDigimonHaveTheKeyword(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-085")
	four := k.Battle(you, "ST1-02", "ST1-02", "ST1-05", "ST1-08", "ST1-10")
	three := k.Battle(you, "ST1-02", "ST1-05", "ST1-08", "ST1-10")
	if !k.HasKeyword(four, core.SecurityA) || k.HasKeyword(three, core.SecurityA) {
		t.Errorf("<Security A.>: with 4 cards %v, with 3 %v; want true, false",
			k.HasKeyword(four, core.SecurityA), k.HasKeyword(three, core.SecurityA))
	}
	k.Run(nextTurn(you)...)
	if k.HasKeyword(four, core.SecurityA) {
		t.Errorf("<Security A.> in the opponent's turn")
	}
}

// TestTaiRedIsTheColorADigimonHasNow: a blue Digimon with 4 digivolution cards that an
// effect treats as red too is one of your red Digimon (2-4-3, 15-12-1): it checks 2.
func TestTaiRedIsTheColorADigimonHasNow(t *testing.T) {
	cardtest.Scenario(t, `
version: 1
name: Tai Kamiya's red Digimon include one an effect makes red
cards:
  - number: SC-RED
    name: Painter
    kind: Tamer
    colors: [Red]
    cost: 2
    effect: "[Your Turn] All of your Digimon are also treated as red."
    script: |
      return card { static = { { turn = "your", target = "your_digimon", also_color = "Red" } } }
position:
  p1:
    battle:
      - BT1-085
      - SC-RED
      - {name: garuru, stack: [ST2-02, ST2-02, ST2-05, ST2-08, ST2-10]}
steps:
  - expect:
      objects:
        garuru: {checks: 2}
`)
}
