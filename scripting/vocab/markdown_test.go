package vocab

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The checked-in VOCABULARY.md is what the generator writes now.
func TestVocabularyIsUpToDate(t *testing.T) {
	path := filepath.Join("..", filepath.Base(File))
	have, err := os.ReadFile(path)
	require.NoError(t, err, "%s is missing: run `%s` from the repository root", File, Command)
	want := Markdown(builtIn(t))
	if string(have) != want {
		t.Fatalf("%s is out of date (the card pool, the splitting or the rules changed): run `%s` from the repository root", File, Command)
	}
}

func TestMarkdownShape(t *testing.T) {
	md := Markdown(builtIn(t))
	assert.Less(t, len(md), 1<<20, "VOCABULARY.md stays under 1 MB")
	assert.Contains(t, md, Command)
	assert.Contains(t, md, "clause occurrences covered")
	for _, k := range Kinds() {
		assert.Contains(t, md, "\n## "+k.String()+"\n", k)
	}
	// Every row of a table has its five cells.
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "| `") {
			cells := strings.Count(strings.ReplaceAll(line, `\|`, ""), "|")
			assert.Equal(t, 6, cells, line)
		}
	}
	// Keywords are in code spans, so Markdown does not take them for HTML.
	assert.Contains(t, md, "| `<Blocker>` |")
	// The missing constructs come ranked, and an uncovered row names its missing parts.
	assert.Contains(t, md, "\n## Missing constructs\n")
	assert.Regexp(t, "\\| — missing `[a-z]+: \"[^`]+\"`", md)
}

func TestMarkdownSmallPool(t *testing.T) {
	md := Markdown(Build(smallPool()))
	assert.Contains(t, md, "**14 of 16 clause occurrences covered (87.5%); 3 of 5 cards (60.0%) have every clause covered.**")
	assert.Contains(t, md, "(1 reprint left out)")
	assert.Contains(t, md, "| `gain N memory` | 5 | 3 | T-1 | `ctx:gain_memory` |")
	// The missing parts are listed, each with its example.
	assert.Contains(t, md, "## Missing constructs\n")
	assert.Contains(t, md, "| `filter: \"even-level\"` | 1 | 1 | T-6 | `Delete 1 of your opponent's even-level Digimon` |")
	assert.Contains(t, md, "| `trigger: \"when your opponent's effects trash link cards from this Digimon\"` | 1 | 1 | T-2 | `When your opponent's effects trash link cards from this Digimon` |")
	// Patterns that occur once are counted, not listed.
	assert.NotContains(t, md, "| `delete N of your opponent's even-level Digimon")
	assert.Contains(t, md, "4 patterns occur once")
	assert.Contains(t, md, "1 pattern occurs once")
	assert.Contains(t, md, "## limit\n\nNo clauses.\n")
}

func TestNum(t *testing.T) {
	assert.Equal(t, "0", num(0))
	assert.Equal(t, "999", num(999))
	assert.Equal(t, "1,000", num(1000))
	assert.Equal(t, "31,566", num(31566))
	assert.Equal(t, "1,234,567", num(1234567))
	assert.Equal(t, "-1,000", num(-1000))
}
