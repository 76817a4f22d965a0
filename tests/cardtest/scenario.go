package cardtest

import (
	"testing"

	"github.com/dcg-engine/dcg/scripting/scenario"
)

// Scenario runs a scenario written inline in the scenario format of
// tests/scenarios/README.md, and fails the test with each of its failures. It is for a
// card test that needs a card no set scripts yet — an inline card with a few lines of
// script in its `cards:` — next to the real card under test.
func Scenario(t testing.TB, yaml string) {
	t.Helper()
	env, err := scenario.DefaultEnv()
	if err != nil {
		t.Fatalf("opening the card pool: %v", err)
	}
	s, err := scenario.Parse(t.Name()+".yaml", []byte(yaml))
	if err != nil {
		t.Fatalf("the scenario does not parse: %v", err)
	}
	for _, f := range scenario.Run(env, s).Failures {
		t.Error(f.String())
	}
}
