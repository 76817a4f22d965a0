package st2

import "testing"

// ST2-02 Gomamon prints no effect text (vanilla).

// TestGomamonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestGomamonIsVanilla(t *testing.T) { testVanilla(t, "ST2-02", []string{"ST2-01"}, 0) }
