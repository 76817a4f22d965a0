package scripting

import (
	"strings"
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

// Prohibitions by cause are enforced where the rules delete, return and reduce DP
// (4-13-1, 17-1-3-1, 1-3-8), and only for the causes they name (15-1-3).
func TestCannotByCause(t *testing.T) {
	t.Run("deleted", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			local o = ctx:all("opponent_digimon")
			ctx:cannot(o[1], { "be_deleted", by = "your_effects" }, "turn")
			ctx:cannot(o[2], "be_deleted_in_battle", "turn")
			ctx:delete(o)
		end }`)
		require.NoError(t, out.res.Err)
		opp := out.game.Players[1].Battle
		require.Len(t, opp, 1, "only the one your effects can't delete stays")
		require.True(t, out.game.Derive(opp[0]).CantBeDeleted.Covers(core.EffectOf(0)))
	})
	t.Run("0 DP: the rule check can't delete it either", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			local o = ctx:all("opponent_digimon")
			ctx:cannot(o[1], "be_deleted", "turn")
			ctx:dp_plus(o, -5000, "turn")
		end }`)
		require.NoError(t, out.res.Err)
		opp := out.game.Players[1].Battle
		require.Len(t, opp, 1, "17-1-3-1 deletes the other, not the one that can't be deleted")
		dp, _ := out.game.DP(opp[0])
		require.Equal(t, 0, dp)
	})
	t.Run("returned to hand", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			local o = ctx:all("opponent_digimon")
			ctx:cannot(o[1], { "be_returned_to_hand", "be_returned_to_deck" }, "turn")
			ctx:return_to_hand(o)
		end }`)
		require.NoError(t, out.res.Err)
		require.Len(t, out.game.Players[1].Battle, 1)
		require.Len(t, out.game.Players[1].Hand, 1)
	})
	t.Run("leave the battle area", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			local o = ctx:all("opponent_digimon")
			ctx:cannot(o[1], { "leave_battle_area", by = "your_effects" }, "turn")
			ctx:trash(o)
		end }`)
		require.NoError(t, out.res.Err)
		require.Len(t, out.game.Players[1].Battle, 1)
		require.Len(t, out.game.Players[1].Trash, 1)
	})
	t.Run("DP can't be reduced by your effects", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			local o = ctx:all("opponent_digimon")
			ctx:cannot(o[1], { "have_dp_reduced", by = "your_effects" }, "turn")
			ctx:dp_plus(o, -1000, "turn")
			ctx:dp_plus(o[1], 3000, "turn")
		end }`)
		require.NoError(t, out.res.Err)
		opp := out.game.Players[1].Battle
		d0, _ := out.game.DP(opp[0])
		d1, _ := out.game.DP(opp[1])
		require.Equal(t, 5000, d0, "2000 +3000; the -1000 does not apply")
		require.Equal(t, 1000, d1)
	})
	t.Run("by needs a prohibition with causes", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx) ctx:cannot("self", { "attack", by = "opponent_effects" }) end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), `names no cause`)
	})
}

// "Can't attack players" leaves a Digimon only Digimon to attack; "can also attack
// unsuspended Digimon" gives it some (11-2-7-1); without both it cannot attack at all.
func TestCannotAttackPlayers(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local mine = ctx:all("your_digimon")[1]
		ctx:cannot(mine, "attack_players", "turn")
		ctx:may("first: " .. tostring(ctx:attack(mine)))
		ctx:can(mine, "attack_unsuspended", "turn")
		ctx:may("then: " .. tostring(ctx:attack(mine)))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"first: false", "then: true"}, out.asked)
	require.Len(t, out.game.Players[1].Battle, 1, "it battled one unsuspended Digimon (2000 vs 2000)")
}

// "Can also attack your opponent's unsuspended Digimon with no digivolution cards"
// (EX1-016): a permission narrowed by a filter on the attack target lets the Digimon
// attack only the unsuspended Digimon it matches (11-2-7-1), given for a while or by a
// `static` entry.
func TestCanAttackUnsuspendedNarrowed(t *testing.T) {
	attack := `
		local mine = ctx:all("your_digimon")[1]
		local theirs = ctx:all("opponent_digimon")
		ctx:dp_plus(theirs[1], 3000, "turn")
		ctx:cannot(mine, "attack_players", "turn")
		ctx:may("attacks: " .. tostring(ctx:attack(mine)))`
	for _, tc := range []struct{ name, src string }{
		{"ctx:can", `return card { on_play = function(ctx)
			ctx:can(ctx:all("your_digimon")[1], { "attack_unsuspended", attack_target = { dp_at_most = 3000 } }, "turn")` + attack + `
		end }`},
		{"static", `return card {
			static = { { target = { owner = "you", name = "Agumon" }, can = { "attack_unsuspended", attack_target = { dp_at_most = 3000 } } } },
			on_play = function(ctx)` + attack + `
		end }`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := runCard(t, tc.src)
			require.NoError(t, out.res.Err)
			require.Equal(t, []string{"attacks: true"}, out.asked)
			opp := out.game.Players[1].Battle
			require.Len(t, opp, 1, "it battled the 2000 DP Digimon (2000 vs 2000: both deleted)")
			dp, _ := out.game.DP(opp[0])
			require.Equal(t, 5000, dp, "the 5000 DP Digimon was not a legal attack target")
		})
	}
	t.Run("no Digimon matches", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:can(ctx:all("your_digimon")[1], { "attack_unsuspended", attack_target = { dp_at_least = 9000 } }, "turn")`+attack+`
		end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"attacks: false"}, out.asked)
		require.Len(t, out.game.Players[1].Battle, 2)
	})
	// "When this Digimon attacks with <Blitz>, ..." (BT5-017): this effect's attack is
	// made with no keyword, so the permission does not hold in it.
	t.Run("with: only in the attacks made with that keyword", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:can(ctx:all("your_digimon")[1], { "attack_unsuspended", with = "<Blitz>" }, "turn")`+attack+`
		end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"attacks: false"}, out.asked)
		require.Len(t, out.game.Players[1].Battle, 2)
	})
	t.Run("with names a keyword", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx) ctx:can("self", { "attack_unsuspended", with = "Blizt" }, "turn") end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), `can.with: unknown keyword <Blizt>`)
	})
	t.Run("attack_target narrows attack_unsuspended only", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx) ctx:can("self", { attack_target = { dp_at_most = 3000 } }, "turn") end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), `narrow "attack_unsuspended" alone`)
	})
}

// "[When Digivolving] effects don't activate" (15-1-3): the prohibition on the object
// keeps the new top card's effect from activating.
func TestCannotActivateTiming(t *testing.T) {
	h := testLib(scripts{
		"T-1": `return card { on_play = function(ctx)
			local mine = ctx:all({ owner = "you", name = "Agumon" })[1]
			ctx:cannot(mine, "activate_when_digivolving", "turn")
			ctx:digivolve(mine, ctx:cards("hand", { name = "Greymon" })[1], { free = true })
		end }`,
		"T-8": `return card { when_digivolving = function(ctx) ctx:gain_memory(3) end }`,
	}).NewHost()
	defer h.Close()
	out := playCard(t, h, 1, nil)
	require.NoError(t, out.res.Err)
	require.Equal(t, "Greymon", out.game.Players[0].Battle[0].Top().Data.Name)
	require.Equal(t, 5, out.game.MemoryOf(0), "no memory gained: the effect did not activate")
}

// A ban on a player (4-1-4, 15-1-3): "can't gain memory", given for a while or by a
// static entry, and its "except with Tamer effects".
func TestCannotGainMemory(t *testing.T) {
	t.Run("given", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			ctx:cannot("you", "gain_memory", "turn")
			ctx:gain_memory(2)
			ctx:set_memory(8)
			ctx:lose_memory(1)
		end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, 4, out.game.MemoryOf(0), "no gain, no raise; losing still works")
	})
	t.Run("static, except Tamers", func(t *testing.T) {
		out := runCard(t, `return card {
			static = { { player = "you", cannot = "gain_memory", except = "tamer_effects" } },
			on_play = function(ctx) ctx:gain_memory(2) end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, 5, out.game.MemoryOf(0), "a Digimon's effect is banned")
	})
	t.Run("static on the opponent", func(t *testing.T) {
		out := runCard(t, `return card {
			static = { { player = "opponent", cannot = "gain_memory" } },
			on_play = function(ctx) ctx:gain_memory(2) end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, 7, out.game.MemoryOf(0), "the ban is on the opponent only")
	})
}

// "This Digimon isn't affected by your opponent's effects" (15-15-6): a static entry,
// while its condition holds. The opponent's effects can choose it (15-15-6-3) but
// neither delete it nor change its DP (15-15-6-1, 15-15-6-4).
func TestStaticUnaffected(t *testing.T) {
	for _, tc := range []struct {
		cond     string
		shielded bool
	}{{"true", true}, {"false", false}} {
		t.Run(tc.cond, func(t *testing.T) {
			h := testLib(scripts{
				"T-1": `return card { on_play = function(ctx)
					local o = ctx:choose_one("opponent_digimon")
					ctx:dp_plus(o, -1000, "turn")
					ctx:delete(o)
				end }`,
				"T-OPP": `return card { static = { { unaffected = "opponent_effects", condition = function(ctx) return ` + tc.cond + ` end } } }`,
			}).NewHost()
			defer h.Close()
			out := playCard(t, h, 1, nil)
			require.NoError(t, out.res.Err)
			opp := out.game.Players[1].Battle
			if !tc.shielded {
				require.Len(t, opp, 1, "the chosen one was deleted")
				return
			}
			require.Len(t, opp, 2, "chosen, not deleted")
			for _, o := range opp {
				dp, _ := out.game.DP(o)
				require.Equal(t, 2000, dp)
			}
		})
	}
	out := runCard(t, `return card { static = { { unaffected = "opponent_effects", dp = 1000 } } }`)
	require.Contains(t, scriptErr(t, out.res).Error(), "an unaffected entry has no dp")
}

// "This Digimon isn't affected by the effects of your opponent's Digimon" (15-15-6):
// a shield of one category keeps off the opponent's effects of cards of that category
// only. T-1, a Digimon, deletes with its [On Play] and takes 1000 DP away.
func TestStaticUnaffectedBySource(t *testing.T) {
	for _, tc := range []struct {
		by       string
		shielded bool
	}{{"opponent_digimon_effects", true}, {"opponent_option_effects", false}, {"opponent_tamer_effects", false}, {"<De-Digivolve> effects", false}} {
		t.Run(tc.by, func(t *testing.T) {
			h := testLib(scripts{
				"T-1": `return card { on_play = function(ctx)
					local o = ctx:choose_one("opponent_digimon")
					ctx:dp_plus(o, -1000, "turn")
					ctx:delete(o)
				end }`,
				"T-OPP": `return card { static = { { unaffected = "` + tc.by + `" } } }`,
			}).NewHost()
			defer h.Close()
			out := playCard(t, h, 1, nil)
			require.NoError(t, out.res.Err)
			opp := out.game.Players[1].Battle
			if !tc.shielded {
				require.Len(t, opp, 1, "the chosen one was deleted")
				return
			}
			require.Len(t, opp, 2, "chosen, not deleted")
			for _, o := range opp {
				dp, _ := out.game.DP(o)
				require.Equal(t, 2000, dp, "the -1000 is not had (15-15-6-4)")
			}
		})
	}
	out := runCard(t, `return card { static = { { unaffected = "<Nothing> effects" } } }`)
	require.Contains(t, scriptErr(t, out.res).Error(), "unknown keyword")
}

// Bans on playing by effects (7-1) and on using Options (9-1): "your opponent can't
// play Digimon by effects until the end of their turn", "can't use Option cards".
func TestCannotPlayByEffectsOrUseOptions(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		ctx:cannot("you", "play_by_effects", "turn")
		local o = ctx:play_card(ctx:cards("hand", { name = "Greymon" })[1], { free = true })
		ctx:may("played " .. tostring(o ~= nil))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"played false"}, out.asked)
	require.Len(t, out.game.Players[0].Battle, 2)

	out = runCard(t, `return card { on_play = function(ctx)
		ctx:cannot("opponent", "play_by_effects", "turn")
		local o = ctx:play_card(ctx:cards("hand", { name = "Greymon" })[1], { free = true })
		ctx:may("played " .. tostring(o ~= nil))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"played true"}, out.asked, "the ban is on the opponent only")

	out = runCard(t, `return card { on_play = function(ctx) ctx:cannot("you", { "use_options", except = "tamer_effects" }) end }`)
	require.Contains(t, scriptErr(t, out.res).Error(), "is for gain_memory")
}

// "Players can't reduce play costs", "your opponent can't reduce digivolution costs"
// (15-1-3, Q752, Q1285): a ban on the payer. T-1's [On Play] plays T-8 (cost 5) from
// the hand with its cost reduced by 3, or digivolves T-3 into it (cost 1) with its cost
// reduced by 1; T-3 states the ban. Memory starts at 5.
func TestBanOnReducingCosts(t *testing.T) {
	play := `return card { on_play = function(ctx)
		for _, c in ipairs(ctx:hand()) do if c:name() == "Greymon" then ctx:play_card(c, OPTS) end end
	end }`
	digivolve := `return card { on_play = function(ctx)
		local agumon = ctx:choose_one({ owner = "you", name = "Agumon" })
		for _, c in ipairs(ctx:hand()) do if c:name() == "Greymon" then ctx:digivolve(agumon, c, { reduce = 1 }) end end
	end }`
	ban := func(who, what string) string {
		return `return card { static = { { player = "` + who + `", cannot = "` + what + `" } } }`
	}
	for _, tc := range []struct {
		name, t1, t3 string
		memory       int
	}{
		{"play, no ban", strings.Replace(play, "OPTS", "{ reduce = 3 }", 1), `return card {}`, 3},
		{"play, players can't reduce", strings.Replace(play, "OPTS", "{ reduce = 3 }", 1), ban("both", "reduce_play_costs"), 0},
		{"play, a ban on the opponent only", strings.Replace(play, "OPTS", "{ reduce = 3 }", 1), ban("opponent", "reduce_play_costs"), 3},
		{"play without paying the cost reduces nothing (Q753)", strings.Replace(play, "OPTS", "{ free = true }", 1), ban("both", "reduce_play_costs"), 5},
		{"digivolve, no ban", digivolve, `return card {}`, 5},
		{"digivolve, can't reduce digivolution costs", digivolve, ban("you", "reduce_digivolution_costs"), 4},
		{"digivolve, a ban on play costs only", digivolve, ban("you", "reduce_play_costs"), 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := testLib(scripts{"T-1": tc.t1, "T-3": tc.t3}).NewHost()
			defer h.Close()
			out := playCard(t, h, 1, nil)
			require.NoError(t, out.res.Err)
			greymon := 0
			for _, o := range out.game.Players[0].Battle {
				if o.Top().Data == cardT8 {
					greymon++
				}
			}
			require.Equal(t, 1, greymon, "Greymon was played or digivolved into")
			require.Equal(t, tc.memory, out.game.MemoryOf(0))
		})
	}
}

// "Players can't ignore digivolution requirements" (15-1-3, BT8-059): digivolving
// ignoring them, or a part of them (Q1741), does not happen; without paying the cost
// it does (Q1740). T-1's [On Play] digivolves T-3 into T-8; T-3 states the ban.
func TestBanOnIgnoringDigivolutionRequirements(t *testing.T) {
	digivolve := `return card { on_play = function(ctx)
		local agumon = ctx:choose_one({ owner = "you", name = "Agumon" })
		for _, c in ipairs(ctx:hand()) do if c:name() == "Greymon" then ctx:digivolve(agumon, c, OPTS) end end
	end }`
	ban := `return card { static = { { player = "both", cannot = "ignore_digivolution_requirements" } } }`
	for _, tc := range []struct {
		name, opts, t3 string
		digivolved     bool
	}{
		{"ignoring them, no ban", `{ ignore_requirements = true, cost = 2 }`, `return card {}`, true},
		{"ignoring them, banned", `{ ignore_requirements = true, cost = 2 }`, ban, false},
		{"ignoring the level, banned (Q1741)", `{ ignore_level = true }`, ban, false},
		{"without paying the cost, banned (Q1740)", `{ free = true }`, ban, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := testLib(scripts{"T-1": strings.Replace(digivolve, "OPTS", tc.opts, 1), "T-3": tc.t3}).NewHost()
			defer h.Close()
			out := playCard(t, h, 1, nil)
			require.NoError(t, out.res.Err)
			greymon := 0
			for _, o := range out.game.Players[0].Battle {
				if o.Top().Data == cardT8 {
					greymon++
				}
			}
			want := 0
			if tc.digivolved {
				want = 1
			}
			require.Equal(t, want, greymon)
		})
	}
}
