package main

import (
	"encoding/json"
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
