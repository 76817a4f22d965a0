package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-107 Holy Wave — [Main] Trigger <Recovery +1 (Deck)>. [Security] Activate this
// card's [Main] effect.

// TestHolyWaveMain: the deck's top card goes on top of the security stack.
func TestHolyWaveMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	k.Battle(you, "ST3-02")
	k.Deck(you, "BT1-064")
	k.Hand(you, "BT1-107")
	k.Run(cardtest.Use("BT1-107"))
	if sec := k.numbers(you, core.ZoneSecurity); !slices.Equal(sec, []string{"BT1-064"}) {
		t.Errorf("security %v; want Goblimon", sec)
	}
}

// TestHolyWaveSecurity: checked (the last security card), its owner recovers 1: the
// attack's next check finds that card.
func TestHolyWaveSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-02", "ST1-05") // Birdramon checks 1
	k.Deck(them, "BT1-064")
	k.Security(them, "BT1-107")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-107", "[Security]")
	if sec := k.numbers(them, core.ZoneSecurity); !slices.Equal(sec, []string{"BT1-064"}) {
		t.Errorf("the opponent's security %v; want the recovered Goblimon", sec)
	}
}
