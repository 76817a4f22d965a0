package bt1

import "testing"

// BT1-059 Piximon — no effect text (yellow level 5, cost 6, 9000 DP; digivolves from
// yellow level 4 for 3).
func TestPiximonVanilla(t *testing.T) { vanillaCard(t, "BT1-059", []string{"ST3-06"}, 3) }
