package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The ctx methods that several BT1 cards share, on the scripting
// test board (T-1 played by p1 with 5 memory: 5 left).

// ctx:set_memory puts the gauge at n on the controller's side.
func TestCtxSetMemory(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx) ctx:set_memory(3) end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, 3, out.game.MemoryOf(0))
}

// ctx:change_original_dp: the new original DP, with DP modifiers on top of it.
func TestCtxChangeOriginalDP(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local mon = ctx:all("opponent_digimon")[1]
		ctx:change_original_dp(mon, 5000, "turn")
		ctx:dp_plus(mon, -1000, "turn")
	end }`)
	require.NoError(t, out.res.Err)
	opp := out.game.Players[1].Battle
	dp, _ := out.game.DP(opp[0])
	require.Equal(t, 4000, dp)
	dp, _ = out.game.DP(opp[1])
	require.Equal(t, 2000, dp, "the other one")
}

// ctx:give_effect gives a triggered effect for a while; one of another timing is an
// error naming it.
func TestCtxGiveEffect(t *testing.T) {
	t.Run("when attacking", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:give_effect("your_digimon", { when_attacking = function(ctx) ctx:gain_memory(1) end }, "turn")
		end }`)
		require.NoError(t, out.res.Err)
		grants := 0
		for _, e := range out.game.Events {
			if e.Kind == core.EvGrant {
				grants++
			}
		}
		require.Equal(t, 1, grants, "one global grant")
	})
	t.Run("unsupported timing", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:give_effect("your_digimon", { on_play = function(ctx) ctx:gain_memory(1) end }, "turn")
		end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), "a given effect's timing must be")
	})
	t.Run("not triggered", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:give_effect("self", { static = { { dp = 1000 } } })
		end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), "only triggered effects can be given")
	})
}

// ctx:digivolution_cards_to_hand moves cards under the object only; ctx:breeding,
// ctx:hatch and ctx:move_to_battle work on the breeding area; ctx:security_cards lists
// the security stack top first.
func TestCtxSecurityAndBreedingZones(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local mine = ctx:all("your_digimon")[1]
		ctx:may("top " .. ctx:digivolution_cards_to_hand(mine, mine:top()))
		ctx:may("breeding " .. tostring(ctx:breeding()) .. " hatch " .. tostring(ctx:hatch()))
		ctx:may("security " .. #ctx:security_cards() .. " " .. #ctx:security_cards("opponent"))
		ctx:shuffle_security()
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"top 0", "breeding nil hatch nil", "security 0 0"}, out.asked)
}

// "Gains <Security A. -1> until the end of their turn" (BT16-022): a negative number,
// and the duration seen from the opponent.
func TestGiveNegativeSecurityAttack(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local o = ctx:all("opponent_digimon")[1]
		ctx:give(o, "Security A. -1", "their_turn")
		ctx:may("checks " .. tostring(o:has_keyword("Security A.")))
	end }`)
	require.NoError(t, out.res.Err)
	o := out.game.Players[1].Battle[0]
	require.Equal(t, 0, out.game.SecurityChecks(o), "1 - 1 (4-2-9, 16-3)")
	require.Equal(t, 1, out.game.SecurityChecks(out.game.Players[1].Battle[1]))
	require.Equal(t, []string{"checks true"}, out.asked)
}

// A static entry's give_effect: triggered effects the objects it reaches have while it
// applies (core/granted.go). It builds them as a card table; a timing the object does
// not meet on the field, or an effect that is not triggered, is an error at load time.
func TestStaticGiveEffect(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`return card { static = { { target = "your_digimon", give_effect = { when_attacking = function(ctx) ctx:gain_memory(1) end } } } }`, ""},
		{`return card { static = { { target = "your_digimon", give_effect = { on_play = function(ctx) ctx:gain_memory(1) end } } } }`, "cannot give on_play effects"},
		{`return card { static = { { give_effect = { when_digivolving = function(ctx) ctx:gain_memory(1) end } } } }`, "cannot give when_digivolving effects"},
		{`return card { static = { { give_effect = { main = function(ctx) ctx:gain_memory(1) end } } } }`, "only triggered effects can be given"},
		{`return card { static = { { give_effect = 3 } } }`, "must be a table of effects"},
	} {
		src, want := c.src, c.want
		h := testLib(scripts{"T-1": src}).NewHost()
		effs, err := h.EffectsOf(cardT1)
		h.Close()
		if want == "" {
			require.NoError(t, err, src)
			require.Len(t, effs, 1)
			require.Len(t, effs[0].Gives, 1, "the given [When Attacking]")
			require.Equal(t, core.WhenAttacking, effs[0].Gives[0].Timing)
			require.Nil(t, effs[0].Apply, "no derived value of its own changes")
			continue
		}
		require.Error(t, err, src)
		require.Contains(t, err.Error(), want, src)
	}
}
