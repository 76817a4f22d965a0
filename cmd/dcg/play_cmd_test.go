package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// firstOption is a player at standard input who types some commands, then always
// answers 1 — the first option: hatch, play or digivolve what they can, attack, and
// pass only when nothing else is left — which plays every game to its end.
func firstOption(commands ...string) io.Reader {
	return io.MultiReader(strings.NewReader(strings.Join(commands, "\n")+"\n"), repeat("1\n"))
}

type repeatReader struct{ s string }

func repeat(s string) io.Reader { return &repeatReader{s} }

func (r *repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		n += copy(p[n:], r.s)
	}
	return n, nil
}

// A whole game against the AI, driven through standard input, to its natural end;
// the saved game replays exactly.
func TestPlayWholeGameThroughStdin(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	out, errOut, err := runDCGIO(t, firstOption("help", "board", "log 3", "card ST1-07", "0", "attack!"),
		"play", "--deck", "st1", "--ai-deck", "st2", "--seed", "7", "--save", save)
	require.NoError(t, err, errOut)
	for _, want := range []string{
		"you (st1) vs AI (st2, greedy), seed 7",
		"Redraw your opening hand?",
		"  1) no",
		"concede     give up the game",                          // help
		"inherited: ＜Security Attack +1＞",                       // card ST1-07
		"no option 0: choose 1 to 2",                            // a number out of range
		`"attack!" is not an option: type a number from 1 to 2`, // not a command
		"Main phase, ", "memory     AI 10 ", "you (st1)   security ", "  hand      ",
		"saved to " + save,
	} {
		require.Contains(t, out, want)
	}
	require.Regexp(t, `(you win|AI wins) in turn \d+: an attack with no security left`, out)
	require.NotContains(t, out, "conceded")

	// Hidden information stays hidden: the AI's draws are never named, its hand never listed.
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "AI draws") {
			require.Equal(t, "  AI draws a card", line)
		}
	}

	data, err := os.ReadFile(save)
	require.NoError(t, err)
	var saved logLine
	require.NoError(t, json.Unmarshal(data, &saved))
	require.Equal(t, [2]string{"human", "greedy"}, saved.Agents)
	require.Equal(t, "security", saved.Reason)
	require.NotEmpty(t, saved.Events)
	out, err = runDCG(t, "replay", save, "--verify")
	require.NoError(t, err, out)
	require.Contains(t, out, "game 0: ok")
}

// The end of the input concedes; so does "concede" (no confirmation when piped).
func TestPlayConcedes(t *testing.T) {
	dir := t.TempDir()
	for name, in := range map[string]string{"eof": "", "concede": "concede\n"} {
		save := filepath.Join(dir, name+".json")
		out, _, err := runDCGIO(t, strings.NewReader(in), "play", "--seed", "3", "--ai", "random", "--save", save)
		require.NoError(t, err, out)
		require.Contains(t, out, "AI wins in turn 0: the opponent conceded", name)
		data, err := os.ReadFile(save)
		require.NoError(t, err)
		require.Contains(t, string(data), `"reason":"concede"`)
	}
}

func TestPlayBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"play", "--ai", "first"},
		{"play", "--ai", "nobody"},
		{"play", "--deck", "no-such-deck"},
	} {
		_, _, err := runDCGIO(t, strings.NewReader(""), args...)
		requireInputError(t, err)
	}
}

// A prompt an effect asks says what is chosen and which effect asks (card number and
// label), with the effect's printed line as the reason, and numbers its options with
// each object's number, name, level, DP, state and where it is.
func TestPlayPromptsSayWhatIsChosenAndWhy(t *testing.T) {
	out, errOut, err := runDCGIO(t, firstOption(), "play", "--deck", "st1", "--ai-deck", "st2", "--seed", "7", "--no-save")
	require.NoError(t, err, errOut)
	require.Regexp(t, `Choose 1 of your opponent's Digimon — ST1-16 \[Main\]
  \[Main\] Delete 1 of your opponent's Digimon\.
   1\) #\d+ ST2-\d+ \w+ · Lv\d · \d+ DP( · suspended)? · AI's battle area
`, out)
	require.Regexp(t, `Choose 1 of your Digimon — ST1-13 \[Main\]
  \[Main\] 1 of your Digimon gets \+3000 DP for the turn\.
   1\) #\d+ ST1-\d+ \w+ · Lv\d · \d+ DP( · suspended)? · your battle area
`, out)
}

// --ai mcts: the search plays the AI's seat, its copies with every card effect on a
// host of their own; the saved game replays exactly.
func TestPlayAgainstTheSearch(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	out, errOut, err := runDCGIO(t, firstOption(), "play", "--deck", "st1", "--ai-deck", "st2", "--ai", "mcts",
		"--seed", "11", "--save", save)
	require.NoError(t, err, errOut)
	require.Contains(t, out, "you (st1) vs AI (st2, mcts), seed 11")
	require.Regexp(t, `(you win|AI wins) in turn \d+`, out)
	data, err := os.ReadFile(save)
	require.NoError(t, err)
	var saved logLine
	require.NoError(t, json.Unmarshal(data, &saved))
	require.Equal(t, [2]string{"human", "mcts"}, saved.Agents)
	out, err = runDCG(t, "replay", save, "--verify")
	require.NoError(t, err, out)
	require.Contains(t, out, "game 0: ok")
}
