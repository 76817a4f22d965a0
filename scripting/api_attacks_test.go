package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// <Overclock (X)> may delete one of your tokens as its cost (16-33-1). Scenarios cannot
// put a token on the field yet, so this board is set up in Go: p1 has an <Overclock
// ([Puppet] trait)> Digimon and a token that is not a [Puppet]. At the end of p1's
// turn the token is offered, deleted (and removed from the game, 4-18-5), and the
// Digimon attacks p2 without suspending.
func TestOverclockMayDeleteAToken(t *testing.T) {
	puppet := &core.CardData{Number: "T-1", Name: "Marionettemon", Kind: core.Digimon, Colors: red, Level: 5,
		Cost: 6, HasCost: true, DP: 7000, HasDP: true}
	token := &core.CardData{Number: "T-TOKEN", Name: "Familiar", Kind: core.Digimon, Colors: red, DP: 3000, HasDP: true}
	h := testLib(scripts{"T-1": `return card { keywords = { "Overclock ([Puppet] trait)" } }`}).NewHost()
	defer h.Close()

	var offered []string
	passed := false
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptMain:
			if passed {
				return core.Halt
			}
			passed = true
			for i, c := range p.Choices {
				if c.Action == core.ActPass {
					return i
				}
			}
		case core.PromptYesNo:
			for i, c := range p.Choices {
				if c.Action == core.ActYes {
					return i
				}
			}
		case core.PromptChoose:
			for _, c := range p.Choices {
				if c.Action == core.ActSelect {
					offered = append(offered, c.Obj.Top().Data.Number)
				}
			}
		case core.PromptBreeding:
			return core.Halt // p2's turn: the test is over
		}
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h, RecordEvents: true})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 3, "test")
	for range 3 {
		g.AddCard(1, core.ZoneDeck, filler)
		g.AddCard(1, core.ZoneSecurity, filler)
	}
	oc := g.AddObject(0, core.ZoneBattle, puppet)
	g.AddObject(0, core.ZoneBattle, cardT3) // not a [Puppet], not a token: never offered
	tok := g.PlayToken(0, token)
	res := g.Resume()
	require.NoError(t, res.Err)

	require.Equal(t, []string{"T-TOKEN"}, offered, "only the token can pay the cost")
	require.False(t, tok.Zone.OnField(), "the token was deleted")
	require.Empty(t, g.Players[0].Trash, "a token leaving the field is removed from the game")
	require.Len(t, g.Players[1].Security, 2, "the <Overclock> attack checked 1 security card")
	require.False(t, oc.Suspended, "it attacked without suspending")
}
