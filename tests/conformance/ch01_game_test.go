package conformance

import (
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/deck"
)

// Chapter 1: game overview — winning and losing, the general principles, what a game needs.

// 1-2-1: the player who meets a win condition wins at once.
// 1-2-2: the game ends as soon as a player wins.
// 1-2-3, 1-2-3-1: an attack on the opponent player by a Digimon that can check 1 or more
// security cards succeeds while the opponent has no security cards.
func TestAttackOnPlayerWithoutSecurityWinsAtOnce(t *testing.T) {
	a := digimon("A", core.Red, 3, 3, 3000)
	s := newScript(t)
	g := mainBoard(t, s, 3)
	att := g.AddObject(p1, core.ZoneBattle, a)
	s.steps = []step{attack(att, nil)}

	res := resumeToEnd(t, g)
	if res.Draw || res.Winner != p1 || res.Reason != core.ReasonSecurity {
		t.Fatalf("want p1 to win by security, got %+v", res)
	}
	if len(s.seen) != 1 {
		t.Errorf("the game went on after the win: %d prompts, last %s", len(s.seen), s.last())
	}
	last := g.Events[len(g.Events)-1]
	if last.Kind != core.EvGameEnd || last.Player != p1 {
		t.Errorf("the last event is %+v; want the game's end with p1 winning", last)
	}
	if n := len(events(g, core.EvAttackEnd)); n != 0 {
		t.Errorf("the game ended at once, yet the end of attack was processed (%d events)", n)
	}
}

// 1-2-3-2: a player whose deck is empty in their draw phase cannot draw, and loses.
// 6-3-1: the turn player draws 1 in the draw phase.
func TestEmptyDeckInDrawPhaseLoses(t *testing.T) {
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p2, 2, core.PhaseUnsuspend)
	g.AddCard(p1, core.ZoneDeck, filler("D1"))

	res := resumeToEnd(t, g)
	if res.Winner != p1 || res.Reason != core.ReasonDeckOut {
		t.Fatalf("want p1 to win because p2 could not draw, got %+v", res)
	}
	if len(s.seen) != 0 {
		t.Errorf("the game asked %s after p2 could not draw", s.last())
	}
}

// 1-2-3-2: only the draw phase's draw loses a game; the first player's first turn has no
// draw (6-3-1-1), so an empty deck then is no loss.
func TestEmptyDeckInFirstTurnDoesNotLose(t *testing.T) {
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p1, 1, core.PhaseUnsuspend)

	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 1) // through the draw and breeding phases
}

// 1-2-4: any player may concede at any time and loses at once — here the turn player at
// a main phase prompt, and the non-turn player at a block prompt.
func TestConcedeLosesAtOnce(t *testing.T) {
	t.Run("turn player", func(t *testing.T) {
		s := newScript(t, concede(core.PromptMain))
		g := mainBoard(t, s, 3)
		res := resumeToEnd(t, g)
		if res.Winner != p2 || res.Reason != core.ReasonConcede {
			t.Fatalf("want p2 to win by concession, got %+v", res)
		}
	})
	t.Run("non-turn player", func(t *testing.T) {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		att := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
		b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 1000))
		g.Grant(&core.Modifier{Target: b, Keywords: []core.Keyword{core.Blocker}})
		g.AddCard(p2, core.ZoneSecurity, filler("S"))
		s.steps = []step{attack(att, nil), concede(core.PromptBlock).as(p2)}
		res := resumeToEnd(t, g)
		if res.Winner != p1 || res.Reason != core.ReasonConcede {
			t.Fatalf("want p1 to win by p2's concession, got %+v", res)
		}
		if len(g.Players[p2].Security) != 1 {
			t.Errorf("the attack went on after the concession")
		}
	})
}

// 1-3-1: card text wins over the rules. By the rules a Digimon played this turn cannot
// attack (7-1-2-1); one with <Rush> can.
func TestRushOverridesPlayedThisTurn(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	o.PlayedTurn = g.Turn
	if n := len(attacksBy(g.MainActions(), o)); n != 0 {
		t.Fatalf("a Digimon played this turn is offered %d attacks", n)
	}
	g.Grant(&core.Modifier{Target: o, Keywords: []core.Keyword{core.Rush}, Until: core.EndOfTurn})
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(o, nil)}
	resume(t, g)
	if len(g.Players[p2].Security) != 0 {
		t.Errorf("the <Rush> Digimon's attack did not check security")
	}
}

// 1-3-4: a process done 0 times or fewer does not happen, and a negative number of times
// does not do the reverse: an attacker that checks 0 or fewer security cards leaves the
// security stack as it is (4-2-9 gives 1, <Security A. -N> takes away).
func TestZeroOrNegativeChecksDoNothing(t *testing.T) {
	for _, mod := range []int{-1, -3} {
		s := newScript(t)
		g := mainBoard(t, s, 3)
		o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
		g.Grant(&core.Modifier{Target: o, Checks: mod})
		addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
		if n := g.SecurityChecks(o); n != 0 {
			t.Errorf("Security A. %d on a 1-check Digimon: %d checks, want 0", mod, n)
		}
		s.steps = []step{attack(o, nil)}
		resume(t, g)
		if n := len(g.Players[p2].Security); n != 2 {
			t.Errorf("Security A. %d: the security stack has %d cards, want 2", mod, n)
		}
		if n := len(events(g, core.EvSecurityCheck)); n != 0 {
			t.Errorf("Security A. %d: %d security checks", mod, n)
		}
	}
}

// 1-3-8: several modifications of a number are summed first and the sum applied once:
// 2000 DP with -3000 and +2000 is 1000 DP, not 0 then 2000 (DP never goes below 0).
func TestModifiersAreSummedBeforeApplied(t *testing.T) {
	g := board(t, newScript(t))
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 2000))
	g.Grant(&core.Modifier{Target: o, DP: -3000})
	g.Grant(&core.Modifier{Target: o, DP: +2000})
	if v := dp(t, g, o); v != 1000 {
		t.Errorf("DP %d, want 1000 (2000 + (-3000 + 2000))", v)
	}
	b := g.AddObject(p1, core.ZoneBattle, digimon("B", core.Red, 3, 3, 5000))
	g.Grant(&core.Modifier{Target: b, DP: +3000})
	g.Grant(&core.Modifier{Target: b, DP: -2000})
	if v := dp(t, g, b); v != 6000 {
		t.Errorf("DP %d, want 6000 (5000 + 1000)", v)
	}
}

// 1-3-9: a cost below 0 is paid as 0 — to play and to digivolve.
func TestNegativeCostIsPaidAsZero(t *testing.T) {
	cheap := digimon("C", core.Red, 3, -2, 3000)
	up := digimon("U", core.Red, 4, 5, 5000, from(core.Red, 3, -1))
	s := newScript(t)
	g := mainBoard(t, s, 2)
	g.AddCard(p1, core.ZoneHand, cheap)
	g.AddCard(p1, core.ZoneHand, up)
	s.steps = []step{play(cheap)}
	resume(t, g)
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("playing a cost -2 card: memory %d, want 2", m)
	}
	for _, e := range events(g, core.EvPlay) {
		if e.N != 0 {
			t.Errorf("the play event logs %d as the cost paid; 1-3-9 pays 0", e.N)
		}
	}
	o := g.Players[p1].Battle[0]
	s.steps = append(s.steps, digivolve(o, up))
	resume(t, g)
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("digivolving for -1: memory %d, want 2", m)
	}
	if o.Top().Data != up {
		t.Errorf("did not digivolve")
	}
}

// 1-3-11-3: a play may be declared at a cost an optional processing condition of its
// own ("when this card would be played, by X, reduce the play cost by 4") makes payable,
// as long as X can be done: the offer counts the immediate effect's reduction
// (Effect.Reduces) while its condition holds, and not while its player can't reduce play
// costs (15-1-3). A cost 12 card with memory 0: offered only with the reduction, at the
// cost left after it.
func TestPlayOfferedAtACostAnOptionalReductionMakesPayable(t *testing.T) {
	for _, tc := range []struct {
		name        string
		canDoX, ban bool
		want        bool
	}{{"X can be done", true, false, true}, {"X cannot be done", false, false, false}, {"a ban on reducing", true, true, false}} {
		x := digimon("X", core.Red, 6, 12, 11000)
		cut := &core.Effect{Label: "X reduce", Kind: core.Immediate, Areas: core.AreaHand,
			Trigger: func(c *core.Ctx, ev *core.Event) bool {
				return c.Would != nil && c.Would.Kind == core.WouldPlay && ev.CardID == c.Card.ID
			},
			Condition: func(*core.Ctx) bool { return tc.canDoX },
			Reduces:   func(*core.Ctx) int { return 4 },
			Resolve:   func(c *core.Ctx) { c.ChangeCost(-4) },
		}
		g := effectBoard(t, newScript(t), 0, core.EffectMap{"X": {cut}})
		if tc.ban { // "players can't reduce play costs"
			g.Grant(&core.Modifier{Player: p2, Ban: &core.Ban{Both: true, Deed: core.DeedReducePlayCosts}})
		}
		g.AddCard(p1, core.ZoneHand, x)
		acts := g.MainActions()
		if got := playable(acts, x); got != tc.want {
			t.Errorf("%s: offered %v, want %v", tc.name, got, tc.want)
		}
		for _, c := range acts {
			if c.Action == core.ActPlay && c.Cost != 8 {
				t.Errorf("%s: offered at cost %d, want 8 (12 - 4)", tc.name, c.Cost)
			}
		}
	}
}

// 1-4-1-2-1: the deck has exactly 50 cards. 1-4-1-2-2: at most 4 copies of a card number,
// unless a rule or effect allows more. 1-4-1-3-1: the Digi-Egg deck has 0 to 5 cards.
// 1-4-1-3-2: at most 4 copies of a Digi-Egg card number. (Games receive decks already
// checked; core/deck.Validate applies these rules.)
func TestDeckConstruction(t *testing.T) {
	cards := make([]*core.CardData, 13)
	for i := range cards {
		cards[i] = digimon("M"+string(rune('A'+i)), core.Red, 3, 3, 3000)
	}
	main := func(n int) []*core.CardData {
		var out []*core.CardData
		for i := 0; len(out) < n; i++ {
			out = append(out, cards[(i/4)%len(cards)])
		}
		return out
	}
	e1, e2 := egg("E1", core.Red), egg("E2", core.Red)
	many := digimon("MANY", core.Red, 3, 3, 3000)
	many.MaxCopies = 50
	fiveMany := append(main(45), many, many, many, many, many)
	fiveSame := append(main(45), cards[12], cards[12], cards[12], cards[12], cards[12])
	cases := []struct {
		name string
		main []*core.CardData
		eggs []*core.CardData
		want string // a word the error must hold; "" = legal
	}{
		{"50 cards, 4 eggs", main(50), []*core.CardData{e1, e1, e2, e2}, ""},
		{"no Digi-Egg deck", main(50), nil, ""},
		{"49 cards", main(49), nil, "1-4-1-2-1"},
		{"51 cards", main(51), nil, "1-4-1-2-1"},
		{"5 copies", fiveSame, nil, "1-4-1-2-2"},
		{"5 copies allowed by the card", fiveMany, nil, ""},
		{"6 eggs", main(50), []*core.CardData{e1, e1, e1, e2, e2, e2}, "1-4-1-3-1"},
		{"5 copies of an egg", main(50), []*core.CardData{e1, e1, e1, e1, e1}, "1-4-1-3-2"},
	}
	for _, c := range cases {
		err := (&deck.Deck{Name: c.name, Main: c.main, Eggs: c.eggs}).Validate(nil)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: want legal, got %v", c.name, err)
		case c.want != "" && err == nil:
			t.Errorf("%s: want it rejected (%s), it was accepted", c.name, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: rejected for another reason: %v", c.name, err)
		}
	}
}

// 1-4-2-1: one memory gauge, shared by both players. 1-4-2-3: a player's own side and
// the opponent's side: memory 3 on one side is memory 3 on the opponent's side for the
// other player. 1-4-2-2: each side goes up to 10 and never past it.
func TestMemoryGaugeIsSharedAndCapped(t *testing.T) {
	g := board(t, newScript(t))
	g.SetMemory(p1, 3, "test")
	if g.MemoryOf(p1) != 3 || g.MemoryOf(p2) != -3 {
		t.Errorf("memory 3 on p1's side: p1 sees %d, p2 sees %d; want 3 and -3", g.MemoryOf(p1), g.MemoryOf(p2))
	}
	g.GainMemory(p2, 5, "test")
	if g.MemoryOf(p2) != 2 || g.MemoryOf(p1) != -2 {
		t.Errorf("p2 gains 5 from -3: p2 sees %d, p1 sees %d; want 2 and -2", g.MemoryOf(p2), g.MemoryOf(p1))
	}
	g.GainMemory(p1, 15, "test")
	if m := g.MemoryOf(p1); m != core.MaxMemory {
		t.Errorf("p1 gains 15 from -2: %d, want the cap 10", m)
	}
	g.GainMemory(p2, 30, "test")
	if m := g.MemoryOf(p2); m != core.MaxMemory {
		t.Errorf("p2 gains 30: %d, want the cap 10", m)
	}
	g.SetMemory(p1, 12, "test")
	if m := g.MemoryOf(p1); m != core.MaxMemory {
		t.Errorf("memory set to 12: %d, want the cap 10", m)
	}
}
