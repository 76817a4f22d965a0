package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The `dual` table is a DUAL card's Option side: its effects are marked Dual (and
// labelled "Option side"); it belongs at the top of the card table of a card that has
// an Option side, and holds no inherited or link effects.
func TestTheDualTableIsTheOptionSide(t *testing.T) {
	dual := *cardT1
	dual.Dual = &core.DualData{Name: "Testart", Colors: cardT1.Colors}
	build := func(d *core.CardData, src string) ([]*core.Effect, error) {
		h := testLib(scripts{"T-1": src}).NewHost()
		defer h.Close()
		return h.EffectsOf(d)
	}
	effs, err := build(&dual, `return card {
  on_play = function(ctx) end,
  dual = { keywords = { "Use Req. ([TS] trait)" }, main = function(ctx) ctx:draw(1) end },
}`)
	require.NoError(t, err)
	var labels []string
	for _, e := range effs {
		labels = append(labels, e.Label)
		require.Equal(t, e.Label != "[On Play]", e.Dual, e.Label)
	}
	require.ElementsMatch(t, []string{"[On Play]", "Option side [Main]", "<Use Req. ([TS] trait)>"}, labels)
	require.NotNil(t, core.OptionSideMain(effs))
	require.Nil(t, core.MainEffect(effs), "the Option side's [Main] is not the card's own [Main]")

	for src, want := range map[string]string{
		`return card { inherited = { dual = { main = function(ctx) end } } }`:   "`dual` belongs at the top",
		`return card { dual = { inherited = { static = { { dp = 1000 } } } } }`: "`inherited` inside `dual`",
		`return card { dual = 1 }`: "`dual` must be a table",
	} {
		_, err := build(&dual, src)
		require.ErrorContains(t, err, want, src)
	}
	_, err = build(cardT1, `return card { dual = { main = function(ctx) end } }`)
	require.ErrorContains(t, err, "T-1 has no Option side")
}
