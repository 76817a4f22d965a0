package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// "When one of your [Agumon] would digivolve into this card in your hand, reduce the
// memory cost of the digivolution by N" (15-8-5, 8-1-3-2): T-8 (Greymon, from a red
// level 3 for 1) carries the entry; p1 digivolves T-3 (Agumon) into it with 5 memory.
func TestDigivolveIntoThisReduces(t *testing.T) {
	for _, tc := range []struct {
		name, t8 string
		memory   int
	}{
		{"an Agumon pays 1 less",
			`return card { would = { { digivolve_into_this = { owner = "you", name = "Agumon" }, reduces = 1 } } }`, 5},
		{"not a Digimon the filter leaves out",
			`return card { would = { { digivolve_into_this = { owner = "you", name = "Gabumon" }, reduces = 1 } } }`, 4},
		// "… for each of your opponent's Digimon": 2 off the 4 its own cost sets (Q1568)
		{"a count, off the cost the card sets",
			`return card { static = { { digivolve_cost = 4 } }, would = { { digivolve_into_this = { owner = "you", kind = "Digimon" },
				reduces = function(ctx) return ctx:count({ owner = "opponent", kind = "Digimon" }) end } } }`, 3},
		// 7 is more than the 5 memory: the main phase offers it for what the reduction leaves (1-3-11-3)
		{"offered when only the reduction makes it payable",
			`return card { static = { { digivolve_cost = 7 } }, would = { { digivolve_into_this = { owner = "you" }, reduces = 2 } } }`, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := testLib(scripts{"T-8": tc.t8}).NewHost()
			defer h.Close()
			out := playCard(t, h, 1, digivolveT8)
			require.NoError(t, out.res.Err)
			require.Equal(t, cardT8, out.game.Players[0].Battle[0].Top().Data, "T-3 digivolved into T-8")
			require.Equal(t, tc.memory, out.game.MemoryOf(0))
		})
	}
}

// The entry says its own trigger and resolution, and needs the reduction.
func TestDigivolveIntoThisKeys(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`return card { would = { { digivolve_into_this = { owner = "you" } } } }`, "needs reduces"},
		{`return card { would = { { digivolve_into_this = { owner = "you" }, reduces = 1, on = "played" } } }`, "on goes without on"},
		{`return card { would = { { digivolve_into_this = { owner = "you" }, reduces = 1, run = function(ctx) end } } }`, "run goes without run"},
		{`return card { would = { { digivolve_into_this = { nonsense = 1 }, reduces = 1 } } }`, "nonsense"},
	} {
		h := testLib(scripts{"T-8": tc.src}).NewHost()
		out := playCard(t, h, 1, digivolveT8)
		h.Close()
		require.Contains(t, scriptErr(t, out.res).Error(), tc.want, tc.src)
	}
}
