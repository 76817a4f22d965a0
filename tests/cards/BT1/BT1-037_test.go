package bt1

import "testing"

// BT1-037 Gorillamon — no effect text (vanilla, 6000 DP).
func TestGorillamonVanilla(t *testing.T) { vanillaA(t, "BT1-037", 6000) }
