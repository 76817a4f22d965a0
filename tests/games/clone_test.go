package games

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// cloned is a clone of a game made at one of its decisions.
type cloned struct {
	follower *core.Game // given the original's answers from that decision on
	other    *core.Game // given the first option always
}

// TestClonesWithEffectsContinueLikeTheirOriginals: games with every card effect of
// decks rich in them, cloned in the middle of an effect (at the first question an
// effect asks after the 20th answer, its script suspended in its Lua coroutine) and
// at a later main-phase decision. Each clone has its own host. The one given its
// original's answers from there on plays the same game, event for event, to the same
// end; the one given other answers runs apart and leaves its original's log as it was.
func TestClonesWithEffectsContinueLikeTheirOriginals(t *testing.T) {
	decks, pool := loadDecks(t)
	lib := scripting.ForPool(pool)
	host := lib.NewHost()
	defer host.Close()
	newHost := func() core.EffectSource {
		h := lib.NewHost()
		t.Cleanup(h.Close)
		return h
	}
	midEffect := 0
	for pi, pair := range [][2]string{{"st1", "st2"}, {"bt5-red-shoutmon", "bt5-blue-garurumon"}, {"bt1-blue", "bt1-green"}} {
		for i := range 6 {
			seed := match.GameSeed(uint64(500+pi), i)
			label := fmt.Sprintf("%s vs %s, seed %d", pair[0], pair[1], seed)
			var g *core.Game
			var clones []cloned
			asked := 0
			cloneNow := func() {
				from, next := asked, 0
				follow := core.AgentFunc(func(core.View, *core.Prompt) int { next++; return g.Answers()[from+next-1] })
				f, err := g.Clone([2]core.Agent{follow, follow}, newHost())
				require.NoError(t, err)
				o, err := g.Clone([2]core.Agent{core.FirstAgent{}, core.FirstAgent{}}, newHost())
				require.NoError(t, err)
				clones = append(clones, cloned{f, o})
			}
			seat := func(r *core.RandomAgent) core.Agent {
				return core.AgentFunc(func(v core.View, p *core.Prompt) int {
					switch {
					case len(clones) == 0 && asked >= 20 && p.Effect != nil:
						midEffect++
						cloneNow()
					case len(clones) == 1 && asked >= 40 && p.Kind == core.PromptMain:
						cloneNow()
					}
					asked++
					return r.Choose(v, p)
				})
			}
			g, err := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks[pair[0]], decks[pair[1]]},
				Effects: host, RecordEvents: true,
				Agents: [2]core.Agent{seat(core.NewRandomAgent(seed ^ 1)), seat(core.NewRandomAgent(seed ^ 2))}})
			require.NoError(t, err)
			res := g.Run()
			require.NoError(t, res.Err, label)
			original := slices.Clone(g.Events)
			for k, c := range clones {
				r := c.other.Run()
				require.NoError(t, r.Err, "%s, clone %d", label, k)
				require.Equal(t, original, g.Events, "%s: running clone %d changed its original", label, k)
				require.Equal(t, res, c.follower.Run(), "%s, clone %d", label, k)
				require.Equal(t, original, c.follower.Events, "%s: clone %d went another way than its original", label, k)
			}
		}
	}
	require.Positive(t, midEffect, "no game was cloned while an effect asked")
}
