package deck_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/deck"
)

// Every format Write produces reads back as the same deck.
func TestWriteReadsBack(t *testing.T) {
	pool := testPool(t)
	for _, name := range []string{"st1", "st2", "st3"} {
		orig, err := deck.Builtin(cardsFS(), name, pool)
		require.NoError(t, err)
		for _, f := range []deck.FileFormat{deck.Text, deck.TTS, deck.DigimonCard} {
			t.Run(name+"/"+f.String(), func(t *testing.T) {
				var buf bytes.Buffer
				require.NoError(t, orig.Write(&buf, f))
				back, err := deck.Parse("out", buf.Bytes(), pool)
				require.NoError(t, err, buf.String())
				assert.Equal(t, orig.Main, back.Main)
				assert.Equal(t, orig.Eggs, back.Eggs)
				assert.NoError(t, back.Validate(nil))
			})
		}
	}
}

func TestWriteFormats(t *testing.T) {
	pool := testPool(t)
	d, err := deck.Parse("red.txt", lines("// Red", "4 ST1-03", "1 ST1-01", "2 ST1-07", "1 ST1-03"), pool)
	require.NoError(t, err)
	tests := []struct {
		format deck.FileFormat
		want   string
	}{
		{deck.Text, "// Red\n\n// Digi-Egg deck\n1 Koromon ST1-01\n\n// Main deck\n5 Agumon ST1-03\n2 Greymon ST1-07\n"},
		{deck.TTS, `["Exported from dcg","ST1-01","ST1-03","ST1-03","ST1-03","ST1-03","ST1-03","ST1-07","ST1-07"]` + "\n"},
		{deck.DigimonCard, "// Digimon Deck List\n5 Agumon ST1-03\n2 Greymon ST1-07\n// Egg Deck\n1 Koromon ST1-01\n"},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		require.NoError(t, d.Write(&buf, tt.format))
		assert.Equal(t, tt.want, buf.String(), tt.format.String())
	}
}

func TestParseFileFormat(t *testing.T) {
	for in, want := range map[string]deck.FileFormat{"text": deck.Text, "TTS": deck.TTS, "digimoncard": deck.DigimonCard} {
		f, err := deck.ParseFileFormat(in)
		require.NoError(t, err)
		assert.Equal(t, want, f, in)
	}
	_, err := deck.ParseFileFormat("ydk")
	assert.EqualError(t, err, `unknown deck format "ydk" (want text, tts, digimoncard)`)
}
