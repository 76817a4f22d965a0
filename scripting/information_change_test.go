package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// An information-changing effect (15-12-2): the original name, colors and DP become
// the given ones; +DP given before it still adds, "also treated as" given after it
// still adds, and a later change of the same information overrides it (15-12-2-3).
func TestChangeInformation(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local theirs = ctx:all("opponent_digimon")[1]
		ctx:dp_plus(theirs, 1000, "turn")
		ctx:change_information(theirs, { name = "Sukamon", color = "White", dp = 3000 }, "turn")
		ctx:treat_as(theirs, { name = "Numemon" }, "turn")
		ctx:may("sukamon " .. ctx:count({ name = "Sukamon" }) .. ", gabumon " .. ctx:count({ name = "Gabumon" }) ..
			", numemon " .. ctx:count({ name = "Numemon" }) .. ", colors " .. table.concat(theirs:colors(), "/") .. ", dp " .. theirs:dp())
		ctx:change_information(theirs, { dp = 6000 }, "turn")
		ctx:may("dp " .. theirs:dp() .. ", white " .. tostring(theirs:has_color("White")))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"sukamon 1, gabumon 1, numemon 1, colors White, dp 4000", "dp 7000, white true"}, out.asked)
}

// change_information needs something to change, by its keys.
func TestChangeInformationKeys(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx) ctx:change_information("self", { level = 3 }) end }`)
	require.Contains(t, scriptErr(t, out.res).Error(), "unknown key level")
	out = runCard(t, `return card { on_play = function(ctx) ctx:change_information("self", {}) end }`)
	require.Contains(t, scriptErr(t, out.res).Error(), "nothing to change")
}
