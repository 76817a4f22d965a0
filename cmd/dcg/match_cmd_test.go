package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary stand in for dcg itself (DCG_TEST_MAIN=1), so that a
// test can run it as a process and kill it.
func TestMain(m *testing.M) {
	if os.Getenv("DCG_TEST_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

func runDCG(t *testing.T, args ...string) (string, error) {
	t.Helper()
	out, errOut, err := runDCGIO(t, nil, args...)
	return out + errOut, err
}

// runDCGIO runs a command with stdin, and returns its standard output and error apart.
func runDCGIO(t *testing.T, stdin io.Reader, args ...string) (string, string, error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	if stdin != nil {
		root.SetIn(stdin)
	}
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), errOut.String(), err
}

// dcgProcess starts the test binary as dcg with these arguments.
func dcgProcess(t *testing.T, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "DCG_TEST_MAIN=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Start())
	return cmd, &out
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
	Checks      int            `json:"invariant_checks"`
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
	c := matchRun(t, "--p1", "st1", "--p2", "st2", "--games", "50", "--seed", "2")
	require.NotEqual(t, a.Digest, c.Digest)
}

// summaryWithoutClock is a --json summary with the wall-clock fields taken out.
func summaryWithoutClock(t *testing.T, out string) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m), out)
	delete(m, "seconds")
	delete(m, "games_per_sec")
	return m
}

// The same --seed gives the same summary with one worker and with two.
func TestMatchSummaryIndependentOfWorkers(t *testing.T) {
	run := func(workers string) (map[string]any, string) {
		args := []string{"match", "--p1", "st1", "--p2", "st3", "--agent1", "greedy", "--games", "60", "--seed", "11", "--workers", workers}
		js, err := runDCG(t, append(args, "--json")...)
		require.NoError(t, err, js)
		text, err := runDCG(t, args...)
		require.NoError(t, err, text)
		var lines []string
		for _, l := range strings.Split(text, "\n") {
			if !strings.Contains(l, "games/s") {
				lines = append(lines, l)
			}
		}
		return summaryWithoutClock(t, js), strings.Join(lines, "\n")
	}
	one, oneText := run("1")
	two, twoText := run("2")
	require.Equal(t, one, two)
	require.Equal(t, oneText, twoText)
	require.Contains(t, oneText, "st1 (greedy)")
	require.Contains(t, oneText, "95% CI")
	require.Contains(t, oneText, "going first won")
	require.Contains(t, oneText, "length: mean")
	require.Contains(t, oneText, "win reasons: security")
}

type logLine struct {
	Type   string    `json:"type"`
	Game   int       `json:"game"`
	Seed   uint64    `json:"seed"`
	Decks  [2]string `json:"decks"`
	Agents [2]string `json:"agents"`
	Winner string    `json:"winner"`
	Reason string    `json:"reason"`
	Turns  int       `json:"turns"`
	Batch  struct {
		Seed  uint64 `json:"seed"`
		Games int    `json:"games"`
	} `json:"batch"`
	Replay struct {
		Answers  []int  `json:"answers"`
		PoolHash string `json:"pool_hash"`
	} `json:"replay"`
	Events []json.RawMessage `json:"events"`
}

func readLog(t *testing.T, path string) []logLine {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.True(t, strings.HasSuffix(string(data), "\n"), "the log ends in a line cut short")
	return parseLog(t, string(data))
}

func parseLog(t *testing.T, data string) []logLine {
	t.Helper()
	var out []logLine
	for _, line := range strings.Split(strings.TrimSuffix(data, "\n"), "\n") {
		var l logLine
		require.NoError(t, json.Unmarshal([]byte(line), &l), "a line that does not parse: %.200s", line)
		out = append(out, l)
	}
	return out
}

func TestMatchLogWritesOneLinePerGame(t *testing.T) {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	out, err := runDCG(t, "match", "--p1", "st3", "--p2", "st1", "--agent2", "greedy", "--games", "3", "--seed", "4", "--log", log, "--log-events")
	require.NoError(t, err, out)
	require.Contains(t, out, "3 games")
	lines := readLog(t, log)
	require.Len(t, lines, 3)
	for i, l := range lines {
		require.Equal(t, "game", l.Type)
		require.Equal(t, i, l.Game)
		require.Equal(t, [2]string{"st3", "st1"}, l.Decks)
		require.Equal(t, [2]string{"random", "greedy"}, l.Agents)
		require.Equal(t, uint64(4), l.Batch.Seed)
		require.Equal(t, 3, l.Batch.Games)
		require.NotEmpty(t, l.Winner)
		require.NotEmpty(t, l.Reason)
		require.Positive(t, l.Turns)
		require.NotEmpty(t, l.Replay.Answers)
		require.Greater(t, len(l.Events), 50)
	}
	// Without --log-events the lines hold no events; a second run appends.
	_, err = runDCG(t, "match", "--p1", "st3", "--p2", "st1", "--games", "2", "--log", log)
	require.NoError(t, err)
	lines = readLog(t, log)
	require.Len(t, lines, 5)
	require.Empty(t, lines[4].Events)
}

// Killing a run (SIGKILL: no chance to clean up) keeps every finished game's line
// whole: each line parses, and they are the batch's first games in order.
func TestMatchLogSurvivesAKill(t *testing.T) {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	cmd, out := dcgProcess(t, "match", "--p1", "st1", "--p2", "st2", "--games", "1000000", "--log", log, "--log-events")
	waitForLines(t, log, 20)
	require.NoError(t, cmd.Process.Kill())
	_ = cmd.Wait()
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	// Every line written whole parses. The kill may land in the middle of writing
	// one line (a single write of a finished game): that line, without its newline,
	// is the only thing allowed after them.
	whole := string(data)
	if i := strings.LastIndexByte(whole, '\n'); i != len(whole)-1 {
		whole = whole[:i+1]
	}
	lines := parseLog(t, whole)
	require.GreaterOrEqual(t, len(lines), 20, out.String())
	for i, l := range lines {
		require.Equal(t, i, l.Game)
		require.NotEmpty(t, l.Events)
	}
}

// Ctrl-C stops starting games, finishes those being played, logs them, prints the
// summary so far and exits with 1.
func TestMatchInterruptPrintsTheSummarySoFar(t *testing.T) {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	cmd, out := dcgProcess(t, "match", "--p1", "st1", "--p2", "st2", "--games", "1000000", "--log", log)
	waitForLines(t, log, 20)
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	err := cmd.Wait()
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "%v: %s", err, out)
	require.Equal(t, 1, exit.ExitCode())
	lines := readLog(t, log)
	require.Contains(t, out.String(), "interrupted after")
	require.True(t, strings.HasPrefix(out.String(), fmt.Sprintf("%d games, seed 1", len(lines))),
		"the summary counts the logged games: %s", out)
}

func waitForLines(t *testing.T, path string, n int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if f, err := os.Open(path); err == nil {
			count := 0
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<26)
			for sc.Scan() {
				count++
			}
			f.Close()
			if count >= n {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("%s did not reach %d lines", path, n)
}

func TestMatchBadInputExitsWithInputError(t *testing.T) {
	for _, args := range [][]string{
		{"match", "--p1", "no-such-deck"},
		{"match", "--games", "0"},
		{"match", "--agent1", "nobody"},
		{"match", "--seed", "x"},
		{"match", "--shard", "2/2"},
		{"match", "--shard", "one/two"},
		{"match", "--log-events"},
		{"match", "--workers", "-1"},
	} {
		_, err := runDCG(t, args...)
		require.Error(t, err, args)
		var in inputError
		require.True(t, errors.As(err, &in), "%v: %v is not an input error", args, err)
	}
}

// Shell completion is built in and knows the agents and decks.
func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		out, err := runDCG(t, "completion", shell)
		require.NoError(t, err)
		require.Contains(t, out, "dcg", shell)
	}
	out, err := runDCG(t, "__complete", "match", "--agent1", "")
	require.NoError(t, err)
	require.Contains(t, out, "greedy\n")
	require.Contains(t, out, "random\n")
	out, err = runDCG(t, "__complete", "play", "--ai-deck", "")
	require.NoError(t, err)
	require.Contains(t, out, "st3\n")
}

// --check-invariants checks every decision and every end (no game breaks one) and
// changes no game: the digest is the one of the unchecked batch.
func TestMatchCheckInvariants(t *testing.T) {
	plain := matchRun(t, "--p1", "bt1-red", "--p2", "st2", "--games", "8")
	checked := matchRun(t, "--p1", "bt1-red", "--p2", "st2", "--games", "8", "--check-invariants")
	require.Zero(t, checked.Errors)
	require.Zero(t, plain.Checks)
	require.Greater(t, checked.Checks, 8*10, "a check at each decision and at each end")
	require.Equal(t, plain.Digest, checked.Digest)
}

// The search agent plays by name, with its budget from --think; a negative budget is
// bad input.
func TestMatchSearchAgent(t *testing.T) {
	out, err := runDCG(t, "match", "--p1", "st1", "--p2", "st2", "--agent1", "mcts", "--agent2", "greedy", "--think", "4", "--games", "2", "--seed", "5")
	require.NoError(t, err, out)
	require.Contains(t, out, "st1 (mcts)")
	_, err = runDCG(t, "match", "--agent1", "mcts", "--think", "-1")
	require.Error(t, err)
	require.Equal(t, exitBadInput, exitCode(err))
	require.Contains(t, err.Error(), "--think -1")
}
