package core

// A card of another category also treated as a Digimon (15-12-1-6): "for the turn, 1
// of your [Marcus Damon]s is also treated as a 3000 DP Digimon" (AD1-021). While the
// grant lasts the Tamer is a Digimon too — it can attack and be attacked, battles with
// that DP, is deleted at 0 DP (1-3-8) — and still a Tamer (its effects are a Tamer's
// too, ban.go).

// AlsoDigimon is what such a grant gives: the DP the object has as a Digimon when its
// card prints none (15-12-1: information it lacks is added; +/- DP adds to it).
type AlsoDigimon struct {
	DP int
}

func (a *AlsoDigimon) apply(d *Derived) {
	d.AlsoDigimon = true
	if !d.HasDP {
		d.HasDP, d.DP = true, a.DP
	}
}

// IsDigimonNow reports whether o is a Digimon now: its top card is a Digimon card, or
// an effect treats it as a Digimon too (15-12-1-6). It computes o's information only
// while such a grant is in force.
func (g *Game) IsDigimonNow(o *FieldObject) bool {
	if o.IsDigimon() || (g.digivolvingAsDigimon != 0 && o.ID == g.digivolvingAsDigimon) {
		return true // a Tamer digivolving as if it were a Digimon (as_digimon.go)
	}
	return g.alsoDigimonGiven() && g.isDigimon(o)
}

// alsoDigimonGiven reports whether a grant in force treats some card as a Digimon too:
// nothing else does (Derived.Kind is the top card's, Derived.AlsoDigimon is set by
// AlsoDigimon.apply alone).
func (g *Game) alsoDigimonGiven() bool {
	for _, m := range g.modifiers {
		if m.AlsoDigimon != nil {
			return true
		}
	}
	return false
}
