package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-087 T.K. Takaishi — [Start of Your Turn] If you have 2 or less memory, set your
// memory to 3.
// [On Play] Look at your security stack, then reveal 1 card in it and add it to your
// hand. If that card is yellow, trigger <Recovery +1 (Deck)>. Then shuffle your
// security stack.
// [Security] Play this card without paying its memory cost.

// TestTKAddsAYellowSecurityCardAndRecovers: played, its player picks Salamon (yellow)
// out of 3 security cards: it goes to the hand, the deck's top card goes to security
// (3 again), and the security stack is shuffled.
func TestTKAddsAYellowSecurityCardAndRecovers(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 4)
	k.Security(you, "ST1-02", "ST3-02", "ST1-04")
	k.Deck(you, "BT1-064")
	k.Hand(you, "BT1-087")
	k.Run(cardtest.Play("BT1-087"), selectCard(you, "ST3-02"))
	k.wantActivated("BT1-087", "[On Play]")
	if got := offeredCards(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []string{"ST1-02", "ST3-02", "ST1-04"}) {
		t.Errorf("offered %v; want the 3 security cards", got)
	}
	if h := k.hand(you); !slices.Equal(h, []string{"ST3-02"}) {
		t.Errorf("hand %v; want Salamon", h)
	}
	if sec := k.numbers(you, core.ZoneSecurity); !sameSet(sec, []string{"ST1-02", "ST1-04", "BT1-064"}) {
		t.Errorf("security %v; want the 2 left and the recovered Goblimon", sec)
	}
	shuffled := false
	for _, e := range k.Events(core.EvShuffle) {
		shuffled = shuffled || (e.Player == you && e.From == core.ZoneSecurity)
	}
	if !shuffled {
		t.Errorf("the security stack was not shuffled")
	}
}

// TestTKNoRecoveryForANonYellowCard: a red card picked: no recovery.
func TestTKNoRecoveryForANonYellowCard(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 4)
	k.Security(you, "ST1-02", "ST3-02")
	k.Hand(you, "BT1-087")
	k.Run(cardtest.Play("BT1-087"), selectCard(you, "ST1-02"))
	if sec := k.numbers(you, core.ZoneSecurity); !slices.Equal(sec, []string{"ST3-02"}) {
		t.Errorf("security %v; want only Salamon left", sec)
	}
	if n := len(k.Events(core.EvRecovery)); n != 0 {
		t.Errorf("%d recoveries; want none", n)
	}
}

// TestTKSecurityPlaysItFree: checked, it is played for free — and its [On Play]
// activates for its owner.
func TestTKSecurityPlaysItFree(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST3-02", "BT1-087")
	k.Run(cardtest.Attack(attacker), selectCard(them, "ST3-02"))
	k.wantActivated("BT1-087", "[Security]", "[On Play]")
	if k.Find(them, "BT1-087") == nil {
		t.Fatalf("T.K. is not in the opponent's battle area")
	}
	if h := k.hand(them); !slices.Equal(h, []string{"ST3-02"}) {
		t.Errorf("the opponent's hand %v; want Salamon", h)
	}
}
