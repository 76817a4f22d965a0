package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 15-4 and 15-5: triggering, simultaneous triggers, pending activation,
// derived triggers.

// 15-4-3-1, 15-4-3-2: effects triggered by one processing (a Digimon played) trigger
// simultaneously. 15-4-3-5-1: the turn player activates theirs one at a time in the
// order they choose; 15-4-3-5-2: then the non-turn player. 15-4-2-3, 15-4-4-2: one at a
// time. 15-4-3-4: the next one is chosen after each resolves (3 options, then 2).
func TestTurnPlayerActivatesSimultaneousEffectsFirstInChosenOrder(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	ta, tb, te := tamer("TA", core.Red, 1), tamer("TB", core.Red, 1), tamer("TE", core.Red, 1)
	tc, td := tamer("TC", core.Blue, 1), tamer("TD", core.Blue, 1)
	effs := core.EffectMap{}
	for _, d := range []*core.CardData{ta, tb, te, tc, td} {
		effs[d.Number] = []*core.Effect{whenever(d.Number, func(c *core.Ctx, ev *core.Event) bool { return ev.Kind == core.EvPlay }, nothingMore)}
	}
	s := newScript(t, play(x), orderFirst("TE").as(p1), orderFirst("TA").as(p1), orderFirst("TD").as(p2))
	g := effectBoard(t, s, 3, effs)
	for _, d := range []*core.CardData{ta, tb, te} {
		g.AddObject(p1, core.ZoneBattle, d)
	}
	g.AddObject(p2, core.ZoneBattle, tc)
	g.AddObject(p2, core.ZoneBattle, td)
	g.AddCard(p1, core.ZoneHand, x)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"TE", "TA", "TB", "TD", "TC"}; !slices.Equal(got, want) {
		t.Errorf("activation order %v, want %v", got, want)
	}
	var sizes []int
	for _, sp := range s.promptsOf(core.PromptOrder) {
		sizes = append(sizes, len(sp.Choices))
	}
	if want := []int{3, 2, 2}; !slices.Equal(sizes, want) {
		t.Errorf("order prompts with %v options, want %v (p1 chooses among 3, then 2; then p2 among 2)", sizes, want)
	}
}

// 15-4-5-1, 15-4-5-2: effects triggered while a pending effect resolves (derived
// triggers) activate before the older pending ones. 15-4-5-3: a derived trigger of the
// non-turn player activates before the turn player's older pending effect too.
// 15-4-2-2: effects trigger during an effect's processing.
func TestDerivedTriggersActivateBeforeOlderPendingEffects(t *testing.T) {
	x, b := digimon("X", core.Red, 3, 3, 3000), digimon("B", core.Blue, 3, 3, 3000)
	t1, t2 := tamer("T1", core.Red, 1), tamer("T2", core.Red, 1)
	effs := core.EffectMap{
		"X":  {triggered("X on play", core.OnPlay, deleteOneOpponent)},
		"B":  {triggered("B on deletion", core.OnDeletion, nothingMore)},
		"T1": {whenever("T1 played", digimonPlayed(true), gain(1))},
		"T2": {whenever("T2 deleted", digimonDeleted(false), gain(1))},
	}
	s := newScript(t, play(x), orderFirst("X on play").as(p1))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, t1)
	g.AddObject(p1, core.ZoneBattle, t2)
	bo := g.AddObject(p2, core.ZoneBattle, b)
	g.AddCard(p1, core.ZoneHand, x)
	s.steps = append(s.steps, target(bo).as(p1))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"X on play", "T2 deleted", "B on deletion", "T1 played"}; !slices.Equal(got, want) {
		t.Errorf("activation order %v, want %v: what the deletion triggered first (p1's, then p2's), then p1's older effect", got, want)
	}
}

// 15-4-4-3: a pending effect whose card became a new card before it activates does not
// activate — the rule's example: an [On Play] effect whose Digimon left the battle area.
func TestPendingEffectOfACardThatLeftDoesNotActivate(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	bounce := tamer("T", core.Red, 1)
	effs := core.EffectMap{
		"X": {triggered("X on play", core.OnPlay, gain(2))},
		"T": {whenever("T bounce", digimonPlayed(true), func(c *core.Ctx) {
			c.Game.ReturnToHand(objByID(c.Game, c.Event.Obj))
		})},
	}
	s := newScript(t, play(x), orderFirst("T bounce").as(p1))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, bounce)
	g.AddCard(p1, core.ZoneHand, x)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got := activations(g); !slices.Equal(got, []string{"T bounce"}) {
		t.Errorf("activations %v; the [On Play] of the Digimon returned to the hand must not activate", got)
	}
	if handCard(g, p1, x) == nil || g.MemoryOf(p1) != 0 {
		t.Errorf("X in hand %v, memory %d; want X back in the hand and no memory gained", handCard(g, p1, x) != nil, g.MemoryOf(p1))
	}
}

// 15-4-4-4: a pending effect whose card no longer has it does not activate — the rule's
// example: of two [When Attacking] effects, the second digivolves the Digimon, and the
// first (printed on the card now under it) no longer activates. 8-1-2-3: the Digimon
// stays the same object.
func TestPendingEffectLostByDigivolvingDoesNotActivate(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	y := digimon("Y", core.Red, 4, 4, 5000, from(core.Red, 3, 2))
	effs := core.EffectMap{
		"X": {
			triggered("X draw", core.WhenAttacking, func(c *core.Ctx) { c.Game.Draw(c.Player, 1) }),
			triggered("X digivolve", core.WhenAttacking, func(c *core.Ctx) {
				c.Game.DigivolveInto(c.Self(), handCard(c.Game, c.Player, y), core.DigivolveOptions{Cost: 1, FixedCost: true})
			}),
		},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	xo := g.AddObject(p1, core.ZoneBattle, x)
	g.AddCard(p1, core.ZoneHand, y)
	addCards(g, p2, core.ZoneSecurity, filler("S"), 2)
	s.steps = []step{attack(xo, nil), orderFirst("X digivolve").as(p1)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if xo.Top().Data != y || !inBattle(g, xo) {
		t.Fatalf("the attacker did not digivolve into Y as the same object")
	}
	if got := activations(g); !slices.Equal(got, []string{"X digivolve"}) {
		t.Errorf("activations %v; X's other [When Attacking] must not activate once X is under Y", got)
	}
}

// 15-4-2-4: an effect triggered and waiting that has its trigger condition met again
// before it activates triggers again: it activates twice.
func TestTriggerMetAgainWhilePendingTriggersAgain(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	y := digimon("Y", core.Red, 3, 3, 3000)
	effs := core.EffectMap{
		"X": {triggered("X plays Y", core.OnPlay, func(c *core.Ctx) {
			c.Game.PlayCard(c.Player, handCard(c.Game, c.Player, y), core.PlayOptions{Free: true})
		})},
		"T": {whenever("T played", digimonPlayed(true), gain(1))},
	}
	s := newScript(t, play(x), orderFirst("X plays Y").as(p1))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddCard(p1, core.ZoneHand, x)
	g.AddCard(p1, core.ZoneHand, y)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"X plays Y", "T played", "T played"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("memory %d, want 0 + 2", m)
	}
}

// 15-5-1: a "when" trigger condition. 15-5-2: one trigger condition met several times
// at once (two Digimon deleted by one effect) triggers once; 15-15-7-1, 15-15-7-4: its
// "for each" counts how often. 15-10-2-4-1: "all" chooses nothing. 15-1-7, 3-4-5-5: an
// effect naming no area reaches the battle area only: the Digimon in the breeding area
// stays.
func TestConditionMetSeveralTimesAtOnceTriggersOnceWithTheCount(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O delete all", deleteAllOpponents)},
		"T": {whenever("T for each", digimonDeleted(false), func(c *core.Ctx) { c.Game.GainMemory(c.Player, c.Count, "for each") })},
	}
	s := newScript(t, use(o))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddObject(p2, core.ZoneBattle, digimon("B1", core.Blue, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, digimon("B2", core.Blue, 3, 3, 3000))
	bred := g.AddObject(p2, core.ZoneBreeding, digimon("B3", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if n := len(deletedObjs(g)); n != 2 {
		t.Fatalf("%d Digimon deleted, want the 2 in the battle area", n)
	}
	if g.Players[p2].Breeding != bred {
		t.Errorf("the Digimon in the breeding area was reached by an effect that does not name it")
	}
	if n := countOf(activations(g), "T for each"); n != 1 {
		t.Errorf("the trigger activated %d times, want once", n)
	}
	if m := g.MemoryOf(p1); m != 5 {
		t.Errorf("memory %d, want 3 + 2 (one for each Digimon deleted)", m)
	}
}

// 15-4-3-3: effects triggered by a rule check trigger together with those triggered at
// that time — the rule's example: a Digimon whose DP is 0 at the start of the turn is
// deleted, and its [On Deletion] and a [Start of Your Turn] effect are simultaneous, so
// the turn player chooses their order. 15-8-2-2: the [Your Turn] persistent DP -3000
// starts with the turn.
func TestRuleCheckTriggersJoinTheSimultaneousOnes(t *testing.T) {
	weak := digimon("W", core.Red, 3, 3, 3000)
	effs := core.EffectMap{
		"W": {
			{Label: "W weak in your turn", Kind: core.Persistent, Turn: core.YourTurn,
				Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
					if o == c.Obj {
						d.DPMod -= 3000
					}
				}},
			triggered("W on deletion", core.OnDeletion, nothingMore),
		},
		"T": {triggered("T start of turn", core.AtStartOfYourTurn, nothingMore)},
	}
	s := newScript(t, pass().as(p2), orderFirst("W on deletion").as(p1))
	g := effectBoard(t, s, 0, effs)
	g.SetTurn(p2, 4, core.PhaseMain)
	w := g.AddObject(p1, core.ZoneBattle, weak)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	resume(t, g)
	if inBattle(g, w) {
		t.Fatalf("the 0 DP Digimon was not deleted at the start of p1's turn")
	}
	orders := s.promptsOf(core.PromptOrder)
	if len(orders) != 1 || !slices.Equal(orders[0].labels(), []string{"T start of turn", "W on deletion"}) &&
		!slices.Equal(orders[0].labels(), []string{"W on deletion", "T start of turn"}) {
		t.Fatalf("want one order prompt between the [On Deletion] and the start-of-turn effect; got %v", orders)
	}
	if got, want := activations(g), []string{"W on deletion", "T start of turn"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
}

// 15-4-2-4: a trigger condition met again before the effect activates triggers it
// again — also inside one effect, whose processings happen one after another (15-1-4):
// "Delete 1 of your opponent's Digimon. Then delete 1 more." meets "when an opponent's
// Digimon is deleted" twice, not at the same time, so 15-5-2 (once for what happens at
// the same time) does not merge them: the effect activates twice.
func TestConditionMetAgainInALaterProcessingTriggersAgain(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O delete, then delete", func(c *core.Ctx) {
			c.Game.Delete(opponentsDigimon(c)[0])
			c.Game.Delete(opponentsDigimon(c)[0])
		})},
		"T": {whenever("T deleted", digimonDeleted(false), gain(1))},
	}
	s := newScript(t, use(o))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddObject(p2, core.ZoneBattle, digimon("B1", core.Blue, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, digimon("B2", core.Blue, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, o)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if n := len(deletedObjs(g)); n != 2 {
		t.Fatalf("%d deletions, want 2", n)
	}
	if n, m := countOf(activations(g), "T deleted"), g.MemoryOf(p1); n != 2 || m != 5 {
		t.Errorf("15-4-2-4: two deletions one after the other activated the trigger %d time(s) (memory %d); "+
			"want 2 activations and memory 3 + 2", n, m)
	}
}
