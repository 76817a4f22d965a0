package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-044 MetalGarurumon — [When Attacking] Play 1 level 4 or lower digivolution card
// under this card as another Digimon without paying its memory cost.

// TestMetalGarurumonWhenAttacking: attacking, it offers its level 4 or lower Digimon
// cards under it — not the Digi-Egg, not the level 5 — and plays the one chosen for
// free: Gabumon, whose [On Play] draws 1.
func TestMetalGarurumonWhenAttacking(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 1)
	metal := tb.Battle(meA, "BT1-004", "BT1-029", "BT1-037", "BT1-040", "BT1-044")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(metal), cardtest.SelectCard("BT1-029").By(meA))

	if got := offeredCardsA(firstChoiceA(t, tb)); !slices.Equal(got, []string{"BT1-037", "BT1-029"}) {
		t.Errorf("offered %v; want [BT1-037 BT1-029] (top first)", got)
	}
	gabu := tb.Find(meA, "BT1-029")
	if gabu == nil || len(gabu.Cards) != 1 {
		t.Fatalf("Gabumon is not a Digimon of its own in the battle area")
	}
	if got := cardtest.Numbers(metal.Cards); !slices.Equal(got, []string{"BT1-004", "BT1-037", "BT1-040", "BT1-044"}) {
		t.Errorf("MetalGarurumon's stack: %v", got)
	}
	if m := memoryA(tb, meA); m != 1 {
		t.Errorf("memory %d; want 1 (played for free)", m)
	}
	if n := countA(tb, "BT1-029"); n != 1 || len(handA(tb, meA)) != 1 {
		t.Errorf("Gabumon's [On Play]: %d activations, hand %v; want it to draw 1", n, handA(tb, meA))
	}
}

// TestMetalGarurumonNothingToPlay: no level 4 or lower Digimon card under it: nothing.
func TestMetalGarurumonNothingToPlay(t *testing.T) {
	tb := cardtest.New(t)
	metal := tb.Battle(meA, "BT1-004", "BT1-040", "BT1-044")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(metal))
	if n := len(tb.Position().Players[meA].Battle); n != 1 || len(tb.Prompts(core.PromptChoose)) != 0 {
		t.Errorf("%d Digimon, %d choose prompts; want 1, none", n, len(tb.Prompts(core.PromptChoose)))
	}
}

// TestMetalGarurumonUnderABanOnPlayingByEffects: while its player can't play Digimon by
// effects (BT8-097 Crimson Blaze's ban, here on an inline Tamer of p2), the effect
// still activates and Gabumon is chosen, but it stays under MetalGarurumon: the ban
// covers a play from under a Digimon too (BT8-097 Q1775, 7-1, 15-1-3).
func TestMetalGarurumonUnderABanOnPlayingByEffects(t *testing.T) {
	cardtest.Scenario(t, `
version: 1
name: MetalGarurumon plays nothing while its player can't play Digimon by effects
cards:
  - number: SC-BAN
    name: Banner
    kind: Tamer
    colors: [Black]
    cost: 3
    effect: "[All Turns] Your opponent can't play Digimon by effects."
    script: |
      return card { static = { { player = "opponent", cannot = "play_by_effects" } } }
position:
  memory: 1
  p1:
    battle:
      - {name: metal, stack: [BT1-004, BT1-029, BT1-040, BT1-044]}
  p2:
    security: [BT1-001]
    battle: [SC-BAN]
steps:
  - attack: metal
  - choose: BT1-029
  - expect:
      objects:
        metal: {stack: [BT1-004, BT1-029, BT1-040, BT1-044]}
      p1: {battle: [BT1-044]}
      no_events:
        - {kind: play}
`)
}
