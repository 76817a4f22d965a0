package core

import "fmt"

// Card is one physical card in a game. Its ID is unique in the game and never changes,
// so the event log and the card-conservation check can follow it through every zone.
// Its identity as a game object is separate: a card that changes places becomes a new
// card (3-1-3-1), which is tracked on FieldObject, not here.
type Card struct {
	ID    int
	Data  *CardData
	Owner PlayerID
	Zone  Zone // where the card is now; cards in a stack share their object's zone
	Token bool // a token (4-18): removed from the game when it leaves the field
	// FaceDown: placed face down under a Digimon (<Training>): it has no information
	// for effects to refer to (4-5-9); placed anywhere else it is face up again.
	FaceDown bool
	// FaceUp: placed face up in the security stack, where security cards are face
	// down (3-7-2): it is public information, seen by both players (3-7-4). Cleared
	// when it leaves the stack and when the stack is shuffled (1-3-10).
	FaceUp bool
	// revealed is the zone a card in no area was revealed from (15-15-3): it is not in
	// that zone any more (15-15-3-2), yet placing it elsewhere changes that zone's count
	// (15-15-3-3). ZoneNone for every other card.
	revealed Zone
	// fromUnder is the object a card being played from under it was taken from
	// (PlayFromUnder), while it is played; 0 otherwise.
	fromUnder int

	// The card's printed effects, fetched from the effect layer once per game, and
	// the areas they work from (to skip cards whose effects cannot work where they are).
	effs   []*Effect
	areas  Area
	loaded bool
	// lends: some effect of the card, or of a keyword it prints, makes its object gain
	// effects of cards under it (lent.go); known once loaded.
	lends bool
	// game is the game the card is in: its own effects there may change its cost
	// (CostNow). costing guards a cost that would read itself.
	game    *Game
	costing bool
}

func (c *Card) String() string {
	if c == nil {
		return "<nil card>"
	}
	return fmt.Sprintf("%s %s", c.Data.Number, c.Data.Name)
}

// Kind is the printed category of the card (2-2).
func (c *Card) Kind() Kind { return c.Data.Kind }
