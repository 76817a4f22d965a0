package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// ctx:can_run_keyword reads a keyword's condition (15-6): an effect that opens with
// <Digi-Burst 2>, its only processing condition, cannot be activated without 2
// digivolution cards to trash (16-13-2, 15-6-3). The [Main] effect of T-1 is offered
// as a main-phase action while T-1 has 2 digivolution cards, and not with 1; the
// answer is the same whether the question comes from a condition or an effect.
func TestCanRunKeywordIsTheKeywordsCondition(t *testing.T) {
	src := scripts{"T-1": `return card { main = {
  condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
  run = function(ctx) ctx:may(tostring(ctx:can_run_keyword("<Digi-Burst 2>"))) end,
} }`}
	for _, tc := range []struct {
		sources int
		offered bool
	}{{1, false}, {2, true}} {
		h := testLib(src).NewHost()
		var offered bool
		var asked []string
		agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
			switch p.Kind {
			case core.PromptMain:
				for i, c := range p.Choices {
					if c.Action == core.ActActivate {
						if offered {
							return core.Halt // asked again after resolving: done
						}
						offered = true
						return i
					}
				}
				return core.Halt
			case core.PromptYesNo:
				asked = append(asked, p.Text)
				return core.Halt
			}
			return core.Halt
		})
		g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h})
		require.NoError(t, err)
		g.SetTurn(0, 3, core.PhaseMain)
		stack := []*core.CardData{}
		for range tc.sources {
			stack = append(stack, filler)
		}
		g.AddObject(0, core.ZoneBattle, append(stack, cardT1)...)
		g.Resume()
		h.Close()
		require.Equal(t, tc.offered, offered, "%d digivolution cards: [Main] offered", tc.sources)
		if tc.offered {
			require.Len(t, asked, 1)
			require.Contains(t, asked[0], "true", "ctx:can_run_keyword in the effect")
		}
	}
}
