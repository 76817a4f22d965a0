package core

import "strings"

// A trait (2-3-2) is one word of the game however the English card data prints it:
// the data spells some traits two ways — [X Antibody] on 232 cards, [X-Antibody] on
// BT20-073 and in the texts of BT6–BT8 ("[X-Antibody] in its traits") — and prints a
// few in another case. Traits are compared here, the one place, ignoring case and
// taking a hyphen for a space, so a text naming either spelling finds every card of
// the trait.

// traitKey is the spelling traits are compared by.
func traitKey(t string) string { return strings.ToLower(strings.ReplaceAll(t, "-", " ")) }

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
