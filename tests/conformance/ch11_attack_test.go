package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 11: attacking.

// 11-1-1, 6-5-1-5-1: a Digimon in the battle area attacks a target it chooses.
// 11-2-1, 11-2-8-1: declaring the attack suspends the attacker; 11-2-2: the target is
// chosen with the declaration. 11-2-3: one Digimon attacks at a time — the others stay
// unsuspended.
func TestAttackDeclarationSuspendsTheAttacker(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	b := g.AddObject(p1, core.ZoneBattle, digimon("B", core.Red, 3, 3, 3000))
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 1000))
	x.Suspended = true
	s.steps = []step{attack(a, x)}
	resume(t, g)
	if !a.Suspended || b.Suspended {
		t.Errorf("after A's attack: A suspended %v, B suspended %v; want true, false", a.Suspended, b.Suspended)
	}
	sus := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvSuspend && e.Obj == a.ID })
	att := eventIndex(g, kindIs(core.EvAttack))
	if sus < 0 || att < sus {
		t.Errorf("the attack (event %d) was declared before the attacker was suspended (event %d)", att, sus)
	}
	if ev := g.Events[att]; ev.Obj != a.ID || ev.Target != x.ID {
		t.Errorf("attack event %+v, want #%d attacking #%d", ev, a.ID, x.ID)
	}
}

// 11-2-7-1: the target is the opponent player or one suspended Digimon of the opponent —
// not an unsuspended one, not a Tamer.
func TestAttackTargets(t *testing.T) {
	g := mainBoard(t, newScript(t), 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 3000))
	x.Suspended = true
	g.AddObject(p2, core.ZoneBattle, digimon("Y", core.Blue, 3, 3, 3000))
	tm := g.AddObject(p2, core.ZoneBattle, tamer("T", core.Blue, 2))
	tm.Suspended = true
	mine := g.AddObject(p1, core.ZoneBattle, digimon("M", core.Red, 3, 3, 3000))
	mine.Suspended = true
	var targets []*core.FieldObject
	for _, c := range attacksBy(g.MainActions(), a) {
		targets = append(targets, c.Target)
	}
	if !slices.Equal(targets, []*core.FieldObject{nil, x}) {
		t.Errorf("A may attack %v; want the player (nil) and the suspended Digimon X only", targets)
	}
}

// 11-1-2: only the turn player attacks. 11-2-1: a suspended Digimon cannot declare an
// attack (it must suspend to attack).
func TestOnlyTheTurnPlayersUnsuspendedDigimonAttack(t *testing.T) {
	g := mainBoard(t, newScript(t), 3)
	ready := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	tired := g.AddObject(p1, core.ZoneBattle, digimon("B", core.Red, 3, 3, 3000))
	tired.Suspended = true
	theirs := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 3000))
	acts := g.MainActions()
	if len(attacksBy(acts, ready)) == 0 {
		t.Errorf("the turn player's unsuspended Digimon cannot attack")
	}
	if n := len(attacksBy(acts, tired)); n != 0 {
		t.Errorf("a suspended Digimon is offered %d attacks", n)
	}
	if n := len(attacksBy(acts, theirs)); n != 0 {
		t.Errorf("the non-turn player's Digimon is offered %d attacks", n)
	}
}

// 11-1-3: an attack runs attack declaration, counter timing, block timing (11-4-1: the
// non-turn player may block with a <Blocker>), attack resolution, end of attack, in this
// order. 11-6-1: the attack is over once the end of attack comes.
func TestAttackTimingsInOrder(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 1000))
	g.Grant(&core.Modifier{Target: b, Keywords: []core.Keyword{core.Blocker}})
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	var blockAt int
	s.steps = []step{attack(a, nil), {desc: "no block", kind: core.PromptBlock, player: int(p2),
		answer: func(p *core.Prompt) int {
			blockAt = len(g.Events)
			for i, c := range p.Choices {
				if c.Action == core.ActNoBlock {
					return i
				}
			}
			return core.Halt
		}}}
	resume(t, g)
	decl := eventIndex(g, kindIs(core.EvAttack))
	check := eventIndex(g, kindIs(core.EvSecurityCheck))
	end := eventIndex(g, kindIs(core.EvAttackEnd))
	if !(decl >= 0 && decl < blockAt && blockAt <= check && check < end) {
		t.Errorf("declaration at %d, block timing at %d, security check at %d, end of attack at %d: out of order", decl, blockAt, check, end)
	}
	if g.Attack() != nil {
		t.Errorf("the attack is still in progress after its end")
	}
	expectPrompt(t, s, core.PromptMain, p1, 3)
}

// 11-5-1, 11-5-1-1, 11-5-1-1-1: an attack on the player who has security cards succeeds,
// and the attacker checks their security.
func TestAttackOnThePlayerChecksSecurity(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if ev := events(g, core.EvSecurityCheck); len(ev) != 1 || ev[0].Obj != a.ID {
		t.Errorf("security checks %+v, want one by #%d", ev, a.ID)
	}
	if len(g.Players[p2].Security) != 1 {
		t.Errorf("%d security cards left of 2", len(g.Players[p2].Security))
	}
}

// 11-5-1-3, 11-5-1-3-1: an attack on a Digimon succeeds and the two battle — no security
// is checked.
func TestAttackOnADigimonBattles(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 2000))
	x.Suspended = true
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(a, x)}
	resume(t, g)
	if ev := events(g, core.EvBattle); len(ev) != 1 || ev[0].Obj != a.ID || ev[0].Target != x.ID {
		t.Errorf("battles %+v, want #%d against #%d", ev, a.ID, x.ID)
	}
	if len(g.Players[p2].Security) != 1 || len(events(g, core.EvSecurityCheck)) != 0 {
		t.Errorf("an attack on a Digimon checked security")
	}
}

// 11-5-1-2, 11-5-1-2-1: an attack on a player with no security wins — but not when the
// attacker cannot check 1 security card (<Security A. -1> leaves it 0 checks).
func TestAttackerThatCannotCheckDoesNotWin(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.Grant(&core.Modifier{Target: a, Checks: -1})
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if n := len(events(g, core.EvGameEnd)); n != 0 {
		t.Errorf("a Digimon checking 0 cards won the game")
	}
}

// 11-2-6: when the Digimon attacked is gone, the target is still "a Digimon", and the
// attack succeeds against nothing: no battle, no security check. 11-1-4: what the
// declaration triggered (an observer standing in for a [When Attacking] effect giving
// DP -99999 to the target, and the rule check that deletes it) resolves before the next
// timing.
func TestAttackOnAGoneDigimonHitsNothing(t *testing.T) {
	s := newScript(t)
	whenAttacking := once(kindIs(core.EvAttack), func(g *core.Game, ev *core.Event) {
		g.Grant(&core.Modifier{Target: objByID(g, ev.Target), DP: -99999})
	})
	g := mainBoard(t, s, 3, whenAttacking)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 2000))
	x.Suspended = true
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(a, x)}
	resume(t, g)
	if inBattle(g, x) {
		t.Fatalf("the target was not deleted")
	}
	if n := len(events(g, core.EvBattle, core.EvSecurityCheck)); n != 0 || len(g.Players[p2].Security) != 2 {
		t.Errorf("the attack on a gone Digimon battled or checked security (%d events)", n)
	}
	if !inBattle(g, a) || len(events(g, core.EvAttackEnd)) != 1 {
		t.Errorf("the attacker is gone or the attack did not end")
	}
}

// 11-5-1-4: when the attack succeeds against neither the player nor a Digimon — here the
// attacker was deleted after declaring (11-2-7-4: then it succeeds nowhere) — nothing
// happens and the end of attack comes. 11-1-5: once declared, every later timing still
// runs (the end of attack is logged).
func TestAttackOfAGoneAttackerHitsNothing(t *testing.T) {
	s := newScript(t)
	whenAttacking := once(kindIs(core.EvAttack), func(g *core.Game, ev *core.Event) {
		g.Grant(&core.Modifier{Target: objByID(g, ev.Obj), DP: -99999})
	})
	g := mainBoard(t, s, 3, whenAttacking)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	if inBattle(g, a) {
		t.Fatalf("the attacker was not deleted")
	}
	if n := len(events(g, core.EvSecurityCheck)); n != 0 || len(g.Players[p2].Security) != 2 {
		t.Errorf("a deleted attacker checked security")
	}
	if n := len(events(g, core.EvAttackEnd)); n != 1 {
		t.Errorf("%d end-of-attack events, want 1", n)
	}
	expectPrompt(t, s, core.PromptMain, p1, 3)
}

// 11-1-4: the attack declaration timing does not end before everything to resolve in it
// has resolved — and when an effect declares the attack (11-2-4), that includes the
// effects already pending from before it. 15-4-5-2: the [When Attacking] and "when one
// of your Digimon attacks" effects the declaration triggers come first; then the older
// pending effect; only then the counter timing (11-3) and the security check (rulings
// Q1242, Q1299: the other [When Digivolving] effect before the counter timing).
func TestEffectsPendingBeforeAnAttackByAnEffectResolveBeforeItsCounterTiming(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	tm := tamer("T", core.Red, 1)
	effs := core.EffectMap{
		"X": {
			triggered("X attacks", core.OnPlay, func(c *core.Ctx) {
				c.Game.AttackBy(c.Obj, core.AttackOptions{IgnorePlayedThisTurn: true})
			}),
			triggered("X gains", core.OnPlay, gain(1)),
		},
		"T": {whenever("T sees an attack", digimonAttacks(true), gain(1))},
	}
	attackPlayer := step{desc: "attack the player", kind: core.PromptChoose, player: int(p1),
		pick: func(c core.Choice) bool { return c.Action == core.ActAttack && c.Target == nil }}
	s := newScript(t, play(x), orderFirst("X attacks").as(p1), attackPlayer)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tm)
	g.AddCard(p1, core.ZoneHand, x)
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	resume(t, g)
	if got, want := activations(g), []string{"X attacks", "T sees an attack", "X gains"}; !slices.Equal(got, want) {
		t.Errorf("activation order %v, want %v: what the attack triggered, then the older pending effect", got, want)
	}
	gains := activationIndex(g, "X gains")
	counter := eventIndex(g, kindIs(core.EvCounterTiming))
	check := eventIndex(g, kindIs(core.EvSecurityCheck))
	if !(gains >= 0 && gains < counter && counter < check) {
		t.Errorf("X's pending [On Play] at %d, counter timing at %d, security check at %d: want the pending effect before the counter timing", gains, counter, check)
	}
}

// 11-2-7-1: the target is the opponent or one of their suspended Digimon, unless an
// effect lets the attacker attack unsuspended Digimon too. A permission scoped to the
// attacks made with a keyword effect ("when this Digimon attacks with <Blitz>, it can
// also attack your opponent's unsuspended Digimon": ZeigGreymon) holds in those attacks
// only: not in an attack by the rules (11-2-1), nor in one another keyword makes.
func TestAttackPermissionScopedToAKeywordsAttacks(t *testing.T) {
	for _, tc := range []struct {
		by     core.Keyword
		offers bool
	}{{"Blitz", true}, {"Vortex", false}, {"", false}} {
		t.Run(string(tc.by), func(t *testing.T) {
			x := digimon("X", core.Red, 3, 3, 3000)
			effs := core.EffectMap{"X": {triggered("X has A attack", core.OnPlay, func(c *core.Ctx) {
				a := c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && o != c.Obj })[0]
				c.Game.AttackBy(a, core.AttackOptions{By: tc.by, Optional: true})
			})}}
			var targets []*core.FieldObject
			decline := step{desc: "note the targets, decline", kind: core.PromptChoose, player: int(p1),
				answer: func(p *core.Prompt) int {
					for _, c := range p.Choices {
						if c.Action == core.ActAttack {
							targets = append(targets, c.Target)
						}
					}
					return len(p.Choices) - 1 // "no", the last option
				}}
			s := newScript(t, play(x), decline)
			g := effectBoard(t, s, 3, effs)
			a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 5, 5, 7000))
			y := g.AddObject(p2, core.ZoneBattle, digimon("Y", core.Blue, 3, 3, 3000))
			g.Grant(&core.Modifier{Target: a, Set: func(d *core.Derived) {
				d.CanAttackUnsuspendedIf = append(d.CanAttackUnsuspendedIf, core.AttackPermission{With: "Blitz"})
			}})
			g.AddCard(p1, core.ZoneHand, x)
			resume(t, g)
			if got, want := slices.Contains(targets, y), tc.offers; got != want {
				t.Errorf("an attack made with <%s> may target the unsuspended Y: %v, want %v (targets %v)", tc.by, got, want, targets)
			}
			if n := len(choices(attacksBy(g.MainActions(), a), func(c core.Choice) bool { return c.Target == y })); n != 0 {
				t.Errorf("an attack by the rules may target the unsuspended Y")
			}
		})
	}
}
