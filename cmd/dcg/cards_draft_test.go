package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCardsDraft: one card's draft goes to standard output; a set's drafts go to --out,
// one file per card with text; a clause the draft cannot write is a TODO in place and
// the summary counts it; the drafted card then lints with no error once its file is in
// the set folder (VOC1-002's [When Attacking] is written, its [On Play] a TODO: the
// lint warns of an effect no hook plays).
func TestCardsDraft(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "VOC1", vocabSet, nil)

	out, errOut, err := runDCGIO(t, nil, "cards", "--pool", dir, "draft", "voc1-001")
	require.NoError(t, err, errOut)
	assert.Contains(t, out, "-- VOC1-001 Wordmon\n-- [On Play] Gain 1 memory.\n")
	assert.Contains(t, out, "  on_play = function(ctx)\n    ctx:gain_memory(1)\n  end,\n")
	assert.Contains(t, out, "    -- TODO: Delete 1 of your opponent's even-level Digimon\n")
	assert.Equal(t, "1 card drafted: 3 of 4 clauses mapped, 1 TODO\n", errOut)

	drafts := t.TempDir()
	_, errOut, err = runDCGIO(t, nil, "cards", "--pool", dir, "draft", "VOC1", "--out", drafts)
	require.NoError(t, err, errOut)
	assert.Equal(t, "2 cards drafted: 6 of 8 clauses mapped, 2 TODO\n", errOut)
	src, err := os.ReadFile(filepath.Join(drafts, "VOC1-002.lua"))
	require.NoError(t, err)
	assert.Contains(t, string(src), "  when_attacking = function(ctx)\n    ctx:gain_memory(1)\n  end,\n")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "VOC1", "VOC1-002.lua"), src, 0o644))
	out, err = runDCG(t, "cards", "lint", dir)
	require.NoError(t, err, out)

	_, err = runDCG(t, "cards", "--pool", dir, "draft", "VOC1")
	assert.Equal(t, 2, exitCode(err), "a set needs --out")
	_, err = runDCG(t, "cards", "--pool", dir, "draft", "VOC1-999")
	assert.Equal(t, 2, exitCode(err), "no such card or set")
}
