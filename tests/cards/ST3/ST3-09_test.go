package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-09 Angewomon — [When Digivolving] When you have 3 security cards or less,
// trigger <Recovery +1 (Deck)>. (Place the top card of your deck on top of your
// security stack.)

// TestAngewomonWhenDigivolving: digivolving Gatomon into Angewomon with 3 or fewer
// security cards puts the top card of the deck on top of the security stack; with 4,
// the effect does not activate (15-6-3).
func TestAngewomonWhenDigivolving(t *testing.T) {
	for _, tc := range []struct {
		security, trigger int
	}{{0, 1}, {3, 1}, {4, 0}} {
		tb := cardtest.New(t)
		tb.Memory(p1, 3)
		gato := tb.Battle(p1, "ST3-02", "ST3-06")
		for range tc.security {
			tb.Security(p1, "ST1-02")
		}
		tb.Deck(p1, "ST3-03", "ST3-16") // drawn by the digivolution: Seven Heavens; then Tapirmon
		tb.Hand(p1, "ST3-09")
		g := tb.Position()
		deck := len(g.Players[p1].Deck)
		tb.Run(cardtest.Digivolve(gato, "ST3-09"))

		if got := tb.Activations("ST3-09"); len(got) != tc.trigger {
			t.Errorf("%d security cards: activations of ST3-09 %+v; want %d", tc.security, got, tc.trigger)
		}
		sec := g.Players[p1].Security
		if len(sec) != tc.security+tc.trigger {
			t.Errorf("%d security cards: now %d; want %d", tc.security, len(sec), tc.security+tc.trigger)
		}
		if tc.trigger == 1 && sec[len(sec)-1].Data.Number != "ST3-03" {
			t.Errorf("the top security card is %s; want Tapirmon, the deck's top card after the draw", sec[len(sec)-1])
		}
		if n := len(g.Players[p1].Deck); n != deck-1-tc.trigger {
			t.Errorf("deck: %d cards; want %d", n, deck-1-tc.trigger)
		}
	}
}

// TestAngewomonPlayedHasNoEffect: played from the hand, [When Digivolving] does not
// trigger.
func TestAngewomonPlayedHasNoEffect(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 6)
	tb.Hand(p1, "ST3-09")
	tb.Run(cardtest.Play("ST3-09"))
	if got := tb.Activations("ST3-09"); len(got) != 0 {
		t.Fatalf("activations of ST3-09: %+v; want none", got)
	}
	if n := len(tb.Position().Players[p1].Security); n != 0 {
		t.Fatalf("security: %d cards; want 0", n)
	}
}
