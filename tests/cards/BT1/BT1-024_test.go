package bt1

import "testing"

// BT1-024 MetalTyrannomon — no effect text (vanilla, 10000 DP).
func TestMetalTyrannomonVanilla(t *testing.T) { vanillaA(t, "BT1-024", 10000) }
