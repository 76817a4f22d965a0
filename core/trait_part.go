package core

// "With [X] in its traits" (2-3-2-4): a card one of whose traits contains the text X —
// [Angel] is in the trait [Fallen Angel] — as against "with the [X] trait", the trait
// itself (2-3-2-3). Printed requirements ("w/[X] in any trait", CardReq.TraitHas) and
// card filters read it alike.

// traitPartIn (trait_spelling.go) reports whether one of traits contains part, spelled
// either way.

// TraitHas reports whether one of the card's traits, printed or given by its [Rule]
// (2-3-5), contains part: "a card with [Angel] in its traits" (2-3-2-4).
func (d *CardData) TraitHas(part string) bool { return traitPartIn(d.AllTraits(), part) }

// TraitHas reports whether one of the object's traits now contains part (2-3-2-4): "1
// of your Digimon with [Dragon] in its traits".
func (d *Derived) TraitHas(part string) bool { return traitPartIn(d.TraitList(), part) }
