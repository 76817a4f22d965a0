package core

import (
	"slices"
	"strings"
)

// nameStems are the name parts the English card text prints with a capital although
// no card is called by them: they are the tail of names, written there in lower case.
// "[Dramon] in its name" is ドラモン in the Japanese text (the authority), which
// ブイドラモン (Veedramon) and コアドラモン (Coredramon) contain. A part that is itself
// a name is read as written: パグモン (Pagumon) does not contain アグモン (Agumon), nor
// ブリンプモン (Blimpmon) インプモン (Impmon).
var nameStems = []string{"Dramon"}

// namePartIn reports whether part is in name (2-3-1-3): as written, or, for a name
// stem, in any case.
func namePartIn(name, part string) bool {
	if strings.Contains(name, part) {
		return true
	}
	return slices.Contains(nameStems, part) && strings.Contains(strings.ToLower(name), strings.ToLower(part))
}
