package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCards runs `dcg cards ARGS...` and returns what it printed.
func runCards(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(append([]string{"cards"}, args...))
	err := root.Execute()
	return out.String(), err
}

func TestCardsListJSON(t *testing.T) {
	out, err := runCards(t, "list", "--set", "ST1", "--json")
	require.NoError(t, err, out)
	var rows []cardRow
	require.NoError(t, json.Unmarshal([]byte(out), &rows), out)
	require.Len(t, rows, 16)

	vanilla := map[string]bool{"ST1-02": true, "ST1-04": true, "ST1-05": true, "ST1-10": true}
	for _, r := range rows {
		assert.Equal(t, "ST1", r.Set)
		if vanilla[r.Number] {
			assert.Equal(t, "vanilla", string(r.Status), r.Number)
			continue
		}
		// ST1 is scripted in full and each effect has fired in its card tests: tested,
		// or ruled when every ruling about the card is cited by a scenario.
		assert.Equal(t, r.Effects, r.Fired, r.Number)
		want := tested
		if r.Cited == r.Rulings {
			want = ruled
		}
		assert.Equal(t, want, r.Status, r.Number)
	}
	egg := rows[0]
	assert.Equal(t, "ST1-01", egg.Number)
	assert.Equal(t, "Digi-Egg", egg.Kind)
	assert.Nil(t, egg.Cost, "an egg has no cost")
	assert.Nil(t, egg.DP, "and no DP")
	assert.Equal(t, []string{"Red"}, egg.Colors)
	require.NotNil(t, rows[2].DP)
	assert.Equal(t, 2000, *rows[2].DP, "ST1-03 Agumon")

	// The raw JSON has the documented keys.
	var raw []map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &raw))
	for _, k := range []string{"number", "name", "set", "kind", "status", "colors", "level", "cost", "dp",
		"effects", "effects_fired", "rulings", "rulings_cited"} {
		assert.Contains(t, raw[2], k)
	}
}

func TestCardsListTable(t *testing.T) {
	out, err := runCards(t, "list", "--set", "st1,ST2")
	require.NoError(t, err, out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Regexp(t, `^NUMBER\s+NAME\s+KIND\s+LEVEL\s+COST\s+STATUS$`, lines[0])
	assert.Regexp(t, `^ST1-01\s+Koromon\s+Digi-Egg\s+2\s+-\s+(tested|ruled)`, lines[1])
	assert.Regexp(t, `^ST1-02\s+Biyomon\s+Digimon\s+3\s+2\s+vanilla$`, lines[2])
	assert.Regexp(t, `^ST2-01\s+Tsunomon\s+Digi-Egg\s+2\s+-\s+(tested|ruled)`, lines[17])
	assert.Regexp(t, `^32 cards: 8 vanilla, 0 unscripted, 0 partial, 0 scripted, \d+ tested, \d+ ruled$`, lines[len(lines)-1])
}

func TestCardsListUnknownSet(t *testing.T) {
	out, err := runCards(t, "list", "--set", "ST1,XX9")
	require.Error(t, err, out)
	var in inputError
	assert.True(t, errors.As(err, &in), "bad input exits with code 2")
	assert.Contains(t, err.Error(), `unknown set "XX9"; known sets: AD1, BT1, BT2`)
}

func TestCardsShow(t *testing.T) {
	out, err := runCards(t, "show", "bt1-084")
	require.NoError(t, err, out)
	assert.Contains(t, out, "BT1-084  Omnimon")
	assert.Regexp(t, `status\s+(tested|ruled)[^\n]*\n\s+script\s+cards/BT1/BT1-084.lua`, out)
	assert.Regexp(t, `digivolve\s+Red Lv.6: cost 6`, out)
	assert.Contains(t, out, "effect:\n  [When Digivolving] Choose 1")
	assert.Contains(t, out, "\n  [When Attacking] You can unsuspend")

	out, err = runCards(t, "show", "ST1-01", "--json")
	require.NoError(t, err, out)
	var v cardView
	require.NoError(t, json.Unmarshal([]byte(out), &v), out)
	assert.Equal(t, "Koromon", v.Name)
	assert.Equal(t, "Digi-Egg", v.Kind)
	assert.Equal(t, 4, v.MaxCopies)
	assert.Contains(t, v.Inherited, "[Your Turn]")

	_, err = runCards(t, "show", "ST1-99")
	var in inputError
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), `unknown card number "ST1-99"`)
}

// TestCardsImportThenList imports a few real records into a folder and reads it back
// with --pool, with a script added for one card.
func TestCardsImportThenList(t *testing.T) {
	dir := t.TempDir()
	errata := filepath.Join(dir, "errata.json")
	require.NoError(t, os.WriteFile(errata, []byte(`{"BT1-084": {"cardId": "BT1-084", "name": "Omnimon", "date": "2020-01-01",
		"changes": [{"before": "that share a name with it", "after": "with the same name as it"}], "notes": null, "source": ""},
		"ST1-03": {"cardId": "ST1-03", "name": "Agumon", "date": "2021-01-01",
		"changes": [{"before": "[Your Turn] This Digimon gets +2000 DP.", "after": "[Your Turn] This Digimon gets +1000 DP."}], "notes": null, "source": ""}}`), 0o644))
	out, err := runCards(t, "import", "--from", "../../core/cardpool/testdata/cards-sample.json", "--errata", errata, "--out", dir, "-v")
	require.NoError(t, err, out)
	assert.Contains(t, out, "imported 20 cards in 18 sets")
	assert.Contains(t, out, "digivolve text forms (2-3-6-3): 9 parsed, 1 unparsed")
	assert.Contains(t, out, "unparsed: AD1-002:")
	assert.Contains(t, out, "errata (2-1) from "+errata+": 2 entries: 1 applied, 1 already in cards.json (printed text restored for 1), 0 cosmetic (no text), 0 not found\n")
	assert.FileExists(t, filepath.Join(dir, "BT1", "BT1.yaml"))

	require.NoError(t, os.WriteFile(filepath.Join(dir, "BT1", "BT1-084.lua"), []byte("-- Omnimon\n"), 0o644))
	out, err = runCards(t, "--pool", dir, "list", "--set", "BT1,ST1", "--json")
	require.NoError(t, err, out)
	var rows []cardRow
	require.NoError(t, json.Unmarshal([]byte(out), &rows), out)
	require.Len(t, rows, 3)
	assert.Equal(t, "scripted", string(rows[0].Status))

	out, err = runCards(t, "--pool", dir, "show", "BT1-084")
	require.NoError(t, err, out)
	assert.Contains(t, out, filepath.ToSlash(dir)+"/BT1/BT1-084.lua", "the script's own path")
	assert.Contains(t, out, "Delete all of your opponent's Digimon with the same name as it.")
	assert.Contains(t, out, "Errata (2020-01-01): printed text:\n  effect:\n    [When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's Digimon that share a name with it.\n")

	// The erratum cards.json has already: the printed text is its before text.
	out, err = runCards(t, "--pool", dir, "show", "ST1-03")
	require.NoError(t, err, out)
	assert.Contains(t, out, "inherited effect:\n  [Your Turn] This Digimon gets +1000 DP.\n")
	assert.Contains(t, out, "Errata (2021-01-01): printed text:\n  inherited effect:\n    [Your Turn] This Digimon gets +2000 DP.\n")

	_, err = runCards(t, "import", "--from", filepath.Join(dir, "missing.json"), "--out", dir)
	var in inputError
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "cards.json not found at")

	_, err = runCards(t, "import", "--from", "../../core/cardpool/testdata/cards-sample.json", "--errata", filepath.Join(dir, "missing.json"), "--out", dir)
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), "errata.json not found at")
}

// A clone with no shared folder beside it imports without errata: the missing default errata file
// is a warning, not an error.
func TestCardsImportWithoutDefaultErrata(t *testing.T) {
	name := ""
	data, note, err := readErrataFile(&name, t.TempDir())
	require.NoError(t, err)
	assert.Nil(t, data)
	assert.Contains(t, note, "errata.json not found at")
	assert.Contains(t, note, "imported without errata")
}

func TestCardsBrokenPoolIsBadInput(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "XT1"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "XT1", "XT1.yaml"),
		[]byte("set: XT1\ncards:\n  - number: XT1-001\n    name: X\n    kind: Digimon\n    colour: [Red]\n"), 0o644))
	_, err := runCards(t, "--pool", dir, "list")
	var in inputError
	require.True(t, errors.As(err, &in), "got %v", err)
	assert.Contains(t, err.Error(), `/XT1/XT1.yaml:6: card XT1-001: field "colour": unknown field`)
}
