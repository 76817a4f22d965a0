package core

// canPlay: a Digimon or Tamer card with a play cost the player can pay (7-1-1, 1-3-11-1).
// A DUAL card has none: its cost is its Option side's use cost (dual.go).
func (g *Game) canPlay(p PlayerID, c *Card) bool {
	if !c.Data.HasCost || c.Data.IsDual() {
		return false
	}
	if g.CanPay(p, c.Data.Cost) {
		return true
	}
	// 1-3-11-4: with DigiXros or Assembly, it may be declared when the cost after the
	// cards placed under it can be paid.
	return (c.Data.DigiXros != nil || c.Data.Assembly != nil) && g.CanPay(p, max(c.Data.Cost-g.maxReduction(p, c), 0))
}

// play plays a card from the hand into the battle area as a new object (7-1-3).
func (g *Game) play(p PlayerID, c *Card) *FieldObject {
	return g.playCard(p, c, c.Data.Cost, false)
}

// playCard plays a card from where it is (the hand, the trash, a security check...)
// into the battle area as a new object, paying cost (7-1-3). Effects that play
// "without paying the cost" pass free. It returns nil when the card could not be
// played; the card then stays where it was (7-1-2-3).
func (g *Game) playCard(p PlayerID, c *Card, cost int, free bool) *FieldObject {
	if c.Data.IsDual() {
		return nil // a DUAL card cannot be played (dual.go)
	}
	if free {
		cost = 0
	}
	// 7-1-3-1: declare and reveal. A revealed card is not counted out of its zone
	// (15-15-3-2), so it stays in its list until it is placed. Immediate effects of
	// "when it would be played" cut in here (7-1-2-2) and may change the cost.
	w := &Would{Kind: WouldPlay, Player: p, Card: c, Cost: cost}
	g.would(w)
	if w.Cancelled {
		return nil
	}
	cost = max(w.Cost, 0)
	if free {
		cost = 0
	}
	// 7-2-3-2, 7-3-3-2: DigiXros or Assembly is declared after those effects, before
	// the cost is paid, lowering it — also in a play by an effect (7-2-2-13, 7-3-2-10).
	mats, reduce, kind := g.chooseMaterials(p, c, cost)
	cost = max(cost-reduce, 0) // 1-3-9
	if !g.CanPay(p, cost) {
		// 7-1-2-3: nothing moved, no memory paid. (No cards were placed under it yet:
		// the player stops choosing them only once the cost left can be paid, so the
		// trashing of 7-2-2-11 and 7-3-2-8 never comes up.)
		return nil
	}
	under := g.takeMaterials(mats)        // 7-2-3-3, 7-3-3-3
	g.pay(p, cost, "play "+c.Data.Number) // 7-1-3-2
	from := c.Zone
	if !removeCard(g.Players[c.Owner].zoneList(from), c) {
		panic("play: " + c.String() + " is not in its " + from.String())
	}
	o := g.newObject(p, ZoneBattle, append(under, c)...) // 7-1-3-3: unsuspended (3-4-3)
	o.PlayedTurn = g.Turn                                // 7-1-2-1: it cannot attack this turn
	o.Materials = len(under)                             // 7-2-2-9, 7-2-2-10
	ev := Event{Kind: EvPlay, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: ZoneBattle, N: cost}
	ev.Text = kind
	g.emit(ev)
	return o
}
