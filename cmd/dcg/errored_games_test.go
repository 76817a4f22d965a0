package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// brokenMod is a card folder whose one card, FAN7-001, has a script that builds but
// fails when its [On Play] resolves; glitch.deck plays four of it.
const (
	brokenMod  = "../../tests/mods/broken-script"
	glitchDeck = brokenMod + "/glitch.deck"
)

// A batch in which games ended in a script error says so on its summary line — how
// many, and the first with its card, file and line — lists them in --json, and exits
// 1; --allow-errors exits 0 with the same summary.
func TestMatchWithErroredGamesFails(t *testing.T) {
	at := "script error in FAN7-001 (" + brokenMod + "/FAN7/FAN7-001.lua:7)"
	args := []string{"--cards", brokenMod, "match", "--p1", glitchDeck, "--p2", "st2", "--games", "12", "--seed", "3"}
	out, errOut, err := runDCGIO(t, nil, args...)
	require.Error(t, err, out)
	require.Equal(t, exitGameErr, exitCode(err))
	head, _, _ := strings.Cut(out, "\n")
	require.Regexp(t, `^12 games, seed 3: glitch \(random\) vs st2 \(random\) — \d+ games? ended in an error, the first: game \d+ \(seed \d+\): `, head)
	assert.Contains(t, head, at)
	assert.Contains(t, err.Error(), at)
	assert.Contains(t, err.Error(), "--allow-errors")
	assert.Empty(t, errOut, "runDCGIO does not print the returned error")

	out, _, err = runDCGIO(t, nil, append(args, "--json")...)
	require.Equal(t, exitGameErr, exitCode(err))
	var sum struct {
		Games      int `json:"games"`
		Errors     int `json:"errors"`
		ErrorGames []struct {
			Game  int    `json:"game"`
			Card  string `json:"card"`
			File  string `json:"file"`
			Line  int    `json:"line"`
			Error string `json:"error"`
		} `json:"error_games"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &sum), out)
	require.Positive(t, sum.Errors)
	require.NotEmpty(t, sum.ErrorGames)
	first := sum.ErrorGames[0]
	assert.Equal(t, "FAN7-001", first.Card)
	assert.Equal(t, brokenMod+"/FAN7/FAN7-001.lua", first.File)
	assert.Equal(t, 7, first.Line)
	assert.Contains(t, first.Error, `no field or method "gain_memroy"`)

	allowed, _, err := runDCGIO(t, nil, append(args, "--allow-errors")...)
	require.NoError(t, err)
	assert.Contains(t, allowed, at, "the summary line still says so")

	// The log of the batch summarized by stats says the same, and fails the same way.
	log := filepath.Join(t.TempDir(), "games.jsonl")
	_, _, err = runDCGIO(t, nil, append(args, "--log", log, "--allow-errors")...)
	require.NoError(t, err)
	stats, _, err := runDCGIO(t, nil, "stats", log)
	require.Equal(t, exitGameErr, exitCode(err), stats)
	assert.Contains(t, stats, at)
	_, _, err = runDCGIO(t, nil, "stats", log, "--allow-errors")
	require.NoError(t, err)
}
