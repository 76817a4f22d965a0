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
