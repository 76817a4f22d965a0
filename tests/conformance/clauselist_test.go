package conformance

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/tests/conformance/internal/clauses"
)

// The carried clause list is whole: it reads back, it holds the body of ver. 3.6 from
// its first clause to chapter 18, and every chapter the coverage check covers has its clauses.
func TestClauseListIsWellFormed(t *testing.T) {
	data, err := os.ReadFile(clauseList)
	require.NoError(t, err)
	cs, err := clauses.Parse(data)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(cs), 1000, "ver. 3.6 has about 1,060 clauses")
	assert.Equal(t, "1-1", cs[0].Number)
	assert.Equal(t, "玩家人数", cs[0].Title)
	perChapter := make([]int, len(chapters))
	for _, c := range cs {
		if ch := chapterOf(c.Number); ch >= 0 {
			perChapter[ch]++
		}
	}
	for i, n := range perChapter {
		assert.Positive(t, n, "no clause of %s (%s) in %s", chapters[i].prefix, chapters[i].title, clauseList)
	}
	found := map[string]bool{}
	for _, c := range cs {
		found[c.Number] = true
	}
	for _, n := range []string{"1-2-4", "15-4-3-5", "17-1", "18-2"} {
		assert.True(t, found[n], "clause %s is missing", n)
	}
}
