// Command genvocab writes scripting/VOCABULARY.md, the phrase inventory of the
// built-in card pool (package scripting/vocab). Run it from the repository root:
//
//	go run ./scripting/internal/genvocab
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/dcg-engine/dcg/scripting/vocab"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genvocab:", err)
		os.Exit(1)
	}
}

func run() error {
	dir := "scripting"
	if _, err := os.Stat(filepath.Join(dir, "apidoc.go")); err != nil {
		dir = "." // run from inside scripting/
		if _, err := os.Stat("apidoc.go"); err != nil {
			return fmt.Errorf("run me from the repository root (no scripting/apidoc.go here)")
		}
	}
	inv, err := vocab.BuiltIn()
	if err != nil {
		return err
	}
	out := filepath.Join(dir, filepath.Base(vocab.File))
	if err := os.WriteFile(out, []byte(vocab.Markdown(inv)), 0o644); err != nil {
		return err
	}
	cov := inv.Coverage()
	fmt.Printf("wrote %s: %d of %d clauses covered (%.1f%%), %d of %d cards fully covered\n",
		out, cov.Covered, cov.Clauses, vocab.Percent(cov.Covered, cov.Clauses), cov.CardsFull, cov.Cards)
	return nil
}
