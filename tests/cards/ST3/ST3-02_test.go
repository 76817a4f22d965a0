package st3

import "testing"

// ST3-02 Salamon prints no effect text (vanilla).

// TestSalamonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestSalamonIsVanilla(t *testing.T) { testVanilla(t, "ST3-02", []string{"ST3-01"}, 0) }
