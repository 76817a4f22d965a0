package core

// canPlay: a Digimon or Tamer card with a play cost the player can pay (7-1-1, 1-3-11-1).
func (g *Game) canPlay(p PlayerID, c *Card) bool {
	return c.Data.HasCost && g.CanPay(p, c.Data.Cost)
}

// play plays a card from the hand into the battle area as a new object (7-1-3).
func (g *Game) play(p PlayerID, c *Card) *FieldObject {
	cost := max(c.Data.Cost, 0) // 1-3-9
	// 7-1-3-1: declare and reveal. A revealed card is not counted out of its zone
	// (15-15-3-2), so it stays in the hand list until it is placed.
	g.pay(p, cost, "play "+c.Data.Number) // 7-1-3-2
	removeCard(&g.Players[p].Hand, c)
	o := g.newObject(p, ZoneBattle, c) // 7-1-3-3: unsuspended (3-4-3)
	o.PlayedTurn = g.Turn              // 7-1-2-1: it cannot attack this turn
	g.emit(Event{Kind: EvPlay, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: ZoneHand, To: ZoneBattle, N: cost})
	return o
}
