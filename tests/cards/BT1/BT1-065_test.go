package bt1

import "testing"

// BT1-065 Mushroomon — no effect text (green level 3, cost 2, 4000 DP; digivolves from
// green level 2 for 1).
func TestMushroomonVanilla(t *testing.T) { vanillaCard(t, "BT1-065", []string{"BT1-008"}, 1) }
