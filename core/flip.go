package core

// Flipping a security card: "flip your opponent's top face-down security card face up"
// (BT20-055), "flip your top face-up security card face down" (BT23-043). The card turns
// over where it lies: it stays in the security stack, in its place (3-7-3: the order of
// the stack does not change), and a face-up card is public information (3-7-4) until it
// is turned face down again or leaves the stack (3-8-3: a card placed in the stack is
// face down unless the effect says otherwise).

// FlipSecurity turns security cards face up (faceUp) or face down where they lie, one
// by one in the order given. A card that is in no security stack, or already that way,
// does not flip. It returns how many cards flipped.
func (g *Game) FlipSecurity(cards []*Card, faceUp bool) int {
	g.proc++
	n := 0
	for _, c := range cards {
		if c.Zone != ZoneSecurity || c.FaceUp == faceUp {
			continue
		}
		c.FaceUp = faceUp
		g.emit(Event{Kind: EvFlip, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, Text: flipWord(faceUp)})
		n++
	}
	return n
}

// flipWord is how the event of a flip says which way the card now faces.
func flipWord(faceUp bool) string {
	if faceUp {
		return MoveFaceUp
	}
	return MoveFaceDown
}
