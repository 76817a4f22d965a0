package bt1

import "testing"

// BT1-038 Monzaemon — no effect text (vanilla, 6000 DP).
func TestMonzaemonVanilla(t *testing.T) { vanillaA(t, "BT1-038", 6000) }
