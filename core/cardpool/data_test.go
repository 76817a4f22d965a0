package cardpool_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// TestEmbeddedPool loads the whole shipped pool: every set file parses, and it holds
// the 4,388 cards of cards.json in 65 sets.
func TestEmbeddedPool(t *testing.T) {
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	assert.Len(t, p.Sets(), 65)
	all, err := p.All()
	require.NoError(t, err)
	assert.Len(t, all, 4388)

	omni, err := p.Card("BT1-084")
	require.NoError(t, err)
	assert.Len(t, strings.Split(omni.Effect, "\n"), 2)

	egg, err := p.Card("ST1-01")
	require.NoError(t, err)
	assert.Equal(t, core.DigiEgg, egg.Kind)
	assert.False(t, egg.HasCost)
	assert.False(t, egg.HasDP)

	st1, err := p.SetCards("ST1")
	require.NoError(t, err)
	assert.Len(t, st1, 16)
}

// TestReadmeTableIsCurrent fails when cards/README.md's status table no longer
// matches the pool; `go run ./core/cardpool/internal/gentable` fixes it.
func TestReadmeTableIsCurrent(t *testing.T) {
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	p.SetKeywords(cardpool.KeywordScripts(os.DirFS("../../keywords")))
	tested, err := cardpool.TestedIn(os.DirFS("../../tests/cards"))
	require.NoError(t, err)
	rows, err := p.Summary(tested)
	require.NoError(t, err)
	readme, err := os.ReadFile("../../cards/README.md")
	require.NoError(t, err)
	want, err := cardpool.ReplaceTable(string(readme), cardpool.StatusTable(rows))
	require.NoError(t, err)
	assert.Equal(t, want, string(readme), "cards/README.md status table is out of date: run go run ./core/cardpool/internal/gentable")
}

func BenchmarkOpenAndLoadOneSet(b *testing.B) {
	for i := 0; i < b.N; i++ {
		p, err := cardpool.Open(cards.FS)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := p.Card("BT1-084"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadAll(b *testing.B) {
	for i := 0; i < b.N; i++ {
		p, err := cardpool.Open(cards.FS)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := p.All(); err != nil {
			b.Fatal(err)
		}
	}
}
