package bt1

import "testing"

// BT1-013 Muchomon — no effect text (vanilla, 5000 DP).
func TestMuchomonVanilla(t *testing.T) { vanillaA(t, "BT1-013", 5000) }
