package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-010 Agumon — [On Play] Reveal 5 cards from the top of your deck. Add 1 Tamer card
// among them to your hand. Place the remaining cards at the bottom of your deck in any
// order.

// TestAgumonOnPlay: of the top 5 cards, the player adds 1 of the 2 Tamers to the hand
// (only Tamers are offered) and puts the other 4 at the bottom in the order chosen,
// each under the last; the 6th card stays on top.
func TestAgumonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	// Under the five fillers: top 5 are, from the top, ST2-12 ST1-02 ST1-12 BT1-090 ST1-16.
	tb.Deck(meA, "BT1-009", "ST1-16", "BT1-090", "ST1-12", "ST1-02", "ST2-12")
	tb.Hand(meA, "BT1-010")
	tb.Run(cardtest.Play("BT1-010"),
		cardtest.SelectCard("ST2-12").By(meA), // the Tamer to add
		cardtest.SelectCard("ST1-16").By(meA), // to the bottom first
		cardtest.SelectCard("ST1-12").By(meA),
		cardtest.SelectCard("ST1-02").By(meA), // BT1-090 goes last: the very bottom
	)

	if got := offeredCardsA(firstChoiceA(t, tb)); !slices.Equal(got, []string{"ST2-12", "ST1-12"}) {
		t.Errorf("Tamers offered: %v; want [ST2-12 ST1-12]", got)
	}
	if got := handA(tb, meA); !slices.Equal(got, []string{"ST2-12"}) {
		t.Errorf("hand: %v; want [ST2-12]", got)
	}
	want := []string{"BT1-090", "ST1-02", "ST1-12", "ST1-16", "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04", "BT1-009"}
	if got := deckA(tb, meA); !slices.Equal(got, want) {
		t.Errorf("deck, bottom first: %v; want %v", got, want)
	}
	if n := len(tb.Position().Players[meA].Limbo); n != 0 {
		t.Errorf("%d cards left revealed", n)
	}
}

// TestAgumonOnPlayNoTamer: no Tamer among the 5: nothing is added (no choice to make),
// all 5 go to the bottom; a short deck reveals what it has.
func TestAgumonOnPlayNoTamer(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	tb.Hand(meA, "BT1-010")
	tb.Run(cardtest.Play("BT1-010")) // five copies of one card: their order is no choice
	if got := handA(tb, meA); len(got) != 0 {
		t.Errorf("hand: %v; want empty", got)
	}
	if n := len(tb.Prompts(core.PromptChoose)); n != 0 {
		t.Errorf("%d choose prompts; want none", n)
	}
	if n := len(deckA(tb, meA)); n != 5 {
		t.Errorf("deck: %d cards; want the 5", n)
	}
	if got := tb.Activations("BT1-010"); len(got) != 1 || got[0].Text != "[On Play]" {
		t.Errorf("activations: %+v; want one [On Play]", got)
	}
}
