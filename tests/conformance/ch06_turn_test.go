package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 6: the turn.

// phasesOf lists the phases entered in a turn, in order.
func phasesOf(g *core.Game, turn int) []string {
	var out []string
	for _, e := range events(g, core.EvPhase) {
		if e.Turn == turn {
			out = append(out, e.Text)
		}
	}
	return out
}

// 1-1-1: the game is played by 2 players. 6-1-1: one of them is the turn player of each
// turn; 4-10-1: the other is the non-turn player. 6-1-2: a turn goes unsuspend phase, draw phase, breeding phase, main phase.
// 6-1-3: a phase ends only when nothing is left to resolve in it. 6-6-3: when the turn
// ends, the non-turn player's turn begins.
func TestTurnPhasesInOrderAndTurnsAlternate(t *testing.T) {
	s := newScript(t, redraw(false), redraw(false), nothing(), pass(), nothing(), pass())
	g := setupGame(t, 5, true, s)
	runToHalt(t, g)
	fp := g.FirstPlayer
	var turnPlayers []core.PlayerID
	for _, e := range events(g, core.EvTurnStart) {
		turnPlayers = append(turnPlayers, e.Player)
	}
	if want := []core.PlayerID{fp, fp.Opponent(), fp}; !slices.Equal(turnPlayers, want) {
		t.Errorf("turn players %v, want %v", turnPlayers, want)
	}
	want := []string{"unsuspend", "draw", "breeding", "main", "end_of_turn"}
	for turn := 1; turn <= 2; turn++ {
		if got := phasesOf(g, turn); !slices.Equal(got, want) {
			t.Errorf("turn %d went through %v, want %v", turn, got, want)
		}
	}
	for _, sp := range s.seen[2:] {
		if want := turnPlayers[sp.Turn-1]; sp.Player != want {
			t.Errorf("a prompt of the non-turn player in a turn without attacks: %s", sp)
		}
	}
	expectPrompt(t, s, core.PromptBreeding, fp, 3)
}

// 6-2-1: at the start of the turn the turn player unsuspends all their cards on the
// field (breeding area too) at once; 6-2-1-3: in no order. 1-3-3: a card already
// unsuspended is not unsuspended again. The non-turn player's cards stay as they are.
func TestUnsuspendPhaseUnsuspendsTheTurnPlayersCards(t *testing.T) {
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseUnsuspend)
	g.AddCard(p1, core.ZoneDeck, filler("D"))
	s1 := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	s2 := g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 2))
	u := g.AddObject(p1, core.ZoneBattle, digimon("B", core.Red, 3, 3, 3000))
	br := g.AddObject(p1, core.ZoneBreeding, digimon("C", core.Red, 3, 3, 3000))
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 3000))
	s1.Suspended, s2.Suspended, br.Suspended, x.Suspended = true, true, true, true
	resume(t, g)
	expectPrompt(t, s, core.PromptBreeding, p1, 3)
	var got []int
	for _, e := range events(g, core.EvUnsuspend) {
		got = append(got, e.Obj)
	}
	slices.Sort(got)
	want := []int{s1.ID, s2.ID, br.ID}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("unsuspended %v, want exactly the suspended cards of p1 %v", got, want)
	}
	if s1.Suspended || s2.Suspended || br.Suspended || u.Suspended {
		t.Errorf("p1 still has suspended cards")
	}
	if !x.Suspended {
		t.Errorf("p2's Digimon was unsuspended in p1's turn")
	}
}

// 6-2-1-2: if processing at the start of the turn meets the turn-end condition, the turn
// ends before the unsuspend (here an observer stands in for a [Start of Your Turn]
// effect that moves the memory to the opponent's side).
func TestStartOfTurnProcessingCanEndTheTurn(t *testing.T) {
	s := newScript(t, pass())
	startOfP2 := once(func(e core.Event) bool { return e.Kind == core.EvTurnStart && e.Player == p2 },
		func(g *core.Game, _ *core.Event) { g.SetMemory(p2, -1, "start-of-turn effect") })
	g := mainBoard(t, s, 0, startOfP2)
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 3000))
	x.Suspended = true
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 5) // nothing to hatch or move: no breeding prompt
	if !x.Suspended {
		t.Errorf("p2's Digimon was unsuspended in a turn that ended at its start")
	}
	if n := len(g.Players[p2].Hand); n != 0 {
		t.Errorf("p2 drew %d cards in a turn that ended at its start", n)
	}
	if got := phasesOf(g, 4); slices.Contains(got, "draw") || !slices.Contains(got, "end_of_turn") {
		t.Errorf("turn 4 went through %v", got)
	}
	if m := g.MemoryOf(p1); m != 1 {
		t.Errorf("p1 starts turn 5 with memory %d, want 1", m)
	}
}

// 6-3-1: the turn player draws 1 card. 6-3-1-1: except in the first player's first turn;
// every later draw phase draws.
func TestFirstPlayerSkipsTheFirstDraw(t *testing.T) {
	type handAt struct {
		turn int
		p    core.PlayerID
		n    int
	}
	var hands []handAt
	s := newScript(t, redraw(false), redraw(false), nothing(), pass(), nothing(), pass())
	agent := core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if p.Kind == core.PromptBreeding {
			hands = append(hands, handAt{v.Turn(), v.Me(), len(v.Hand())})
		}
		return s.Choose(v, p)
	})
	g := setupGame(t, 9, true, agent)
	runToHalt(t, g)
	fp := g.FirstPlayer
	want := []handAt{{1, fp, 5}, {2, fp.Opponent(), 6}, {3, fp, 6}}
	if !slices.Equal(hands, want) {
		t.Errorf("hand sizes at the breeding phases %v, want %v", hands, want)
	}
}

// 6-4-1: in the breeding phase the turn player does one of: hatch (6-4-1-1), move a
// Digimon out of the breeding area (6-4-1-2), or nothing (6-4-1-3) — each when possible.
// With nothing to hatch or move, doing nothing is all there is: the engine asks
// nothing and goes on to the main phase.
func TestBreedingPhaseOptions(t *testing.T) {
	cases := []struct {
		name  string
		eggs  int
		field *core.CardData
		want  []core.ActionKind // nil: not asked
	}{
		{"Digi-Eggs, empty breeding area", 2, nil, []core.ActionKind{core.ActHatch, core.ActNothing}},
		{"no Digi-Eggs, empty breeding area", 0, nil, nil},
		{"a Digi-Egg in the breeding area", 2, egg("E", core.Red), nil},
		{"a Digimon in the breeding area", 2, digimon("A", core.Red, 3, 3, 3000), []core.ActionKind{core.ActMove, core.ActNothing}},
	}
	for _, c := range cases {
		s := newScript(t)
		if c.want != nil {
			s.steps = []step{nothing()}
		}
		g := board(t, s)
		g.SetTurn(p1, 3, core.PhaseBreeding)
		addCards(g, p1, core.ZoneEggDeck, egg("E", core.Red), c.eggs)
		if c.field != nil {
			g.AddObject(p1, core.ZoneBreeding, c.field)
		}
		resume(t, g)
		if c.want == nil {
			if sp := s.seen[0]; sp.Kind != core.PromptMain || !slices.Contains(phasesOf(g, 3), "breeding") {
				t.Errorf("%s: want the breeding phase passed without a prompt, then the main phase; got %s", c.name, sp)
			}
			continue
		}
		var got []core.ActionKind
		for _, o := range s.seen[0].Choices {
			got = append(got, o.Action)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: breeding options %v, want %v", c.name, got, c.want)
		}
		// 6-4-1-3: doing nothing changes nothing and goes on to the main phase.
		if sp := s.last(); sp.Kind != core.PromptMain || len(g.Players[p1].EggDeck) != c.eggs {
			t.Errorf("%s: after doing nothing: %s, %d Digi-Eggs", c.name, sp, len(g.Players[p1].EggDeck))
		}
	}
}

// 6-5-1: in the main phase the turn player takes any of the actions, in any order, any
// number of times: play (6-5-1-1-1), digivolve (6-5-1-2-1), attack (6-5-1-5-1).
func TestMainPhaseActionsInAnyOrder(t *testing.T) {
	a := digimon("A", core.Red, 3, 2, 3000)
	b := digimon("B", core.Red, 4, 3, 5000, from(core.Red, 3, 1))
	tm := tamer("T", core.Red, 1)
	s := newScript(t)
	g := mainBoard(t, s, 10)
	old := g.AddObject(p1, core.ZoneBattle, digimon("O", core.Red, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, a)
	g.AddCard(p1, core.ZoneHand, b)
	g.AddCard(p1, core.ZoneHand, tm)
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	s.steps = []step{attack(old, nil), play(a), play(tm), mainStep("digivolve the played A into B", func(c core.Choice) bool {
		return c.Action == core.ActDigivolve && c.Card.Data == b && c.Obj.Top().Data == a
	})}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	var kinds []core.EventKind
	for _, e := range events(g, core.EvAttack, core.EvPlay, core.EvDigivolve) {
		kinds = append(kinds, e.Kind)
	}
	if want := []core.EventKind{core.EvAttack, core.EvPlay, core.EvPlay, core.EvDigivolve}; !slices.Equal(kinds, want) {
		t.Errorf("actions taken %v, want %v", kinds, want)
	}
	if m := g.MemoryOf(p1); m != 10-2-1-1 {
		t.Errorf("memory %d, want 6", m)
	}
}

// 6-5-1-3-1: using an Option from the hand pays its cost; with no effect to resolve it is
// then trashed (9-1-5).
func TestUseAnOption(t *testing.T) {
	o := option("OPT", core.ColorsOf(core.Red), 2)
	s := newScript(t, use(o))
	g := mainBoard(t, s, 4)
	g.AddObject(p1, core.ZoneBattle, digimon("R", core.Red, 3, 3, 3000))
	c := g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("memory %d after using a cost 2 Option at 4, want 2", m)
	}
	if !holds(g.Players[p1].Trash, c) || holds(g.Players[p1].Hand, c) {
		t.Errorf("the used Option is in %s, want the trash", c.Zone)
	}
	if len(events(g, core.EvUse)) != 1 {
		t.Errorf("no use event")
	}
}

// 6-5-1-7, 6-5-1-7-1: passing puts the memory at 3 on the opponent's side (4-9-3: the
// other player) at once, whatever it was, and so ends the turn; the opponent starts
// with 3.
func TestPassGivesTheOpponentThree(t *testing.T) {
	for _, m := range []int{0, 2, 10} {
		s := newScript(t, pass())
		g := mainBoard(t, s, m)
		resume(t, g)
		expectPrompt(t, s, core.PromptMain, p2, 4)
		if got := g.MemoryOf(p2); got != 3 {
			t.Errorf("pass at memory %d: p2 starts with %d, want 3", m, got)
		}
		pass := eventIndex(g, kindIs(core.EvPass))
		next := g.Events[pass+1]
		if next.Kind != core.EvMemory || next.N != 3 || next.Player != p2 {
			t.Errorf("pass at memory %d: the next event is %+v, want the memory set to 3 for p2", m, next)
		}
	}
}

// 6-1-4, 6-1-4-1: the turn-end condition is memory 1 or more on the opponent's side with
// nothing left to resolve; memory 0 does not end the turn. 6-6-1: meeting it starts the
// end of turn; 6-6-3: then the opponent's turn begins, with what memory is left.
func TestTurnEndsWhenMemoryCrossesToTheOpponent(t *testing.T) {
	three := digimon("A", core.Red, 3, 3, 3000)
	five := digimon("B", core.Red, 4, 5, 5000)
	s := newScript(t, play(three))
	g := mainBoard(t, s, 3)
	g.AddCard(p1, core.ZoneHand, three)
	g.AddCard(p1, core.ZoneHand, five)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if g.MemoryOf(p1) != 0 || slices.Contains(phasesOf(g, 3), "end_of_turn") {
		t.Fatalf("memory 0 ended the turn")
	}
	s.steps = append(s.steps, play(five))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p2, 4)
	if got := phasesOf(g, 3); got[len(got)-1] != "end_of_turn" {
		t.Errorf("turn 3 did not end through the end of turn: %v", got)
	}
	if m := g.MemoryOf(p2); m != 5 {
		t.Errorf("p2 starts with %d memory, want the 5 p1 left on p2's side", m)
	}
}

// 6-1-4-1: the turn ends only once nothing is left to resolve: an action that moves the
// memory to the opponent's side is carried out to its end — a digivolution still draws
// its card (8-1-3-3).
func TestDigivolutionIsNotCutOffByMemory(t *testing.T) {
	up := digimon("U", core.Red, 4, 5, 5000, from(core.Red, 3, 3))
	s := newScript(t)
	g := mainBoard(t, s, 1)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, up)
	s.steps = []step{digivolve(o, up)}
	resume(t, g)
	if o.Top().Data != up || len(g.Players[p1].Hand) != 1 {
		t.Errorf("digivolving into the opponent's side: top %v, hand %d; want the digivolution done and 1 card drawn",
			o.Top(), len(g.Players[p1].Hand))
	}
	if sp := s.last(); sp.Player != p2 || sp.Turn != 4 {
		t.Errorf("the turn did not end after the digivolution: %s", sp)
	}
}

// 6-1-4-1: an attack is not cut off midway: memory moving to the opponent's side during
// the attack (an observer stands in for "[When Attacking] memory -4") ends the turn only
// after the attack is over (11-1-5).
func TestAttackIsNotCutOffByMemory(t *testing.T) {
	s := newScript(t)
	whenAttacking := once(kindIs(core.EvAttack), func(g *core.Game, _ *core.Event) { g.GainMemory(p1, -4, "when attacking") })
	g := mainBoard(t, s, 0, whenAttacking)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(o, nil)}
	resume(t, g)
	if n := len(g.Players[p2].Security); n != 1 {
		t.Errorf("the attack was cut off: %d security cards left of 2", n)
	}
	end := eventIndex(g, kindIs(core.EvAttackEnd))
	eot := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvPhase && e.Text == "end_of_turn" })
	if end < 0 || eot < end {
		t.Errorf("the end of turn (event %d) came before the end of the attack (event %d)", eot, end)
	}
	if sp := s.last(); sp.Player != p2 || sp.Turn != 4 {
		t.Errorf("the turn did not end after the attack: %s", sp)
	}
}

// 6-6-2: the end of turn lasts until everything in it is resolved. 6-6-4: if the memory
// is back at 0 or more after it, the turn does not end and the phase goes on (an observer
// stands in for an [End of Your Turn] effect that gains 3 memory).
func TestEndOfTurnWithMemoryBackGoesOn(t *testing.T) {
	s := newScript(t, pass(), pass())
	endOfTurn := once(func(e core.Event) bool { return e.Kind == core.EvPhase && e.Text == "end_of_turn" },
		func(g *core.Game, _ *core.Event) { g.GainMemory(g.TurnPlayer, 3, "end-of-turn effect") })
	g := mainBoard(t, s, 0, endOfTurn)
	resume(t, g)
	if len(s.seen) != 3 {
		t.Fatalf("want 3 prompts, got %v", s.seen)
	}
	if sp := s.seen[1]; sp.Kind != core.PromptMain || sp.Player != p1 || sp.Turn != 3 || sp.Phase != core.PhaseMain {
		t.Errorf("after the end-of-turn effect brought the memory back to 0, want p1's main phase of turn 3: %s", sp)
	}
	expectPrompt(t, s, core.PromptMain, p2, 4)
}
