package core

// Which effects are live: where a card's effects work from (15-1-7, 15-3, 15-14, 3-4-5).

// live is one effect where it currently works: on which card, for which object.
type live struct {
	eff   *Effect
	card  *Card
	obj   *FieldObject // nil for effects in the hand or the trash
	owner PlayerID
	cond  int8 // for cached persistent effects: 0 not evaluated, 1 holds, -1 does not
	// lent: an effect of a card under obj that obj gains (lent.go).
	lent bool
	// leftUnder: an inherited effect of a card that just left obj's digivolution
	// cards, seeing its own move (left_under.go).
	leftUnder bool
	// granted: a triggered effect obj has from a persistent effect of card (granted.go).
	granted bool
	// For the behaviour of a keyword an object has: which keyword, and which of the
	// object's copies of it (several trigger several times, e.g. 16-18-4).
	tag  KeywordTag
	inst int
}

// effectsOf returns the printed effects of a card (none without an effect layer).
func (g *Game) effectsOf(c *Card) []*Effect {
	if g.cfg.Effects == nil {
		return nil
	}
	if !c.loaded {
		effs, err := g.cfg.Effects.EffectsOf(c.Data)
		if err != nil {
			g.Fail(err)
		}
		c.effs, c.loaded = effs, true
		for _, e := range effs {
			if !e.Inherited && !e.Link {
				c.areas |= e.areas()
			}
		}
		g.lendersOf(c, func(*Effect, KeywordTag) { c.lends = true })
	}
	return c.effs
}

// eachLive calls fn for every effect that is live now, the turn player's first:
// a field object's top-card effects, its inherited effects (the cards under a Digimon,
// 4-2-4) and its link effects (4-2-6); effects of cards in the breeding area only
// where they name it (3-4-5-4); [Hand] and [Trash] effects (15-14-2, 15-14-3).
// fn returns false to stop. The list is kept while the layout stays (layout.go): fn
// only reads the state.
func (g *Game) eachLive(fn func(l live) bool) {
	if g.cfg.Effects == nil {
		return
	}
	if g.livesLayout != g.layout+1 && !g.findingLives {
		g.findLives()
	}
	if g.livesLayout != g.layout+1 || g.livesLend {
		g.walkLive(fn) // while finding them, or while a card lends effects (layout.go)
		return
	}
	g.livesRead++
	defer func() { g.livesRead-- }()
	for _, l := range g.lives {
		if !fn(l) {
			return
		}
	}
}

// findLives lists the live effects of the layout, unless a card on the field lends
// effects: its effect decides which, and they are found afresh each time.
func (g *Game) findLives() {
	g.findingLives = true
	defer func() { g.findingLives = false }()
	var lives []live
	if g.livesRead == 0 {
		lives = g.lives[:0] // no one reads the older list
	}
	g.walkLive(func(l live) bool {
		lives = append(lives, l)
		return true
	})
	// after the walk, which read the effects of every top card
	if g.livesLend = g.layoutLends(); g.livesLend {
		lives = nil
	}
	g.lives, g.livesLayout = lives, g.layout+1
}

// walkLive is eachLive, looking at every object, hand and trash.
func (g *Game) walkLive(fn func(l live) bool) {
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		pl := g.Players[p]
		if o := pl.Breeding; o != nil && !g.eachLiveOf(o, AreaBreeding, fn) {
			return
		}
		for _, o := range pl.Battle {
			if !g.eachLiveOf(o, AreaBattle, fn) {
				return
			}
		}
		if r := g.repertoire(); !r.any && !r.handOrTrash {
			continue // no card of the game has an effect that works from there
		}
		for _, z := range [2]Zone{ZoneHand, ZoneTrash} {
			area := AreaHand
			if z == ZoneTrash {
				area = AreaTrash
			}
			for _, c := range *pl.zoneList(z) {
				if g.effectsOf(c); c.areas&area == 0 {
					continue
				}
				for _, e := range c.effs {
					if e.areas()&area != 0 && !e.Inherited && !e.Link && !fn(live{eff: e, card: c, owner: p}) {
						return
					}
				}
			}
		}
	}
}

// eachLiveWithKeywords is eachLive plus the behaviour of every keyword each field
// object has now — printed, inherited or gained (16-1) — bound to that object, and
// of the keywords printed on hand cards whose behaviour works from the hand. Only
// triggered, activated and immediate effects come this way: what a keyword does to
// derived values is the keyword itself (Derived.Tags), so computing derived values
// never needs this (and cannot loop through it).
func (g *Game) eachLiveWithKeywords(fn func(l live) bool) {
	if !g.eachLiveAndGranted(fn) {
		return
	}
	ks, ok := g.cfg.Effects.(KeywordSource)
	if !ok {
		return
	}
	if !g.keywordBehaviourPossible(ks) {
		g.eachHandKeyword(ks, fn)
		return
	}
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for o := range g.Players[p].eachOnField {
			area := AreaBattle
			if o.Zone == ZoneBreeding {
				area = AreaBreeding
			}
			for i, tag := range g.derived(o).Tags { // read once: a later computation makes new slices
				if tag.Line {
					continue // a keyword line's action is its own (keyword_lines.go)
				}
				for _, e := range g.keywordEffects(ks, tag.Name) {
					if e.Kind != Persistent && e.areas()&area != 0 &&
						!fn(live{eff: e, card: o.Top(), obj: o, owner: o.Owner, tag: tag, inst: i + 1}) {
						return
					}
				}
			}
		}
	}
	g.eachHandKeyword(ks, fn) // keywords that work from the hand (<Digisorption>, hand_keywords.go)
}

// eachLiveAndGranted is eachLive plus the triggered effects objects have from persistent
// effects (granted.go); false if fn stopped.
func (g *Game) eachLiveAndGranted(fn func(l live) bool) bool {
	stopped := false
	g.eachLive(func(l live) bool {
		if !fn(l) {
			stopped = true
		}
		return !stopped
	})
	return !stopped && g.eachGranted(fn)
}

// keywordBehaviourPossible reports whether any object could have a keyword with
// behaviour now: some persistent effect or grant gives such a keyword. Most states
// have none (<Blocker> and <Security A.> are rules, not behaviour), and then no
// object's derived values need computing to find keyword effects. Kept per state.
func (g *Game) keywordBehaviourPossible(ks KeywordSource) bool {
	if g.kwPossibleAt == g.version+1 {
		return g.kwPossible
	}
	possible := false
	if !g.printsBehaviourKeyword() {
		// No card of the game prints such a keyword: only a grant could give one.
		for _, m := range g.modifiers {
			for _, k := range m.Keywords {
				possible = possible || len(g.keywordEffects(ks, k)) > 0
			}
			for _, t := range m.Tags {
				possible = possible || len(g.keywordEffects(ks, t.Name)) > 0
			}
		}
		g.kwPossible, g.kwPossibleAt = possible, g.version+1
		return possible
	}
	for _, l := range g.livePersistent() {
		if k := l.eff.Keyword; k != "" && len(g.keywordEffects(ks, k)) > 0 {
			possible = true
			break
		}
	}
	for _, m := range g.modifiers {
		if possible {
			break
		}
		for _, k := range m.Keywords {
			if len(g.keywordEffects(ks, k)) > 0 {
				possible = true
			}
		}
		for _, t := range m.Tags {
			if len(g.keywordEffects(ks, t.Name)) > 0 {
				possible = true
			}
		}
	}
	g.kwPossible, g.kwPossibleAt = possible, g.version+1
	return possible
}

// printsBehaviourKeyword reports whether a card the players brought into the game
// has a keyword with behaviour among its effects (a tag it gives), noted once per game
// (repertoire.go).
func (g *Game) printsBehaviourKeyword() bool {
	r := g.repertoire()
	return r.any || r.behaviourKeyword
}

// keywordEffects returns a keyword's behaviour, fetched once per game.
func (g *Game) keywordEffects(ks KeywordSource, k Keyword) []*Effect {
	if effs, ok := g.kwEffects[k]; ok {
		return effs
	}
	effs, err := ks.KeywordEffects(k)
	if err != nil {
		g.Fail(err)
	}
	if g.kwEffects == nil {
		g.kwEffects = map[Keyword][]*Effect{}
	}
	g.kwEffects[k] = effs
	return effs
}

// eachLiveOf calls fn for the live effects of one field object in an area.
func (g *Game) eachLiveOf(o *FieldObject, area Area, fn func(l live) bool) bool {
	top := o.Top()
	for _, e := range g.effectsOf(top) {
		// A DUAL card on top is a Digimon: its Option side does not work (dual.go).
		if !e.Inherited && !e.Link && !e.Dual && e.areas()&area != 0 && !fn(live{eff: e, card: top, obj: o, owner: o.Owner}) {
			return false
		}
	}
	if top.lends && !g.eachLent(o, area, fn) { // only a lending top card lends (lent.go)
		return false
	}
	if o.IsDigimon() {
		for _, c := range o.DigivolutionCards() {
			if c.FaceDown {
				continue // 4-5-9: no information, no effects
			}
			for _, e := range g.effectsOf(c) {
				if e.Inherited && e.areas()&area != 0 && !fn(live{eff: e, card: c, obj: o, owner: o.Owner}) {
					return false
				}
			}
		}
	}
	for _, c := range o.Links {
		for _, e := range g.effectsOf(c) {
			if e.Link && area == AreaBattle && !fn(live{eff: e, card: c, obj: o, owner: o.Owner}) {
				return false
			}
		}
	}
	return true
}

// stillLive reports whether a pending effect's card still has the effect where it
// was (15-4-4-3, 15-4-4-4): the object is the same object, and the card is still its
// top card (or still under it, for an inherited effect).
func (g *Game) stillLive(p *pending) bool {
	if p.obj == nil {
		return p.card.Zone == p.zone
	}
	o := p.obj
	if o.ID != p.objID || !o.Zone.OnField() {
		return false
	}
	if p.inst > 0 { // a keyword's behaviour: the object must still have the keyword
		d := g.Derive(o)
		return d.hasBehaviourOf(p.tag.Name)
	}
	switch {
	case p.lent:
		return g.stillLent(o, p.card)
	case p.granted:
		return g.stillGranted(o, p.eff, p.card)
	case p.eff.Inherited:
		for _, c := range o.DigivolutionCards() {
			if c == p.card {
				return o.IsDigimon()
			}
		}
		return false
	case p.eff.Link:
		for _, c := range o.Links {
			if c == p.card {
				return true
			}
		}
		return false
	}
	return o.Top() == p.card
}

// turnScopeHolds: [Your Turn] effects work in their controller's turn, [Opponent's Turn]
// in the other's (15-16-8).
func (g *Game) turnScopeHolds(e *Effect, controller PlayerID) bool {
	switch e.Turn {
	case YourTurn:
		return g.TurnPlayer == controller
	case OpponentsTurn:
		return g.TurnPlayer != controller
	}
	return true
}

// HasEffect reports whether o has, where it is now, an effect with timing t: one of
// its top card's, one it gained, one inherited from its digivolution cards (4-2-4) or
// a link card's (4-2-6). "While this Digimon has an [On Play] effect" (EX3-047) asks
// this; a face-down card under it has none (4-5-9).
func (g *Game) HasEffect(o *FieldObject, t Timing) bool {
	if o == nil || !o.Zone.OnField() {
		return false
	}
	area := AreaBattle
	if o.Zone == ZoneBreeding {
		area = AreaBreeding
	}
	return !g.eachLiveOf(o, area, func(l live) bool { return !l.eff.HasTiming(t) })
}
