package core

// Declaring a number: how many cards an effect takes where it does not pick them one by
// one — "<De-Digivolve 2>" (trash up to 2 cards from the top, 16-11-1), "trash up to 2
// digivolution cards from the bottom of 1 of your opponent's Digimon". "Up to N" is at
// most N (15-10-2-2) and at least 1 (1-3-6); with one possible number nothing is asked.

// ChooseNumber asks player p for a number from 1 to most, about object o (nil: none), and
// returns it; 0 when most is below 1.
func (c *Ctx) ChooseNumber(p PlayerID, most int, o *FieldObject, text string) int {
	if most <= 1 {
		return max(most, 0)
	}
	opts := make([]Choice, most)
	for i := range opts {
		opts[i] = Choice{Action: ActNumber, N: i + 1, Obj: o}
	}
	return c.Game.ask(p, PromptNumber, text, opts).N
}
