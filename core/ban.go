package core

// Bans: prohibitions on a player rather than on an object (15-1-3: a prohibition wins
// over a permission) — "your opponent can't gain memory except with Tamer effects"
// (4-1-4). A ban is had while a persistent effect that states it works (Effect.Ban),
// or for a while when an effect gives it (a Modifier with Ban set, its duration as
// any grant's).

// Deed is what a ban prohibits.
type Deed uint8

// The deeds a ban can prohibit.
const (
	DeedGainMemory    Deed = iota + 1 // gaining memory by effects (4-1-4): "can't gain memory"
	DeedPlayByEffects                 // playing cards by effects (7-1): "can't play Digimon by effects"
	DeedUseOptions                    // using Option cards (9-1): "can't use Option cards"
	// Reducing the play or digivolution cost it pays (cost.go): "players can't reduce
	// play costs", "your opponent can't reduce digivolution costs" (Q752, Q1285).
	DeedReducePlayCosts
	DeedReduceDigivolutionCosts
	// Playing cards at all, by the rules or by effects (7-1): "your opponent can't play
	// Digimon with 5000 DP or less" (with Ban.Cards).
	DeedPlay
	// Ignoring digivolution requirements, in full or in part (8-1-2-2): "players can't
	// ignore digivolution requirements" (BT8-059; Q1741). Digivolving without paying
	// the cost (Q1740), DNA and Burst (Q1739), and meeting them as if a Tamer were a
	// Digimon (Q1743) ignore nothing.
	DeedIgnoreDigivolutionRequirements
	// Adding cards to security stacks by effects (3-7): "cards can't be added to security
	// stacks by your opponent's effects" (BT9-103; security_ban.go).
	DeedAddToSecurity
)

// Ban is a prohibition on a player.
type Ban struct {
	// Opponent: the ban is on the opponent of the effect's controller ("your opponent
	// can't ..."); otherwise on the controller.
	Opponent bool
	// Both: the ban is on both players ("players can't ...").
	Both bool
	Deed Deed
	// Cards: the ban is only on doing the deed with these cards (a card filter: "play
	// Digimon with 5000 DP or less"); nil: with any card.
	Cards func(*Card) bool
	// ExceptTamers: effects of Tamers are not banned ("except with Tamer effects"): a
	// Tamer treated as a Digimon too still counts (15-12-1-6, Q2911).
	ExceptTamers bool
}

// on reports whether the ban, stated by an effect of player by, is on player p.
func (b *Ban) on(p, by PlayerID) bool { return b.Both || b.Opponent == (p != by) }

// allows reports whether the ban lets effect c do the deed anyway.
func (b *Ban) allows(c *Ctx) bool {
	return b.ExceptTamers && c != nil && c.isTamerEffect()
}

// isTamerEffect reports whether the effect is a Tamer's (15-12-1-6): its object is a
// Tamer now, or — for an effect without an object, a Tamer card's [Security] or
// {Hand} effect — its card is a Tamer card.
func (c *Ctx) isTamerEffect() bool {
	if o := c.Obj; o != nil && o.Zone.OnField() {
		return o.IsTamer()
	}
	return c.Card != nil && c.Card.Data.Kind == Tamer
}

// Banned reports whether player p may not do deed by effect c now (nil: by a rule).
func (g *Game) Banned(p PlayerID, deed Deed, c *Ctx) bool { return g.bannedWith(p, deed, c, nil) }

// BannedCard reports whether player p may not do deed with card now: a ban on the deed
// with any card, or with cards its filter matches.
func (g *Game) BannedCard(p PlayerID, deed Deed, card *Card) bool {
	return g.bannedWith(p, deed, nil, card)
}

// bannedWith is Banned for one card (nil: the bans on the deed with any card only).
func (g *Game) bannedWith(p PlayerID, deed Deed, c *Ctx, card *Card) bool {
	covers := func(b *Ban) bool { return b.Cards == nil || card != nil && b.Cards(card) }
	for _, m := range g.modifiers {
		if b := m.Ban; b != nil && b.Deed == deed && b.on(p, m.Player) && !b.allows(c) && covers(b) {
			return true
		}
	}
	if g.cfg.Effects == nil || !g.mayBan() {
		return false // no card of the game states a ban
	}
	for _, l := range g.livePersistent() {
		b := l.eff.Ban
		if b == nil || b.Deed != deed || !b.on(p, l.owner) || b.allows(c) || !covers(b) {
			continue
		}
		if l.eff.Condition == nil || l.eff.Condition(g.ctxFor(l)) { // 15-6
			return true
		}
	}
	return false
}

// GainMemory is "gain n memory" by this effect (4-1-4): nothing is gained while a ban
// keeps its controller from gaining memory by it (15-1-3). A negative n loses memory.
func (c *Ctx) GainMemory(n int) {
	if n > 0 && c.Game.Banned(c.Player, DeedGainMemory, c) {
		return
	}
	c.Game.GainMemory(c.Player, n, "effect of "+c.Card.Data.Number)
}

// SetMemory is "set your memory to n" by this effect (1-4-2): a ban on gaining memory
// keeps it from going up (15-1-3).
func (c *Ctx) SetMemory(n int) {
	if n > c.Game.MemoryOf(c.Player) && c.Game.Banned(c.Player, DeedGainMemory, c) {
		return
	}
	c.Game.SetMemory(c.Player, n, "effect of "+c.Card.Data.Number)
}

// GiveBan bans a player something for a while (a grant, 15-13): "your opponent can't
// gain memory until the end of their turn".
func (c *Ctx) GiveBan(b Ban, until Duration) {
	c.Grant(&Modifier{Ban: &b, Until: until})
}
