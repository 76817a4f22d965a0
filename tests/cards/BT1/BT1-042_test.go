package bt1

import "testing"

// BT1-042 LoaderLeomon — no effect text (vanilla, 10000 DP).
func TestLoaderLeomonVanilla(t *testing.T) { vanillaA(t, "BT1-042", 10000) }
