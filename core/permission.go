package core

// Permissions to digivolve ignoring digivolution requirements (8-1-2-2), given by a
// persistent effect: "[Your Turn] While ..., this Digimon may digivolve into [Siriusmon]
// in the hand for a digivolution cost of 4, ignoring digivolution requirements"
// (BT21-010); "[All Turns] While you have a Tamer with [Three Musketeers] in its text,
// this Digimon may digivolve into a [Three Musketeers] trait Digimon card for a
// digivolution cost of 4, ignoring digivolution requirements" (BT25-082); a hand card's
// own "Your [Shoutmon] can digivolve into this card in your hand for a memory cost of 4,
// ignoring this card's digivolution requirements" (15-14-2). A permission adds a way to
// digivolve wherever the rules look for one: the main phase (6-5-1-2), Arts Digivolve
// (dual.go) and an effect that digivolves by the card's requirements (Q682). An effect
// that ignores the requirements by its own text needs none.

// IgnoringRequirements is Choice.Req of a digivolution that a permission allows.
const IgnoringRequirements = -1

// DigivolvePermission is what a permission allows: the objects its effect reaches
// (Effect.Affects; nil: every object of its controller) may digivolve into the cards
// Into accepts, ignoring their digivolution requirements, for Cost.
type DigivolvePermission struct {
	// Into reports whether the permission reaches card, the card to digivolve into.
	Into func(c *Ctx, card *Card) bool
	// InHand: only into a card in the hand ("into [Siriusmon] in the hand"). A used DUAL
	// card is in no area, not in the hand (Q6944, Q6246).
	InHand bool
	// Cost is the digivolution cost ("for a digivolution cost of 4"); 0 is "without
	// paying the cost".
	Cost int
	// AsDigimon: not ignoring the requirements but meeting them as if the object were a
	// Digimon of a level and colors (as_digimon.go); nil for the other permissions.
	AsDigimon *AsDigimon
	// By: a "by" cost the digivolution it allows pays when declared (permission_by.go);
	// nil for none.
	By *Effect
}

// permittedCost reports whether a permission lets o digivolve into card now, and the
// lowest cost among those that do. Only its controller's effects give o permissions.
func (g *Game) permittedCost(o *FieldObject, card *Card) (cost int, ok bool) {
	if !g.mayPermit() {
		return 0, false // no card of the game gives one
	}
	if g.Banned(o.Owner, DeedIgnoreDigivolutionRequirements, nil) {
		return 0, false // 15-1-3 (BT8-059)
	}
	for _, l := range g.livePermits() {
		if l.eff.Permits.AsDigimon != nil || !g.permitReaches(l, o, card) {
			continue // as_digimon.go
		}
		if n := max(l.eff.Permits.Cost, 0); !ok || n < cost {
			cost, ok = n, true
		}
	}
	return cost, ok
}

// orPermittedCost adds the permissions to an effect's digivolution by the card's
// requirements ("1 of your Digimon may digivolve into a red Digimon card in your hand
// for its digivolution cost", P-103): a permission is a way to digivolve wherever the
// rules look for one (8-1-2-2), so o may take it too, at its cost, when that is the
// lowest (ST7-03 Guilmon, Q682). cost and ok are what the requirements give.
func (g *Game) orPermittedCost(o *FieldObject, card *Card, cost int, ok bool) (int, bool) {
	if n, permitted := g.permittedCost(o, card); permitted && (!ok || n < cost) {
		return n, true
	}
	return cost, ok
}

// permitReaches reports whether the permission l works now and reaches o digivolving
// into card.
func (g *Game) permitReaches(l live, o *FieldObject, card *Card) bool {
	e, pm := l.eff, l.eff.Permits
	if l.owner != o.Owner || (pm.InHand && card.Zone != ZoneHand) {
		return false
	}
	if o.Zone == ZoneBreeding && l.obj != o && !e.ReachesBreeding {
		return false // 3-4-5-3: effects reach the breeding area only where they name it
	}
	c := g.ctxFor(l)
	if (e.Affects != nil && !e.Affects(c, o)) || (e.Condition != nil && !e.Condition(c)) {
		return false
	}
	if pm.Into != nil && !pm.Into(c, card) {
		return false
	}
	return g.canPayPermissionBy(l) // permission_by.go
}

// livePermits lists the permissions working now, in their turn scope; kept until the
// next state change, as livePersistent is.
func (g *Game) livePermits() []live {
	if g.permitsAt == g.version+1 {
		return g.permits
	}
	g.permits = g.permits[:0]
	if !g.mayPermit() {
		return g.permits // no card of the game gives one
	}
	g.eachLive(func(l live) bool {
		if l.eff.Kind == Persistent && l.eff.Permits != nil && g.turnScopeHolds(l.eff, l.owner) {
			g.permits = append(g.permits, l)
		}
		return true
	})
	g.permitsAt = g.version + 1
	return g.permits
}
