// Package scenarios runs every scenario file under this folder (tests/scenarios/):
// the board-state tests card designers write and the rules conformance scenarios.
package scenarios

import (
	"os"
	"regexp"
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

// The examples in README.md are copies of files in examples/, which TestScenarios runs:
// they must stay the same, so that what a reader copies passes.
func TestReadmeExamplesAreTheFiles(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile("(?s)<!-- example: (\\S+) -->\n```yaml\n(.*?)```\n")
	found := re.FindAllSubmatch(readme, -1)
	if len(found) < 3 {
		t.Fatalf("README.md has %d examples marked <!-- example: FILE -->, want 3", len(found))
	}
	for _, m := range found {
		file, text := string(m[1]), string(m[2])
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("README.md example %s: %v", file, err)
			continue
		}
		if string(data) != text {
			t.Errorf("README.md's copy of %s differs from the file; copy the file into README.md", file)
		}
	}
}
