package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
)

// A [Main] effect that works from the trash (15-14-3-1) or the hand (15-14-2-1) is a
// main-phase action with no object (6-5-1-6). Both agents take it, it activates, and
// the games play on to their end: greedy uses each such effect at most once a turn,
// the engine never offers a spent [Once Per Turn] (15-14-1-1).
func TestAgentsActivateMainEffectsFromTheHandAndTheTrash(t *testing.T) {
	relic := &core.CardData{Number: "T-TRASH", Name: "Restless Data", Kind: core.Option, Colors: core.ColorsOf(core.Red), Cost: 1, HasCost: true}
	charm := &core.CardData{Number: "T-HAND", Name: "Pocket Charm", Kind: core.Option, Colors: core.ColorsOf(core.Red), Cost: 9, HasCost: true}
	filler := &core.CardData{Number: "T-DIGI", Name: "Filler", Kind: core.Digimon, Colors: core.ColorsOf(core.Red), Level: 3, Cost: 3, HasCost: true, DP: 3000, HasDP: true}
	draw := func(c *core.Ctx) { c.Game.Draw(c.Player, 1) }
	effects := core.EffectMap{
		"T-TRASH": {{Card: "T-TRASH", Label: "[Trash] [Main]", Kind: core.Activated, Timing: core.MainTiming,
			Areas: core.AreaTrash, PerTurn: 1, Resolve: draw}},
		"T-HAND": {{Card: "T-HAND", Label: "[Hand] [Main]", Kind: core.Activated, Timing: core.MainTiming,
			Areas: core.AreaHand, Resolve: func(c *core.Ctx) { c.Game.MoveCard(c.Card, core.ZoneTrash) }}},
	}
	agents := map[string]func(seed uint64) core.Agent{
		"greedy": func(seed uint64) core.Agent { return ai.NewGreedy(seed) },
		"random": func(seed uint64) core.Agent { return core.NewRandomAgent(seed) },
	}
	for _, name := range []string{"greedy", "random"} {
		t.Run(name, func(t *testing.T) {
			uses := map[string]int{} // activations by card, over three games
			for seed := uint64(1); seed <= 3; seed++ {
				playHandTrashGame(t, effects, agents[name], seed, uses, relic, charm, filler)
			}
			require.NotZero(t, uses["T-TRASH"], "the [Trash] [Main] effect was never taken")
			require.NotZero(t, uses["T-HAND"], "the [Hand] [Main] effect was never taken")
		})
	}
}

// playHandTrashGame plays one game of the test above with the agents' seeds
// 2*seed-1 and 2*seed, counting activations by card in uses.
func playHandTrashGame(t *testing.T, effects core.EffectMap, agent func(uint64) core.Agent, seed uint64, uses map[string]int,
	relic, charm, filler *core.CardData) {
	t.Helper()
	perTurn := map[[3]int]int{} // activations of T-TRASH by turn, player and card
	observe := func(g *core.Game, ev *core.Event) {
		if ev.Kind == core.EvActivate {
			uses[ev.Card]++
			if ev.Card == "T-TRASH" {
				perTurn[[3]int{ev.Turn, int(ev.Player), ev.CardID}]++
			}
		}
	}
	g, err := core.NewPosition(core.Config{Seed: 3, Effects: effects, Observers: []core.EventObserver{observe},
		Agents: [2]core.Agent{agent(2*seed - 1), agent(2 * seed)}})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	for p := range 2 {
		pid := core.PlayerID(p)
		g.AddCard(pid, core.ZoneTrash, relic)
		g.AddCard(pid, core.ZoneHand, charm)
		for range 12 {
			g.AddCard(pid, core.ZoneDeck, filler)
		}
		for range 3 {
			g.AddCard(pid, core.ZoneSecurity, filler)
		}
	}
	res := g.Resume()
	require.NoError(t, res.Err)
	require.False(t, res.Halted)
	for k, n := range perTurn {
		require.LessOrEqual(t, n, 1, "[Once Per Turn] used %d times in turn %d", n, k[0])
	}
}
