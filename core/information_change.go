package core

// Information-changing effects (15-12-2): "change 1 of your opponent's Digimon into a
// white Digimon with 3000 DP and an original name of [Sukamon]" — the card information
// becomes the given one for a while. Applied in timestamp order with the other effects
// on the object, a later change overrides an earlier one (15-12-2-3), and what is added
// after it ("also treated as", +DP) still adds.

// InformationChange is what one information-changing effect gives: a zero field is
// not changed.
type InformationChange struct {
	Name   string // the original name (2-3-1): its only name, its [Rule] names too
	Colors Colors
	DP     int // the original DP, with HasDP
	HasDP  bool
}

// Apply changes d's information.
func (ic InformationChange) Apply(d *Derived) {
	if ic.Name != "" {
		d.Names = []string{ic.Name}
	}
	if ic.Colors != 0 {
		d.Colors = ic.Colors
	}
	if ic.HasDP && d.HasDP { // 15-12-2-2: information the card does not have is not changed
		d.DP = ic.DP
	}
}
