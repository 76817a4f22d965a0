package main

import (
	"fmt"
	"github.com/dcg-engine/dcg/core/input"
	"io"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/scripting/scenario"
)

func newScenarioCmd(layers *cardLayers) *cobra.Command {
	c := &cobra.Command{
		Use:   "scenario",
		Short: "Run scenario files: exact board-state tests",
		Long: `A scenario is a YAML file with a board position, steps (actions and answers to
prompts) and expectations. See tests/scenarios/README.md for the format.`,
	}
	var verbose bool
	var coverFile string
	run := &cobra.Command{
		Use:   "run FILE|DIR...",
		Short: "Run scenario files and report what failed",
		Long: `Run scenario files (a folder: every *.yaml in it, recursively). Prints each failure
with the expectation, the actual value and the last events before it, then
"N passed, M failed". The exit code is 1 when a scenario fails, 2 when a file cannot
be read.

--coverage FILE counts, per card and per effect, how often the scenarios offered,
activated and resolved it, and writes the table to FILE (.md or .json); 'dcg cards
coverage FILE --never' lists the effects of the scenarios' cards none of them fired.`,
		Example: `  dcg scenario run tests/scenarios
  dcg scenario run my-card.yaml -v
  dcg scenario run tests/scenarios --coverage cov.md
  dcg --cards ./my-sets scenario run ./my-sets/tests`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := scenario.Files(args...)
			if err != nil {
				return badInput("%v", err)
			}
			if len(files) == 0 {
				return badInput("no scenario files (*.yaml) in %v", args)
			}
			cover, err := coverageFlag(coverFile)
			if err != nil {
				return err
			}
			pool, err := openPool(layers)
			if err != nil {
				return err
			}
			limits, err := layers.limits()
			if err != nil {
				return err
			}
			env := &scenario.Env{Cards: pool, Scripts: stackScripts{pool}, Keywords: keywordsFor(pool), Limits: limits}
			if cover != nil {
				env.Instrument = cover.Instrument
			}
			err = runScenarios(cmd.OutOrStdout(), env, files, verbose)
			if cover != nil {
				if werr := writeCoverage(cmd.OutOrStdout(), coverFile, cover, pool); werr != nil {
					return werr
				}
			}
			return err
		},
	}
	run.Flags().BoolVarP(&verbose, "verbose", "v", false, "also list the scenarios that passed")
	run.Flags().StringVar(&coverFile, "coverage", "", "count how often each card effect was offered, activated and resolved; write the table to `FILE` (.md or .json)")
	c.AddCommand(run, newScenarioWatchCmd(layers))
	return c
}

// scenarioFailure is the error of a run with failed scenarios (exit code 1).
type scenarioFailure struct{ failed, total int }

func (e scenarioFailure) Error() string {
	return fmt.Sprintf("%d of %d scenarios failed", e.failed, e.total)
}

// runScenarios runs the files, each to its end. A file that cannot be read or parsed
// is bad input (exit code 2), before any failed scenario (1).
func runScenarios(out io.Writer, env *scenario.Env, files []string, verbose bool) error {
	passed, failed, unreadable := 0, 0, 0
	for _, f := range files {
		res, readable := runScenarioFile(env, f)
		if !readable {
			unreadable++
		}
		if res.Passed() {
			passed++
			if verbose {
				fmt.Fprintf(out, "ok    %s %s\n", f, res.Name)
			}
			continue
		}
		failed++
		fmt.Fprintf(out, "FAIL  %s %s\n", f, res.Name)
		for _, fl := range res.Failures {
			fmt.Fprintf(out, "  %s\n", indent(fl.String()))
		}
	}
	fmt.Fprintf(out, "%d passed, %d failed\n", passed, failed)
	if unreadable > 0 {
		return badInput("%d of %d scenario %s cannot be read (see above)", unreadable, len(files), plural(unreadable, "file", "files"))
	}
	if failed > 0 {
		return scenarioFailure{failed, passed + failed}
	}
	return nil
}

// runScenarioFile reads, parses and runs one file; readable is false when it cannot
// be read or parsed (the result then says why, as a failure).
func runScenarioFile(env *scenario.Env, file string) (res *scenario.Result, readable bool) {
	data, err := input.ReadFile(file, input.ScenarioLimit)
	if err == nil {
		_, err = scenario.Parse(file, data)
	}
	if err != nil {
		return scenario.RunFile(env, file), false // it reports the problem with its line
	}
	return scenario.RunFile(env, file), true
}

func indent(s string) string {
	out := ""
	for i, line := range splitLines(s) {
		if i > 0 {
			out += "\n  "
		}
		out += line
	}
	return out
}

func splitLines(s string) []string {
	var lines []string
	start := 0
	for i, c := range s {
		if c == '\n' {
			lines = append(lines, s[start:i])
			start = i + 1
		}
	}
	return append(lines, s[start:])
}
