package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// asked is what a prompt showed: its kind, text, source and the printed text of the
// effect that asked.
type asked struct {
	kind              core.PromptKind
	text, source, why string
}

// askAll plays card (in p1's hand, with its script) in p1's main phase, answers every
// prompt with its first option, and returns the prompts its effects asked. p1 has a
// T-3 in the battle area and a T-1 in the trash; p2 has two T-OPP (2000 DP) and a
// T-8 (5000 DP).
func askAll(t *testing.T, card *core.CardData, script string) []asked {
	t.Helper()
	h := testLib(scripts{card.Number: script}).NewHost()
	defer h.Close()
	var out []asked
	played := false
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		if p.Kind == core.PromptMain {
			if played {
				return core.Halt
			}
			played = true
			for i, c := range p.Choices {
				if c.Action == core.ActPlay && c.Card.Data == card {
					return i
				}
			}
			t.Fatalf("cannot play %s:\n%s", card.Number, p)
		}
		a := asked{kind: p.Kind, text: p.Text, source: p.Source()}
		if p.Effect != nil {
			a.why = p.Effect.Text
		}
		out = append(out, a)
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h, RecordEvents: true})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	for p := range 2 {
		for range 5 {
			g.AddCard(core.PlayerID(p), core.ZoneDeck, filler)
		}
	}
	g.AddCard(0, core.ZoneHand, card)
	g.AddCard(0, core.ZoneHand, cardT8)
	g.AddCard(0, core.ZoneTrash, cardT1)
	g.AddObject(0, core.ZoneBattle, cardT3)
	g.AddObject(1, core.ZoneBattle, cardOpp)
	g.AddObject(1, core.ZoneBattle, cardOpp)
	g.AddObject(1, core.ZoneBattle, cardT8)
	res := g.Resume()
	require.NoError(t, res.Err)
	return out
}

func printedCard(effect string) *core.CardData {
	return &core.CardData{Number: "T-9", Name: "Asker", Kind: core.Digimon, Colors: red, Level: 3, HasCost: true,
		DP: 3000, HasDP: true, Effect: effect}
}

// A choice the script gives no text says what is chosen in the printed texts' words,
// seen from the player choosing; the prompt names the effect that asks, and carries
// its printed line.
func TestAChoiceSaysWhatIsChosenAndWhichEffectAsks(t *testing.T) {
	card := printedCard("[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less.\n[When Digivolving] Draw 1.")
	got := askAll(t, card, `return card { on_play = function(ctx)
		ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 4000 }))
	end }`)
	require.Equal(t, []asked{{core.PromptChoose, "choose 1 of your opponent's Digimon with 4000 DP or less",
		"T-9 [On Play]", "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less."}}, got)
}

func TestDefaultChoiceTexts(t *testing.T) {
	for name, c := range map[string]struct{ script, want string }{
		"the opponent chooses their own": {`ctx:choose_one("opponent_digimon", { chooser = "opponent" })`, "choose 1 of your Digimon"},
		"up to, with qualifiers": {`ctx:choose({ owner = "opponent", suspended = false, level_at_most = 4, dp_at_least = 2000 }, { count = 2, up_to = true })`,
			"choose up to 2 of your opponent's unsuspended level 4 or lower Digimon and Tamers with 2000 DP or more (0 of 2 chosen so far)"},
		"cards from the hand":            {`ctx:choose_card(ctx:hand(), { count = 2 })`, "choose 2 Digimon cards from your hand (0 of 2 chosen so far)"},
		"a card from the trash":          {`ctx:choose_card(ctx:cards("trash"))`, "choose 1 Digimon card from your trash"},
		"the script's text":              {`ctx:choose_one("your_digimon", { text = "which one gets +1000 DP?" })`, "which one gets +1000 DP?"},
		"you may, from the printed text": {`ctx:may()`, "suspend 1 of your opponent's Digimon?"},
	} {
		t.Run(name, func(t *testing.T) {
			card := printedCard("[On Play] You may suspend 1 of your opponent's Digimon. Then draw 1.")
			got := askAll(t, card, "return card { on_play = function(ctx) "+c.script+" end }")
			require.NotEmpty(t, got)
			require.Equal(t, c.want, got[0].text)
			require.Equal(t, "T-9 [On Play]", got[0].source)
		})
	}
}

// An optional effect asks whether to activate it before it resolves: that prompt
// names it too. A block in an attack is the rules' question, not an effect's.
func TestAnOptionalEffectsQuestionNamesIt(t *testing.T) {
	card := printedCard("[On Play] You may draw 1.")
	got := askAll(t, card, `return card { on_play = { optional = true, run = function(ctx) ctx:draw(1) end } }`)
	require.Equal(t, []asked{{core.PromptYesNo, "activate T-9 [On Play]?", "T-9 [On Play]", "[On Play] You may draw 1."}}, got)
}

func TestFilterWords(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	f := L.NewTable()
	for k, v := range map[string]lua.LValue{"owner": lua.LString("you"), "color": lua.LString("Red"), "trait": lua.LString("Dragon"),
		"level": lua.LNumber(5), "keyword": lua.LString("Blocker"), "not_self": lua.LTrue, "has_digivolution_cards": lua.LFalse} {
		f.RawSetString(k, v)
	}
	require.Equal(t, "your red level 5 Digimon and Tamers with the [Dragon] trait with <Blocker> with no digivolution cards other than this one",
		objectsText(f, true))
	require.Equal(t, "your opponent's Tamers", objectsText(lua.LString("your_tamers"), false))
	require.Equal(t, "", objectsText(lua.LString("self"), true))
}

func TestPrintedTextIsTheEffectsLine(t *testing.T) {
	d := &core.CardData{Effect: "[On Play][When Digivolving] Draw 1.\n[Main] Trash 1.", Inherited: "[When Attacking] Gain 1 memory.",
		Security: "[Security] Play this card."}
	require.Equal(t, "[On Play][When Digivolving] Draw 1.", printedText(d, "[On Play] [When Digivolving]", false))
	require.Equal(t, "[Main] Trash 1.", printedText(d, "[Main]", false))
	require.Equal(t, "[When Attacking] Gain 1 memory.", printedText(d, "[When Attacking]", true))
	require.Equal(t, "[Security] Play this card.", printedText(d, "[Security]", false))
	require.Equal(t, "", printedText(d, "[On Deletion]", false))
	two := &core.CardData{Effect: "[Main] Draw 1.\n[Main] Trash 1."}
	require.Equal(t, "", printedText(two, "[Main]", false), "two lines start so: no guess")
}
