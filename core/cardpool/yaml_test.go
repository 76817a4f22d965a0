package cardpool_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// fullSet uses every field of the format at least once.
func fullSet() *cardpool.Set {
	return &cardpool.Set{Code: "BT1", Name: "Release Special Booster", Cards: []*core.CardData{
		{
			Number: "BT1-010", Set: "BT1", Name: "Agumon", NameJP: "アグモン", Kind: core.Digimon,
			Colors: core.ColorsOf(core.Red), Level: 3, Cost: 3, HasCost: true, DP: 2000, HasDP: true,
			Digivolve: []core.DigivolveReq{
				{Colors: core.ColorsOf(core.Red), Level: 2, Cost: 0},
				{Level: 2, Traits: []string{"Appmon", "Hero"}, Cost: 0, Text: "[Digivolve] Lv.2 w/[Appmon]/[Hero] trait: Cost 0"},
				{Names: []string{"Koromon"}, NameHas: []string{"mon"}, TextHas: []string{"＜Save＞"}, Cost: 1, Text: "made up"},
				{Text: "[Digivolve] While you have [Tai Kamiya], [Koromon]: Cost 6", Unparsed: true, Cost: 6},
			},
			DNA: []core.DNAReq{
				{From: []core.CardReq{{Colors: core.ColorsOf(core.Red, core.Yellow), Level: 5}, {Names: []string{"Dianamon"}}},
					Cost: 0, Text: "[DNA Digivolve] Red/Yellow Lv.5 + [Dianamon] : Cost 0"},
				{Text: "DNA Digivolution: 2 from whatever", Unparsed: true, Cost: 2},
			},
			DigiXros: &core.XrosReq{Reduce: 2, Text: "made up", Cards: []core.MaterialReq{
				{CardReq: core.CardReq{Names: []string{"Shoutmon"}}, Count: 1},
				{CardReq: core.CardReq{Kinds: []core.Kind{core.Digimon, core.Tamer}, LevelMin: 3, LevelMax: 5,
					TraitHas: []string{"saur"}, TextHas: []string{"＜Save＞"},
					Or: []core.CardReq{{NameHas: []string{"Greymon"}}, {Traits: []string{"ME"}}}}, Count: 4, Different: core.DifferentNames},
				{CardReq: core.CardReq{Traits: []string{"Xros Heart"}}, Unlimited: true, Different: core.DifferentNumbers},
			}},
			Assembly: &core.AssemblyReq{Reduce: 6, Text: "[Assembly -6] 4 [Nigamon]", Cards: []core.MaterialReq{
				{CardReq: core.CardReq{Names: []string{"Nigamon"}}, Count: 4},
			}},
			Burst: []core.BurstReq{{From: core.CardReq{Names: []string{"MetalGarurumon"}}, Tamer: core.CardReq{Names: []string{"Matt Ishida"}},
				Cost: 1, Text: "[Burst Digivolve] [MetalGarurumon]: Cost 1 by returning 1 [Matt Ishida] to the hand."}},
			AppFusion: []core.AppFusionReq{
				{Names: []string{"Globemon", "Charismon"}, Cost: 0, Text: "[App Fusion] [Globemon] & [Charismon]: Cost 0"},
				{Text: "[App Fusion] something new", Unparsed: true},
			},
			Forms: []string{"Rookie"}, Attributes: []string{"Vaccine"}, Types: []string{"Reptile", "Dinosaur"},
			Effect:    "[On Play] ＜Draw 1＞\n[When Attacking] Delete 1 of your opponent's Digimon.",
			Inherited: "[Your Turn] While this Digimon has 4 or more digivolution cards, it gets +1000 DP.",
			Security:  "[Security] Play this card without paying the cost.",
			Rarity:    "R", Ace: true, Overflow: 4, MaxCopies: 50,
			Link: &core.LinkData{Requirement: "[Link] [Appmon] trait: Cost 1", DP: 2000, Effect: "＜Raid＞",
				Req: &core.LinkReq{To: core.CardReq{Traits: []string{"Appmon"}}, Cost: 1, Text: "[Link] [Appmon] trait: Cost 1"}},
			Dual: &core.DualData{Name: "Habakiri", Effect: "[Main] Draw.", Colors: core.ColorsOf(core.Yellow, core.Blue)},
			Errata: &core.Errata{Date: "2026-05-29", Printed: core.PrintedText{Name: "Agumom", Effect: "[On Play] ＜Draw 2＞",
				Inherited: "[Your Turn] +2000 DP.", Security: "[Security] Play this card.", LinkEffect: "＜Raid＞ ＜Rush＞",
				DualEffect: "[Main] Draw 2."}},
		},
		{Number: "BT1-002", Set: "BT1", Name: "true", Kind: core.DigiEgg, Colors: core.ColorsOf(core.Red), Level: 2, Rarity: "-"},
		{Number: "BT1-003", Set: "BT1", Name: "Unread link", Kind: core.Digimon, Colors: core.ColorsOf(core.Green),
			Link: &core.LinkData{Requirement: "[Link] something new: Cost 2", DP: 1000,
				Req: &core.LinkReq{Cost: 2, Text: "[Link] something new: Cost 2", Unparsed: true}}},
		{Number: "BT1-001", Set: "BT1", Name: "Zero DP", Kind: core.Digimon, Colors: core.ColorsOf(core.White), Level: 6, HasDP: true, HasCost: true},
	}}
}

func TestWriteReadRoundTrip(t *testing.T) {
	set := fullSet()
	b, err := cardpool.MarshalSet(set)
	require.NoError(t, err)

	got, err := cardpool.ReadSet("BT1.yaml", b)
	require.NoError(t, err, string(b))
	set.Sort()
	assert.Equal(t, set, got)

	// Deterministic: writing what was read gives the same bytes.
	again, err := cardpool.MarshalSet(got)
	require.NoError(t, err)
	assert.Equal(t, string(b), string(again))

	s := string(b)
	assert.Less(t, strings.Index(s, "BT1-001"), strings.Index(s, "BT1-002"), "natural order")
	assert.Less(t, strings.Index(s, "BT1-002"), strings.Index(s, "BT1-010"), "natural order")
	assert.Contains(t, s, "    effect: |-\n      [On Play] ＜Draw 1＞\n      [When Attacking]", "texts are literal blocks")
	assert.Contains(t, s, "      - {colors: [Red], level: 2, cost: 0}", "printed boxes on one line")
	assert.Contains(t, s, "    name: \"true\"", "strings that read as something else are quoted")
	assert.Contains(t, s, "        - {count: ∞, traits: [Xros Heart], different: number}", "components on one line, ∞ as printed")
	assert.Contains(t, s, "      to: {traits: [Appmon]}\n      cost: 1\n", "the link requirement as data")
	assert.NotContains(t, s, "name_jp: \"\"", "empty values are left out")
	assert.Contains(t, s, "    errata:\n      date: 2026-05-29\n      printed:\n        name: Agumom\n        effect: |-\n", "a plain date, texts as blocks")
}

func TestWriteSetOmitsAbsentCostAndDP(t *testing.T) {
	egg := &core.CardData{Number: "ST1-01", Name: "Koromon", Kind: core.DigiEgg, Colors: core.ColorsOf(core.Red), Level: 2}
	var buf bytes.Buffer
	require.NoError(t, cardpool.WriteSet(&buf, &cardpool.Set{Code: "ST1", Cards: []*core.CardData{egg}}))
	assert.NotContains(t, buf.String(), "cost:")
	assert.NotContains(t, buf.String(), "dp:")

	got, err := cardpool.ReadSet("ST1.yaml", buf.Bytes())
	require.NoError(t, err)
	assert.False(t, got.Cards[0].HasCost)
	assert.False(t, got.Cards[0].HasDP)
}

const goodCard = `set: BT1
cards:
  - number: BT1-009
    name: Monodramon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 2
    dp: 3000

  - number: BT1-010
    name: Agumon
    kind: Digimon
    colors: [Red]
    level: 3
`

func TestReadSetErrorsNameFileLineAndField(t *testing.T) {
	tests := []struct {
		name, from, to, want string
	}{
		{"unknown key", "    level: 3\n", "    level: 3\n    colour: Red\n",
			`cards/BT1/BT1.yaml:8: card BT1-009: field "colour": unknown field`},
		{"bad color", "colors: [Red]\n    level: 3\n", "colors: [Red, Pink]\n    level: 3\n",
			`cards/BT1/BT1.yaml:6: card BT1-009: field "colors": unknown color "Pink"`},
		{"bad kind", "kind: Digimon\n    colors: [Red]\n    level: 3\n", "kind: Digitama\n    colors: [Red]\n    level: 3\n",
			`cards/BT1/BT1.yaml:5: card BT1-009: field "kind": unknown card kind "Digitama"`},
		{"text for a number", "dp: 3000", "dp: lots",
			`cards/BT1/BT1.yaml:9: card BT1-009: field "dp": want a whole number, got "lots"`},
		{"negative cost", "cost: 2", "cost: -2",
			`cards/BT1/BT1.yaml:8: card BT1-009: field "cost": must not be negative`},
		{"duplicate key", "    dp: 3000\n", "    dp: 3000\n    dp: 4000\n",
			`cards/BT1/BT1.yaml:10: card BT1-009: field "dp": duplicate key (first at line 9)`},
		{"unknown digivolve key", "    dp: 3000\n", "    dp: 3000\n    digivolve:\n      - {colors: [Red], lvl: 2, cost: 0}\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "digivolve[0].lvl": unknown field`},
		{"duplicate number", "number: BT1-010", "number: BT1-009",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "number": card number BT1-009 appears twice in the set (first at line 3)`},
		{"missing name", "    name: Agumon\n", "",
			`cards/BT1/BT1.yaml:11: card BT1-010: field "name": missing`},
		{"unknown top-level key", "set: BT1\n", "set: BT1\nsets: BT2\n",
			`cards/BT1/BT1.yaml:2: field "sets": unknown field`},
		{"list for text", "name: Agumon", "name: [Agumon]",
			`cards/BT1/BT1.yaml:12: card BT1-010: field "name": want text, got a list`},
		{"unknown dna key", "    dp: 3000\n", "    dp: 3000\n    dna:\n      - {from: [{level: 4}, {level: 4}], costs: 0}\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "dna[0].costs": unknown field`},
		{"dna without cost", "    dp: 3000\n", "    dp: 3000\n    dna:\n      - {from: [{level: 4}, {level: 4}]}\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "dna[0].cost": missing`},
		{"unknown card description key", "    dp: 3000\n", "    dp: 3000\n    burst:\n      - from: {name: Rosemon}\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "burst[0].from.name": unknown field`},
		{"bad count", "    dp: 3000\n", "    dp: 3000\n    digixros:\n      reduce: 2\n      cards:\n        - {count: many, names: [Shoutmon]}\n",
			`cards/BT1/BT1.yaml:13: card BT1-009: field "digixros.cards[0].count": want a whole number, got "many"`},
		{"bad different", "    dp: 3000\n", "    dp: 3000\n    assembly:\n      reduce: 2\n      cards: [{count: 2, different: colors}]\n",
			`cards/BT1/BT1.yaml:12: card BT1-009: field "assembly.cards[0].different": unknown value "colors"`},
		{"assembly without cards", "    dp: 3000\n", "    dp: 3000\n    assembly:\n      text: '[Assembly -2] x'\n      reduce: 2\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "assembly.cards": missing`},
		{"link without cost", "    dp: 3000\n", "    dp: 3000\n    link:\n      requirement: '[Link] [Appmon] trait: Cost 1'\n      dp: 2000\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "link.cost": missing`},
		{"bad kind in description", "    dp: 3000\n", "    dp: 3000\n    link:\n      to: {kinds: Digitama}\n      cost: 1\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "link.to.kinds": unknown card kind "Digitama"`},
		{"unknown errata key", "    dp: 3000\n", "    dp: 3000\n    errata:\n      date: 2024-01-01\n      printd: {effect: x}\n",
			`cards/BT1/BT1.yaml:12: card BT1-009: field "errata.printd": unknown field`},
		{"bad errata date", "    dp: 3000\n", "    dp: 3000\n    errata:\n      date: yesterday\n      printed: {effect: x}\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "errata.date": want a date YYYY-MM-DD, got "yesterday"`},
		{"unknown printed key", "    dp: 3000\n", "    dp: 3000\n    errata:\n      date: 2024-01-01\n      printed: {effects: x}\n",
			`cards/BT1/BT1.yaml:12: card BT1-009: field "errata.printed.effects": unknown field`},
		{"errata without printed", "    dp: 3000\n", "    dp: 3000\n    errata:\n      date: 2024-01-01\n",
			`cards/BT1/BT1.yaml:11: card BT1-009: field "errata.printed": missing`},
		{"errata printing nothing", "    dp: 3000\n", "    dp: 3000\n    errata:\n      date: 2024-01-01\n      printed: {}\n",
			`cards/BT1/BT1.yaml:12: card BT1-009: field "errata.printed": must give the printed value of at least one text`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(goodCard, tc.from, tc.to, 1)
			require.NotEqual(t, goodCard, src, "test edit did not apply")
			_, err := cardpool.ReadSet("cards/BT1/BT1.yaml", []byte(src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var fe *cardpool.FieldError
			assert.True(t, errors.As(err, &fe), "a *FieldError")
		})
	}
}

func TestReadSetSyntaxErrorNamesFile(t *testing.T) {
	_, err := cardpool.ReadSet("cards/BT1/BT1.yaml", []byte("set: BT1\ncards:\n  - number: [\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cards/BT1/BT1.yaml")
	assert.Contains(t, err.Error(), "line")
}

func TestReadSetAcceptsGoodCards(t *testing.T) {
	s, err := cardpool.ReadSet("BT1.yaml", []byte(goodCard))
	require.NoError(t, err)
	require.Len(t, s.Cards, 2)
	assert.Equal(t, "BT1", s.Cards[0].Set)
	assert.True(t, s.Cards[0].HasCost)
	assert.False(t, s.Cards[1].HasDP)
}
