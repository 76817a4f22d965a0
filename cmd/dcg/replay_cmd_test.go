package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// logGames plays a batch into a log and returns the log's path.
func logGames(t *testing.T, games string, extra ...string) string {
	t.Helper()
	log := filepath.Join(t.TempDir(), "games.jsonl")
	args := append([]string{"match", "--p1", "st1", "--p2", "st3", "--agent1", "greedy", "--games", games, "--seed", "8", "--log", log}, extra...)
	out, err := runDCG(t, args...)
	require.NoError(t, err, out)
	return log
}

// tamper rewrites game n of a log with change, and returns the new log's path.
func tamper(t *testing.T, log string, n int, change func(line map[string]any)) string {
	t.Helper()
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(lines[n]))
	dec.UseNumber() // seeds are 64-bit: a float64 would round them
	require.NoError(t, dec.Decode(&m))
	change(m)
	b, err := json.Marshal(m)
	require.NoError(t, err)
	lines[n] = string(b)
	out := filepath.Join(t.TempDir(), "tampered.jsonl")
	require.NoError(t, os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	return out
}

func answers(m map[string]any) []any { return m["replay"].(map[string]any)["answers"].([]any) }

// --verify re-runs 100 logged games (with their event logs) and finds each the same.
func TestReplayVerifyPassesOn100LoggedGames(t *testing.T) {
	log := logGames(t, "100", "--log-events")
	out, err := runDCG(t, "replay", log, "--verify")
	require.NoError(t, err, out)
	require.Equal(t, 100, strings.Count(out, ": ok: "))
	require.Contains(t, out, "all 100 games reproduce")
	require.Contains(t, out, "game 42: ok: ")
}

// A tampered answer list fails --verify, exit code 1, naming what differs.
func TestReplayVerifyFailsOnATamperedGame(t *testing.T) {
	log := logGames(t, "10", "--log-events")

	// An answer that fits no prompt.
	bad := tamper(t, log, 3, func(m map[string]any) { a := answers(m); a[len(a)/2] = 99 })
	out, err := runDCG(t, "replay", bad, "--verify")
	require.ErrorContains(t, err, "1 of 10 games did not reproduce")
	require.NotErrorAs(t, err, new(inputError))
	require.Contains(t, out, "game 3 (")
	require.Contains(t, out, "DOES NOT REPRODUCE")
	require.Regexp(t, `the replay diverged at answer \d+ \(of \d+ recorded\): a recorded answer does not fit its prompt`, out)
	require.Contains(t, out, "the event log differs from event")

	// Answers cut off: the game cannot finish.
	short := tamper(t, log, 5, func(m map[string]any) {
		m["replay"].(map[string]any)["answers"] = answers(m)[:10]
	})
	out, err = runDCG(t, "replay", short, "--verify", "--game", "5")
	require.Error(t, err)
	require.Contains(t, out, "the replay diverged at answer 11 (of 10 recorded): the replay has no more answers")

	// The cards changed since the game was recorded.
	changed := tamper(t, log, 0, func(m map[string]any) { m["replay"].(map[string]any)["pool_hash"] = "0123456789abcdef" })
	out, err = runDCG(t, "replay", changed, "--verify", "--game", "0")
	require.Error(t, err)
	require.Contains(t, out, "the cards changed since this game was recorded (pool hash 0123456789abcdef")

	// A different outcome written into the log.
	lie := tamper(t, log, 7, func(m map[string]any) { m["turns"] = 99 })
	out, err = runDCG(t, "replay", lie, "--verify", "--game", "7")
	require.Error(t, err)
	require.Contains(t, out, "in turn 99")
}

// Without flags, replay tells the game; --step shows each decision with the board.
func TestReplayTellsAndSteps(t *testing.T) {
	log := logGames(t, "3")
	out, err := runDCG(t, "replay", log, "--game", "1")
	require.NoError(t, err, out)
	require.Contains(t, out, "p1 (st1, greedy) vs p2 (st3, random), seed ")
	require.Contains(t, out, "── turn 1: ")
	require.Contains(t, out, "security check: ")
	require.Regexp(t, `p[12] wins in turn \d+: an attack with no security left`, out)

	out, _, err = runDCGIO(t, strings.NewReader("\n\n\nq\n"), "replay", log, "--game", "1", "--step")
	require.NoError(t, err)
	require.Contains(t, out, "decision 1, ")
	require.Contains(t, out, "decision 4, ")
	require.NotContains(t, out, "decision 5, ")
	require.Contains(t, out, "  -> ")
	require.Contains(t, out, "memory     p2 10 ")
	require.Contains(t, out, "stopped at answer 3 of")

	// Standard input at its end: the steps go on to the end without waiting.
	out, _, err = runDCGIO(t, strings.NewReader(""), "replay", log, "--game", "2", "--step")
	require.NoError(t, err)
	require.Regexp(t, `p[12] wins in turn \d+`, out)
}

func TestReplayBadInput(t *testing.T) {
	log := logGames(t, "3")
	_, err := runDCG(t, "replay", log)
	require.ErrorContains(t, err, "holds 3 games: choose one with --game N (its games: 0 to 2)")
	requireInputError(t, err)
	_, err = runDCG(t, "replay", log, "--game", "9")
	requireInputError(t, err)
	_, err = runDCG(t, "replay", log, "--game", "1", "--step", "--verify")
	requireInputError(t, err)
	_, err = runDCG(t, "replay", filepath.Join(t.TempDir(), "none.json"))
	requireInputError(t, err)
}
