package core

import "fmt"

// Operations effects carry out. The effect layer calls these (through Ctx); each one is
// the same procedure the rules use, so an effect that deletes goes through the same
// immediate effects and events as a battle that deletes.

// Draw draws up to n cards for p (4-12); it returns how many were drawn (1-3-2).
func (g *Game) Draw(p PlayerID, n int) int {
	g.proc++
	drawn := 0
	for range n {
		if !g.draw(p) {
			break
		}
		drawn++
	}
	return drawn
}

// Delete deletes objects by an effect of the turn player (4-13).
func (g *Game) Delete(objs ...*FieldObject) { g.DeleteBy(EffectOf(g.TurnPlayer), objs...) }

// DeleteBy deletes objects for a cause (usually EffectOf the effect's controller).
func (g *Game) DeleteBy(cause Cause, objs ...*FieldObject) {
	g.proc++
	g.delete(g.stillThere(objs, "delete"), cause)
}

// Suspend suspends an object by an effect of the turn player (4-11).
func (g *Game) Suspend(o *FieldObject) bool { return g.SuspendBy(EffectOf(g.TurnPlayer), o) == 1 }

// SuspendBy suspends objects for a cause (4-11) and returns how many became suspended.
// One already suspended stays so (1-3-3), one unaffected by the cause is not suspended
// (15-15-6-1). "Suspend 2 of your opponent's Digimon" suspends them at once, in one
// processing: a "when ... becomes suspended" effect met by both triggers once (15-5-2).
func (g *Game) SuspendBy(cause Cause, objs ...*FieldObject) int {
	g.proc++
	objs = g.suspendable(g.stillThere(objs, "suspend"), cause)
	if len(objs) > 0 && g.cfg.Effects != nil {
		w := &Would{Kind: WouldSuspend, Player: g.TurnPlayer, Objs: append([]*FieldObject(nil), objs...), Cause: cause}
		if g.would(w); w.Cancelled {
			return 0
		}
		objs = g.suspendable(onField(w.Objs), cause)
		g.proc++ // what the immediate effects did were processings of their own
	}
	n := 0
	for _, o := range objs {
		if g.suspend(o) {
			n++
		}
	}
	return n
}

// suspendable keeps the objects on the field a cause can suspend now: unsuspended, not
// prohibited from becoming suspended (15-1-3), reached by the cause (15-15-6-1).
func (g *Game) suspendable(objs []*FieldObject, cause Cause) []*FieldObject {
	out := objs[:0:0]
	for _, o := range objs {
		if o.Zone.OnField() && !o.Suspended && !g.Derive(o).CantSuspend && g.reaches(cause, o) {
			out = append(out, o)
		}
	}
	return out
}

// Unsuspend unsuspends an object by an effect of the turn player.
func (g *Game) Unsuspend(o *FieldObject) bool { return g.UnsuspendBy(EffectOf(g.TurnPlayer), o) == 1 }

// UnsuspendBy unsuspends objects for a cause, all at once in one processing (15-5-2, as
// SuspendBy), and returns how many became unsuspended; one unaffected by the cause stays
// suspended (15-15-6-1).
func (g *Game) UnsuspendBy(cause Cause, objs ...*FieldObject) int {
	g.proc++
	n := 0
	for _, o := range g.stillThere(objs, "unsuspend") {
		if o.Zone.OnField() && !g.Derive(o).CantUnsuspend && g.reaches(cause, o) && g.paysToUnsuspend(o) && g.unsuspend(o) {
			n++
		}
	}
	return n
}

// ReturnToHand returns objects to their owners' hands: the top card goes to the hand,
// the cards under it to the trash (4-5-8).
func (g *Game) ReturnToHand(objs ...*FieldObject) { g.ReturnToHandBy(EffectOf(g.TurnPlayer), objs...) }

// ReturnToHandBy is ReturnToHand for a cause.
func (g *Game) ReturnToHandBy(cause Cause, objs ...*FieldObject) {
	g.proc++
	objs = g.stillThere(objs, "return_to_hand")
	g.leaveField(g.wouldLeave(g.mayLeave(objs, cause, ZoneHand, false), cause, Destination{Zone: ZoneHand}), ZoneHand) // 15-1-3
}

// TrashObjects trashes objects on the field without deleting them (4-14-3).
func (g *Game) TrashObjects(objs ...*FieldObject) { g.TrashObjectsBy(EffectOf(g.TurnPlayer), objs...) }

// TrashObjectsBy is TrashObjects for a cause.
func (g *Game) TrashObjectsBy(cause Cause, objs ...*FieldObject) {
	g.proc++
	objs = g.stillThere(objs, "trash")
	g.leaveField(g.wouldLeave(g.mayLeave(objs, cause, ZoneTrash, false), cause, Destination{Zone: ZoneTrash}), ZoneTrash) // 15-1-3
}

// MoveCard moves a card that is not on the field to the top of one of its owner's
// zones (3-1-3-8): the hand, the trash, the deck, the security stack. A card on the
// field or removed from the game is not moved (gone.go).
func (g *Game) MoveCard(c *Card, to Zone) {
	g.proc++
	if !g.cardGone(c, "move") {
		g.moveCard(c, to)
	}
}

// MoveCardToBottom moves a card to the bottom of its owner's deck or security stack.
func (g *Game) MoveCardToBottom(c *Card, to Zone) {
	g.proc++
	if !g.cardGone(c, "move") {
		g.moveCardBottom(c, to)
	}
}

// PlayCard plays card c by an effect into p's battle area (or breeding area), from
// wherever it is, as opt says (7-1; PlayOptions). It returns the new object, or nil if
// the card could not be played: it then stays where it was (7-1-2-3).
func (g *Game) PlayCard(p PlayerID, c *Card, opt PlayOptions) *FieldObject {
	g.proc++
	if c == nil || c.Zone == ZoneRemoved {
		g.cardGone(c, "play")
		return nil
	}
	if g.Banned(p, DeedPlayByEffects, nil) {
		return nil // 15-1-3: "your opponent can't play Digimon by effects"
	}
	return g.playCard(p, c, opt)
}

// PlayToken plays a token (4-18): a card from outside the game with the given
// information (4-18-1). It is not one of the player's cards: when it leaves the field
// it is removed from the game (4-18-5).
func (g *Game) PlayToken(p PlayerID, d *CardData) *FieldObject {
	g.proc++
	g.nextCardID++
	g.rep.any = true // a token's effects and keywords: look everywhere from now on
	g.triggerAny, g.attaching = true, true
	c := &Card{ID: g.nextCardID, Data: d, Owner: p, Zone: ZoneBattle, Token: true, game: g}
	o := g.newObject(p, ZoneBattle, c)
	o.PlayedTurn = g.Turn
	g.emit(Event{Kind: EvPlay, Player: p, Obj: o.ID, Card: d.Number, CardID: c.ID, To: ZoneBattle, Text: "token"})
	return o
}

// PlaceOnField puts a card that is not on the field, or a digivolution card, into p's
// battle or breeding area as a new object by an effect ("place this card in the battle
// area", "place 1 [Doomsday Clock] from this Digimon's digivolution cards in the battle
// area"); an Option placed so stays (17-1-3-3). CanPlaceOnField says which cards may.
func (g *Game) PlaceOnField(p PlayerID, c *Card, z Zone) *FieldObject {
	if c == nil || !g.CanPlaceOnField(c) {
		// Gone where nothing can take it from (a new card, 3-1-3-1): nothing happens.
		if c != nil {
			g.emit(Event{Kind: EvGone, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, Text: "place_on_field"})
		}
		g.proc++
		return nil
	}
	g.proc++
	from := g.takeOut(c).zone
	o := g.newObject(p, z, c)
	o.PlacedByEffect = true
	o.PlacedTurn = g.Turn
	g.emit(Event{Kind: EvMove, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: z})
	return o
}

// CanPlaceOnField reports whether an effect can place c on the field as a new object: a
// card in a hand, a trash, a deck, a security stack or resolving, or a digivolution card
// (under an object, not its top card; not a link card). A token or a card removed from
// the game cannot (4-18-5).
func (g *Game) CanPlaceOnField(c *Card) bool {
	if c.Token || c.Zone == ZoneRemoved {
		return false
	}
	if !c.Zone.OnField() {
		return true
	}
	o, link := g.StackOf(c)
	return o != nil && !link && o.Top() != c
}

// Settle resolves everything pending now (rule checks and effects).
func (g *Game) Settle() { g.settle() }

// Objects returns the objects in both players' battle areas that match keep, the turn
// player's first. The breeding area is left out: effects that do not name it cannot
// see it (3-4-5-5, 3-4-5-8).
func (g *Game) Objects(keep func(o *FieldObject) bool) []*FieldObject {
	var out []*FieldObject
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for _, o := range g.Players[p].Battle {
			if keep == nil || keep(o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// BreedingObjects returns the objects in both players' breeding areas that match keep,
// the turn player's first: for an effect that names the breeding area (3-4-5-5).
func (g *Game) BreedingObjects(keep func(o *FieldObject) bool) []*FieldObject {
	var out []*FieldObject
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		if o := g.Players[p].Breeding; o != nil && (keep == nil || keep(o)) {
			out = append(out, o)
		}
	}
	return out
}

// Choose asks p to pick between min and max of the objects (15-10-2): as many as
// possible up to max when min == max ("1 of", 15-10-2-1), or up to max ("up to",
// 15-10-2-2). The same object is never picked twice (15-10-2-3).
func (c *Ctx) Choose(p PlayerID, cands []*FieldObject, min, max int, text string) []*FieldObject {
	return c.ChooseFitting(p, cands, min, max, text, nil)
}

// ChooseFitting is Choose where each pick must fit with those picked before it (fits
// nil: any does): "any number of your opponent's Digimon whose total DP adds up to
// 10000 or less". The choice ends when no candidate left fits (1-3-2: as much as
// possible).
func (c *Ctx) ChooseFitting(p PlayerID, cands []*FieldObject, min, max int, text string, fits func(picked []*FieldObject, o *FieldObject) bool) []*FieldObject {
	var picked []*FieldObject
	left := append([]*FieldObject(nil), cands...)
	if min > len(left) {
		min = len(left) // 1-3-2: do as much as possible
	}
	for len(picked) < max && len(left) > 0 {
		opts := make([]Choice, 0, len(left)+1)
		for i, o := range left {
			if fits == nil || fits(picked, o) {
				opts = append(opts, Choice{Action: ActSelect, Obj: o, N: i})
			}
		}
		if len(opts) == 0 {
			break
		}
		if len(picked) >= min {
			opts = append(opts, Choice{Action: ActDone, N: -1})
		}
		ch := c.Game.ask(p, PromptChoose, choosingText(text, len(picked), max), opts)
		if ch.Action == ActDone {
			break
		}
		picked = append(picked, left[ch.N])
		left = append(left[:ch.N], left[ch.N+1:]...)
	}
	return picked
}

// choosingText is the prompt of one pick of several: the question, and how many are
// chosen so far when more than one may be.
func choosingText(text string, picked, max int) string {
	if max <= 1 {
		return text
	}
	return fmt.Sprintf("%s (%d of %d chosen so far)", text, picked, max)
}

// ChooseCards is Choose for cards (in the hand, the trash, revealed cards).
func (c *Ctx) ChooseCards(p PlayerID, cands []*Card, min, max int, text string) []*Card {
	return c.ChooseCardsFitting(p, cands, min, max, text, nil)
}

// ChooseCardsFitting is ChooseCards where each pick must fit with those picked before
// it (fits nil: any does): "up to 3 cards with different names", "up to 6 play cost's
// total worth of cards". The choice ends when no candidate left fits.
func (c *Ctx) ChooseCardsFitting(p PlayerID, cands []*Card, min, max int, text string, fits func(picked []*Card, x *Card) bool) []*Card {
	var picked []*Card
	left := append([]*Card(nil), cands...)
	if min > len(left) {
		min = len(left)
	}
	for len(picked) < max && len(left) > 0 {
		opts := make([]Choice, 0, len(left)+1)
		for i, x := range left {
			if sameChoiceEarlier(left[:i], x) {
				continue // copies of one card in one zone are one choice
			}
			if fits != nil && !fits(picked, x) {
				continue
			}
			opts = append(opts, Choice{Action: ActSelect, Card: x, N: i})
		}
		if len(opts) == 0 {
			break
		}
		if len(picked) >= min {
			opts = append(opts, Choice{Action: ActDone, N: -1})
		}
		ch := c.Game.ask(p, PromptChoose, choosingText(text, len(picked), max), opts)
		if ch.Action == ActDone {
			break
		}
		picked = append(picked, left[ch.N])
		left = append(left[:ch.N], left[ch.N+1:]...)
	}
	return picked
}

// ChooseText asks p to pick one of options described by texts: "activate 1 of the
// effects below" (15-15-9-2), "choose 1: ...". It returns the index picked.
func (c *Ctx) ChooseText(p PlayerID, texts []string, text string) int {
	if len(texts) == 0 {
		return -1
	}
	opts := make([]Choice, len(texts))
	for i, t := range texts {
		opts[i] = Choice{Action: ActSelect, Text: t, N: i}
	}
	return c.Game.ask(p, PromptChoose, text, opts).N
}

// YesNo asks p a yes/no question for this effect ("you may", 15-9-2).
func (c *Ctx) YesNo(p PlayerID, text string) bool {
	return c.Game.askYesNo(p, text, c.Effect, c.Card)
}

// Grant gives an effect, from this effect's controller (15-13). One with no period
// (Until WhileOnField) that an inherited effect gives ends with its card (continuity.go).
func (c *Ctx) Grant(m *Modifier) {
	m.Player = c.Player
	m.By = c.Cause()
	c.tieToSource(m)
	c.Game.Grant(m)
}

// Delay sets up a delayed processing of this effect (18-1).
func (c *Ctx) Delay(label string, when func(g *Game, ev *Event) bool, do func(c *Ctx)) {
	c.Game.Delay(&Delayed{Player: c.Player, Label: label, When: when, Do: do, Card: c.Card, Obj: c.Obj})
}

// ActivateMain activates this card's [Main] effect as part of this effect ("activate
// this card's [Main] effect", 15-15-9): no color requirement (4-19-5), no new pending.
func (c *Ctx) ActivateMain() {
	e := MainEffect(c.Game.effectsOf(c.Card))
	if e == nil || e.Resolve == nil {
		return
	}
	sub := *c
	sub.Effect = e
	e.Resolve(&sub)
}

// ObjectByID finds an object on the field by its identity, or nil.
func (g *Game) ObjectByID(id int) *FieldObject {
	for _, pl := range g.Players {
		if pl.Breeding != nil && pl.Breeding.ID == id {
			return pl.Breeding
		}
		for _, o := range pl.Battle {
			if o.ID == id {
				return o
			}
		}
	}
	return nil
}

// Effects returns a card's printed effects (from the effect layer).
func (g *Game) Effects(c *Card) []*Effect { return g.effectsOf(c) }

// Over reports whether the game has ended (or was halted).
func (g *Game) Over() bool { return g.result != nil }

// Unwind ends the current processing because the game is over: the effect layer calls
// it when a call into the engine from a script ended the game (the engine unwinds its
// stack to Run, 1-2-1).
func (g *Game) Unwind() { panic(gameOver{}) }

// Fail ends the game as an error, at once: a broken script says so through this.
func (g *Game) Fail(err error) {
	if g.result == nil {
		g.result = &Result{Err: err}
	}
	panic(gameOver{})
}

// Rand returns a number in [0, n) from the game's own RNG (Lua's math.random).
func (g *Game) Rand(n int) int { return g.rng.Intn(n) }

// TopToBottom places o's top card as its bottom digivolution card ("by placing this
// Digimon's top stacked card as its bottom digivolution card", BT22-043): the cards
// stay under the same object (4-6), now in a new order — the card that was under the
// top one is the top card, whose information and effects o now has (4-5-7; BT22-043
// Q4895). It needs a card under the top one; it reports whether the card moved.
func (g *Game) TopToBottom(o *FieldObject) bool {
	g.proc++
	if g.gone(o, "top_to_bottom") || !o.Zone.OnField() || len(o.Cards) < 2 {
		return false
	}
	top := o.Top()
	o.Cards = append([]*Card{top}, o.Cards[:len(o.Cards)-1]...)
	g.emit(Event{Kind: EvMove, Player: top.Owner, Obj: o.ID, Card: top.Data.Number, CardID: top.ID, From: o.Zone, To: o.Zone,
		Text: moveWords(ZoneNone, true, MoveUnder)}) // "bottom, under", as ReadMove reads it
	return true
}
