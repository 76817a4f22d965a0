package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-054 Liamon — [When Attacking] If you have 3 or more memory, 1 of your opponent's
// Digimon gets -2000 DP for the turn.

// TestLiamonWhenAttacking: with 3 memory, attacking gives 1 of the opponent's Digimon
// -2000 DP for the turn; with 2 memory nothing.
func TestLiamonWhenAttacking(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	lia := tb.Battle(meA, "BT1-054")
	garuda := tb.Battle(oppA, "ST1-08")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(lia), cardtest.Select(garuda).By(meA))
	if got := tb.DP(garuda); got != 5000 {
		t.Errorf("Garudamon: %d DP; want 5000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(garuda); got != 7000 {
		t.Errorf("next turn, Garudamon: %d DP; want 7000", got)
	}

	tb = cardtest.New(t)
	tb.Memory(meA, 2)
	lia = tb.Battle(meA, "BT1-054")
	garuda = tb.Battle(oppA, "ST1-08")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(lia))
	if got := tb.DP(garuda); got != 7000 || len(tb.Prompts(core.PromptChoose)) != 0 {
		t.Errorf("with 2 memory: Garudamon %d DP; want 7000, no choice", got)
	}
}
