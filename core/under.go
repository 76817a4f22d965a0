package core

// Digivolution cards as a zone of their own: playing cards from under a Digimon and
// placing cards under one (4-3-2, 16-35 <Decode>, 16-28 <Partition>).

// PlayFromUnder plays cards from under o into p's battle area without paying their
// costs (7-1), one after another (<Decode>, 16-35-1; <Partition>, 16-28-6). A card
// no longer under o, or that cannot be played, is left where it is. It returns the
// objects played: each a new object, unsuspended and with none of o's effects
// (3-1-3-1; BT1-044 Q901, BT7-027 Q1547, ST2-15 Q627).
func (g *Game) PlayFromUnder(p PlayerID, o *FieldObject, cards ...*Card) []*FieldObject {
	g.proc++
	if g.gone(o, "play_from_under") {
		return nil
	}
	var out []*FieldObject
	for _, c := range cards {
		if indexOfCard(o.DigivolutionCards(), c) < 0 || !o.Zone.OnField() {
			continue
		}
		// As any play by an effect: a ban on playing by effects covers it too (15-1-3;
		// BT8-097 Q1775).
		if n := g.PlayCard(p, c, PlayOptions{Free: true, Cause: EffectOf(p)}); n != nil {
			out = append(out, n)
		}
	}
	return out
}

// canTake reports whether an effect can take card c from where it is to play it,
// digivolve into it or use it: from a zone, or from under an object or its link cards
// — never the top card of an object (that card is the object), a token, or a card
// removed from the game.
func (g *Game) canTake(c *Card) bool {
	switch {
	case c.Token || c.Zone == ZoneRemoved:
		return false
	case !c.Zone.OnField():
		return true
	}
	o, links, i := g.stackOf(c)
	return o != nil && (links || i < len(o.Cards)-1)
}

// stackOf finds the object a card on the field belongs to: under it or its top card
// (links false, i its index in Cards, bottom first), or one of its link cards (links
// true, i its index in Links).
func (g *Game) stackOf(c *Card) (o *FieldObject, links bool, i int) {
	for _, p := range [2]PlayerID{0, 1} {
		for x := range g.Players[p].eachOnField {
			if i := indexOfCard(x.Cards, c); i >= 0 {
				return x, false, i
			}
			if i := indexOfCard(x.Links, c); i >= 0 {
				return x, true, i
			}
		}
	}
	return nil, false, -1
}

// lift takes a card that is under an object or linked to one out of that object, into
// no area, when it is revealed to be played, digivolved into or used (7-1-3-1, 8-1-3-1,
// 9-1-9-1): a revealed card does not count as in its old place (15-15-3-2), so the
// object no longer has its inherited or link effects meanwhile. It returns how to put
// the card back if that does not happen (7-1-2-3, 8-1-2-7, 9-1-8): at its place in the
// stack, or — if the object has left the field meanwhile — in the trash, where the
// object's other cards went (4-5-8). A card in a zone's list stays there, counted in it,
// until it is placed: back does nothing for it. ok is false for a card canTake refuses.
func (g *Game) lift(c *Card) (back func(), ok bool) {
	if !g.canTake(c) {
		return func() {}, false
	}
	if !c.Zone.OnField() {
		return func() {}, true
	}
	o, links, i := g.stackOf(c)
	if links {
		o.Links = append(o.Links[:i:i], o.Links[i+1:]...)
	} else {
		o.Cards = append(o.Cards[:i:i], o.Cards[i+1:]...)
	}
	pl := g.Players[c.Owner]
	faceDown := c.FaceDown
	c.Zone, c.FaceDown = ZoneNone, false
	pl.Limbo = append(pl.Limbo, c)
	text := MoveFromUnder
	if links {
		text = MoveLink
	} else {
		c.fromUnder = o.ID // "played from digivolution cards" (PlayedFromUnder)
	}
	g.emit(Event{Kind: EvMove, Player: c.Owner, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: o.Zone, To: ZoneNone, Text: text})
	return func() {
		c.fromUnder = 0
		if !removeCard(&pl.Limbo, c) {
			return // placed somewhere meanwhile
		}
		switch {
		case !o.Zone.OnField():
			g.place(c, ZoneTrash, true)
			text = ""
		case links:
			c.Zone = o.Zone
			i = min(i, len(o.Links))
			o.Links = append(o.Links[:i:i], append([]*Card{c}, o.Links[i:]...)...)
			text = ""
		default:
			c.Zone, c.FaceDown = o.Zone, faceDown
			i = min(i, len(o.Cards)-1) // under the top card, whatever became of the stack
			o.Cards = append(o.Cards[:i:i], append([]*Card{c}, o.Cards[i:]...)...)
			text = MoveUnder
		}
		g.emit(Event{Kind: EvMove, Player: c.Owner, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: ZoneNone, To: c.Zone, Text: text})
	}, true
}

// PlayedFromUnder is, for the EvPlay of a card played from under an object, that
// object's identity ("when played from digivolution cards", <Decode>, 16-35); 0 for
// any other play. The play event keeps it (its Target), so that the effects the play
// triggers read it too ("[On Play] When played from digivolution cards").
func (g *Game) PlayedFromUnder(ev *Event) int {
	if ev.Kind != EvPlay {
		return 0
	}
	return ev.Target
}

func indexOfCard(list []*Card, c *Card) int {
	for i, x := range list {
		if x == c {
			return i
		}
	}
	return -1
}

// MoveUnder puts a card at the bottom of o's stack (4-3-2: under a Tamer that already
// has cards under it, at the very bottom): a digivolution card of another object
// (<Material Save>, 16-20-1, 16-20-7), or a card from a zone (as PlaceUnder). A top
// card is not moved: it is its object.
func (g *Game) MoveUnder(c *Card, o *FieldObject) bool {
	return g.MoveCards(o.Owner, []*Card{c}, Destination{Under: o, Bottom: true}) == 1
}
