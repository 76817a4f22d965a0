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
	g.delete(objs, cause)
}

// Suspend suspends an object by an effect of the turn player (4-11).
func (g *Game) Suspend(o *FieldObject) bool { return g.SuspendBy(EffectOf(g.TurnPlayer), o) }

// SuspendBy suspends an object for a cause (4-11); one already suspended stays so
// (1-3-3), one unaffected by the cause is not suspended (15-15-6-1).
func (g *Game) SuspendBy(cause Cause, o *FieldObject) bool {
	g.proc++
	if !o.Zone.OnField() || o.Suspended || g.Derive(o).CantSuspend || !g.reaches(cause, o) {
		return false
	}
	if g.cfg.Effects != nil {
		w := &Would{Kind: WouldSuspend, Player: g.TurnPlayer, Objs: []*FieldObject{o}, Cause: cause}
		if g.would(w); w.Cancelled || !w.Affects(o) {
			return false
		}
	}
	return g.suspend(o)
}

// Unsuspend unsuspends an object by an effect of the turn player.
func (g *Game) Unsuspend(o *FieldObject) bool { return g.UnsuspendBy(EffectOf(g.TurnPlayer), o) }

// UnsuspendBy unsuspends an object for a cause; one unaffected by it stays suspended
// (15-15-6-1).
func (g *Game) UnsuspendBy(cause Cause, o *FieldObject) bool {
	g.proc++
	if !o.Zone.OnField() || g.Derive(o).CantUnsuspend || !g.reaches(cause, o) {
		return false
	}
	return g.unsuspend(o)
}

// ReturnToHand returns objects to their owners' hands: the top card goes to the hand,
// the cards under it to the trash (4-5-8).
func (g *Game) ReturnToHand(objs ...*FieldObject) { g.ReturnToHandBy(EffectOf(g.TurnPlayer), objs...) }

// ReturnToHandBy is ReturnToHand for a cause.
func (g *Game) ReturnToHandBy(cause Cause, objs ...*FieldObject) {
	g.proc++
	g.leaveField(g.wouldLeave(g.mayLeave(objs, cause, ZoneHand), cause), ZoneHand) // 15-1-3
}

// TrashObjects trashes objects on the field without deleting them (4-14-3).
func (g *Game) TrashObjects(objs ...*FieldObject) { g.TrashObjectsBy(EffectOf(g.TurnPlayer), objs...) }

// TrashObjectsBy is TrashObjects for a cause.
func (g *Game) TrashObjectsBy(cause Cause, objs ...*FieldObject) {
	g.proc++
	g.leaveField(g.wouldLeave(g.mayLeave(objs, cause, ZoneTrash), cause), ZoneTrash) // 15-1-3
}

// MoveCard moves a card that is not on the field to the top of one of its owner's
// zones (3-1-3-8): the hand, the trash, the deck, the security stack.
func (g *Game) MoveCard(c *Card, to Zone) { g.proc++; g.moveCard(c, to) }

// MoveCardToBottom moves a card to the bottom of its owner's deck or security stack.
func (g *Game) MoveCardToBottom(c *Card, to Zone) { g.proc++; g.moveCardBottom(c, to) }

// PlayCard plays card c by an effect into p's battle area (or breeding area), from
// wherever it is, as opt says (7-1; PlayOptions). It returns the new object, or nil if
// the card could not be played: it then stays where it was (7-1-2-3).
func (g *Game) PlayCard(p PlayerID, c *Card, opt PlayOptions) *FieldObject {
	g.proc++
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
	g.triggerAny = true
	c := &Card{ID: g.nextCardID, Data: d, Owner: p, Zone: ZoneBattle, Token: true}
	o := g.newObject(p, ZoneBattle, c)
	o.PlayedTurn = g.Turn
	g.emit(Event{Kind: EvPlay, Player: p, Obj: o.ID, Card: d.Number, CardID: c.ID, To: ZoneBattle, Text: "token"})
	return o
}

// PlaceOnField puts a card that is not on the field into p's battle or breeding area
// as a new object by an effect ("place this card in the battle area"); an Option
// placed so stays (17-1-3-3).
func (g *Game) PlaceOnField(p PlayerID, c *Card, z Zone) *FieldObject {
	g.proc++
	from := c.Zone
	if !removeCard(g.Players[c.Owner].zoneList(from), c) {
		panic("PlaceOnField: " + c.String() + " is not in its " + from.String())
	}
	o := g.newObject(p, z, c)
	o.PlacedByEffect = true
	o.PlacedTurn = g.Turn
	g.emit(Event{Kind: EvMove, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: z})
	return o
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
	var picked []*FieldObject
	left := append([]*FieldObject(nil), cands...)
	if min > len(left) {
		min = len(left) // 1-3-2: do as much as possible
	}
	for len(picked) < max && len(left) > 0 {
		opts := make([]Choice, 0, len(left)+1)
		for i, o := range left {
			opts = append(opts, Choice{Action: ActSelect, Obj: o, N: i})
		}
		if len(picked) >= min {
			opts = append(opts, Choice{Action: ActDone, N: -1})
		}
		ch := c.Game.ask(p, PromptChoose, fmt.Sprintf("%s (%d of %d–%d chosen)", text, len(picked), min, max), opts)
		if ch.Action == ActDone {
			break
		}
		picked = append(picked, left[ch.N])
		left = append(left[:ch.N], left[ch.N+1:]...)
	}
	return picked
}

// ChooseCards is Choose for cards (in the hand, the trash, revealed cards).
func (c *Ctx) ChooseCards(p PlayerID, cands []*Card, min, max int, text string) []*Card {
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
			opts = append(opts, Choice{Action: ActSelect, Card: x, N: i})
		}
		if len(picked) >= min {
			opts = append(opts, Choice{Action: ActDone, N: -1})
		}
		ch := c.Game.ask(p, PromptChoose, fmt.Sprintf("%s (%d of %d–%d chosen)", text, len(picked), min, max), opts)
		if ch.Action == ActDone {
			break
		}
		picked = append(picked, left[ch.N])
		left = append(left[:ch.N], left[ch.N+1:]...)
	}
	return picked
}

// YesNo asks p a yes/no question for this effect ("you may", 15-9-2).
func (c *Ctx) YesNo(p PlayerID, text string) bool {
	return c.Game.askYesNo(p, text, c.Effect, c.Card)
}

// Grant gives an effect, from this effect's controller (15-13). One with no period
// (Until WhileOnField) that an inherited effect gives ends with its card (continuity.go).
func (c *Ctx) Grant(m *Modifier) {
	m.Player = c.Player
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
