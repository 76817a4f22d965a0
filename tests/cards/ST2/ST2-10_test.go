package st2

import "testing"

// ST2-10 Plesiomon prints no effect text (vanilla).

// TestPlesiomonIsVanilla: it plays, digivolves and battles with its printed values and
// nothing else happens.
func TestPlesiomonIsVanilla(t *testing.T) { testVanilla(t, "ST2-10", []string{"ST2-09"}, 2) }
