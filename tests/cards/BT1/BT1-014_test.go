package bt1

import "testing"

// BT1-014 Kokatorimon — no effect text (vanilla, 4000 DP).
func TestKokatorimonVanilla(t *testing.T) { vanillaA(t, "BT1-014", 4000) }
