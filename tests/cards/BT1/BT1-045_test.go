package bt1

import "testing"

// BT1-045 Tsukaimon — no effect text (vanilla, 3000 DP).
func TestTsukaimonVanilla(t *testing.T) { vanillaA(t, "BT1-045", 3000) }
