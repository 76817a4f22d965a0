package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-074 Togemon — [When Digivolving] Reveal 3 cards from the top of your deck. Add 1
// level 5 or higher Digimon card among them to your hand. Place the remaining cards at
// the bottom of your deck in any order.

// TestTogemonWhenDigivolving: digivolving into Togemon (the draw comes first: 8-1-3-3)
// reveals the next 3: Titamon (6) and Digitamamon (5) are offered, Vegiemon (4) is
// not; the chosen Titamon goes to the hand, the others to the bottom.
func TestTogemonWhenDigivolving(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	gob := k.Battle(you, "BT1-064")
	k.Deck(you, "BT1-071", "BT1-075", "BT1-080", "BT1-064") // the draw: Goblimon; then Titamon, Digitamamon, Vegiemon
	k.Hand(you, "BT1-074")
	k.Run(cardtest.Digivolve(gob, "BT1-074"), selectCard(you, "BT1-080"), selectCard(you, "BT1-071"))
	k.wantActivated("BT1-074", "[When Digivolving]")
	if got := offeredCards(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []string{"BT1-080", "BT1-075"}) {
		t.Errorf("offered %v; want Titamon and Digitamamon", got)
	}
	if h := k.hand(you); !sameSet(h, []string{"BT1-064", "BT1-080"}) {
		t.Errorf("hand %v; want the drawn Goblimon and Titamon", h)
	}
	if deck := k.numbers(you, core.ZoneDeck); !slices.Equal(deck[:2], []string{"BT1-075", "BT1-071"}) || len(deck) != 7 {
		t.Errorf("deck bottom first %v; want Digitamamon, Vegiemon at the bottom and 7 cards", deck)
	}
}

// TestTogemonPlayedDoesNothing: played, nothing is revealed.
func TestTogemonPlayedDoesNothing(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	k.Deck(you, "BT1-080")
	k.Hand(you, "BT1-074")
	k.Run(cardtest.Play("BT1-074"))
	k.wantActivated("BT1-074")
	if n := k.count(you, core.ZoneDeck); n != 6 {
		t.Errorf("%d cards in the deck; want 6", n)
	}
}
