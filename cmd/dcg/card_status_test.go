package main

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// A scripted card becomes tested when a passing test fired each effect of it that
// activates, and ruled when passing scenarios cite each ruling about it.
func TestStatusFromEvidence(t *testing.T) {
	base, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	pool, err := openStack(base, &cardLayers{})
	require.NoError(t, err)
	check := newScriptChecker(pool)
	defer check.close()
	garudamon, err := pool.Card("ST1-08") // [When Digivolving] 1 of your Digimon gets +3000 DP for the turn.
	require.NoError(t, err)

	ev := cardpool.NewEvidence()
	check.ix = &evidenceIndexes{evidence: ev, rulings: cardpool.Rulings{"ST1-08": {"Q1", "Q2"}}}
	judge := func() cardStatus {
		t.Helper()
		cs, err := check.judge(garudamon)
		require.NoError(t, err)
		return cs
	}
	assert.Equal(t, cardStatus{Status: cardpool.Scripted, Effects: 1, Rulings: 2}, judge(), "no evidence")

	ev.Record([]core.Event{{Kind: core.EvPlay, Card: "ST1-08"}})
	assert.Equal(t, cardpool.Scripted, judge().Status, "in a test's game, but its effect never fired")

	ev.Record([]core.Event{{Kind: core.EvActivate, Card: "ST1-08", Text: "[When Digivolving]"}})
	assert.Equal(t, cardStatus{Status: tested, Effects: 1, Fired: 1, Rulings: 2}, judge())

	ev.Cite("Q1")
	assert.Equal(t, tested, judge().Status, "one ruling of two cited")
	ev.Cite("Q2")
	assert.Equal(t, cardStatus{Status: ruled, Effects: 1, Fired: 1, Rulings: 2, Cited: 2}, judge())

	check.ix.rulings = nil
	assert.Equal(t, ruled, judge().Status, "a tested card without rulings is ruled")

	vanilla, err := pool.Card("ST1-02")
	require.NoError(t, err)
	cs, err := check.judge(vanilla)
	require.NoError(t, err)
	assert.Equal(t, cardpool.Vanilla, cs.Status)
}

// README.md shows the built-in pool's status totals as cards list counts them.
func TestReadmeShowsThePoolTotals(t *testing.T) {
	out, err := runCards(t, "list")
	require.NoError(t, err)
	totals := regexp.MustCompile(`(?m)^\d+ cards: .*$`).FindString(out)
	require.NotEmpty(t, totals, out)
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	assert.Contains(t, string(readme), "\n"+totals+"\n",
		"README.md's status totals are out of date: put in the last line of `go run ./cmd/dcg cards list`")
}
