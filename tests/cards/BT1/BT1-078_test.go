package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-078 Jagamon — [When Attacking] Reveal 3 cards from the top of your deck. You can
// digivolve this card into 1 level 6 green Digimon card among them without paying its
// memory cost. Place the remaining cards at the bottom of your deck in any order.

// TestJagamonDigivolvesFromTheRevealedCards: of HerculesKabuterimon (green 6),
// Phoenixmon (red 6) and Goblimon, only HerculesKabuterimon is offered; Jagamon
// digivolves into it for free and draws from the cards not revealed (15-15-3-6); the
// other two go to the bottom; the attack goes on as HerculesKabuterimon (10000).
func TestJagamonDigivolvesFromTheRevealedCards(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	jaga := k.Battle(you, "BT1-078")
	k.Deck(you, "BT1-071")                      // under the revealed cards: the draw
	k.Deck(you, "BT1-064", "ST1-10", "BT1-081") // the top 3
	k.Security(them, "ST1-02", "ST1-02")        // Biyomon 3000
	k.Run(cardtest.Attack(jaga), selectCard(you, "BT1-081"), selectCard(you, "ST1-10"))
	k.wantActivated("BT1-078", "[When Attacking]")
	if got := offeredCards(k.Prompts(core.PromptChoose)[0]); !slices.Equal(got, []string{"BT1-081"}) {
		t.Errorf("offered %v; want HerculesKabuterimon only", got)
	}
	if top := jaga.Top().Data.Number; top != "BT1-081" {
		t.Fatalf("Jagamon's top card %s; want BT1-081", top)
	}
	k.wantMemory(you, 2, "the digivolution was free")
	if h := k.hand(you); !slices.Equal(h, []string{"BT1-071"}) {
		t.Errorf("hand %v; want Vegiemon, the first card not revealed", h)
	}
	if deck := k.numbers(you, core.ZoneDeck); !slices.Equal(deck[:2], []string{"BT1-064", "ST1-10"}) {
		t.Errorf("deck bottom first %v; want Goblimon, Phoenixmon at the bottom", deck)
	}
	if b := k.battlesOf(jaga); len(b) != 1 || b[0].N != 10000-3000 {
		t.Errorf("battles %+v; want one as HerculesKabuterimon (10000) against 3000", b)
	}
}

// TestJagamonMayDecline: the player may choose not to digivolve; all 3 go to the
// bottom.
func TestJagamonMayDecline(t *testing.T) {
	k := newKit(t)
	jaga := k.Battle(you, "BT1-078")
	k.Deck(you, "BT1-081", "BT1-081", "BT1-081")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(jaga), cardtest.Done().By(you))
	if top := jaga.Top().Data.Number; top != "BT1-078" {
		t.Errorf("Jagamon's top card %s; want it still Jagamon", top)
	}
	if deck := k.numbers(you, core.ZoneDeck); !slices.Equal(deck[:3], []string{"BT1-081", "BT1-081", "BT1-081"}) {
		t.Errorf("deck bottom first %v; want the 3 at the bottom", deck)
	}
}
