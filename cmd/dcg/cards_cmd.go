package main

import "github.com/spf13/cobra"

// newCardsCmd is a placeholder; the card pool commands replace it.
func newCardsCmd() *cobra.Command { return &cobra.Command{Use: "cards", Short: "Browse and import the card pool"} }
