package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// "1 of your Digimon isn't affected by your opponent's effects until ..." (15-15-6): a
// grant of the Digimon's controller; its opponent's deletion and grants do nothing to
// it, its own controller's still do; it ends with its duration.
func TestGrantedUnaffected(t *testing.T) {
	pass := AgentFunc(func(View, *Prompt) int { return 0 })
	g, err := NewPosition(Config{Seed: 1, Agents: [2]Agent{pass, pass}})
	require.NoError(t, err)
	g.SetTurn(0, 3, PhaseMain)
	mon := &CardData{Number: "T-1", Name: "Testmon", Kind: Digimon, Level: 3, DP: 3000, HasDP: true}
	o := g.AddObject(1, ZoneBattle, mon)
	g.Grant(&Modifier{Target: o, Player: 1, Unaffected: &Shield{}, Until: EndOfTurn})
	g.Grant(&Modifier{Target: o, Player: 0, DP: -1000})
	g.Grant(&Modifier{Target: o, Player: 1, DP: 500})
	dp, _ := g.DP(o)
	require.Equal(t, 3500, dp, "the opponent's -1000 is not had (15-15-6-4)")
	g.DeleteBy(EffectOf(0), o)
	require.Equal(t, ZoneBattle, o.Zone, "the opponent's effect does not delete it")
	g.expireModifiers() // the end of the turn: it is affected again
	g.DeleteBy(EffectOf(0), o)
	require.NotEqual(t, ZoneBattle, o.Zone)
}

// "Isn't affected by the effects of your opponent's Option cards" (15-15-6): only the
// opponent's effects of that category are kept off — what they give is not had, what
// they do does nothing —, those of its Digimon still reach it.
func TestShieldBySource(t *testing.T) {
	pass := AgentFunc(func(View, *Prompt) int { return 0 })
	g, err := NewPosition(Config{Seed: 1, Agents: [2]Agent{pass, pass}})
	require.NoError(t, err)
	g.SetTurn(0, 3, PhaseMain)
	mon := &CardData{Number: "T-1", Name: "Testmon", Kind: Digimon, Level: 3, DP: 3000, HasDP: true}
	o := g.AddObject(1, ZoneBattle, mon)
	byOption := Cause{Kind: ByEffect, Player: 0, Source: Option, Sourced: true}
	byDigimon := Cause{Kind: ByEffect, Player: 0, Source: Digimon, Sourced: true}
	g.Grant(&Modifier{Target: o, Player: 1, Unaffected: &Shield{Source: Option, BySource: true}, Until: EndOfTurn})
	g.Grant(&Modifier{Target: o, Player: 0, DP: -1000, By: byOption})
	g.Grant(&Modifier{Target: o, Player: 0, DP: -500, By: byDigimon})
	dp, _ := g.DP(o)
	require.Equal(t, 2500, dp, "the Option's -1000 is not had, the Digimon's -500 is (15-15-6-4)")
	g.DeleteBy(byOption, o)
	require.Equal(t, ZoneBattle, o.Zone, "the opponent's Option effect does not delete it")
	g.DeleteBy(byDigimon, o)
	require.NotEqual(t, ZoneBattle, o.Zone, "the opponent's Digimon effect does")
}

// "Isn't affected by <De-Digivolve> effects" (15-15-6, 16-11): no <De-Digivolve>
// trashes its cards, of either player; other effects still trash them.
func TestShieldByKeyword(t *testing.T) {
	pass := AgentFunc(func(View, *Prompt) int { return 0 })
	g, err := NewPosition(Config{Seed: 1, Agents: [2]Agent{pass, pass}})
	require.NoError(t, err)
	g.SetTurn(0, 3, PhaseMain)
	rookie := &CardData{Number: "T-1", Name: "Rookiemon", Kind: Digimon, Level: 4, DP: 3000, HasDP: true}
	champ := &CardData{Number: "T-2", Name: "Champmon", Kind: Digimon, Level: 5, DP: 5000, HasDP: true}
	o := g.AddObject(1, ZoneBattle, rookie, rookie, champ)
	g.Grant(&Modifier{Target: o, Player: 1, Unaffected: &Shield{Keyword: DeDigivolveKeyword, Either: true}, Until: EndOfTurn})
	require.Equal(t, 0, g.DeDigivolve(0, o, 1), "the opponent's <De-Digivolve> does nothing")
	require.Equal(t, 0, g.DeDigivolve(1, o, 1), "nor its own")
	require.Equal(t, 1, g.TrashDigivolutionCardsBy(EffectOf(0), o, o.DigivolutionCards()[0]), "another effect trashes its cards")
	g.expireModifiers()
	require.Equal(t, 1, g.DeDigivolve(0, o, 1), "affected again at the end of the turn")
}
