package bt1

import "testing"

// BT1-071 Vegiemon — no effect text (green level 4, cost 4, 6000 DP; digivolves from
// green level 3 for 1).
func TestVegiemonVanilla(t *testing.T) { vanillaCard(t, "BT1-071", []string{"BT1-064"}, 1) }
