package bt1

import "testing"

// BT1-028 Elecmon — no effect text (vanilla, 3000 DP).
func TestElecmonVanilla(t *testing.T) { vanillaA(t, "BT1-028", 3000) }
