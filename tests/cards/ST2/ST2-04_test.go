package st2

import "testing"

// ST2-04 Bearmon prints no effect text (vanilla).

// TestBearmonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestBearmonIsVanilla(t *testing.T) { testVanilla(t, "ST2-04", []string{"ST2-01"}, 0) }
