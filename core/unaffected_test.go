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
	g.Grant(&Modifier{Target: o, Player: 1, Unaffected: true, Until: EndOfTurn})
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
