package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// skyDeck writes ST2 with the three cards of the custom-keyword mod (set FAN9) in
// place of Gabumon, Garurumon and Grizzlymon.
func skyDeck(t *testing.T) string {
	t.Helper()
	st2, err := os.ReadFile("../../cards/decks/st2.txt")
	require.NoError(t, err)
	text := strings.NewReplacer("4 Gabumon ST2-03", "4 Skymon FAN9-001", "2 Garurumon ST2-06", "2 Cloudmon FAN9-002",
		"4 Grizzlymon ST2-07", "4 Stormmon FAN9-003").Replace(string(st2))
	require.Contains(t, text, "FAN9-003")
	file := filepath.Join(t.TempDir(), "sky.txt")
	require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
	return file
}

// A replay remembers the card folders it was recorded with: it verifies with the
// folder, wherever it is now; without it, it fails naming the set and the folder to
// give; with a script of the game's cards changed, it names the card; an edit that
// touches none of the game's cards is a note.
func TestReplayRemembersTheMods(t *testing.T) {
	dir, deckFile := copyMod(t), skyDeck(t)
	log := filepath.Join(t.TempDir(), "games.jsonl")
	out, err := runDCG(t, "--cards", dir, "match", "--p1", deckFile, "--p2", "st1", "--games", "2", "--log", log)
	require.NoError(t, err, out)

	out, err = runDCG(t, "--cards", dir, "replay", log, "--verify")
	require.NoError(t, err, out)
	assert.Contains(t, out, "all 2 games reproduce")

	out, err = runDCG(t, "replay", log, "--verify")
	require.Equal(t, exitGameErr, exitCode(err), out)
	assert.Regexp(t, `game 0 \(.*games.jsonl:1\): NOT THE CARDS IT WAS RECORDED WITH\n  - replay was recorded with set FAN9 \(`+
		filepath.ToSlash(dir)+`, hash [0-9a-f]{16}\): not loaded; give --cards `+filepath.ToSlash(dir)+"\n", out)
	_, err = runDCG(t, "replay", log, "--game", "1")
	require.Equal(t, exitGameErr, exitCode(err))
	assert.ErrorContains(t, err, "replay was recorded with set FAN9")

	// The folder moved elsewhere: its sets find it.
	moved := filepath.Join(t.TempDir(), "moved")
	require.NoError(t, os.CopyFS(moved, os.DirFS(dir)))
	out, err = runDCG(t, "--cards", moved, "replay", log, "--verify")
	require.NoError(t, err, out)

	// A card of the set the decks do not hold: a note, and the games still verify.
	set := filepath.Join(dir, "FAN9", "FAN9.yaml")
	data, err := os.ReadFile(set)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(set, append(data, []byte("\n  - {number: FAN9-004, name: Mistmon, kind: Digimon, colors: [Blue], level: 3, cost: 3, dp: 4000}\n")...), 0o644))
	out, err = runDCG(t, "--cards", dir, "replay", log, "--verify")
	require.NoError(t, err, out)
	assert.Regexp(t, `note: set file `+filepath.ToSlash(dir)+`/FAN9/FAN9.yaml changed since the game was recorded \(hash [0-9a-f]+, now [0-9a-f]+\)\n`, out)
	assert.Contains(t, out, "all 2 games reproduce")

	// A changed script of a card of the decks, and of a keyword.
	script := filepath.Join(dir, "FAN9", "FAN9-003.lua")
	src, err := os.ReadFile(script)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(script, []byte(strings.Replace(string(src), "ctx:draw(1)", "ctx:draw(2)", 1)), 0o644))
	kw := filepath.Join(dir, "keywords", "gust.lua")
	require.NoError(t, os.WriteFile(kw, []byte("-- edited\n"+mustRead(t, kw)), 0o644))
	out, err = runDCG(t, "--cards", dir, "replay", log, "--verify")
	require.Equal(t, exitGameErr, exitCode(err), out)
	assert.Regexp(t, `  - card FAN9-003's script `+filepath.ToSlash(dir)+`/FAN9/FAN9-003.lua changed since the game was recorded \(hash [0-9a-f]{16}, now [0-9a-f]{16}\)\n`, out)
	assert.Contains(t, out, "  - keyword script "+filepath.ToSlash(dir)+"/keywords/gust.lua changed since the game was recorded")
}

// A game of dcg play remembers its folders too.
func TestPlaySaveRemembersTheMods(t *testing.T) {
	dir, deckFile := copyMod(t), skyDeck(t)
	save := filepath.Join(t.TempDir(), "game.json")
	out, errOut, err := runDCGIO(t, strings.NewReader(""), "--cards", dir, "play", "--deck", deckFile, "--seed", "5", "--save", save)
	require.NoError(t, err, out+errOut)
	out, err = runDCG(t, "--cards", dir, "replay", save, "--verify")
	require.NoError(t, err, out)
	out, err = runDCG(t, "replay", save, "--verify")
	require.Equal(t, exitGameErr, exitCode(err), out)
	assert.Contains(t, out, "replay was recorded with set FAN9 ("+filepath.ToSlash(dir))
}

func mustRead(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	return string(b)
}
