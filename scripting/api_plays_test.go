package scripting

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The option tables of plays, digivolutions and uses are documented key for key: the
// docs cannot drift from what the host reads.
func TestPlayOptionKeysAreDocumented(t *testing.T) {
	sorted := func(keys []string) []string { return slices.Sorted(slices.Values(keys)) }
	require.Equal(t, sorted(playKeys), docNames(GroupPlay))
	require.Equal(t, sorted(digivolveKeys), docNames(GroupDigivolve))
	var choice []string
	for _, k := range digivolveChooseKeys {
		if !slices.Contains(digivolveKeys, k) {
			choice = append(choice, k)
		}
	}
	require.Equal(t, sorted(choice), docNames(GroupDigivolveChoice))
	require.Equal(t, sorted(useKeys), docNames(GroupUse))
}

// A misspelt option, a wrong value, a missing who or a timing that is not triggered
// is a script error that says so, not an option silently ignored.
func TestPlayOptionMistakesAreErrors(t *testing.T) {
	for _, tc := range []struct{ call, want string }{
		{`ctx:play_card(ctx:hand()[1], { fre = true })`, `unknown option "fre"`},
		{`ctx:play_card(ctx:hand()[1], { area = "hand" })`, `area = hand; want "battle" or "breeding"`},
		{`ctx:play_card(ctx:hand()[1], { reduce = "2" })`, `option reduce must be a number`},
		{`ctx:digivolve(ctx.self, ctx:hand()[1], { ignore = true })`, `unknown option "ignore"`},
		{`ctx:use_card(ctx:hand()[1], { suspended = true })`, `unknown option "suspended"`},
		{`ctx:digivolve_choose { from = "hand" }`, `who is required`},
		{`ctx:digivolve_choose { who = "self", from = "deck" }`, `from = deck`},
		{`ctx:activate(ctx.self, "main")`, `"main" is not a triggered timing`},
	} {
		out := runCard(t, `return card { on_play = function(ctx) `+tc.call+` end }`)
		require.Contains(t, scriptErr(t, out.res).Error(), tc.want, tc.call)
	}
}

// ctx:can_digivolve says what ctx:digivolve would pay, or nil: T-3 (red level 3) meets
// T-8's requirement (from red level 3 for 1); T-OPP prints none.
func TestCanDigivolveReportsTheCost(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local agumon = ctx:all({ owner = "you", name = "Agumon" })[1]
		local greymon = ctx:cards("hand", { name = "Greymon" })[1]
		local report = function(label, v) ctx:may(label .. " " .. tostring(v)) end
		report("printed", ctx:can_digivolve(agumon, greymon))
		report("reduced", ctx:can_digivolve(agumon, greymon, { reduce = 3 }))
		report("fixed", ctx:can_digivolve(agumon, greymon, { cost = 4 }))
		report("free", ctx:can_digivolve(agumon, greymon, { free = true }))
		report("this card", ctx:can_digivolve(agumon, ctx.card))
		report("ignoring", ctx:can_digivolve(agumon, ctx.card, { ignore_requirements = true, cost = 2 }))
		report("nobody", ctx:can_digivolve(nil, greymon))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"printed 1", "reduced 0", "fixed 4", "free 0", "this card nil", "ignoring nil", "nobody nil"}, out.asked,
		"T-1 is the top card of an object: it can never be digivolved into")
}

// "Your opponent plays 1 ... suspended without paying the cost" (EX5-060): a card of
// the opponent's is played into the opponent's battle area (3-1-3-8), by them.
func TestPlayingAnOpponentsCardPutsItInTheirArea(t *testing.T) {
	h := testLib(scripts{"T-1": `return card { on_play = function(ctx)
		ctx:play_card(ctx:security_cards("opponent")[1], { free = true, suspended = true })
	end }`}).NewHost()
	defer h.Close()
	g, err := core.NewPosition(core.Config{Agents: [2]core.Agent{haltAtMain(), haltAtMain()}, Effects: h})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 2, "test")
	top := g.AddCard(1, core.ZoneSecurity, cardOpp)
	g.AddCard(0, core.ZoneHand, cardT1)
	g.AddObject(1, core.ZoneBattle, cardOpp)
	res := g.Resume()
	require.NoError(t, res.Err)
	p2 := g.Players[1]
	require.Empty(t, p2.Security)
	require.Len(t, p2.Battle, 2)
	o := p2.Battle[1]
	require.Equal(t, top, o.Top())
	require.Equal(t, core.PlayerID(1), o.Owner)
	require.True(t, o.Suspended)
	require.Equal(t, 2, g.MemoryOf(0), "free: p1 paid nothing but T-1's 0")
}

// haltAtMain plays T-1 at the first main-phase prompt and halts at the next one.
func haltAtMain() core.Agent {
	played := false
	return core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		if p.Kind == core.PromptMain {
			if played {
				return core.Halt
			}
			for i, c := range p.Choices {
				if c.Action == core.ActPlay && c.Card.Data == cardT1 {
					played = true
					return i
				}
			}
			return core.Halt
		}
		return 0
	})
}
