package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// puzzle: p1 to play with 3 memory, Pyromon (an inline card whose [On Play] gains 2
// memory) in hand, Coredramon on the field; p2 has one Digimon and one security card; one
// step, a pass. tests/browser uploads the same file.
var puzzle = func() string {
	b, err := os.ReadFile(filepath.Join("testdata", "puzzle.yaml"))
	if err != nil {
		panic(err)
	}
	return string(b)
}()

func writePuzzle(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "puzzle.yaml")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

// A game starts from the position's board — its zones, memory, turn and phase, its
// inline cards and their scripts — and is played by hand against the AI to its end;
// the file's steps are not played.
func TestPlayFromAPosition(t *testing.T) {
	path := writePuzzle(t, puzzle)
	out, errOut, err := runDCGIO(t, firstOption("card MY-001"), "play", "--position", path)
	require.NoError(t, err, errOut)
	for _, want := range []string{
		"Pyromon's puzzle (" + path + ")",
		"you (p1) vs AI (p2, greedy) from turn 5, p1's main phase, seed 5.",
		"Main phase, 3 memory: your action?",
		"  battle    #2 ST2-06 Garurumon · Lv4 · 4000 DP",                                 // p2's field
		"  battle    #1 ST1-06 Coredramon",                                                // p1's
		"  MY-001 Pyromon · Digimon · Lv3 · 4000 DP · cost 3\n  [On Play] Gain 2 memory.", // the inline card, by card
		"1) play MY-001 Pyromon (cost 3",
		"you play #3 Pyromon for 3 memory",
		"[On Play] of Pyromon (MY-001) activates", // its script runs
		"Main phase, 2 memory: your action?",      // 3 - 3 + 2
	} {
		require.Contains(t, out, want)
	}
	require.Regexp(t, `(you win|AI wins) in turn \d+: `, out)
	require.NotContains(t, out, "saved to")
}

// --p2 human: one person plays both sides, each prompt from its own side of the
// board; the same input answers both.
func TestPlayAPositionAgainstYourself(t *testing.T) {
	empty := strings.Replace(strings.Replace(puzzle, "hand: [MY-001]", "hand: []", 1), "battle: [ST1-06]", "battle: []", 1)
	path := writePuzzle(t, empty)
	// p1 can only pass; p2, asked in its own main phase, concedes.
	out, errOut, err := runDCGIO(t, strings.NewReader("1\nconcede\n"), "play", "--position", path, "--p2", "human")
	require.NoError(t, err, errOut)
	assert.Contains(t, out, "p1 (p1) vs p2 (p2) from turn 5")
	assert.Contains(t, out, "p2 draws Gabumon (ST2-03)", "one person sees both sides' draws")
	p1Turn, p2Turn := strings.Index(out, "p1's turn"), strings.LastIndex(out, "p2's turn")
	require.True(t, p1Turn >= 0 && p2Turn > p1Turn, out)
	assert.Contains(t, out, "1) pass (p2 gets 3 memory")
	assert.Contains(t, out, "p2 (p2)   security 1", "p2's board from p2's side: its own row last")
	assert.Contains(t, out, "p1 wins in turn 6: the opponent conceded")
}

// A position file that cannot be read, or a flag that does not go with it, is bad
// input (exit code 2) naming the file and line.
func TestPlayPositionBadInput(t *testing.T) {
	bad := writePuzzle(t, "version: 2\nposition:\n  p1: {hand: [NO-SUCH-1]}\n")
	broken := writePuzzle(t, "version: 2\nposition: [\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--position", filepath.Join(t.TempDir(), "missing.yaml")}, "missing.yaml"},
		{[]string{"--position", broken}, broken},
		{[]string{"--position", bad}, bad + ":3"},
		{[]string{"--position", bad, "--deck", "st1"}, "--deck"},
		{[]string{"--position", bad, "--save", "x.json"}, "--save"},
		{[]string{"--position", bad, "--p2", "nobody"}, "nobody"},
		{[]string{"--ai", "random", "--p2", "greedy"}, "--ai random and --p2 greedy"},
	} {
		_, errOut, err := runDCGIO(t, strings.NewReader(""), append([]string{"play"}, c.args...)...)
		requireInputError(t, err)
		assert.Contains(t, err.Error()+errOut, c.want, c.args)
	}
}
