package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-048 Patamon — [On Play] Reveal 4 cards from the top of your deck. Add all yellow
// Tamer cards among them to your hand. Place the remaining cards at the bottom of your
// deck in any order.

// TestPatamonOnPlay: of the top 4 — two yellow Tamers, a red Tamer, a yellow Digimon —
// both yellow Tamers go to the hand without a choice, the other 2 to the bottom in the
// order chosen; the 5th card stays on top.
func TestPatamonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	// from the top: ST3-12 (yellow Tamer), BT1-045 (yellow Digimon), ST1-12 (red Tamer), BT1-087 (yellow Tamer)
	tb.Deck(meA, "BT1-009", "BT1-087", "ST1-12", "BT1-045", "ST3-12")
	tb.Hand(meA, "BT1-048")
	tb.Run(cardtest.Play("BT1-048"), cardtest.SelectCard("ST1-12").By(meA))

	if got := handA(tb, meA); !slices.Equal(got, []string{"ST3-12", "BT1-087"}) {
		t.Errorf("hand %v; want [ST3-12 BT1-087]", got)
	}
	want := []string{"BT1-045", "ST1-12", "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04", "BT1-009"}
	if got := deckA(tb, meA); !slices.Equal(got, want) {
		t.Errorf("deck, bottom first: %v; want %v", got, want)
	}
}

// TestPatamonOnPlayNoYellowTamer: nothing to add: all 4 to the bottom.
func TestPatamonOnPlayNoYellowTamer(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	tb.Deck(meA, "ST1-12")
	tb.Hand(meA, "BT1-048")
	tb.Run(cardtest.Play("BT1-048"), cardtest.SelectCard("ST1-12").By(meA))
	if got := handA(tb, meA); len(got) != 0 {
		t.Errorf("hand %v; want empty", got)
	}
	if got := deckA(tb, meA); !slices.Equal(got, []string{"ST1-04", "ST1-04", "ST1-04", "ST1-12", "ST1-04", "ST1-04"}) {
		t.Errorf("deck, bottom first: %v", got)
	}
}
