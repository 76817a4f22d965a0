package core

// Effects an object gains from cards in its stack: "this Digimon gains all effects of
// [X] in its digivolution cards" (printed on cards; <Succession (X)>). A persistent
// effect with Lends names the cards; their own effects — the upper text, not their
// inherited or link effects — then work as the object's, from the object (15-1-7),
// each with its card (ctx.Card) for its script and its name in logs.

// lendersOf calls fn for each lending effect among an object's top-card effects: the
// card's own ones ("gains all effects of ...") and the behaviour of the keywords the card
// prints (<Succession>), with the keyword's tag for its parameter. Lending is read from
// printed effects, not derived values, so that computing derived values (which needs
// the lent effects) never asks for them.
func (g *Game) lendersOf(top *Card, fn func(e *Effect, tag KeywordTag)) {
	ks, _ := g.cfg.Effects.(KeywordSource)
	for _, e := range top.effs {
		if e.Inherited || e.Link || e.Kind != Persistent {
			continue
		}
		if e.Lends != nil {
			fn(e, KeywordTag{})
			continue
		}
		if e.Keyword == "" || ks == nil {
			continue
		}
		for _, ke := range g.keywordEffects(ks, e.Keyword) {
			if ke.Kind == Persistent && ke.Lends != nil {
				fn(ke, printedTag(e))
			}
		}
	}
}

// lentCards returns the cards whose effects o gains now: under o, face up, picked by
// its lending effects (in their order, each card once).
func (g *Game) lentCards(o *FieldObject) []*Card {
	if g.lending > 0 || len(o.Cards) < 2 || !o.IsDigimon() {
		return nil // a lending effect asking about lent effects would loop
	}
	top := o.Top()
	if g.effectsOf(top); !top.lends {
		return nil
	}
	g.lending++
	defer func() { g.lending-- }()
	var out []*Card
	g.lendersOf(top, func(e *Effect, tag KeywordTag) {
		c := &Ctx{Game: g, Effect: e, Card: top, Obj: o, Player: o.Owner, Count: 1, Keyword: tag}
		for _, card := range e.Lends(c, o) {
			if card != top && !card.FaceDown && indexOfCard(o.Cards, card) >= 0 && indexOfCard(out, card) < 0 {
				out = append(out, card)
			}
		}
	})
	return out
}

// eachLent calls fn for the effects o gains from its lent cards (eachLiveOf). A lent
// card's own lending effects are not lent (no chains: <Succession> gains "all effects
// other than <Succession>").
func (g *Game) eachLent(o *FieldObject, area Area, fn func(l live) bool) bool {
	for _, c := range g.lentCards(o) {
		for _, e := range g.effectsOf(c) {
			// A DUAL card under a Digimon lends its Digimon side only (dual.go).
			if e.Inherited || e.Link || e.Dual || e.Lends != nil || e.areas()&area == 0 || g.lendsByKeyword(e) {
				continue
			}
			if !fn(live{eff: e, card: c, obj: o, owner: o.Owner, lent: true}) {
				return false
			}
		}
	}
	return true
}

// lendsByKeyword reports whether e gives a keyword whose behaviour lends (<Succession>).
func (g *Game) lendsByKeyword(e *Effect) bool {
	ks, ok := g.cfg.Effects.(KeywordSource)
	if !ok || e.Keyword == "" || e.Kind != Persistent {
		return false
	}
	for _, ke := range g.keywordEffects(ks, e.Keyword) {
		if ke.Lends != nil {
			return true
		}
	}
	return false
}

// stillLent reports whether o still gains c's effects (15-4-4-4 for a lent effect).
func (g *Game) stillLent(o *FieldObject, c *Card) bool {
	return indexOfCard(g.lentCards(o), c) >= 0
}
