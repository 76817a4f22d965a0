package core

// Digivolving onto a Tamer "as if the Tamer is a level 3 blue Digimon" (BT7-021, BT4-011,
// BT7-011): a permission of the hand card (permission.go) that lets the objects it
// reaches — the player's Tamers of a color — digivolve into it by its printed
// digivolution requirements, each read as if the object were a Digimon of that level
// and those colors. It adds to what the object is for this digivolution only; it does
// not ignore the requirements (Q1743), and a "can't digivolve" stops it (Q1523). The
// Tamer card becomes a digivolution card (Q1526), the owner draws for digivolving
// (Q1524), and the Digimon keeps the object's turn of entry, so it can't attack the
// turn the Tamer was played (Q1525). "For a memory cost of 2" (BT7-011) fixes the cost.

// While it digivolves so — the question whether it may, the "when it would digivolve"
// effects, the digivolution itself — the Tamer is a Digimon (IsDigimonNow): a Digimon
// that digivolves (Q1157), so "can't digivolve" given to Digimon stops it ("your
// unsuspended Digimon can't digivolve", Q3422) and "when a Digimon with no digivolution
// cards would digivolve, +1 cost" applies to a Tamer with no cards under it (Q3382,
// Q3389; one with cards under it has digivolution cards, Q3383, Q3390).

// AsDigimon is what a permission treats the object as while it digivolves.
type AsDigimon struct {
	Level  int
	Colors Colors // "as if the Tamer is a level 3 Digimon": 0, the object's own colors
	// FixedCost: the digivolution costs the permission's Cost ("for a memory cost of
	// 2") instead of a requirement's.
	FixedCost bool
}

// AsADigimon is Choice.Req of a digivolution a permission allows as if the object
// were a Digimon (AsDigimon).
const AsADigimon = -2

// asDigimonCost reports whether a permission lets o digivolve into card as if it were
// a Digimon now, and the lowest cost among those that do.
func (g *Game) asDigimonCost(o *FieldObject, card *Card) (cost int, ok bool) {
	for _, l := range g.livePermits() {
		pm := l.eff.Permits
		if pm.AsDigimon == nil || !g.permitReaches(l, o, card) {
			continue
		}
		n, met := g.asDigimonRequirementCost(o, card, pm)
		if met && (!ok || n < cost) {
			cost, ok = n, true
		}
	}
	return cost, ok
}

// asDigimonRequirementCost is the cost of digivolving o into card by permission pm: its
// fixed cost, or the lowest among card's requirements that a Digimon of pm's level and
// colors meets. A requirement that names cards, traits or text names a Digimon card,
// which a Tamer's card is not.
func (g *Game) asDigimonRequirementCost(o *FieldObject, card *Card, pm *DigivolvePermission) (cost int, ok bool) {
	if pm.AsDigimon.FixedCost {
		return max(pm.Cost, 0), true
	}
	return g.asDigimonLowestCost(o, card, pm.AsDigimon)
}

// asDigimonLowestCost is the lowest cost among card's requirements that a Digimon of
// as's level and colors (o's own colors when as names none) meets — each as the card
// sets it from the hand, if it does (8-1-3-2). An effect that
// digivolves "as if the Tamer is a level 4 red Digimon" reads them so too
// (DigivolveOptions.AsDigimon).
func (g *Game) asDigimonLowestCost(o *FieldObject, card *Card, as *AsDigimon) (cost int, ok bool) {
	colors := as.Colors
	if colors == 0 {
		colors = g.Colors(o)
	}
	for i := range card.Data.Digivolve {
		r := &card.Data.Digivolve[i]
		if r.Unparsed || len(r.Names) > 0 || len(r.NameHas) > 0 || len(r.Traits) > 0 || len(r.TextHas) > 0 {
			continue
		}
		if (r.Level != 0 && r.Level != as.Level) || (r.Colors != 0 && r.Colors&colors == 0) {
			continue
		}
		// the card's own cost from the hand replaces the printed one (own_digivolve_cost.go)
		if n := max(g.requirementCostOf(card, r), 0); !ok || n < cost {
			cost, ok = n, true
		}
	}
	return cost, ok
}

// whileDigimon runs fn with o treated as a Digimon, as it is while it digivolves as if
// it were one. Derived values computed meanwhile are not kept past it.
func (g *Game) whileDigimon(o *FieldObject, fn func()) {
	if o.IsDigimon() {
		fn()
		return
	}
	prev := g.digivolvingAsDigimon
	g.digivolvingAsDigimon = o.ID
	g.version++
	defer func() {
		g.digivolvingAsDigimon = prev
		g.version++
	}()
	fn()
}
