package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The board shows a face-up security card to both players (3-7-4); face-down ones
// only as a count (3-7-2).
func TestTheBoardShowsFaceUpSecurityCards(t *testing.T) {
	g, err := core.NewPosition(core.Config{Agents: [2]core.Agent{core.FirstAgent{}, core.FirstAgent{}}})
	require.NoError(t, err)
	hidden := &core.CardData{Number: "T-1", Name: "Secret", Kind: core.Option}
	shown := &core.CardData{Number: "T-2", Name: "Open Book", Kind: core.Option}
	g.AddCard(1, core.ZoneSecurity, hidden)
	g.AddCard(1, core.ZoneSecurity, shown).FaceUp = true
	names := seats{short: [2]string{"you", "AI"}, long: [2]string{"you", "AI"}}
	for _, p := range []core.PlayerID{0, 1} {
		var b strings.Builder
		writeBoard(&b, g.ViewOf(p), names, style{})
		require.Contains(t, b.String(), "AI   security 2 (face up: T-2 Open Book) ·")
		require.NotContains(t, b.String(), "Secret")
	}
}
