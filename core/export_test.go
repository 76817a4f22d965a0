package core

// Fresh makes g find every list it keeps from one event to the next afresh after every
// event, and make every look it may skip, as before the lists were kept and the looks
// skipped: the equivalence tests (package core_test) compare games with and without it.
func Fresh(g *Game) { g.fresh = true }

// ReadRuleText reads the card's [Rule] names and traits from its text, as every query
// did before they were kept per card (ruletext.go): exact and partial names, [Rule]
// traits, all traits, all names.
func ReadRuleText(d *CardData) [5][]string {
	exact, partial := d.readRuleNames()
	r := readRuleText(d)
	return [5][]string{exact, partial, d.readRuleTraits(), r.allTraits, r.names}
}
