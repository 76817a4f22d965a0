package scripting

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/keywords"
)

// Helpers: card scripts held in memory, a small set of test cards, a board on which
// one card is played, and the ST1 pool and deck.

// scripts is an in-memory ScriptSource: card number → Lua source, as the file
// cards/T/<number>.lua.
type scripts map[string]string

func (s scripts) Script(number string) (string, []byte, bool) {
	src, ok := s[number]
	return "cards/T/" + number + ".lua", []byte(src), ok
}

// testLib is a library over in-memory scripts and the built-in keywords, with a short
// per-call limit so that a runaway script costs a test little.
func testLib(src scripts) *Library {
	lib := NewLibrary(src, keywords.FS)
	lib.Limits.Time = 100 * time.Millisecond
	return lib
}

// Test cards. T-1 is the card under test (a Level 3 Digimon that costs 0); T-8 a
// Level 4 that digivolves from a red Level 3 for 1; T-3 and T-OPP are plain Level 3s.
var (
	red     = core.ColorsOf(core.Red)
	cardT1  = &core.CardData{Number: "T-1", Name: "Testmon", Kind: core.Digimon, Colors: red, Level: 3, Cost: 0, HasCost: true, DP: 3000, HasDP: true}
	cardT3  = &core.CardData{Number: "T-3", Name: "Agumon", Kind: core.Digimon, Colors: red, Level: 3, Cost: 3, HasCost: true, DP: 2000, HasDP: true}
	cardT8  = &core.CardData{Number: "T-8", Name: "Greymon", Kind: core.Digimon, Colors: red, Level: 4, Cost: 5, HasCost: true, DP: 5000, HasDP: true, Digivolve: []core.DigivolveReq{{Colors: red, Level: 3, Cost: 1}}}
	cardOpp = &core.CardData{Number: "T-OPP", Name: "Gabumon", Kind: core.Digimon, Colors: core.ColorsOf(core.Blue), Level: 3, Cost: 3, HasCost: true, DP: 2000, HasDP: true}
	filler  = &core.CardData{Number: "T-F", Name: "Filler", Kind: core.Digimon, Colors: red, Level: 3, Cost: 3, HasCost: true, DP: 1000, HasDP: true}
)

// outcome is what a board run gave: the result, the game, and the texts of the
// "you may" prompts the scripts asked (a script reports values to a test with
// ctx:may(text); the answer is always yes).
type outcome struct {
	res   core.Result
	game  *core.Game
	asked []string
}

// playCard runs a board with the given host: p1's main phase of turn 3 with 5 memory,
// T-1 and T-8 in p1's hand, a T-3 in p1's battle area and two T-OPP in p2's, a few
// cards in each deck. p1 takes the first main-phase action that pick accepts (play
// T-1 when pick is nil), then the game halts at p1's next main-phase decision.
func playCard(t testing.TB, fx core.EffectSource, seed uint64, pick func(core.Choice) bool) outcome {
	t.Helper()
	return playOn(t, fx, seed, pick, func(g *core.Game) {
		fillDecks(g, 5)
		g.AddCard(0, core.ZoneHand, cardT1)
		g.AddCard(0, core.ZoneHand, cardT8)
		g.AddObject(0, core.ZoneBattle, cardT3)
		g.AddObject(1, core.ZoneBattle, cardOpp)
		g.AddObject(1, core.ZoneBattle, cardOpp)
	})
}

// playOn runs the board setup puts on the main-phase position (mainPhase): p1 takes the
// first main-phase action that pick accepts (play T-1 when pick is nil), then the game
// halts at the next main-phase decision. "You may" prompts are answered yes, their
// texts kept (outcome.asked); other prompts take their first choice.
func playOn(t testing.TB, fx core.EffectSource, seed uint64, pick func(core.Choice) bool, setup func(g *core.Game)) outcome {
	t.Helper()
	if pick == nil {
		pick = func(c core.Choice) bool { return c.Action == core.ActPlay && c.Card.Data == cardT1 }
	}
	var out outcome
	acted := false
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptMain:
			if acted {
				return core.Halt
			}
			for i, c := range p.Choices {
				if pick(c) {
					acted = true
					return i
				}
			}
			t.Fatalf("no such main-phase action in:\n%s", p)
		case core.PromptYesNo:
			out.asked = append(out.asked, p.Text)
			for i, c := range p.Choices {
				if c.Action == core.ActYes {
					return i
				}
			}
		}
		return 0
	})
	out.game = mainPhase(t, fx, seed, agent)
	setup(out.game)
	out.res = out.game.Resume()
	return out
}

// mainPhase is the position the board tests start from: p1's main phase of turn 3 with
// 5 memory, both players' agent the given one, nothing in any zone yet.
func mainPhase(t testing.TB, fx core.EffectSource, seed uint64, agent core.Agent) *core.Game {
	t.Helper()
	g, err := core.NewPosition(core.Config{Seed: seed, Agents: [2]core.Agent{agent, agent}, Effects: fx, RecordEvents: true})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	return g
}

// fillDecks puts n fillers in each player's deck: enough to draw from.
func fillDecks(g *core.Game, n int) {
	for p := range 2 {
		for range n {
			g.AddCard(core.PlayerID(p), core.ZoneDeck, filler)
		}
	}
}

// digivolveT8 is the main-phase action "digivolve T-3 into T-8".
func digivolveT8(c core.Choice) bool { return c.Action == core.ActDigivolve && c.Card.Data == cardT8 }

// runCard plays T-1 with the given script on a fresh host and returns the outcome.
func runCard(t testing.TB, src string) outcome {
	t.Helper()
	h := testLib(scripts{"T-1": src}).NewHost()
	defer h.Close()
	return playCard(t, h, 1, nil)
}

// scriptErr is the game's error as a *ScriptError (it fails the test otherwise).
func scriptErr(t testing.TB, res core.Result) *ScriptError {
	t.Helper()
	require.Error(t, res.Err, "the game should have ended with a script error")
	var se *ScriptError
	require.True(t, errors.As(res.Err, &se), "not a *ScriptError: %v", res.Err)
	return se
}

// st1 is the default pool (opened as "cards") and its ST1 starter deck, loaded once.
var st1 = sync.OnceValues(func() (*cardpool.Pool, core.DeckList) {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		panic(err)
	}
	d, err := deck.Builtin(cards.FS, "st1", pool)
	if err != nil {
		panic(err)
	}
	return pool, d.List()
})
