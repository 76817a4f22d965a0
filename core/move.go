package core

// Moving cards between zones. Every move is an EvMove event; a card placed somewhere
// new becomes a new card (3-1-3-1), which for cards outside the field means nothing
// more than its new place.

// zoneList returns the ordered slice of one of p's card zones.
func (pl *Player) zoneList(z Zone) *[]*Card {
	switch z {
	case ZoneDeck:
		return &pl.Deck
	case ZoneEggDeck:
		return &pl.EggDeck
	case ZoneHand:
		return &pl.Hand
	case ZoneSecurity:
		return &pl.Security
	case ZoneTrash:
		return &pl.Trash
	case ZoneNone:
		return &pl.Limbo
	}
	panic("zoneList: " + z.String() + " is not a list of cards")
}

// removeCard takes c out of a list, keeping the others in order.
func removeCard(list *[]*Card, c *Card) bool {
	l := *list
	for i, x := range l {
		if x == c {
			copy(l[i:], l[i+1:])
			l[len(l)-1] = nil
			*list = l[:len(l)-1]
			return true
		}
	}
	return false
}

// moveCard moves a card that is not on the field from its zone to the top of zone
// `to` of its owner (3-1-3-8). Field cards leave through leaveField.
func (g *Game) moveCard(c *Card, to Zone) {
	g.moveCardTo(c, to, true)
}

// moveCardBottom is moveCard to the bottom of an ordered zone (deck, security).
func (g *Game) moveCardBottom(c *Card, to Zone) {
	g.moveCardTo(c, to, false)
}

func (g *Game) moveCardTo(c *Card, to Zone, top bool) {
	pl := g.Players[c.Owner]
	from := c.Zone
	if !removeCard(pl.zoneList(from), c) {
		panic("moveCard: " + c.String() + " is not in its owner's " + from.String())
	}
	g.place(c, to, top)
	g.emit(Event{Kind: EvMove, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, From: from, To: to})
}

// place puts a card that is in no list yet into its owner's zone.
func (g *Game) place(c *Card, to Zone, top bool) {
	c.FaceDown = false
	if c.Token && to != ZoneBattle && to != ZoneBreeding {
		c.Zone = ZoneRemoved // 4-18-5
		return
	}
	c.Zone = to
	list := g.Players[c.Owner].zoneList(to)
	if top {
		*list = append(*list, c)
		return
	}
	*list = append(*list, nil)
	copy((*list)[1:], *list)
	(*list)[0] = c
}

// draw draws one card for p (4-12). It reports false when the deck is empty: the
// draw does not happen (1-3-2); only the draw phase makes that a loss (1-2-3-2).
func (g *Game) draw(p PlayerID) bool {
	pl := g.Players[p]
	if len(pl.Deck) == 0 {
		return false
	}
	g.moveCard(pl.Deck[len(pl.Deck)-1], ZoneHand)
	return true
}

// shuffle shuffles one of p's zones (1-3-10).
func (g *Game) shuffle(p PlayerID, z Zone) {
	g.rng.Shuffle(*g.Players[p].zoneList(z))
	g.emit(Event{Kind: EvShuffle, Player: p, From: z})
}

// newObject puts cards on the field as one new object (3-1-3-1), unsuspended (3-4-3).
// The cards must be in no list.
func (g *Game) newObject(owner PlayerID, z Zone, cards ...*Card) *FieldObject {
	o := &FieldObject{ID: g.newObjectID(), Owner: owner, Cards: cards, Zone: z, since: g.version}
	for _, c := range cards {
		c.Zone = z
	}
	pl := g.Players[owner]
	switch z {
	case ZoneBreeding:
		if pl.Breeding != nil {
			panic("newObject: the breeding area holds one card only (3-4-5-2)")
		}
		pl.Breeding = o
	case ZoneBattle:
		pl.Battle = append(pl.Battle, o)
	default:
		panic("newObject: not a field zone: " + z.String())
	}
	return o
}

// removeObject takes an object off the field. Its cards are then in no list; the
// caller puts them somewhere.
func (g *Game) removeObject(o *FieldObject) {
	pl := g.Players[o.Owner]
	switch o.Zone {
	case ZoneBreeding:
		if pl.Breeding != o {
			panic("removeObject: not in the breeding area")
		}
		pl.Breeding = nil
	case ZoneBattle:
		for i, x := range pl.Battle {
			if x == o {
				pl.Battle = append(pl.Battle[:i], pl.Battle[i+1:]...)
				o.Zone = ZoneNone
				return
			}
		}
		panic("removeObject: not in the battle area")
	}
	o.Zone = ZoneNone
}

// leaveField takes objects off the field at the same time (3-1-3-3) and puts their top
// cards in `to`; the cards under them and their link cards go to the trash with them
// (4-5-8, 4-7-6). A token goes nowhere: it is removed from the game (4-18-5).
func (g *Game) leaveField(objs []*FieldObject, to Zone) {
	from := make([]Zone, len(objs))
	for i, o := range objs {
		from[i] = o.Zone
		g.removeObject(o)
	}
	for i, o := range objs {
		top := o.Top()
		// To: where it was sent, a token too (15-1-9); the token's card then goes nowhere
		// (4-18-5: its move says "removed"). The objects leaving from the battle area
		// still see their own leave events (collectLeavingTriggers).
		if from[i] == ZoneBattle {
			g.leaving = objs
		}
		g.emit(Event{Kind: EvLeaveField, Player: o.Owner, Obj: o.ID, Card: top.Data.Number, CardID: top.ID, From: from[i], To: to})
		g.leaving = nil
		for _, c := range o.Cards[:len(o.Cards)-1] {
			g.placeFromField(c, ZoneTrash)
		}
		for _, c := range o.Links {
			g.placeFromField(c, ZoneTrash)
		}
		g.placeFromField(top, to)
		o.Links = nil
	}
	g.overflow(objs)
}

// overflow applies <Overflow -N> (4-17) for every ACE card that left the field or the
// cards under an object for somewhere else (4-17-1): its owner loses N memory at once,
// even in the middle of a processing (4-17-2). Several at once: the turn player's
// first, then the other player's (4-17-5). Cards placed onto the field or under an
// object never apply it (4-17-3, 4-17-4): a card in no zone here is on its way under
// another card (an object placed under a card by DigiXros, 7-2-2-7).
func (g *Game) overflow(objs []*FieldObject) {
	var cards []*Card
	for _, o := range objs {
		cards = append(cards, o.Cards...)
	}
	g.overflowCards(cards)
}

// overflowCards applies <Overflow> for cards that were on the field, in a stack, and
// are now elsewhere: trashed from under a Digimon (<De-Digivolve>, a Burst
// Digivolution's end of turn, costs that trash digivolution cards) or with it.
func (g *Game) overflowCards(cards []*Card) {
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for _, c := range cards {
			if c.Owner == p && c.Data.Overflow > 0 && !c.Zone.OnField() && c.Zone != ZoneNone {
				g.GainMemory(p, -c.Data.Overflow, "overflow "+c.Data.Number)
			}
		}
	}
}

func (g *Game) placeFromField(c *Card, to Zone) {
	from := c.Zone
	g.place(c, to, true)
	g.emit(Event{Kind: EvMove, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, From: from, To: c.Zone})
}

// DigivolutionCardToHand returns one of o's digivolution cards to its owner's hand
// ("by returning 1 of this Digimon's level 6 digivolution cards to your hand",
// BT1-084). It reports whether the card was under o and moved.
func (g *Game) DigivolutionCardToHand(o *FieldObject, c *Card) bool {
	g.proc++
	if !o.Zone.OnField() {
		return false
	}
	for i, x := range o.DigivolutionCards() {
		if x == c {
			o.Cards = append(o.Cards[:i:i], o.Cards[i+1:]...)
			g.placeFromField(c, ZoneHand)
			return true
		}
	}
	return false
}
