package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-060 MagnaAngemon — [On Play] Trigger <Recovery +1 (Deck)>.
// Inherited: [Your Turn] This Digimon gets +1000 DP for every 3 security cards you have.

// TestMagnaAngemonOnPlayRecovers: played, the top card of its player's deck goes on
// top of their security stack.
func TestMagnaAngemonOnPlayRecovers(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 7)
	k.Security(you, "ST1-02")
	k.Deck(you, "BT1-064") // the top card
	k.Hand(you, "BT1-060")
	k.Run(cardtest.Play("BT1-060"))
	k.wantActivated("BT1-060", "[On Play]")
	if sec := k.numbers(you, core.ZoneSecurity); !slices.Equal(sec, []string{"ST1-02", "BT1-064"}) {
		t.Errorf("security %v; want the deck's top card BT1-064 on top of ST1-02", sec)
	}
	if n := k.count(you, core.ZoneDeck); n != 5 {
		t.Errorf("%d cards in the deck; want 5", n)
	}
}

// TestMagnaAngemonInherited: SlashAngemon (8000) over MagnaAngemon gets +1000 for
// every 3 security cards of its player in their turn: 2 cards +0, 3 cards +1000, 6
// cards +2000; in the opponent's turn nothing.
func TestMagnaAngemonInherited(t *testing.T) {
	k := newKit(t)
	slash := k.Battle(you, "BT1-060", "BT1-062")
	k.Security(you, "ST1-02", "ST1-02")
	k.wantDP(slash, 8000, "2 security cards")
	k.Security(you, "ST1-02")
	k.wantDP(slash, 9000, "3 security cards")
	k.Security(you, "ST1-02", "ST1-02", "ST1-02")
	k.wantDP(slash, 10000, "6 security cards")
	k.Run(nextTurn(you)...)
	k.wantDP(slash, 8000, "the opponent's turn")
}
