// Command dcg is the Digimon Card Game rules engine's command line: it plays a game
// against the AI, runs batches of matches between decks and summarizes their logs,
// replays saved games, validates and converts decks, lists the card pool and runs
// scenarios.
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

// Exit codes: 0 ok, 1 a game or script error (or a replay that does not reproduce),
// 2 bad input (exitcodes_test.go runs every command with some).
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

Play against the AI, run batches of games between two decks (and split them across
machines) or over every pairing of several decks, replay and verify saved games,
validate and convert decks, and browse the card pool. For card designers: scenario
files rerun on save (scenario watch), a scenario's board played by hand (play
--position), and which card effects a batch of games fired (match --coverage, cards
coverage).

Every command that reads cards takes --cards DIR: more sets (DIR/<SET>/<SET>.yaml and
their <NUMBER>.lua scripts) loaded at run time on top of the built-in ones; with
--override they may replace built-in cards. 'dcg cards lint' checks such a folder.

Exit codes: 0 ok, 1 a game or script error (or a replay that does not reproduce),
2 bad input (an unknown flag or command, a wrong number of arguments, a missing or
malformed deck or file). Errors go to standard error.

Shell completion: 'dcg completion bash|zsh|fish|powershell --help' says how to
install it; it completes commands, flags, deck names and agents.`,
		Example: `  dcg play --deck st1 --ai-deck st2
  dcg match --p1 st1 --p2 st2 --agent1 greedy --games 1000
  dcg match --p1 st1 --p2 st2 --games 100 --log games.jsonl && dcg stats games.jsonl
  dcg league st1 st2 st3 'bt1-*' --games 2000
  dcg replay games.jsonl --game 3 --step
  dcg deck validate my.deck
  dcg cards show ST1-07
  source <(dcg completion bash)`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	layers := &cardLayers{}
	addCardLayerFlags(root, layers)
	root.AddCommand(newMatchCmd(layers), newLeagueCmd(layers), newStatsCmd(), newPlayCmd(layers), newReplayCmd(layers),
		newCardsCmd(layers), newDeckCmd(layers), newScenarioCmd(layers), newServeCmd(layers))
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return inputError{err} })
	root.InitDefaultHelpCmd()
	// Cobra makes the completion command on Execute; made now, its mistakes are input
	// errors too. It keeps the writer it is made with: make it with one that writes
	// wherever the root writes when it runs (SetOut may come later).
	root.SetOut(rootOut{root})
	root.InitDefaultCompletionCmd()
	root.SetOut(nil)
	mistakesAreInput(root)
	return root
}

// rootOut writes to the root command's output as it is at the time of writing.
type rootOut struct{ root *cobra.Command }

func (w rootOut) Write(p []byte) (int, error) { return w.root.OutOrStdout().Write(p) }

// mistakesAreInput makes every mistake in a command line an input error (exit code
// 2), as a bad flag is: a wrong number of arguments, an unknown command at any level,
// an unknown help topic. (Cobra reports the first two as plain errors, exit code 1,
// or shows a group's help and exits 0; and the last with exit code 0.) A group given
// no command still shows its help.
func mistakesAreInput(c *cobra.Command) {
	for _, sub := range c.Commands() {
		mistakesAreInput(sub)
	}
	switch {
	case c.Name() == "help" && c.HasParent():
		c.Run, c.RunE = nil, helpTopic
	case c.HasSubCommands() && !c.Runnable():
		c.Args = unknownCommand
		c.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
	case c.Args != nil:
		check := c.Args
		c.Args = func(cmd *cobra.Command, args []string) error {
			if err := check(cmd, args); err != nil {
				return inputError{err}
			}
			return nil
		}
	}
}

// unknownCommand refuses any argument to a group of commands.
func unknownCommand(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	if c.SuggestionsMinimumDistance <= 0 {
		c.SuggestionsMinimumDistance = 2 // cobra's own default
	}
	hint := ""
	if s := c.SuggestionsFor(args[0]); len(s) > 0 {
		hint = fmt.Sprintf("; did you mean %s?", strings.Join(s, " or "))
	}
	return badInput("unknown command %q for %q (its commands: %s)%s", args[0], c.CommandPath(), strings.Join(names, ", "), hint)
}

// helpTopic is 'dcg help [command]': the command's help, or an input error for a
// command that does not exist.
func helpTopic(c *cobra.Command, args []string) error {
	cmd, rest, err := c.Root().Find(args)
	if err != nil || len(rest) > 0 {
		return badInput("no help topic %q: no such command (dcg help lists them)", strings.Join(args, " "))
	}
	return cmd.Help()
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
