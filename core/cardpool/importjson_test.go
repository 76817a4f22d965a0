package cardpool_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// sample imports testdata/cards-sample.json: real records copied from cards.json.
func sample(t *testing.T) (map[string]*core.CardData, *cardpool.ImportReport, []*cardpool.Set) {
	t.Helper()
	data, err := os.ReadFile("testdata/cards-sample.json")
	require.NoError(t, err)
	sets, rep, err := cardpool.ImportCardsJSON(data, nil)
	require.NoError(t, err)
	byNum := map[string]*core.CardData{}
	for _, s := range sets {
		for _, c := range s.Cards {
			byNum[c.Number] = c
		}
	}
	return byNum, rep, sets
}

func TestImportSplitsRunTogetherEffects(t *testing.T) {
	cards, rep, _ := sample(t)
	assert.Equal(t,
		"[When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's Digimon that share a name with it.\n"+
			"[When Attacking] You can unsuspend this Digimon by returning 1 of this Digimon's level 6 digivolution cards to your hand.",
		cards["BT1-084"].Effect)

	// A reference to effects is not a timing ("[On Play] effects on Digimon ...").
	assert.Contains(t, cards["BT13-110"].Effect, "without paying the cost. [On Play] effects on Digimon played by this effect")
	assert.Contains(t, cards["BT13-110"].Effect, "the breeding area. Then, place this card in the battle area.\n[Main] ＜Delay＞")

	// A line break inside a token's reminder joins; the reminder stays one effect.
	assert.Contains(t, cards["BT24-017"].Effect, "can't suspend. [On Deletion] Trash your top security card.) After,")

	// An unclosed parenthesis in the dump shields nothing, and is reported.
	assert.Equal(t, "＜Blocker＞ (At blocker timing, by suspending this Digimon, it becomes the attack target.\n"+
		"[When Digivolving] Delete 1 of your opponent's Digimon with a play cost of 8 or less.", cards["ST15-13"].Effect)
	assert.Contains(t, rep.Warnings, "ST15-13: effect: unclosed parenthesis or quote")

	// Consecutive timings of one effect stay together; blank lines and trailing
	// spaces go.
	assert.Equal(t,
		"[App Fusion] [Globemon] & [Charismon]: Cost 0\n[Hand] [Counter] ＜Blast Digivolve＞\n＜Security A. +1＞\n＜Blocker＞\n＜Link +1＞\n"+
			"[On Play] [When Digivolving] [When Attacking] [Once Per Turn] You may link up to 2 [Social], [Navi] or [Tool] trait cards from your hand or this Digimon's digivolution cards to this Digimon without paying the cost. Then, you may delete 1 of your opponent's Digimon with as much or less DP as this Digimon.",
		cards["AD1-005"].Effect)
}

func TestImportCardFields(t *testing.T) {
	cards, rep, sets := sample(t)

	egg := cards["ST1-01"]
	assert.Equal(t, core.DigiEgg, egg.Kind)
	assert.False(t, egg.HasCost, "playCost -1 is no cost")
	assert.False(t, egg.HasDP, "dp 0 on an egg is no DP")
	assert.Equal(t, 2, egg.Level)
	assert.Empty(t, egg.Attributes)

	mother := cards["EX2-007"] // an egg that prints DP
	assert.True(t, mother.HasDP)
	assert.Equal(t, 15000, mother.DP)
	eater := cards["BT22-007"] // an egg that prints a play cost
	assert.True(t, eater.HasCost)
	assert.Equal(t, 20, eater.Cost)
	assert.Empty(t, eater.Attributes, `attributes ["-"] is none`)

	larva := cards["BT18-086"] // a Digimon printing 0 DP keeps it
	assert.True(t, larva.HasDP)
	assert.Zero(t, larva.DP)
	assert.Contains(t, rep.Warnings, "BT18-086: Digimon prints 0 DP; kept as 0 DP")

	agumon := cards["ST1-03"]
	assert.True(t, agumon.HasCost)
	assert.Equal(t, []core.DigivolveReq{{Colors: core.ColorsOf(core.Red), Level: 2, Cost: 0}}, agumon.Digivolve)

	ace := cards["AD1-005"]
	assert.True(t, ace.Ace)
	assert.Equal(t, 4, ace.Overflow)
	assert.Equal(t, core.ColorsOf(core.Red, core.White), ace.Colors)
	assert.Nil(t, ace.Dual, "dualEffect that repeats the name is dropped")

	link := cards["BT21-009"]
	require.NotNil(t, link.Link)
	assert.Equal(t, core.LinkData{Requirement: "[Link] [Appmon] trait: Cost 1", DP: 2000, Effect: "＜Raid＞.",
		Req: &core.LinkReq{To: core.CardReq{Traits: []string{"Appmon"}}, Cost: 1, Text: "[Link] [Appmon] trait: Cost 1"}}, *link.Link)

	dual := cards["BT25-043"]
	assert.Equal(t, core.Digimon, dual.Kind)
	require.NotNil(t, dual.Dual)
	assert.Equal(t, "Habakiri", dual.Dual.Name)
	assert.Equal(t, core.ColorsOf(core.Yellow), dual.Dual.Colors)
	assert.Equal(t, "＜Use Req. ([Glowing Dawn] trait)＞\n[Main] 1 of your opponent's Digimon gets -8000 DP for the turn. Then, by trashing your top security card, all of your opponent's Digimon get -5000 DP for the turn.", dual.Dual.Effect)

	assert.Equal(t, 50, cards["BT11-061"].MaxCopies)
	assert.Equal(t, 50, cards["BT11-061"].Copies())
	assert.Zero(t, cards["BT1-084"].MaxCopies, "4 is the default and left out")

	// EX12-076 digivolves from a level 6 of any color.
	assert.Equal(t, core.DigivolveReq{Colors: core.ColorsOf(core.Red, core.Blue, core.Yellow, core.Green, core.Black, core.Purple, core.White), Level: 6, Cost: 6},
		cards["EX12-076"].Digivolve[0])

	// Sets come out in natural order with cards in natural order.
	var codes []string
	for _, s := range sets {
		codes = append(codes, s.Code)
	}
	assert.Equal(t, []string{"AD1", "BT1", "BT11", "BT12", "BT13", "BT16", "BT18", "BT21", "BT22", "BT24", "BT25", "EX2", "EX4", "EX6", "EX8", "EX12", "ST1", "ST15"}, codes)
	assert.Equal(t, 20, rep.Cards)
}

func TestImportDigivolveTextForms(t *testing.T) {
	cards, rep, _ := sample(t)

	// EX8-016: two forms on one line become two lines and two requirements.
	dino := cards["EX8-016"]
	assert.Equal(t, []core.DigivolveReq{
		{Colors: core.ColorsOf(core.Red), Level: 5, Cost: 5},
		{Colors: core.ColorsOf(core.Green), Level: 5, Cost: 5},
		{Level: 5, NameHas: []string{"Tyrannomon"}, Cost: 4, Text: "[Digivolve]Lv.5 w/[Tyrannomon] in its name: Cost 4"},
		{Level: 5, Traits: []string{"Dinosaur"}, Cost: 4, Text: "[Digivolve]Lv.5 w/[Dinosaur] trait: Cost 4"},
	}, dino.Digivolve)
	assert.Contains(t, dino.Effect, "[Digivolve]Lv.5 w/[Tyrannomon] in its name: Cost 4\n[Digivolve]Lv.5 w/[Dinosaur] trait: Cost 4\n＜Security Attack +1＞.")

	// BT16-049: other effect text on the same line goes to its own line.
	arma := cards["BT16-049"]
	assert.Equal(t, core.DigivolveReq{Names: []string{"Upamon"}, Cost: 0, Text: "[Digivolve] [Upamon]: Cost 0"}, arma.Digivolve[2])
	assert.Equal(t, "[Digivolve] [Upamon]: Cost 0\n[Your Turn][Once Per Turn] When one of your other Digimon is played or digivolves, if it has the [Free] trait or is yellow, gain 1 memory.", arma.Effect)

	// BT12-081: the older wording, two costs in one line.
	asta := cards["BT12-081"]
	text := "Digivolve: 5 from [Psychemon]/3 from yellow, green, or purple Lv.4 w/＜Save＞ text"
	assert.Equal(t, []core.DigivolveReq{
		{Colors: core.ColorsOf(core.Purple), Level: 4, Cost: 3},
		{Names: []string{"Psychemon"}, Cost: 5, Text: text},
		{Colors: core.ColorsOf(core.Yellow, core.Green, core.Purple), Level: 4, TextHas: []string{"＜Save＞"}, Cost: 3, Text: text},
	}, asta.Digivolve)

	// EX6-035: "/Purple [Cherubimon]: Cost 1" after the first form.
	cheru := cards["EX6-035"]
	assert.Equal(t, core.DigivolveReq{Colors: core.ColorsOf(core.Purple), Names: []string{"Cherubimon"}, Cost: 1,
		Text: "[Digivolve][Antylamon]: Cost 3 /Purple [Cherubimon]: Cost 1"}, cheru.Digivolve[3])

	// AD1-002: a count of cards under it is not data yet.
	alda := cards["AD1-002"]
	last := alda.Digivolve[len(alda.Digivolve)-1]
	assert.True(t, last.Unparsed)
	assert.Equal(t, 3, last.Cost)
	assert.Equal(t, "[Digivolve] [Takuya Kanbara] w/2 or more [Hybrid] trait cards under: Cost 3", last.Text)
	assert.Contains(t, rep.Unparsed, "AD1-002: [Digivolve] [Takuya Kanbara] w/2 or more [Hybrid] trait cards under: Cost 3")

	// EX4-027: a reminder whose keyword is missing from the dump goes to its own line.
	gold := cards["EX4-027"]
	assert.Equal(t, core.DigivolveReq{Names: []string{"Veemon"}, Cost: 2, Text: "[Digivolve][Veemon]: Cost 2"}, gold.Digivolve[1])
	assert.Contains(t, gold.Effect, "[Digivolve][Veemon]: Cost 2\n(When this Digimon would be deleted")

	// App Fusion and Assembly are requirements of their own (requirements_test.go),
	// not digivolution requirements.
	assert.Len(t, cards["AD1-005"].Digivolve, 1)
	assert.Len(t, cards["AD1-005"].AppFusion, 1)
	assert.Len(t, cards["EX12-076"].Digivolve, 2, "one box and the [Digivolve] line, no [Assembly]")
	assert.NotNil(t, cards["EX12-076"].Assembly)

	assert.Equal(t, 1, rep.FormsUnparsed)
	assert.Equal(t, 9, rep.FormsParsed)
}

// record builds a minimal cards.json record with this effect text.
func record(number, effect string) map[string]any {
	return map[string]any{
		"cardId": number, "set": "XT1", "nameEn": "Testmon", "colors": []string{"Red"},
		"kinds": []string{"Digimon"}, "level": 5, "playCost": 5, "dp": 5000,
		"evoCosts": []any{}, "effectText": effect, "maxCountInDeck": 4,
	}
}

// TestDigivolveForms covers the printed forms of 2-3-6-3 one by one.
func TestDigivolveForms(t *testing.T) {
	tests := []struct {
		text string
		want []core.DigivolveReq // without Text; nil = Unparsed
		rest string              // the line after the requirement, if any
	}{
		{"[Digivolve] [Cerberusmon]: Cost 1", []core.DigivolveReq{{Names: []string{"Cerberusmon"}, Cost: 1}}, ""},
		{"[Digivolve] Lv.3 w/[TS] trait: Cost 2", []core.DigivolveReq{{Level: 3, Traits: []string{"TS"}, Cost: 2}}, ""},
		{"[Digivolve]Lv.4 w/[Demon]/[TS] trait: Cost 3", []core.DigivolveReq{{Level: 4, Traits: []string{"Demon", "TS"}, Cost: 3}}, ""},
		{"[Digivolve] Lv.6 w/[Imperialdramon] in its name: Cost 5", []core.DigivolveReq{{Level: 6, NameHas: []string{"Imperialdramon"}, Cost: 5}}, ""},
		{"[Digivolve] Lv.3 w/[Agumon] in name and [Dinosaur] trait: Cost 2",
			[]core.DigivolveReq{{Level: 3, NameHas: []string{"Agumon"}, Traits: []string{"Dinosaur"}, Cost: 2}}, ""},
		{"[Digivolve] Lv.5 w/[Maquinamon] in text: Cost 3", []core.DigivolveReq{{Level: 5, TextHas: []string{"Maquinamon"}, Cost: 3}}, ""},
		{"[Digivolve]Lv.4 w/[Pulsemon] in its text: Cost 3", []core.DigivolveReq{{Level: 4, TextHas: []string{"Pulsemon"}, Cost: 3}}, ""},
		{"[Digivolve] Lv.4 w/＜Save＞ in text: Cost 3", []core.DigivolveReq{{Level: 4, TextHas: []string{"＜Save＞"}, Cost: 3}}, ""},
		{"[Digivolve] Lv.3 w/[Omnimon] in text or w/[ADVENTURE] trait: Cost 2",
			[]core.DigivolveReq{{Level: 3, TextHas: []string{"Omnimon"}, Cost: 2}, {Level: 3, Traits: []string{"ADVENTURE"}, Cost: 2}}, ""},
		{"[Digivolve] [Ryudamon]/Lv.3 w/[Chronicle] trait: Cost 2",
			[]core.DigivolveReq{{Names: []string{"Ryudamon"}, Cost: 2}, {Level: 3, Traits: []string{"Chronicle"}, Cost: 2}}, ""},
		{"[Digivolve] [Dorumon] or Lv.3 w/[SoC] trait: Cost 2<Collision> (During this Digimon's attack ...)",
			[]core.DigivolveReq{{Names: []string{"Dorumon"}, Cost: 2}, {Level: 3, Traits: []string{"SoC"}, Cost: 2}},
			"<Collision> (During this Digimon's attack ...)"},
		{"[Digivolve] Lv.4 w/[Numemon] in name or Lv.3 w/[CS] trait: Cost 2",
			[]core.DigivolveReq{{Level: 4, NameHas: []string{"Numemon"}, Cost: 2}, {Level: 3, Traits: []string{"CS"}, Cost: 2}}, ""},
		{"[Digivolve]Blue/Red Lv.4 w/[Hybrid] trait: Cost 3",
			[]core.DigivolveReq{{Colors: core.ColorsOf(core.Blue, core.Red), Level: 4, Traits: []string{"Hybrid"}, Cost: 3}}, ""},
		{"[Digivolve]Lv.2 [Argomon]: Cost 0", []core.DigivolveReq{{Level: 2, Names: []string{"Argomon"}, Cost: 0}}, ""},
		{"[Digivolve] [Shakkoumon]/[Zudomon]: Cost 3", []core.DigivolveReq{{Names: []string{"Shakkoumon", "Zudomon"}, Cost: 3}}, ""},
		{"[Digivolve] [Rapidmon] in name: Cost 5", []core.DigivolveReq{{NameHas: []string{"Rapidmon"}, Cost: 5}}, ""},
		{"[Digivolve] [Imperialdramon: Dragon Mode]: Cost 2", []core.DigivolveReq{{Names: []string{"Imperialdramon: Dragon Mode"}, Cost: 2}}, ""},
		{"[Digivolve]MoonMillenniummon: Cost 2", []core.DigivolveReq{{Names: []string{"MoonMillenniummon"}, Cost: 2}}, ""},
		{"Digivolve: 0 from [Koromon]", []core.DigivolveReq{{Names: []string{"Koromon"}, Cost: 0}}, ""},
		{"Digivolve: 2 from [Machinedramon] or [Chaosdramon]", []core.DigivolveReq{{Names: []string{"Machinedramon", "Chaosdramon"}, Cost: 2}}, ""},
		{"Digivolve: 3 from Lv.4 w/[Gammamon] in nameOne of your [Gammamon] may ...",
			[]core.DigivolveReq{{Level: 4, NameHas: []string{"Gammamon"}, Cost: 3}}, "One of your [Gammamon] may ..."},
		{"Digivolve: 1 if name contains [Justimon]", []core.DigivolveReq{{NameHas: []string{"Justimon"}, Cost: 1}}, ""},
		{"Digivolve: 3 from Lv.4 if name contains [Growlmon]", []core.DigivolveReq{{Level: 4, NameHas: []string{"Growlmon"}, Cost: 3}}, ""},
		{"Digivolve: 0 from [Jesmon]＜Piercing＞", []core.DigivolveReq{{Names: []string{"Jesmon"}, Cost: 0}}, "＜Piercing＞"},

		// Not data yet: kept with Unparsed.
		{"[Digivolve][Koji Minamoto] w/5 [Hybrid] trait cards under it: Cost 5", nil, ""},
		{"[Digivolve][Agumon] while you have 2 or fewer security cards: Cost 3", nil, ""},
		{"[Digivolve] While you have [Yao Qinglan], [MarineBullmon]: Cost 6", nil, ""},
		{"[Digivolve] Lv.5 w/[Tyrannomon] in name w/o [X Antibody] trait: Cost 1", nil, ""},
		{"[Digivolve] Lv.4 w/[Aqua] or [Sea Animal] in any trait or w/[TS] trait: Cost 3", nil, ""},
		{"[Digivolve] Lv.5 w/[Beastkin]/[Dark Dragon]/[TS]: Cost 3", nil, ""},
		{"[Digivolve]Lv.5 or higher w/[Lucemon] in its name: Cost 3", nil, ""},
		{"[Digivolve] Play cost 12 [Ceresmon]: Cost 2", nil, ""},
		{"[Digivolve] Non-white Lv.4 w/[Puppet]/[Shambala] trait: Cost 3", nil, ""},
		{"[Digivolve] Lv.5 w/[Aegiochusmon] in name: Cost 1 for each of your security cards", nil, ""},
		{"Digivolve: 0 from Lv.2 w/[Xros Heart] in traits", nil, ""},
		{"Digivolve: 3 from Lv.4 2-color w/green", nil, ""},
		{"Digivolve: 3 from [Alphamon] w/ [Ouryumon] digivolution card", nil, ""},
	}
	var recs []map[string]any
	for i, tc := range tests {
		recs = append(recs, record(numberOf(i), tc.text))
	}
	data, err := json.Marshal(recs)
	require.NoError(t, err)
	sets, rep, err := cardpool.ImportCardsJSON(data, nil)
	require.NoError(t, err)
	require.Len(t, sets, 1)
	for i, tc := range tests {
		c := sets[0].Cards[i]
		require.Equal(t, numberOf(i), c.Number)
		if tc.want == nil {
			require.Len(t, c.Digivolve, 1, tc.text)
			assert.True(t, c.Digivolve[0].Unparsed, tc.text)
			assert.Equal(t, tc.text, c.Digivolve[0].Text)
			assert.Equal(t, tc.text, c.Effect, "the printed line stays")
			continue
		}
		head := c.Effect
		if tc.rest != "" {
			head = tc.text[:len(tc.text)-len(tc.rest)]
			assert.Equal(t, head+"\n"+tc.rest, c.Effect, tc.text)
		}
		for j := range tc.want {
			tc.want[j].Text = head
		}
		assert.Equal(t, tc.want, c.Digivolve, tc.text)
	}
	assert.Equal(t, 13, rep.FormsUnparsed)
	assert.Equal(t, len(tests)-13, rep.FormsParsed)
}

func numberOf(i int) string {
	return "XT1-" + string(rune('A'+i/26)) + string(rune('a'+i%26))
}

func TestImportRejectsUnknownFields(t *testing.T) {
	r := record("XT1-001", "")
	r["artist"] = "someone"
	data, err := json.Marshal([]any{r})
	require.NoError(t, err)
	_, _, err = cardpool.ImportCardsJSON(data, nil)
	assert.ErrorContains(t, err, `unknown field "artist"`)
}

// TestImportThenWriteThenLoad goes the whole way: cards.json records → set files →
// Pool, and nothing is lost on the way.
func TestImportThenWriteThenLoad(t *testing.T) {
	_, _, sets := sample(t)
	dir := t.TempDir()
	require.NoError(t, cardpool.WriteSets(dir, sets))
	p, err := cardpool.Open(os.DirFS(dir))
	require.NoError(t, err)
	all, err := p.All()
	require.NoError(t, err)
	require.Len(t, all, 20)
	for _, s := range sets {
		got, err := p.SetCards(s.Code)
		require.NoError(t, err)
		assert.Equal(t, s.Cards, got)
	}
}
