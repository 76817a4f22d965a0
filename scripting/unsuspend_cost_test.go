package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// unsuspend_cost names what must be paid to unsuspend ("you must trash 1 card in your hand
// to unsuspend this Digimon", BT7-055): trash_from_hand, a number of 1 or more; anything
// else is an error of the script. The engine's side is in the BT7-055 scenarios
// (tests/scenarios/cards/BT7/BT7-055-*.yaml).
func TestUnsuspendCostKeys(t *testing.T) {
	out := runCard(t, `return card { static = { { unsuspend_cost = { memory = 1 } } } }`)
	require.Contains(t, scriptErr(t, out.res).Error(), `unknown key "memory"`)
	out = runCard(t, `return card { static = { { unsuspend_cost = { trash_from_hand = 0 } } } }`)
	require.Contains(t, scriptErr(t, out.res).Error(), `1 or more`)
	out = runCard(t, `return card { static = { { unsuspend_cost = 1 } } }`)
	require.Contains(t, scriptErr(t, out.res).Error(), `must be a table`)
	out = runCard(t, `return card { static = { { target = { owner = "opponent", kind = "Digimon" }, unsuspend_cost = { trash_from_hand = 1 } } } }`)
	require.NoError(t, out.res.Err)
}

// The cost is asked for each Digimon on its own (Q1596), so the question names the
// object, not only its card: p2's two Gabumon are told apart. T-1 gives them the cost,
// draws p2 2 cards, suspends both and unsuspends them; p2 pays for each.
func TestUnsuspendCostNamesTheObject(t *testing.T) {
	out := runCard(t, `return card {
		static = { { target = { owner = "opponent", kind = "Digimon" }, unsuspend_cost = { trash_from_hand = 1 } } },
		on_play = function(ctx)
			ctx:draw(2, "opponent")
			ctx:suspend(ctx:all("opponent_digimon"))
			ctx:unsuspend(ctx:all("opponent_digimon"))
		end,
	}`)
	require.NoError(t, out.res.Err)
	gabumon := out.game.Players[1].Battle
	require.Len(t, gabumon, 2)
	require.Equal(t, []string{
		"trash 1 card(s) in your hand to unsuspend #2 T-OPP Gabumon [suspended]?",
		"trash 1 card(s) in your hand to unsuspend #3 T-OPP Gabumon [suspended]?",
	}, out.asked)
	require.False(t, gabumon[0].Suspended || gabumon[1].Suspended, "both paid for")
	require.Empty(t, out.game.Players[1].Hand)
}
