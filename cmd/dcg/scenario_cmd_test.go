package main

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestScenarioRunReportsPassedAndFailed(t *testing.T) {
	dir := t.TempDir()
	good := `version: 1
position:
  turn: p1
  memory: 2
steps:
  - pass
  - expect: {p2: {memory: 3}}
`
	bad := `version: 1
position:
  turn: p1
steps:
  - pass
  - expect: {p2: {memory: 4}}
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "good.yaml"), []byte(good), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte(bad), 0o644))
	out, err := runDCG(t, "scenario", "run", dir)
	require.Error(t, err)
	var sf scenarioFailure
	require.True(t, errors.As(err, &sf))
	require.Contains(t, out, "1 passed, 1 failed")
	require.Contains(t, out, "bad.yaml:6: p2's memory")
	require.Contains(t, out, "want: 4")
	require.Contains(t, out, "got:  3")
}

func TestScenarioRunMissingFileIsInputError(t *testing.T) {
	_, err := runDCG(t, "scenario", "run", "no/such/file.yaml")
	var in inputError
	require.True(t, errors.As(err, &in), "%v", err)
}
