package main

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// modDir is a mod that brings its own keywords: tests/mods/custom-keyword/ holds the
// set FAN9, keywords/flying.lua (<Flying>) and keywords/gust.lua (<Gust N>), and a
// scenario that plays them.
const modDir = "../../tests/mods/custom-keyword"

// copyMod copies the mod into a temporary folder, to break it there.
func copyMod(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "mod")
	require.NoError(t, os.CopyFS(dir, os.DirFS(modDir)))
	return dir
}

// A custom keyword works in a game: printed alone on a card (no script), named by a
// card script, and as an action after a timing.
func TestModKeywordPlaysInAGame(t *testing.T) {
	out, err := runDCG(t, "--cards", modDir, "scenario", "run", filepath.Join(modDir, "scenarios"))
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 passed, 0 failed")

	// Without the mod's folder the keyword is unknown: its cards are not there either.
	out, err = runDCG(t, "scenario", "run", filepath.Join(modDir, "scenarios"))
	require.Error(t, err, out)
}

// Lint is clean, and a card whose text is only the custom keyword counts as scripted.
func TestModKeywordLintIsClean(t *testing.T) {
	out, err := runDCG(t, "cards", "lint", modDir)
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 set, 3 cards (0 vanilla, 3 scripted, 0 unscripted): 0 errors, 0 warnings")

	out, err = runDCG(t, "--cards", modDir, "cards", "list", "--set", "FAN9")
	require.NoError(t, err, out)
	// Scripted in full, and the mod's scenarios fire each effect (cards/evidence.txt).
	assert.Contains(t, out, "3 cards: 0 vanilla, 0 unscripted, 0 partial, 0 scripted, 0 tested, 3 ruled")
}

// A broken keyword script is an error naming its file and line, at start-up and in lint.
func TestModKeywordBrokenScriptNamesFileAndLine(t *testing.T) {
	dir := copyMod(t)
	file := filepath.Join(dir, "keywords", "flying.lua")
	require.NoError(t, os.WriteFile(file, []byte("-- <Flying>\nreturn keyword {\n  name = \"Flying\" end\n}\n"), 0o644))
	at := filepath.ToSlash(dir) + "/keywords/flying.lua:3: syntax error"

	out, err := runDCG(t, "--cards", dir, "cards", "list", "--set", "FAN9")
	var in inputError
	require.True(t, errors.As(err, &in), "an input error (exit code 2); got %v\n%s", err, out)
	assert.Contains(t, err.Error(), at)

	out, err = runDCG(t, "cards", "lint", dir)
	require.True(t, errors.As(err, &in), "got %v\n%s", err, out)
	assert.Contains(t, out, at)

	// An unknown key in the keyword's effects is found at start-up too, naming the file.
	require.NoError(t, os.WriteFile(file, []byte("return keyword {\n  name = \"Flying\",\n  effects = { on_ply = function(ctx) end },\n}\n"), 0o644))
	out, err = runDCG(t, "cards", "lint", dir)
	require.True(t, errors.As(err, &in), "got %v\n%s", err, out)
	assert.Contains(t, out, filepath.ToSlash(dir)+"/keywords/flying.lua")
	assert.Contains(t, out, `unknown key "on_ply"`)

	// A file not named after its keyword.
	require.NoError(t, os.WriteFile(file, []byte("return keyword { name = \"Floating\" }\n"), 0o644))
	out, err = runDCG(t, "cards", "lint", dir)
	require.True(t, errors.As(err, &in), "got %v\n%s", err, out)
	assert.Contains(t, out, filepath.ToSlash(dir)+"/keywords/flying.lua: keyword <Floating> belongs in floating.lua")
}

// A custom keyword named like a built-in one is an error naming both files, unless
// --override lets the mod's script replace it, as for cards.
func TestModKeywordClashWithBuiltIn(t *testing.T) {
	dir := copyMod(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "keywords", "blocker.lua"),
		[]byte("return keyword { name = \"Blocker\" }\n"), 0o644))
	want := filepath.ToSlash(dir) + "/keywords/blocker.lua: keyword <Blocker> is also defined in keywords/blocker.lua"

	out, err := runDCG(t, "--cards", dir, "cards", "list", "--set", "FAN9")
	var in inputError
	require.True(t, errors.As(err, &in), "got %v\n%s", err, out)
	assert.Contains(t, err.Error(), want)
	assert.Contains(t, err.Error(), "--override")

	out, err = runDCG(t, "cards", "lint", dir)
	require.True(t, errors.As(err, &in), "got %v\n%s", err, out)
	assert.Contains(t, out, want)

	out, err = runDCG(t, "--cards", dir, "--override", "cards", "list", "--set", "FAN9")
	require.NoError(t, err, out)
}

// Two folders defining one custom keyword clash the same way.
func TestModKeywordClashBetweenFolders(t *testing.T) {
	a, b := copyMod(t), t.TempDir()
	writeSet(t, b, "FAN8", "set: FAN8\ncards:\n  - {number: FAN8-001, name: Gustmon, kind: Digimon, colors: [Red], level: 3, cost: 3, dp: 3000}\n", nil)
	require.NoError(t, os.MkdirAll(filepath.Join(b, "keywords"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(b, "keywords", "gust.lua"), []byte("return keyword { name = \"Gust\" }\n"), 0o644))

	_, err := runDCG(t, "--cards", a, "--cards", b, "cards", "list", "--set", "FAN8")
	require.Error(t, err)
	assert.Contains(t, err.Error(), filepath.ToSlash(b)+"/keywords/gust.lua: keyword <Gust> is also defined in "+filepath.ToSlash(a)+"/keywords/gust.lua")
}
