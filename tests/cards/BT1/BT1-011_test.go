package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-011 Agumon Expert — [On Play] Return 1 Digimon card with [Agumon] in its name
// from your recycle bin to your hand.

// TestAgumonExpertOnPlay: offered are the Digimon cards of its player's trash with
// "Agumon" in their names — Agumon, Agumon Expert — not other Digimon, not the
// opponent's Agumon; the one chosen goes to the hand.
func TestAgumonExpertOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	tb.Trash(meA, "ST1-03", "BT1-009", "BT1-011", "ST1-12")
	tb.Trash(oppA, "BT1-010")
	tb.Hand(meA, "BT1-011")
	tb.Run(cardtest.Play("BT1-011"), cardtest.SelectCard("ST1-03").By(meA))

	if got := offeredCardsA(firstChoiceA(t, tb)); !slices.Equal(got, []string{"BT1-011", "ST1-03"}) {
		t.Errorf("offered: %v; want [BT1-011 ST1-03] (the most recent first)", got)
	}
	if got := handA(tb, meA); !slices.Equal(got, []string{"ST1-03"}) {
		t.Errorf("hand: %v; want [ST1-03]", got)
	}
	if got := trashA(tb, meA); !slices.Equal(got, []string{"BT1-009", "BT1-011", "ST1-12"}) {
		t.Errorf("trash: %v", got)
	}
}

// TestAgumonExpertOnPlayNothingToReturn: no Agumon in the trash: nothing happens.
func TestAgumonExpertOnPlayNothingToReturn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	tb.Trash(meA, "BT1-009")
	tb.Hand(meA, "BT1-011")
	tb.Run(cardtest.Play("BT1-011"))
	if got := handA(tb, meA); len(got) != 0 || countA(tb, "BT1-011") != 1 {
		t.Errorf("hand %v, %d activations; want empty, 1", got, countA(tb, "BT1-011"))
	}
}
