package core

import "strings"

// A trait (2-3-2) is one word of the game however the English card data prints it:
// the data spells some traits two ways — [X Antibody] on 232 cards, [X-Antibody] on
// BT20-073 and in the texts of BT6–BT8 ("[X-Antibody] in its traits") — and prints a
// few in another case. Traits are compared here, the one place, ignoring case and
// taking a hyphen for a space, so a text naming either spelling finds every card of
// the trait.

// joinedSpellings are the traits the data also prints run together, by the spelling
// they are compared by: the form [Armor Form] (2-3-2-1) is "ArmorForm" on 25 cards
// (BT8, BT9, ...) and "Armor Form" on 11, and texts name it "[Armor Form]". A table,
// not a rule: two words run together are another word unless the data is known to
// mean the same trait.
var joinedSpellings = map[string]string{"armorform": "armor form"}

// traitKey is the spelling traits are compared by.
func traitKey(t string) string {
	k := strings.ToLower(strings.ReplaceAll(t, "-", " "))
	if spaced, ok := joinedSpellings[k]; ok {
		return spaced
	}
	return k
}

// SameTrait reports whether a and b are one trait.
func SameTrait(a, b string) bool { return a == b || traitKey(a) == traitKey(b) }

// traitIn reports whether list holds trait t.
func traitIn(list []string, t string) bool {
	for _, x := range list {
		if SameTrait(x, t) {
			return true
		}
	}
	return false
}

// traitPartIn reports whether a trait of list contains part ("[X] in any of its
// traits", 2-3-2-4), spelled either way.
func traitPartIn(list []string, part string) bool {
	p := traitKey(part)
	for _, x := range list {
		if strings.Contains(traitKey(x), p) {
			return true
		}
	}
	return false
}
