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

// spelledTwoWays are names the English card text prints in two cases for one Japanese
// name (the authority): ガオガモン is "GaoGamon" on BT4-026, BT13-025 and BT16-020 and
// "Gaogamon" on BT11-025 and BT25-023; ブルムロードモン is "BloomLordmon" and
// "Bloomlordmon". Each is one name (2-3-1): compared, and found in names, in any case. No
// two different Japanese names of the pool differ only in the case of their English ones.
var spelledTwoWays = []string{"gaogamon", "bloomlordmon"}

// namePartIn reports whether part is in name (2-3-1-3): as written, or, for a name
// stem or a name spelled two ways, in any case.
func namePartIn(name, part string) bool {
	if strings.Contains(name, part) {
		return true
	}
	anyCase := slices.Contains(nameStems, part) || slices.Contains(spelledTwoWays, strings.ToLower(part))
	return anyCase && strings.Contains(strings.ToLower(name), strings.ToLower(part))
}

// sameName reports whether a and b are one name (2-3-1-2): as written, or a name the
// English text spells two ways.
func sameName(a, b string) bool {
	return a == b || strings.EqualFold(a, b) && slices.Contains(spelledTwoWays, strings.ToLower(a))
}

// anySameName reports whether one of the names is n.
func anySameName(names []string, n string) bool {
	return slices.ContainsFunc(names, func(x string) bool { return sameName(x, n) })
}
