package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The red team through the commands (tests/redteam/README.md): the card folder whose
// scripts attack the sandbox, under cards lint, match, scenario run and play. Each
// attack ends its game in a script error naming the card, the batch goes on, and the
// command comes back in time. The sandbox's own tests (scripting/redteam_test.go)
// measure each attack's time and peak memory in a process of its own.

const redTeamMod = "../../tests/redteam"

// redTeamDeck writes ST1 with four of the card as its Digi-Egg deck (an attack: it
// loads when an egg is hatched or looked at in the hand) or, for RT1-011, in place of
// the four Biyomon.
func redTeamDeck(t *testing.T, card string) string {
	eggs, biyomon := "4 "+card, "4 Biyomon ST1-02"
	if card == "RT1-011" {
		eggs, biyomon = "4 Koromon ST1-01", "4 "+card
	}
	deck := strings.Join([]string{"// Digi-Egg deck", eggs, "", "// Main deck", biyomon,
		"4 Agumon ST1-03", "4 Dracomon ST1-04", "4 Birdramon ST1-05", "4 Coredramon ST1-06", "2 Greymon ST1-07",
		"4 Garudamon ST1-08", "4 MetalGreymon ST1-09", "2 Phoenixmon ST1-10", "2 WarGreymon ST1-11",
		"4 Tai Kamiya ST1-12", "4 Shadow Wing ST1-13", "4 Starlight Explosion ST1-14", "2 Giga Destroyer ST1-15",
		"2 Gaia Force ST1-16", ""}, "\n")
	file := filepath.Join(t.TempDir(), strings.ToLower(card)+".deck")
	require.NoError(t, os.WriteFile(file, []byte(deck), 0o644))
	return file
}

// cards lint names every attack as an error of its file (and line, where it has one),
// and exits 1 (errors in scripts); the self-referencing card table is one of them, not
// a crash, and the file-level counter is found by reading the script.
func TestRedTeamLint(t *testing.T) {
	start := time.Now()
	out, err := runDCG(t, "--cards", redTeamMod, "cards", "lint", redTeamMod)
	require.Equal(t, exitGameErr, exitCode(err), out)
	require.Less(t, time.Since(start), 20*time.Second)
	for _, want := range []string{
		"RT1/RT1-001.lua:5: script ran past its time limit",
		"RT1/RT1-002.lua:3: too many results to unpack",
		"RT1/RT1-003.lua:5: string too large",
		"RT1/RT1-004.lua:5: script went over its memory limit",
		"RT1/RT1-005.lua:5: string.gsub result too large",
		"RT1/RT1-006.lua:6: script went over its memory limit",
		"RT1/RT1-007.lua:5: table.concat result too large",
		"RT1/RT1-008.lua:",
		"RT1/RT1-009.lua: card.link refers back to card",
		"RT1/RT1-010.lua: card.link.link",
		"RT1/RT1-012.lua:4: script went over its memory limit",
	} {
		assert.Contains(t, out, want)
	}
	assert.Contains(t, out, "12 errors")
	assert.Contains(t, out, `RT1/RT1-011.lua:9:5: a function writes the file-level local "plays"`, "the counter card builds, and the lint reads the script")
}

// In a batch, each game that meets an attack ends in an error naming the card and
// line; the others play on, and the batch comes back in time.
func TestRedTeamMatch(t *testing.T) {
	for card, at := range map[string]string{
		"RT1-001": "script error in RT1-001 (" + redTeamMod + "/RT1/RT1-001.lua:5): script ran past its time limit",
		"RT1-006": "script error in RT1-006 (" + redTeamMod + "/RT1/RT1-006.lua:6): script went over its memory limit",
		"RT1-009": "script error in RT1-009 (" + redTeamMod + "/RT1/RT1-009.lua): card.link refers back to card",
	} {
		start := time.Now()
		out, err := runDCG(t, "--cards", redTeamMod, "match", "--p1", redTeamDeck(t, card), "--p2", "st2",
			"--games", "4", "--workers", "2", "--seed", "5")
		require.Equal(t, exitGameErr, exitCode(err), out)
		assert.Contains(t, out, at, card)
		assert.Contains(t, out, "4 games ended in an error", card)
		assert.Less(t, time.Since(start), 4*2*time.Second, "%s: each game stopped within 2 s", card)
	}
}

// The counter attack: a file-level local counts plays. Each game runs the script
// afresh, so one worker and two give the same games, and every game of the log
// replays on its own.
func TestRedTeamCounterDoesNotLeakBetweenGames(t *testing.T) {
	deck := redTeamDeck(t, "RT1-011")
	digest := func(workers string) string {
		log := filepath.Join(t.TempDir(), "games-"+workers+".jsonl")
		out, err := runDCG(t, "--cards", redTeamMod, "match", "--p1", deck, "--p2", "st2", "--games", "60",
			"--workers", workers, "--seed", "9", "--log", log)
		require.NoError(t, err, out)
		_, d, ok := strings.Cut(out, "digest ")
		require.True(t, ok, out)
		d, _, _ = strings.Cut(d, "\n")
		replayed, err := runDCG(t, "--cards", redTeamMod, "replay", log, "--verify")
		require.NoError(t, err, replayed)
		require.Contains(t, replayed, "all 60 games reproduce")
		// one game alone, on a fresh host, plays as it did in the batch
		alone, err := runDCG(t, "--cards", redTeamMod, "replay", log, "--game", "41", "--verify")
		require.NoError(t, err, alone)
		return d
	}
	require.Equal(t, digest("1"), digest("2"))
}

// scenario run: the scenario whose hand holds an attack fails, naming the card and line.
func TestRedTeamScenario(t *testing.T) {
	out, err := runDCG(t, "--cards", redTeamMod, "scenario", "run", filepath.Join(redTeamMod, "scenarios"))
	require.Equal(t, exitGameErr, exitCode(err), out)
	assert.Contains(t, out, "script error in RT1-001 ("+redTeamMod+"/RT1/RT1-001.lua:5): script ran past its time limit")
}

// play: a game against the AI with an attack in the Digi-Egg deck ends in the error,
// named, and the command returns.
func TestRedTeamPlay(t *testing.T) {
	out, _, err := runDCGIO(t, firstOption(), "--cards", redTeamMod, "play", "--deck", redTeamDeck(t, "RT1-012"),
		"--ai", "random", "--seed", "2")
	require.Error(t, err, out)
	assert.Contains(t, out+err.Error(), "script error in RT1-012 ("+redTeamMod+"/RT1/RT1-012.lua:4): script went over its memory limit")
}

// The limits are flags of every command; nonsense is an input error.
func TestScriptLimitFlags(t *testing.T) {
	deck := redTeamDeck(t, "RT1-001")
	out, err := runDCG(t, "--cards", redTeamMod, "--script-time", "20ms", "match", "--p1", deck, "--p2", "st2", "--games", "1")
	require.Equal(t, exitGameErr, exitCode(err), out)
	// Counted in steps; on a machine busy enough, the clock's backstop (8× the limit of
	// wall time) may stop it first: either way the flag's 20 ms is the limit.
	assert.Contains(t, out, "script ran past its time limit (20ms per call")
	for _, bad := range [][]string{{"--script-time", "0s"}, {"--script-time", "2h"}, {"--script-memory", "0"}, {"--script-memory", "100000"}} {
		out, err := runDCG(t, append(bad, "match", "--p1", "st1", "--p2", "st2", "--games", "1")...)
		require.Equal(t, exitBadInput, exitCode(err), "%v: %s", bad, out)
	}
}
