package deck_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/deck"
)

// TestCommunityFormats reads one list in each shape the deck sites export (the
// shapes are documented on parseRow); every one gives the same deck.
func TestCommunityFormats(t *testing.T) {
	tests := []struct {
		name string
		list []byte
	}{
		{"ours, with names", lines("// My deck", "4 Koromon ST1-01", "4 Agumon ST1-03", "2 Greymon ST1-07 // a trailing comment")},
		{"ours, numbers only", lines("4 ST1-01", "", "4 ST1-03", "2 ST1-07")},
		// digimoncard.io: a header, the deck, then the Digi-Egg deck under "// Egg Deck".
		{"digimoncard.io", lines("// Digimon Deck List", "4 Agumon ST1-03", "2 Greymon ST1-07", "// Egg Deck", "4 Koromon ST1-01")},
		// digimoncard.dev: names padded so that the numbers line up.
		{"digimoncard.dev", lines("// Digimon DeckList", "", "4 Koromon            ST1-01", "4 Agumon             ST1-03 ", "2 Greymon            ST1-07")},
		// digimoncard.app: number first, count last; parallel prints carry "_P1".
		{"digimoncard.app", lines("// Digimon DeckList", "", "ST1-01 Koromon 4", "ST1-03_P1 Agumon 4", "ST1-07 Greymon 2")},
		{"DigimonMeta", lines("4 (ST1-01)", "4 (ST1-03)", "2 (ST1-07)")},
		{"Untap", lines("4 Koromon        (DCG) (ST1-01)", "4 Agumon         (DCG) (ST1-03)", "2 Greymon        (DCG) (ST1-07)")},
		{"Untap from digimoncard.app", lines("// Digimon DeckList", "", "4 Koromon [DCG] (ST1-01)", "4 Agumon [DCG] (ST1-03)", "2 Greymon [DCG] (ST1-07)")},
		{"name, number, count", lines("Koromon ST1-01 4", "Agumon ST1-03 4", "Greymon ST1-07 2")},
		{"counts with x, lower case, CRLF", []byte("4x koromon st1-01\r\n4x Agumon ST1-03\r\n2X Greymon ST1-07\r\n")},
		{"TTS", []byte(`["Exported from https://digimoncard.io","ST1-01","ST1-01","ST1-01","ST1-01","ST1-03","ST1-03","ST1-03","ST1-03","ST1-07","ST1-07"]`)},
		{"TTS without a label", []byte(`["ST1-01","ST1-01","ST1-01","ST1-01","ST1-03","ST1-03","ST1-03","ST1-03","ST1-07","ST1-07"]`)},
		{"TTS over several lines with a byte order mark", []byte("\xef\xbb\xbf[\n  \"Exported from dcg\",\n  \"ST1-01\", \"ST1-01\", \"ST1-01\", \"ST1-01\",\n  \"ST1-03\", \"ST1-03\", \"ST1-03\", \"ST1-03\", \"ST1-07\", \"ST1-07\"\n]\n")},
	}
	pool := testPool(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := deck.Parse("list.txt", tt.list, pool)
			require.NoError(t, err)
			assert.Equal(t, []string{"4xST1-03", "2xST1-07"}, numbers(d.Main))
			assert.Equal(t, []string{"4xST1-01"}, numbers(d.Eggs))
		})
	}
}

// The ACE mark some sites append to a name, and spacing or punctuation differences,
// do not make a name wrong.
func TestNamesAreComparedLoosely(t *testing.T) {
	pool := testPool(t)
	for _, row := range []string{"1 Myotismon ACE BT15-076", "1 myotismon BT15-076", "4 TK Takaishi ST3-12", "4 Metal Greymon ST1-09"} {
		_, err := deck.Parse("list.txt", lines(row), pool)
		assert.NoError(t, err, row)
	}
	_, err := deck.Parse("list.txt", lines("1 Agumon ACE ST1-03"), pool)
	assert.Equal(t, []string{`list.txt:1: ST1-03: the card is Agumon, not "Agumon ACE"`}, messages(t, err), "Agumon is no ACE")
}

func TestDeckName(t *testing.T) {
	pool := testPool(t)
	tests := []struct{ list, want string }{
		{"// Gaia Red\n// second comment\n4 ST1-03\n", "Gaia Red"},
		{"// Digimon Deck List\n4 ST1-03\n", "red"},      // an export header is no name
		{"// Main deck\n4 ST1-03\n", "red"},              // nor is a section
		{"4 ST1-03\n// too late to be a title\n", "red"}, // nor a comment after the cards
		{`["Exported from https://digimoncard.dev","ST1-03"]`, "red"},
	}
	for _, tt := range tests {
		d, _ := deck.Parse("decks/red.txt", []byte(tt.list), pool)
		assert.Equal(t, tt.want, d.Name, tt.list)
		assert.Equal(t, "decks/red.txt", d.Source)
	}
}

// TTS problems name the element (1-based, the label included) and its line.
func TestTTSErrors(t *testing.T) {
	pool := testPool(t)
	tests := []struct {
		name, list string
		want       []string
	}{
		{"unknown number", `["Exported from x","ST1-03","XX9-999"]`,
			[]string{`deck.json:1: element 3: "XX9-999": unknown card number`}},
		{"lines are counted", "[\"ST1-03\",\n\"ST1-03\",\n 7,\n\"Agumon\"]",
			[]string{`deck.json:3: element 3: 7 is not a card number: want a JSON string`,
				`deck.json:4: element 4: "Agumon" is not a card number`}},
		{"not JSON", `["ST1-03",`, []string{`deck.json:1: element 2: not a TTS deck: the array is not closed`}},
		{"text after the array", `["ST1-03"] x`, []string{`deck.json:1: not a TTS deck: text after the closing ]`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := deck.Parse("deck.json", []byte(tt.list), pool)
			assert.Equal(t, tt.want, messages(t, err))
		})
	}
}

func TestMalformedRows(t *testing.T) {
	pool := testPool(t)
	for _, row := range []string{"four ST1-03", "4", "ST1-03", "4 Agumon", "Agumon 4", "4 Agumon ST1-03 4", "4 ST1-", "4 1-03", "99999 ST1-03"} {
		_, err := deck.Parse("my.deck", lines(row), pool)
		msgs := messages(t, err)
		if assert.Len(t, msgs, 1, row) {
			assert.Contains(t, msgs[0], `my.deck:1: malformed line "`+row+`": `)
		}
	}
}
