package bt1

import "testing"

// BT1-051 Reppamon — no effect text (vanilla, 4000 DP).
func TestReppamonVanilla(t *testing.T) { vanillaA(t, "BT1-051", 4000) }
