// Command draftcheck measures the drafts of scripting/draft on sets already scripted by
// hand: the share of clauses a draft maps (not TODO), the share of cards whose draft
// is complete (no TODO) and lints clean (scripting/lint: no finding, no printed effect
// left unplayed), and the share of cards with card tests (tests/cards/<SET>/<NUMBER>_test.go)
// whose draft, swapped in for the hand-written script, passes those tests. Run it from
// the repository root:
//
//	go run ./tests/internal/draftcheck -sets ST1,ST2,ST3,BT1
//
// The swap happens in a temporary copy of the repository: the committed scripts are
// never touched. A draft with a TODO is not run (it plays less than the card prints)
// and counts as failing.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/draft"
	"github.com/dcg-engine/dcg/scripting/lint"
)

func main() {
	root := flag.String("root", ".", "repository root")
	sets := flag.String("sets", "ST1,ST2,ST3,BT1", "comma-separated set codes")
	runTests := flag.Bool("tests", true, "run each complete draft against its card's tests")
	verbose := flag.Bool("v", false, "list every card")
	flag.Parse()
	if err := run(*root, strings.Split(*sets, ","), *runTests, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "draftcheck:", err)
		os.Exit(1)
	}
}

// tally is the three figures' counts.
type tally struct {
	cards, clauses, mapped, clean int
	tested, passed                int // cards with card tests, and those whose draft passes them
}

func run(root string, sets []string, runTests, verbose bool) error {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		return err
	}
	var copyRoot string
	if runTests {
		if copyRoot, err = os.MkdirTemp("", "draftcheck"); err != nil {
			return err
		}
		defer os.RemoveAll(copyRoot)
		if err := copyTree(root, copyRoot); err != nil {
			return err
		}
	}
	var all tally
	for _, set := range sets {
		list, err := pool.SetCards(set)
		if err != nil {
			return err
		}
		var t tally
		for _, c := range list {
			d := draft.Card(c)
			if d.Clauses == 0 {
				continue
			}
			t.cards++
			t.clauses += d.Clauses
			t.mapped += d.Mapped
			rep := lint.Script(c.Number+".lua", []byte(d.Source), c)
			clean := d.Complete() && rep.Parsed && len(rep.Findings) == 0 && len(rep.Unplayed) == 0
			if clean {
				t.clean++
			}
			tests := testNames(filepath.Join(root, "tests", "cards", set, c.Number+"_test.go"))
			verdict := "no tests"
			if len(tests) > 0 {
				t.tested++
				verdict = "not run (incomplete)"
				if clean {
					verdict = "not run"
				}
				if clean && runTests {
					verdict = "FAIL"
					if swapAndTest(copyRoot, set, c.Number, d.Source, tests) {
						t.passed++
						verdict = "pass"
					}
				}
			}
			if verbose {
				fmt.Printf("%-8s %2d/%2d clauses  lint-clean=%-5v  tests: %s\n", c.Number, d.Mapped, d.Clauses, clean, verdict)
			}
		}
		report(set, t)
		all.add(t)
	}
	report("all", all)
	return nil
}

func (t *tally) add(o tally) {
	t.cards += o.cards
	t.clauses += o.clauses
	t.mapped += o.mapped
	t.clean += o.clean
	t.tested += o.tested
	t.passed += o.passed
}

func report(name string, t tally) {
	fmt.Printf("%s: %d cards with text; clauses mapped %d/%d (%.1f%%); complete and lint-clean %d/%d (%.1f%%); pass their card tests %d/%d (%.1f%%)\n",
		name, t.cards, t.mapped, t.clauses, pct(t.mapped, t.clauses), t.clean, t.cards, pct(t.clean, t.cards),
		t.passed, t.tested, pct(t.passed, t.tested))
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

var testFunc = regexp.MustCompile(`(?m)^func (Test\w+)\(t \*testing\.T\)`)

// testNames lists the test functions of a card's test file.
func testNames(file string) []string {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range testFunc.FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	return out
}

// swapAndTest writes the draft in place of the card's script in the copy, runs the
// card's tests there and puts the script back.
func swapAndTest(copyRoot, set, number, src string, tests []string) bool {
	file := filepath.Join(copyRoot, "cards", set, number+".lua")
	old, err := os.ReadFile(file)
	had := err == nil
	defer func() {
		if had {
			os.WriteFile(file, old, 0o644)
		} else {
			os.Remove(file)
		}
	}()
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		return false
	}
	cmd := exec.Command("go", "test", "./tests/cards/"+set+"/", "-count=1", "-run", "^("+strings.Join(tests, "|")+")$")
	cmd.Dir = copyRoot
	out, err := cmd.CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: draft fails its tests:\n%s\n", number, lastLines(string(out), 12))
	}
	return err == nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// copyTree copies the repository without .git.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if e.IsDir() && e.Name() == ".git" {
			return filepath.SkipDir
		}
		dst := filepath.Join(to, rel)
		if e.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		if !e.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
}
