package ai

// scratch is where the positions the agent predicts for one decision keep their
// units. A decision predicts a position or two for each option, each a copy of the
// board's units with one change; taken from the heap, those copies were half of what
// the agent cost (issue 19's profile). They live only until the decision is made, so
// one growing buffer, emptied at each decision, holds them all.
type scratch struct{ buf []unit }

// reset empties the buffer for the next decision: no position of the last one is
// used any more.
func (sc *scratch) reset() {
	if sc != nil {
		sc.buf = sc.buf[:0]
	}
}

// units is a copy of us that owns its elements and has room to grow by one (a unit
// played or moved out of the breeding area) without touching any other copy.
func (sc *scratch) units(us []unit) []unit {
	if sc == nil {
		return append([]unit(nil), us...)
	}
	lo := len(sc.buf)
	sc.buf = append(sc.buf, us...)
	sc.buf = append(sc.buf, unit{})
	return sc.buf[lo : lo+len(us) : lo+len(us)+1]
}

// unit is a copy of u of its own.
func (sc *scratch) unit(u unit) *unit {
	if sc == nil {
		own := u // (not &u: that would put every call's u on the heap)
		return &own
	}
	sc.buf = append(sc.buf, u)
	return &sc.buf[len(sc.buf)-1]
}

// take is n zero units, with room to grow by one as units' copies have.
func (sc *scratch) take(n int) []unit {
	if sc == nil {
		return make([]unit, n)
	}
	lo := len(sc.buf)
	sc.buf = append(sc.buf, make([]unit, n+1)...)
	return sc.buf[lo : lo+n : lo+n+1]
}
