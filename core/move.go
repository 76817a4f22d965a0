package core

import "strings"

// Moving cards between zones. Every move is an EvMove event; a card placed somewhere
// new becomes a new card (3-1-3-1), which for cards outside the field means nothing
// more than its new place. Effects move cards through Game.MoveCards and
// Game.MoveObjects (destination.go); this file holds the steps they are made of.

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
	from, revealed := c.Zone, c.revealed
	if !removeCard(pl.zoneList(from), c) {
		panic("moveCard: " + c.String() + " is not in its owner's " + from.String())
	}
	g.place(c, to, top)
	g.emit(Event{Kind: EvMove, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, From: from, To: c.Zone,
		Text: moveWords(revealed, !top && c.Zone != ZoneHand && c.Zone != ZoneTrash)})
}

// place puts a card that is in no list yet into its owner's zone (3-1-3-8): face up
// wherever the zone shows cards, face down in the security stack (3-1-3-5), no longer
// revealed.
func (g *Game) place(c *Card, to Zone, top bool) {
	g.release(c)
	c.FaceDown, c.FaceUp, c.revealed = false, false, ZoneNone
	if c.Token && to != ZoneBattle && to != ZoneBreeding {
		c.Zone = ZoneRemoved // 4-18-5
		return
	}
	to, top = eggPlace(c, to, top)
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

// eggPlace: a Digi-Egg card sent to a hidden zone goes to its owner's Digi-Egg deck
// (3-1-3-9): sent to the deck, where it was sent in the Digi-Egg deck (3-1-3-9-1);
// sent to the hand or the security stack, at its bottom (3-1-3-9-2).
func eggPlace(c *Card, to Zone, top bool) (Zone, bool) {
	if c.Data.Kind != DigiEgg {
		return to, top
	}
	switch to {
	case ZoneDeck:
		return ZoneEggDeck, top
	case ZoneHand, ZoneSecurity:
		return ZoneEggDeck, false
	}
	return to, top
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

// shuffle shuffles one of p's zones (1-3-10). Cards that were public there are
// hidden first: a face-up security card is face down again.
func (g *Game) shuffle(p PlayerID, z Zone) {
	for _, c := range *g.Players[p].zoneList(z) {
		c.FaceUp = false
	}
	g.rng.Shuffle(*g.Players[p].zoneList(z))
	g.emit(Event{Kind: EvShuffle, Player: p, From: z})
}

// newObject puts cards on the field as one new object (3-1-3-1), unsuspended (3-4-3).
// The cards must be in no list.
func (g *Game) newObject(owner PlayerID, z Zone, cards ...*Card) *FieldObject {
	o := &FieldObject{ID: g.newObjectID(), Owner: owner, Cards: cards, Zone: z, since: g.version}
	for _, c := range cards {
		g.release(c)
		c.Zone, c.FaceUp, c.revealed = z, false, ZoneNone
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
	g.hold(o.Cards...)
	g.hold(o.Links...)
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
	g.leaveFieldTo(objs, Destination{Zone: to})
}

// leaveFieldTo is leaveField to any destination but under an object: the top cards go
// to the bottom of the deck or face up into the security stack as to says, one after
// another in the order of objs (3-1-3-4: the caller has put them in the order chosen).
func (g *Game) leaveFieldTo(objs []*FieldObject, to Destination) {
	objs = onField(objs) // each once: a card leaves its place once (3-1-3-3)
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
		g.emit(Event{Kind: EvLeaveField, Player: o.Owner, Obj: o.ID, Card: top.Data.Number, CardID: top.ID, From: from[i], To: to.Zone})
		g.leaving = nil
		for _, c := range o.Cards[:len(o.Cards)-1] {
			g.placeFromField(c, ZoneTrash)
		}
		for _, c := range o.Links {
			g.placeFromField(c, ZoneTrash)
		}
		g.put(top, origin{zone: from[i]}, to)
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

// placeFromField puts a card that was on the field (now in no list) in zone `to`.
func (g *Game) placeFromField(c *Card, to Zone) {
	g.put(c, origin{zone: c.Zone}, Destination{Zone: to})
}

// DigivolutionCardToHand returns one of o's digivolution cards to its owner's hand
// ("by returning 1 of this Digimon's level 6 digivolution cards to your hand",
// BT1-084). It reports whether the card was under o and moved.
func (g *Game) DigivolutionCardToHand(o *FieldObject, c *Card) bool {
	if g.gone(o, "digivolution_card_to_hand") || indexOfCard(o.DigivolutionCards(), c) < 0 {
		g.proc++
		return false
	}
	return g.MoveCards(o.Owner, []*Card{c}, Destination{Zone: ZoneHand}) == 1
}

// The words an EvMove's Text is made of, comma-separated: how the card left and how
// it was placed, as trigger conditions read them (ReadMove).
const (
	MoveUnder     = "under"      // placed under Obj's top card (4-6)
	MoveFromUnder = "from under" // taken from under Obj (from under Target when also "under")
	MoveBottom    = "bottom"     // at the bottom of the deck, the security stack or the stack
	MoveFaceUp    = "face up"    // face up in the security stack (3-7-4)
	MoveFaceDown  = "face down"  // face down under Obj (4-5-9)
	MoveReveal    = "reveal"     // revealed: in no area, still counted in From (15-15-3-2)
	MoveLink      = "from link"  // a link card leaving its Digimon (4-7)
	// "revealed from <zone>": a revealed card placed: it leaves <zone> now (15-15-3-3).
	moveRevealedFrom = "revealed from "
)

// moveWords joins the words of a move: revealed is the zone a card leaving no area
// was revealed from (ZoneNone: it was not), bottom whether it went to a bottom.
func moveWords(revealed Zone, bottom bool, more ...string) string {
	var buf [6]string
	w := buf[:0]
	if revealed != ZoneNone {
		w = append(w, moveRevealedFrom+revealed.String())
	}
	if bottom {
		w = append(w, MoveBottom)
	}
	for _, m := range more {
		if m != "" {
			w = append(w, m)
		}
	}
	return strings.Join(w, ", ")
}

func wordIf(ok bool, word string) string {
	if ok {
		return word
	}
	return ""
}

// CardMove is an EvMove read as card texts name moves: where from, where to, and how.
type CardMove struct {
	Card     int      // the card (Card.ID)
	Owner    PlayerID // the card's owner: whose zones it left and entered (3-1-3-8)
	From, To Zone     // ZoneNone: in no area (revealed, being checked, being used)
	// Revealed: a card leaving no area that was revealed from this zone, whose count
	// it changes now (15-15-3-3).
	Revealed Zone
	// FromUnder and ToUnder are the objects it was a digivolution card of and was
	// placed under (4-6), or 0.
	FromUnder, ToUnder int
	Link               bool // it was a link card (4-7)
	FromLinked         int  // the object it was a link card of, or 0
	Reveal             bool // it was revealed: it is in no area but has not left From (15-15-3-2)
	Bottom             bool // placed at the bottom of the deck, security stack or stack
	FaceUp, FaceDown   bool // placed face up in security (3-7-4), face down under a card (4-5-9)
	// IntoStack: placed into a stack — under a card (4-6), or under the card a DNA
	// digivolution puts on top (8-2) — not as an object of its own.
	IntoStack bool
}

// PlacedInBattleArea reports whether the move put its card in the battle area as an
// object of its own: an Option card placed there by its effect (17-1-3-3). A play is
// its own event (EvPlay), and a card placed into a stack is not an object.
func (m CardMove) PlacedInBattleArea() bool { return m.To == ZoneBattle && !m.IntoStack }

// ReadMove reads an EvMove event.
func ReadMove(ev *Event) CardMove {
	m := CardMove{Card: ev.CardID, Owner: ev.Player, From: ev.From, To: ev.To}
	words := strings.Split(ev.Text, ", ")
	for _, w := range words {
		switch {
		case w == MoveUnder:
			m.ToUnder, m.IntoStack = ev.Obj, true
		case w == MoveBottom:
			m.Bottom = true
		case w == MoveFaceUp:
			m.FaceUp = true
		case w == MoveFaceDown:
			m.FaceDown = true
		case w == MoveReveal:
			m.Reveal = true
		case w == MoveLink:
			m.Link = true
		case strings.HasPrefix(w, moveRevealedFrom):
			_ = m.Revealed.UnmarshalText([]byte(strings.TrimPrefix(w, moveRevealedFrom)))
		}
	}
	for _, w := range words {
		if w == MoveFromUnder || w == MoveLink {
			from := ev.Obj
			if m.ToUnder != 0 {
				from = ev.Target
			}
			if w == MoveLink {
				m.FromLinked = from
			} else {
				m.FromUnder = from
			}
		}
	}
	return m
}

// LeftFrom reports whether the move took the card out of zone z as effects count
// zones: a revealed card leaves its zone when it is placed, not when it is revealed
// (15-15-3-2, 15-15-3-3); a card taken from under an object leaves its digivolution
// cards, not the field.
func (m CardMove) LeftFrom(z Zone) bool {
	if m.Reveal || m.FromUnder != 0 {
		return false
	}
	return m.From == z || (m.From == ZoneNone && m.Revealed == z && z != ZoneNone)
}

// CardByID finds a card of the game wherever it is, or nil (a token removed from the
// game is nowhere).
func (g *Game) CardByID(id int) *Card {
	for _, pl := range g.Players {
		for _, z := range [...]Zone{ZoneHand, ZoneTrash, ZoneDeck, ZoneSecurity, ZoneNone, ZoneEggDeck} {
			for _, c := range *pl.zoneList(z) {
				if c.ID == id {
					return c
				}
			}
		}
		for o := range pl.eachOnField {
			for _, list := range [2][]*Card{o.Cards, o.Links} {
				for _, c := range list {
					if c.ID == id {
						return c
					}
				}
			}
		}
	}
	return nil
}
