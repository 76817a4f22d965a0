package core

import "slices"

// Rules behind the keywords that the core implements itself or that need a value the
// core keeps (ver. 3.6 chapter 16): <Collision>'s <Blocker> for the defender's Digimon,
// <Link +N>'s link limit, <Delay>'s "not the turn it was placed", <Training> in the
// breeding area. The keyword scripts in keywords/ cite the clauses; this file holds the
// state those scripts and the rules read.

// More keywords the core names.
const (
	Delay    Keyword = "Delay"    // 16-16: by trashing this card in the battle area, ...
	LinkPlus Keyword = "Link"     // 16-39: <Link +N> raises the link limit
	Training Keyword = "Training" // 16-40: [Main] suspend it, the deck's top card goes under it
)

// KeywordWorksInBreeding reports whether a keyword's text names the breeding area, so
// that a card in the breeding area has it (3-4-5-4, 15-14-4): <Training> "can also be
// activated in the breeding area" (16-40-1). Every other keyword works from the battle
// area only.
func KeywordWorksInBreeding(k Keyword) bool { return k == Training }

// collisionBlockers is <Collision>'s first half (16-29-1, 16-29-3): while a Digimon with
// <Collision> attacks, every Digimon in its opponent's battle area has <Blocker>. It is
// the attacker's effect affecting those Digimon (16-29-4), so one unaffected by its
// effects does not get it (15-15-6-4). The second half — the opponent blocks if at all
// possible — is the block timing's (blockTiming).
func (g *Game) collisionBlockers(o *FieldObject, d *Derived) {
	a := g.attack
	if a == nil || o.Zone != ZoneBattle || o.Owner != a.Defender || !d.IsDigimon() || !a.attacking() {
		return
	}
	collision := Cause{Kind: ByEffect, Player: a.Attacker.Owner, Source: Digimon, Sourced: true, Keyword: Collision}
	if g.attackerHasCollision(a) && !g.unaffectedBy(o, collision) {
		d.AddKeyword(Blocker)
	}
}

// LinkLimit is how many link cards an object may have: 1 (4-7-5), raised by each
// <Link +N> it has by its N (16-39-1); several add up, each staying its own
// <Link +N> (16-39-3).
func (g *Game) LinkLimit(o *FieldObject) int {
	n := 1
	for _, t := range g.Derive(o).Tags {
		if t.Name == LinkPlus {
			n += t.N
		}
	}
	return max(n, 0)
}

// CanDelay reports whether o's <Delay> may be activated now: o is in the battle area
// (16-16-1) and was not placed there this turn (16-16-3).
func (g *Game) CanDelay(o *FieldObject) bool {
	return o != nil && o.Zone == ZoneBattle && o.PlacedTurn != g.Turn
}

// DelayTrash is <Delay>'s optional cost (16-16-2): trash o from the battle area by its
// controller's effect. It reports whether o was trashed; only then does the effect
// <Delay> names happen (15-7-2).
func (g *Game) DelayTrash(o *FieldObject) bool {
	if !g.CanDelay(o) {
		return false
	}
	g.TrashObjectsBy(EffectOf(o.Owner), o)
	return !o.Zone.OnField()
}

// CanSuspend reports whether o could be suspended by an effect now: on the field,
// unsuspended, and not prohibited (4-11, 15-1-3). An activated effect whose cost is
// "by suspending this Digimon" can be declared only then (15-8-4-4-1, <Training>).
func (g *Game) CanSuspend(o *FieldObject) bool {
	return o != nil && o.Zone.OnField() && !o.Suspended && !g.derived(o).CantSuspend
}

// ownPersistentKeyword reports whether a persistent effect of o's controller on
// another of their cards gives o keyword k ("all of your Digimon gain <Progress>"),
// without computing o's derived values (unaffectedBy asks it while computing them).
func (g *Game) ownPersistentKeyword(o *FieldObject, k Keyword) bool {
	found := false
	g.eachLive(func(l live) bool {
		e := l.eff
		if e.Kind != Persistent || e.Keyword != k || l.owner != o.Owner || l.obj == o || !g.turnScopeHolds(e, l.owner) {
			return true
		}
		c := g.ctxFor(l)
		found = (e.Affects == nil || e.Affects(c, o)) && (e.Condition == nil || e.Condition(c))
		return !found
	})
	return found
}

// gives reports whether a modifier gives keyword k (by name, or with its number).
func (m *Modifier) gives(k Keyword) bool {
	if slices.Contains(m.Keywords, k) {
		return true
	}
	for _, t := range m.Tags {
		if t.Name == k {
			return true
		}
	}
	return false
}

// attackerHasCollision reports whether the attacker has <Collision>, kept per state:
// every derived value of the defender's Digimon asks it during the attack.
func (g *Game) attackerHasCollision(a *Attack) bool {
	if a.collisionAt != g.version+1 {
		a.collision, a.collisionAt = g.HasKeyword(a.Attacker, Collision), g.version+1
	}
	return a.collision
}
