package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// cards show prints the card's script and, inside the source tree, its tests.
func TestCardsShowScriptAndTests(t *testing.T) {
	out, err := runCards(t, "show", "ST1-07")
	require.NoError(t, err, out)
	require.Contains(t, out, "script cards/ST1/ST1-07.lua:\n  -- ST1-07 Greymon")
	require.Contains(t, out, `inherited = { keywords = { "Security A. +1" } },`)
	require.Contains(t, out, "tests:\n  tests/cards/ST1/ST1-07_test.go: TestGreymonInheritedSecurityAttack")

	out, err = runCards(t, "show", "ST1-07", "--json")
	require.NoError(t, err, out)
	var v struct {
		Source string   `json:"script_source"`
		Tests  []string `json:"tests"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &v))
	require.Contains(t, v.Source, "return card {")
	require.Equal(t, []string{"tests/cards/ST1/ST1-07_test.go: TestGreymonInheritedSecurityAttack"}, v.Tests)
}

// cards show prints the errata'd text the card plays with and, below it, what it
// prints (2-1).
func TestCardsShowErrata(t *testing.T) {
	out, err := runCards(t, "show", "EX4-072")
	require.NoError(t, err, out)
	require.Contains(t, out, "effect:\n  This card is also treated as having [Plug-In] in its name.")
	require.Contains(t, out, "\n  [Main] Choose 1 of your [Gallantmon], [Sakuyamon] or [MegaGargomon].")
	require.Contains(t, out, "Errata (2026-05-29): printed text:\n  effect:\n    This card is also treated")
	require.Contains(t, out, "\n    [Main] Choose 1 of your level 6 Digimon.")
	require.Less(t, strings.Index(out, "[Gallantmon]"), strings.Index(out, "Errata ("), "the errata'd text first")

	out, err = runCards(t, "show", "EX4-072", "--json")
	require.NoError(t, err, out)
	var v struct {
		Effect string          `json:"effect"`
		Errata *cardErrataView `json:"errata"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &v))
	require.Contains(t, v.Effect, "[Gallantmon]")
	require.NotNil(t, v.Errata)
	require.Equal(t, "2026-05-29", v.Errata.Date)
	require.Contains(t, v.Errata.Printed.Effect, "Choose 1 of your level 6 Digimon.")
}
