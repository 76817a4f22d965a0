package bt1

import "testing"

// BT1-064 Goblimon — no effect text (green level 3, cost 2, 3000 DP; digivolves from
// green level 2 for 0).
func TestGoblimonVanilla(t *testing.T) { vanillaCard(t, "BT1-064", []string{"BT1-007"}, 0) }
