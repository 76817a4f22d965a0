package core

// Building positions. Tests, scenarios and tools set up an exact board with these
// instead of playing up to it: NewPosition gives a game past setup with every zone
// empty; Add… put cards in place; Resume plays on from there.

// NewPosition creates a game that is past setup (5-2), in p1's first turn's main phase,
// with memory 0 and every zone empty. Config.Decks is ignored.
func NewPosition(cfg Config) (*Game, error) {
	cfg.Decks = [2]DeckList{}
	g, err := NewGame(cfg)
	if err != nil {
		return nil, err
	}
	g.Turn = 1
	g.Phase = PhaseMain
	return g, nil
}

// SetTurn puts the game in turn number n of player p, in phase ph. The first player
// is p when n is odd.
func (g *Game) SetTurn(p PlayerID, n int, ph Phase) {
	g.Touch()
	g.TurnPlayer, g.Turn, g.Phase = p, n, ph
	g.FirstPlayer = p
	if n%2 == 0 {
		g.FirstPlayer = p.Opponent()
	}
}

// AddCard puts a new card on top of one of p's card zones (deck, Digi-Egg deck, hand,
// security, trash); for the deck and security, "on top" is the next card drawn or checked.
func (g *Game) AddCard(p PlayerID, z Zone, d *CardData) *Card {
	g.Touch()
	c := g.newCard(d, p, z)
	list := g.Players[p].zoneList(z)
	*list = append(*list, c)
	return c
}

// AddObject puts a new object on p's field (ZoneBattle or ZoneBreeding) made of the
// given cards, bottom first: the last one is its top card.
func (g *Game) AddObject(p PlayerID, z Zone, stack ...*CardData) *FieldObject {
	g.Touch()
	cards := make([]*Card, len(stack))
	for i, d := range stack {
		cards[i] = g.newCard(d, p, z)
	}
	return g.newObject(p, z, cards...)
}

// AddLink puts a new card as a link card of an object (4-7), for building positions.
func (g *Game) AddLink(o *FieldObject, d *CardData) *Card {
	g.Touch()
	c := g.newCard(d, o.Owner, o.Zone)
	o.Links = append(o.Links, c)
	return c
}
