package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 4: basic terms — memory, Digimon, Tamers, stacks, display forms, moving,
// hatching, <Overflow>, color requirements.

// 4-1-1: paying a cost moves the memory that many steps toward the opponent's side.
// 4-1-4: "memory +X" moves it X steps toward one's own side, "memory -X" toward the
// opponent's.
func TestPayingMovesMemoryTowardTheOpponent(t *testing.T) {
	d := digimon("A", core.Red, 3, 3, 3000)
	s := newScript(t, play(d))
	g := mainBoard(t, s, 5)
	g.AddCard(p1, core.ZoneHand, d)
	resume(t, g)
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("memory 5, cost 3 paid: %d, want 2", m)
	}
	g.GainMemory(p1, 2, "test")
	if m := g.MemoryOf(p1); m != 4 {
		t.Errorf("memory +2 from 2: %d, want 4", m)
	}
	g.GainMemory(p1, -6, "test")
	if m := g.MemoryOf(p1); m != -2 {
		t.Errorf("memory -6 from 4: %d, want -2 (2 on the opponent's side)", m)
	}
}

// 1-4-2-2, 4-1-1: the marker cannot go past 10 on the opponent's side, so a cost of 13
// can be paid only with 3 or more memory, and leaves 10 on the opponent's side.
func TestCostAboveTenNeedsMemory(t *testing.T) {
	big := digimon("BIG", core.Red, 7, 13, 15000)
	for _, m := range []int{0, 2} {
		g := mainBoard(t, newScript(t), m)
		g.AddCard(p1, core.ZoneHand, big)
		if playable(g.MainActions(), big) {
			t.Errorf("a cost 13 card is playable with memory %d", m)
		}
	}
	s := newScript(t, play(big))
	g := mainBoard(t, s, 3)
	g.AddCard(p1, core.ZoneHand, big)
	resume(t, g)
	if m := g.MemoryOf(p1); m != -core.MaxMemory {
		t.Errorf("memory 3, cost 13 paid: %d, want -10", m)
	}
	expectPrompt(t, s, core.PromptMain, p2, 4)
	if m := g.MemoryOf(p2); m != 10 {
		t.Errorf("p2 starts the turn with %d memory, want 10", m)
	}
}

// 4-2-1: a Digimon card on the field is a Digimon. 4-2-2: so is a Digi-Egg card on the
// field. 4-3-1: a Tamer card on the field is a Tamer — it does not attack and cannot be
// attacked (11-2-7-1 names Digimon).
func TestDigimonAndTamersOnTheField(t *testing.T) {
	g := board(t, newScript(t))
	g.SetTurn(p1, 3, core.PhaseMain)
	d := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	e := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red))
	tm := g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 2))
	if !d.IsDigimon() || !e.IsDigimon() || tm.IsDigimon() {
		t.Errorf("IsDigimon: Digimon %v, Digi-Egg %v, Tamer %v; want true true false", d.IsDigimon(), e.IsDigimon(), tm.IsDigimon())
	}
	if !tm.IsTamer() || d.IsTamer() {
		t.Errorf("IsTamer: Tamer %v, Digimon %v", tm.IsTamer(), d.IsTamer())
	}
	theirTamer := g.AddObject(p2, core.ZoneBattle, tamer("T2", core.Blue, 2))
	theirTamer.Suspended = true
	acts := g.MainActions()
	if n := len(attacksBy(acts, tm)); n != 0 {
		t.Errorf("a Tamer is offered %d attacks", n)
	}
	if n := len(choices(acts, func(c core.Choice) bool { return c.Action == core.ActAttack && c.Target == theirTamer })); n != 0 {
		t.Errorf("a suspended Tamer can be attacked")
	}
}

// 4-2-3: the cards under a Digimon are its digivolution cards, whatever their kind.
// 4-5-1: a stacked card is a card with one or more cards under it; 4-5-2: a single card
// is not. 4-5-3: the order of a stack never changes. 4-6-1: digivolution cards are the
// cards under a Digimon.
func TestStacksAndDigivolutionCards(t *testing.T) {
	e := egg("E", core.Red)
	l3 := digimon("L3", core.Red, 3, 3, 3000, from(core.Red, 2, 0))
	l4 := digimon("L4", core.Red, 4, 5, 5000, from(core.Red, 3, 2))
	s := newScript(t)
	g := mainBoard(t, s, 5)
	o := g.AddObject(p1, core.ZoneBreeding, e)
	if len(o.DigivolutionCards()) != 0 {
		t.Errorf("a single card has digivolution cards: %v", o.DigivolutionCards())
	}
	g.AddCard(p1, core.ZoneHand, l3)
	g.AddCard(p1, core.ZoneHand, l4)
	s.steps = []step{digivolve(o, l3), digivolve(o, l4)}
	resume(t, g)
	var got []*core.CardData
	for _, c := range o.Cards {
		got = append(got, c.Data)
	}
	if !slices.Equal(got, []*core.CardData{e, l3, l4}) {
		t.Fatalf("the stack, bottom first, is %v; want [E L3 L4]", o.Cards)
	}
	if dc := o.DigivolutionCards(); len(dc) != 2 || dc[0].Data != e || dc[1].Data != l3 {
		t.Errorf("digivolution cards %v, want [E L3] — the Digi-Egg counts as one too", dc)
	}
	if o.Top().Data != l4 || g.Level(o) != 4 || dp(t, g, o) != 5000 {
		t.Errorf("the object has the top card's information: top %v level %d", o.Top(), g.Level(o))
	}
}

// 4-2-9: a Digimon checks 1 security card.
func TestDigimonChecksOneSecurityCard(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 3)
	if n := g.SecurityChecks(o); n != 1 {
		t.Errorf("a Digimon checks %d, want 1", n)
	}
	s.steps = []step{attack(o, nil)}
	resume(t, g)
	if n := len(g.Players[p2].Security); n != 2 {
		t.Errorf("%d security cards left of 3, want 2", n)
	}
}

// 4-11-1: cards on the field are unsuspended (4-11-1-1-1, 4-11-1-1-2: upright) or
// suspended (4-11-1-2-1, 4-11-1-2-2: sideways). Attacking suspends; the owner's next
// unsuspend phase unsuspends.
func TestDisplayForms(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 3)
	if o.Suspended {
		t.Fatalf("a Digimon put on the field is suspended")
	}
	s.steps = []step{attack(o, nil)}
	resume(t, g)
	if !o.Suspended {
		t.Fatalf("attacking did not suspend the attacker")
	}
	s.steps = append(s.steps, pass(), pass().as(p2))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 5)
	if o.Suspended {
		t.Errorf("p1's unsuspend phase did not unsuspend the attacker")
	}
}

// 4-15-1, 6-4-1-2: moving takes a Digimon from the breeding area to the battle area.
// 4-15-3: it moves in the display form it had. 4-15-4: what was granted to it before the
// move stays granted. It stays the same object.
func TestMoveFromTheBreedingArea(t *testing.T) {
	s := newScript(t, move())
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	o := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red), digimon("A", core.Red, 3, 3, 3000))
	o.Suspended = true
	g.Grant(&core.Modifier{Target: o, DP: 2000})
	id := o.ID
	resume(t, g)
	if g.Players[p1].Breeding != nil || !inBattle(g, o) {
		t.Fatalf("the Digimon did not move to the battle area")
	}
	if !o.Suspended {
		t.Errorf("a suspended Digimon moved unsuspended")
	}
	if o.ID != id || dp(t, g, o) != 5000 {
		t.Errorf("after the move: identity #%d (was #%d), DP %d (want 5000 with the +2000 granted)", o.ID, id, dp(t, g, o))
	}
	for _, c := range o.Cards {
		if c.Zone != core.ZoneBattle {
			t.Errorf("%v of the moved stack says %s", c, c.Zone)
		}
	}
}

// 4-15-2: only a Digimon with DP moves: a Digi-Egg in the breeding area cannot. With
// nothing to hatch either, the breeding phase asks nothing (doing nothing is all there
// is) and the Digi-Egg stays.
func TestDigiEggCannotMove(t *testing.T) {
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	e := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red))
	resume(t, g)
	if sp := s.last(); sp.Kind != core.PromptMain || len(s.seen) != 1 {
		t.Errorf("a Digi-Egg may move: asked %v", s.seen)
	}
	if g.Players[p1].Breeding != e || len(events(g, core.EvMoveToBattle)) != 0 {
		t.Errorf("the Digi-Egg left the breeding area")
	}
}

// 4-16-1, 6-4-1-1: hatching puts the top card of the Digi-Egg deck face up in the
// breeding area; 3-3-3: the Digi-Egg deck keeps its order. 4-16-2: no hatching from an
// empty Digi-Egg deck.
func TestHatchTakesTheTopDigiEgg(t *testing.T) {
	s := newScript(t, hatch())
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	bottom := g.AddCard(p1, core.ZoneEggDeck, egg("E1", core.Red))
	top := g.AddCard(p1, core.ZoneEggDeck, egg("E2", core.Blue))
	resume(t, g)
	br := g.Players[p1].Breeding
	if br == nil || br.Top() != top || len(br.Cards) != 1 {
		t.Fatalf("hatched %v, want the top Digi-Egg %v", br, top)
	}
	if ed := g.Players[p1].EggDeck; len(ed) != 1 || ed[0] != bottom {
		t.Errorf("the Digi-Egg deck is %v, want [%v]", ed, bottom)
	}

	s2 := newScript(t)
	g2 := board(t, s2)
	g2.SetTurn(p1, 3, core.PhaseBreeding)
	resume(t, g2)
	// with no Digi-Egg deck and nothing in the breeding area, doing nothing is all
	// there is: the breeding phase asks nothing
	if sp := s2.last(); sp.Kind != core.PromptMain || len(s2.seen) != 1 || g2.Players[p1].Breeding != nil {
		t.Errorf("with no Digi-Egg deck: asked %v, breeding area %v", s2.seen, g2.Players[p1].Breeding)
	}
}

// ace is a Digimon ACE card with <Overflow -n> (4-17).
func ace(num string, c core.Color, level, cost, dp, n int, reqs ...core.DigivolveReq) *core.CardData {
	d := digimon(num, c, level, cost, dp, reqs...)
	d.Ace, d.Overflow = true, n
	return d
}

// 4-17-1: <Overflow> is a rule of Digimon ACE cards: when the card goes from the field, or
// from under a stacked card, to anywhere else, its owner's memory moves by the value.
// 4-17-2: at once, even in the middle of an action — before the attack ends.
// 4-17-5, 4-17-5-1, 4-17-5-2: when several happen at once, the turn player's apply first,
// then the non-turn player's.
func TestOverflowWhenAnAceLeavesTheField(t *testing.T) {
	t.Run("deleted in battle", func(t *testing.T) {
		s := newScript(t)
		g := mainBoard(t, s, 5)
		a := g.AddObject(p1, core.ZoneBattle, ace("ACE", core.Red, 5, 7, 2000, 3))
		x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 5, 7, 8000))
		x.Suspended = true
		s.steps = []step{attack(a, x)}
		resume(t, g)
		if inBattle(g, a) {
			t.Fatalf("the ACE was not deleted")
		}
		if m := g.MemoryOf(p1); m != 2 {
			t.Errorf("the owner's memory is %d after the ACE with <Overflow -3> was deleted at 5; want 2", m)
		}
		battle, end := eventIndex(g, kindIs(core.EvBattle)), eventIndex(g, kindIs(core.EvAttackEnd))
		mem := -1
		for i := battle + 1; i < len(g.Events); i++ {
			if g.Events[i].Kind == core.EvMemory {
				mem = i
				break
			}
		}
		if mem < 0 || mem > end {
			t.Errorf("no <Overflow> memory change between the battle (event %d) and the end of the attack (event %d)", battle, end)
		}
	})
	t.Run("from under a deleted Digimon", func(t *testing.T) {
		s := newScript(t)
		g := mainBoard(t, s, 5)
		a := g.AddObject(p1, core.ZoneBattle, ace("ACE", core.Red, 5, 7, 2000, 3), digimon("TOP", core.Red, 6, 9, 3000))
		x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 5, 7, 8000))
		x.Suspended = true
		s.steps = []step{attack(a, x)}
		resume(t, g)
		if m := g.MemoryOf(p1); m != 2 {
			t.Errorf("memory %d after a stack holding an <Overflow -3> ACE was deleted at 5; want 2", m)
		}
	})
	t.Run("both players at once, the turn player first", func(t *testing.T) {
		s := newScript(t)
		g := mainBoard(t, s, 5)
		a := g.AddObject(p1, core.ZoneBattle, ace("ACE1", core.Red, 5, 7, 6000, 2))
		x := g.AddObject(p2, core.ZoneBattle, ace("ACE2", core.Blue, 5, 7, 6000, 4))
		x.Suspended = true
		s.steps = []step{attack(a, x)}
		resume(t, g)
		if m := g.MemoryOf(p1); m != 7 {
			t.Errorf("memory %d after a tie of <Overflow -2> (p1) and <Overflow -4> (p2) at 5; want 5-2+4 = 7", m)
		}
		battle := eventIndex(g, kindIs(core.EvBattle))
		var order []core.PlayerID
		for _, e := range g.Events[battle+1:] {
			if e.Kind == core.EvMemory {
				order = append(order, e.Player)
			}
		}
		if !slices.Equal(order, []core.PlayerID{p1, p2}) {
			t.Errorf("the <Overflow> memory changes came for %v; want the turn player's first: [p1 p2]", order)
		}
	})
}

// 4-17-3: <Overflow> does nothing when the card is put on the field; 4-17-4: nor when it
// is put under a stacked card (here, by digivolving on top of it). 4-17-1: only leaving
// the field or a stack counts — not moving inside the field (breeding area to battle
// area), not an ACE revealed from the security stack and trashed after its battle.
func TestOverflowNotWhenAnAceEntersTheFieldOrAStack(t *testing.T) {
	acePlay := ace("ACE", core.Red, 5, 3, 6000, 3)
	aceEvo := ace("ACE2", core.Red, 5, 2, 6000, 3, from(core.Red, 4, 2))
	top := digimon("TOP", core.Red, 6, 9, 9000, from(core.Red, 5, 1))
	s := newScript(t)
	g := mainBoard(t, s, 10)
	base := g.AddObject(p1, core.ZoneBattle, digimon("L4", core.Red, 4, 4, 4000))
	s.steps = []step{play(acePlay), digivolve(base, aceEvo), digivolve(base, top)}
	g.AddCard(p1, core.ZoneHand, acePlay)
	g.AddCard(p1, core.ZoneHand, aceEvo)
	g.AddCard(p1, core.ZoneHand, top)
	resume(t, g)
	if m := g.MemoryOf(p1); m != 10-3-2-1 {
		t.Errorf("memory %d after paying 3, 2 and 1 from 10; want 4 — <Overflow> must not apply", m)
	}
	if base.Top().Data != top || base.DigivolutionCards()[1].Data != aceEvo {
		t.Errorf("the stack is %v", base.Cards)
	}
}

// 4-19-1, 4-19-2: to use an Option, its owner needs a Digimon or Tamer of the Option's
// color on their field (the breeding area is part of the field, 3-4-4); the opponent's do
// not count. 4-19-3: a multicolor Option needs every one of its colors. 4-19-4: one
// multicolor Digimon or Tamer can meet several colors.
func TestOptionColorRequirement(t *testing.T) {
	red := option("OR", core.ColorsOf(core.Red), 1)
	redBlue := option("ORB", core.ColorsOf(core.Red, core.Blue), 1)
	multi := digimon("RB", core.Red, 3, 3, 3000)
	multi.Colors = core.ColorsOf(core.Red, core.Blue)
	cases := []struct {
		name          string
		setup         func(g *core.Game)
		wantR, wantRB bool
	}{
		{"empty field", func(*core.Game) {}, false, false},
		{"opponent's red Digimon", func(g *core.Game) {
			g.AddObject(p2, core.ZoneBattle, digimon("R", core.Red, 3, 3, 3000))
		}, false, false},
		{"red Digimon", func(g *core.Game) {
			g.AddObject(p1, core.ZoneBattle, digimon("R", core.Red, 3, 3, 3000))
		}, true, false},
		{"red Digi-Egg in the breeding area", func(g *core.Game) {
			g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red))
		}, true, false},
		{"red Digimon and blue Tamer", func(g *core.Game) {
			g.AddObject(p1, core.ZoneBattle, digimon("R", core.Red, 3, 3, 3000))
			g.AddObject(p1, core.ZoneBattle, tamer("T", core.Blue, 2))
		}, true, true},
		{"one red/blue Digimon", func(g *core.Game) {
			g.AddObject(p1, core.ZoneBattle, multi)
		}, true, true},
	}
	for _, c := range cases {
		g := board(t, newScript(t))
		g.SetTurn(p1, 3, core.PhaseMain)
		g.SetMemory(p1, 3, "test")
		g.AddCard(p1, core.ZoneHand, red)
		g.AddCard(p1, core.ZoneHand, redBlue)
		c.setup(g)
		acts := g.MainActions()
		if usable(acts, red) != c.wantR || usable(acts, redBlue) != c.wantRB {
			t.Errorf("%s: red Option usable %v, red/blue Option usable %v; want %v and %v",
				c.name, usable(acts, red), usable(acts, redBlue), c.wantR, c.wantRB)
		}
	}
}

// 4-17-1: (continued) the ACE cards of these cases never leave the field or a stack.
func TestOverflowNotFromBreedingAreaOrSecurity(t *testing.T) {
	s := newScript(t, move())
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	g.SetMemory(p1, 4, "test")
	addCards(g, p1, core.ZoneDeck, filler("D"), 3)
	moved := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red), ace("ACE", core.Red, 5, 7, 2000, 3))
	g.AddCard(p2, core.ZoneSecurity, ace("SECACE", core.Blue, 5, 7, 9000, 2))
	resume(t, g)
	if !inBattle(g, moved) || g.MemoryOf(p1) != 4 {
		t.Errorf("moving an ACE to the battle area: memory %d, want 4 unchanged", g.MemoryOf(p1))
	}
	s.steps = append(s.steps, attack(moved, nil))
	resume(t, g)
	// The attacker (an ACE itself) is deleted by the Security Digimon: its own <Overflow -3>
	// applies; the Security Digimon's <Overflow -2> must not.
	if inBattle(g, moved) {
		t.Fatalf("the attacker survived")
	}
	if m := g.MemoryOf(p1); m != 1 {
		t.Errorf("memory %d, want 4-3 = 1: only the attacker's <Overflow> (p2's security ACE never was on the field)", m)
	}
}
