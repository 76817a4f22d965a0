package deck

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/input"
)

// BuiltinDir is the folder of ready-made decks in the card data file system
// (cards.FS), one "<name>.txt" each.
const BuiltinDir = "decks"

// The built-in decks are read from a file system the caller hands in (cards.FS)
// rather than from the cards package itself: core imports nothing else of the
// project, and tests can use their own decks.

// BuiltinNames lists the built-in decks of fsys by name ("st1", "st2", ...), sorted.
func BuiltinNames(fsys fs.FS) ([]string, error) {
	ents, err := fs.ReadDir(fsys, BuiltinDir)
	if err != nil {
		return nil, fmt.Errorf("built-in decks: %w", err)
	}
	var names []string
	for _, e := range ents {
		if n := e.Name(); !e.IsDir() && strings.HasSuffix(n, ".txt") {
			names = append(names, strings.ToLower(strings.TrimSuffix(n, ".txt")))
		}
	}
	sort.Strings(names)
	return names, nil
}

// Builtin reads the built-in deck called name (case-insensitive) from fsys. Like
// Parse it returns the deck with any rows it could not read as an Errors; it does not
// validate.
func Builtin(fsys fs.FS, name string, lookup core.CardLookup) (*Deck, error) {
	file, err := builtinFile(fsys, name)
	if err != nil {
		return nil, err
	}
	data, err := fs.ReadFile(fsys, path.Join(BuiltinDir, file))
	if err != nil {
		return nil, err
	}
	return Parse(file, data, lookup)
}

// builtinFile finds the file of a built-in deck, or says which names exist.
func builtinFile(fsys fs.FS, name string) (string, error) {
	ents, err := fs.ReadDir(fsys, BuiltinDir)
	if err != nil {
		return "", fmt.Errorf("built-in decks: %w", err)
	}
	for _, e := range ents {
		if n := e.Name(); !e.IsDir() && strings.EqualFold(n, name+".txt") {
			return n, nil
		}
	}
	return "", &NotFoundError{Name: name, Builtins: builtinList(fsys)}
}

// Load reads a deck from a file path or, when no such file exists, the built-in deck
// of that name in fsys. It does not validate.
func Load(fsys fs.FS, nameOrPath string, lookup core.CardLookup) (*Deck, error) {
	data, err := input.ReadFile(nameOrPath, input.DeckLimit)
	switch {
	case err == nil:
		return Parse(nameOrPath, data, lookup)
	case !errors.Is(err, fs.ErrNotExist):
		return nil, err // a file that exists but cannot be read
	}
	d, err := Builtin(fsys, nameOrPath, lookup)
	var nf *NotFoundError
	if errors.As(err, &nf) {
		nf.File = true
	}
	return d, err
}

// NotFoundError says a deck is neither a built-in deck nor (for Load) a file.
type NotFoundError struct {
	Name     string
	File     bool     // a file of that name was looked for too
	Builtins []string // the built-in decks there are
}

func (e *NotFoundError) Error() string {
	what := "no built-in deck"
	if e.File {
		what = "no deck file or built-in deck"
	}
	return fmt.Sprintf("%s named %q (built-in decks: %s)", what, e.Name, strings.Join(e.Builtins, ", "))
}

func builtinList(fsys fs.FS) []string {
	names, _ := BuiltinNames(fsys)
	return names
}
