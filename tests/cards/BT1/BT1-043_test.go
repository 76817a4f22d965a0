package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-043 SaberLeomon — [When Digivolving] Trash 4 digivolution cards under 1 of your
// opponent's Digimon.

// TestSaberLeomonWhenDigivolving: of a Digimon with 6 digivolution cards, the player of
// the effect chooses the 4 to trash; the Digimon keeps its top card and the other 2.
func TestSaberLeomonWhenDigivolving(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	monza := tb.Battle(meA, "BT1-028", "BT1-037", "BT1-038") // Monzaemon: blue Lv.5 → 3
	big := tb.Battle(oppA, "BT1-001", "ST1-02", "ST1-05", "ST1-08", "BT1-009", "BT1-014", "ST1-10")
	tb.Hand(meA, "BT1-043")
	tb.Run(cardtest.Digivolve(monza, "BT1-043"), cardtest.Select(big).By(meA),
		cardtest.SelectCard("BT1-001").By(meA), cardtest.SelectCard("ST1-05").By(meA),
		cardtest.SelectCard("BT1-009").By(meA), cardtest.SelectCard("BT1-014").By(meA))
	if got := cardtest.Numbers(big.Cards); !slices.Equal(got, []string{"ST1-02", "ST1-08", "ST1-10"}) {
		t.Errorf("the opponent's stack: %v; want [ST1-02 ST1-08 ST1-10]", got)
	}
	if got := trashA(tb, oppA); len(got) != 4 {
		t.Errorf("p2's trash: %v; want the 4 chosen", got)
	}
}

// TestSaberLeomonFewerCards: a Digimon with 2 digivolution cards loses both (nothing to
// choose); a Digimon with none may be chosen and loses nothing.
func TestSaberLeomonFewerCards(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	monza := tb.Battle(meA, "BT1-038")
	two := tb.Battle(oppA, "BT1-001", "ST1-02", "ST1-05")
	tb.Hand(meA, "BT1-043")
	tb.Run(cardtest.Digivolve(monza, "BT1-043"), cardtest.Select(two).By(meA))
	if got := cardtest.Numbers(two.Cards); !slices.Equal(got, []string{"ST1-05"}) {
		t.Errorf("stack %v; want [ST1-05]", got)
	}

	tb = cardtest.New(t)
	tb.Memory(meA, 3)
	monza = tb.Battle(meA, "BT1-038")
	bare := tb.Battle(oppA, "ST1-05")
	tb.Hand(meA, "BT1-043")
	tb.Run(cardtest.Digivolve(monza, "BT1-043"), cardtest.Select(bare).By(meA))
	if got := cardtest.Numbers(bare.Cards); !slices.Equal(got, []string{"ST1-05"}) || len(trashA(tb, oppA)) != 0 {
		t.Errorf("stack %v, trash %v; want unchanged", got, trashA(tb, oppA))
	}
}
