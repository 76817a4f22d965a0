package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The filter keys of conditions: ranks among the matches ("with the lowest DP"),
// comparisons with the object that has the effect ("with as much or less DP as this
// Digimon"), colors, text (4-20); and the object queries beside them.
func TestConditionFilters(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local o = ctx:all("opponent_digimon")
		ctx:dp_plus(o[1], 1000, "turn")             -- 3000 and 2000 against this Digimon's 3000
		local low = ctx:all({ owner = "opponent", lowest = "dp" })
		local high = ctx:all({ kind = "Digimon", highest = "dp" })
		local asmuch = ctx:count({ owner = "opponent", dp_at_most = "self" })
		local fewer = ctx:count({ digivolution_cards_at_most = "self" })
		local more = ctx:count({ digivolution_cards_at_least = 1 })
		local text = ctx:count({ text_has = "Gabu" })
		local cheap = ctx:all({ kind = "Digimon", lowest = "play_cost" }) -- this card costs 0, the others 3
		ctx:may(#low .. " " .. tostring(low[1]:is(o[2])) .. " " .. #high .. " " .. asmuch .. " " .. fewer .. " " .. more .. " " .. text .. " " .. #cheap .. " " .. tostring(cheap[1]:is(ctx.self)))
		ctx:may(o[1]:owner() .. " " .. ctx.self:owner() .. " " .. table.concat(o[1]:colors(), "/") .. " " ..
			tostring(o[1]:has_in_text("Gabumon")) .. " " .. tostring(ctx.card:has_in_text("mon")))
		ctx:may(ctx:phase() .. " " .. ctx:memory() .. " " .. ctx:memory("opponent"))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{
		"1 true 2 2 4 0 2 1 true", // lowest: the 2000 one; highest: 3000 (this Digimon and o[1]); none has cards under it
		"opponent you Blue true true",
		"main 5 -5",
	}, out.asked)
}

// A filter has lowest or highest, with "dp" or "level".
func TestConditionFilterErrors(t *testing.T) {
	for src, msg := range map[string]string{
		`ctx:count({ lowest = "dp", highest = "dp" })`:       "not both",
		`ctx:count({ lowest = "cost" })`:                     `want "dp", "level", "play_cost" or "digivolution_cards"`,
		`ctx:count({ digivolution_cards_at_most = "them" })`: `wants a number or "self"`,
		`ctx:count({ colors_at_least = "two" })`:             "wants a number",
		`ctx:count({ except = "Blocker" })`:                  "wants a filter table",
		`ctx:count({ except = { lowest = "dp" } })`:          "not the inner one's",
		`ctx:count({ cost_at_most = "them" })`:               `wants a number or "self"`,
		`ctx:cards("trash", { except = { top = 1 } })`:       "says where to look",
		`ctx:count({ trait = { "Beast", "Dragon" } })`:       "filter trait wants a string, not a table",
		`ctx:count({ except = { owner = { "you" } } })`:      "filter owner wants a string, not a table",
	} {
		out := runCard(t, "return card { on_play = function(ctx) "+src+" end }")
		require.Contains(t, scriptErr(t, out.res).Error(), msg, src)
	}
}

// "Your other Digimon": not_self = true leaves out the object that has the effect;
// false counts it, as a filter without the key does. T-1 is played beside T-3.
func TestFilterNotSelf(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		ctx:may(ctx:count({ owner = "you", not_self = true }) .. " " .. ctx:count({ owner = "you", not_self = false }) ..
			" " .. ctx:count({ owner = "you" }))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"1 2 2"}, out.asked)
}

// "[Agumon] or [Gabumon]": the object filter name takes one name or a list of names
// (2-3-1-2), and except = { name = {...} } excludes every listed name.
func TestObjectFilterNameList(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local a, me = ctx:all("opponent_digimon")[1]:name(), ctx.self:name()
		ctx:may(ctx:count({ kind = "Digimon", name = { "No Such Name", me } }) .. " " ..
			ctx:count({ kind = "Digimon", name = { a, me } }) .. " " ..
			ctx:count({ kind = "Digimon", except = { name = { a, me } } }) .. " " ..
			ctx:count({ kind = "Digimon", name = a }) .. " " .. tostring(a ~= me) .. " " .. ctx:count({ kind = "Digimon" }))
	end }`)
	require.NoError(t, out.res.Err)
	// four Digimon: this one, the opponent's two of one name and one other
	require.Equal(t, []string{"1 3 1 2 true 4"}, out.asked)
}

// trait_has, for objects: "1 of your Digimon with [Angel] in its traits" is one with a
// trait that contains the text (2-3-2-4): [Fallen Angel], [Three Great Angels], [Archangel]
// (compared ignoring case, core/trait_spelling.go: 大天使 holds 天使 too); a list is any of them. trait is the trait itself.
func TestFilterTraitHas(t *testing.T) {
	digimon := func(number string, traits ...string) *core.CardData {
		return &core.CardData{Number: number, Name: number, Kind: core.Digimon, Colors: red, Level: 5, Cost: 5, HasCost: true, DP: 5000, HasDP: true, Types: traits}
	}
	h := testLib(scripts{"T-1": `return card { on_play = function(ctx)
		local function numbers(objs)
			local out = {}
			for _, o in ipairs(objs) do out[#out + 1] = o:top():number() end
			return table.concat(out, ",")
		end
		ctx:may("kept " .. numbers(ctx:all({ owner = "you", trait_has = "Angel" })))
		ctx:may("kept " .. numbers(ctx:all({ owner = "you", trait_has = { "Angel", "Archangel" } })))
		ctx:may("kept " .. numbers(ctx:all({ owner = "you", trait = "Angel" })))
	end }`}).NewHost()
	defer h.Close()
	out := playOn(t, h, 1, nil, func(g *core.Game) {
		fillDecks(g, 1)
		g.AddCard(0, core.ZoneHand, cardT1)
		for _, d := range []*core.CardData{digimon("T-FA", "Fallen Angel"), digimon("T-TGA", "Seraph", "Three Great Angels"), digimon("T-AA", "Archangel"), digimon("T-DR", "Dragon")} {
			g.AddObject(0, core.ZoneBattle, d)
		}
	})
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"kept T-FA,T-TGA,T-AA", "kept T-FA,T-TGA,T-AA", "kept "}, out.asked)
}
