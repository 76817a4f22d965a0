package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/deck"
)

// testDeckEnv reads the project's card data folder and, for the pool, the ST1–ST3
// cards the deck package's tests use, so these tests do not depend on the state of
// the real card pool. "Today" is 2026-11-21.
func testDeckEnv(t *testing.T) deckEnv {
	t.Helper()
	data, err := os.ReadFile("../../core/deck/testdata/cards.yaml")
	require.NoError(t, err)
	var f struct {
		Cards []struct {
			Number, Name string
			Kind         core.Kind
			Copies       int
		}
	}
	require.NoError(t, yaml.Unmarshal(data, &f))
	pool := core.CardMap{}
	for _, c := range f.Cards {
		pool[c.Number] = &core.CardData{Number: c.Number, Name: c.Name, Kind: c.Kind, MaxCopies: c.Copies}
	}
	return deckEnv{
		fsys:  os.DirFS("../../cards"),
		pool:  func() (core.CardLookup, error) { return pool, nil },
		today: func() time.Time { return time.Date(2026, 11, 21, 15, 4, 5, 0, time.Local) },
	}
}

// runDeck runs "dcg deck ARGS..." and returns what it printed and its error.
func runDeck(t *testing.T, env deckEnv, args ...string) (string, error) {
	t.Helper()
	c := newDeckCmdEnv(env)
	var out bytes.Buffer
	c.SetOut(&out)
	c.SetErr(&out)
	c.SetArgs(args)
	err := c.Execute()
	return out.String(), err
}

func isInputError(err error) bool {
	var in inputError
	return errors.As(err, &in)
}

func TestDeckValidate(t *testing.T) {
	env := testDeckEnv(t)
	dir := t.TempDir()
	short := filepath.Join(dir, "short.deck")
	require.NoError(t, os.WriteFile(short, []byte("4 Koromon ST1-01\n4 Agumon ST1-03\nfour ST1-07\n5 Biyomon ST1-02\n"), 0o644))

	tests := []struct {
		name    string
		args    []string
		want    string
		invalid bool // exit code 2
	}{
		{"the starters are legal casually (1-4-1)", []string{"validate", "st1", "st2", "ST3"},
			"st1.txt: ok (50 cards, 4 Digi-Eggs)\nst2.txt: ok (50 cards, 4 Digi-Eggs)\nst3.txt: ok (50 cards, 4 Digi-Eggs)\n", false},
		{"ST2 under today's standard list (ver. 1.0 5-1-2)", []string{"validate", "st2", "--format", "standard"},
			`st2.txt:19: ST2-13 Hammer Spark: 4 copies; restricted to 1 (format "standard" as of 2026-11-21)` + "\n", true},
		{"ST2 as of the day before its restriction", []string{"validate", "st2", "--format", "standard", "--as-of", "2024-08-30"},
			`st2.txt: ok (50 cards, 4 Digi-Eggs; format "standard" as of 2024-08-30)` + "\n", false},
		{"every problem of a file", []string{"validate", short},
			short + `:3: malformed line "four ST1-07": want "COUNT NUMBER" or "COUNT NAME NUMBER"` + "\n" +
				short + ":4: ST1-02: 5 copies; at most 4 allowed (1-4-1-2-2)\n", true},
		{"a deck that is not there", []string{"validate", "st1", "nothing.deck"},
			"st1.txt: ok (50 cards, 4 Digi-Eggs)\n" + `no deck file or built-in deck named "nothing.deck" (built-in decks: ` +
				strings.Join(builtinNames(t), ", ") + ")", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := runDeck(t, env, tt.args...)
			assert.True(t, strings.HasPrefix(out, tt.want), "got:\n%s", out)
			if tt.invalid {
				assert.True(t, isInputError(err), "want exit code 2, got %v", err)
			} else {
				assert.NoError(t, err)
			}
		})
	}
}

func TestDeckValidateBadFlags(t *testing.T) {
	env := testDeckEnv(t)
	for _, args := range [][]string{
		{"validate", "st1", "--format", "modern"},
		{"validate", "st1", "--as-of", "2024-01-01"},
		{"validate", "st1", "--format", "standard", "--as-of", "yesterday"},
		{"convert", "st1"},
		{"convert", "--to", "text"},
		{"validate"},
		{"convert", "st1", "--to", "ydk"},
	} {
		_, err := runDeck(t, env, args...)
		assert.True(t, isInputError(err), "%v: want exit code 2, got %v", args, err)
	}
}

func TestDeckConvert(t *testing.T) {
	env := testDeckEnv(t)
	out, err := runDeck(t, env, "convert", "st1", "--to", "tts")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(out, `["Exported from dcg","ST1-01","ST1-01","ST1-01","ST1-01","ST1-02",`), out)

	// A file written with -o reads back as the same deck, in any format.
	dir := t.TempDir()
	for _, to := range []string{"text", "tts", "digimoncard"} {
		file := filepath.Join(dir, "st3."+to)
		_, err := runDeck(t, env, "convert", "st3", "--to", to, "-o", file)
		require.NoError(t, err)
		out, err := runDeck(t, env, "validate", file)
		require.NoError(t, err, out)
		assert.Equal(t, file+": ok (50 cards, 4 Digi-Eggs)\n", out)
	}

	// An unreadable deck is not converted.
	bad := filepath.Join(dir, "bad.deck")
	require.NoError(t, os.WriteFile(bad, []byte("4 XX9-999\n"), 0o644))
	_, err = runDeck(t, env, "convert", bad, "--to", "text")
	assert.True(t, isInputError(err))
	assert.ErrorContains(t, err, `bad.deck:1: "XX9-999": unknown card number`)
}

func TestDeckList(t *testing.T) {
	out, err := runDeck(t, testDeckEnv(t), "list")
	require.NoError(t, err)
	// One line per built-in deck, in columns (their widths follow the longest entries).
	assert.Regexp(t, `(?m)^st1 +Starter Deck, Gaia Red \[ST-1\] +50 cards, 4 Digi-Eggs$`, out)
	assert.Regexp(t, `(?m)^st3 +Starter Deck, Heaven's Yellow \[ST-3\] +50 cards, 4 Digi-Eggs$`, out)
	assert.Len(t, strings.Split(strings.TrimSuffix(out, "\n"), "\n"), len(builtinNames(t)), out)
}

// builtinNames are the built-in decks in the project's card data folder.
func builtinNames(t *testing.T) []string {
	t.Helper()
	names, err := deck.BuiltinNames(os.DirFS("../../cards"))
	require.NoError(t, err)
	return names
}

// The command as shipped reads the embedded card data. The ban and restriction list
// must be embedded for --format standard to work.
func TestDeckDataIsEmbedded(t *testing.T) {
	names, err := deck.BuiltinNames(cards.FS)
	require.NoError(t, err)
	assert.Subset(t, names, []string{"st1", "st2", "st3"})
	_, err = deck.LoadRestrictions(cards.FS)
	require.NoError(t, err, "cards/embed.go must embed %s", deck.RestrictionsFile)
}
