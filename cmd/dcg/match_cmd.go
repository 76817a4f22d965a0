package main

import "github.com/spf13/cobra"

func newMatchCmd() *cobra.Command { return &cobra.Command{Use: "match", Short: "Play matches between two decks"} }
