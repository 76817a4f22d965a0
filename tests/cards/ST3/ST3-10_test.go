package st3

import "testing"

// ST3-10 Magnadramon prints no effect text (vanilla).

// TestMagnadramonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestMagnadramonIsVanilla(t *testing.T) { testVanilla(t, "ST3-10", []string{"ST3-09"}, 2) }
