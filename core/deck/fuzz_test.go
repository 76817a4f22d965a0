package deck

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// FuzzParse: no deck file makes the parser panic or hang; every input either parses
// or gives an error naming the file.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"st1.txt", "st2.txt", "st3.txt"} {
		if b, err := os.ReadFile(filepath.Join("..", "..", "cards", "decks", name)); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`["Exported from DCGO","ST1-03","ST1-03"]`))
	f.Add([]byte("// Digimon DeckList\nAgumon ST1-03 4\n"))
	f.Add([]byte("4 (ST1-03)\n4x Agumon [DCG] (ST1-03)\n"))
	lookup := core.CardMap{
		"ST1-01": {Number: "ST1-01", Name: "Koromon", Kind: core.DigiEgg},
		"ST1-03": {Number: "ST1-03", Name: "Agumon", Kind: core.Digimon},
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("fuzz.deck", data, lookup)
		if err == nil {
			_ = d.Validate(nil)
		} else if err.Error() == "" {
			t.Fatal("an error without a message")
		}
	})
}
