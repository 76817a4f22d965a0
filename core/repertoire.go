package core

// The repertoire of a game: what the effects of the cards the players brought can do at
// all, noted once per game from their printed effects. Some rules look for one kind of
// effect after every change of state — whether a Digimon isn't affected by its
// opponent's effects (15-15-6), has <Progress> (16-38), whether a ban keeps a player
// from a deed or a permission lets a Digimon digivolve (15-1-3), whether an immediate
// effect cuts in (15-8-5) — and each look walks every live effect. A game whose cards
// print no effect of that kind skips the walk: the answer is the one the walk would
// give. The same look at the cards notes the events their triggered effects react to
// (mayTrigger) and whether they give keywords with behaviour (printsBehaviourKeyword).
//
// What enters a game later widens the repertoire: a token (4-18) or a position built
// by hand may hold any card, so everything is possible then. Grants are modifiers,
// which every one of these rules reads anyway; a grant of a keyword may bring that
// keyword's behaviour, so it notes the behaviour (immediate effects).

// repertoire records which kinds of effect the game's cards print.
type repertoire struct {
	known bool
	// any: a position without decks, a token, or a card whose effects could not be
	// read (the game fails when they are first needed): every kind is possible.
	any bool
	// Persistent effects among the cards' own effects (what eachLive finds):
	unaffected bool             // "isn't affected by your opponent's effects" (Effect.Unaffected)
	bans       bool             // a ban on a player (Effect.Ban)
	permits    bool             // a permission to digivolve (Effect.Permits)
	keywords   map[Keyword]bool // the keywords they give (Effect.Keyword)
	// immediate: an immediate effect (15-8-5) among the cards' effects or the behaviour
	// of the keywords they give (or grants give).
	immediate bool
	// behaviourKeyword: a persistent effect gives a keyword with behaviour.
	behaviourKeyword bool
	// gives: a persistent effect gives triggered effects (Effect.Gives, granted.go).
	gives bool
	// handOrTrash: one of their own effects works from the hand or the trash ([Hand],
	// [Trash]: eachLive looks at those zones only then).
	handOrTrash bool
	// fromHand: the behaviour of a keyword they give works from the hand
	// (eachHandKeyword).
	fromHand bool
	// keywordLines: a keyword line with a timing among the cards' own effects or the
	// effects their persistent effects give (Effect.LineKeywords): derived values look
	// for the keywords it gives.
	keywordLines bool
	// behaviours: the keywords whose behaviour has been noted
	behaviours map[Keyword]bool
}

// repertoire returns the game's repertoire, noted on first use.
func (g *Game) repertoire() *repertoire {
	if !g.rep.known {
		g.noteRepertoire()
	}
	return &g.rep
}

// noteRepertoire looks once at the effects of every card the players brought.
func (g *Game) noteRepertoire() {
	r := &g.rep
	r.known = true
	if len(g.cfg.Decks[0].Main)+len(g.cfg.Decks[1].Main) == 0 {
		r.any, g.triggerAny, g.attaching = true, true, true
		return
	}
	if g.cfg.Effects == nil {
		return // no card has an effect
	}
	g.triggerKinds = map[EventKind]bool{}
	ks, _ := g.cfg.Effects.(KeywordSource)
	seen := map[*CardData]bool{}
	for _, d := range g.cfg.Decks {
		for _, list := range [2][]*CardData{d.Main, d.Eggs} {
			for _, c := range list {
				if seen[c] {
					continue
				}
				seen[c] = true
				effs, err := g.cfg.Effects.EffectsOf(c)
				if err != nil {
					r.any, g.triggerAny, g.attaching = true, true, true // the game fails when the card's effects are first needed
					continue
				}
				g.noteTriggers(ks, effs)
				g.notePrinted(ks, effs)
			}
		}
	}
}

// notePrinted adds a card's effects to the repertoire.
func (g *Game) notePrinted(ks KeywordSource, effs []*Effect) {
	r := &g.rep
	for _, e := range effs {
		if e.Kind == Immediate {
			r.immediate = true
		}
		if !e.Inherited && !e.Link && e.areas()&(AreaHand|AreaTrash) != 0 {
			r.handOrTrash = true
		}
		r.keywordLines = r.keywordLines || len(e.LineKeywords) > 0
		if e.Kind != Persistent {
			continue
		}
		r.unaffected = r.unaffected || e.Unaffected != nil
		r.bans = r.bans || e.Ban != nil
		r.permits = r.permits || e.Permits != nil
		r.gives = r.gives || e.Gives != nil
		for _, given := range e.Gives {
			r.keywordLines = r.keywordLines || len(given.LineKeywords) > 0 // keyword_lines.go
		}
		if e.Keyword != "" {
			if r.keywords == nil {
				r.keywords = map[Keyword]bool{}
			}
			r.keywords[e.Keyword] = true
			if ks != nil && len(g.keywordEffects(ks, e.Keyword)) > 0 {
				r.behaviourKeyword = true
			}
			g.noteBehaviour(e.Keyword)
		}
	}
}

// noteBehaviour adds what a keyword's behaviour does to the repertoire: the effects
// eachLiveWithKeywords finds for an object or a hand card that has the keyword.
func (g *Game) noteBehaviour(k Keyword) {
	r := &g.rep
	ks, ok := g.cfg.Effects.(KeywordSource)
	if !ok || r.behaviours[k] {
		return
	}
	if r.behaviours == nil {
		r.behaviours = map[Keyword]bool{}
	}
	r.behaviours[k] = true
	if k == Collision {
		g.noteBehaviour(Blocker) // it gives the defender's Digimon <Blocker> (16-29, collisionBlockers)
	}
	for _, e := range g.keywordEffects(ks, k) {
		if e.Kind == Immediate {
			r.immediate = true
		}
		if e.Kind != Persistent && e.areas()&AreaHand != 0 {
			r.fromHand = true
		}
		if e.Kind == Persistent && e.Keyword != "" {
			g.noteBehaviour(e.Keyword) // a keyword that gives another
		}
	}
}

// widenForGrant notes what a grant brings: the behaviour of the keywords it gives.
func (g *Game) widenForGrant(m *Modifier) {
	if g.cfg.Effects == nil || len(m.Keywords)+len(m.Tags) == 0 {
		return
	}
	g.repertoire()
	for _, k := range m.Keywords {
		g.noteBehaviour(k)
	}
	for _, t := range m.Tags {
		g.noteBehaviour(t.Name)
	}
}

// printsKeyword reports whether some persistent effect of the game's cards may give
// keyword k by name (Effect.Keyword).
func (g *Game) printsKeyword(k Keyword) bool {
	r := g.repertoire()
	return r.any || r.keywords[k]
}

// printsKeywordLine reports whether some effect of the game's cards may be a keyword
// line with a timing (Effect.LineKeywords).
func (g *Game) printsKeywordLine() bool {
	r := g.repertoire()
	return r.any || r.keywordLines
}

// mayCutIn reports whether an immediate effect may exist in the game (15-8-5).
func (g *Game) mayCutIn() bool {
	r := g.repertoire()
	return r.any || r.immediate || len(g.nextTimes) > 0
}

// mayWorkFromHand reports whether the behaviour of a keyword the game's cards print
// may work from the hand (15-14-2, eachHandKeyword).
func (g *Game) mayWorkFromHand() bool {
	r := g.repertoire()
	return r.any || r.fromHand
}

// mayGiveEffects reports whether a card of the game may give objects triggered effects
// by a persistent effect (granted.go).
func (g *Game) mayGiveEffects() bool {
	r := g.repertoire()
	return r.any || r.gives
}

// mayShield reports whether a card of the game may make a Digimon unaffected by its
// opponent's effects by a persistent effect (15-15-6).
func (g *Game) mayShield() bool {
	r := g.repertoire()
	return r.any || r.unaffected
}

// mayBan reports whether a card of the game may ban a player something by a
// persistent effect (15-1-3).
func (g *Game) mayBan() bool {
	r := g.repertoire()
	return r.any || r.bans
}

// mayPermit reports whether a card of the game may let a Digimon digivolve ignoring
// the requirements (8-1-2-2).
func (g *Game) mayPermit() bool {
	r := g.repertoire()
	return r.any || r.permits
}
