package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-084 Omnimon — [When Digivolving] Choose 1 of your opponent's Digimon. Delete all
// of your opponent's Digimon that share a name with it.
// [When Attacking] You can unsuspend this Digimon by returning 1 of this Digimon's
// level 6 digivolution cards to your hand.

// TestOmnimonDeletesAllThatShareAName: digivolving from Phoenixmon (red level 6, cost
// 6), the chosen Salamon takes the other opposing Salamon with it; their Bearmon and
// your own Salamon stay.
func TestOmnimonDeletesAllThatShareAName(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	phoenix := k.Battle(you, "ST1-10")
	mine := k.Battle(you, "ST3-02")
	s1 := k.Battle(them, "ST3-02")
	s2 := k.Battle(them, "ST3-02")
	bear := k.Battle(them, "ST2-04")
	k.Hand(you, "BT1-084")
	k.Run(cardtest.Digivolve(phoenix, "BT1-084"), cardtest.Select(s2).By(you))
	k.wantActivated("BT1-084", "[When Digivolving]")
	if onField(s1) || onField(s2) {
		t.Errorf("an opposing Salamon survived")
	}
	if !onField(bear) || !onField(mine) {
		t.Errorf("Bearmon on the field %v, your Salamon %v; want both", onField(bear), onField(mine))
	}
}

// TestOmnimonUnsuspendsByReturningALevel6Card: attacking, its player returns the level
// 6 card under it (of Phoenixmon and Greymon, only Phoenixmon is offered) to the hand
// and Omnimon unsuspends.
func TestOmnimonUnsuspendsByReturningALevel6Card(t *testing.T) {
	k := newKit(t)
	omni := k.Battle(you, "ST1-07", "ST1-10", "BT1-084")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(omni), cardtest.Yes().By(you), selectCard(you, "ST1-10"))
	k.wantActivated("BT1-084", "[When Attacking]")
	if got := offeredCards(k.Prompts(core.PromptChoose)[0]); !slices.Equal(got, []string{"ST1-10"}) {
		t.Errorf("offered %v; want Phoenixmon only", got)
	}
	if omni.Suspended {
		t.Errorf("Omnimon is still suspended")
	}
	if h := k.hand(you); !slices.Equal(h, []string{"ST1-10"}) {
		t.Errorf("hand %v; want Phoenixmon", h)
	}
	if got := cardtest.Numbers(omni.Cards); !slices.Equal(got, []string{"ST1-07", "BT1-084"}) {
		t.Errorf("Omnimon's stack %v; want Greymon under Omnimon", got)
	}
}

// TestOmnimonNoLevel6CardNoOffer: with no level 6 card under it nothing is asked.
func TestOmnimonNoLevel6CardNoOffer(t *testing.T) {
	k := newKit(t)
	omni := k.Battle(you, "ST1-07", "BT1-084")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(omni))
	if n := len(k.Prompts(core.PromptYesNo)); n != 0 {
		t.Errorf("%d yes/no prompts; want none", n)
	}
	if !omni.Suspended {
		t.Errorf("Omnimon unsuspended")
	}
}

// TestOmnimonSharedNameByARuleName: Shoutmon X2 is also treated as [Shoutmon] and
// [Ballistamon] by its [Rule] (2-3-5): choosing it, the opposing Ballistamon shares a
// name with it and is deleted too; their Bearmon stays. (Choosing Ballistamon instead
// took Shoutmon X2 along already: it has the name [Ballistamon].)
func TestOmnimonSharedNameByARuleName(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	phoenix := k.Battle(you, "ST1-10")
	x2 := k.Battle(them, "BT15-012")
	ballista := k.Battle(them, "BT10-049")
	bear := k.Battle(them, "ST2-04")
	k.Hand(you, "BT1-084")
	k.Run(cardtest.Digivolve(phoenix, "BT1-084"), cardtest.Select(x2).By(you))
	if onField(x2) || onField(ballista) {
		t.Errorf("Shoutmon X2 on the field %v, Ballistamon %v; want both deleted", onField(x2), onField(ballista))
	}
	if !onField(bear) {
		t.Errorf("Bearmon was deleted")
	}
}
