package core

import (
	"cmp"
	"slices"
)

// Derived values: what an object is now, computed from its top card's printed
// information (4-5-7), its link cards (4-2-5, 4-2-6), the persistent effects in force
// (15-8-2, including inherited ones, 4-2-4) and the effects given to it (grants,
// 15-13) — never stored. The order is fixed:
//
//  1. printed information of the top card;
//  2. persistent effects, in the order their objects entered the field, so that a
//     later "becomes" overrides an earlier one (15-8-2-5, 15-12-2-3); each adds to the
//     numeric modifiers rather than setting DP;
//  3. grants (modifiers), which work the same way;
//  4. the numeric modifiers are summed and applied once (1-3-8); a card without DP
//     gets none (2-5-3); DP never goes below 0; prohibitions win over permissions
//     (15-1-3).

// Keyword is a keyword effect's name as printed, without brackets ("Blocker").
type Keyword string

// Keywords the core rules themselves consult.
const (
	Blocker     Keyword = "Blocker"     // 4-2-8, 12-1-1: may block
	Rush        Keyword = "Rush"        // 16-14: may attack the turn it was played
	SecurityA   Keyword = "Security A." // 16-3: checks more or fewer security cards
	Piercing    Keyword = "Piercing"    // 16-6
	Retaliation Keyword = "Retaliation" // 16-12
	Jamming     Keyword = "Jamming"     // 16-8: not deleted in battle with a Security Digimon
	Reboot      Keyword = "Reboot"      // 16-10: unsuspends in the opponent's unsuspend phase
	Collision   Keyword = "Collision"   // 16-29: the opponent must block
	Iceclad     Keyword = "Iceclad"     // 16-34: battles compare digivolution cards
	Progress    Keyword = "Progress"    // 16-38: unaffected by the opponent's effects while attacking
	// DeDigivolveKeyword: an object may be unaffected by <De-Digivolve> effects (16-11, 15-15-6).
	DeDigivolveKeyword Keyword = "De-Digivolve"
)

// Derived is an object's information now. (Its fields go from the largest to the
// smallest: the value is copied on every query, and packing keeps it small.)
type Derived struct {
	DP    int // after modifiers; meaningful when HasDP
	DPMod int // the summed DP modifiers, before they are applied (1-3-8)
	Level int
	// Checks is the number of security cards it checks (4-2-9 and <Security A.>).
	Checks int
	// Names and Traits are nil while they are the printed ones (NameList, TraitList);
	// an effect that changes them sets them in full (15-12).
	Names    []string
	Traits   []string
	printed  *CardData
	Keywords []Keyword
	// Tags are the keywords with their numbers and parameters (<Decoy (Black)>, <Fragment
	// <2>>), one per time the object has the keyword (16-2: several are several); those
	// of its keyword lines with a timing come last, marked Line (keyword_lines.go).
	Tags []KeywordTag
	// Attached: timing icons attached to its effects of another timing (attach.go).
	Attached []AttachedTiming
	// Granted: triggered effects it has from persistent effects (granted.go).
	Granted []GrantedEffect
	// cuts: the DP each player's effects took away (dpCut), for CantHaveDPReduced.
	cuts [2]int32
	// NoActivate: its effects of these timings don't activate ("can't activate [On
	// Play] effects").
	NoActivate Timings
	HasDP      bool // 2-5-3
	Colors     Colors
	Kind       Kind
	// Prohibitions and permissions. A prohibition wins over a permission (15-1-3).
	CantAttack, CantBlock, CantSuspend, CantUnsuspend, CantDigivolve, CantBeAttacked bool
	CanAttackUnsuspended                                                             bool
	// DNAAs: what it is treated as for the DNA digivolution into some cards only
	// (dna_as.go).
	DNAAs []DNAAs
	// AlsoDigimon: a card of another category also treated as a Digimon (15-12-1-6; a
	// Tamer "also treated as a 3000 DP Digimon"): it is a Digimon and still a Tamer.
	AlsoDigimon bool
	// CanAttackUnsuspendedIf: "can also attack your opponent's unsuspended Digimon with
	// no digivolution cards" (EX1-016), "when this Digimon attacks with <Blitz>, ..."
	// (BT5-017): the unsuspended Digimon it may attack are those one of these allows
	// (11-2-7-1; attack_permission.go).
	CanAttackUnsuspendedIf []AttackPermission
	// DigivolveOnlyInto: "can only digivolve into ..." (BT15-031): it may digivolve only
	// into a card every one of these allows (digivolve.go, canDigivolveInto).
	DigivolveOnlyInto []func(*Card) bool
	// CantAttackPlayers, CantAttackDigimon: what it can't choose as an attack target
	// (11-2-7-1). CantBeBlocked: no Digimon can block its attacks (12-1).
	// CantChangeAttackTarget: its attack target can't change (11-2-7-2), by a block
	// either (Q2280).
	CantAttackPlayers, CantAttackDigimon, CantBeBlocked, CantChangeAttackTarget bool
	// CantAttackUnsuspended: "can only attack suspended Digimon" (EX8-016, with
	// CantAttackPlayers): no permission lets it attack an unsuspended Digimon, an
	// effect's own either (15-1-3; MayAttackUnsuspended).
	CantAttackUnsuspended bool
	// NoOptionSecurity: the [Security] effects of Option cards it checks do not
	// activate (BT1-025; securityEffectsActivate).
	NoOptionSecurity bool
	// Prohibitions by cause (prohibition.go): "can't be deleted [in battle | by your
	// opponent's effects]" (4-13-1), "can't be returned to the hand / deck", "can't
	// leave the battle area", "can't have its DP reduced" (1-3-8), "effects can't trash
	// its stacked cards" (mayTrashStacked).
	CantBeDeleted, CantBeReturnedToHand, CantBeReturnedToDeck, CantLeave, CantHaveDPReduced, CantHaveStackedTrashed Causes
	// CantLeaveButByDeletion: "can't leave the battle area other than by deletion".
	CantLeaveButByDeletion Causes
	// UnsuspendHandCost: "you must trash N cards in your hand to unsuspend this Digimon"
	// (unsuspend_cost.go): each such effect adds its N.
	UnsuspendHandCost int
}

// IsDigimon reports whether the object is a Digimon now: a Digimon or Digi-Egg card
// (4-2-1, 4-2-2), or a card an effect treats as a Digimon (15-12-1-4).
func (d *Derived) IsDigimon() bool { return d.Kind == Digimon || d.Kind == DigiEgg || d.AlsoDigimon }

// isDigimon is Derive(o).IsDigimon(), with shortcuts: no effect makes a Digimon card
// stop being a Digimon, and only a grant makes another card one too (also_digimon.go).
func (g *Game) isDigimon(o *FieldObject) bool {
	if g.cfg.Effects == nil || o.IsDigimon() || (!g.alsoDigimonGiven() && !g.fresh) {
		return o.IsDigimon()
	}
	return g.derived(o).IsDigimon()
}

// AddKeyword gives the object a keyword effect.
func (d *Derived) AddKeyword(k Keyword) { d.AddKeywordTag(KeywordTag{Name: k}) }

// AddKeywordTag gives the object a keyword effect with its number and parameter.
// <Security A. +N> changes the number of checks at once (16-3-2).
func (d *Derived) AddKeywordTag(t KeywordTag) {
	d.Keywords = append(d.Keywords, t.Name)
	d.Tags = append(d.Tags, t)
	if t.Name == SecurityA {
		d.Checks += t.N
	}
}

// KeywordTag is one keyword effect an object has.
type KeywordTag struct {
	Name  Keyword
	N     int
	Param string
	// UpTo: its number is a maximum, "<Digi-Burst up to 4>": the keyword's action does
	// 1 to N, as its controller declares (1-3-6).
	UpTo bool
	// Line: had as a keyword line with a timing (keyword_lines.go): what it does is
	// that line's action, so the keyword's behaviour is not attached for it.
	Line bool
}

// Has reports whether the derived information has a keyword.
func (d *Derived) Has(k Keyword) bool {
	for _, x := range d.Keywords {
		if x == k {
			return true
		}
	}
	return false
}

// hasBehaviourOf reports whether the object has keyword k with its behaviour: a tag
// other than a keyword line's (eachLiveWithKeywords attaches the behaviour of those).
func (d *Derived) hasBehaviourOf(k Keyword) bool {
	for _, t := range d.Tags {
		if t.Name == k && !t.Line {
			return true
		}
	}
	return false
}

// HasName reports whether one of the names is n.
func (d *Derived) HasName(n string) bool {
	if d.Names == nil {
		return d.printed != nil && d.printed.HasName(n) // with its [Rule] names (2-3-5)
	}
	return anySameName(d.Names, n)
}

// NameList returns the names: the printed name unless an effect changed them. An effect
// that adds or changes names sets Names from NameList.
func (d *Derived) NameList() []string {
	if d.Names == nil && d.printed != nil {
		return d.printed.NameList()
	}
	return d.Names
}

// AddName makes the object also have a name ("also treated as", 15-12-1).
func (d *Derived) AddName(n string) { d.Names = append(d.NameList(), n) }

// AddTrait makes the object also have a trait (15-12-1).
func (d *Derived) AddTrait(t string) { d.Traits = append(d.TraitList(), t) }

// TraitList returns the traits: the printed ones unless an effect changed them.
func (d *Derived) TraitList() []string {
	if d.Traits == nil && d.printed != nil {
		return d.printed.AllTraits()
	}
	return d.Traits
}

// NameHas reports whether s is in one of the names (2-3-1-3): "treated as having
// [Leomon]" in a [Rule] counts (Q2087).
func (d *Derived) NameHas(s string) bool {
	for _, n := range d.NameList() {
		if namePartIn(n, s) {
			return true
		}
	}
	return d.printed != nil && d.printed.NameHas(s)
}

// HasTrait reports whether one of the traits is t.
func (d *Derived) HasTrait(t string) bool {
	if d.Traits == nil {
		return d.printed != nil && d.printed.HasTraitOrRule(t)
	}
	return traitIn(d.Traits, t)
}

// maxDeriveDepth bounds persistent effects that ask about other objects' values (a
// condition on another Digimon's DP): past it, only printed information counts.
const maxDeriveDepth = 4

// Derive computes an object's information now. The result is kept until the next
// state change (every change is an event); its slices must not be modified.
func (g *Game) Derive(o *FieldObject) Derived { return *g.derived(o) }

// derived is Derive without the copy, for reading a value or two at once: the values
// pointed to are the object's kept ones, or — inside another computation — a scratch
// value that the next computation at the same depth overwrites.
func (g *Game) derived(o *FieldObject) *Derived {
	if g.deriving > 0 {
		// Inside another computation: computed afresh in a scratch value of the game
		// (one per nesting depth), not on the heap — effects receive a pointer to it.
		return g.derive(o, &g.scratch[min(g.deriving, maxDeriveDepth)].d)
	}
	if o.derivedAt != g.version+1 {
		// Computed where it is kept. Nested computations never read it, and it counts
		// as kept only once complete.
		g.derive(o, &o.derived)
		o.derivedAt = g.version + 1
	}
	return &o.derived
}

// Touch marks the state as changed without an event, for tools that set up a
// position by hand (derived values are recomputed).
func (g *Game) Touch() { g.version++; g.layout++ }

// derive computes o's derived values into d. Its slices are fresh each time, so a copy
// returned never aliases the next computation.
func (g *Game) derive(o *FieldObject, d *Derived) *Derived {
	top := o.Top().Data
	*d = Derived{DP: top.DP, HasDP: top.HasDP, Level: top.Level, Colors: top.Colors, Kind: top.Kind,
		printed: top, Checks: 1}
	for _, l := range o.Links {
		if l.Data.Link != nil {
			d.DPMod += l.Data.Link.DP // 4-2-5
		}
	}
	if g.deriving < maxDeriveDepth {
		g.deriving++
		g.applyInOrder(o, d)
		g.collisionBlockers(o, d)
		d.undoReducedDP() // 15-1-3: "its DP can't be reduced"
		g.deriving--
	} else {
		// Too deep: a global effect asking about the object it is computing. Only
		// targeted grants count here; they ask nothing.
		for _, m := range g.modifiers {
			if m.Target != nil && m.appliesTo(g, o) {
				m.apply(d)
			}
		}
	}
	g.addLineKeywords(o, d) // last: the behaviour tags keep their places (live.inst)
	if d.HasDP {
		d.DP = max(d.DP+d.DPMod, 0) // 1-3-8, 2-5-3
	} else {
		d.DP = 0
	}
	d.Checks = max(d.Checks, 0)
	return d
}

// applyInOrder applies the persistent effects and the grants that reach o, in the
// order of their timestamps — when the effect's object entered the field, when the
// grant was given — so that a later "becomes" overrides an earlier one (15-8-2-5,
// 15-12-2-3). An object in the breeding area is reached only by effects that name the
// breeding area (3-4-5-3): its own effects (which work there only if they name it,
// 3-4-5-4), effects and global grants that say they reach it (ReachesBreeding), and
// targeted grants (an effect can choose it only if it names it, 3-4-5-5).
func (g *Game) applyInOrder(o *FieldObject, d *Derived) {
	breeding := o.Zone == ZoneBreeding
	sh := g.shieldsOf(o)
	lives := g.livePersistent()
	ctxs := g.persistentCtx
	mods := g.modifiers
	li, mi := 0, 0
	for li < len(lives) || mi < len(mods) {
		takeLive := mi >= len(mods) || (li < len(lives) && lives[li].since() <= mods[mi].since)
		if takeLive {
			l := &lives[li]
			li++
			if sh.any() && sh.cover(o, l.cause()) {
				continue // 15-15-6-1
			}
			if (o.Zone.OnField() || o.SecurityDigimon) && (!breeding || l.obj == o || l.eff.ReachesBreeding) {
				before := d.DPMod
				g.applyPersistent(l, &ctxs[li-1], o, d)
				d.dpCut(l.owner, before)
			}
			continue
		}
		m := mods[mi]
		mi++
		if sh.any() && sh.cover(o, m.cause()) {
			continue // 15-15-6-1, 15-15-6-4: kept, not had while o is unaffected (15-15-6-2)
		}
		if (!breeding || m.Target != nil || m.ReachesBreeding) && m.appliesTo(g, o) {
			before := d.DPMod
			m.apply(d)
			d.dpCut(m.Player, before)
		}
	}
}

// since is a live effect's timestamp: when its object entered the field.
func (l *live) since() uint64 {
	if l.obj != nil {
		return l.obj.since
	}
	return 0
}

// applyPersistent applies one live persistent effect to o's derived values; c is the
// effect's Ctx, kept with the list (persistent effects only read it while they run).
func (g *Game) applyPersistent(l *live, c *Ctx, o *FieldObject, d *Derived) {
	e := l.eff
	if l.cond < 0 {
		return
	}
	if e.Affects != nil && !e.Affects(c, o) {
		return
	}
	if l.cond == 0 { // 15-8-2-6: the condition of the effect, not of o: once per state
		l.cond = -1
		if e.Condition == nil || e.Condition(c) {
			l.cond = 1
		}
	}
	// Tested after Affects too (15-8-2-6): a target filter that reads derived values (a
	// name, a level, a DP) computes o's values again, and that nested computation may be
	// the one that found the condition false (BT6-082, BT7-024).
	if l.cond < 0 {
		return
	}
	if e.Apply != nil {
		e.Apply(c, o, d)
	}
	for _, given := range e.Gives {
		d.Granted = append(d.Granted, GrantedEffect{Eff: given, By: l.card})
	}
}

// livePersistent lists the persistent effects working now, in their turn scope. The
// list is kept while the layout stays (layout.go): every object's derived values use
// it. Their conditions are evaluated again in each state (15-8-2-6).
func (g *Game) livePersistent() []live {
	if g.persistentAt == g.version+1 {
		return g.persistent
	}
	if g.persistentLayout == g.layout+1 {
		for i := range g.persistent {
			g.persistent[i].cond = 0
		}
		g.persistentAt = g.version + 1
		return g.persistent
	}
	g.persistent = g.persistent[:0]
	g.eachLive(func(l live) bool {
		if l.eff.Kind == Persistent && (l.eff.Apply != nil || l.eff.Gives != nil) && g.turnScopeHolds(l.eff, l.owner) {
			g.persistent = append(g.persistent, l)
		}
		return true
	})
	// in timestamp order (stable: the order of eachLive among equals)
	slices.SortStableFunc(g.persistent, func(a, b live) int { return cmp.Compare(a.since(), b.since()) })
	// and their Ctx, made once for every object's values while the list is kept
	g.persistentCtx = slices.Grow(g.persistentCtx[:0], len(g.persistent))[:len(g.persistent)]
	for i, l := range g.persistent {
		g.persistentCtx[i] = Ctx{Game: g, Effect: l.eff, Card: l.card, Obj: l.obj, Player: l.owner, Count: 1, Keyword: l.tag, inst: l.inst}
	}
	g.persistentAt = g.version + 1
	g.persistentLayout = 0
	if !g.layoutLends() {
		g.persistentLayout = g.layout + 1
	}
	return g.persistent
}

// DP returns an object's current DP and whether it has DP at all (2-5, 4-2-5, 1-3-8).
func (g *Game) DP(o *FieldObject) (int, bool) {
	if g.cfg.Effects == nil && len(g.modifiers) == 0 && len(o.Links) == 0 {
		top := o.Top().Data
		return top.DP, top.HasDP
	}
	d := g.derived(o)
	return d.DP, d.HasDP
}

// Level returns an object's level, 0 for none (2-9).
func (g *Game) Level(o *FieldObject) int {
	if g.cfg.Effects == nil {
		return o.Top().Data.Level
	}
	return g.derived(o).Level
}

// Colors returns an object's colors (2-4).
func (g *Game) Colors(o *FieldObject) Colors {
	if g.cfg.Effects == nil {
		return o.Top().Data.Colors
	}
	return g.derived(o).Colors
}

// SecurityChecks returns how many security cards an object checks when its attack
// succeeds: 1 (4-2-9), changed by <Security A. +N/-N>, never below 0.
func (g *Game) SecurityChecks(o *FieldObject) int { return g.derived(o).Checks }

// HasKeyword reports whether an object has a keyword effect now.
func (g *Game) HasKeyword(o *FieldObject, k Keyword) bool { return g.derived(o).Has(k) }

// Duration says when a granted effect ends.
type Duration uint8

// The durations card texts use, counted from the turn the effect was given in.
const (
	WhileOnField           Duration = iota // as long as the target stays the same object
	EndOfTurn                              // "for the turn"
	EndOfOpponentsTurn                     // "until the end of your opponent's turn"
	EndOfOpponentsNextTurn                 // "until the end of your opponent's next turn"
	EndOfYourNextTurn                      // "until the end of your next turn"
	EndOfAttack                            // "for the attack": until the attack ends
	EndOfYourTurn                          // "until the end of your turn": this turn if it is yours, else your next
)

// Modifier is an effect given to one object (a targeted grant, 15-11-1: it stays even
// if the object stops matching what chose it) or to every object it Applies to (a
// global effect, re-evaluated each time, 15-11-2).
type Modifier struct {
	Target   *FieldObject                       // the object given to; nil for a global modifier
	TargetID int                                // the target's identity when given (3-1-3-1)
	Applies  func(g *Game, o *FieldObject) bool // for a global modifier
	Player   PlayerID                           // whose effect gave it (for "your next turn")
	DP       int                                // DP +/-
	Checks   int                                // security checks +/- (<Security A.>, 4-2-9)
	Keywords []Keyword                          // keyword effects gained
	Tags     []KeywordTag                       // keyword effects gained with a number or parameter (<Decoy (Black)>)
	Set      func(d *Derived)                   // any other change
	// AlsoDigimon: the objects it reaches are also treated as Digimon (15-12-1-6;
	// also_digimon.go).
	AlsoDigimon *AlsoDigimon
	// ReachesBreeding: a global modifier whose effect names the breeding area reaches
	// objects there that Applies accepts; no other global modifier does (3-4-5-3).
	ReachesBreeding bool
	Ban             *Ban       // a prohibition on a player (ban.go); reaches no object
	Xros            *XrosGrant // more places for a card's DigiXros (xros_from.go); reaches no object
	// Unaffected: what it reaches isn't affected by what the shield says — its
	// opponent's effects, or some of them (15-15-6); given by the object's own
	// controller.
	Unaffected *Shield
	// By is the effect that gave it (Ctx.Grant): an object unaffected by some effects
	// has what they give only if they are not among them (15-15-6-4).
	By    Cause
	Until Duration
	// Source: for an effect with no period that an inherited effect created, the card
	// of that effect; it ends when the card leaves the object it was under
	// (continuity.go). Set by Ctx.Grant.
	Source      *Card
	sourceObj   *FieldObject
	sourceObjID int
	expires     int    // the turn at whose end it ends; 0 = never (or at the attack's end)
	since       uint64 // its timestamp: the state version it was given at (15-8-2-5)
	attack      *Attack
}

// Grant gives an effect. A targeted grant lasts while its target stays the same object
// — digivolving keeps it (15-13-2), becoming a new card loses it (3-1-3-1). Given to an
// object unaffected by m.Player's effects, it is given all the same — the object could
// be chosen (15-15-6-3) — but the object does not have it while it stays unaffected
// (15-15-6-4, applyInOrder) and has it from the moment it is affected again, for what
// is left of its duration (15-15-6-2).
func (g *Game) Grant(m *Modifier) {
	g.proc++
	if m.Target != nil && g.gone(m.Target, "give") {
		return // 3-1-3-1: the object it was for is no more
	}
	m.since = g.version
	if len(m.Keywords)+len(m.Tags) > 0 {
		g.triggerAny = true // a given keyword may bring behaviour no card of the game prints
		g.widenForGrant(m)
	}
	if m.Target != nil {
		m.TargetID = m.Target.ID
	}
	m.expires = g.expiryOf(m.Until, m.Player)
	if m.Until == EndOfAttack {
		m.attack = g.attack
	}
	g.modifiers = append(g.modifiers, m)
	ev := Event{Kind: EvGrant, Player: m.Player, N: m.DP, Text: m.describe()}
	if m.Target != nil {
		ev.Obj = m.Target.ID
	}
	g.emit(ev)
}

// expiryOf is the turn at whose end an effect of player p given now for the duration
// until ends; 0 for one with no period (WhileOnField). "For the attack" ends with the
// attack, at the latest with the turn.
func (g *Game) expiryOf(until Duration, p PlayerID) int {
	own := g.TurnPlayer == p
	switch until {
	case EndOfTurn, EndOfAttack:
		return g.Turn
	case EndOfOpponentsTurn:
		return g.Turn + b2i(own)
	case EndOfOpponentsNextTurn:
		// given in your turn: the next turn. Given in your opponent's turn, it lasts until
		// the end of that turn (ST10-05 Q733, BT6-031 Q1420, BT8-097 Q1776, BT8-098 Q1778)
		return g.Turn + b2i(own)
	case EndOfYourNextTurn:
		return g.Turn + 1 + b2i(own)
	case EndOfYourTurn:
		return g.Turn + b2i(!own)
	}
	return 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (m *Modifier) describe() string {
	s := ""
	if m.DP != 0 {
		s += "DP"
	}
	if m.Checks != 0 {
		s += " checks"
	}
	for _, k := range m.Keywords {
		s += " <" + string(k) + ">"
	}
	for _, t := range m.Tags {
		s += " <" + string(t.Name) + ">"
	}
	return s
}

func (m *Modifier) apply(d *Derived) {
	if m.AlsoDigimon != nil {
		m.AlsoDigimon.apply(d) // first: its DP is what +/- DP adds to
	}
	if d.HasDP {
		d.DPMod += m.DP
	}
	d.Checks += m.Checks
	for _, k := range m.Keywords {
		d.Keywords = append(d.Keywords, k)
		d.Tags = append(d.Tags, KeywordTag{Name: k})
	}
	for _, t := range m.Tags { // the checks of <Security A. +N> are in Checks
		d.Keywords = append(d.Keywords, t.Name)
		d.Tags = append(d.Tags, t)
	}
	if m.Set != nil {
		m.Set(d)
	}
}

// expireModifiers drops the grants that end with this turn, and those whose target
// is gone for good.
func (g *Game) expireModifiers() {
	g.dropModifiers(func(m *Modifier) bool { return m.expires != 0 && m.expires <= g.Turn })
}

// endAttackModifiers drops the grants "for the attack" of attack a.
func (g *Game) endAttackModifiers(a *Attack) {
	g.dropModifiers(func(m *Modifier) bool { return m.Until == EndOfAttack && m.attack == a })
}

func (g *Game) dropModifiers(ends func(m *Modifier) bool) {
	kept := g.modifiers[:0]
	g.sourceTied = 0
	for _, m := range g.modifiers {
		if ends(m) || (m.Target != nil && !m.holds(m.Target)) {
			continue
		}
		kept = append(kept, m)
		if m.Source != nil {
			g.sourceTied++
		}
	}
	clear(g.modifiers[len(kept):])
	g.modifiers = kept
}

// holds reports whether a targeted modifier still reaches its target.
func (m *Modifier) holds(o *FieldObject) bool {
	return o.ID == m.TargetID && (o.Zone.OnField() || o.SecurityDigimon)
}

func (m *Modifier) appliesTo(g *Game, o *FieldObject) bool {
	if !m.sourceStays() {
		return false // ended with its source (continuity.go), if not yet dropped
	}
	if m.Target != nil {
		return m.Target == o && m.holds(o)
	}
	return m.Applies != nil && m.Applies(g, o)
}
