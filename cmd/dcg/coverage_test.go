package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/coverage"
)

func readTable(t *testing.T, path string) *coverage.Table {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	tab, err := coverage.Read(path, data)
	require.NoError(t, err)
	return tab
}

// ordinalSuffix is the " #2" a table adds to a card's second effect with one label.
var ordinalSuffix = regexp.MustCompile(` #\d+$`)

// A batch of the built-in decks: every activation the event log records is counted in
// the table, once, under its card and effect (a keyword's under the keyword); none
// ended in an error, so each resolved; the table does not depend on the workers, and
// reads back the same from markdown and JSON.
func TestMatchCoverageCountsEveryActivation(t *testing.T) {
	dir := t.TempDir()
	cov, log := filepath.Join(dir, "cov.json"), filepath.Join(dir, "games.jsonl")
	out, err := runDCG(t, "match", "--p1", "bt1-red", "--p2", "bt1-yellow", "--agent1", "greedy", "--games", "24", "--seed", "3",
		"--workers", "2", "--coverage", cov, "--log", log, "--log-events")
	require.NoError(t, err, out)
	tab := readTable(t, cov)
	require.Equal(t, 24, tab.Games)
	assert.Regexp(t, `coverage: `+regexp.QuoteMeta(cov)+` \(\d+ effects, \d+ never activated`, out)

	type effect struct{ card, label string }
	fromLog := map[effect]int{}
	for _, g := range readLog(t, log) {
		for _, raw := range g.Events {
			var ev struct{ Kind, Card, Text string }
			require.NoError(t, json.Unmarshal(raw, &ev))
			if ev.Kind == "activate" {
				fromLog[effect{ev.Card, ev.Text}]++
			}
		}
	}
	require.NotEmpty(t, fromLog)
	fromTable := map[effect]int{}
	keywords := 0
	for _, r := range tab.Rows {
		assert.Equal(t, r.Activated, r.Resolved, "%+v: no game ended in an error", r.Key)
		assert.LessOrEqual(t, r.Changed, r.Activated, "%+v", r.Key)
		if !r.Asks {
			assert.Zero(t, r.Offered, "%+v is never asked", r.Key)
		}
		if r.Part == "keyword" {
			keywords += r.Activated
			continue
		}
		fromTable[effect{r.Card, ordinalSuffix.ReplaceAllString(r.Effect, "")}] += r.Activated
	}
	for e, n := range fromLog {
		if strings.HasPrefix(e.label, "<") { // a keyword's own effect, on the card that has it
			keywords -= n
			delete(fromLog, e)
		}
	}
	for e := range fromTable {
		if fromTable[e] == 0 {
			delete(fromTable, e)
		}
	}
	assert.Equal(t, fromLog, fromTable)
	assert.Zero(t, keywords, "the keywords' activations")

	// The same batch on one worker, written as markdown.
	md := filepath.Join(dir, "cov.md")
	out, err = runDCG(t, "match", "--p1", "bt1-red", "--p2", "bt1-yellow", "--agent1", "greedy", "--games", "24", "--seed", "3",
		"--workers", "1", "--coverage", md, "--json")
	require.NoError(t, err, out)
	assert.Equal(t, tab, readTable(t, md))
}

const coverageJSON = `{"games": 7, "effects": [
 {"card":"BT1-010","part":"effect","effect":"[On Play]","timing":"on_play","name":"Agumon","set":"BT1","asks":false,"offered":0,"activated":5,"resolved":5,"changed":4},
 {"card":"BT1-090","part":"effect","effect":"[Main]","timing":"main","name":"Gravity Crush","set":"BT1","asks":true,"offered":12,"activated":0,"resolved":0,"changed":0},
 {"card":"ST1-09","part":"inherited","effect":"[when blocked]","timing":"when","name":"MetalGreymon","set":"ST1","asks":false,"offered":0,"activated":0,"resolved":0,"changed":0},
 {"card":"<Piercing>","part":"keyword","effect":"<Piercing>","timing":"when","asks":false,"offered":0,"activated":2,"resolved":2,"changed":0}
]}`

// cards coverage lists a table's effects, or those that never activated, of some
// sets; several tables are summed.
func TestCardsCoverageListsWhatNeverFired(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "cov.json")
	require.NoError(t, os.WriteFile(f, []byte(coverageJSON), 0o644))

	out, err := runDCG(t, "cards", "coverage", f)
	require.NoError(t, err, out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 6, out)
	assert.Equal(t, "4 effects in 7 games", lines[0])
	assert.Regexp(t, `^card\s+name\s+part\s+effect\s+timing\s+offered\s+activated\s+resolved\s+changed$`, lines[1])
	assert.Regexp(t, `^BT1-010\s+Agumon\s+effect\s+\[On Play\]\s+on_play\s+-\s+5\s+5\s+4$`, lines[2])
	assert.Regexp(t, `^BT1-090\s+Gravity Crush\s+effect\s+\[Main\]\s+main\s+12\s+0\s+0\s+0$`, lines[3])
	assert.Regexp(t, `^ST1-09\s`, lines[4])
	assert.Regexp(t, `^<Piercing>\s+keyword\s+<Piercing>\s+when\s+-\s+2\s+2\s+0$`, lines[5])

	out, err = runDCG(t, "cards", "coverage", f, "--never")
	require.NoError(t, err, out)
	assert.Contains(t, out, "2 of 4 effects never activated in 7 games")
	assert.Contains(t, out, "BT1-090")
	assert.Contains(t, out, "ST1-09")
	assert.NotContains(t, out, "BT1-010")

	out, err = runDCG(t, "cards", "coverage", f, "--never", "--set", "BT1")
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 of 2 effects never activated in 7 games")
	assert.NotContains(t, out, "ST1-09")

	// Two tables (the shards of a batch, say): games and counts summed.
	md := filepath.Join(dir, "more.md")
	more := &coverage.Table{Games: 3, Rows: []coverage.Row{{Key: coverage.Key{Card: "BT1-090", Part: "effect", Effect: "[Main]", Timing: "main"},
		Asks: true, Counts: coverage.Counts{Offered: 4, Activated: 1, Resolved: 1, Changed: 1}}}}
	mdFile, err := os.Create(md)
	require.NoError(t, err)
	require.NoError(t, more.Write(mdFile, coverage.Markdown))
	require.NoError(t, mdFile.Close())
	out, err = runDCG(t, "cards", "coverage", f, md, "--json", "--set", "BT1")
	require.NoError(t, err, out)
	var got coverage.Table
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, 10, got.Games)
	require.Len(t, got.Rows, 2)
	assert.Equal(t, coverage.Counts{Offered: 16, Activated: 1, Resolved: 1, Changed: 1}, got.Rows[1].Counts)
	assert.Equal(t, "Gravity Crush", got.Rows[1].Name)

	for _, args := range [][]string{
		{"cards", "coverage", filepath.Join(dir, "missing.json")},
		{"cards", "coverage", filepath.Join(dir, "cov.txt")},
		{"match", "--coverage", filepath.Join(dir, "cov.txt")},
		{"scenario", "run", "--coverage", filepath.Join(dir, "cov.csv"), dir},
	} {
		_, err := runDCG(t, args...)
		requireInputError(t, err)
	}
}

// scenario run --coverage counts the scenarios' effects: an inline card's [On Play]
// that activated once, and a card of the position whose effect never did.
func TestScenarioRunCoverage(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "p.yaml"), []byte(puzzle+`  - expect: {p2: {memory: 5}}
`), 0o644))
	cov := filepath.Join(dir, "cov.md")
	out, err := runDCG(t, "scenario", "run", dir, "--coverage", cov)
	require.Error(t, err, "the puzzle's pass gives p2 3 memory, not 5")
	assert.Contains(t, out, "0 passed, 1 failed")
	tab := readTable(t, cov)
	assert.Equal(t, 1, tab.Games)
	rows := map[coverage.Key]coverage.Row{}
	for _, r := range tab.Rows {
		rows[r.Key] = r
	}
	coredramon := rows[coverage.Key{Card: "ST1-06", Part: "effect", Effect: "[When Attacking]", Timing: "when_attacking"}]
	assert.Equal(t, "Coredramon", coredramon.Name)
	assert.Zero(t, coredramon.Activated, "nobody attacked")
	_, pyromon := rows[coverage.Key{Card: "MY-001", Part: "effect", Effect: "[On Play]", Timing: "on_play"}]
	assert.True(t, pyromon, "the inline card in the hand, never played, has its row: %+v", tab.Rows)

	// Played, it activates once and changes the memory.
	play := strings.Replace(puzzle, "  - pass\n", "  - play: MY-001\n  - expect: {memory: 2}\n", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "p.yaml"), []byte(play), 0o644))
	out, err = runDCG(t, "scenario", "run", dir, "--coverage", cov)
	require.NoError(t, err, out)
	r := rowOfKey(t, readTable(t, cov), coverage.Key{Card: "MY-001", Part: "effect", Effect: "[On Play]", Timing: "on_play"})
	assert.Equal(t, coverage.Counts{Activated: 1, Resolved: 1, Changed: 1}, r.Counts)
	assert.Equal(t, "Pyromon", r.Name)
}

func rowOfKey(t *testing.T, tab *coverage.Table, k coverage.Key) coverage.Row {
	t.Helper()
	for _, r := range tab.Rows {
		if r.Key == k {
			return r
		}
	}
	t.Fatalf("no row %+v", k)
	return coverage.Row{}
}
