package core

// canPlay: a Digimon or Tamer card with a play cost the player can pay (7-1-1, 1-3-11-1).
// A DUAL card has none: its cost is its Option side's use cost (dual.go).
func (g *Game) canPlay(p PlayerID, c *Card) bool {
	if !c.Data.HasCost || c.Data.IsDual() || g.BannedCard(p, DeedPlay, c) { // 15-1-3
		return false
	}
	return g.canPayToPlay(p, c, g.PlayCost(c), Cause{}) // its own effects in the hand counted (play_cost.go)
}

// canPayToPlay reports whether p can pay cost to play card c (1-3-11-1): as it is, after
// what "when it would be played" effects could take off it (1-3-11-3,
// foreseen_reduction.go), or — with DigiXros or Assembly — after the cards placed under
// it too (1-3-11-4).
func (g *Game) canPayToPlay(p PlayerID, c *Card, cost int, cause Cause) bool {
	w := Would{Kind: WouldPlay, Player: p, Card: c, Cost: cost, Cause: cause}
	if g.canPayReduced(w) {
		return true
	}
	if c.Data.DigiXros == nil && c.Data.Assembly == nil {
		return false
	}
	kept := w
	return g.CanPay(p, max(cost-g.maxReduction(p, c)-g.foreseenReduction(&kept), 0))
}

// PlayOptions say how an effect plays a card (7-1), in the words of the printed texts.
// The zero value is the play of the main phase: the printed play cost, into the battle
// area, unsuspended, its [On Play] effects triggering.
type PlayOptions struct {
	// Free: "without paying the cost" ("without paying its memory cost"): nothing is
	// paid, whatever else would change the cost.
	Free bool
	// Reduce: "with the play cost reduced by n". The cost paid never goes below 0
	// (1-3-9): the reductions and increases are summed first.
	Reduce int
	// Cost with FixedCost: "for a play cost of n", instead of the printed play cost.
	Cost      int
	FixedCost bool
	// Suspended: "play ... suspended": the new object is placed suspended instead of
	// unsuspended (3-4-3). It is placed so; it does not become suspended (no suspend
	// event, nothing "when it suspends" triggers).
	Suspended bool
	// Area: ZoneBattle (the zero value means it too) or ZoneBreeding — "play ... to an
	// empty space in your breeding area", only while that area is empty (3-4-5-2).
	// There its [On Play] effects do not trigger (3-4-5-4).
	Area Zone
	// NoOnPlay: "Any [On Play] effects on Digimon played with this effect don't
	// activate": the new object's [On Play] effects do not trigger on this play. Its
	// other effects, and other cards' effects on a Digimon being played, still do.
	NoOnPlay bool
	// Cause: whose effect plays it (EffectOf); the zero value is a play by the rules of
	// the main phase. Immediate effects of "when it would be played" see it.
	Cause Cause
}

// area is where the play puts the card.
func (o PlayOptions) area() Zone {
	if o.Area == ZoneBreeding {
		return ZoneBreeding
	}
	return ZoneBattle
}

// playable reports whether card c can be played with these options at all: a Digimon
// or Tamer card (7-1-1: a card with a play cost; a fixed or no cost for one printed
// without) — not a DUAL card, which cannot be played (dual.go) — somewhere a card can be
// taken from (not the top card of an object, not removed from the game), into an area
// with room for it (3-4-5-2).
func (g *Game) playable(p PlayerID, c *Card, opt PlayOptions) bool {
	if c == nil || (c.Data.Kind != Digimon && c.Data.Kind != Tamer) || c.Data.IsDual() || !g.canTake(c) {
		return false
	}
	if g.BannedCard(p, DeedPlay, c) || opt.Cause.Kind == ByEffect && g.BannedCard(p, DeedPlayByEffects, c) {
		return false // 15-1-3: "your opponent can't play Digimon with 5000 DP or less"
	}
	if !c.Data.HasCost && !opt.Free && !opt.FixedCost {
		return false
	}
	return opt.area() != ZoneBreeding || g.Players[p].Breeding == nil
}

// CanPlayCard reports whether p could play card c now with these options (1-3-11-1):
// it is playable and the cost can be paid — after what immediate effects could take off
// it (1-3-11-3) and the most DigiXros or Assembly could (1-3-11-4).
func (g *Game) CanPlayCard(p PlayerID, c *Card, opt PlayOptions) bool {
	return g.playable(p, c, opt) && g.canPayToPlay(p, c, g.playCost(c, opt), opt.Cause)
}

// play plays a card from the hand into the battle area as a new object (7-1-3).
func (g *Game) play(p PlayerID, c *Card) *FieldObject {
	return g.playCard(p, c, PlayOptions{})
}

// playCard plays card c from where it is (the hand, the trash, the security stack,
// revealed cards, under an object, a link card) into p's battle or breeding area as a
// new object (7-1-3), as the options say. It returns nil when the card could not be
// played; the card then stays where it was and no memory is paid (7-1-2-3).
func (g *Game) playCard(p PlayerID, c *Card, opt PlayOptions) *FieldObject {
	area := opt.area()
	if !g.playable(p, c, opt) {
		return nil
	}
	// 7-1-3-1: declare and reveal. A card under an object leaves its stack for no area
	// while it is revealed (15-15-3-2); one in a zone's list stays in it, counted there,
	// until it is placed. Immediate effects of "when it would be played" cut in here
	// (7-1-2-2) and may change the cost.
	back, _ := g.lift(c)
	from := c.Zone
	mayReduce := g.mayReduceCost(p, WouldPlay) // cost_reduction.go
	if !mayReduce {
		opt.Reduce = 0 // Q6732
	}
	w := &Would{Kind: WouldPlay, Player: p, Card: c, Cost: g.playCost(c, opt), Cause: opt.Cause}
	g.would(w)
	cost := w.Cost
	if opt.Free {
		cost = 0
	}
	if w.Cancelled || c.Zone != from || (area == ZoneBreeding && g.Players[p].Breeding != nil) {
		back() // 7-1-2-3
		return nil
	}
	// 7-2-3-2, 7-3-3-2: DigiXros or Assembly is declared after those effects, before
	// the cost is paid, lowering it — also in a play by an effect (7-2-2-13, 7-3-2-10).
	mats, reduce, kind := g.chooseMaterials(p, c, cost)
	if !mayReduce {
		reduce = 0 // Q1757: DigiXros all the same, no reduction
	}
	cost = max(cost-reduce, 0) // 1-3-9
	if !g.CanPay(p, cost) {
		// 7-1-2-3: nothing moved, no memory paid. (No cards were placed under it yet:
		// the player stops choosing them only once the cost left can be paid, so the
		// trashing of 7-2-2-11 and 7-3-2-8 never comes up.)
		back()
		return nil
	}
	under := g.takeMaterials(mats)        // 7-2-3-3, 7-3-3-3
	g.pay(p, cost, "play "+c.Data.Number) // 7-1-3-2
	if !removeCard(g.Players[c.Owner].zoneList(from), c) {
		panic("play: " + c.String() + " is not in its " + from.String())
	}
	o := g.newObject(p, area, append(under, c)...) // 7-1-3-3
	o.Suspended = opt.Suspended                    // unsuspended unless the effect says so (3-4-3)
	o.NoOnPlay = opt.NoOnPlay
	o.PlayedTurn = g.Turn    // 7-1-2-1: it cannot attack this turn
	o.Materials = len(under) // 7-2-2-9, 7-2-2-10
	ev := Event{Kind: EvPlay, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: area, N: cost,
		Target: c.fromUnder, ByEffect: opt.Cause.Kind == ByEffect, EffectPlayer: opt.Cause.Player}
	ev.Text = kind
	g.emit(ev)
	c.fromUnder = 0 // read by the play's trigger conditions only (PlayedFromUnder)
	return o
}
