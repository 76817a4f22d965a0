package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A ban on using Option cards (9-1, 15-1-3) takes them out of the main phase's
// actions for the player it is on, for its duration.
func TestBanUseOptions(t *testing.T) {
	pass := AgentFunc(func(View, *Prompt) int { return 0 })
	g, err := NewPosition(Config{Seed: 1, Agents: [2]Agent{pass, pass}})
	require.NoError(t, err)
	g.SetTurn(0, 3, PhaseMain)
	opt := g.AddCard(0, ZoneHand, &CardData{Number: "T-O", Name: "Plan", Kind: Option, HasCost: true})
	require.True(t, g.canUse(0, opt))
	g.Grant(&Modifier{Player: 1, Ban: &Ban{Opponent: true, Deed: DeedUseOptions}, Until: EndOfOpponentsTurn})
	require.False(t, g.canUse(0, opt), "your opponent can't use Option cards")
	g.Turn++
	g.expireModifiers()
	require.True(t, g.canUse(0, opt), "until the end of their turn")
}
