package main

import (
	"sort"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
)

// Shell completion: cobra's built-in 'dcg completion bash|zsh|fish|powershell' writes
// the script; these teach it the values of our flags.

// completeDecks completes deck flags with the built-in deck names, and files.
func completeDecks(c *cobra.Command, flags ...string) {
	for _, name := range flags {
		_ = c.RegisterFlagCompletionFunc(name, func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			names, _ := deck.BuiltinNames(cards.FS)
			return names, cobra.ShellCompDirectiveDefault // and file names
		})
	}
}

// completeAgents completes agent flags with the agents' names.
func completeAgents(c *cobra.Command, flags ...string) {
	for _, name := range flags {
		_ = c.RegisterFlagCompletionFunc(name, func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			var names []string
			for n := range match.Agents() {
				names = append(names, n)
			}
			sort.Strings(names)
			return names, cobra.ShellCompDirectiveNoFileComp
		})
	}
}

// completeValues completes a flag with fixed values.
func completeValues(c *cobra.Command, flag string, values ...string) {
	_ = c.RegisterFlagCompletionFunc(flag, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
}
