package bt1

import "testing"

// BT1-027 Armadillomon — no effect text (vanilla, 4000 DP).
func TestArmadillomonVanilla(t *testing.T) { vanillaA(t, "BT1-027", 4000) }
