package deck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/deck"
)

// The built-in starter decks are the official lists: legal for casual play (1-4-1),
// 50 cards and 4 Digi-Eggs each.
func TestBuiltinStarterDecks(t *testing.T) {
	pool := testPool(t)
	names, err := deck.BuiltinNames(cardsFS())
	require.NoError(t, err)
	assert.Subset(t, names, []string{"st1", "st2", "st3"})

	tests := []struct{ name, title, egg string }{
		{"st1", "Starter Deck, Gaia Red [ST-1]", "ST1-01"},
		{"st2", "Starter Deck, Cocytus Blue [ST-2]", "ST2-01"},
		{"ST3", "Starter Deck, Heaven's Yellow [ST-3]", "ST3-01"}, // names are case-insensitive
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := deck.Builtin(cardsFS(), tt.name, pool)
			require.NoError(t, err)
			assert.NoError(t, d.Validate(nil))
			assert.Equal(t, tt.title, d.Name)
			assert.Len(t, d.Main, 50)
			assert.Equal(t, []string{"4x" + tt.egg}, numbers(d.Eggs))
			assert.Equal(t, d.Main, d.List().Main)
		})
	}
}

func TestBuiltinUnknownName(t *testing.T) {
	_, err := deck.Builtin(cardsFS(), "st99", testPool(t))
	var nf *deck.NotFoundError
	require.ErrorAs(t, err, &nf)
	assert.Contains(t, err.Error(), `no built-in deck named "st99" (built-in decks: `+builtinList(t)+")")
	assert.Equal(t, "st99", nf.Name)
}

// builtinList is the built-in decks' names as the not-found error lists them.
func builtinList(t *testing.T) string {
	t.Helper()
	names, err := deck.BuiltinNames(cardsFS())
	require.NoError(t, err)
	require.Subset(t, names, []string{"st1", "st2", "st3"})
	return strings.Join(names, ", ")
}

// Load takes a file path or, when there is no such file, a built-in deck's name.
func TestLoad(t *testing.T) {
	pool := testPool(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "mine.txt")
	require.NoError(t, os.WriteFile(file, st1(), 0o644))

	d, err := deck.Load(cardsFS(), file, pool)
	require.NoError(t, err)
	assert.Equal(t, file, d.Source)

	d, err = deck.Load(cardsFS(), "st2", pool)
	require.NoError(t, err)
	assert.Equal(t, "st2.txt", d.Source)

	_, err = deck.Load(cardsFS(), filepath.Join(dir, "nothing.txt"), pool)
	assert.ErrorContains(t, err, `no deck file or built-in deck named "`+filepath.Join(dir, "nothing.txt")+`" (built-in decks: `+builtinList(t)+")")
}
