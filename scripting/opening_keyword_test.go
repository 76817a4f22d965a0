package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// activations counts the EvActivate events of a card in a game's log.
func activations(g *core.Game, number string) int {
	n := 0
	for _, ev := range g.Events {
		if ev.Kind == core.EvActivate && ev.Card == number {
			n++
		}
	}
	return n
}

// "[When Digivolving] <Digi-Burst 1> ・X" (opens_with): the optional keyword is asked
// before the effect activates (15-9-2), its action comes first, and X runs once it was
// done: T-3 under T-8 is trashed before X looks.
func TestOpensWithDoesTheKeywordFirst(t *testing.T) {
	h := testLib(scripts{"T-8": `return card { when_digivolving = { opens_with = "Digi-Burst 1",
		run = function(ctx) ctx:may("then " .. ctx.self:digivolution_count()) end } }`}).NewHost()
	defer h.Close()
	out := playCard(t, h, 1, digivolveT8)
	require.NoError(t, out.res.Err)
	require.Len(t, out.asked, 2, "asked: %q", out.asked)
	require.Equal(t, "then 0", out.asked[1])
	require.Equal(t, 1, activations(out.game, "T-8"))
}

// With fewer digivolution cards than <Digi-Burst 2> trashes, its processing condition
// cannot be met: the effect does not activate and is not asked about (15-6-3, 16-13-2).
func TestOpensWithDoesNotActivateWhenTheKeywordCannotBeDone(t *testing.T) {
	h := testLib(scripts{"T-8": `return card { when_digivolving = { opens_with = "Digi-Burst 2",
		run = function(ctx) ctx:may("ran") end } }`}).NewHost()
	defer h.Close()
	out := playCard(t, h, 1, digivolveT8)
	require.NoError(t, out.res.Err)
	require.Empty(t, out.asked)
	require.Zero(t, activations(out.game, "T-8"))
}

// A [Main] opened by <Digi-Burst 1> is offered only while it can be done (15-8-4-3):
// for T-8 over T-3, not for a T-8 with no digivolution card; and activating it is the
// declaration, with no further question before its cards are trashed.
func TestOpensWithMainIsOfferedOnlyWhenTheKeywordCanBeDone(t *testing.T) {
	h := testLib(scripts{"T-8": `return card { main = { opens_with = "Digi-Burst 1",
		run = function(ctx) ctx:may("ran with " .. ctx.self:digivolution_count()) end } }`}).NewHost()
	defer h.Close()
	var offered []*core.FieldObject
	var asked []string
	acted := false
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptMain:
			if acted {
				return core.Halt
			}
			pick := core.Halt
			for i, c := range p.Choices {
				if c.Action == core.ActActivate {
					offered = append(offered, c.Obj)
					pick, acted = i, true
				}
			}
			return pick
		case core.PromptYesNo:
			asked = append(asked, p.Text)
			for i, c := range p.Choices {
				if c.Action == core.ActYes {
					return i
				}
			}
		}
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h, RecordEvents: true})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 3, "test")
	for p := range 2 {
		g.AddCard(core.PlayerID(p), core.ZoneDeck, filler)
	}
	bare := g.AddObject(0, core.ZoneBattle, cardT8)
	burst := g.AddObject(0, core.ZoneBattle, cardT3, cardT8)
	res := g.Resume()
	require.NoError(t, res.Err)
	require.Len(t, offered, 1)
	require.Same(t, burst, offered[0], "only the T-8 with a digivolution card")
	require.NotSame(t, bare, offered[0])
	require.Equal(t, []string{"ran with 0"}, asked)
}

// opens_with is for effects that activate: on a static entry, or naming no keyword
// script, it is an error when the card is built.
func TestOpensWithErrors(t *testing.T) {
	se := scriptErr(t, runCard(t, `return card { static = { { dp = 1000, opens_with = "Digi-Burst 1" } } }`).res)
	require.Contains(t, se.Msg, "opens_with")
	se = scriptErr(t, runCard(t, `return card { on_play = { opens_with = "Flying 1", run = function(ctx) end } }`).res)
	require.Contains(t, se.Msg, "unknown keyword")
}
