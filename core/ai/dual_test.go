package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
)

// kindCounter wraps an agent and counts the prompts it answers, by kind.
type kindCounter struct {
	core.Agent
	asked map[core.PromptKind]int
}

func (k *kindCounter) Choose(v core.View, p *core.Prompt) int {
	k.asked[p.Kind]++
	return k.Agent.Choose(v, p)
}

var (
	red = core.ColorsOf(core.Red)
	// a DUAL card: a red Lv.4 Digimon from a red Lv.3 for 1; its Option side draws 1
	dualCard = &core.CardData{Number: "T-DUAL", Name: "Artsmon", Kind: core.Digimon, Colors: red, Level: 4, Cost: 1, HasCost: true,
		DP: 6000, HasDP: true, Digivolve: []core.DigivolveReq{{Colors: red, Level: 3, Cost: 1}},
		Dual: &core.DualData{Name: "Arts Draw", Colors: red, Effect: "[Main] <Draw 1>"}}
	fillerCard  = &core.CardData{Number: "T-DIGI", Name: "Filler", Kind: core.Digimon, Colors: red, Level: 3, Cost: 3, HasCost: true, DP: 3000, HasDP: true}
	dualEffects = core.EffectMap{"T-DUAL": {{Card: "T-DUAL", Label: "Option side [Main]", Kind: core.Activated, Timing: core.MainTiming,
		Dual: true, Resolve: func(c *core.Ctx) { c.Game.Draw(c.Player, 1) }}}}
)

// Both agents use DUAL cards as their Option side from the hand (6-5-1-3) and answer
// the Arts Digivolve question after it (core/dual.go); the games play to their end.
func TestAgentsUseDualCardsAndAnswerArtsDigivolve(t *testing.T) {
	dual, filler, effects := dualCard, fillerCard, dualEffects
	agents := map[string]func(seed uint64) core.Agent{
		"greedy": func(seed uint64) core.Agent { return ai.NewGreedy(seed) },
		"random": func(seed uint64) core.Agent { return core.NewRandomAgent(seed) },
	}
	for _, name := range []string{"greedy", "random"} {
		t.Run(name, func(t *testing.T) {
			uses, arts := 0, 0
			observe := func(g *core.Game, ev *core.Event) {
				switch {
				case ev.Kind == core.EvUse && ev.Card == "T-DUAL":
					require.Equal(t, "Arts Draw", ev.Text)
					uses++
				case ev.Kind == core.EvPlay:
					require.NotEqual(t, "T-DUAL", ev.Card, "a DUAL card cannot be played")
				case ev.Kind == core.EvDigivolve && ev.Text == "arts":
					arts++
				}
			}
			counters := [2]*kindCounter{{agents[name](1), map[core.PromptKind]int{}}, {agents[name](2), map[core.PromptKind]int{}}}
			g, err := core.NewPosition(core.Config{Seed: 5, Effects: effects, Observers: []core.EventObserver{observe},
				Agents: [2]core.Agent{counters[0], counters[1]}})
			require.NoError(t, err)
			g.SetTurn(0, 3, core.PhaseMain)
			for p := range 2 {
				pid := core.PlayerID(p)
				g.AddObject(pid, core.ZoneBattle, filler)
				g.AddCard(pid, core.ZoneHand, dual)
				g.AddCard(pid, core.ZoneHand, dual)
				for i := range 14 {
					g.AddCard(pid, core.ZoneDeck, []*core.CardData{filler, dual}[i%2])
				}
				for range 3 {
					g.AddCard(pid, core.ZoneSecurity, filler)
				}
			}
			res := g.Resume()
			require.NoError(t, res.Err)
			require.False(t, res.Halted)
			require.NotZero(t, uses, "no DUAL card was used")
			if name == "random" {
				asked := counters[0].asked[core.PromptArts] + counters[1].asked[core.PromptArts]
				require.NotZero(t, asked, "no Arts Digivolve question was asked")
				require.NotZero(t, arts, "random never Arts Digivolved")
			}
		})
	}
}

// useFirst takes a "use" option at the main phase when there is one, and leaves every
// other decision to the agent it wraps.
type useFirst struct{ core.Agent }

func (u useFirst) Choose(v core.View, p *core.Prompt) int {
	if p.Kind == core.PromptMain {
		for i, c := range p.Choices {
			if c.Action == core.ActUse {
				return i
			}
		}
	}
	return u.Agent.Choose(v, p)
}

// Asked whether to Arts Digivolve, greedy digivolves its Lv.3 into the used Lv.4 rather
// than let the card be trashed: a bigger Digimon and the card it draws.
func TestGreedyArtsDigivolvesWhenItCan(t *testing.T) {
	arts, into := 0, 0
	observe := func(g *core.Game, ev *core.Event) {
		if ev.Kind == core.EvDigivolve && ev.Text == "arts" {
			arts, into = arts+1, ev.Obj
		}
	}
	g, err := core.NewPosition(core.Config{Seed: 5, Effects: dualEffects, Observers: []core.EventObserver{observe},
		Agents: [2]core.Agent{useFirst{ai.NewGreedy(1)}, ai.NewGreedy(2)}})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	filler := g.AddObject(0, core.ZoneBattle, fillerCard)
	g.AddCard(0, core.ZoneHand, dualCard)
	for range 4 {
		g.AddCard(0, core.ZoneDeck, fillerCard)
		g.AddCard(1, core.ZoneDeck, fillerCard)
	}
	g.AddCard(1, core.ZoneSecurity, fillerCard)
	res := g.Resume()
	require.NoError(t, res.Err)
	require.Equal(t, 1, arts, "greedy did not Arts Digivolve")
	require.Equal(t, filler.ID, into, "not the Lv.3 digivolved")
}
