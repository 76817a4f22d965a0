package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 15-8-5: immediate effects ("when X would ...").

// 15-8-5-1, 15-8-5-2: an immediate effect cuts in before its cause: "when this Digimon
// would be deleted, it is not deleted" saves it, and its [On Deletion] never triggers.
// 15-8-5-3: immediate effects trigger only with immediate effects: the order prompt
// holds the two immediate effects, not the [On Deletion]. 15-8-5-4: each activates at
// most once before the cause resolves — declined, the saving effect is not asked again
// and the other one does not repeat. 15-9-2-1: "you may".
func TestImmediateEffectSavesFromDeletionOncePerCause(t *testing.T) {
	for _, save := range []bool{true, false} {
		o := option("O", core.ColorsOf(core.Red), 0)
		saving := wouldBeDeleted("B saved", func(c *core.Ctx) { c.Would.Prevent(c.Obj) })
		saving.Optional = true
		effs := core.EffectMap{
			"O": {mainEffect("O delete all", deleteAllOpponents)},
			"B": {wouldBeDeleted("B memory", gain(1)), saving, triggered("B on deletion", core.OnDeletion, nothingMore)},
		}
		answer := answerNo()
		want := []string{"O delete all", "B memory", "B on deletion"}
		if save {
			answer = answerYes()
			want = []string{"O delete all", "B memory", "B saved"}
		}
		s := newScript(t, use(o), orderFirst("B memory").as(p2), answer.as(p2))
		g := effectBoard(t, s, 3, effs)
		g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
		b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
		g.AddCard(p1, core.ZoneHand, o)
		resume(t, g)
		expectPrompt(t, s, core.PromptMain, p1, 3)
		if got := activations(g); !slices.Equal(got, want) {
			t.Errorf("save %v: activations %v, want %v", save, got, want)
		}
		if inBattle(g, b) != save || (len(deletedObjs(g)) == 0) != save {
			t.Errorf("save %v: still in the battle area %v, deletions %v", save, inBattle(g, b), deletedObjs(g))
		}
		if got := s.promptsOf(core.PromptOrder)[0].labels(); !slices.Equal(got, []string{"B memory", "B saved"}) {
			t.Errorf("save %v: the immediate effects were ordered among %v", save, got)
		}
	}
}

// 15-8-5-4: an immediate effect activates at most once before the cause it first cut
// into resolves — also inside a cause that its own processing started. The rule's
// example: two Digimon with "when this Digimon would be deleted, by deleting 1 other of
// your Digimon, it is not deleted". A would be deleted: its effect deletes B; B's
// effect deletes A — and A's effect, already activated, cannot activate again. So A is
// deleted (its own saving cost failed) and B is saved.
func TestImmediateEffectActivatesOnceBeforeItsFirstCauseResolves(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	saveBy := func(label string) *core.Effect {
		e := wouldBeDeleted(label, func(c *core.Ctx) {
			self := c.Obj
			others := c.Game.Objects(func(x *core.FieldObject) bool { return x.Owner == c.Player && x != self })
			cost := c.Choose(c.Player, others, 1, 1, "delete 1 other of your Digimon")
			if len(cost) == 0 {
				return
			}
			c.Game.Delete(cost...)
			if !cost[0].Zone.OnField() {
				c.Would.Prevent(self)
			}
		})
		e.Optional = true
		return e
	}
	effs := core.EffectMap{
		"O":  {mainEffect("O delete NA", func(c *core.Ctx) { c.Game.Delete(opponentsDigimon(c)[0]) })},
		"NA": {saveBy("NA save")},
		"NB": {saveBy("NB save")},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	a := g.AddObject(p2, core.ZoneBattle, digimon("NA", core.Blue, 3, 3, 3000))
	b := g.AddObject(p2, core.ZoneBattle, digimon("NB", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, o)
	s.steps = []step{use(o), answerYes().as(p2), target(b).as(p2), answerYes().as(p2), target(a).as(p2)}
	resume(t, g)
	var asked []string
	for _, sp := range s.promptsOf(core.PromptYesNo) {
		asked = append(asked, sp.labels()[0])
	}
	if countOf(asked, "NA save") > 1 {
		t.Fatalf("15-8-5-4: A's saving effect, already activated for A's deletion, was offered again "+
			"inside the deletion its own cost started (asked %v); the game stopped at %s", asked, s.last())
	}
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if inBattle(g, a) || !inBattle(g, b) {
		t.Errorf("A in the battle area %v, B %v; want A deleted and B saved", inBattle(g, a), inBattle(g, b))
	}
	if got := deletedObjs(g); !slices.Equal(got, []int{a.ID}) {
		t.Errorf("deletions %v, want A once", got)
	}
}

// 15-8-5-1 (the rule's example): an immediate effect of "when this Digimon would
// digivolve" lowers the digivolution cost. 8-1-2-5: it cuts in once the card and the
// Digimon are chosen, before the cost is paid. 7-1-2-2: so does one of "when you would
// play a Digimon" for the play cost.
func TestImmediateEffectLowersACost(t *testing.T) {
	y := digimon("Y", core.Red, 4, 5, 5000, from(core.Red, 3, 3))
	w := digimon("W", core.Red, 3, 3, 3000)
	effs := core.EffectMap{
		"X": {{Label: "X cost -1", Kind: core.Immediate, Turn: core.YourTurn,
			Trigger: func(c *core.Ctx, ev *core.Event) bool {
				return c.Would.Kind == core.WouldDigivolve && ev.Obj == c.Obj.ID && ev.Card == "Y"
			},
			Resolve: func(c *core.Ctx) { c.Would.Cost-- }}},
		"T": {{Label: "T play cost -2", Kind: core.Immediate, Turn: core.YourTurn,
			Trigger: func(c *core.Ctx, ev *core.Event) bool {
				return c.Would.Kind == core.WouldPlay && c.Would.Player == c.Player
			},
			Resolve: func(c *core.Ctx) { c.Would.Cost -= 2 }}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, y)
	s.steps = []step{digivolve(x, y)}
	resume(t, g)
	if x.Top().Data != y {
		t.Fatalf("X did not digivolve")
	}
	if m := g.MemoryOf(p1); m != 1 {
		t.Errorf("memory %d after digivolving, want 3 - (3 - 1)", m)
	}
	act, dig := activationIndex(g, "X cost -1"), eventIndex(g, kindIs(core.EvDigivolve))
	if act < 0 || act > dig {
		t.Errorf("the immediate effect (event %d) did not come before the digivolution (event %d)", act, dig)
	}
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddCard(p1, core.ZoneHand, w)
	s.steps = append(s.steps, play(w))
	resume(t, g)
	if m := g.MemoryOf(p1); m != 0 || len(g.Players[p1].Battle) != 3 {
		t.Errorf("memory %d after playing, want 1 - (3 - 2)", m)
	}
}

// 15-8-5-5-1, 15-8-5-5-2: an immediate effect with a processing condition triggers even
// when the condition fails, and activates once it holds: "if you have a Tamer, it is
// not deleted" works after another immediate effect played a Tamer.
func TestImmediateEffectWithAConditionActivatesOnceItHolds(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	tm := tamer("U", core.Blue, 2)
	ifTamer := wouldBeDeleted("B if tamer", func(c *core.Ctx) { c.Would.Prevent(c.Obj) })
	ifTamer.Condition = func(c *core.Ctx) bool {
		return len(c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && o.IsTamer() })) > 0
	}
	effs := core.EffectMap{
		"O": {mainEffect("O delete all", deleteAllOpponents)},
		"B": {ifTamer, wouldBeDeleted("B play tamer", func(c *core.Ctx) {
			c.Game.PlayCard(c.Player, handCard(c.Game, c.Player, tm), core.PlayOptions{Free: true})
		})},
	}
	s := newScript(t, use(o), orderFirst("B play tamer").as(p2))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, o)
	g.AddCard(p2, core.ZoneHand, tm)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if !inBattle(g, b) {
		t.Errorf("the Digimon was deleted; its conditional immediate effect should have saved it once the Tamer was played")
	}
	if got, want := activations(g), []string{"O delete all", "B play tamer", "B if tamer"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
}
