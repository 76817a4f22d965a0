package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// "Add 1000 to the maximum DP you can choose with DP-based deletion effects" (15-15-5):
// a `deletion_max` entry raises the printed maximum that ctx:deletion_max reads — every
// DP-based deletion effect of its controller's, or with of = "self" only the effects of
// the object that has it; the opponent's entries and those whose condition fails add
// nothing.
func TestDeletionMax(t *testing.T) {
	h := testLib(scripts{
		"T-3": `return card { static = {
			{ deletion_max = 1000 },
			{ deletion_max = { 2000, of = "self" } },
			{ deletion_max = 4000, condition = function(ctx) return false end },
		} }`,
		"T-OPP": `return card { static = { { deletion_max = 500 } } }`,
		"T-1": `return card {
			static = { { deletion_max = { function(ctx) return 10 end, of = "self" } } },
			on_play = function(ctx)
				ctx:may("max: " .. ctx:deletion_max(4000))
				ctx:delete(ctx:all({ owner = "opponent", dp_at_most = ctx:deletion_max(1000) }))
			end,
		}`,
	}).NewHost()
	defer h.Close()
	out := playCard(t, h, 1, nil)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"max: 5010"}, out.asked, "4000 + 1000 (T-3, every effect) + 10 (T-1's own); not T-3's own 2000, its false condition's 4000, nor the opponent's 500")
	require.Empty(t, out.game.Players[1].Battle, "1000 raised to 2010 reaches the 2000 DP Digimon")
}

// deletion_max's `of` names the object whose effects it raises: "self" only.
func TestDeletionMaxOfSelfOnly(t *testing.T) {
	out := runCard(t, `return card { static = { { deletion_max = { 1000, of = "opponent" } } } }`)
	require.Contains(t, scriptErr(t, out.res).Error(), `want "self"`)
}
