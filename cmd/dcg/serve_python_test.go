package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// pythonExample is the folder of the Python client of `dcg serve --stdio`.
const pythonExample = "protocol/examples/python"

// TestPythonExamplePlaysWholeGames builds the dcg binary and runs the Python
// example against it: play.py plays whole games with its random and heuristic
// agents, and env_smoke.py steps the AEC environment through whole games with
// random legal actions from its mask, twice per seed to check the same seed gives
// the same game. Without python3 the test is skipped and says so: the example was
// not run.
func TestPythonExamplePlaysWholeGames(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on PATH: the Python example was not run")
	}
	bin := filepath.Join(t.TempDir(), "dcg")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(python, args...)
		cmd.Dir = pythonExample
		cmd.Env = append(cmd.Environ(), "DCG="+bin, "PYTHONDONTWRITEBYTECODE=1")
		// A guard: a hung client fails the test instead of stalling the suite.
		timer := time.AfterFunc(60*time.Second, func() {
			if cmd.Process != nil {
				_ = cmd.Process.Kill()
			}
		})
		defer timer.Stop()
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "python3 %s:\n%s", strings.Join(args, " "), out)
		return string(out)
	}

	for _, seats := range [][2]string{{"heuristic", "random"}, {"random", "heuristic"}} {
		out := run("play.py", "--seed", "3", "--games", "2", "--p1", seats[0], "--p2", seats[1])
		// 1-2-3: every game ends with a winner (or a draw), none on an engine error.
		require.Equal(t, 2, strings.Count(out, "winner "), out)
		require.NotContains(t, out, "engine error", out)
	}
	// The same seed, the same game: play.py's line for a seed does not change.
	first := run("play.py", "--seed", "5", "--p1", "random", "--p2", "random")
	require.Equal(t, first, run("play.py", "--seed", "5", "--p1", "random", "--p2", "random"))

	smoke := run("env_smoke.py", "--games", "2")
	require.Contains(t, smoke, "env smoke: 2 games ok", smoke)
}
