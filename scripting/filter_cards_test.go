package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The card filter key keyword: "a Digimon card with <Digi-Burst>" (BT4-051, 16-1, Q1247)
// is a card whose own effect starts with the keyword, also when an effect follows it
// ("[Main] <Digi-Burst 2> (...)・Delete ..."); a card whose text only names the keyword
// (BT4-052 Lalamon) and a card without it are not, in every list the filter reads:
// revealed cards, the hand, the trash, digivolution cards and the security stack.
func TestCardFilterKeywordInEveryList(t *testing.T) {
	burst := &core.CardData{Number: "T-DB", Name: "MachGaogamon", Kind: core.Digimon, Colors: red, Level: 5,
		Effect: "[Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect below.)・Delete 1 of your opponent's Digimon with 4000 DP or less."}
	names := &core.CardData{Number: "T-NB", Name: "Lalamon", Kind: core.Digimon, Colors: red, Level: 3,
		Inherited: "[Your Turn] When this card is trashed due to activating this Digimon's ＜Digi-Burst＞, return this card to its owner's hand."}
	plain := &core.CardData{Number: "T-PL", Name: "Biyomon", Kind: core.Digimon, Colors: red, Level: 3}

	h := testLib(scripts{"T-1": `return card { on_play = function(ctx)
		local function numbers(list)
			local out = {}
			for _, c in ipairs(list) do out[#out + 1] = c:number() end
			return table.concat(out, ",")
		end
		local filter = { kind = "Digimon", keyword = "Digi-Burst" }
		local revealed = ctx:reveal(3)
		ctx:may("revealed " .. numbers(ctx:cards(revealed, filter)))
		ctx:may("revealed zone " .. numbers(ctx:cards("revealed", filter)))
		ctx:move(ctx:cards("revealed"), "deck_bottom")
		for _, zone in ipairs({ "hand", "trash", "digivolution", "security" }) do
			ctx:may(zone .. " " .. numbers(ctx:cards(zone, filter)))
			ctx:may(zone .. " as a list " .. numbers(ctx:cards(ctx:cards(zone), filter)))
		end
	end }`}).NewHost()
	defer h.Close()
	var asked []string
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptMain:
			if len(asked) > 0 {
				return core.Halt
			}
			for i, c := range p.Choices {
				if c.Action == core.ActPlay && c.Card.Data == cardT1 {
					return i
				}
			}
		case core.PromptYesNo:
			asked = append(asked, p.Text)
			for i, c := range p.Choices {
				if c.Action == core.ActYes {
					return i
				}
			}
		}
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	for _, z := range []core.Zone{core.ZoneDeck, core.ZoneHand, core.ZoneTrash, core.ZoneSecurity} {
		for _, d := range []*core.CardData{plain, names, burst} {
			g.AddCard(0, z, d)
		}
	}
	g.AddCard(0, core.ZoneHand, cardT1)
	g.AddObject(0, core.ZoneBattle, plain, burst, names, cardT8)
	require.NoError(t, g.Resume().Err)
	require.Equal(t, []string{
		"revealed T-DB", "revealed zone T-DB",
		"hand T-DB", "hand as a list T-DB",
		"trash T-DB", "trash as a list T-DB",
		"digivolution T-DB", "digivolution as a list T-DB",
		"security T-DB", "security as a list T-DB",
	}, asked)
}

// name_has takes a list: "with [Garurumon], [Omnimon], or [Greymon] in its name" (BT5-092)
// is any of them (2-3-1-3).
func TestCardFilterNameHasAList(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local function count(f) return #ctx:cards("hand", f) end
		ctx:may("list " .. count({ name_has = { "Garurumon", "Greymon" } }))
		ctx:may("none " .. count({ name_has = { "Garurumon", "Omnimon" } }))
		ctx:may("one " .. count({ name_has = "Greymon" }))
		ctx:may("excluded " .. count({ name_has = { "Greymon" }, except = { name = { "Greymon", "DoruGreymon" } } }))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"list 1", "none 0", "one 1", "excluded 0"}, out.asked)
}

// has_dna: "a Digimon card in your hand" a DNA digivolution goes into is one that prints
// a DNA requirement (8-2-1; ST9-08 Q713); has_dna = false is one that prints none.
func TestCardFilterHasDNA(t *testing.T) {
	paildramon := &core.CardData{Number: "T-DNA", Name: "Paildramon", Kind: core.Digimon, Colors: red, Level: 5, Cost: 8, HasCost: true, DP: 8000, HasDP: true,
		DNA: []core.DNAReq{{From: []core.CardReq{{Level: 4}, {Level: 4}}}}}
	asked := handFilters(t, []*core.CardData{paildramon, cardT8}, `{ has_dna = true }`, `{ has_dna = false }`)
	require.Equal(t, []string{"kept T-DNA", "kept T-8"}, asked)
}

// trait_has: "with [Angel] in its traits" is a trait that contains the text (2-3-2-4):
// [Fallen Angel], [Three Great Angels], [Archangel] (compared ignoring
// case, core/trait_spelling.go: 大天使 holds 天使 too); not a card without it; a list is any of them. trait is the trait itself (2-3-2-3).
func TestCardFilterTraitHas(t *testing.T) {
	card := func(number string, traits ...string) *core.CardData {
		return &core.CardData{Number: number, Name: number, Kind: core.Digimon, Colors: red, Level: 5, Cost: 5, HasCost: true, DP: 5000, HasDP: true, Types: traits}
	}
	hand := []*core.CardData{card("T-FA", "Fallen Angel"), card("T-TGA", "Seraph", "Three Great Angels"), card("T-AA", "Archangel"), card("T-DR", "Dragon")}
	asked := handFilters(t, hand, `{ trait_has = "Angel" }`, `{ trait_has = { "Angel", "Archangel" } }`, `{ trait = "Angel" }`, `{ trait_has = "Free" }`)
	require.Equal(t, []string{"kept T-FA,T-TGA,T-AA", "kept T-FA,T-TGA,T-AA", "kept ", "kept "}, asked)
}

// handFilters plays T-1 with cards in the hand; its [On Play] reports, filter by filter
// (Lua table sources), "kept " and the numbers of the hand cards the filter keeps.
func handFilters(t *testing.T, hand []*core.CardData, filters ...string) []string {
	t.Helper()
	src := "return card { on_play = function(ctx)\n" +
		"  local function numbers(list) local out = {} for _, c in ipairs(list) do out[#out + 1] = c:number() end return table.concat(out, \",\") end\n"
	for _, f := range filters {
		src += "  ctx:may(\"kept \" .. numbers(ctx:cards(\"hand\", " + f + ")))\n"
	}
	h := testLib(scripts{"T-1": src + "end }"}).NewHost()
	defer h.Close()
	out := playOn(t, h, 1, nil, func(g *core.Game) {
		fillDecks(g, 1)
		g.AddCard(0, core.ZoneHand, cardT1)
		for _, d := range hand {
			g.AddCard(0, core.ZoneHand, d)
		}
	})
	require.NoError(t, out.res.Err)
	return out.asked
}
