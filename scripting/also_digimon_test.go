package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// "For the turn, 1 of your [Marcus Damon]s is also treated as a 3000 DP Digimon"
// (AD1-021; 15-12-1-6): the Tamer is a Digimon too — filters of Digimon see it, it has
// that DP with +DP on it, it attacks and battles — and still a Tamer; at 0 DP the rule
// check deletes it (17-1-3-1).
func TestTamerAlsoTreatedAsADigimon(t *testing.T) {
	tamer := &core.CardData{Number: "T-T", Name: "Marcus Damon", Kind: core.Tamer, Colors: red, Cost: 2, HasCost: true}
	run := func(t *testing.T, src string) (outcome, *core.FieldObject) {
		h := testLib(scripts{"T-1": src}).NewHost()
		defer h.Close()
		var marcus *core.FieldObject
		out := playOn(t, h, 1, nil, func(g *core.Game) {
			fillDecks(g, 1)
			g.AddCard(0, core.ZoneHand, cardT1)
			marcus = g.AddObject(0, core.ZoneBattle, tamer)
			g.AddObject(1, core.ZoneBattle, cardOpp)
		})
		return out, marcus
	}
	t.Run("attacks and battles", func(t *testing.T) {
		out, marcus := run(t, `return card { on_play = function(ctx)
			local tamer = ctx:all({ owner = "you", kind = "Tamer" })[1]
			ctx:may("before: digimon " .. ctx:count("your_digimon"))
			ctx:treat_as(tamer, { kind = "Digimon", dp = 3000 }, "turn")
			ctx:dp_plus(tamer, 1000, "turn")
			ctx:may("digimon " .. ctx:count("your_digimon") .. ", tamers " .. ctx:count("your_tamers") .. ", dp " .. tamer:dp() ..
				", is_digimon " .. tostring(tamer:is_digimon()) .. ", is_tamer " .. tostring(tamer:is_tamer()))
			ctx:cannot(tamer, "attack_players", "turn")
			ctx:can(tamer, "attack_unsuspended", "turn")
			ctx:may("attacks " .. tostring(ctx:attack(tamer)))
		end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"before: digimon 1", "digimon 2, tamers 1, dp 4000, is_digimon true, is_tamer true", "attacks true"}, out.asked)
		require.Empty(t, out.game.Players[1].Battle, "4000 DP beat the 2000 DP Digimon")
		require.True(t, marcus.Suspended)
		require.Contains(t, out.game.Players[0].Battle, marcus)
	})
	t.Run("deleted at 0 DP", func(t *testing.T) {
		out, marcus := run(t, `return card { on_play = function(ctx)
			local tamer = ctx:all({ owner = "you", kind = "Tamer" })[1]
			ctx:treat_as(tamer, { kind = "Digimon", dp = 3000 }, "turn")
			ctx:dp_plus(tamer, -3000, "turn")
		end }`)
		require.NoError(t, out.res.Err)
		require.NotContains(t, out.game.Players[0].Battle, marcus)
		require.Len(t, out.game.Players[0].Trash, 1, "the Tamer card, deleted by the rule check")
	})
	t.Run("kind and dp go together", func(t *testing.T) {
		out, _ := run(t, `return card { on_play = function(ctx) ctx:treat_as("self", { kind = "Digimon" }) end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), "go together")
	})
}
