package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-063 Seraphimon — [When Digivolving] Trigger <Recovery +1 (Deck)>.
// [Your Turn] While you have 3 or more security cards, this Digimon gains <Security
// Attack +1>.

// TestSeraphimonWhenDigivolvingRecovers: digivolving into it puts the deck's top card
// on the security stack; with 2 security cards before, it now has 3 and checks 2.
func TestSeraphimonWhenDigivolvingRecovers(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	chirin := k.Battle(you, "BT1-058")
	k.Security(you, "ST1-02", "ST1-02")
	k.Hand(you, "BT1-063")
	k.Run(cardtest.Digivolve(chirin, "BT1-063"))
	k.wantActivated("BT1-063", "[When Digivolving]")
	if n := k.count(you, core.ZoneSecurity); n != 3 {
		t.Fatalf("%d security cards after digivolving; want 3", n)
	}
	k.wantChecks(chirin, 2, "3 security cards, your turn")
	if !k.HasKeyword(chirin, core.SecurityA) {
		t.Errorf("Seraphimon does not have <Security Attack +1>")
	}
}

// TestSeraphimonSecurityAttack: with 2 security cards it checks 1, with 3 it checks 2;
// in the opponent's turn 1; it attacks and checks 2 of the opponent's cards.
func TestSeraphimonSecurityAttack(t *testing.T) {
	k := newKit(t)
	sera := k.Battle(you, "BT1-063")
	k.Security(you, "ST1-02", "ST1-02")
	k.wantChecks(sera, 1, "2 security cards")
	k.Security(you, "ST1-02")
	k.wantChecks(sera, 2, "3 security cards")
	k.Security(them, "ST1-02", "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(sera))
	if n := k.ChecksMade(sera); n != 2 {
		t.Errorf("Seraphimon checked %d security cards; want 2", n)
	}
	k.Run(nextTurn(you)...)
	k.wantChecks(sera, 1, "the opponent's turn")
}
