package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leagueRun runs dcg league --json and reads its report.
func leagueRun(t *testing.T, args ...string) leagueReport {
	t.Helper()
	out, errOut, err := runDCGIO(t, nil, append([]string{"league", "--json"}, args...)...)
	require.NoError(t, err, errOut)
	var r leagueReport
	require.NoError(t, json.Unmarshal([]byte(out), &r), out)
	return r
}

// Every ordered pairing gets an equal share of the games, the remainder one each to
// the first pairings; the standings count a game once per side.
func TestLeaguePairingsShareTheGames(t *testing.T) {
	r := leagueRun(t, "st1", "st2", "st3", "--games", "11", "--no-mirrors", "--seed", "2")
	require.Equal(t, 11, r.Games)
	require.Zero(t, r.Errors)
	var pairs []string
	for i, p := range r.Pairings {
		pairs = append(pairs, p.Decks[0]+"-"+p.Decks[1])
		want := 2
		if i == 5 {
			want = 1
		}
		assert.Equal(t, want, p.Games, p.Decks)
		assert.Equal(t, p.Games, p.Wins[0]+p.Wins[1]+p.Draws, "every game of %v has an outcome", p.Decks)
	}
	require.Equal(t, []string{"st1-st2", "st1-st3", "st2-st1", "st2-st3", "st3-st1", "st3-st2"}, pairs)
	sides := 0
	for _, d := range r.Decks {
		sides += d.Games
		assert.Equal(t, d.Games, d.GoingFirst.Games+d.GoingSecond.Games, d.Name)
	}
	require.Equal(t, 22, sides)
	require.Positive(t, r.GamesPerSec)
	require.Positive(t, r.HeapPeakBytes)

	// Mirrors are in by default: 3×3 pairings, one game each without --games.
	all := leagueRun(t, "st1", "st2", "st3")
	require.Equal(t, 9, all.Games)
	require.Len(t, all.Pairings, 9)
	require.Equal(t, [2]string{"st1", "st1"}, all.Pairings[0].Decks)
}

// leagueWithoutClock is a --json report without what depends on the machine.
func leagueWithoutClock(t *testing.T, out string) map[string]any {
	t.Helper()
	m := summaryWithoutClock(t, out)
	for _, k := range []string{"cpu_seconds", "cpu_ms_per_game", "max_rss_bytes", "heap_peak_bytes"} {
		delete(m, k)
	}
	return m
}

// The same flags give the same games and digest with one worker and with three; two
// agents take turns at p1, and each plays both seats.
func TestLeagueIndependentOfWorkers(t *testing.T) {
	run := func(workers string) (map[string]any, string) {
		args := []string{"league", "st1", "st2", "st3", "--agents", "random,greedy", "--games", "20", "--seed", "5", "--workers", workers}
		js, err := runDCG(t, append(args, "--json")...)
		require.NoError(t, err, js)
		text, err := runDCG(t, args...)
		require.NoError(t, err, text)
		var lines []string
		for _, l := range strings.Split(text, "\n") {
			if !strings.Contains(l, "games/s") && !strings.Contains(l, "memory:") {
				lines = append(lines, l)
			}
		}
		return leagueWithoutClock(t, js), strings.Join(lines, "\n")
	}
	one, oneText := run("1")
	three, threeText := run("3")
	require.Equal(t, one, three)
	require.Equal(t, oneText, threeText)
	require.Contains(t, oneText, "20 games, seed 5: 9 pairings of 3 decks, random and greedy taking turns at p1")
	require.Contains(t, oneText, "95% CI")
	require.Contains(t, oneText, "win rate of the row deck against the column deck")

	var r leagueReport
	js, err := runDCG(t, "league", "st1", "st2", "st3", "--agents", "random,greedy", "--games", "20", "--seed", "5", "--json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal([]byte(js), &r))
	require.Len(t, r.Agents, 2)
	for _, a := range r.Agents {
		assert.Equal(t, 20, a.Games, "%s plays one side of every game", a.Name)
		assert.Positive(t, a.GoingFirst.Games+a.GoingSecond.Games, a.Name)
	}
}

// A pattern stands for the built-in decks it matches.
func TestLeagueDeckPatterns(t *testing.T) {
	r := leagueRun(t, "bt1-b*", "st1", "--no-mirrors")
	var names []string
	for _, d := range r.Decks {
		names = append(names, d.Name)
	}
	require.Equal(t, []string{"bt1-black", "bt1-blue", "st1"}, names)
	require.Equal(t, 6, r.Games)
}

// A game that ends in a script error counts in no statistic; the summary names the
// first, the exit code is 1, and --allow-errors exits 0. The league's log, summed up
// by dcg stats, says the same, and replays with the card folder it was played with.
func TestLeagueWithErroredGamesFails(t *testing.T) {
	at := "script error in FAN7-001 (" + brokenMod + "/FAN7/FAN7-001.lua:7)"
	args := []string{"--cards", brokenMod, "league", glitchDeck, "st2", "--games", "8", "--seed", "3"}
	out, _, err := runDCGIO(t, nil, args...)
	require.Error(t, err, out)
	require.Equal(t, exitGameErr, exitCode(err))
	head, _, _ := strings.Cut(out, "\n")
	require.Regexp(t, `^8 games, seed 3: 4 pairings of 2 decks, random at both seats — \d+ games? ended in an error, the first: game \d+ \(seed \d+\): `, head)
	assert.Contains(t, head, at)
	assert.Contains(t, err.Error(), at)

	r := leagueReport{}
	js, _, err := runDCGIO(t, nil, append(args, "--json")...)
	require.Equal(t, exitGameErr, exitCode(err))
	require.NoError(t, json.Unmarshal([]byte(js), &r), js)
	require.Positive(t, r.Errors)
	require.Equal(t, "FAN7-001", r.ErrorGames[0].Card)
	require.Equal(t, 7, r.ErrorGames[0].Line)
	require.Positive(t, r.Decks[0].Errors, "glitch")
	ended := 0
	for _, p := range r.Pairings {
		ended += p.Games - p.Errors
	}
	require.Equal(t, ended*2, r.Decks[0].Games+r.Decks[1].Games, "an error game is in no standing")

	log := filepath.Join(t.TempDir(), "league.jsonl")
	allowed, _, err := runDCGIO(t, nil, append(args, "--allow-errors", "--log", log)...)
	require.NoError(t, err)
	assert.Contains(t, allowed, at)
	stats, _, err := runDCGIO(t, nil, "stats", log)
	require.Equal(t, exitGameErr, exitCode(err), stats)
	assert.Contains(t, stats, at)
	assert.Contains(t, stats, "4 pairings of 2 decks")
	// Each pairing's games recorded the card folder its cards were read from.
	replay, _, err := runDCGIO(t, nil, "--cards", brokenMod, "replay", log, "--verify")
	require.NoError(t, err, replay)
	assert.Contains(t, replay, "all 8 games reproduce")
}

// --check-invariants checks at every decision and every game's end (the report counts
// the checks), and changes no game.
func TestLeagueCheckInvariants(t *testing.T) {
	plain := leagueRun(t, "st1", "bt1-red", "--games", "6")
	checked := leagueRun(t, "st1", "bt1-red", "--games", "6", "--check-invariants")
	require.Zero(t, plain.InvariantChecks)
	require.Zero(t, checked.Errors)
	require.Greater(t, checked.InvariantChecks, 6*10, "a check at each decision and at each end")
	require.Equal(t, plain.Digest, checked.Digest)
	out, err := runDCG(t, "league", "st1", "bt1-red", "--games", "6", "--check-invariants")
	require.NoError(t, err)
	require.Contains(t, out, fmt.Sprintf("invariants checked %d times", checked.InvariantChecks))
}

// --coverage writes the table of the whole league, as dcg match does; --log writes
// lines dcg stats sums up to the same digest, and dcg replay verifies.
func TestLeagueCoverageAndLog(t *testing.T) {
	dir := t.TempDir()
	cov, log := filepath.Join(dir, "cov.json"), filepath.Join(dir, "league.jsonl")
	r := leagueRun(t, "st1", "st3", "bt1-red", "--games", "10", "--coverage", cov, "--log", log)
	tab := readTable(t, cov)
	require.Equal(t, 10, tab.Games)
	require.NotEmpty(t, tab.Rows)
	lines := readLog(t, log)
	require.Len(t, lines, 10)
	require.Equal(t, [2]string{"st1", "st3"}, lines[1].Decks)

	stats, err := runDCG(t, "stats", log, "--json")
	require.NoError(t, err, stats)
	var again leagueReport
	require.NoError(t, json.Unmarshal([]byte(stats), &again))
	require.Equal(t, r.Digest, again.Digest)
	require.Equal(t, r.Decks, again.Decks)
	out, err := runDCG(t, "replay", log, "--verify")
	require.NoError(t, err, out)
	require.Contains(t, out, "all 10 games reproduce")
	out, err = runDCG(t, "cards", "coverage", cov, "--never")
	require.NoError(t, err, out)
}

// The shards of a league, each with its own log, sum up with dcg stats to the whole
// league: the same digest and standings.
func TestLeagueShardsMerge(t *testing.T) {
	whole := leagueRun(t, "st1", "st2", "st3", "--games", "14", "--seed", "8")
	dir := t.TempDir()
	var logs []string
	for i := range 3 {
		log := filepath.Join(dir, fmt.Sprintf("shard-%d.jsonl", i))
		part := leagueRun(t, "st1", "st2", "st3", "--games", "14", "--seed", "8", "--shard", fmt.Sprintf("%d/3", i), "--log", log)
		require.Less(t, part.Games, 14)
		logs = append(logs, log)
	}
	out, errOut, err := runDCGIO(t, nil, append([]string{"stats", "--json"}, logs...)...)
	require.NoError(t, err, errOut)
	var merged leagueReport
	require.NoError(t, json.Unmarshal([]byte(out), &merged), out)
	require.Equal(t, whole.Digest, merged.Digest)
	require.Equal(t, whole.Decks, merged.Decks)
	require.Equal(t, whole.Pairings, merged.Pairings)
	text, err := runDCG(t, "league", "st1", "st2", "st3", "--games", "14", "--seed", "8", "--shard", "1/3")
	require.NoError(t, err)
	require.Contains(t, text, "(shard 1/3: games 4-8 of 14), seed 8")
}

// Ctrl-C stops starting games, prints the summary so far and exits with 1.
func TestLeagueInterruptPrintsTheSummarySoFar(t *testing.T) {
	log := filepath.Join(t.TempDir(), "league.jsonl")
	cmd, out := dcgProcess(t, "league", "st1", "st2", "--games", "1000000", "--log", log)
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

// Mistakes in the command line are input errors (exit code 2), each saying what is
// wrong.
func TestLeagueBadInput(t *testing.T) {
	st1, err := os.ReadFile("../../cards/decks/st1.txt")
	require.NoError(t, err)
	a, b := t.TempDir(), t.TempDir()
	for _, dir := range []string{a, b} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "mine.txt"), st1, 0o644))
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"league", "st1", "no-such-deck"}, `no deck file or built-in deck named "no-such-deck"`},
		{[]string{"league", "st1", "zz-*"}, `deck pattern "zz-*" matches no built-in deck`},
		{[]string{"league", "st1", "[st"}, `deck pattern "[st"`},
		{[]string{"league"}, "requires at least 1 arg"},
		{[]string{"league", "st1", "--no-mirrors"}, "a league needs 2 to 256 decks, not 1"},
		{[]string{"league", "st1", "st2", "--games", "3"}, "--games 3 is fewer than the league's 4 pairings"},
		{[]string{"league", "st1", "st2", "--agents", "nobody"}, `unknown agent "nobody"`},
		{[]string{"league", "st1", "st2", "--agents", "random,greedy,first"}, "want one agent or two"},
		{[]string{"league", "st1", "st2", "--games", "-1"}, "--games"},
		{[]string{"league", "st1", "st2", "--agents", "mcts", "--think", "-1"}, "--think -1"},
		{[]string{"league", "st1", "st2", "--coverage", "cov.txt"}, "--coverage"},
		{[]string{"league", "st1", "st2", "--shard", "3/3"}, "--shard"},
		{[]string{"league", filepath.Join(a, "mine.txt"), filepath.Join(b, "mine.txt")}, "two decks named mine"},
	} {
		out, err := runDCG(t, c.args...)
		require.Error(t, err, "%v: %s", c.args, out)
		require.Equal(t, exitBadInput, exitCode(err), "%v: %v", c.args, err)
		require.Contains(t, err.Error(), c.says, c.args)
	}
}

// Shell completion offers the built-in decks as arguments and the agents.
func TestLeagueCompletion(t *testing.T) {
	out, err := runDCG(t, "__complete", "league", "st1", "")
	require.NoError(t, err)
	require.Contains(t, out, "bt1-red\n")
	out, err = runDCG(t, "__complete", "league", "st1", "--agents", "")
	require.NoError(t, err)
	require.Contains(t, out, "random,greedy\n")
}
