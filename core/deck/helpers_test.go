package deck_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/deck"
)

// testPool is the printed data of testdata/cards.yaml: the ST1–ST3 starters and a few
// cards with special deck rules. It stands in for the card pool.
func testPool(t testing.TB) core.CardMap {
	t.Helper()
	data, err := os.ReadFile("testdata/cards.yaml")
	require.NoError(t, err)
	var f struct {
		Cards []struct {
			Number string
			Name   string
			Kind   core.Kind
			Copies int
			Ace    bool
		}
	}
	require.NoError(t, yaml.Unmarshal(data, &f))
	pool := core.CardMap{}
	for _, c := range f.Cards {
		pool[c.Number] = &core.CardData{Number: c.Number, Name: c.Name, Kind: c.Kind, MaxCopies: c.Copies, Ace: c.Ace}
	}
	return pool
}

// cardsFS is the project's card data folder, as cards.FS embeds it.
func cardsFS() fs.FS { return os.DirFS("../../cards") }

// lines joins rows into a file.
func lines(rows ...string) []byte { return []byte(strings.Join(rows, "\n") + "\n") }

// messages returns the message of every problem err lists, or nil for no error.
func messages(t testing.TB, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	var es deck.Errors
	require.True(t, errors.As(err, &es), "want a deck.Errors, got %T: %v", err, err)
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Error()
	}
	return out
}

// numbers lists a deck part as "COUNTxNUMBER" rows, for compact assertions.
func numbers(cards []*core.CardData) []string {
	var out []string
	for _, r := range deck.Counts(cards) {
		out = append(out, fmt.Sprintf("%dx%s", r.Count, r.Card.Number))
	}
	return out
}
