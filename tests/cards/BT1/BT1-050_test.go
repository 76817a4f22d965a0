package bt1

import "testing"

// BT1-050 Liollmon — no effect text (vanilla, 4000 DP).
func TestLiollmonVanilla(t *testing.T) { vanillaA(t, "BT1-050", 4000) }
