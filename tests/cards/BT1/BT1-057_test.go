package bt1

import "testing"

// BT1-057 Sirenmon — no effect text (vanilla, 6000 DP).
func TestSirenmonVanilla(t *testing.T) { vanillaA(t, "BT1-057", 6000) }
