package conformance

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 15-11 to 15-13 and 15-15-2: targeted and global processing, effects that add
// or change information, effects given to a card.

// noSources is "with no digivolution cards".
func noSources(o *core.FieldObject) bool { return len(o.DigivolutionCards()) == 0 }

// 15-11-1-3-1: a targeted effect with a condition ("1 of your opponent's Digimon with no
// digivolution cards") can choose only what meets it. 15-11-1-3-2: what it gave stays
// when the Digimon stops meeting it (it digivolves); 15-13-1, 15-13-2: an effect given
// to a Digimon stays when a card is placed on top of it. 15-11-2-1, 15-11-2-3-1,
// 15-11-2-3-2: a global effect with a condition reaches what meets it, and stops
// reaching a Digimon that no longer does. 15-11-2-2: a lasting global effect reaches
// Digimon that come later. 15-15-2-1, 15-15-2-2: what is given affects its target.
func TestTargetedGrantStaysWhileGlobalEffectFollowsItsCondition(t *testing.T) {
	targeted, global := option("O1", core.ColorsOf(core.Red), 0), option("O2", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O1": {mainEffect("O1 -2000", func(c *core.Ctx) {
			cands := c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Opponent() && noSources(o) })
			for _, o := range c.Choose(c.Player, cands, 1, 1, "1 of your opponent's Digimon with no digivolution cards") {
				c.Grant(&core.Modifier{Target: o, DP: -2000, Until: core.EndOfOpponentsTurn})
			}
		})},
		"O2": {mainEffect("O2 -1000", func(c *core.Ctx) {
			opp := c.Opponent()
			c.Grant(&core.Modifier{DP: -1000, Until: core.EndOfOpponentsTurn, Applies: func(g *core.Game, o *core.FieldObject) bool {
				return o.Owner == opp && o.Zone == core.ZoneBattle && o.IsDigimon() && noSources(o)
			}})
		})},
	}
	z := digimon("Z", core.Blue, 4, 5, 5000, from(core.Blue, 3, 0))
	b4 := digimon("B4", core.Blue, 3, 3, 4000)
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b1 := g.AddObject(p2, core.ZoneBattle, digimon("B1", core.Blue, 3, 3, 4000))
	b2 := g.AddObject(p2, core.ZoneBattle, digimon("B2", core.Blue, 3, 3, 4000))
	b3 := g.AddObject(p2, core.ZoneBattle, digimon("S3", core.Blue, 2, 0, 0), digimon("B3", core.Blue, 3, 3, 4000))
	g.AddCard(p1, core.ZoneHand, targeted)
	g.AddCard(p1, core.ZoneHand, global)
	g.AddCard(p2, core.ZoneHand, z)
	g.AddCard(p2, core.ZoneHand, z)
	g.AddCard(p2, core.ZoneHand, b4)
	s.steps = []step{use(targeted), target(b1), use(global)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	for _, c := range s.promptsOf(core.PromptChoose)[0].Choices {
		if c.Obj == b3 {
			t.Errorf("a Digimon with digivolution cards was offered as a target")
		}
	}
	for _, c := range []struct {
		name string
		o    *core.FieldObject
		want int
	}{{"B1 (both)", b1, 1000}, {"B2 (global)", b2, 3000}, {"B3 (neither)", b3, 4000}} {
		if v := dp(t, g, c.o); v != c.want {
			t.Errorf("before digivolving: %s DP %d, want %d", c.name, v, c.want)
		}
	}

	s.steps = append(s.steps, pass(), digivolve(b1, z), digivolve(b2, z), play(b4))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p2, 4)
	played := g.Players[p2].Battle[3]
	for _, c := range []struct {
		name string
		o    *core.FieldObject
		want int
	}{{"B1 (the targeted -2000 stays)", b1, 3000}, {"B2 (the global -1000 lapsed)", b2, 5000}, {"B4 (played later, global)", played, 3000}} {
		if v := dp(t, g, c.o); v != c.want {
			t.Errorf("after digivolving: %s DP %d, want %d", c.name, v, c.want)
		}
	}
}

// 15-11-2-3-3: a Digimon a global effect with a condition did not reach becomes
// affected from the moment it meets the condition ("all of your opponent's suspended
// Digimon get -1000 DP", then the Digimon is suspended).
func TestGlobalEffectReachesWhatStartsToMatch(t *testing.T) {
	global, sus := option("O3", core.ColorsOf(core.Red), 0), option("O4", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O3": {mainEffect("O3 suspended -1000", func(c *core.Ctx) {
			opp := c.Opponent()
			c.Grant(&core.Modifier{DP: -1000, Until: core.EndOfTurn, Applies: func(g *core.Game, o *core.FieldObject) bool {
				return o.Owner == opp && o.Zone == core.ZoneBattle && o.Suspended
			}})
		})},
		"O4": {mainEffect("O4 suspend", func(c *core.Ctx) { c.Game.Suspend(opponentsDigimon(c)[0]) })},
	}
	s := newScript(t, use(global))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 4000))
	g.AddCard(p1, core.ZoneHand, global)
	g.AddCard(p1, core.ZoneHand, sus)
	resume(t, g)
	if v := dp(t, g, b); v != 4000 {
		t.Errorf("unsuspended: DP %d, want 4000", v)
	}
	s.steps = append(s.steps, use(sus))
	resume(t, g)
	if v := dp(t, g, b); !b.Suspended || v != 3000 {
		t.Errorf("suspended %v: DP %d, want 3000", b.Suspended, v)
	}
}

// 15-11-1-2: a chosen Digimon that becomes a new card (3-1-3-1) is lost from the
// chosen targets: the -2000 it was given does not follow the card back onto the field,
// and what the effect does to the chosen one afterwards does not reach the new one.
func TestTargetThatBecameANewCardIsLost(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O", func(c *core.Ctx) {
			chosen := c.Choose(c.Player, opponentsDigimon(c), 1, 1, "1 of your opponent's Digimon")[0]
			c.Grant(&core.Modifier{Target: chosen, DP: -2000, Until: core.EndOfTurn})
			top := chosen.Top()
			c.Game.ReturnToHand(chosen)
			c.Game.PlayCard(c.Opponent(), top, core.PlayOptions{Free: true}) // "your opponent plays it without paying the cost"
			c.Grant(&core.Modifier{Target: chosen, DP: -1000, Until: core.EndOfTurn})
		})},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 4000))
	g.AddCard(p1, core.ZoneHand, o)
	s.steps = []step{use(o), target(b)}
	resume(t, g)
	if len(g.Players[p2].Battle) != 1 {
		t.Fatalf("the card was not played again")
	}
	again := g.Players[p2].Battle[0]
	if again.ID == b.ID {
		t.Fatalf("the card played again kept its identity")
	}
	if v := dp(t, g, again); v != 4000 {
		t.Errorf("the new Digimon has DP %d, want 4000: nothing given to the old one reaches it", v)
	}
}

// 15-12-1-1, 15-12-1-2: an information-adding effect gives a card information it did
// not have (a Tamer "also treated as a Digimon with DP 3000"). 15-12-1-5: DP added this
// way is its original DP, so DP modifiers apply to it. 15-12-1-3: DP is held once: DP
// added later replaces it. 15-12-2-2: an information-changing effect ("its DP becomes
// 3000") gives nothing a card does not have: a Tamer it reaches still has no DP.
func TestInformationAddedByAnEffect(t *testing.T) {
	alsoDigimon := func(dp int) func(d *core.Derived) {
		return func(d *core.Derived) {
			d.HasDP, d.DP = true, dp
			d.AddName("Digimon form")
		}
	}
	effs := core.EffectMap{
		"U": {{Label: "U also a Digimon", Kind: core.Persistent, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o == c.Obj {
				alsoDigimon(3000)(d)
			}
		}}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	u := g.AddObject(p1, core.ZoneBattle, tamer("U", core.Red, 1))
	plain := g.AddObject(p1, core.ZoneBattle, tamer("P", core.Red, 1))
	g.Grant(&core.Modifier{Target: plain, Set: func(d *core.Derived) { d.DP = 3000 }})
	if v, has := g.DP(plain); has {
		t.Errorf("a Tamer whose DP \"becomes 3000\" has DP %d", v)
	}
	d := g.Derive(u)
	if !d.HasDP || d.DP != 3000 || !d.HasName("Digimon form") || !d.HasName("Tamer U") {
		t.Errorf("derived %+v; want DP 3000 and both names", d)
	}
	g.Grant(&core.Modifier{Target: u, DP: -1000})
	if v := dp(t, g, u); v != 2000 {
		t.Errorf("DP %d with -1000, want 2000", v)
	}
	g.Grant(&core.Modifier{Target: u, Set: alsoDigimon(5000)})
	if v := dp(t, g, u); v != 4000 {
		t.Errorf("DP %d after DP 5000 was added later, want 5000 - 1000", v)
	}
}

// 15-12-1-4: a card treated as a Digimon by an information-adding effect has the rules
// of a Digimon (4-2): a Tamer "also treated as a Digimon with DP 3000" that has been in
// the battle area since before this turn may attack.
func TestTamerTreatedAsADigimonFollowsDigimonRules(t *testing.T) {
	effs := core.EffectMap{
		"U": {{Label: "U also a Digimon", Kind: core.Persistent, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o == c.Obj {
				d.Kind, d.HasDP, d.DP = core.Digimon, true, 3000
			}
		}}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	u := g.AddObject(p1, core.ZoneBattle, tamer("U", core.Red, 1))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 1)
	resume(t, g)
	if n := len(attacksBy(s.last().Choices, u)); n == 0 {
		t.Errorf("15-12-1-4: a Tamer also treated as a Digimon (derived kind %s, DP %d) is offered no attack",
			g.Derive(u).Kind, dp(t, g, u))
	}
}

// 15-15-2-1, 15-15-2-2: an effect given to a Digimon ("gains <Blocker> for the turn")
// affects it: it may block. 15-16-8-1: an [Opponent's Turn] effect triggers in the
// opponent's turn.
func TestGivenKeywordWorks(t *testing.T) {
	effs := core.EffectMap{
		"U": {{Label: "U gives Blocker", Kind: core.Triggered, Timing: core.When, Turn: core.OpponentsTurn,
			Trigger: digimonAttacks(false),
			Resolve: func(c *core.Ctx) {
				mine := c.Game.Objects(func(o *core.FieldObject) bool { return o.Owner == c.Player && o.IsDigimon() })
				for _, o := range c.Choose(c.Player, mine, 1, 1, "1 of your Digimon gains <Blocker>") {
					c.Grant(&core.Modifier{Target: o, Keywords: []core.Keyword{core.Blocker}, Until: core.EndOfTurn})
				}
			}}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, tamer("U", core.Blue, 1))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 4, 4, 5000))
	addCards(g, p2, core.ZoneSecurity, filler("S"), 1)
	s.steps = []step{attack(x, nil), target(b).as(p2), block(b).as(p2)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if eventIndex(g, kindIs(core.EvBlock)) < 0 || inBattle(g, x) {
		t.Errorf("the Digimon given <Blocker> did not block and win")
	}
}
