// Command dcg is the Digimon Card Game rules engine's command line: it plays a game
// against the AI, runs batches of matches between decks and summarizes their logs,
// replays saved games, validates and converts decks, lists the card pool and runs
// scenarios.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// Exit codes: 0 ok, 1 a game or script error, 2 bad input.
const (
	exitOK       = 0
	exitGameErr  = 1
	exitBadInput = 2
)

// inputError marks an error caused by the user's input (a bad flag, deck or file);
// it exits with code 2.
type inputError struct{ err error }

func (e inputError) Error() string { return e.err.Error() }
func (e inputError) Unwrap() error { return e.err }

func badInput(format string, a ...any) error { return inputError{fmt.Errorf(format, a...)} }

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "dcg",
		Short: "A rules engine for the Digimon Card Game",
		Long: `dcg plays the Digimon Card Game by the Comprehensive Rules (ver. 3.6).

Play against the AI, run batches of games between decks (and split them across
machines), replay and verify saved games, validate and convert decks, and browse
the card pool.

Every command that reads cards takes --cards DIR: more sets (DIR/<SET>/<SET>.yaml and
their <NUMBER>.lua scripts) loaded at run time on top of the built-in ones; with
--override they may replace built-in cards. 'dcg cards lint' checks such a folder.

Exit codes: 0 ok, 1 a game or script error (or a replay that does not reproduce),
2 bad input (a bad flag, deck or file). Errors go to standard error.

Shell completion: 'dcg completion bash|zsh|fish|powershell --help' says how to
install it; it completes commands, flags, deck names and agents.`,
		Example: `  dcg play --deck st1 --ai-deck st2
  dcg match --p1 st1 --p2 st2 --agent1 greedy --games 1000
  dcg match --p1 st1 --p2 st2 --games 100 --log games.jsonl && dcg stats games.jsonl
  dcg replay games.jsonl --game 3 --step
  dcg deck validate my.deck
  dcg cards show ST1-07
  source <(dcg completion bash)`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	layers := &cardLayers{}
	addCardLayerFlags(root, layers)
	root.AddCommand(newMatchCmd(layers), newStatsCmd(), newPlayCmd(layers), newReplayCmd(layers),
		newCardsCmd(layers), newDeckCmd(layers), newScenarioCmd(layers))
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return inputError{err} })
	return root
}

func main() {
	err := newRootCmd().Execute()
	if err != nil {
		fmt.Fprintln(os.Stderr, "dcg:", err)
	}
	os.Exit(exitCode(err))
}

// exitCode is the exit code of a command's error.
func exitCode(err error) int {
	var in inputError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &in):
		return exitBadInput
	}
	return exitGameErr
}
