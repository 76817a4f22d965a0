package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const vocabSet = `set: VOC1
cards:
  - number: VOC1-001
    name: Wordmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 2000
    effect: |-
      [On Play] Gain 1 memory.
      [When Digivolving] Delete 1 of your opponent's even-level Digimon.

  - number: VOC1-002
    name: Phrasemon
    kind: Digimon
    colors: [Blue]
    level: 4
    cost: 5
    dp: 5000
    effect: |-
      [On Play] Delete 1 of your opponent's even-level Digimon.
      [When Attacking] Gain 1 memory.
`

func TestCardsVocabularyOfAPool(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "VOC1", vocabSet, nil)

	out, err := runDCG(t, "cards", "--pool", dir, "vocabulary")
	require.NoError(t, err, out)
	assert.Contains(t, out, "2 cards with effect text, 8 clauses in 5 patterns")
	assert.Contains(t, out, "covered: 6 of 8 clauses (75.0%); 0 of 2 cards have every clause covered")
	assert.Regexp(t, `2\s+2\s+action\s+VOC1-001\s+delete N of your opponent's even-level Digimon`, out)

	out, err = runDCG(t, "cards", "--pool", dir, "vocabulary", "--json", "--kind", "action", "--uncovered", "5")
	require.NoError(t, err, out)
	var rep vocabularyReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep), out)
	assert.Equal(t, 2, rep.Cards)
	assert.Equal(t, 8, rep.Counted)
	assert.Equal(t, 6, rep.Covered)
	assert.Equal(t, 75.0, rep.Percent)
	assert.Equal(t, "action", rep.Kind)
	require.Len(t, rep.Uncovered, 1)
	assert.Equal(t, vocabularyRow{Kind: "action", Pattern: "delete N of your opponent's even-level Digimon",
		Occurrences: 2, Cards: 2, Example: "VOC1-001", Sample: "Delete 1 of your opponent's even-level Digimon",
		Missing: []string{`filter: "even-level"`}}, rep.Uncovered[0])
	assert.Equal(t, 2, rep.UncoveredTotals["action"])
	assert.Equal(t, 100.0, rep.KindCoverage["timing"])

	// The missing constructs: the parts, not whole clauses.
	out, err = runDCG(t, "cards", "--pool", dir, "vocabulary", "--uncovered", "0", "--missing", "3")
	require.NoError(t, err, out)
	assert.Regexp(t, `top 1 missing constructs:\s+OCC\s+CARDS\s+EXAMPLE\s+PART\s+2\s+2\s+VOC1-001\s+filter: "even-level"`, out)
	assert.NotContains(t, out, "uncovered patterns")
	out, err = runDCG(t, "cards", "--pool", dir, "vocabulary", "--json", "--missing", "3")
	require.NoError(t, err, out)
	rep = vocabularyReport{}
	require.NoError(t, json.Unmarshal([]byte(out), &rep), out)
	assert.Equal(t, []missingRow{{Part: `filter: "even-level"`, Occurrences: 2, Cards: 2, Example: "VOC1-001",
		Sample: "Delete 1 of your opponent's even-level Digimon"}}, rep.Missing)
	_, err = runDCG(t, "cards", "--pool", dir, "vocabulary", "--missing", "-1")
	assert.Error(t, err)

	out, err = runDCG(t, "cards", "--pool", dir, "vocabulary", "--kind", "timing")
	require.NoError(t, err, out)
	assert.NotContains(t, out, "top", "no uncovered timing")
}

// --cards adds the folder's sets to the built-in pool, as for the other cards commands.
func TestCardsVocabularyCardsFlag(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "VOC1", vocabSet, nil)
	var base, more vocabularyReport
	out, err := runDCG(t, "cards", "vocabulary", "--json", "--uncovered", "0")
	require.NoError(t, err, out)
	require.NoError(t, json.Unmarshal([]byte(out), &base), out)
	out, err = runDCG(t, "--cards", dir, "cards", "vocabulary", "--json", "--uncovered", "0")
	require.NoError(t, err, out)
	require.NoError(t, json.Unmarshal([]byte(out), &more), out)
	assert.Equal(t, base.Cards+2, more.Cards)
	assert.Equal(t, base.Counted+8, more.Counted)
	assert.Equal(t, base.Covered+6, more.Covered)
	assert.Empty(t, more.Uncovered)
	assert.Greater(t, base.Cards, 4000)
}

func TestCardsVocabularyBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"cards", "vocabulary", "--kind", "verb"},
		{"cards", "vocabulary", "--kind", "requirement"},
		{"cards", "vocabulary", "--uncovered", "-1"},
	} {
		out, err := runDCG(t, args...)
		var in inputError
		require.True(t, errors.As(err, &in), "%v: %v\n%s", args, err, out)
		assert.True(t, strings.Contains(err.Error(), "kind") || strings.Contains(err.Error(), "uncovered"), err.Error())
	}
}
