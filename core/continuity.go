package core

// Which effects created by an inherited effect outlive the card that gave them.
//
// An inherited effect is the Digimon's effect, had from a card among its digivolution
// cards (15-3-1, 15-3-2; ver. 1.0 4-4-3), and only while that card is one of them:
// a card that is not a digivolution card has no inherited effect (ver. 1.0 4-4-4,
// 4-4-6), and a card that leaves the stack becomes a new card (3-1-3-1).
//
// What such an effect creates for a while falls in two kinds (ver. 1.0 13-2):
//
//   - an effect with a period of its own printed ("for the turn", "until the end of
//     your opponent's turn") is continuous: it lasts for that period even when the card
//     with the effect leaves (ver. 1.0 13-2-2-1) — as an effect given to a Digimon stays
//     when cards under it leave (15-13-2), and as an effect that "has already
//     activated" goes on without the card its condition named (BT12-084 Q2219). Its
//     Modifier has that Duration and nothing here applies.
//   - an effect with no period printed ("[Your Turn] When this Digimon is blocked, it
//     gets +2000 DP", BT1-012) is not continuous: it is lost when the card with the
//     effect goes where the effect does not work (ver. 1.0 13-2-3-1). From an inherited
//     effect: when the card stops being one of that Digimon's digivolution cards —
//     trashed, returned, placed under another object, or made the top card — or the
//     Digimon stops being that Digimon; and, like the [Your Turn] / [Opponent's Turn]
//     effect it came from (15-16-8), at the end of the turn. The card coming back later
//     is a new card (3-1-3-1): the effect does not come back with it.
//
// A script says which by the duration it passes: none for an effect with no period
// printed. Ctx.Grant then ties the Modifier to its source (tieToSource); every
// state change ends the tied Modifiers whose source has left (endSourceless).

// tieToSource ties a grant with no period that an inherited effect creates to the card
// of that effect and the object it is under.
func (c *Ctx) tieToSource(m *Modifier) {
	if m.Until != WhileOnField || c.Effect == nil || !c.Effect.Inherited || c.Obj == nil || c.Card == nil {
		return
	}
	m.Source, m.sourceObj, m.sourceObjID = c.Card, c.Obj, c.Obj.ID
	if c.Effect.Turn != AllTurns {
		m.Until = EndOfTurn // it cannot outlast the turn its [Your Turn] effect works in
	}
	c.Game.sourceTied++
}

// sourceStays reports whether a tied grant's source card is still one of the
// digivolution cards of the object it was under (always true for an untied grant).
func (m *Modifier) sourceStays() bool {
	if m.Source == nil {
		return true
	}
	o := m.sourceObj
	if o.ID != m.sourceObjID || !o.Zone.OnField() || !o.IsDigimon() {
		return false
	}
	for _, c := range o.DigivolutionCards() {
		if c == m.Source {
			return true
		}
	}
	return false
}

// endSourceless ends the tied grants whose source has left, for good: at every state
// change, so that a card that comes back (a new card, 3-1-3-1) never revives one.
func (g *Game) endSourceless() {
	if g.sourceTied == 0 {
		return
	}
	g.dropModifiers(func(m *Modifier) bool { return !m.sourceStays() })
}
