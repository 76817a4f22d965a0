package st3

import "testing"

// ST3-06 Gatomon prints no effect text (vanilla).

// TestGatomonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestGatomonIsVanilla(t *testing.T) { testVanilla(t, "ST3-06", []string{"ST3-02"}, 2) }
