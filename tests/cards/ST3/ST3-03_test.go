package st3

import "testing"

// ST3-03 Tapirmon prints no effect text (vanilla).

// TestTapirmonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestTapirmonIsVanilla(t *testing.T) { testVanilla(t, "ST3-03", []string{"ST3-01"}, 0) }
