package conformance

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/scripting/scenario"
)

// testsRoot is the tests/ folder, whose scenario folders this test reads.
const testsRoot = ".."

// Every clause a scenario cites in `rules:` exists in ver. 3.6: a clause of the list, or
// the start of one (a chapter or a section, cited for all its clauses). A number from
// another version or a mistyped one would send a reader where nothing is.
func TestScenarioRulesCiteClausesOfTheRules(t *testing.T) {
	known := clausesAndSections(readClauses(t))
	files := scenarioFiles(t)
	if len(files) < 100 {
		t.Fatalf("found %d scenario files under %s; want the whole tests/ folder", len(files), testsRoot)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := scenario.Parse(f, data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		for _, r := range s.Rules {
			if !known[r] {
				t.Errorf("%s: rules: %s is no clause of the Comprehensive Rules ver. 3.6 (%s)", f, r, clauseList)
			}
		}
	}
}

// clausesAndSections is every clause number and every number one starts with: a clause
// A-B-C gives A, A-B and A-B-C.
func clausesAndSections(numbers []string) map[string]bool {
	out := map[string]bool{}
	for _, n := range numbers {
		parts := strings.Split(n, "-")
		for i := 1; i <= len(parts); i++ {
			out[strings.Join(parts[:i], "-")] = true
		}
	}
	return out
}

// scenarioFiles lists the scenario files under tests/: the *.yaml files in a folder named
// scenarios or below one (tests/scenarios, tests/mods/*/scenarios, tests/redteam/scenarios);
// the card sets of tests/mods and tests/redteam are YAML too, but no scenarios.
func scenarioFiles(t *testing.T) []string {
	all, err := scenario.Files(testsRoot)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range all {
		if slices.Contains(strings.Split(filepath.ToSlash(filepath.Dir(f)), "/"), "scenarios") {
			out = append(out, f)
		}
	}
	return out
}
