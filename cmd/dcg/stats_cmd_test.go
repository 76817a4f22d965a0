package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// dcg stats on the logs of two shards gives the summary of the unsharded batch.
func TestStatsOfShardsEqualsTheWholeBatch(t *testing.T) {
	dir := t.TempDir()
	batch := []string{"match", "--p1", "st2", "--p2", "st1", "--agent2", "greedy", "--games", "41", "--seed", "5"}
	whole, err := runDCG(t, append(batch, "--json")...)
	require.NoError(t, err, whole)
	var logs []string
	for _, shard := range []string{"0/2", "1/2"} {
		log := filepath.Join(dir, "shard-"+shard[:1]+".jsonl")
		logs = append(logs, log)
		out, err := runDCG(t, append(batch, "--shard", shard, "--log", log)...)
		require.NoError(t, err, out)
		require.Contains(t, out, "shard "+shard)
	}
	require.Len(t, readLog(t, logs[0]), 20)
	require.Len(t, readLog(t, logs[1]), 21)

	merged, errOut, err := runDCGIO(t, nil, "stats", "--json", logs[1], logs[0]) // any order
	require.NoError(t, err, errOut)
	require.Empty(t, errOut)
	require.Equal(t, summaryWithoutClock(t, whole), summaryWithoutClock(t, merged))

	// One shard alone: its games, and a note of the missing ones.
	out, errOut, err := runDCGIO(t, nil, "stats", logs[0])
	require.NoError(t, err)
	require.Contains(t, out, "20 games of 41, seed 5: st2 (random) vs st1 (greedy)")
	require.Contains(t, errOut, "21 of the batch's 41 games are in no log (first missing: game 20)")

	// A shard logged twice counts once.
	both := filepath.Join(dir, "both.jsonl")
	var data []byte
	for _, f := range []string{logs[0], logs[1], logs[0]} {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		data = append(data, b...)
	}
	require.NoError(t, os.WriteFile(both, data, 0o644))
	again, errOut, err := runDCGIO(t, nil, "stats", "--json", both)
	require.NoError(t, err)
	require.Contains(t, errOut, "20 games were logged more than once")
	require.Equal(t, summaryWithoutClock(t, whole), summaryWithoutClock(t, again))
}

func TestStatsRejectsLogsOfDifferentBatches(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	_, err := runDCG(t, "match", "--games", "3", "--seed", "1", "--log", a)
	require.NoError(t, err)
	_, err = runDCG(t, "match", "--games", "3", "--seed", "2", "--log", b)
	require.NoError(t, err)
	_, err = runDCG(t, "stats", a, b)
	require.ErrorContains(t, err, "a game of another batch")
	requireInputError(t, err)

	bad := filepath.Join(dir, "bad.jsonl")
	require.NoError(t, os.WriteFile(bad, []byte("{\"type\":\"game\"}\nnot json\n"), 0o644))
	_, err = runDCG(t, "stats", bad)
	require.ErrorContains(t, err, "bad.jsonl:2: not a game log line")
	requireInputError(t, err)
	_, err = runDCG(t, "stats", filepath.Join(dir, "none.jsonl"))
	requireInputError(t, err)
	_, err = runDCG(t, "stats")
	requireInputError(t, err)
}

// A line cut short by a killed run is skipped with a warning, and the next run
// appends on a fresh line.
func TestStatsSkipsALineCutShort(t *testing.T) {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	_, err := runDCG(t, "match", "--games", "3", "--log", log)
	require.NoError(t, err)
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	lines := strings.SplitAfter(string(data), "\n")
	require.NoError(t, os.WriteFile(log, []byte(lines[0]+lines[1]+lines[2][:len(lines[2])/2]), 0o644))
	out, errOut, err := runDCGIO(t, nil, "stats", log)
	require.NoError(t, err)
	require.Contains(t, errOut, "games.jsonl:3: a line cut short")
	require.Contains(t, out, "2 games of 3")
}

func requireInputError(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	var in inputError
	require.ErrorAs(t, err, &in, "%v is not an input error", err)
}
