package deck_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/deck"
)

// st1 is the ST1 starter as a list whose line numbers the tests can count on: the
// Digi-Egg deck on line 2, the 50-card deck on lines 4–18. Each edit replaces a line
// (1-based) or, with line 0, appends one.
func st1(edits ...edit) []byte {
	rows := []string{
		"// Digi-Egg deck",      // 1
		"4 Koromon ST1-01",      // 2
		"// Main deck",          // 3
		"4 Biyomon ST1-02",      // 4
		"4 Agumon ST1-03",       // 5
		"4 Dracomon ST1-04",     // 6
		"4 Birdramon ST1-05",    // 7
		"4 Coredramon ST1-06",   // 8
		"2 Greymon ST1-07",      // 9
		"4 Garudamon ST1-08",    // 10
		"4 MetalGreymon ST1-09", // 11
		"2 Phoenixmon ST1-10",   // 12
		"2 WarGreymon ST1-11",   // 13
		"4 Tai Kamiya ST1-12",   // 14
		"4 Shadow Wing ST1-13",  // 15
		"4 Starlight Explosion ST1-14",
		"2 Giga Destroyer ST1-15", // 17
		"2 Gaia Force ST1-16",     // 18
	}
	for _, e := range edits {
		if e.line == 0 {
			rows = append(rows, e.text)
		} else {
			rows[e.line-1] = e.text
		}
	}
	return lines(rows...)
}

type edit struct {
	line int
	text string
}

func TestStarterListIsLegal(t *testing.T) {
	d, err := deck.Parse("my.deck", st1(), testPool(t))
	require.NoError(t, err)
	assert.NoError(t, d.Validate(nil))
	assert.Len(t, d.Main, deck.MainSize)
	assert.Equal(t, []string{"4xST1-01"}, numbers(d.Eggs))
}

// TestConstructionRules: each broken list gets exactly the errors that name its
// problem and where it is (1-4-1).
func TestConstructionRules(t *testing.T) {
	pool := testPool(t)
	tests := []struct {
		name string
		list []byte
		want []string
	}{
		{"1-4-1-2-1 a deck of 49 cards", st1(edit{9, "1 Greymon ST1-07"}),
			[]string{"my.deck: main deck has 49 cards; it must have exactly 50 (1-4-1-2-1)"}},
		{"1-4-1-2-1 a deck of 51 cards", st1(edit{9, "3 Greymon ST1-07"}),
			[]string{"my.deck: main deck has 51 cards; it must have exactly 50 (1-4-1-2-1)"}},
		{"1-4-1-2-2 five copies on one row", st1(edit{5, "5 Agumon ST1-03"}, edit{9, "1 Greymon ST1-07"}),
			[]string{"my.deck:5: ST1-03: 5 copies; at most 4 allowed (1-4-1-2-2)"}},
		{"1-4-1-2-2 the row that goes over the limit is named", st1(edit{9, "1 Greymon ST1-07"}, edit{0, "1 ST1-03"}),
			[]string{"my.deck:19: ST1-03: 5 copies; at most 4 allowed (1-4-1-2-2)"}},
		{"2-3-5 a card's own rule allows more copies",
			lines("4 Koromon ST1-01", "50 Eosmon BT6-085"), nil},
		{"2-3-5 ... but not more than it says",
			lines("4 Koromon ST1-01", "49 Eosmon BT6-085", "2 Eosmon BT6-085"),
			[]string{"my.deck:3: BT6-085: 51 copies; at most 50 allowed (1-4-1-2-2)",
				"my.deck: main deck has 51 cards; it must have exactly 50 (1-4-1-2-1)"}},
		{"2-2-3 a Digi-Egg in the main deck", st1(edit{2, "3 Koromon ST1-01"}, edit{0, "1 Koromon ST1-01"}),
			[]string{"my.deck:19: ST1-01 Koromon: a Digi-Egg listed in the main deck; Digi-Eggs go in the Digi-Egg deck (2-2-3)"}},
		{"2-2-3 a Digimon in the Digi-Egg deck", st1(edit{1, "// Egg Deck"}, edit{2, "4 Agumon ST1-03"}, edit{5, "4 Koromon ST1-01"}),
			[]string{
				"my.deck:2: ST1-03 Agumon: a Digimon card listed in the Digi-Egg deck; the Digi-Egg deck holds only Digi-Eggs (2-2-3)",
				"my.deck:5: ST1-01 Koromon: a Digi-Egg listed in the main deck; Digi-Eggs go in the Digi-Egg deck (2-2-3)",
			}},
		{"1-4-1-3-1 six Digi-Eggs", st1(edit{0, "// Digi-Egg deck"}, edit{0, "2 Tsunomon ST2-01"}),
			[]string{"my.deck: Digi-Egg deck has 6 cards; it may have at most 5 (1-4-1-3-1)"}},
		{"1-4-1-3-1 no Digi-Egg deck at all is fine", st1(edit{2, "// none"}), nil},
		{"1-4-1-3-2 five copies of a Digi-Egg", st1(edit{2, "5 Koromon ST1-01"}),
			[]string{"my.deck:2: ST1-01: 5 copies; at most 4 allowed (1-4-1-3-2)"}},
		{"an unknown card number", st1(edit{9, "2 XX9-999"}),
			[]string{`my.deck:9: "XX9-999": unknown card number`}},
		{"a malformed line", st1(edit{9, "two Greymon ST1-07"}),
			[]string{`my.deck:9: malformed line "two Greymon ST1-07": want "COUNT NUMBER" or "COUNT NAME NUMBER"`}},
		{"a count of zero", st1(edit{9, "0 Greymon ST1-07"}),
			[]string{`my.deck:9: malformed line "0 Greymon ST1-07": the count must be from 1 to 1000`}},
		{"a name that is not the card's", st1(edit{5, "4 Gabumon ST1-03"}),
			[]string{`my.deck:5: ST1-03: the card is Agumon, not "Gabumon"`}},
		{"every problem is reported, in listing order",
			st1(edit{2, "6 Koromon ST1-01"}, edit{5, "four ST1-03"}, edit{8, "4 Coredramon XX9-999"}, edit{11, "5 MetalGreymon ST1-09"}),
			[]string{
				`my.deck:2: ST1-01: 6 copies; at most 4 allowed (1-4-1-3-2)`,
				`my.deck:5: malformed line "four ST1-03": want "COUNT NUMBER" or "COUNT NAME NUMBER"`,
				`my.deck:8: "XX9-999": unknown card number`,
				`my.deck:11: ST1-09: 5 copies; at most 4 allowed (1-4-1-2-2)`,
				// the sizes are not checked while rows are unread
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, _ := deck.Parse("my.deck", tt.list, pool)
			require.NotNil(t, d)
			assert.Equal(t, tt.want, messages(t, d.Validate(nil)))
		})
	}
}

// A deck built by hand has no lines: its problems name the file only.
func TestValidateHandBuiltDeck(t *testing.T) {
	pool := testPool(t)
	egg, agumon := pool["ST1-01"], pool["ST1-03"]
	d := &deck.Deck{Source: "built", Main: []*core.CardData{egg}, Eggs: []*core.CardData{agumon}}
	assert.Equal(t, []string{
		"built: ST1-03 Agumon: a Digimon card listed in the Digi-Egg deck; the Digi-Egg deck holds only Digi-Eggs (2-2-3)",
		"built: ST1-01 Koromon: a Digi-Egg listed in the main deck; Digi-Eggs go in the Digi-Egg deck (2-2-3)",
		"built: main deck has 1 card; it must have exactly 50 (1-4-1-2-1)",
	}, messages(t, d.Validate(nil)))
}

func TestErrorsAreReachable(t *testing.T) {
	d, err := deck.Parse("my.deck", st1(edit{9, "2 XX9-999"}), testPool(t))
	var es deck.Errors
	require.ErrorAs(t, err, &es)
	require.Len(t, es, 1)
	assert.Equal(t, deck.Error{File: "my.deck", Line: 9, Card: "XX9-999", Reason: "unknown card number"},
		withoutQuote(*es[0]))
	var one *deck.Error
	require.ErrorAs(t, d.Validate(nil), &one)
	assert.Equal(t, 9, one.Line)
}

// withoutQuote copies the public fields of an Error, for comparing.
func withoutQuote(e deck.Error) deck.Error {
	return deck.Error{File: e.File, Line: e.Line, Element: e.Element, Card: e.Card, Name: e.Name, Reason: e.Reason}
}
