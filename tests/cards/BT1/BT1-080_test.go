package bt1

import "testing"

// BT1-080 Titamon — no effect text (green level 6, cost 10, 12000 DP; digivolves from
// green level 5 for 2).
func TestTitamonVanilla(t *testing.T) { vanillaCard(t, "BT1-080", []string{"BT1-075"}, 2) }
