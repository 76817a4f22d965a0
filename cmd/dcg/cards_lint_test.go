package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// xt1Set is a tiny set: five Digimon with text, the last one without a script.
const xt1Set = `set: XT1
name: Lint test
cards:
  - number: XT1-001
    name: Goodmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 3000
    effect: |-
      ＜Blocker＞
    inherited: |-
      [Your Turn] This Digimon gets +1000 DP.
  - number: XT1-002
    name: Syntaxmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 3000
    effect: |-
      [When Digivolving] 1 of your Digimon gets +3000 DP for the turn.
  - number: XT1-003
    name: Keymon
    kind: Digimon
    colors: [Blue]
    level: 4
    cost: 5
    dp: 6000
    effect: |-
      [On Play] 1 of your Digimon gets +3000 DP for the turn.
  - number: XT1-004
    name: Wordmon
    kind: Digimon
    colors: [Blue]
    level: 5
    cost: 7
    dp: 7000
    effect: |-
      ＜Blocker＞ ＜Flying＞
  - number: XT1-005
    name: Latermon
    kind: Digimon
    colors: [Blue]
    level: 5
    cost: 7
    dp: 7000
    effect: |-
      [On Deletion] Gain 1 memory.
`

// xt1Scripts: one good script, one with a syntax error, one with an unknown card key,
// one with an unknown keyword, and one for a card the set does not have.
var xt1Scripts = map[string]string{
	"XT1-001.lua": `-- XT1-001 Goodmon
return card {
  keywords = { "Blocker" },
  inherited = {
    static = { { turn = "your", dp = 1000 } },
  },
}
`,
	"XT1-002.lua": `-- XT1-002 Syntaxmon
return card {
  when_digivolving = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn"
  end,
}
`,
	"XT1-003.lua": `-- XT1-003 Keymon
return card {
  keywords = { "Blocker" },
  on_ply = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn")
  end,
}
`,
	"XT1-004.lua": `-- XT1-004 Wordmon
return card {
  keywords = {
    "＜Blocker＞",
    "＜Flying＞",
  },
}
`,
	"XT1-099.lua": "return card {}\n",
}

// writeSet writes a set folder DIR/<code>/ with its YAML and scripts.
func writeSet(t *testing.T, dir, code, yaml string, scripts map[string]string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, code), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, code, code+".yaml"), []byte(yaml), 0o644))
	for name, src := range scripts {
		require.NoError(t, os.WriteFile(filepath.Join(dir, code, name), []byte(src), 0o644))
	}
}

func TestCardsLintDir(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "XT1", xt1Set, xt1Scripts)
	at := filepath.ToSlash(dir) + "/XT1/"

	// Errors in scripts exit with code 1 (the check failed); bad input, with 2.
	out, err := runDCG(t, "cards", "lint", dir)
	require.Error(t, err, out)
	assert.Equal(t, exitGameErr, exitCode(err), "script errors exit with code 1; got %v\n%s", err, out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 7, out)
	assert.Regexp(t, `^`+at+`XT1-002\.lua:5: syntax error`, lines[0])
	assert.Equal(t, at+`XT1-003.lua:2:8: warning: its text prints "[On Play] 1 of your Digimon gets +3000 DP for the turn." and no hook plays it`, lines[1])
	assert.Equal(t, at+`XT1-003.lua:4:3: unknown key "on_ply" in the card table (did you mean on_play?)`, lines[2],
		"the syntax tree places it to the column and suggests the key; the build's own message is not repeated")
	assert.Equal(t, at+"XT1-004.lua:5: unknown keyword <Flying> (no keywords/flying.lua, built in or in a card folder)", lines[3])
	assert.Regexp(t, `^`+at+`XT1-099\.lua: no card XT1-099 in set XT1 `, lines[4])
	assert.Equal(t, at+"XT1.yaml: warning: 1 unscripted card (effect text, no script): XT1-005", lines[5])
	assert.Equal(t, "1 set, 5 cards (0 vanilla, 4 scripted, 1 unscripted): 4 errors, 2 warnings", lines[6])
	assert.NotContains(t, out, "XT1-001.lua", "the good script has no problem")

	out, err = runDCG(t, "cards", "lint", dir, "--json")
	assert.Equal(t, exitGameErr, exitCode(err), "got %v", err)
	var rep lintReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep), out)
	assert.Equal(t, 4, rep.Errors)
	assert.Equal(t, 2, rep.Warnings)
	require.Len(t, rep.Sets, 1)
	assert.Equal(t, []string{"XT1-005"}, rep.Sets[0].Missing)
	require.Len(t, rep.Problems, 6)
	assert.Equal(t, lintProblem{File: at + "XT1-004.lua", Line: 5, Severity: "error", Card: "XT1-004",
		Message: "unknown keyword <Flying> (no keywords/flying.lua, built in or in a card folder)"}, rep.Problems[3])
	assert.Equal(t, lintProblem{File: at + "XT1-003.lua", Line: 4, Col: 3, Severity: "error", Card: "XT1-003",
		Message: `unknown key "on_ply" in the card table`, Suggest: "on_play"}, rep.Problems[2])

	// Fixed, only the warning is left: exit code 0.
	for _, f := range []string{"XT1-002.lua", "XT1-003.lua", "XT1-004.lua", "XT1-099.lua"} {
		require.NoError(t, os.Remove(filepath.Join(dir, "XT1", f)))
	}
	out, err = runDCG(t, "cards", "lint", dir)
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 set, 5 cards (0 vanilla, 1 scripted, 4 unscripted): 0 errors, 1 warning")
	// --strict counts the warning as an error.
	out, err = runDCG(t, "cards", "lint", dir, "--strict")
	assert.Equal(t, exitGameErr, exitCode(err), "got %v\n%s", err, out)
	assert.ErrorContains(t, err, "--strict: 1 warning")
}

// A set file that does not parse is reported with its line; the other sets are linted.
func TestCardsLintBrokenSetFile(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "XT1", xt1Set, map[string]string{"XT1-001.lua": xt1Scripts["XT1-001.lua"]})
	writeSet(t, dir, "XT2", "set: XT2\ncards:\n  - number: XT2-001\n    name: X\n    kind: Digimon\n    colour: [Red]\n", nil)
	out, err := runDCG(t, "cards", "lint", dir)
	assert.Equal(t, exitBadInput, exitCode(err), "a set file that does not load is bad input: %v", err)
	assert.Contains(t, out, filepath.ToSlash(dir)+`/XT2/XT2.yaml:6: card XT2-001: field "colour": unknown field`)
	assert.Contains(t, out, "2 sets, 5 cards (0 vanilla, 1 scripted, 4 unscripted): 1 error, 1 warning")
}

// The built-in pool lints clean: every script builds.
func TestCardsLintBuiltin(t *testing.T) {
	out, err := runDCG(t, "cards", "lint")
	require.NoError(t, err, out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Regexp(t, `^65 sets, 4388 cards \(\d+ vanilla, \d+ scripted, \d+ unscripted\): 0 errors, \d+ warnings$`, lines[len(lines)-1])
	assert.NotContains(t, out, "ST1.yaml: warning", "ST1 is scripted in full")
}

func TestCardsLintArgs(t *testing.T) {
	var in inputError
	_, err := runDCG(t, "cards", "lint", filepath.Join(t.TempDir(), "missing"))
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "no such folder")
	_, err = runDCG(t, "cards", "lint", "a", "b")
	assert.True(t, errors.As(err, &in), "got %v", err)
}

// fanSet is a new set whose cards are legal in a deck.
const fanSet = `set: FAN1
cards:
  - number: FAN1-001
    name: Fanmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 4000
`

// --cards adds a set to every command; a card in two folders needs --override.
func TestCardsFlagLayersSets(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "FAN1", fanSet, nil)

	out, err := runDCG(t, "--cards", dir, "cards", "list", "--set", "FAN1")
	require.NoError(t, err, out)
	assert.Regexp(t, `FAN1-001\s+Fanmon\s+Digimon\s+3\s+3\s+vanilla`, out)

	deckFile := filepath.Join(t.TempDir(), "fan.deck")
	require.NoError(t, os.WriteFile(deckFile, []byte("4 Fanmon FAN1-001\n4 ST1-03\n"), 0o644))
	out, err = runDCG(t, "--cards", dir, "deck", "convert", deckFile, "--to", "tts")
	require.NoError(t, err, out)
	assert.Contains(t, out, `"FAN1-001"`)
	_, err = runDCG(t, "deck", "convert", deckFile, "--to", "tts")
	require.Error(t, err, "without --cards the card is unknown")
	assert.Contains(t, err.Error(), "FAN1-001")

	// A folder redefining a built-in card: an error naming both files, or with
	// --override the later card (and its script, here none) wins.
	mod := t.TempDir()
	writeSet(t, mod, "ST1", "set: ST1\ncards:\n  - {number: ST1-03, name: Agumon, kind: Digimon, colors: [Red], level: 3, cost: 3, dp: 9000}\n", nil)
	_, err = runDCG(t, "--cards", mod, "cards", "show", "ST1-03")
	var in inputError
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), filepath.ToSlash(mod)+"/ST1/ST1.yaml:3: card ST1-03 is also defined in cards/ST1/ST1.yaml:")
	assert.Contains(t, err.Error(), "--override")

	out, err = runDCG(t, "--cards", mod, "--override", "cards", "show", "ST1-03")
	require.NoError(t, err, out)
	assert.Regexp(t, `dp\s+9000`, out)
	assert.Regexp(t, `status\s+vanilla`, out)

	m := matchRun(t, "--cards", mod, "--override", "--games", "2")
	assert.Equal(t, 2, m.Games)
	assert.Zero(t, m.Errors)

	// Later folders are on top; lint checks the stack's clashes too.
	out, err = runDCG(t, "--cards", dir, "cards", "lint", mod)
	require.Error(t, err)
	assert.Contains(t, out, "card ST1-03 is also defined in cards/ST1/ST1.yaml:")
	out, err = runDCG(t, "--cards", dir, "--override", "cards", "lint", mod)
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 set, 1 card (1 vanilla, 0 scripted, 0 unscripted): 0 errors, 0 warnings")
}

func TestCardsFlagBadFolder(t *testing.T) {
	var in inputError
	_, err := runDCG(t, "--cards", filepath.Join(t.TempDir(), "missing"), "match")
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "--cards")
	assert.Contains(t, err.Error(), "no such folder")

	_, err = runDCG(t, "--cards", t.TempDir(), "deck", "validate", "st1")
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "no set in it")

	dir := t.TempDir()
	writeSet(t, dir, "FAN1", fanSet, nil)
	_, err = runDCG(t, "--cards", filepath.Join(dir, "FAN1"), "cards", "list")
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "this is a set folder; give the folder that holds it")

	file := filepath.Join(dir, "FAN1", "FAN1.yaml")
	_, err = runDCG(t, "--cards", file, "cards", "list")
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "not a folder")
}

// Linting a folder that is also loaded with --cards checks it once: no card or keyword
// of it is "defined twice" — for the custom-keyword mod, however the folder is spelt,
// and for a brand-new set.
func TestCardsLintOfALoadedFolder(t *testing.T) {
	alone, err := runDCG(t, "cards", "lint", modDir)
	require.NoError(t, err, alone)
	for _, spelt := range []string{modDir, modDir + "/", "./" + modDir} {
		out, err := runDCG(t, "--cards", modDir, "cards", "lint", spelt)
		require.NoError(t, err, out)
		assert.Equal(t, alone, out)
		assert.Contains(t, out, "1 set, 3 cards (0 vanilla, 3 scripted, 0 unscripted): 0 errors, 0 warnings\n")
	}

	dir := t.TempDir()
	writeSet(t, dir, "NEW1", `set: NEW1
cards:
  - {number: NEW1-001, name: Newmon, kind: Digimon, colors: [Red], level: 3, cost: 3, dp: 3000, effect: "[On Play] Gain 1 memory."}
  - {number: NEW1-002, name: Plainmon, kind: Digimon, colors: [Red], level: 3, cost: 2, dp: 4000}
`, map[string]string{"NEW1-001.lua": "return card { on_play = function(ctx) ctx:gain_memory(1) end }\n"})
	out, err := runDCG(t, "--cards", dir, "cards", "lint", dir)
	require.NoError(t, err, out)
	assert.Equal(t, "1 set, 2 cards (1 vanilla, 1 scripted, 0 unscripted): 0 errors, 0 warnings\n", out)

	// Another folder redefining its cards still clashes.
	other := t.TempDir()
	writeSet(t, other, "NEW1", "set: NEW1\ncards:\n  - {number: NEW1-002, name: Plainmon, kind: Digimon, colors: [Red], level: 3, cost: 2, dp: 4000}\n", nil)
	out, err = runDCG(t, "--cards", dir, "cards", "lint", other)
	require.Equal(t, exitBadInput, exitCode(err), out)
	assert.Contains(t, out, "card NEW1-002 is also defined in "+filepath.ToSlash(dir)+"/NEW1/NEW1.yaml")
}

// The example mod lints clean, its keyword lines with timing icons included.
func TestCardsLintExampleMod(t *testing.T) {
	mod := "../../tests/mods/bt16-first40"
	out, err := runDCG(t, "--cards", mod, "--override", "cards", "lint", mod)
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 set, 40 cards (0 vanilla, 40 scripted, 0 unscripted): 0 errors, 0 warnings")
}

// A script read as a syntax tree: a misspelt method is an error with its line, column
// and the nearest name, and exits with code 1.
func TestCardsLintReadsTheScript(t *testing.T) {
	dir := t.TempDir()
	writeSet(t, dir, "XT1", xt1Set, map[string]string{"XT1-003.lua": `return card {
  keywords = { "Blocker" },
  on_play = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "forever")
    ctx:trash_tp(ctx.self)
  end,
}
`})
	out, err := runDCG(t, "cards", "lint", dir)
	assert.Equal(t, exitGameErr, exitCode(err), "%v\n%s", err, out)
	at := filepath.ToSlash(dir) + "/XT1/XT1-003.lua"
	assert.Contains(t, out, at+`:4:55: unknown duration "forever" for ctx:dp_plus`+"\n")
	assert.Contains(t, out, at+`:5:9: ctx has no method "trash_tp" (did you mean ctx:trash_top?)`+"\n")
}
