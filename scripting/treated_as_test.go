package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// "Also treated as" (15-12-1): ctx:treat_as for a while, and the static keys, add
// names, traits and colors and set the level (15-12-1-3); filters and object methods
// see them.
func TestTreatedAs(t *testing.T) {
	t.Run("for a while", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx)
			local mine = ctx:all({ owner = "you", name = "Agumon" })[1]
			ctx:treat_as(mine, { name = "Greymon", trait = "Dragon", color = { "Blue", "Black" }, level = 5 }, "turn")
			ctx:may("greymons " .. ctx:count({ name = "Greymon" }) .. ", level " .. mine:level() ..
				", colors " .. table.concat(mine:colors(), "/") .. ", dragon " .. tostring(mine:has_trait("Dragon")))
		end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"greymons 1, level 5, colors Red/Blue/Black, dragon true"}, out.asked)
	})
	t.Run("static", func(t *testing.T) {
		out := runCard(t, `return card { static = { { also_name = "Greymon", also_color = "Yellow", level = 6 } },
			on_play = function(ctx)
				ctx:may("lv6 " .. ctx:count({ level = 6 }) .. ", yellow " .. tostring(ctx.self:has_color("Yellow")) ..
					", two colors " .. ctx:count({ colors_at_least = 2 }))
			end }`)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"lv6 1, yellow true, two colors 1"}, out.asked)
		self := out.game.Players[0].Battle[1]
		d := out.game.Derive(self)
		require.True(t, d.HasName("Greymon") && d.HasName("Testmon"))
	})
	// BT8-084: "this Digimon is treated as also having the colors of its digivolution
	// cards" — a function(ctx, self), computed as the information is.
	t.Run("static, computed", func(t *testing.T) {
		h := testLib(scripts{"T-8": `return card { static = { {
			also_color = function(ctx, self)
				local out = { "Blue" }
				for _, c in ipairs(ctx:digivolution_cards(self)) do
					for _, col in ipairs(c:colors()) do out[#out + 1] = col end
				end
				return out
			end,
			also_name = function(ctx, self)
				local out = {}
				for _, c in ipairs(ctx:digivolution_cards(self)) do out[#out + 1] = c:name() end
				return out
			end,
			also_trait = "Dragon",
		} } }`}).NewHost()
		defer h.Close()
		out := playCard(t, h, 1, digivolveT8)
		require.NoError(t, out.res.Err)
		d := out.game.Derive(out.game.Players[0].Battle[0])
		require.True(t, d.HasName("Greymon") && d.HasName("Agumon"), "the name of the card under it")
		require.True(t, d.HasTrait("Dragon"))
		require.Equal(t, core.ColorsOf(core.Red, core.Blue), d.Colors)
	})
	t.Run("static, computed wrong", func(t *testing.T) {
		out := runCard(t, `return card { static = { { also_color = function(ctx, self) return "Mauve" end } } }`)
		require.Contains(t, scriptErr(t, out.res).Error(), "Mauve")
	})
	t.Run("unknown key", func(t *testing.T) {
		out := runCard(t, `return card { on_play = function(ctx) ctx:treat_as("self", { nickname = "X" }) end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), "unknown key nickname")
	})
}

// A [Rule] name counts in every zone (2-3-5): in the hand for card filters, on the
// field for object filters; "treated as having [X]" is a part of a name only (Q2476).
func TestRuleNamesInEveryZone(t *testing.T) {
	ruled := &core.CardData{Number: "T-R", Name: "Omekamon", Kind: core.Digimon, Colors: red, Level: 4, Cost: 3, HasCost: true, DP: 4000, HasDP: true,
		Effect: "[On Play] <Draw 1>.\n[Rule] Name: Also treated as [Shoutmon]/[Ballistamon].\n(Rule) Name: Also treated as having [Leomon]."}
	h := testLib(scripts{"T-1": `return card { on_play = function(ctx)
		local inhand = ctx:cards("hand", { name = "Shoutmon" })
		local part = ctx:cards("hand", { name_has = "Leomon" })
		local exact = ctx:cards("hand", { name = "Leomon" })
		local text = ctx:cards("hand", { text_has = "Leomon" })
		ctx:may(#inhand .. " " .. #part .. " " .. #exact .. " " .. #text .. " " .. ctx:count({ name = "Ballistamon" }))
	end }`}).NewHost()
	defer h.Close()
	var asked []string
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptMain:
			for i, c := range p.Choices {
				if c.Action == core.ActPlay && c.Card.Data == cardT1 {
					return i
				}
			}
			return core.Halt
		case core.PromptYesNo:
			asked = append(asked, p.Text)
		}
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	g.AddCard(0, core.ZoneHand, cardT1)
	g.AddCard(0, core.ZoneHand, ruled)
	g.AddObject(0, core.ZoneBattle, ruled)
	for p := range 2 {
		g.AddCard(core.PlayerID(p), core.ZoneDeck, filler)
	}
	res := g.Resume()
	require.NoError(t, res.Err)
	require.Equal(t, []string{"1 1 0 1 1"}, asked)
}
