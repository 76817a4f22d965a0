package core

// Fresh makes g find every list it keeps from one event to the next afresh after every
// event, and make every look it may skip, as before the lists were kept and the looks
// skipped: the equivalence tests (package core_test) compare games with and without it.
func Fresh(g *Game) { g.fresh = true }
