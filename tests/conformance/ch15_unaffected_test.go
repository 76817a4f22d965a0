package conformance

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 15-15-6: a card unaffected by effects. The unaffected Digimon here has
// <Progress> (16-38): while it attacks, it is unaffected by its opponent's effects.

// progress is the persistent effect "this Digimon has <Progress>".
func progress() *core.Effect {
	return &core.Effect{Label: "<Progress>", Kind: core.Persistent, Keyword: core.Progress,
		Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o == c.Obj {
				d.AddKeyword(core.Progress)
			}
		}}
}

// 15-15-6-3: p2's effect can choose the attacking Digimon unaffected by p2's effects.
// 15-15-6-1: nothing of it happens to that Digimon: it is not deleted, not unsuspended,
// loses no digivolution card, and its DP leaves out the -3000 while it attacks.
// 15-15-6-4: <Security A. -1> given to it is not had: it checks 1 security card.
// 15-15-6-2: both grants last for the turn; once the attack is over it is affected again
// and has them: 2000 DP, <Security A. -1>, no security check.
func TestUnaffectedDigimonCanBeChosenAndHasWhatItWasGivenOnceAffected(t *testing.T) {
	m := digimon("M", core.Yellow, 5, 6, 5000)
	effs := core.EffectMap{
		"M": {progress()},
		"T": {whenever("T trap", digimonAttacks(false), func(c *core.Ctx) {
			for _, o := range c.Choose(c.Player, opponentsDigimon(c), 1, 1, "1 of your opponent's Digimon") {
				by := core.EffectOf(c.Player)
				c.Grant(&core.Modifier{Target: o, DP: -3000, Checks: -1,
					Tags: []core.KeywordTag{{Name: core.SecurityA, N: -1}}, Until: core.EndOfTurn})
				c.Game.TrashDigivolutionCardsBy(by, o, o.DigivolutionCards()...)
				c.Game.UnsuspendBy(by, o)
				c.Game.DeleteBy(by, o)
			}
		})},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	mon := g.AddObject(p1, core.ZoneBattle, digimon("U", core.Yellow, 4, 5, 4000), m)
	g.AddObject(p2, core.ZoneBattle, tamer("T", core.Blue, 2))
	addCards(g, p2, core.ZoneSecurity, digimon("S", core.Red, 3, 3, 1000), 2)
	s.steps = []step{attack(mon, nil), target(mon)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)

	if !inBattle(g, mon) {
		t.Fatalf("the unaffected Digimon was deleted by the opponent's effect")
	}
	if !mon.Suspended {
		t.Errorf("the unaffected Digimon was unsuspended by the opponent's effect")
	}
	if n := len(mon.DigivolutionCards()); n != 1 {
		t.Errorf("the unaffected Digimon has %d digivolution cards, want its 1", n)
	}
	if n := len(g.Players[p2].Security); n != 1 {
		t.Errorf("p2 has %d security cards, want 1: the attacker checks 1 card, not having <Security A. -1>", n)
	}
	if n := len(events(g, core.EvBattle)); n != 1 || events(g, core.EvBattle)[0].Text != "win" {
		t.Errorf("battles %v: want 1 won at 5000 DP (the -3000 not had while attacking)", events(g, core.EvBattle))
	}
	if v := dp(t, g, mon); v != 2000 {
		t.Errorf("after the attack DP %d, want 2000: the -3000 for the turn applies once it is affected", v)
	}
	if !g.HasKeyword(mon, core.SecurityA) || g.SecurityChecks(mon) != 0 {
		t.Errorf("after the attack: <Security A.> %v, checks %d; want the given <Security A. -1>, 0 checks",
			g.HasKeyword(mon, core.SecurityA), g.SecurityChecks(mon))
	}
}
