// Command genrulings writes cards/rulings.txt, the index of the official rulings per
// card by Q number, from the rulings dump (shared/carddata/rulings.json) when it is
// there. Nothing reads the dump at run time or in a test: the index is checked in.
// Run it from the repository root:
//
//	go run ./core/cardpool/internal/genrulings
//	go run ./core/cardpool/internal/genrulings -from ~/rulings.json
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/dcg-engine/dcg/core/cardpool"
)

func main() {
	root := flag.String("root", ".", "repository root")
	from := flag.String("from", "", "the rulings dump (default ../shared/carddata/rulings.json from the root)")
	flag.Parse()
	if *from == "" {
		*from = filepath.Join(*root, "..", "shared", "carddata", "rulings.json")
	}
	if err := run(*root, *from); err != nil {
		fmt.Fprintln(os.Stderr, "genrulings:", err)
		os.Exit(1)
	}
}

func run(root, from string) error {
	data, err := os.ReadFile(from)
	if errors.Is(err, os.ErrNotExist) {
		fmt.Fprintf(os.Stderr, "genrulings: no rulings dump at %s: %s left as it is\n", from, cardpool.RulingsFile)
		return nil
	}
	if err != nil {
		return err
	}
	r, err := cardpool.RulingsFromJSON(data)
	if err != nil {
		return fmt.Errorf("%s: %w", from, err)
	}
	out := filepath.Join(root, "cards", cardpool.RulingsFile)
	if err := os.WriteFile(out, r.Format(), 0o644); err != nil {
		return err
	}
	n := 0
	for _, qs := range r {
		n += len(qs)
	}
	fmt.Printf("%s: %d rulings of %d cards\n", out, n, len(r))
	return nil
}
