package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-067 Palmon — [On Play] Reveal 3 cards from the top of your deck. Add 1 level 4
// Digimon card among them to your hand. Place the remaining cards at the bottom of
// your deck in any order.

// TestPalmonOnPlay: of the top 3 (Woodmon, an Option, Goblimon) only the level 4
// Digimon card is offered and goes to the hand; the player puts the other two at the
// bottom in the order they pick, each under the last; the 4th card is untouched.
func TestPalmonOnPlay(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	k.Deck(you, "BT1-072", "BT1-064", "BT1-090", "BT1-072")
	k.Deck(you, "BT1-064", "BT1-090", "BT1-072") // the top 3: Woodmon, Gravity Crush, Goblimon
	k.Hand(you, "BT1-067")
	k.Run(cardtest.Play("BT1-067"), selectCard(you, "BT1-072"), selectCard(you, "BT1-090"))
	k.wantActivated("BT1-067", "[On Play]")
	if got := offeredCards(k.Prompts(core.PromptChoose)[0]); !slices.Equal(got, []string{"BT1-072"}) {
		t.Errorf("offered %v; want only Woodmon (level 4 Digimon)", got)
	}
	if h := k.hand(you); !slices.Equal(h, []string{"BT1-072"}) {
		t.Errorf("hand %v; want Woodmon", h)
	}
	deck := k.numbers(you, core.ZoneDeck)
	want := []string{"BT1-064", "BT1-090", cardtest.Filler, cardtest.Filler, cardtest.Filler, cardtest.Filler, cardtest.Filler,
		"BT1-072", "BT1-064", "BT1-090", "BT1-072"}
	if !slices.Equal(deck, want) {
		t.Errorf("deck bottom first %v; want %v", deck, want)
	}
}

// TestPalmonOnPlayNothingToAdd: with no level 4 Digimon card among the 3, none is
// added and all 3 go to the bottom.
func TestPalmonOnPlayNothingToAdd(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	k.Deck(you, "BT1-064", "BT1-064", "BT1-064")
	k.Hand(you, "BT1-067")
	k.Run(cardtest.Play("BT1-067"))
	if h := k.hand(you); len(h) != 0 {
		t.Errorf("hand %v; want it empty", h)
	}
	if deck := k.numbers(you, core.ZoneDeck); !slices.Equal(deck[:3], []string{"BT1-064", "BT1-064", "BT1-064"}) {
		t.Errorf("deck bottom first %v; want the 3 Goblimon at the bottom", deck)
	}
}
