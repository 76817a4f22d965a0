package conformance

import (
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/tests/conformance/internal/clauses"
)

// The coverage registry: every clause of the chapters this folder covers is either cited
// in a comment of a Test function here, or explained in COVERAGE.md (needs card effects,
// not testable, a later mechanic). COVERAGE.md lists every clause with the tests citing
// it. From the repository root,
//
//	go test ./tests/conformance -run TestRuleCoverage -update-coverage
//
// rewrites its test column from the citations, keeps the notes, and adds rows for new
// clauses (which then need a note or a test).

// clauseList is every clause number of the ver. 3.6 rules, carried by the repository
// (the rules text is not): `go run ./tests/conformance/internal/genclauses` makes it
// from the text.
const clauseList = "testdata/clauses-v3.6.txt"

const coverageFile = "COVERAGE.md"

var updateCoverage = flag.Bool("update-coverage", false, "rewrite COVERAGE.md's test column from the citations in the tests")

// chapters are the parts of the rules covered here, in order: a chapter number, or
// chapter and section for 7-1, 8-1, 18-1 and 18-2.
var chapters = []struct {
	prefix string
	title  string
}{
	{"1", "Game overview"},
	{"3", "Game areas"},
	{"4", "Basic terms"},
	{"5", "Preparing the game"},
	{"6", "Game progression"},
	{"7-1", "Playing"},
	{"8-1", "Digivolving"},
	{"11", "Attacking"},
	{"12", "Blocking"},
	{"13", "Security checks"},
	{"14", "Battles"},
	{"15", "Effects"},
	{"17", "Rule checks"},
	{"18-1", "Delayed processing"},
	{"18-2", "Replacement processing"},
}

// chapterOf returns the index in chapters of the part a clause belongs to, or -1.
func chapterOf(clause string) int {
	for i, c := range chapters {
		if clause == c.prefix || strings.HasPrefix(clause, c.prefix+"-") {
			return i
		}
	}
	return -1
}

// readClauses returns every clause number of the rules' body, in order.
func readClauses(t *testing.T) []string {
	data, err := os.ReadFile(clauseList)
	if err != nil {
		t.Fatalf("reading the clause list: %v", err)
	}
	cs, err := clauses.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", clauseList, err)
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Number
	}
	return out
}

var clauseRef = regexp.MustCompile(`\d+(?:-\d+)+`)

// refsIn returns the clause numbers a text cites: dash-joined numbers not part of a
// longer token.
func refsIn(text string) []string {
	var out []string
	for _, loc := range clauseRef.FindAllStringIndex(text, -1) {
		if loc[0] > 0 && strings.ContainsAny(text[loc[0]-1:loc[0]], "0123456789-.") {
			continue
		}
		if loc[1] < len(text) && strings.ContainsAny(text[loc[1]:loc[1]+1], "0123456789-") {
			continue
		}
		out = append(out, text[loc[0]:loc[1]])
	}
	return out
}

// citations reads the comments of every test file here: which clauses each Test function
// cites (its doc comment and body), and every number cited anywhere in a comment.
func citations(t *testing.T) (byTest map[string][]string, anywhere map[string][]string) {
	files, err := filepath.Glob("*_test.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	byTest, anywhere = map[string][]string{}, map[string][]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatalf("parsing %s: %v", name, err)
		}
		for _, cg := range f.Comments {
			for _, r := range refsIn(cg.Text()) {
				anywhere[r] = append(anywhere[r], fset.Position(cg.Pos()).String())
			}
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !strings.HasPrefix(fd.Name.Name, "Test") {
				continue
			}
			from := fd.Pos()
			if fd.Doc != nil {
				from = fd.Doc.Pos()
			}
			for _, cg := range f.Comments {
				if cg.Pos() >= from && cg.End() <= fd.End() {
					byTest[fd.Name.Name] = append(byTest[fd.Name.Name], refsIn(cg.Text())...)
				}
			}
		}
	}
	return byTest, anywhere
}

// coverageRow is one row of COVERAGE.md.
type coverageRow struct {
	tests []string
	note  string
}

// readCoverage reads COVERAGE.md: its text before the first table's chapter heading,
// and its rows by clause.
func readCoverage(t *testing.T) (intro string, rows map[string]coverageRow, dups []string) {
	data, err := os.ReadFile(coverageFile)
	if err != nil && !(*updateCoverage && errors.Is(err, fs.ErrNotExist)) {
		t.Fatalf("reading %s: %v", coverageFile, err)
	}
	rows = map[string]coverageRow{}
	var introLines []string
	inIntro := true
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "## ") {
			inIntro = false
		}
		if inIntro {
			introLines = append(introLines, line)
			continue
		}
		if !strings.HasPrefix(strings.TrimSpace(line), "|") {
			continue
		}
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if len(cells) != 3 {
			continue
		}
		clause := strings.TrimSpace(cells[0])
		if !regexp.MustCompile(`^\d+(-\d+)+$`).MatchString(clause) {
			continue
		}
		var tests []string
		for _, name := range strings.Split(cells[1], ",") {
			if name = strings.Trim(strings.TrimSpace(name), "`"); name != "" {
				tests = append(tests, name)
			}
		}
		if _, ok := rows[clause]; ok {
			dups = append(dups, clause)
		}
		rows[clause] = coverageRow{tests: tests, note: strings.TrimSpace(cells[2])}
	}
	return strings.TrimRight(strings.Join(introLines, "\n"), "\n"), rows, dups
}

// renderCoverage writes COVERAGE.md: the intro, then a table per chapter.
func renderCoverage(intro string, clauses []string, rows map[string]coverageRow, citedBy map[string][]string) string {
	var b strings.Builder
	b.WriteString(intro + "\n")
	last := -1
	for _, c := range clauses {
		ch := chapterOf(c)
		if ch != last {
			last = ch
			fmt.Fprintf(&b, "\n## %s. %s\n\n| clause | test | note |\n| --- | --- | --- |\n", chapters[ch].prefix, chapters[ch].title)
		}
		var tests []string
		for _, name := range citedBy[c] {
			tests = append(tests, "`"+name+"`")
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", c, strings.Join(tests, ", "), rows[c].note)
	}
	return b.String()
}

// TestRuleCoverage checks the coverage registry: every clause of the covered chapters
// is cited by a test or explained in COVERAGE.md, which lists every clause once with the
// tests that cite it; and every clause number cited here exists in ver. 3.6.
func TestRuleCoverage(t *testing.T) {
	all := readClauses(t)
	exists := map[string]bool{}
	var clauses []string
	for _, c := range all {
		exists[c] = true
		if chapterOf(c) >= 0 {
			clauses = append(clauses, c)
		}
	}
	byTest, anywhere := citations(t)
	citedBy := map[string][]string{}
	testNames := make([]string, 0, len(byTest))
	for name := range byTest {
		testNames = append(testNames, name)
	}
	sort.Strings(testNames)
	for _, name := range testNames {
		for _, r := range byTest[name] {
			if !slices.Contains(citedBy[r], name) {
				citedBy[r] = append(citedBy[r], name)
			}
		}
	}
	intro, rows, dups := readCoverage(t)
	if *updateCoverage {
		if err := os.WriteFile(coverageFile, []byte(renderCoverage(intro, clauses, rows, citedBy)), 0o644); err != nil {
			t.Fatal(err)
		}
		intro, rows, dups = readCoverage(t)
	}

	var missing, unlisted []string
	for _, c := range clauses {
		row, listed := rows[c]
		if !listed {
			unlisted = append(unlisted, c)
		}
		if len(citedBy[c]) == 0 {
			if !listed || row.note == "" {
				missing = append(missing, c)
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d clause(s) neither cited in a test's comment nor explained in %s:\n  %s",
			len(missing), coverageFile, strings.Join(missing, "\n  "))
	}
	if len(unlisted) > 0 {
		t.Errorf("%s has no row for %d clause(s) (run go test ./tests/conformance -run TestRuleCoverage -update-coverage, then add notes): %s",
			coverageFile, len(unlisted), strings.Join(unlisted, " "))
	}
	if len(dups) > 0 {
		t.Errorf("%s lists these clauses more than once: %s", coverageFile, strings.Join(dups, " "))
	}

	// The table agrees with the tests.
	for _, c := range clauses {
		row := rows[c]
		for _, name := range row.tests {
			if _, ok := byTest[name]; !ok {
				t.Errorf("%s: clause %s names %s, which is not a test here", coverageFile, c, name)
			} else if !slices.Contains(citedBy[c], name) {
				t.Errorf("%s: clause %s names %s, which does not cite it", coverageFile, c, name)
			}
		}
		for _, name := range citedBy[c] {
			if !slices.Contains(row.tests, name) {
				t.Errorf("%s: clause %s is cited by %s, missing from its test column (run with -update-coverage)", coverageFile, c, name)
			}
		}
	}
	var clauseRows []string
	for c := range rows {
		clauseRows = append(clauseRows, c)
	}
	sort.Strings(clauseRows)
	for _, c := range clauseRows {
		if !exists[c] || chapterOf(c) < 0 {
			t.Errorf("%s has a row for %s, which is not a clause of the covered chapters", coverageFile, c)
		}
	}

	// Every number cited in a comment is a clause of ver. 3.6 (catches typos).
	var refs []string
	for r := range anywhere {
		refs = append(refs, r)
	}
	sort.Strings(refs)
	for _, r := range refs {
		if !exists[r] {
			t.Errorf("%s cites %s, which is not a clause of ver. 3.6", anywhere[r][0], r)
		}
	}
}
