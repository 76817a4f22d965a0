package bt1

import "testing"

// BT1-047 Tinkermon — no effect text (vanilla, 3000 DP).
func TestTinkermonVanilla(t *testing.T) { vanillaA(t, "BT1-047", 3000) }
