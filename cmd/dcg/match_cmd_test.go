package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func runDCG(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

type matchJSON struct {
	Games       int            `json:"games"`
	P1Wins      int            `json:"p1_wins"`
	P2Wins      int            `json:"p2_wins"`
	Draws       int            `json:"draws"`
	Errors      int            `json:"errors"`
	GamesPerSec float64        `json:"games_per_sec"`
	Reasons     map[string]int `json:"reasons"`
	Digest      string         `json:"digest"`
}

func matchRun(t *testing.T, args ...string) matchJSON {
	t.Helper()
	out, err := runDCG(t, append([]string{"match", "--json"}, args...)...)
	require.NoError(t, err, out)
	var m matchJSON
	require.NoError(t, json.Unmarshal([]byte(out), &m), out)
	return m
}

// Every game ends with a winner and a reason; the same seed gives the same games,
// another seed other games.
func TestMatchJSONIsDeterministic(t *testing.T) {
	a := matchRun(t, "--p1", "st1", "--p2", "st2", "--games", "50", "--seed", "1")
	require.Equal(t, 50, a.Games)
	require.Equal(t, 50, a.P1Wins+a.P2Wins, "every game has a winner")
	require.Zero(t, a.Errors)
	require.Zero(t, a.Draws)
	require.Positive(t, a.GamesPerSec)
	total := 0
	for _, n := range a.Reasons {
		total += n
	}
	require.Equal(t, 50, total, "every win has a reason")

	b := matchRun(t, "--p1", "st1", "--p2", "st2", "--games", "50", "--seed", "1", "--workers", "1")
	require.Equal(t, a.Digest, b.Digest)
	require.Equal(t, a.P1Wins, b.P1Wins)
	c := matchRun(t, "--p1", "st1", "--p2", "st2", "--games", "50", "--seed", "2")
	require.NotEqual(t, a.Digest, c.Digest)
}

func TestMatchLogWritesGamesAndEvents(t *testing.T) {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	out, err := runDCG(t, "match", "--p1", "st3", "--p2", "st1", "--games", "3", "--log", log)
	require.NoError(t, err, out)
	require.Contains(t, out, "3 games")
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	games, events := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var v struct {
			Type   string `json:"type"`
			Winner string `json:"winner"`
			Replay struct {
				Answers []int `json:"answers"`
			} `json:"replay"`
		}
		require.NoError(t, json.Unmarshal([]byte(line), &v), line)
		switch v.Type {
		case "game":
			games++
			require.NotEmpty(t, v.Winner)
			require.NotEmpty(t, v.Replay.Answers)
		case "event":
			events++
		default:
			t.Fatalf("unknown line type %q", v.Type)
		}
	}
	require.Equal(t, 3, games)
	require.Greater(t, events, 100)
}

func TestMatchBadInputExitsWithInputError(t *testing.T) {
	for _, args := range [][]string{
		{"match", "--p1", "no-such-deck"},
		{"match", "--games", "0"},
		{"match", "--agent1", "nobody"},
		{"match", "--seed", "x"},
	} {
		_, err := runDCG(t, args...)
		require.Error(t, err, args)
		var in inputError
		require.True(t, errors.As(err, &in), "%v: %v is not an input error", args, err)
	}
}
