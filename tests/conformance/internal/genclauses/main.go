// Command genclauses writes tests/conformance/testdata/clauses-v3.6.txt, the list of
// clause numbers the conformance coverage check reads, from the text of the
// Comprehensive Rules ver. 3.6. The rules are not part of the repository; run it from
// the repository root with them beside it (the default path) or give their path:
//
//	go run ./tests/conformance/internal/genclauses [-rules FILE]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/dcg-engine/dcg/tests/conformance/internal/clauses"
)

const (
	defaultRules = "../shared/rules/comprehensive-rules-zh-v3.6.txt"
	out          = "tests/conformance/testdata/clauses-v3.6.txt"
)

func main() {
	rules := flag.String("rules", defaultRules, "the rules text `FILE` (ver. 3.6, Chinese)")
	flag.Parse()
	if err := run(*rules); err != nil {
		fmt.Fprintln(os.Stderr, "genclauses:", err)
		os.Exit(1)
	}
}

func run(rules string) error {
	if _, err := os.Stat(filepath.Dir(out)); err != nil {
		return fmt.Errorf("run me from the repository root (no %s here)", filepath.Dir(out))
	}
	text, err := os.ReadFile(rules)
	if err != nil {
		return fmt.Errorf("%w (give the rules text with -rules FILE)", err)
	}
	cs := clauses.FromRules(string(text))
	if len(cs) < 1000 {
		return fmt.Errorf("read only %d clauses from %s; is it the ver. 3.6 text?", len(cs), rules)
	}
	data := clauses.Format(filepath.Base(rules), cs)
	if _, err := clauses.Parse(data); err != nil {
		return fmt.Errorf("the list made from %s does not read back: %w", rules, err)
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d clauses\n", out, len(cs))
	return nil
}
