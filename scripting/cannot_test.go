package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// ctx:cannot gives prohibitions: to the chosen object only (targeted), or to every
// object a filter matches (global); several at once; an unknown one is a script error.
func TestCtxCannot(t *testing.T) {
	t.Run("targeted", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:cannot(ctx:all("opponent_digimon")[1], { "attack", "block" }, "turn")
		end }`)
		require.NoError(t, out.res.Err)
		opp := out.game.Players[1].Battle
		d0, d1 := out.game.Derive(opp[0]), out.game.Derive(opp[1])
		require.True(t, d0.CantAttack && d0.CantBlock, "the chosen Digimon")
		require.False(t, d1.CantAttack || d1.CantBlock, "the other Digimon")
	})
	t.Run("global", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx) ctx:cannot("opponent_digimon", "be_attacked", "turn") end }`)
		require.NoError(t, out.res.Err)
		for _, o := range out.game.Players[1].Battle {
			d := out.game.Derive(o)
			require.True(t, d.CantBeAttacked)
			require.False(t, d.CantAttack)
		}
		require.False(t, out.game.Derive(out.game.Players[0].Battle[0]).CantBeAttacked, "p1's own Digimon")
	})
	t.Run("unknown", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx) ctx:cannot("opponent_digimon", "fly") end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), `cannot fly`)
	})
}

// ctx:add_to_hand moves cards that are not on the field to their owner's hand and
// says how many moved: this card on the field stays; trashed first, it goes.
func TestCtxAddToHand(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		ctx:may("on the field: " .. ctx:add_to_hand())
		ctx:trash("self")
		ctx:may("from the trash: " .. ctx:add_to_hand())
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"on the field: 0", "from the trash: 1"}, out.asked)
	hand := out.game.Players[0].Hand
	require.Equal(t, cardT1, hand[len(hand)-1].Data)
	require.Equal(t, core.ZoneHand, hand[len(hand)-1].Zone)
}
