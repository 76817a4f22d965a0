package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 15-1 and 15-6 to 15-9: what an effect does, conditions, "by doing", the
// four kinds of effect, forced and optional processing.

// 15-1-1: an effect is processing that comes from a card. 15-1-2: one effect is carried
// out in the order of its text. 15-1-4: it resolves only once all its processing is
// done; 15-8-3-2: what it triggers (an [On Deletion]) cannot activate in the middle.
// 15-4-2-2: triggers happen during an effect's processing all the same.
func TestEffectFinishesBeforeWhatItTriggers(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O delete then gain", func(c *core.Ctx) {
			deleteAllOpponents(c)
			c.Game.GainMemory(c.Player, 1, "then")
		})},
		"B": {triggered("B on deletion", core.OnDeletion, nothingMore)},
	}
	s := newScript(t, use(o))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	del := eventIndex(g, kindIs(core.EvDelete))
	then := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvMemory && e.Text == "then" })
	onDel := activationIndex(g, "B on deletion")
	if del < 0 || then < 0 || onDel < 0 || !(del < then && then < onDel) {
		t.Errorf("events: deletion %d, memory +1 %d, [On Deletion] %d; want them in this order", del, then, onDel)
	}
}

// 17-1-2-2: no rule check in the middle of an effect — the rule's example: a Digimon
// brought to 0 DP by "DP -3000 and <Security A. -1>" is deleted only after both are
// given. 15-1-4: the effect finishes first.
func TestZeroDPDeletionWaitsForTheEffectToFinish(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	var midway []bool
	effs := core.EffectMap{
		"O": {mainEffect("O minus", func(c *core.Ctx) {
			b := opponentsDigimon(c)[0]
			c.Grant(&core.Modifier{Target: b, DP: -3000, Until: core.EndOfOpponentsNextTurn})
			midway = append(midway, inBattle(c.Game, b))
			c.Grant(&core.Modifier{Target: b, Checks: -1, Until: core.EndOfOpponentsNextTurn})
			midway = append(midway, inBattle(c.Game, b))
		})},
	}
	s := newScript(t, use(o))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	if !slices.Equal(midway, []bool{true, true}) {
		t.Errorf("in the battle area during the effect: %v; a rule check ran in the middle of it", midway)
	}
	if inBattle(g, b) || !slices.Contains(ruleChecks(g), "17-1-3-1 Digimon with 0 DP") {
		t.Errorf("the 0 DP Digimon was not deleted by the rule check after the effect")
	}
}

// 15-1-5, 15-9-1-1, 15-9-1-2: a forced effect is carried out as far as possible.
// 15-10-2-1: "2 of" chooses as many as possible up to 2 — no stopping early, and all
// there is when there are fewer; 15-10-2-2: "up to 2" may stop at any number;
// 15-10-2-3: the same Digimon is never chosen twice. 15-11-1-1: the chosen ones are
// affected.
func TestChoosingTargetsAsManyAsPossible(t *testing.T) {
	two, upTo := option("O2", core.ColorsOf(core.Red), 0), option("OU", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O2": {mainEffect("delete 2", func(c *core.Ctx) {
			c.Game.Delete(c.Choose(c.Player, opponentsDigimon(c), 2, 2, "delete 2")...)
		})},
		"OU": {mainEffect("delete up to 2", func(c *core.Ctx) {
			c.Game.Delete(c.Choose(c.Player, opponentsDigimon(c), 0, 2, "delete up to 2")...)
		})},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b1 := g.AddObject(p2, core.ZoneBattle, digimon("B1", core.Blue, 3, 3, 3000))
	b2 := g.AddObject(p2, core.ZoneBattle, digimon("B2", core.Blue, 3, 3, 3000))
	b3 := g.AddObject(p2, core.ZoneBattle, digimon("B3", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, two)
	g.AddCard(p1, core.ZoneHand, two)
	g.AddCard(p1, core.ZoneHand, upTo)
	s.steps = []step{use(two), target(b1), target(b2), use(upTo), {desc: "done", kind: core.PromptChoose, player: -1,
		pick: actionIs(core.ActDone)}, use(two), target(b3)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	chooses := s.promptsOf(core.PromptChoose)
	if len(chooses) != 4 {
		t.Fatalf("%d choose prompts, want 4", len(chooses))
	}
	type shape struct {
		selects int
		done    bool
	}
	shapeOf := func(sp seenPrompt) shape {
		return shape{len(choices(sp.Choices, actionIs(core.ActSelect))), len(choices(sp.Choices, actionIs(core.ActDone))) > 0}
	}
	want := []shape{{3, false}, {2, false}, {1, true}, {1, false}}
	for i, sp := range chooses {
		if got := shapeOf(sp); got != want[i] {
			t.Errorf("choose prompt %d: %d Digimon and done=%v, want %d and done=%v", i+1, got.selects, got.done, want[i].selects, want[i].done)
		}
	}
	for _, c := range chooses[1].Choices {
		if c.Obj == b1 {
			t.Errorf("the Digimon already chosen was offered again")
		}
	}
	if got := deletedObjs(g); !slices.Equal(got, []int{b1.ID, b2.ID, b3.ID}) {
		t.Errorf("deleted %v, want B1 and B2, then the last one B3", got)
	}
}

// 15-6-1: a processing condition ("if", "while") says when its processing is done.
// 15-6-2: it governs only the processing after it: the effect's other processing is
// done anyway. 15-6-3: an effect none of whose conditions is met does not activate.
func TestProcessingConditionGovernsOnlyWhatFollowsIt(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	noTamer := func(c *core.Ctx) bool {
		return len(c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && o.IsTamer() })) == 0
	}
	effs := core.EffectMap{
		"X": {
			triggered("if then draw", core.OnPlay, func(c *core.Ctx) {
				if noTamer(c) {
					c.Game.GainMemory(c.Player, 1, "if")
				}
				c.Game.Draw(c.Player, 1)
			}),
			{Label: "only if", Kind: core.Triggered, Timing: core.OnPlay, Condition: noTamer, Resolve: gain(2)},
		},
	}
	s := newScript(t, play(x), orderFirst("if then draw").as(p1))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddCard(p1, core.ZoneHand, x)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got := activations(g); !slices.Equal(got, []string{"if then draw"}) {
		t.Errorf("activations %v; the effect whose only condition fails must not activate", got)
	}
	if m, h := g.MemoryOf(p1), len(g.Players[p1].Hand); m != 0 || h != 1 {
		t.Errorf("memory %d, hand %d; want 0 (the condition failed) and 1 (the draw after it is done anyway)", m, h)
	}
}

// 15-8-3-9-1, 15-8-3-9-2: a triggered effect with a processing condition triggers
// whether or not the condition holds; it activates only if it holds when it would
// activate. 15-8-3-9-3: the condition looks at the situation then. 15-8-3-1, 15-8-3-3:
// an [On Play] triggers once when its card is played.
func TestTriggeredEffectChecksItsConditionWhenItWouldActivate(t *testing.T) {
	for _, c := range []struct {
		first string
		want  []string
	}{
		{"play tamer", []string{"play tamer", "if tamer"}},
		{"if tamer", []string{"play tamer"}},
	} {
		x, tm := digimon("X", core.Red, 3, 3, 3000), tamer("T", core.Red, 2)
		effs := core.EffectMap{
			"X": {
				{Label: "if tamer", Kind: core.Triggered, Timing: core.OnPlay, Resolve: gain(2),
					Condition: func(c *core.Ctx) bool {
						return len(c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && o.IsTamer() })) > 0
					}},
				triggered("play tamer", core.OnPlay, func(c *core.Ctx) {
					c.Game.PlayCard(c.Player, handCard(c.Game, c.Player, tm), core.PlayOptions{Free: true})
				}),
			},
		}
		s := newScript(t, play(x), orderFirst(c.first).as(p1))
		g := effectBoard(t, s, 3, effs)
		g.AddCard(p1, core.ZoneHand, x)
		g.AddCard(p1, core.ZoneHand, tm)
		resume(t, g)
		if got := activations(g); !slices.Equal(got, c.want) {
			t.Errorf("%s first: activations %v, want %v", c.first, got, c.want)
		}
	}
}

// 15-7-1, 15-7-2: "by doing X, Y": Y is done only if X is done. 15-7-3: X cannot be
// done in part. 15-7-4: X may be chosen even when it cannot be done (then nothing
// follows); 15-7-5: X may be done even when Y cannot. 15-9-2-1, 15-9-2-2: doing X is
// optional. (The effect layer writes "by doing" as a question, then the cost, then the
// rest only if the cost was paid.)
func TestByDoingIsAllOrNothing(t *testing.T) {
	a, b := filler("A"), filler("B")
	// [On Play] By returning 1 A and 1 B from your trash to the bottom of the deck,
	// delete 1 of your opponent's Digimon.
	byDoing := func(c *core.Ctx) {
		if !c.YesNo(c.Player, "return A and B to delete?") {
			return
		}
		var ca, cb *core.Card
		for _, x := range c.Game.Players[c.Player].Trash {
			if x.Data == a && ca == nil {
				ca = x
			}
			if x.Data == b && cb == nil {
				cb = x
			}
		}
		if ca == nil || cb == nil {
			return // 15-7-3: not in part
		}
		c.Game.MoveCardToBottom(ca, core.ZoneDeck)
		c.Game.MoveCardToBottom(cb, core.ZoneDeck)
		c.Game.Delete(opponentsDigimon(c)...)
	}
	for _, tc := range []struct {
		name       string
		trash      []*core.CardData
		opponent   bool
		yes        bool
		wantTrash  int
		wantDelete bool
	}{
		{"declined", []*core.CardData{a, b}, true, false, 2, false},
		{"done", []*core.CardData{a, b}, true, true, 0, true},
		{"cannot be done in part", []*core.CardData{a}, true, true, 1, false},
		{"chosen though impossible", nil, true, true, 0, false},
		{"done though nothing follows", []*core.CardData{a, b}, false, true, 0, false},
	} {
		x := digimon("X", core.Red, 3, 3, 3000)
		answer := answerNo()
		if tc.yes {
			answer = answerYes()
		}
		s := newScript(t, play(x), answer.as(p1))
		g := effectBoard(t, s, 3, core.EffectMap{"X": {triggered("X by doing", core.OnPlay, byDoing)}})
		for _, d := range tc.trash {
			g.AddCard(p1, core.ZoneTrash, d)
		}
		if tc.opponent {
			g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
		}
		g.AddCard(p1, core.ZoneHand, x)
		resume(t, g)
		expectPrompt(t, s, core.PromptMain, p1, 3)
		if n := len(g.Players[p1].Trash); n != tc.wantTrash {
			t.Errorf("%s: %d cards left in the trash, want %d", tc.name, n, tc.wantTrash)
		}
		if del := len(deletedObjs(g)) > 0; del != tc.wantDelete {
			t.Errorf("%s: deleted %v, want %v", tc.name, del, tc.wantDelete)
		}
	}
}

// 15-12-2-3: of two information-changing effects, the one given last wins — also when
// the later one is a persistent effect that starts after a change was given (15-8-2-2:
// a Tamer's effect starts when the Tamer is played): "its level becomes 6 for the
// turn", then a Tamer with "your Digimon's level becomes 3" is played: level 3.
func TestLaterPersistentChangeOverridesAnEarlierGivenOne(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	l3 := tamer("L3", core.Red, 1)
	effs := core.EffectMap{
		"O": {mainEffect("O level 6", func(c *core.Ctx) {
			c.Grant(&core.Modifier{Target: c.Game.Players[c.Player].Battle[0], Until: core.EndOfTurn,
				Set: func(d *core.Derived) { d.Level = 6 }})
		})},
		"L3": {{Label: "L3 level 3", Kind: core.Persistent, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o.Owner == c.Player && o.IsDigimon() {
				d.Level = 3
			}
		}}},
	}
	s := newScript(t, use(o), play(l3))
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 4, 4, 5000))
	g.AddCard(p1, core.ZoneHand, o)
	g.AddCard(p1, core.ZoneHand, l3)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if l := g.Level(x); l != 3 {
		t.Errorf("15-12-2-3: level %d; want 3, from the Tamer's effect that started after \"level 6\" was given", l)
	}
}

// 15-8-1: the four kinds. 15-8-2-1: a persistent effect works without triggering.
// 15-8-2-4: several persistent effects all apply. 1-3-8: DP modifiers from persistent
// effects and effects given are summed first, then applied once: 2000 +1000 +1000
// -5000 +4000 is 3000 (applied one by one, the -5000 would bottom out at 0).
func TestDPModifiersFromEffectsAreSummedThenApplied(t *testing.T) {
	plus := func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
		if o.Owner == c.Player && o.IsDigimon() && o.Zone == core.ZoneBattle {
			d.DPMod += 1000
		}
	}
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"T1": {{Label: "T1 +1000", Kind: core.Persistent, Apply: plus}},
		"T2": {{Label: "T2 +1000", Kind: core.Persistent, Apply: plus}},
		"O": {mainEffect("O -5000 +4000", func(c *core.Ctx) {
			x := c.Game.Players[c.Player].Battle[2]
			c.Grant(&core.Modifier{Target: x, DP: -5000, Until: core.EndOfTurn})
			c.Grant(&core.Modifier{Target: x, DP: +4000, Until: core.EndOfTurn})
		})},
	}
	s := newScript(t, use(o))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T1", core.Red, 1))
	g.AddObject(p1, core.ZoneBattle, tamer("T2", core.Red, 1))
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 2, 2, 2000))
	g.AddCard(p1, core.ZoneHand, o)
	if v := dp(t, g, x); v != 4000 {
		t.Errorf("DP %d with two +1000 persistent effects, want 4000", v)
	}
	resume(t, g)
	if !inBattle(g, x) {
		t.Fatalf("the Digimon was deleted: the modifiers were not summed before being applied")
	}
	if v := dp(t, g, x); v != 3000 {
		t.Errorf("DP %d, want 2000 + (1000 + 1000 - 5000 + 4000) = 3000", v)
	}
}

// 15-8-2-6-1, 15-8-2-6-2: a persistent effect with a condition ("while this Digimon is
// suspended, DP +1000") works exactly while the condition holds.
func TestPersistentEffectFollowsItsCondition(t *testing.T) {
	effs := core.EffectMap{
		"X": {{Label: "X while suspended", Kind: core.Persistent,
			Condition: func(c *core.Ctx) bool { return c.Self() != nil && c.Self().Suspended },
			Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
				if o == c.Obj {
					d.DPMod += 1000
				}
			}}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	if v := dp(t, g, x); v != 3000 {
		t.Errorf("unsuspended: DP %d, want 3000", v)
	}
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	if v := dp(t, g, x); !x.Suspended || v != 4000 {
		t.Errorf("suspended %v: DP %d, want 4000", x.Suspended, v)
	}
}

// 15-8-2-5: of contradicting persistent effects, the later one wins. 15-12-2-1,
// 15-12-2-3: an information-changing effect ("its level becomes 5") given later
// overrides one given earlier.
func TestLaterEffectWinsBetweenContradictingOnes(t *testing.T) {
	becomes := func(level int) *core.Effect {
		return &core.Effect{Label: "level", Kind: core.Persistent, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o.Owner == c.Player && o.IsDigimon() {
				d.Level = level
			}
		}}
	}
	for _, order := range [][2]string{{"L3", "L5"}, {"L5", "L3"}} {
		s := newScript(t)
		g := effectBoard(t, s, 3, core.EffectMap{"L3": {becomes(3)}, "L5": {becomes(5)}})
		x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 4, 3, 3000))
		g.AddObject(p1, core.ZoneBattle, tamer(order[0], core.Red, 1))
		g.AddObject(p1, core.ZoneBattle, tamer(order[1], core.Red, 1))
		want := 5
		if order[1] == "L3" {
			want = 3
		}
		if l := g.Level(x); l != want {
			t.Errorf("%s then %s: level %d, want %d (the later effect)", order[0], order[1], l, want)
		}
		g.Grant(&core.Modifier{Target: x, Set: func(d *core.Derived) { d.Level = 6 }})
		g.Grant(&core.Modifier{Target: x, Set: func(d *core.Derived) { d.Level = 7 }})
		if l := g.Level(x); l != 7 {
			t.Errorf("level %d after changes to 6 then 7, want 7", l)
		}
	}
}

// 15-8-4-1, 15-16-7-1: a [Main] effect is an activated effect. 15-8-4-2, 6-5-1-6-1: the
// turn player declares it in their main phase. 15-8-4-3-1: one with a condition is
// offered only while it holds. 15-8-4-4-1: one with "by doing X" only while X can be
// done, and declaring it does X (a <Training>-like "by suspending this Digimon").
func TestMainEffectsAreDeclaredInTheMainPhase(t *testing.T) {
	effs := core.EffectMap{
		"X": {{Label: "X by suspending", Kind: core.Activated, Timing: core.MainTiming,
			Condition: func(c *core.Ctx) bool { return c.Self() != nil && !c.Self().Suspended },
			Resolve: func(c *core.Ctx) {
				if c.Game.Suspend(c.Self()) {
					c.Game.GainMemory(c.Player, 1, "by suspending")
				}
			}}},
		"T": {{Label: "T if two", Kind: core.Activated, Timing: core.MainTiming, Resolve: gain(1),
			Condition: func(c *core.Ctx) bool {
				return len(c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && o.IsDigimon() })) >= 2
			}}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	s.steps = []step{activateMain(x, "X by suspending")}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got := s.seen[0].labels(); !slices.Equal(got, []string{"X by suspending"}) {
		t.Errorf("[Main] effects offered %v, want only X's (T's condition fails)", got)
	}
	if !x.Suspended || g.MemoryOf(p1) != 4 {
		t.Errorf("suspended %v, memory %d; want suspended and 4", x.Suspended, g.MemoryOf(p1))
	}
	if got := s.last().labels(); len(got) != 0 {
		t.Errorf("[Main] effects offered %v once X is suspended, want none", got)
	}
}

// 15-1-3: a prohibition wins over a permission — the rule's example: a Digimon that
// "may also attack your opponent's unsuspended Digimon" may attack an unsuspended one,
// but not one that "cannot be attacked". So too a Digimon with <Rush> (may attack the
// turn it is played) that "cannot attack", and one with <Blocker> that "cannot block".
func TestProhibitionWinsOverPermission(t *testing.T) {
	own := func(label string, turn core.TurnScope, set func(d *core.Derived)) *core.Effect {
		return &core.Effect{Label: label, Kind: core.Persistent, Turn: turn, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o == c.Obj {
				set(d)
			}
		}}
	}
	effs := core.EffectMap{
		"A": {own("A may attack unsuspended", core.YourTurn, func(d *core.Derived) { d.CanAttackUnsuspended = true })},
		"V": {own("V cannot be attacked", core.OpponentsTurn, func(d *core.Derived) { d.CantBeAttacked = true })},
		"R": {
			own("R rush", core.AllTurns, func(d *core.Derived) { d.AddKeyword(core.Rush) }),
			own("R cannot attack", core.AllTurns, func(d *core.Derived) { d.CantAttack = true }),
		},
		"K": {
			own("K blocker", core.AllTurns, func(d *core.Derived) { d.AddKeyword(core.Blocker) }),
			own("K cannot block", core.AllTurns, func(d *core.Derived) { d.CantBlock = true }),
		},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	a := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	r := g.AddObject(p1, core.ZoneBattle, digimon("R", core.Red, 3, 3, 3000))
	r.PlayedTurn = 3
	v := g.AddObject(p2, core.ZoneBattle, digimon("V", core.Blue, 3, 3, 3000))
	w := g.AddObject(p2, core.ZoneBattle, digimon("W", core.Blue, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, digimon("K", core.Blue, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(a, nil)}
	resume(t, g)
	var targets []*core.FieldObject
	for _, c := range attacksBy(s.seen[0].Choices, a) {
		targets = append(targets, c.Target)
	}
	if !slices.Contains(targets, w) || slices.Contains(targets, v) {
		t.Errorf("attack targets %v: want the unsuspended Digimon W (permitted) and not V (cannot be attacked)", targets)
	}
	if n := len(attacksBy(s.seen[0].Choices, r)); n != 0 {
		t.Errorf("a Digimon with <Rush> that cannot attack was offered %d attacks", n)
	}
	if n := s.count(core.PromptBlock); n != 0 {
		t.Errorf("a Digimon with <Blocker> that cannot block was offered to block")
	}
}

// 15-1-8: an effect that refers to Security Digimon reaches them: "your Security
// Digimon get +3000 DP" makes a 3000 DP Security Digimon beat a 5000 DP attacker.
func TestEffectsNamingSecurityDigimonReachThem(t *testing.T) {
	effs := core.EffectMap{
		"U": {{Label: "U security +3000", Kind: core.Persistent, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o.SecurityDigimon && o.Owner == c.Player {
				d.DPMod += 3000
			}
		}}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 4, 5, 5000))
	g.AddObject(p2, core.ZoneBattle, tamer("U", core.Blue, 1))
	g.AddCard(p2, core.ZoneSecurity, digimon("S", core.Blue, 3, 3, 3000))
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	if inBattle(g, x) {
		t.Errorf("the 5000 DP attacker beat a 3000 DP Security Digimon given +3000")
	}
}

// 15-8-3-6: end-of-turn effects trigger at the end of the turn and stay triggered even
// when one of them brings the memory back (6-6-4: the turn then goes on). 15-14-1-2: an
// [Once Per Turn] effect used up that turn does not trigger again.
func TestEndOfTurnEffectsStayTriggered(t *testing.T) {
	effs := core.EffectMap{
		"T": {
			{Label: "E1 memory +3", Kind: core.Triggered, Timing: core.AtEndOfYourTurn, PerTurn: 1, Resolve: gain(3)},
			triggered("E2", core.AtEndOfYourTurn, nothingMore),
		},
	}
	s := newScript(t, pass(), orderFirst("E1 memory +3").as(p1), pass())
	g := effectBoard(t, s, 0, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	resume(t, g)
	if got, want := activations(g), []string{"E1 memory +3", "E2", "E2"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
	if sp := s.last(); sp.Player != p2 || sp.Turn != 4 {
		t.Errorf("the turn did not end at the second end of turn: %s", sp)
	}
}

// 15-16-4-1: [On Deletion] triggers when its card is deleted; 4-13-2: it triggers in
// the battle area and waits until the card is in the trash. 15-8-3-5: an inherited
// [On Deletion] triggers too. 15-8-3-9-4: a leaving trigger's condition looks at the
// situation when it triggered ("if this Digimon had digivolution cards").
func TestOnDeletionActivatesFromTheTrash(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	var zoneThen core.Zone
	effs := core.EffectMap{
		"O":  {mainEffect("O delete all", deleteAllOpponents)},
		"BS": {{Label: "BS inherited", Kind: core.Triggered, Timing: core.OnDeletion, Inherited: true, Resolve: gain(1)}},
		"BT": {{Label: "BT replay", Kind: core.Triggered, Timing: core.OnDeletion,
			Condition: func(c *core.Ctx) bool { return len(c.Obj.DigivolutionCards()) > 0 },
			Resolve: func(c *core.Ctx) {
				zoneThen = c.Card.Zone
				c.Game.PlayCard(c.Player, c.Card, core.PlayOptions{Free: true})
			}}},
	}
	s := newScript(t, use(o), orderFirst("BS inherited").as(p2))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b := g.AddObject(p2, core.ZoneBattle, digimon("BS", core.Blue, 3, 3, 3000), digimon("BT", core.Blue, 4, 4, 5000))
	g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"O delete all", "BS inherited", "BT replay"}; !slices.Equal(got, want) {
		t.Fatalf("activations %v, want %v", got, want)
	}
	if zoneThen != core.ZoneTrash {
		t.Errorf("the [On Deletion] activated with its card in %s, want the trash", zoneThen)
	}
	if len(g.Players[p2].Battle) != 1 || g.Players[p2].Battle[0].Top() != b.Top() || g.Players[p2].Battle[0].ID == b.ID {
		t.Errorf("the deleted card was not played again as a new Digimon")
	}
	if m := g.MemoryOf(p2); m != -2 {
		t.Errorf("memory on p2's side %d, want -3 + 1", m)
	}
}

// 15-8-3-7: a triggered effect looks at the situation as it is when it resolves
// ("memory +1 for each of your Digimon of level 5 or more" counts the Digimon that
// digivolved in between). 15-8-3-8: but what it refers to of its own trigger is as it
// was when it triggered — the rule's example: "when another of your Digimon is played,
// delete your opponent's Digimon with a level up to the played Digimon's level" uses
// Lv.4 for a Lv.4 Digimon that digivolved to Lv.5 before it activated (the effect reads
// the played card from its trigger event).
func TestTriggeredEffectRefersToNowAndToItsTriggerAsItWas(t *testing.T) {
	y := digimon("Y", core.Red, 4, 3, 4000)
	z := digimon("Z", core.Red, 5, 5, 6000, from(core.Red, 4, 3))
	levelOf := func(g *core.Game, o *core.FieldObject) int { return g.Level(o) }
	effs := core.EffectMap{
		"Y": {triggered("Y digivolves", core.OnPlay, func(c *core.Ctx) {
			c.Game.DigivolveInto(c.Self(), handCard(c.Game, c.Player, z), core.DigivolveOptions{Free: true})
		})},
		"T": {whenever("T played", digimonPlayed(true), func(c *core.Ctx) {
			high := c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && levelOf(c.Game, o) >= 5 })
			c.Game.GainMemory(c.Player, len(high), "for each")
			played := 0
			for _, card := range objByID(c.Game, c.Event.Obj).Cards {
				if card.ID == c.Event.CardID {
					played = card.Data.Level
				}
			}
			c.Game.Delete(c.Game.Objects(func(o *core.FieldObject) bool {
				return o.Owner == c.Opponent() && levelOf(c.Game, o) <= played
			})...)
		})},
	}
	s := newScript(t, play(y), orderFirst("Y digivolves").as(p1))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b4 := g.AddObject(p2, core.ZoneBattle, digimon("B4", core.Blue, 4, 4, 4000))
	b5 := g.AddObject(p2, core.ZoneBattle, digimon("B5", core.Blue, 5, 5, 6000))
	g.AddCard(p1, core.ZoneHand, y)
	g.AddCard(p1, core.ZoneHand, z)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if m := g.MemoryOf(p1); m != 1 {
		t.Errorf("memory %d, want 0 + 1 (the Lv.5 it is now)", m)
	}
	if inBattle(g, b4) || !inBattle(g, b5) {
		t.Errorf("Lv.4 deleted %v, Lv.5 deleted %v; want only the Lv.4 (the level the Digimon was played at)", !inBattle(g, b4), !inBattle(g, b5))
	}
}

// 15-1-9: a condition of sending a card somewhere outside the areas is met even when
// the card, a token, does not get there; 15-1-10: a condition of cards increasing there
// is not (the token is removed from the game, 4-18-5: the hand does not grow).
func TestTokenSentToTheHandMeetsTheSendingNotTheIncrease(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O return all", func(c *core.Ctx) { c.Game.ReturnToHand(opponentsDigimon(c)...) })},
		"T1": {whenever("T1 returned", func(c *core.Ctx, ev *core.Event) bool {
			return ev.Kind == core.EvLeaveField && ev.To == core.ZoneHand && ev.Player != c.Player
		}, nothingMore)},
		"T2": {whenever("T2 hand grows", func(c *core.Ctx, ev *core.Event) bool {
			return ev.Kind == core.EvMove && ev.To == core.ZoneHand && ev.Player != c.Player
		}, nothingMore)},
	}
	s := newScript(t, use(o))
	g := effectBoard(t, s, 3, effs)
	g.PlayToken(p2, digimon("K", core.Blue, 3, 0, 3000))
	g.AddObject(p1, core.ZoneBattle, tamer("T1", core.Red, 1))
	g.AddObject(p1, core.ZoneBattle, tamer("T2", core.Red, 1))
	g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if len(g.Players[p2].Battle) != 0 || len(g.Players[p2].Hand) != 0 {
		t.Fatalf("the token is still on the field or in the hand")
	}
	if got := activations(g); !slices.Equal(got, []string{"O return all", "T1 returned"}) {
		t.Errorf("activations %v; want the return trigger, not the hand-increase one", got)
	}
}
