package bt1

import "testing"

// BT1-020 Groundramon — no effect text (vanilla, 6000 DP).
func TestGroundramonVanilla(t *testing.T) { vanillaA(t, "BT1-020", 6000) }
