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
			Forms: []string{"Rookie"}, Attributes: []string{"Vaccine"}, Types: []string{"Reptile", "Dinosaur"},
			Effect:    "[On Play] ＜Draw 1＞\n[When Attacking] Delete 1 of your opponent's Digimon.",
			Inherited: "[Your Turn] While this Digimon has 4 or more digivolution cards, it gets +1000 DP.",
			Security:  "[Security] Play this card without paying the cost.",
			Rarity:    "R", Ace: true, Overflow: 4, MaxCopies: 50,
			Link: &core.LinkData{Requirement: "[Link] [Appmon] trait: Cost 1", DP: 2000, Effect: "＜Raid＞"},
			Dual: &core.DualData{Name: "Habakiri", Effect: "[Main] Draw.", Colors: core.ColorsOf(core.Yellow, core.Blue)},
		},
		{Number: "BT1-002", Set: "BT1", Name: "true", Kind: core.DigiEgg, Colors: core.ColorsOf(core.Red), Level: 2, Rarity: "-"},
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
	assert.NotContains(t, s, "name_jp: \"\"", "empty values are left out")
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
