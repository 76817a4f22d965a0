package bt1

import "testing"

// BT1-019 DarkTyrannomon — no effect text (vanilla, 6000 DP).
func TestDarkTyrannomonVanilla(t *testing.T) { vanillaA(t, "BT1-019", 6000) }
