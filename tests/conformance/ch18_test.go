package conformance

import (
	"slices"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 18-1 and 18-2: delayed processing and replacement processing.

// 18-1-1: a delayed processing waits for its timing, then is handled like a triggered
// effect — the rule's example: "[When Attacking] Memory +3. At the end of this turn,
// memory -3." 18-1-2: at that timing it is simultaneous with the effects triggered
// then: the turn player orders it with their [End of Your Turn] effect.
func TestDelayedProcessingAtTheEndOfTheTurn(t *testing.T) {
	effs := core.EffectMap{
		"X": {triggered("X memory +3", core.WhenAttacking, func(c *core.Ctx) {
			c.Game.GainMemory(c.Player, 3, "when attacking")
			c.Delay("X memory -3", core.AtEndOfTurn, gain(-3))
		})},
		"T": {triggered("T end of turn", core.AtEndOfYourTurn, nothingMore)},
	}
	s := newScript(t)
	g := effectBoard(t, s, 0, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	addCards(g, p2, core.ZoneSecurity, filler("F"), 1)
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	if m := g.MemoryOf(p1); m != 3 {
		t.Fatalf("memory %d after the attack, want 3: the delayed processing must wait for the end of the turn", m)
	}
	s.steps = append(s.steps, pass(), orderFirst("X memory -3").as(p1))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p2, 4)
	if got := s.promptsOf(core.PromptOrder); len(got) != 1 || !slices.Contains(got[0].labels(), "T end of turn") {
		t.Fatalf("want the delayed processing ordered with the [End of Your Turn] effect; order prompts %v", got)
	}
	if got, want := activations(g), []string{"X memory +3", "X memory -3", "T end of turn"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
	if m := g.MemoryOf(p2); m != 6 {
		t.Errorf("p2 starts with %d memory, want the 3 from the pass + the 3 lost at the end of the turn", m)
	}
}

// 18-2-1: a replacement ("instead") does another processing in place of the one that
// would happen. 18-2-3: a forced one always replaces — the rule's example: "Delete 1 of
// your opponent's Digimon with 6000 DP or less. If you have a Digimon with 'Greymon' in
// its name, instead delete your opponent's Digimon with the lowest DP."
func TestForcedReplacementInAnEffect(t *testing.T) {
	for _, greymon := range []bool{false, true} {
		o := option("O", core.ColorsOf(core.Red), 0)
		effs := core.EffectMap{"O": {mainEffect("O delete", func(c *core.Ctx) {
			dpOf := func(x *core.FieldObject) int { v, _ := c.Game.DP(x); return v }
			haveGreymon := len(c.Game.Objects(func(x *core.FieldObject) bool {
				d := c.Game.Derive(x)
				return x.Owner == c.Player && d.HasName("Greymon")
			})) > 0
			if haveGreymon { // instead
				var lowest *core.FieldObject
				for _, x := range opponentsDigimon(c) {
					if lowest == nil || dpOf(x) < dpOf(lowest) {
						lowest = x
					}
				}
				c.Game.Delete(lowest)
				return
			}
			cands := c.Game.Objects(func(x *core.FieldObject) bool { return x.Owner == c.Opponent() && dpOf(x) <= 6000 })
			c.Game.Delete(c.Choose(c.Player, cands, 1, 1, "delete 1 with 6000 DP or less")...)
		})}}
		s := newScript(t, use(o))
		g := effectBoard(t, s, 3, effs)
		mine := digimon("G", core.Red, 4, 4, 5000)
		if greymon {
			mine.Name = "Greymon"
		}
		g.AddObject(p1, core.ZoneBattle, mine)
		low := g.AddObject(p2, core.ZoneBattle, digimon("L", core.Blue, 3, 3, 3000))
		mid := g.AddObject(p2, core.ZoneBattle, digimon("M", core.Blue, 4, 4, 6000))
		g.AddCard(p1, core.ZoneHand, o)
		if !greymon {
			s.steps = append(s.steps, target(mid))
		}
		resume(t, g)
		expectPrompt(t, s, core.PromptMain, p1, 3)
		want := mid
		if greymon {
			want = low
		}
		if got := deletedObjs(g); !slices.Equal(got, []int{want.ID}) {
			t.Errorf("Greymon %v: deleted %v, want #%d", greymon, got, want.ID)
		}
		if greymon && s.count(core.PromptChoose) != 0 {
			t.Errorf("the replaced processing still asked for a target")
		}
	}
}

// 18-2-1, 18-2-2: an optional replacement, as an immediate effect: "when one of your
// Digimon would be deleted, you may trash the top card of your security stack instead".
// Chosen, the Digimon stays and the security card is trashed; declined, the deletion
// happens.
func TestOptionalReplacementOfADeletion(t *testing.T) {
	for _, replace := range []bool{true, false} {
		o := option("O", core.ColorsOf(core.Red), 0)
		instead := &core.Effect{Label: "U instead", Kind: core.Immediate, Optional: true,
			Trigger: func(c *core.Ctx, ev *core.Event) bool {
				x := objByID(c.Game, ev.Obj)
				return c.Would.Kind == core.WouldDelete && x != nil && x.Owner == c.Player
			},
			Resolve: func(c *core.Ctx) {
				sec := c.Game.Players[c.Player].Security
				if len(sec) == 0 {
					return
				}
				c.Would.Prevent(objByID(c.Game, c.Event.Obj))
				c.Game.MoveCard(sec[len(sec)-1], core.ZoneTrash)
			}}
		effs := core.EffectMap{
			"O": {mainEffect("O delete all", deleteAllOpponents)},
			"U": {instead},
		}
		answer := answerNo()
		if replace {
			answer = answerYes()
		}
		s := newScript(t, use(o), answer.as(p2))
		g := effectBoard(t, s, 3, effs)
		g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
		g.AddObject(p2, core.ZoneBattle, tamer("U", core.Blue, 1))
		b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
		addCards(g, p2, core.ZoneSecurity, filler("F"), 2)
		g.AddCard(p1, core.ZoneHand, o)
		resume(t, g)
		expectPrompt(t, s, core.PromptMain, p1, 3)
		wantSec := 2
		if replace {
			wantSec = 1
		}
		if inBattle(g, b) != replace || len(g.Players[p2].Security) != wantSec {
			t.Errorf("replace %v: Digimon in the battle area %v, security %d; want %v and %d",
				replace, inBattle(g, b), len(g.Players[p2].Security), replace, wantSec)
		}
	}
}

// ---------------------------------------------------------------- 18-3 endless loops

// echoes are two Digimon whose effects trigger on every activation of any effect (each
// activation sets both off again, 15-4-5), and a Tamer whose [Main] effect starts it.
func echoes(resolve func(c *core.Ctx)) core.EffectMap {
	anyActivation := func(c *core.Ctx, ev *core.Event) bool { return ev.Kind == core.EvActivate }
	return core.EffectMap{
		"E1": {whenever("E1 echo", anyActivation, resolve)},
		"E2": {whenever("E2 echo", anyActivation, resolve)},
		"T":  {mainEffect("T call", nothingMore)},
	}
}

// loopGame sets up the echoes in p1's battle area; the agent answers every prompt after
// p1 activates the Tamer's [Main] effect.
func loopGame(t *testing.T, effs core.EffectMap, agent func(p *core.Prompt) int) (*core.Game, *int) {
	t.Helper()
	asked := 0
	started := false
	a := core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if !started {
			started = true
			for i, c := range p.Choices {
				if c.Action == core.ActActivate {
					return i
				}
			}
			t.Fatalf("no [Main] effect to activate at %s", p)
		}
		asked++
		return agent(p)
	})
	g := effectBoardFor(t, a, 3, effs)
	g.AddObject(p1, core.ZoneBattle, digimon("E1", core.Black, 3, 3, 3000))
	g.AddObject(p1, core.ZoneBattle, digimon("E2", core.Black, 3, 3, 3000))
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Black, 1))
	return g, &asked
}

// 18-3-2, 18-3-3-3: a player who always gives the same answer to a loop's question
// lets it go round — the repetitions they declare (18-3-3-1) — until the limit; then
// they must stop it with their means, the other answer. When that comes back too, no
// player has a means to stop the loop: a draw, after about a hundred questions and not
// tens of thousands.
func TestALoopEveryAnswerOfWhichComesBackIsADraw(t *testing.T) {
	g, asked := loopGame(t, echoes(nothingMore), func(p *core.Prompt) int {
		if p.Kind != core.PromptOrder {
			t.Fatalf("want only order prompts, got %s", p)
		}
		return 0
	})
	res := resumeToEnd(t, g)
	if !res.Draw || res.Reason != core.ReasonLoop {
		t.Fatalf("result %+v, want a draw by an endless loop", res)
	}
	if *asked < 100 || *asked > 103 {
		t.Errorf("%d questions before the draw, want the 100 repetitions and the other answer", *asked)
	}
	end := g.Events[len(g.Events)-1]
	if !strings.Contains(end.Text, "18-3-2") {
		t.Errorf("the game's end says %q, want the rule 18-3-2", end.Text)
	}
}

// 18-3-3, 18-3-3-3: a loop its player can stop is not a draw. Always answering "yes"
// to "you may unsuspend it" is the player declaring repetitions; at the limit only
// "no" is offered, the loop stops and the game goes on.
func TestALoopAPlayerCanStopIsStoppedByThatPlayer(t *testing.T) {
	effs := core.EffectMap{"P": {
		&core.Effect{Label: "P unsuspend", Kind: core.Triggered, Timing: core.When, Optional: true,
			Trigger: func(c *core.Ctx, ev *core.Event) bool { return ev.Kind == core.EvSuspend && ev.Obj == c.Obj.ID },
			Resolve: func(c *core.Ctx) { c.Game.Unsuspend(c.Obj) }},
		whenever("P suspend", func(c *core.Ctx, ev *core.Event) bool { return ev.Kind == core.EvUnsuspend && ev.Obj == c.Obj.ID },
			func(c *core.Ctx) { c.Game.Suspend(c.Obj) }),
	}}
	yes, narrowed := 0, 0
	attacked := false
	agent := core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if p.Player == p2 {
			return 0
		}
		switch p.Kind {
		case core.PromptMain:
			if attacked {
				return core.Halt
			}
			attacked = true
			for i, c := range p.Choices {
				if c.Action == core.ActAttack {
					return i
				}
			}
		case core.PromptYesNo:
			if len(p.Choices) == 1 {
				narrowed++
				if p.Choices[0].Action != core.ActNo || !strings.Contains(p.Text, "18-3-3-3") {
					t.Errorf("the narrowed question offers %v (%q), want only no, citing 18-3-3-3", p.Choices, p.Text)
				}
				return 0
			}
			yes++
			return 0 // yes
		}
		t.Fatalf("unexpected prompt %s", p)
		return 0
	})
	g := effectBoardFor(t, agent, 3, effs)
	pend := g.AddObject(p1, core.ZoneBattle, digimon("P", core.Black, 4, 4, 5000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 1)
	res := g.Resume()
	if !res.Halted {
		t.Fatalf("result %+v, want the game to go on to p1's next main-phase prompt", res)
	}
	// The 100 repetitions count from the loop's second time round: the first time, the
	// position is only sketched (core/loop.go), so one more "yes" comes before.
	if yes != 101 || narrowed != 1 {
		t.Errorf("%d yes and %d narrowed questions, want 101 and 1", yes, narrowed)
	}
	if !pend.Suspended || pend.Zone != core.ZoneBattle {
		t.Errorf("the Digimon is not left suspended in the battle area")
	}
}

// The backstop: a loop that changes the position every time round (here each echo
// gives +1000 DP for the turn, so no position repeats) ends as a draw by an endless
// loop after core.MaxDecisionsPerTurn decisions in one turn, instead of running out
// of memory.
func TestALoopThatNeverRepeatsAPositionStopsAtTheDecisionCap(t *testing.T) {
	grow := func(c *core.Ctx) {
		c.Grant(&core.Modifier{Target: c.Obj, TargetID: c.Obj.ID, DP: 1000, Until: core.EndOfTurn})
	}
	g, asked := loopGame(t, echoes(grow), func(*core.Prompt) int { return 0 })
	res := resumeToEnd(t, g)
	if !res.Draw || res.Reason != core.ReasonLoop {
		t.Fatalf("result %+v, want a draw by an endless loop", res)
	}
	if *asked != core.MaxDecisionsPerTurn-1 {
		t.Errorf("%d decisions asked, want the cap (%d, the first one included)", *asked, core.MaxDecisionsPerTurn)
	}
	if end := g.Events[len(g.Events)-1]; !strings.Contains(end.Text, "decisions in one turn") {
		t.Errorf("the game's end says %q, want the decision cap", end.Text)
	}
}
