package core

// The main phase (6-5): the turn player takes actions, one at a time, each only when
// nothing is left to resolve (6-5-1), until the memory crosses to the opponent's side.

// MainActions lists the turn player's legal main-phase actions (6-5-1). Cards of the
// same number in hand are one option: copies are indistinguishable.
func (g *Game) MainActions() []Choice {
	return append([]Choice(nil), g.mainActions()...)
}

// mainActions builds the main-phase choices in the game's reused buffer: a prompt's
// choices are valid only during the call that receives them (prompt.go).
func (g *Game) mainActions() []Choice {
	p := g.TurnPlayer
	pl := g.Players[p]
	opts := g.choiceBuf[:0]
	defer func() { g.choiceBuf = opts[:0] }()
	for i, c := range pl.Hand {
		if seenEarlier(pl.Hand[:i], c) {
			continue
		}
		// the cost offered: what only a foreseen reduction makes payable is offered at
		// the reduced cost (foreseen_reduction.go)
		if (c.Data.Kind == Digimon || c.Data.Kind == Tamer) && g.canPlay(p, c) {
			opts = append(opts, Choice{Action: ActPlay, Card: c, Cost: g.offeredCost(Would{Kind: WouldPlay, Player: p, Card: c, Cost: g.PlayCost(c)})})
		}
		if g.canUse(p, c) { // an Option card, or a DUAL card as its Option side (dual.go)
			opts = append(opts, Choice{Action: ActUse, Card: c, Cost: g.offeredCost(Would{Kind: WouldUse, Player: p, Card: c, Cost: g.UseCost(c)})})
		}
		if c.Data.Kind == Digimon {
			opts = g.appendDigivolutions(opts, p, c)
		}
	}
	opts = g.appendDNA(opts, p)
	opts = g.appendBursts(opts, p)
	opts = g.appendAppFusions(opts, p)
	opts = g.appendLinks(opts, p)
	opts = g.appendAttacks(opts, p)
	opts = g.appendMainEffects(opts, p)
	opts = append(opts, Choice{Action: ActPass}) // 6-5-1-7
	return opts
}

// appendMainEffects adds the [Main] effects of p's cards that can be activated now
// (6-5-1-6, 15-8-4): their condition holds (15-8-4-3) and their [X Per Turn] is not
// spent. They work where their card is: on the field, or — with the {Hand} or {Trash}
// icon — in the hand (15-14-2-1: revealed to activate) or the trash (15-14-3-1).
func (g *Game) appendMainEffects(opts []Choice, p PlayerID) []Choice {
	g.eachLiveWithKeywords(func(l live) bool {
		e := l.eff
		if l.owner != p || e.Kind != Activated || e.Timing != MainTiming {
			return true
		}
		if l.obj != nil && l.card.Data.Kind == Option && e.Keyword != Delay {
			return true // an Option's [Main] is what using it does (9-1-9-3); placed, only <Delay> works (16-16-1)
		}
		if e.PerTurn > 0 && g.timesUsed(l) >= e.PerTurn {
			return true
		}
		if l.obj == nil && offeredFor(opts, e, l.card) {
			return true // copies of a card in the hand or the trash are indistinguishable
		}
		if e.Condition != nil && !e.Condition(g.ctxFor(l)) {
			return true
		}
		opts = append(opts, Choice{Action: ActActivate, Effect: e, Card: l.card, Obj: l.obj, N: l.inst, tag: l.tag})
		return true
	})
	return opts
}

// offeredFor reports whether opts already activate effect e of a copy of card c in
// the same zone (the hand or the trash).
func offeredFor(opts []Choice, e *Effect, c *Card) bool {
	for _, o := range opts {
		if o.Action == ActActivate && o.Obj == nil && o.Effect == e && o.Card.Data == c.Data && o.Card.Zone == c.Zone {
			return true
		}
	}
	return false
}

func seenEarlier(cards []*Card, c *Card) bool {
	for _, x := range cards {
		if x.Data == c.Data {
			return true
		}
	}
	return false
}

// mainAction asks for one main-phase action and carries it out.
func (g *Game) mainAction() {
	choice := g.ask(g.TurnPlayer, PromptMain, "main phase", g.mainActions())
	g.doMainAction(choice)
	g.settle()
}

func (g *Game) doMainAction(o Choice) {
	p := g.TurnPlayer
	switch o.Action {
	case ActPlay:
		g.play(p, o.Card)
	case ActDigivolve:
		g.digivolve(o.Obj, o.Card, o.Req, o.Cost)
	case ActUse:
		g.use(p, o.Card)
	case ActAttack:
		g.attackWith(o.Obj, o.Target)
	case ActPass:
		g.pass(p)
	case ActDNA:
		g.DNADigivolve(p, o.Card, o.Objs, o.Cost)
	case ActBurst:
		g.BurstDigivolve(p, o.Card, o.Obj, o.Req)
	case ActAppFusion:
		g.AppFusion(p, o.Card, o.Obj, o.Req)
	case ActLink:
		if len(o.Objs) == 1 {
			g.LinkFrom(p, o.Objs[0], o.Obj, o.Cost) // from the battle area (10-1-1)
		} else {
			g.LinkCard(p, o.Card, o.Obj, o.Cost)
		}
	case ActActivate:
		g.activate(&Ctx{Game: g, Effect: o.Effect, Card: o.Card, Obj: o.Obj, Player: p, Declared: true, Count: 1, Keyword: o.tag, inst: o.N})
	default:
		panic("not a main phase action: " + o.Action.String())
	}
}

// pass: the memory becomes 3 on the opponent's side at once (6-5-1-7-1).
func (g *Game) pass(p PlayerID) {
	g.emit(Event{Kind: EvPass, Player: p})
	g.SetMemory(p.Opponent(), 3, "pass")
}
