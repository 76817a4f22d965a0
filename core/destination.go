package core

// Where effects move cards and objects to, and moving them there: the one move of the
// effect layer ("add it to the hand", "return it to the bottom of the deck", "place it
// face up as the bottom security card", "place it as this Digimon's bottom digivolution
// card"), for cards in any zone, digivolution cards, link cards and whole objects
// (3-1-3, 4-5, 4-6, 4-7).

// Destination is where an effect moves cards: a zone of each card's owner — a card
// always goes to its owner's zone, whoever moves it (3-1-3-8) — and, for the deck and
// the security stack, which end of it; or under an object's top card (4-6).
type Destination struct {
	Zone Zone // ZoneHand, ZoneTrash, ZoneDeck or ZoneSecurity; unused with Under
	// Bottom: the bottom of the deck or the security stack; with Under, the very bottom
	// of the stack ("as its bottom digivolution card", 4-3-2), else just under its top
	// card ("as its top digivolution card").
	Bottom bool
	// FaceUp places cards into the security stack face up, public to both players
	// (3-7-4); without it they go face down (3-1-3-5).
	FaceUp bool
	// FaceDown places cards under a card face down (<Training>, 4-5-9); without it
	// they go face up (4-5-4).
	FaceDown bool
	// Under is the object whose stack the cards go into.
	Under *FieldObject
	// AnyOrder: "in any order": several cards going to one ordered place (the deck,
	// the security stack, a stack) go in the order the effect's controller chooses
	// (3-1-3-4, 15-15-3-7). Without it they go in the order given.
	AnyOrder bool
}

// ordered reports whether the order of the cards placed there matters (3-2-3, 3-7-3,
// 4-5-3); the hand and the trash may be rearranged freely (3-5-2, 3-6-2).
func (d Destination) ordered() bool {
	return d.Under != nil || d.Zone == ZoneDeck || d.Zone == ZoneSecurity
}

// origin is where a card was before a move took it out: its zone, the zone it was
// revealed from, and the object it was a digivolution card or link card of.
type origin struct {
	zone, revealed Zone
	obj            *FieldObject
	link           bool
}

// MoveCards moves cards by an effect of player by to a destination: cards in a hand,
// trash, deck or security stack, cards in no area (revealed, 15-15-3; being checked,
// 13-1-5; being used, 9-1-4), digivolution cards (4-6) and link cards (4-7). The top
// card of an object is the object (4-5-7): it moves with MoveObjects, never here.
//
// The cards leave their places at once and are placed at once (3-1-3-3) — one after
// another, in order (3-2-4, 3-7-5): each on top of the ones placed before it at a top,
// under them at a bottom. The move is one processing: a trigger condition it meets
// several times triggers once (15-5-2). An ACE card leaving the cards under a Digimon
// for a zone applies <Overflow> (4-17-1); one placed under a card does not (4-17-4).
// It returns how many cards moved.
func (g *Game) MoveCards(by PlayerID, cards []*Card, to Destination) int {
	g.proc++
	if to.Under != nil && (g.gone(to.Under, "move_under") || to.Under.Top().Token) {
		return 0 // 4-18-3: no card is stacked on a token
	}
	if to.Under == nil && to.Zone == ZoneSecurity && !g.MayAddToSecurity(by) {
		return 0 // security_ban.go
	}
	cards = g.movable(by, cards, to)
	if to.AnyOrder && to.ordered() {
		cards = g.chooseOrder(by, cards, to)
	}
	from := make([]origin, len(cards))
	for i, c := range cards {
		from[i] = g.takeOut(c)
	}
	var leftStacks []*Card
	for i, c := range cards {
		g.put(c, from[i], to)
		if from[i].obj != nil && !from[i].link { // a link card is in no area (4-7-4)
			leftStacks = append(leftStacks, c)
		}
	}
	g.overflowCards(leftStacks)
	return len(cards)
}

// movable keeps the cards a move can take, each once: not a top card (its object
// moves), not a token's card, not a card of the object it is to go under, and not a
// card already in the unordered zone it is to go to.
//
// A card under or linked to an object that is unaffected by by's effects stays
// (15-15-6-1): nothing of the effect happens to that object.
func (g *Game) movable(by PlayerID, cards []*Card, to Destination) []*Card {
	var out []*Card
	for _, c := range cards {
		if c == nil || c.Zone == ZoneRemoved || c.Token || indexOfCard(out, c) >= 0 {
			continue
		}
		if c.Zone.OnField() {
			o, _ := g.StackOf(c)
			if o == nil || (!containsLink(o, c) && o.Top() == c) || o == to.Under || !g.reaches(EffectOf(by), o) {
				continue
			}
		} else if to.Under == nil && !to.ordered() && c.Zone == to.Zone {
			continue
		}
		out = append(out, c)
	}
	return out
}

func containsLink(o *FieldObject, c *Card) bool { return indexOfCard(o.Links, c) >= 0 }

// chooseOrder asks the effect's controller the order of cards going to one ordered
// place (3-1-3-4): which is placed next, each on (at a top) or under (at a bottom) the
// last. Copies of one card need no choice.
func (g *Game) chooseOrder(by PlayerID, cards []*Card, to Destination) []*Card {
	text := "place next (each goes on the last)"
	if to.Bottom {
		text = "place next (each goes under the last)"
	}
	left := append([]*Card(nil), cards...)
	out := make([]*Card, 0, len(cards))
	c := &Ctx{Game: g, Player: by}
	for len(left) > 1 && !sameCards(left) {
		next := c.ChooseCards(by, left, 1, 1, text)[0]
		out = append(out, next)
		i := indexOfCard(left, next)
		left = append(left[:i:i], left[i+1:]...)
	}
	return append(out, left...)
}

// sameCards reports whether the cards are all copies of one card: their order cannot matter.
func sameCards(cards []*Card) bool {
	for _, c := range cards[1:] {
		if c.Data != cards[0].Data {
			return false
		}
	}
	return true
}

// takeOut removes a card from where it is, into no list, and says where that was.
func (g *Game) takeOut(c *Card) origin {
	from := origin{zone: c.Zone, revealed: c.revealed}
	if !c.Zone.OnField() {
		if !removeCard(g.Players[c.Owner].zoneList(c.Zone), c) {
			panic("takeOut: " + c.String() + " is not in its owner's " + c.Zone.String())
		}
		g.hold(c)
		return from
	}
	o, link := g.StackOf(c)
	from.obj, from.link = o, link
	if link {
		removeCard(&o.Links, c)
	} else {
		removeCard(&o.Cards, c)
	}
	g.hold(c)
	return from
}

// put places a card taken out by takeOut at the destination and logs the move.
func (g *Game) put(c *Card, from origin, to Destination) {
	ev := Event{Kind: EvMove, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, From: from.zone}
	var buf [4]string // at most four words: no allocation for them
	words := buf[:0]
	if from.obj != nil {
		ev.Obj = from.obj.ID
		words = append(words, wordIf(!from.link, MoveFromUnder), wordIf(from.link, MoveLink))
	}
	if o := to.Under; o != nil {
		g.release(c)
		c.FaceDown, c.FaceUp, c.revealed = to.FaceDown, false, ZoneNone
		c.Zone = o.Zone
		at := len(o.Cards) - 1 // just under the top card
		if to.Bottom {
			at = 0
		}
		o.Cards = append(o.Cards[:at:at], append([]*Card{c}, o.Cards[at:]...)...)
		ev.To, ev.Target, ev.Obj = o.Zone, ev.Obj, o.ID
		words = append(words, MoveUnder, wordIf(to.FaceDown, MoveFaceDown))
	} else {
		g.place(c, to.Zone, !to.Bottom)
		if c.Zone == ZoneSecurity {
			c.FaceUp = to.FaceUp // 3-7-4
		}
		ev.To = c.Zone
		words = append(words, wordIf(c.FaceUp, MoveFaceUp))
	}
	ev.Text = moveWords(from.revealed, to.Bottom && (to.Under != nil || to.ordered()), words...)
	if from.obj != nil && !from.link {
		g.leftUnder = leftUnder{card: c, obj: from.obj}
	}
	g.emit(ev)
	g.leftUnder = leftUnder{}
}

// StackOf finds the object a card on the field belongs to, and whether it is one of
// its link cards.
func (g *Game) StackOf(c *Card) (*FieldObject, bool) {
	for _, p := range [2]PlayerID{0, 1} {
		for o := range g.Players[p].eachOnField {
			if indexOfCard(o.Cards, c) >= 0 {
				return o, false
			}
			if indexOfCard(o.Links, c) >= 0 {
				return o, true
			}
		}
	}
	return nil, false
}

// MoveObjects moves objects on the field by an effect: their top cards go to the
// destination and the rest of each leaves with it — the cards under it and its link
// cards are trashed (4-5-8, 4-7-6), also when it returns to the deck or goes under
// another card (the cards of a Digimon placed under another, Q2113). Each becomes a
// new card (3-1-3-1). They leave at once (3-1-3-3); several top cards going to one
// ordered place go in the order the controller chooses with AnyOrder (3-1-3-4), else
// in the order given. Immediate effects of "would leave the battle area" cut in
// first (15-8-5); objects unaffected by the cause stay (15-15-6). It returns how many
// objects moved.
func (g *Game) MoveObjects(cause Cause, objs []*FieldObject, to Destination) int {
	g.proc++
	if to.Under != nil {
		if g.gone(to.Under, "move_under") || to.Under.Top().Token { // 4-18-3
			return 0
		}
		objs = without(objs, to.Under)
	}
	if to.Under == nil && to.Zone == ZoneSecurity && !g.MayAddToSecurity(cause.Player) {
		return 0 // security_ban.go
	}
	objs = g.stillThere(objs, "move")
	objs = g.mayLeave(g.affected(onField(objs), cause), cause, to.Zone, false) // 15-15-6-1, 15-1-3
	objs = g.wouldLeave(objs, cause, to)
	if len(objs) > 1 && to.AnyOrder && to.ordered() {
		objs = g.chooseObjectOrder(cause.Player, objs, to)
	}
	if to.Under == nil {
		g.leaveFieldTo(objs, to)
		return len(objs)
	}
	n := 0
	for _, o := range objs {
		if to.Under.Zone.OnField() && !o.Top().Token && g.placeObjectUnder(o, to) {
			n++
		}
	}
	return n
}

func without(objs []*FieldObject, x *FieldObject) []*FieldObject {
	out := objs[:0:0]
	for _, o := range objs {
		if o != x {
			out = append(out, o)
		}
	}
	return out
}

// chooseObjectOrder is chooseOrder for objects: the order their top cards are placed.
func (g *Game) chooseObjectOrder(by PlayerID, objs []*FieldObject, to Destination) []*FieldObject {
	tops := make([]*Card, len(objs))
	for i, o := range objs {
		tops[i] = o.Top()
	}
	tops = g.chooseOrder(by, tops, to)
	out := make([]*FieldObject, len(objs))
	for i, c := range tops {
		for _, o := range objs {
			if o.Top() == c {
				out[i] = o
			}
		}
	}
	return out
}

// placeObjectUnder puts object o's top card under to.Under: o leaves the field (4-5-7),
// the cards under it and its link cards are trashed at the same time (4-5-8, 4-7-6),
// and its top card, placed under a card, applies no <Overflow> (4-17-4).
func (g *Game) placeObjectUnder(o *FieldObject, to Destination) bool {
	if !o.Zone.OnField() {
		return false
	}
	from, top, dest := o.Zone, o.Top(), to.Under
	// o keeps its cards, off the field: they are its last-known information.
	g.removeObject(o)
	// The top card is under dest before the leave event: what it triggers, and every
	// value derived from now on, sees it there.
	g.put(top, origin{zone: from}, to)
	if from == ZoneBattle {
		g.leaving = []*FieldObject{o}
	}
	g.emit(Event{Kind: EvLeaveField, Player: o.Owner, Obj: o.ID, Card: top.Data.Number, CardID: top.ID, From: from, To: dest.Zone, Target: dest.ID, Text: MoveUnder})
	g.leaving = nil
	rest := append(append([]*Card(nil), o.DigivolutionCards()...), o.Links...)
	for _, c := range rest {
		g.placeFromField(c, ZoneTrash)
	}
	o.Links = nil
	g.overflowCards(rest) // 4-17-1
	return true
}
