package core

// breedingPhase: the turn player hatches, moves a Digimon out of the breeding area, or
// does nothing (6-4-1).
func (g *Game) breedingPhase() {
	g.enterPhase(PhaseBreeding)
	p := g.TurnPlayer
	pl := g.Players[p]
	opts := g.choiceBuf[:0] // the main phase's buffer: one prompt at a time
	defer func() { g.choiceBuf = opts[:0] }()
	if g.canHatch(p) {
		opts = append(opts, Choice{Action: ActHatch})
	}
	if o := pl.Breeding; o != nil && g.canMove(o) {
		opts = append(opts, Choice{Action: ActMove, Obj: o})
	}
	opts = append(opts, Choice{Action: ActNothing}) // 6-4-1-3; alone, it is not asked (noRealChoice)
	switch choice := g.ask(p, PromptBreeding, "breeding phase", opts); choice.Action {
	case ActHatch:
		g.hatch(p)
	case ActMove:
		g.moveToBattle(choice.Obj)
	}
	g.settle()
}

// canHatch: a Digi-Egg deck with cards (4-16-2) and an empty breeding area (4-16-3).
func (g *Game) canHatch(p PlayerID) bool {
	pl := g.Players[p]
	return len(pl.EggDeck) > 0 && pl.Breeding == nil
}

// hatch puts the top card of the Digi-Egg deck face up in the breeding area (4-16-1).
func (g *Game) hatch(p PlayerID) *FieldObject {
	pl := g.Players[p]
	c := pl.EggDeck[len(pl.EggDeck)-1]
	pl.EggDeck = pl.EggDeck[:len(pl.EggDeck)-1]
	o := g.newObject(p, ZoneBreeding, c)
	g.emit(Event{Kind: EvHatch, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: ZoneEggDeck, To: ZoneBreeding})
	return o
}

// canMove: only a Digimon with DP moves out of the breeding area (4-15-2).
func (g *Game) canMove(o *FieldObject) bool {
	_, has := g.DP(o)
	return g.isDigimon(o) && has
}

// moveToBattle moves a Digimon from the breeding area to the battle area (4-15). It
// keeps its suspended state (4-15-3) and the effects given to it (4-15-4); it is not
// "played", so it may attack this turn.
func (g *Game) moveToBattle(o *FieldObject) {
	pl := g.Players[o.Owner]
	pl.Breeding = nil
	o.Zone = ZoneBattle
	for _, c := range o.Cards {
		c.Zone = ZoneBattle
	}
	for _, c := range o.Links {
		c.Zone = ZoneBattle
	}
	pl.Battle = append(pl.Battle, o)
	g.emit(Event{Kind: EvMoveToBattle, Player: o.Owner, Obj: o.ID, From: ZoneBreeding, To: ZoneBattle})
}

// HatchBy hatches p's Digi-Egg by an effect (4-16): the top card of the Digi-Egg deck
// goes face up into the empty breeding area. It returns the new object, or nil when
// p cannot hatch (no Digi-Egg, or the breeding area is taken, 4-16-2, 4-16-3).
func (g *Game) HatchBy(p PlayerID) *FieldObject {
	g.proc++
	if !g.canHatch(p) {
		return nil
	}
	return g.hatch(p)
}

// MoveToBattleBy moves the Digimon in the breeding area to the battle area by an
// effect (4-15): only a Digimon with DP moves (4-15-2). It reports whether it moved.
func (g *Game) MoveToBattleBy(o *FieldObject) bool {
	g.proc++
	if g.gone(o, "move_to_battle") || o.Zone != ZoneBreeding || g.Players[o.Owner].Breeding != o || !g.canMove(o) {
		return false
	}
	g.moveToBattle(o)
	return true
}
