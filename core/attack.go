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
	// DeclaredOnPlayer: the target chosen at the declaration was the opponent player.
	// "When this Digimon attacks a player", "if you attack an opponent's Digimon" read
	// it, not the target now: a block or a switch does not change them (11-2-7-6).
	DeclaredOnPlayer bool
	// pierce: <Piercing> waits to check security before the end of attack (16-6-4).
	pierce bool
	// countered: a [Counter] effect activated in this attack's counter timing (11-3-2).
	countered bool
	// collision: whether the attacker has <Collision>, at state version collisionAt-1.
	collision   bool
	collisionAt uint64
	// ended: an effect ended the attack (15-15-1-1); what is left of it before the end
	// of attack is skipped.
	ended bool
	// ByEffect: an effect declared the attack (AttackBy), not the turn player by the
	// rules (11-2-1). By: the keyword effect that did ("attacks with <Blitz>",
	// "attacking by <Execute>"); "" when no keyword effect did.
	ByEffect bool
	By       Keyword
}

// newAttack is o's attack on target (nil: the opponent player), not declared yet.
func newAttack(o, target *FieldObject) *Attack {
	a := &Attack{Attacker: o, AttackerID: o.ID, Target: target, DeclaredOnPlayer: target == nil, Defender: o.Owner.Opponent()}
	if target != nil {
		a.TargetID = target.ID
	}
	return a
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
		if !d.CantAttackPlayers { // 15-1-3: "can't attack players"
			opts = append(opts, Choice{Action: ActAttack, Obj: o})
		}
		for _, t := range opp.Battle {
			if d.CantAttackDigimon {
				break // "can't attack your opponent's Digimon"
			}
			// 11-2-7-1: a suspended Digimon; an effect may allow an unsuspended one,
			// but a "cannot be attacked" prohibition wins (15-1-3).
			if g.isDigimon(t) && (t.Suspended || d.MayAttackUnsuspended(t, "")) && !g.Derive(t).CantBeAttacked {
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
	d := g.derived(o) // read at once: nothing here computes another object's values
	if !d.IsDigimon() {
		return false
	}
	if d.CantAttack || d.CantSuspend {
		return false
	}
	return o.PlayedTurn != g.Turn || d.Has(Rush)
}

// attackWith runs a whole attack of o against target (nil = the opponent player),
// declared by the rules (11-2-1).
func (g *Game) attackWith(o, target *FieldObject) { g.runAttack(newAttack(o, target), false) }

// runAttack runs the whole attack a; noSuspend: the attacker attacks without
// suspending (<Overclock>, 16-33).
func (g *Game) runAttack(a *Attack, noSuspend bool) {
	o, target := a.Attacker, a.Target
	g.attack = a
	defer func() {
		g.attack = nil
		g.Touch() // what held during the attack (<Collision>, <Progress>, "for the attack") no longer does
	}()

	// 11-2-8-1: declare, suspending the attacker, with the target chosen.
	if !noSuspend {
		g.suspend(o)
	}
	ev := Event{Kind: EvAttack, Player: o.Owner, Obj: o.ID}
	if target != nil {
		ev.Target = target.ID
	}
	g.emit(ev)
	g.declarationTiming()

	// 11-3: the counter timing: the non-turn player's [Counter] effects (15-16-14).
	// An effect that ends the attack skips straight to its end (15-15-1-1).
	if !a.ended {
		g.emit(Event{Kind: EvCounterTiming, Player: a.Defender, Obj: o.ID})
		g.settle()
	}
	if !a.ended {
		g.blockTiming(a)
	}
	if !a.ended {
		g.resolveAttack(a)
		g.settle()
	}
	if !a.ended {
		g.piercingChecks(a)
	}

	// 11-6: end of attack; the attack is over once everything here resolved (11-6-2).
	g.emit(Event{Kind: EvAttackEnd, Player: o.Owner, Obj: o.ID})
	g.settle()
	g.endAttackModifiers(a)
}

// declarationTiming resolves what is to resolve in the attack declaration (11-2)
// before the counter timing comes (11-1-4): the [When Attacking] effects and what they
// trigger first, then every effect that was already pending when an effect declared
// the attack. Those triggered before the attack wait for the ones it triggered
// (15-4-5-2), but not for the end of the attack: the declaration timing does not end
// while they wait. Chaosmon's attack by its [When Digivolving] effect comes after the
// other [When Digivolving] effects (Q1242); with <Blitz> activated first, the other
// [When Digivolving] effect activates after the [When Attacking] effects, before the
// counter timing (Q1299); a second effect that would attack then finds an attack in
// progress (11-2-4).
func (g *Game) declarationTiming() {
	g.settle() // [When Attacking] and what it triggers
	g.settleAll()
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
	if !g.HasKeyword(a.Attacker, Collision) { // 16-29-1: block if at all possible
		opts = append(opts, Choice{Action: ActNoBlock})
	}
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
	// While a Digimon with <Collision> attacks, all its opponent's Digimon have <Blocker>
	// (16-29-1; collisionBlockers).
	if !d.IsDigimon() || !d.Has(Blocker) || d.CantBlock || d.CantSuspend { // 4-2-8, 15-1-3, 12-1-4
		return false
	}
	// "can't be blocked"; "its attack target can't change" keeps blocks out too (Q2280).
	att := g.Derive(a.Attacker)
	return !att.CantBeBlocked && !att.CantChangeAttackTarget
}

// piercingChecks is <Piercing>'s delayed processing (16-6): after its battle deleted
// the Digimon it attacked, before the end of attack, the attack counts as succeeding
// against the player (11-5-1-1) and the attacker checks security — once, however many
// <Piercing> it has (16-6-5), not if the security is empty (16-6-6) or the attacker is
// gone (16-6-7).
func (g *Game) piercingChecks(a *Attack) {
	if !a.pierce || !a.attacking() || len(g.Players[a.Defender].Security) == 0 {
		return
	}
	a.pierce = false
	g.checkSecurityStack(a)
	g.settle()
}

// Pierce sets up <Piercing>'s security checks for the attack in progress (16-6).
func (g *Game) Pierce() {
	if g.attack != nil {
		g.attack.pierce = true
	}
}

// ChangeAttackTarget makes t the target of the attack in progress (11-2-7-2), unless
// it already was one (11-2-7-3) or the attacker is gone (11-2-7-4). nil: the player.
func (g *Game) ChangeAttackTarget(t *FieldObject) bool {
	a := g.attack
	if a == nil || !a.attacking() || (t != nil && (t == a.Target || g.gone(t, "change_target"))) {
		return false
	}
	if g.Derive(a.Attacker).CantChangeAttackTarget {
		return false // 15-1-3: "this Digimon's attack target can't change"
	}
	a.Target = t
	a.TargetID = 0
	ev := Event{Kind: EvRetarget, Player: a.Attacker.Owner, Obj: a.Attacker.ID}
	if t != nil {
		a.TargetID = t.ID
		ev.Target = t.ID
	}
	g.emit(ev)
	return true
}

// AttackOptions are the ways effects let a Digimon attack (<Blitz>, <Vortex>,
// <Overclock>, <Execute>).
type AttackOptions struct {
	// Targets lists the allowed targets; nil means the usual: the opponent and their
	// suspended Digimon (11-2-7-1).
	Targets []*FieldObject
	// NoPlayer: the opponent player is not a target (<Vortex>: "attack a Digimon").
	NoPlayer bool
	// PlayerOnly: only the opponent player (<Overclock>).
	PlayerOnly bool
	// Unsuspended: unsuspended Digimon may be attacked too (<Execute>).
	Unsuspended bool
	// NoSuspend: the attacker does not suspend (<Overclock>).
	NoSuspend bool
	// IgnorePlayedThisTurn: it may attack the turn it was played (<Vortex>).
	IgnorePlayedThisTurn bool
	// Optional: the controller may decline.
	Optional bool
	// By: the keyword effect making the attack (Attack.By): a permission scoped to
	// attacks made with it applies ("when this Digimon attacks with <Blitz>, it can
	// also attack your opponent's unsuspended Digimon"). Ctx.Attack fills it in.
	By Keyword
}

// AttackBy makes o attack by an effect, asking its controller for the target. It
// reports whether an attack happened: not during another attack (11-2-4), not if o
// cannot attack (suspended or unable to suspend, 11-2-5, unless NoSuspend).
func (g *Game) AttackBy(o *FieldObject, opt AttackOptions) bool {
	g.proc++
	if g.gone(o, "attack") || g.attack != nil || o.Zone != ZoneBattle || !g.isDigimon(o) {
		return false
	}
	d := g.Derive(o)
	if d.CantAttack || (!opt.NoSuspend && (o.Suspended || d.CantSuspend)) {
		return false
	}
	if !opt.IgnorePlayedThisTurn && o.PlayedTurn == g.Turn && !d.Has(Rush) {
		return false
	}
	var opts []Choice
	if !opt.NoPlayer && !d.CantAttackPlayers { // 15-1-3
		opts = append(opts, Choice{Action: ActAttack, Obj: o})
	}
	if !opt.PlayerOnly && !d.CantAttackDigimon {
		cands := opt.Targets
		if cands == nil {
			cands = g.Players[o.Owner.Opponent()].Battle
		}
		for _, t := range cands {
			if t.Zone == ZoneBattle && t.Owner != o.Owner && g.isDigimon(t) && (t.Suspended || opt.Unsuspended && !d.CantAttackUnsuspended || d.MayAttackUnsuspended(t, opt.By)) && !g.Derive(t).CantBeAttacked {
				opts = append(opts, Choice{Action: ActAttack, Obj: o, Target: t})
			}
		}
	}
	if len(opts) == 0 {
		return false
	}
	if opt.Optional {
		opts = append(opts, Choice{Action: ActNo})
	}
	ch := g.ask(o.Owner, PromptChoose, "attack with "+o.String()+"?", opts)
	if ch.Action == ActNo {
		return false
	}
	a := newAttack(o, ch.Target)
	a.ByEffect, a.By = true, opt.By
	g.runAttack(a, opt.NoSuspend)
	return true
}

// Attack makes o attack by this effect as AttackBy does; an attack a keyword effect
// makes is made with that keyword (AttackOptions.By).
func (c *Ctx) Attack(o *FieldObject, opt AttackOptions) bool {
	if opt.By == "" {
		_, opt.By = c.source()
	}
	return c.Game.AttackBy(o, opt)
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

// EndAttack ends the attack in progress by an effect ("end the attack"): once the
// effect resolves, the attack goes straight to its end of attack (15-15-1-1, 11-6),
// without what is left of its timings — counter, block, the check of whether it hits
// (11-5). It reports whether there was an attack to end.
func (g *Game) EndAttack() bool {
	if g.attack == nil || g.attack.ended {
		return false
	}
	g.attack.ended = true
	return true
}

// AttackThen makes o attack by this effect as AttackBy does and, if it attacks, sets
// up a delayed processing (18-1) for the end of that attack: <Execute>'s "at the end
// of that attack, delete this Digimon" (16-37-4). do then waits for that attack's
// end-of-attack timing and activates there as the controller's triggered effect,
// together with the [End of Attack] effects triggered then (18-1-2). If no attack is
// declared, nothing is set up. It reports whether o attacked.
func (c *Ctx) AttackThen(o *FieldObject, opt AttackOptions, label string, do func(c *Ctx)) bool {
	g := c.Game
	if g.attack != nil {
		return false // 11-2-4: no attack during another one
	}
	d := &Delayed{Player: c.Player, Label: label, Card: c.Card, Obj: c.Obj, Do: do}
	// Attacks do not nest and AttackBy runs the whole attack: the first end of attack
	// from here is that attack's.
	d.When = func(_ *Game, ev *Event) bool { return ev.Kind == EvAttackEnd }
	g.Delay(d)
	ok := c.Attack(o, opt)
	g.dropDelayed(d) // still waiting: no attack happened (or the game ended)
	return ok
}
