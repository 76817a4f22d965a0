// Command restrictgen converts the official ban and restriction list, as dumped in
// restrictions.json (an "events" history of {cardId, name, status, count,
// effectiveDate, action}), into the dated YAML history the deck package reads
// (cards/restrictions.yaml):
//
//	go run ./core/deck/internal/restrictgen restrictions.json > cards/restrictions.yaml
//
// It is a maintainer's tool: the YAML file is the data the project ships, and is what
// gets edited (or regenerated) when the list changes.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: restrictgen restrictions.json > restrictions.yaml")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err == nil {
		data, err = Convert(data)
	}
	if err == nil {
		_, err = os.Stdout.Write(data)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "restrictgen:", err)
		os.Exit(1)
	}
}
