package core

// Cards on their way: taken out of one place and not yet put in the next. Cards that
// leave their places at once are placed at once (3-1-3-3), yet the engine logs each
// card's move as its own event: between the first and the last of them the others
// are in transit. Keeping them in a list of their own makes "every card is in exactly
// one place" hold after every event (CheckInvariants), not only between processings.

// hold notes cards taken out of their places and not placed yet.
func (g *Game) hold(cards ...*Card) {
	g.transit = append(g.transit, cards...)
}

// release notes that a card is placed: it is no longer in transit.
func (g *Game) release(c *Card) {
	for i := len(g.transit) - 1; i >= 0; i-- {
		if g.transit[i] == c {
			g.transit = append(g.transit[:i], g.transit[i+1:]...)
			return
		}
	}
}
