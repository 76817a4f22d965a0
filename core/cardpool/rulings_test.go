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

// The checked-in rulings index is well formed: each card of it is a card of the pool,
// with its Q numbers in order, and it reads back to the same bytes.
func TestRulingsIndexIsWellFormed(t *testing.T) {
	data, err := os.ReadFile("../../cards/" + cardpool.RulingsFile)
	require.NoError(t, err)
	r, err := cardpool.ReadRulings(data)
	require.NoError(t, err)
	assert.Greater(t, len(r), 1000, "the index has the rulings of the pool")
	assert.Equal(t, string(data), string(r.Format()), "the index is what Format writes: regenerate it with go run ./core/cardpool/internal/genrulings")
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	for card := range r {
		_, err := pool.Card(card)
		assert.NoError(t, err, "the index names %s, which the pool does not have", card)
	}
}

func TestReadRulingsRefusesMalformedLines(t *testing.T) {
	for _, bad := range []string{
		"BT1-084\n",                // no ruling
		"BT1-084 123\n",            // not a Q number
		"BT1-084 Q12 Q3\n",         // not increasing
		"BT1-084 Q1 Q1\n",          // twice
		"BT1-085 Q1\nBT1-084 Q2\n", // not in natural order
		"bt1 Q1\n",                 // not a card number
	} {
		_, err := cardpool.ReadRulings([]byte(bad))
		assert.Error(t, err, "%q", bad)
		assert.Contains(t, err.Error(), cardpool.RulingsFile+":", "the error names the line")
	}
	r, err := cardpool.RulingsFromJSON([]byte(`{"BT1-085": [{"qno": "Q30", "question": "?"}, {"qno": "Q4"}], "BT1-084": [{"qno": "Q7"}]}`))
	require.NoError(t, err)
	assert.Equal(t, cardpool.Rulings{"BT1-084": {"Q7"}, "BT1-085": {"Q4", "Q30"}}, r)
	assert.True(t, strings.HasSuffix(string(r.Format()), "BT1-084 Q7\nBT1-085 Q4 Q30\n"))
	_, err = cardpool.RulingsFromJSON([]byte(`{"BT1-085": [{"qno": "30"}]}`))
	assert.Error(t, err)
}

// The checked-in evidence index reads; evidence records activations from an event log,
// and reads back what it writes.
func TestEvidenceIndex(t *testing.T) {
	data, err := os.ReadFile("../../cards/" + cardpool.EvidenceFile)
	require.NoError(t, err)
	e, err := cardpool.ReadEvidence(data)
	require.NoError(t, err)
	assert.Equal(t, string(data), string(e.Format()), "regenerate it with go run ./tests/internal/genevidence")
	assert.True(t, e.Named("ST1-08"), "ST1-08 has card tests")

	e = cardpool.NewEvidence()
	e.Record([]core.Event{{Kind: core.EvPlay, Card: "ST1-03"}, {Kind: core.EvActivate, Card: "ST1-08", Text: "[When Digivolving]"}})
	e.Cite("Q12")
	assert.True(t, e.Named("ST1-03"))
	assert.False(t, e.Fired("ST1-03", "[On Play]"))
	assert.True(t, e.Fired("ST1-08", "[When Digivolving]"))
	assert.True(t, e.Cited("Q12"))
	back, err := cardpool.ReadEvidence(e.Format())
	require.NoError(t, err)
	assert.Equal(t, e, back)
	for _, bad := range []string{"named\n", "fired ST1-08\n", "cited 12\n", "seen ST1-08\n"} {
		_, err := cardpool.ReadEvidence([]byte(bad))
		assert.Error(t, err, "%q", bad)
	}
}
