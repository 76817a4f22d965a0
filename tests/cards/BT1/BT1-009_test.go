package bt1

import "testing"

// BT1-009 Monodramon — no effect text (vanilla, 3000 DP).
func TestMonodramonVanilla(t *testing.T) { vanillaA(t, "BT1-009", 3000) }
