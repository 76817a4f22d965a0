package lint_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/lint"
)

var (
	cardLine = regexp.MustCompile(`^-- CARD (\S+)`)
	marker   = regexp.MustCompile(`--! (error|warning): (.*?)\s*(?:$|--!)`)
)

// want is a finding a fixture line asks for.
type want struct {
	line     int
	severity lint.Severity
	words    string
}

// readFixture reads a planted-mistake script: its card and the findings it wants.
func readFixture(t *testing.T, src string) (card string, wants []want) {
	t.Helper()
	lines := strings.Split(src, "\n")
	m := cardLine.FindStringSubmatch(lines[0])
	if m == nil {
		t.Fatalf("the first line must be -- CARD NUMBER")
	}
	for i, l := range lines {
		rest := l
		for {
			mm := marker.FindStringSubmatchIndex(rest)
			if mm == nil {
				break
			}
			wants = append(wants, want{line: i + 1, severity: lint.Severity(rest[mm[2]:mm[3]]), words: rest[mm[4]:mm[5]]})
			rest = rest[mm[5]:]
		}
	}
	return m[1], wants
}

// Each planted mistake is found, at its line, with its reason; nothing else is.
func TestPlantedMistakes(t *testing.T) {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("testdata/*.lua")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			number, wants := readFixture(t, string(src))
			c, err := pool.Card(number)
			if err != nil {
				t.Fatal(err)
			}
			rep := lint.Script(file, src, c)
			if !rep.Parsed {
				t.Fatal("the fixture does not parse")
			}
			found := make([]bool, len(rep.Findings))
			for _, w := range wants {
				ok := false
				for i, f := range rep.Findings {
					text := f.Message + " " + f.Suggest
					if !found[i] && f.Line == w.line && f.Severity == w.severity && strings.Contains(text, w.words) {
						found[i], ok = true, true
						break
					}
				}
				if !ok {
					t.Errorf("line %d: want %s %q; lint found nothing like it", w.line, w.severity, w.words)
				}
			}
			for i, f := range rep.Findings {
				if !found[i] {
					t.Errorf("unexpected: %s", f)
				}
				if f.Col < 1 || f.File != file || f.Card != number {
					t.Errorf("finding without its place or card: %+v", f)
				}
			}
		})
	}
}
