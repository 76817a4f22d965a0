package bt1

import "testing"

// BT1-040 WereGarurumon — [When Attacking] Gain 3 memory. At end of turn, lose 3 memory.

// TestWereGarurumonWhenAttacking: as MetalGreymon (BT1-021).
func TestWereGarurumonWhenAttacking(t *testing.T) { gainThenLose(t, "BT1-040") }
