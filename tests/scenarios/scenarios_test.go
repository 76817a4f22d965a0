// Package scenarios runs every scenario file under this folder (tests/scenarios/):
// the board-state tests card designers write and the rules conformance scenarios.
package scenarios

import (
	"testing"

	"github.com/dcg-engine/dcg/scripting/scenario"
)

func TestScenarios(t *testing.T) {
	env, err := scenario.DefaultEnv()
	if err != nil {
		t.Fatal(err)
	}
	files, err := scenario.Files(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files found")
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			t.Parallel()
			res := scenario.RunFile(env, f)
			for _, fail := range res.Failures {
				t.Error(fail.String())
			}
		})
	}
}
