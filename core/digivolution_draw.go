package core

// The draw that ends every digivolution (8-1-3-3; DNA 8-2-3-3, Burst 8-3-3-4, App
// Fusion 8-4-3-3) is a step of the rules' procedure, not of whatever started it: an
// effect that digivolves a Digimon makes it digivolve, and the rules then draw. So the
// card drawn is not added to the hand "by an effect" (Event.ByEffect) — "when an effect
// adds a card to your hand" (BT7-087) does not see it — as the draw of the draw phase
// (6-3-1) is not.

// digivolutionDraw draws the card a digivolution gives p (8-1-3-3).
func (g *Game) digivolutionDraw(p PlayerID) {
	g.byRules++
	defer func() { g.byRules-- }()
	g.draw(p)
}
