package core

// Attack is an attack in progress (chapter 11). Its timings run in order — declaration,
// counter, block, resolution, end of attack — each only once everything triggered in
// the one before has resolved (11-1-3, 11-1-4), and all of them run once declared,
// even if the attacker leaves (11-1-5).
type Attack struct {
	Attacker   *FieldObject
	AttackerID int          // the attacker's identity when it declared (3-1-3-1)
	Target     *FieldObject // the Digimon attacked, or nil when the player is
	TargetID   int
	Defender   PlayerID // the non-turn player
	Blocker    *FieldObject
}

// Attack returns the attack in progress, or nil.
func (g *Game) Attack() *Attack { return g.attack }

// attacking reports whether the attacker is still in the battle area as the same object.
func (a *Attack) attacking() bool {
	return a.Attacker.ID == a.AttackerID && a.Attacker.Zone == ZoneBattle
}

// targetPresent reports whether the attacked Digimon is still there as the same object
// (11-2-6: if not, the target stays "a Digimon" and the attack hits nothing).
func (a *Attack) targetPresent() bool {
	return a.Target != nil && a.Target.ID == a.TargetID && a.Target.Zone == ZoneBattle
}

// appendAttacks adds every legal attack of p's Digimon (11-2): an unsuspended Digimon in
// the battle area (11-2-1, 11-2-5) that was not played this turn (7-1-2-1) — unless it
// has <Rush> (1-3-1) — against the opponent or one of the opponent's suspended Digimon
// in the battle area (11-2-7-1).
func (g *Game) appendAttacks(opts []Choice, p PlayerID) []Choice {
	opp := g.Players[p.Opponent()]
	for _, o := range g.Players[p].Battle {
		if !g.canAttack(o) {
			continue
		}
		d := g.Derive(o)
		opts = append(opts, Choice{Action: ActAttack, Obj: o})
		for _, t := range opp.Battle {
			// 11-2-7-1: a suspended Digimon; an effect may allow an unsuspended one,
			// but a "cannot be attacked" prohibition wins (15-1-3).
			if g.isDigimon(t) && (t.Suspended || d.CanAttackUnsuspended) && !g.Derive(t).CantBeAttacked {
				opts = append(opts, Choice{Action: ActAttack, Obj: o, Target: t})
			}
		}
	}
	return opts
}

// canAttack: an unsuspended Digimon in the battle area that can be suspended (11-2-5),
// not prohibited from attacking (15-1-3), and not played this turn unless it has
// <Rush> (7-1-2-1, 1-3-1).
func (g *Game) canAttack(o *FieldObject) bool {
	if o.Zone != ZoneBattle || o.Suspended {
		return false
	}
	d := g.Derive(o)
	if !d.IsDigimon() {
		return false
	}
	if d.CantAttack || d.CantSuspend {
		return false
	}
	return o.PlayedTurn != g.Turn || d.Has(Rush)
}

// attackWith runs a whole attack of o against target (nil = the opponent player).
func (g *Game) attackWith(o, target *FieldObject) {
	a := &Attack{Attacker: o, AttackerID: o.ID, Target: target, Defender: o.Owner.Opponent()}
	if target != nil {
		a.TargetID = target.ID
	}
	g.attack = a
	defer func() { g.attack = nil }()

	// 11-2-8-1: declare, suspending the attacker, with the target chosen.
	g.suspend(o)
	ev := Event{Kind: EvAttack, Player: o.Owner, Obj: o.ID}
	if target != nil {
		ev.Target = target.ID
	}
	g.emit(ev)
	g.settle() // [When Attacking] and what it triggers (11-1-4)

	// 11-3: the counter timing: the non-turn player's [Counter] effects (15-16-14).
	g.emit(Event{Kind: EvCounterTiming, Player: a.Defender, Obj: o.ID})
	g.settle()
	g.blockTiming(a)
	g.resolveAttack(a)

	// 11-6: end of attack; the attack is over once everything here resolved (11-6-2).
	g.emit(Event{Kind: EvAttackEnd, Player: o.Owner, Obj: o.ID})
	g.settle()
	g.endAttackModifiers(a)
}

// blockTiming: the defender may block with one unsuspended Digimon that has <Blocker>
// (11-4, 12-1), if the attacker is still in the battle area (12-1-6). The Digimon
// attacked cannot block (12-1-5); blocking suspends the blocker (12-1-7-1) and makes
// it the target.
func (g *Game) blockTiming(a *Attack) {
	if !a.attacking() {
		return
	}
	var opts []Choice
	for _, b := range g.Players[a.Defender].Battle {
		if g.canBlock(a, b) {
			opts = append(opts, Choice{Action: ActBlock, Obj: b})
		}
	}
	if len(opts) == 0 {
		return
	}
	opts = append(opts, Choice{Action: ActNoBlock})
	choice := g.ask(a.Defender, PromptBlock, "block the attack of "+a.Attacker.String()+"?", opts)
	if choice.Action != ActBlock {
		return
	}
	b := choice.Obj
	g.suspend(b)
	a.Blocker = b
	a.Target, a.TargetID = b, b.ID // 12-1-1
	g.emit(Event{Kind: EvBlock, Player: b.Owner, Obj: b.ID, Target: a.Attacker.ID})
	g.settle()
}

func (g *Game) canBlock(a *Attack, b *FieldObject) bool {
	if b == a.Target || b.Suspended { // 12-1-5, 12-1-4
		return false
	}
	d := g.Derive(b)
	return d.IsDigimon() && d.Has(Blocker) && !d.CantBlock && !d.CantSuspend // 4-2-8, 15-1-3, 12-1-4
}

// resolveAttack is 11-5: the attack succeeds against the player or a Digimon, or
// against nothing.
func (g *Game) resolveAttack(a *Attack) {
	if !a.attacking() {
		return // 11-5-1-4, 11-2-7-4
	}
	if a.Target != nil {
		if a.targetPresent() {
			g.battle(a.Attacker, a.Target) // 11-5-1-3
		}
		return // 11-2-6
	}
	def := g.Players[a.Defender]
	if len(def.Security) == 0 {
		// 11-5-1-2, 1-2-3-1: no security left and the attacker can check at least 1.
		if g.SecurityChecks(a.Attacker) >= 1 {
			g.win(a.Attacker.Owner, ReasonSecurity)
		}
		return
	}
	g.checkSecurityStack(a) // 11-5-1-1
}
