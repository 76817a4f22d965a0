// Command gentable rewrites the per-set status table in cards/README.md from the card
// pool and the per-card tests. Run it from the repository root:
//
//	go run ./core/cardpool/internal/gentable          # rewrite the table
//	go run ./core/cardpool/internal/gentable -check   # fail if it is out of date
//
// The cardpool tests run the same check, so a stale table fails `go test`.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/dcg-engine/dcg/core/cardpool"
)

func main() {
	root := flag.String("root", ".", "repository root")
	check := flag.Bool("check", false, "only check that the table is current")
	flag.Parse()
	if err := run(*root, *check); err != nil {
		fmt.Fprintln(os.Stderr, "gentable:", err)
		os.Exit(1)
	}
}

func run(root string, check bool) error {
	pool, err := cardpool.OpenNamed(os.DirFS(filepath.Join(root, "cards")), "cards")
	if err != nil {
		return err
	}
	// A card whose text is keywords with scripts is scripted, as `dcg cards list` says.
	pool.SetKeywords(cardpool.KeywordScripts(os.DirFS(filepath.Join(root, "keywords"))))
	tested, err := cardpool.TestedIn(os.DirFS(filepath.Join(root, "tests", "cards")))
	if err != nil {
		return err
	}
	rows, err := pool.Summary(tested)
	if err != nil {
		return err
	}
	path := filepath.Join(root, "cards", "README.md")
	old, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	updated, err := cardpool.ReplaceTable(string(old), cardpool.StatusTable(rows))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if updated == string(old) {
		return nil
	}
	if check {
		return fmt.Errorf("%s: status table is out of date; run go run ./core/cardpool/internal/gentable", path)
	}
	return os.WriteFile(path, []byte(updated), 0o644)
}
