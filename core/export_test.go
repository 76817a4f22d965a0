package core

// Fresh makes g find every list it keeps from one event to the next afresh after every
// event, as before the lists were kept: the equivalence tests (package core_test)
// compare games with and without it.
func Fresh(g *Game) { g.fresh = true }
