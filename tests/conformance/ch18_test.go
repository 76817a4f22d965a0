package conformance

import (
	"slices"
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
