package core

import "fmt"

// Operations the keyword effects of chapter 16 perform. The keywords themselves are
// Lua scripts (keywords/); these are the state changes they are made of.

// Recover puts the top n cards of p's deck on top of p's security stack, face down,
// one at a time (<Recovery +N (Deck)>, 16-5-1, 16-5-3). It returns how many moved.
func (g *Game) Recover(p PlayerID, n int) int {
	g.proc++
	if !g.MayAddToSecurity(p) {
		return 0 // security_ban.go
	}
	pl := g.Players[p]
	moved := 0
	for ; moved < n && len(pl.Deck) > 0; moved++ {
		g.moveCard(pl.Deck[len(pl.Deck)-1], ZoneSecurity)
	}
	if moved > 0 {
		g.emit(Event{Kind: EvRecovery, Player: p, N: moved})
	}
	return moved
}

// DeDigivolvable is how many cards <De-Digivolve> may trash from the top of o: the
// cards above its top-most level-3 (or lower) card, never its last card (16-11-4).
func DeDigivolvable(o *FieldObject) int {
	n := 0
	for i := len(o.Cards) - 1; i > 0; i-- {
		if l := o.Cards[i].Data.Level; l != 0 && l <= 3 {
			break
		}
		n++
	}
	return n
}

// DeDigivolve trashes up to n cards from the top of o, as many as its controller
// chooses, at least 1 (<De-Digivolve N>, 16-11-1, 16-11-3); the choice is asked of
// chooser. It stops at a level 3 card (16-11-4). The cards go one by one from the top
// but at the same time (16-11-5); whatever is left on top — a Tamer too — is the top
// card now and keeps the suspended state (4-5-6). An object unaffected by chooser's
// effects loses nothing (15-15-6-1): several <De-Digivolve> in one effect each look
// again (16-11-8). It returns how many were trashed.
func (g *Game) DeDigivolve(chooser PlayerID, o *FieldObject, n int) int {
	return g.DeDigivolveBy(EffectOf(chooser), o, n)
}

// DeDigivolveBy is DeDigivolve by an effect (cause): its controller chooses, and it is
// a <De-Digivolve> effect, which an object may be unaffected by ("isn't affected by
// <De-Digivolve> effects", 15-15-6).
func (g *Game) DeDigivolveBy(cause Cause, o *FieldObject, n int) int {
	g.proc++
	chooser := cause.Player
	cause.Keyword = DeDigivolveKeyword
	if g.gone(o, "de_digivolve") || !o.Zone.OnField() || g.unaffectedBy(o, cause) || !g.mayTrashStacked(o, chooser) { // 15-15-6-1, 16-11-8, 15-1-3
		return 0
	}
	n = min(n, DeDigivolvable(o))
	if n <= 0 {
		return 0
	}
	n = (&Ctx{Game: g, Player: chooser}).ChooseNumber(chooser, n, o, fmt.Sprintf("trash how many cards from the top of %s?", o)) // choose_number.go
	trashed := append([]*Card(nil), o.Cards[len(o.Cards)-n:]...)
	o.Cards = o.Cards[:len(o.Cards)-n]
	g.hold(trashed...)
	g.emit(Event{Kind: EvDeDigivolve, Player: o.Owner, Obj: o.ID, N: n})
	for i := len(trashed) - 1; i >= 0; i-- {
		g.placeFromField(trashed[i], ZoneTrash)
	}
	g.overflowCards(trashed) // 4-17-1
	return n
}

// TrashDigivolutionCards trashes the given cards from under o by an effect of o's
// owner (<Digi-Burst>, <Fragment>, costs that trash digivolution cards).
func (g *Game) TrashDigivolutionCards(o *FieldObject, cards ...*Card) int {
	return g.TrashDigivolutionCardsBy(EffectOf(o.Owner), o, cards...)
}

// TrashDigivolutionCardsBy trashes the given cards from under o for a cause, at the
// same time. Cards not under o are skipped; an o unaffected by the cause loses none
// (15-15-6-1).
func (g *Game) TrashDigivolutionCardsBy(cause Cause, o *FieldObject, cards ...*Card) int {
	if g.gone(o, "trash_digivolution_cards") || !g.reaches(cause, o) || cause.Kind == ByEffect && !g.mayTrashStacked(o, cause.Player) { // 15-15-6-1, 15-1-3
		g.proc++
		return 0
	}
	var under []*Card
	for _, c := range cards {
		if o.Zone.OnField() && indexOfCard(o.DigivolutionCards(), c) >= 0 {
			under = append(under, c)
		}
	}
	return g.MoveCards(o.Owner, under, Destination{Zone: ZoneTrash})
}

// TrashTopCard trashes the top card of a stack, leaving the rest as the same object
// (<Armor Purge>, 16-18). A single card is not a stack: nothing happens.
func (g *Game) TrashTopCard(o *FieldObject) bool {
	g.proc++
	if g.gone(o, "trash_top") || !o.Zone.OnField() || len(o.Cards) < 2 {
		return false
	}
	top := o.Top()
	o.Cards = o.Cards[:len(o.Cards)-1]
	g.hold(top)
	g.placeFromField(top, ZoneTrash)
	g.overflowCards([]*Card{top}) // 4-17-1
	return true
}

// PlaceUnder puts a card that is not on the field under an object, at the bottom of
// its stack (4-3-2: under a Tamer with cards under it, at the very bottom). <Save>
// (16-19), <Training> (16-40) place cards so; faceDown puts it face down (<Training>,
// 4-5-9).
func (g *Game) PlaceUnder(c *Card, o *FieldObject, faceDown bool) bool {
	if c.Zone.OnField() || c.Zone == ZoneRemoved {
		g.proc++
		return false // a card on the field is part of an object (PlaceObjectUnder)
	}
	return g.MoveCards(c.Owner, []*Card{c}, Destination{Under: o, Bottom: true, FaceDown: faceDown}) == 1
}

// PlaceObjectUnder puts an object (a Tamer with <Mind Link>, 16-27) under another
// object's cards, at the bottom, by its owner's effect: it leaves the field (4-5-7),
// the cards under it are trashed (4-5-8).
func (g *Game) PlaceObjectUnder(moved, o *FieldObject) bool {
	return g.MoveObjects(EffectOf(moved.Owner), []*FieldObject{moved}, Destination{Under: o, Bottom: true}) == 1
}

// ResolvingKeyword makes sub — a keyword's action carried out inside the effect being
// resolved (ctx:run_keyword) — the effect resolving, until the returned function is
// called: what the action does is that keyword's doing (Event.EffectKeyword). The
// cards <Digi-Burst> trashes are "trashed due to activating <Digi-Burst>" (16-13-1),
// as a play by <Decode> is "played by <Decode>".
func (g *Game) ResolvingKeyword(sub *Ctx) (restore func()) {
	prev := g.resolving
	if prev == nil || sub.Keyword.Name == "" {
		return func() {}
	}
	// done inside the effect that names it (Outer): what it changes, that effect changes
	g.resolving, sub.outer = sub, prev
	return func() { g.resolving = prev }
}
