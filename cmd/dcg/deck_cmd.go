package main

import "github.com/spf13/cobra"

// newDeckCmd is a placeholder; the deck commands replace it.
func newDeckCmd() *cobra.Command { return &cobra.Command{Use: "deck", Short: "Validate and convert decks"} }
