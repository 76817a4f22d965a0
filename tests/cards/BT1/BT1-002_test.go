package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-002 Bebydomon — Inherited: [Your Turn] While this Digimon has <Piercing>, it
// gets +2000 DP.

// TestBebydomonInheritedWithPiercing: +2000 DP on a Digimon with <Piercing> (Garudamon,
// Breakdramon) in its player's turn; not without <Piercing>, not in the opponent's turn;
// a <Piercing> gained later counts.
func TestBebydomonInheritedWithPiercing(t *testing.T) {
	tb := cardtest.New(t)
	garuda := tb.Battle(meA, "BT1-002", "BT1-022") // 7000, <Piercing>
	breakd := tb.Battle(meA, "BT1-002", "BT1-026") // 11000, <Piercing>
	mono := tb.Battle(meA, "BT1-002", "BT1-009")   // 3000
	noEgg := tb.Battle(meA, "BT1-009", "BT1-022")  // 7000, no Bebydomon
	for o, want := range map[string][2]int{"Garudamon": {tb.DP(garuda), 9000}, "Breakdramon": {tb.DP(breakd), 13000},
		"Monodramon": {tb.DP(mono), 3000}, "Garudamon without Bebydomon": {tb.DP(noEgg), 7000}} {
		if want[0] != want[1] {
			t.Errorf("%s: %d DP; want %d", o, want[0], want[1])
		}
	}

	tb.Memory(meA, 5)
	tb.Hand(meA, "BT1-091") // Scrap Claw: [Main] 1 of your Digimon gains <Piercing>
	tb.Run(cardtest.Use("BT1-091"), cardtest.Select(mono).By(meA))
	if got := tb.DP(mono); got != 5000 {
		t.Errorf("Monodramon after gaining <Piercing>: %d DP; want 5000", got)
	}

	tb.Run(cardtest.Pass())
	if got := tb.DP(garuda); got != 7000 {
		t.Errorf("Garudamon in the opponent's turn: %d DP; want 7000", got)
	}
}
