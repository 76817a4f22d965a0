package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The exit codes (main.go): 0 ok, 1 a game or script error or a replay that does not
// reproduce, 2 bad input. Every command is run here with a flag it does not have, and
// every command that reads a file with a file that does not exist and with one that is
// malformed: each exits 2 with a message naming the flag or the file.

// fileInput is how a command takes the file it reads, and what kind of file it is.
type fileInput struct {
	kind string // deck, log, scenario, sets (a folder of sets), cards.json, coverage (a table)
	args func(file string) []string
}

// fileInputs lists every runnable command by path; nil for one that reads no file. A
// new command must be added here (the test fails until it is).
func fileInputs(tmp string) map[string]*fileInput {
	in := func(kind string, args func(string) []string) *fileInput { return &fileInput{kind, args} }
	return map[string]*fileInput{
		"dcg match":                 {"deck", func(f string) []string { return []string{"match", "--p1", f} }},
		"dcg league":                in("deck", func(f string) []string { return []string{"league", "st1", f} }),
		"dcg play":                  in("deck", func(f string) []string { return []string{"play", "--deck", f, "--no-save"} }),
		"dcg stats":                 in("log", func(f string) []string { return []string{"stats", f} }),
		"dcg replay":                in("log", func(f string) []string { return []string{"replay", f, "--verify"} }),
		"dcg deck validate":         in("deck", func(f string) []string { return []string{"deck", "validate", f} }),
		"dcg deck convert":          in("deck", func(f string) []string { return []string{"deck", "convert", f, "--to", "text"} }),
		"dcg deck list":             in("sets", func(f string) []string { return []string{"--cards", f, "deck", "list"} }),
		"dcg scenario run":          in("scenario", func(f string) []string { return []string{"scenario", "run", f} }),
		"dcg scenario watch":        in("scenario", func(f string) []string { return []string{"scenario", "watch", "--once", f} }),
		"dcg cards coverage":        in("coverage", func(f string) []string { return []string{"cards", "coverage", f} }),
		"dcg cards list":            in("sets", func(f string) []string { return []string{"cards", "list", "--pool", f} }),
		"dcg cards show":            in("sets", func(f string) []string { return []string{"cards", "show", "ST1-01", "--pool", f} }),
		"dcg cards lint":            in("sets", func(f string) []string { return []string{"cards", "lint", f} }),
		"dcg cards vocabulary":      in("sets", func(f string) []string { return []string{"cards", "vocabulary", "--pool", f} }),
		"dcg cards draft":           in("sets", func(f string) []string { return []string{"cards", "draft", "ST1-01", "--pool", f} }),
		"dcg cards import":          in("cards.json", func(f string) []string { return []string{"cards", "import", "--from", f, "--out", tmp} }),
		"dcg serve":                 in("sets", func(f string) []string { return []string{"--cards", f, "serve", "--stdio"} }),
		"dcg completion bash":       nil,
		"dcg completion fish":       nil,
		"dcg completion powershell": nil,
		"dcg completion zsh":        nil,
	}
}

// malformed writes a file of the kind that cannot be read, and returns its path and
// the path its error names.
func malformed(t *testing.T, kind string) (file, named string) {
	t.Helper()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	switch kind {
	case "deck":
		f := write("bad.deck", "4 Agumon ST1-03\nfour Gabumon\n")
		return f, f + ":2"
	case "log":
		f := write("bad.jsonl", "{\"type\":\"game\",\"game\":0}\n{not json\n")
		return f, f + ":2"
	case "scenario":
		f := write("bad.yaml", "name: x\nboard: [\n")
		return f, f
	case "sets":
		named = write("BAD1/BAD1.yaml", "set: BAD1\ncards:\n  - number: BAD1-001\n    colour: [Red]\n")
		return dir, filepath.ToSlash(named) + ":4"
	case "coverage":
		f := write("cov.md", "# Effect coverage: 3 games\n\n"+
			"| card | name | part | effect | timing | offered | activated | resolved | changed |\n| BT1-010 | Agumon |\n")
		return f, f + ":4"
	case "cards.json":
		f := write("cards.json", "[{\"cardnumber\": ")
		return f, f
	}
	t.Fatalf("no malformed %s", kind)
	return "", ""
}

// runnable lists the paths of every runnable command, and of every group.
func commandTree(c *cobra.Command) (runnable, groups []string) {
	if c.Name() == "help" || strings.HasPrefix(c.Name(), "__") {
		return nil, nil
	}
	if c.HasSubCommands() {
		groups = append(groups, c.CommandPath())
	} else if c.Runnable() {
		runnable = append(runnable, c.CommandPath())
	}
	for _, sub := range c.Commands() {
		r, g := commandTree(sub)
		runnable, groups = append(runnable, r...), append(groups, g...)
	}
	return runnable, groups
}

func TestExitCodesOfBadInput(t *testing.T) {
	inputs := fileInputs(t.TempDir())
	runnable, groups := commandTree(newRootCmd())
	sort.Strings(runnable)
	require.Contains(t, runnable, "dcg match")
	require.Contains(t, groups, "dcg cards")

	run := func(t *testing.T, args ...string) (string, int) {
		t.Helper()
		out, errOut, err := runDCGIO(t, strings.NewReader(""), args...)
		msg := out + errOut
		if err != nil {
			msg += "\n" + err.Error()
		}
		return msg, exitCode(err)
	}
	for _, path := range runnable {
		words := strings.Fields(path)[1:]
		t.Run(strings.Join(words, "_"), func(t *testing.T) {
			in, listed := inputs[path]
			require.True(t, listed, "%s is not in fileInputs: say how it takes its file (or nil)", path)

			msg, code := run(t, append(append([]string(nil), words...), "--no-such-flag")...)
			assert.Equal(t, exitBadInput, code, msg)
			assert.Contains(t, msg, "--no-such-flag")
			if in == nil {
				return
			}

			missing := filepath.Join(t.TempDir(), "missing")
			msg, code = run(t, in.args(missing)...)
			assert.Equal(t, exitBadInput, code, "a missing %s: %s", in.kind, msg)
			assert.Contains(t, msg, missing, "the message names the missing file")

			file, named := malformed(t, in.kind)
			msg, code = run(t, in.args(file)...)
			assert.Equal(t, exitBadInput, code, "a malformed %s: %s", in.kind, msg)
			assert.Contains(t, msg, named, "the message names the malformed file")
		})
	}
	for path := range inputs {
		assert.Contains(t, runnable, path, "fileInputs lists %s, which is not a command", path)
	}

	// An unknown command, at the top and in every group, and extra arguments.
	for _, g := range groups {
		args := append(strings.Fields(g)[1:], "no-such-command")
		msg, code := run(t, args...)
		assert.Equal(t, exitBadInput, code, "%v: %s", args, msg)
		assert.Contains(t, msg, `unknown command "no-such-command" for "`+g+`"`)
	}
	for _, args := range [][]string{{"match", "extra"}, {"play", "extra"}, {"replay"}, {"stats"}, {"cards", "show"}, {"help", "no-such-command"}} {
		msg, code := run(t, args...)
		assert.Equal(t, exitBadInput, code, "%v: %s", args, msg)
	}
	msg, code := run(t, "cards", "lsit")
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, msg, "did you mean")

	// Help is not an error.
	for _, args := range [][]string{{}, {"cards"}, {"help", "cards", "list"}, {"match", "--help"}} {
		msg, code := run(t, args...)
		assert.Equal(t, exitOK, code, "%v: %s", args, msg)
	}
}
