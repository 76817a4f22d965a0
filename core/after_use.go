package core

// What becomes of a used Option card once its [Main] effect has resolved (9-1-5): if it
// is still in no area it is trashed. Not if an effect put it somewhere meanwhile — "place
// this card in your battle area" (<Delay> cards), a link — and so no effect that replaces
// its trashing has anything left to place (BT10-041: Q1961, Q5451). A DUAL card's user
// may Arts Digivolve into it instead (dual.go). An effect that used it may say where it
// goes instead of the trash ("Place the Option card used with this effect on top of your
// security stack face down instead of placing it in your trash", 18-2): it goes there when
// it can — also when the effect's own card has left the field since (Q1962) — and to the
// trash when it cannot (a ban on adding cards to the security stack, Q1960).

// afterUse places card c, used by p, after its [Main] effect: in the trash, or where
// instead says instead (nil: nowhere else).
func (g *Game) afterUse(p PlayerID, c *Card, instead *Destination) {
	if c.Zone != ZoneNone {
		return // an effect put it somewhere ("place this card in the battle area", a link)
	}
	if c.Data.Dual != nil && g.artsDigivolve(p, c) {
		return
	}
	if instead != nil && g.MoveCards(p, []*Card{c}, *instead) > 0 {
		return // 18-2: the replacement, when it can be done
	}
	g.moveCard(c, ZoneTrash)
}
