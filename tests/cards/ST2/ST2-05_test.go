package st2

import "testing"

// ST2-05 Ikkakumon prints no effect text (vanilla).

// TestIkkakumonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestIkkakumonIsVanilla(t *testing.T) { testVanilla(t, "ST2-05", []string{"ST2-02"}, 2) }
