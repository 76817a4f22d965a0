package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
)

// cardLayers holds the root command's flags on cards and their scripts: --cards,
// --override, --script-time and --script-memory. Each root command has its own (no
// package-level state), handed to the commands that read cards.
type cardLayers struct {
	dirs     []string
	override bool
	// limits are what one game's scripts may use (scripting.Limits).
	scriptTime   time.Duration
	scriptMemory int64
}

// addCardLayerFlags adds --cards, --override and the scripts' limits to the root
// command, for every command that reads cards.
func addCardLayerFlags(root *cobra.Command, layers *cardLayers) {
	f := root.PersistentFlags()
	f.StringArrayVar(&layers.dirs, "cards", nil,
		"also load the sets in `DIR` (DIR/<SET>/<SET>.yaml and <NUMBER>.lua files) on top of the built-in cards; repeat for more folders, later ones on top")
	f.BoolVar(&layers.override, "override", false,
		"let a --cards folder redefine a card number of the cards below it, script included (default: an error)")
	f.DurationVar(&layers.scriptTime, "script-time", scripting.DefaultLimits.Time,
		"how long one call into a card script may run (`DURATION`: 250ms, 2s); over it, the game ends in a script error")
	f.Int64Var(&layers.scriptMemory, "script-memory", scripting.DefaultLimits.Memory>>20,
		"how much memory one game's card scripts may use, in `MB`; over it, the game ends in a script error")
}

// maxScriptTime and maxScriptMemory bound the limits a command line may ask for.
const (
	maxScriptTime   = time.Minute
	maxScriptMemory = 4 << 10 // MB
)

// limits are the scripts' limits the flags ask for.
func (l *cardLayers) limits() (scripting.Limits, error) {
	if l.scriptTime <= 0 || l.scriptTime > maxScriptTime {
		return scripting.Limits{}, badInput("--script-time %v: want more than 0 and at most %v", l.scriptTime, maxScriptTime)
	}
	if l.scriptMemory < 1 || l.scriptMemory > maxScriptMemory {
		return scripting.Limits{}, badInput("--script-memory %d: want 1 to %d (MB)", l.scriptMemory, maxScriptMemory)
	}
	return scripting.Limits{Time: l.scriptTime, Memory: l.scriptMemory << 20}, nil
}

// openPool opens the card pool of the commands: the built-in one with the --cards
// folders layered on top. Built-in sets are parsed lazily, on first use; the --cards
// folders at once (their mistakes are input errors).
func openPool(layers *cardLayers) (*cardpool.Stack, error) {
	base, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		return nil, err
	}
	return openStack(base, layers)
}

// openStack layers the sets of dirs on base, with --override, and makes every
// problem an input error.
func openStack(base *cardpool.Pool, layers *cardLayers) (*cardpool.Stack, error) {
	extra, err := openCardDirs("--cards", layers.dirs)
	if err != nil {
		return nil, err
	}
	s, problems := cardpool.NewStack(base, layers.override, extra...)
	ks, kwProblems := scripting.LoadKeywords(keywords.FS, s.KeywordFolders(), layers.override)
	if problems = append(problems, kwProblems...); len(problems) > 0 {
		return nil, stackError(problems, layers.override)
	}
	s.SetKeywords(ks.Has)
	return s, nil
}

// openCardDirs opens each folder of sets.
func openCardDirs(flag string, dirs []string) ([]*cardpool.Pool, error) {
	var out []*cardpool.Pool
	for _, dir := range dirs {
		p, err := openCardDir(flag, dir)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// stackError says every problem of the layered folders, one a line, as an input error.
func stackError(problems []error, override bool) error {
	lines := make([]string, 0, len(problems)+1)
	clash := false
	for _, p := range problems {
		var ce *cardpool.ClashError
		var ke *scripting.KeywordClashError
		clash = clash || errors.As(p, &ce) || errors.As(p, &ke)
		var se *scripting.ScriptError
		if errors.As(p, &se) && se.File != "" && se.Card == "" { // a keyword script: FILE:LINE: message
			at := se.File
			if se.Line > 0 {
				at += ":" + strconv.Itoa(se.Line)
			}
			lines = append(lines, at+": "+se.Msg)
			continue
		}
		lines = append(lines, p.Error())
	}
	if clash && !override {
		lines = append(lines, "(a card number or keyword may be defined once; give --override to let the later folder's replace the earlier one)")
	}
	return badInput("%s", strings.Join(lines, "\n"))
}

// openCardDir opens a folder of sets laid out like cards/. A folder that does not
// exist or holds no set folder is an input error.
func openCardDir(flag, dir string) (*cardpool.Pool, error) {
	info, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, badInput("%s %s: no such folder", flag, dir)
	}
	if err != nil {
		return nil, badInput("%s %s: %v", flag, dir, err)
	}
	if !info.IsDir() {
		return nil, badInput("%s %s: not a folder (want a folder of sets: DIR/<SET>/<SET>.yaml)", flag, dir)
	}
	name := filepath.ToSlash(filepath.Clean(dir))
	p, err := cardpool.OpenNamed(os.DirFS(dir), name)
	if err != nil {
		return nil, badInput("%s %s: %v", flag, dir, err)
	}
	if len(p.Sets()) == 0 {
		base := filepath.Base(filepath.Clean(dir))
		if _, err := os.Stat(filepath.Join(dir, base+".yaml")); err == nil {
			return nil, badInput("%s %s: this is a set folder; give the folder that holds it (%s)", flag, dir, filepath.Dir(filepath.Clean(dir)))
		}
		return nil, badInput("%s %s: no set in it (want DIR/<SET>/<SET>.yaml, set folders named in upper case)", flag, dir)
	}
	return p, nil
}

// sameFolder reports whether two paths name the same folder (however they are
// spelt: ./mods/, mods, a link to it).
func sameFolder(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	ia, errA := os.Stat(a)
	ib, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(ia, ib)
}

// stackScripts is the scripts of a layered pool, as the scripting library reads them.
type stackScripts struct{ s *cardpool.Stack }

func (s stackScripts) Script(number string) (string, []byte, bool) { return s.s.ScriptFile(number) }

// keywordsFor is the keyword scripts of a layered pool: the built-in ones and the
// custom keywords of its folders (DIR/keywords/). openStack has reported their
// problems; what loaded is here.
func keywordsFor(pool *cardpool.Stack) *scripting.KeywordSet {
	ks, _ := scripting.LoadKeywords(keywords.FS, pool.KeywordFolders(), pool.Override())
	return ks
}

// libraryFor makes the script library of a layered pool, with its keywords, under
// the scripts' limits.
func libraryFor(pool *cardpool.Stack, limits scripting.Limits) *scripting.Library {
	lib := scripting.NewLibraryOf(stackScripts{pool}, keywordsFor(pool))
	lib.Limits = limits
	return lib
}

// effectsFor makes the per-worker effect hosts of a pool's scripts.
func effectsFor(pool *cardpool.Stack, limits scripting.Limits) func() (core.EffectSource, func()) {
	return hostsOf(libraryFor(pool, limits))
}

// hostsOf makes the per-worker effect hosts of a library: each its own Lua state, all
// running the library's compiled scripts.
func hostsOf(lib *scripting.Library) func() (core.EffectSource, func()) {
	return func() (core.EffectSource, func()) {
		h := lib.NewHost()
		return h, h.Close
	}
}

// loadDeck loads a built-in deck by name or a deck file, and validates it for casual
// play (1-4-1). Problems with the deck are input errors.
func loadDeck(nameOrPath string, pool core.CardLookup) (*deck.Deck, error) {
	d, err := deck.Load(cards.FS, nameOrPath, pool)
	if err != nil {
		return nil, inputError{err}
	}
	if err := d.Validate(nil); err != nil {
		return nil, inputError{err}
	}
	return d, nil
}
