package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-088 Izzy Izumi — [Main] If you have a level 5 or higher green Digimon in play, you
// can suspend this Tamer to reveal the top card of your deck. If that card is a Digimon
// card, add it to your hand. Otherwise place it at the bottom of your deck.
// [Security] Play this card without paying its memory cost.

// TestIzzyAddsADigimonCard: with Digitamamon (green 5) in play, Izzy suspends and the
// revealed Goblimon goes to the hand.
func TestIzzyAddsADigimonCard(t *testing.T) {
	k := newKit(t)
	izzy := k.Battle(you, "BT1-088")
	k.Battle(you, "BT1-075")
	k.Deck(you, "BT1-064")
	k.Run(cardtest.Activate("BT1-088"))
	k.wantActivated("BT1-088", "[Main]")
	if !izzy.Suspended {
		t.Errorf("Izzy was not suspended")
	}
	if h := k.hand(you); !slices.Equal(h, []string{"BT1-064"}) {
		t.Errorf("hand %v; want Goblimon", h)
	}
	if k.attackOffered(izzy) {
		t.Errorf("a Tamer offered to attack")
	}
	for _, c := range k.Halted().Choices {
		if c.Action == core.ActActivate {
			t.Errorf("suspended, Izzy still offers its [Main]")
		}
	}
}

// TestIzzyPutsAnOptionAtTheBottom: an Option revealed goes to the bottom of the deck.
func TestIzzyPutsAnOptionAtTheBottom(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-088")
	k.Battle(you, "BT1-080")
	k.Deck(you, "BT1-090")
	k.Run(cardtest.Activate("BT1-088"))
	if h := k.hand(you); len(h) != 0 {
		t.Errorf("hand %v; want it empty", h)
	}
	if deck := k.numbers(you, core.ZoneDeck); deck[0] != "BT1-090" {
		t.Errorf("deck bottom first %v; want Gravity Crush at the bottom", deck)
	}
}

// TestIzzyNeedsAGreenLevel5: with only a green level 4 and a red level 6, no [Main].
func TestIzzyNeedsAGreenLevel5(t *testing.T) {
	k := newKit(t)
	k.Battle(you, "BT1-088")
	k.Battle(you, "BT1-071")
	k.Battle(you, "ST1-10")
	k.Run()
	for _, c := range k.Halted().Choices {
		if c.Action == core.ActActivate {
			t.Errorf("Izzy offers its [Main] without a green level 5 or higher Digimon")
		}
	}
}

// TestIzzySecurityPlaysItFree: checked, it is played for free.
func TestIzzySecurityPlaysItFree(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-088")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-088", "[Security]")
	if k.Find(them, "BT1-088") == nil {
		t.Fatalf("Izzy is not in the opponent's battle area")
	}
}
