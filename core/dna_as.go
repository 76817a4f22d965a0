package core

// Information an object has for one procedure only: "This Digimon is also treated as
// Lv.6 [Breakdramon] for [Examon]'s DNA digivolution" (BT20-025), "[Examon] in your hand
// can treat this Digimon as level 6 for DNA Digivolution" (EX3-020). When the card
// named DNA digivolves (8-2), the object meets the components of its DNA requirement
// with that level and those names as well as with its own information; for anything
// else it has its own only.

// DNAAs is one such treatment.
type DNAAs struct {
	Into  func(*Card) bool // the cards whose DNA digivolution it is for
	Level int              // the level it is treated as; 0: its own
	Names []string         // names it also has
}

// matchesDNASource reports whether o meets component r of the DNA requirement of
// card into: with its information now, or as one of its DNA treatments for into.
func (g *Game) matchesDNASource(r *CardReq, o *FieldObject, into *Card) bool {
	if g.MatchesObject(r, o) {
		return true
	}
	if g.cfg.Effects == nil || into == nil {
		return false
	}
	d := g.Derive(o)
	for _, as := range d.DNAAs {
		if !as.Into(into) {
			continue
		}
		level := d.Level
		if as.Level != 0 {
			level = as.Level
		}
		kind := d.Kind
		if d.IsDigimon() {
			kind = Digimon
		}
		if r.matches(kind, d.Colors, level, append(d.NameList(), as.Names...), d.TraitList(), o.Top().Data) {
			return true
		}
	}
	return false
}
