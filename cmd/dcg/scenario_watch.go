package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/scenario"
)

// dcg scenario watch: the designer's loop. It polls the modification times of the
// scenario files and of the --cards folders' files (no watcher library: a poll every
// half second costs nothing next to running a scenario), and reruns the scenarios a
// change touches.

func newScenarioWatchCmd(layers *cardLayers) *cobra.Command {
	var interval time.Duration
	var once bool
	c := &cobra.Command{
		Use:   "watch FILE|DIR...",
		Short: "Rerun scenarios when their files or the scripts of their cards change",
		Long: `Run the scenario files (a folder: every *.yaml in it, recursively), then watch them
and the card folders given with --cards, and rerun on each save what the change
touches:

  a scenario file      that scenario (a new file too)
  a card script        the scenarios that name the card, DIR/<SET>/<NUMBER>.lua:
                       in their position, their steps or their inline cards
  a set file           the scenarios that name a card of the set, DIR/<SET>/<SET>.yaml
  a keyword script     every scenario, DIR/keywords/<NAME>.lua

Each rerun prints ok or FAIL per scenario (with what failed, as 'scenario run' does)
and "N passed, M failed". A file that does not parse fails like a scenario and the
watch goes on. Ctrl-C stops it.

The built-in cards are compiled into dcg: to work on them in a clone of the
repository, load its cards folder over them:
  dcg --cards ./cards --override scenario watch tests/scenarios

--once runs every scenario once and exits, with the exit code of 'scenario run'.`,
		Example: `  dcg --cards ./my-sets scenario watch ./my-sets/tests
  dcg --cards ./cards --override scenario watch tests/scenarios/ch16/piercing`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if interval <= 0 {
				return badInput("--interval must be more than 0 (e.g. 500ms)")
			}
			w, err := newScenarioWatch(cmd.OutOrStdout(), args, layers)
			if err != nil {
				return err
			}
			if once {
				return w.runOnce()
			}
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			tick := time.NewTicker(interval)
			defer tick.Stop()
			w.loop(ctx, tick.C)
			return nil
		},
	}
	c.Flags().DurationVar(&interval, "interval", 500*time.Millisecond, "how often to look at the files' modification times")
	c.Flags().BoolVar(&once, "once", false, "run every scenario once and exit")
	return c
}

// fileStamp is what tells a file changed: its modification time and size.
type fileStamp struct {
	mod  time.Time
	size int64
}

// scenarioWatch is the state of a watch: the files as last seen, and the cards each
// scenario names.
type scenarioWatch struct {
	out    io.Writer
	paths  []string // the scenario files and folders given
	layers *cardLayers
	env    *scenario.Env
	pool   *cardpool.Stack
	stamps map[string]fileStamp
	named  map[string]namedCards // scenario file → the card numbers it names
	// settled, if set, is called after the first run and after each poll: a test
	// changes files only then.
	settled func()
}

func newScenarioWatch(out io.Writer, paths []string, layers *cardLayers) (*scenarioWatch, error) {
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			return nil, badInput("%v", err)
		}
	}
	w := &scenarioWatch{out: out, paths: paths, layers: layers, named: map[string]namedCards{}}
	if err := w.openPool(); err != nil {
		return nil, err
	}
	return w, nil
}

// openPool (re)reads the card pool and the --cards folders.
func (w *scenarioWatch) openPool() error {
	pool, err := openPool(w.layers)
	if err != nil {
		return err
	}
	w.pool = pool
	w.env = &scenario.Env{Cards: pool, Scripts: stackScripts{pool}, Keywords: keywordsFor(pool)}
	return nil
}

// runOnce runs every scenario, as scenario run does.
func (w *scenarioWatch) runOnce() error {
	files, err := scenario.Files(w.paths...)
	if err != nil {
		return badInput("%v", err)
	}
	if len(files) == 0 {
		return badInput("no scenario files (*.yaml) in %v", w.paths)
	}
	return runScenarios(w.out, w.env, files, false)
}

// loop runs every scenario, then polls at each tick and reruns what changed, until
// ctx is done.
func (w *scenarioWatch) loop(ctx context.Context, tick <-chan time.Time) {
	w.stamps = w.scan()
	_ = w.runOnce() // its failures are printed; the watch goes on
	fmt.Fprintf(w.out, "watching %s (%d files); Ctrl-C stops\n", strings.Join(w.watchedRoots(), ", "), len(w.stamps))
	for {
		if w.settled != nil {
			w.settled()
		}
		select {
		case <-ctx.Done():
			return
		case <-tick:
			w.poll()
		}
	}
}

// watchedRoots are the folders and files a watch looks at, for people.
func (w *scenarioWatch) watchedRoots() []string {
	return append(append([]string(nil), w.paths...), w.layers.dirs...)
}

// scan stamps every watched file: the scenario files, and the scripts and set files
// of the --cards folders.
func (w *scenarioWatch) scan() map[string]fileStamp {
	stamps := map[string]fileStamp{}
	add := func(path string) {
		if info, err := os.Stat(path); err == nil {
			stamps[path] = fileStamp{info.ModTime(), info.Size()}
		}
	}
	scenarios := w.scenarioFiles()
	for _, f := range scenarios {
		add(f)
	}
	for _, dir := range w.layers.dirs {
		_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if path = filepath.Clean(path); err == nil && !d.IsDir() && isCardFile(path) && !slices.Contains(scenarios, path) {
				add(path)
			}
			return nil // a folder that cannot be read is skipped, not fatal
		})
	}
	return stamps
}

// scenarioFiles are the scenario files now, their paths cleaned (the card folders'
// files are named alike, so one file is one name).
func (w *scenarioWatch) scenarioFiles() []string {
	files, _ := scenario.Files(w.paths...)
	for i, f := range files {
		files[i] = filepath.Clean(f)
	}
	return files
}

func isCardFile(path string) bool {
	switch filepath.Ext(path) {
	case ".lua", ".yaml", ".yml":
		return true
	}
	return false
}

// poll looks for changed files (new, saved or deleted) and reruns the scenarios
// they touch.
func (w *scenarioWatch) poll() {
	now := w.scan()
	var changed []string
	for path, st := range now {
		if old, ok := w.stamps[path]; !ok || old != st {
			changed = append(changed, path)
		}
	}
	for path := range w.stamps {
		if _, ok := now[path]; !ok {
			changed = append(changed, path)
		}
	}
	w.stamps = now
	if len(changed) == 0 {
		return
	}
	slices.Sort(changed)
	scenarios := w.scenarioFiles()
	if slices.ContainsFunc(changed, func(p string) bool { return !slices.Contains(scenarios, p) }) {
		if err := w.openPool(); err != nil { // a set file that does not read: say so, keep watching
			fmt.Fprintf(w.out, "\n%s changed: %v\n", strings.Join(changed, ", "), err)
			return
		}
	}
	files := w.touched(changed, scenarios)
	fmt.Fprintf(w.out, "\n%s changed: %d %s to run\n", strings.Join(changed, ", "), len(files), plural(len(files), "scenario", "scenarios"))
	if len(files) > 0 {
		_ = runScenarios(w.out, w.env, files, true)
	}
}

// touched are the scenario files the changed files touch, sorted.
func (w *scenarioWatch) touched(changed, scenarios []string) []string {
	var out []string
	add := func(f string) {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	naming := func(match func(number string) bool) {
		for _, f := range scenarios {
			if slices.ContainsFunc(w.cardsOf(f), match) {
				add(f)
			}
		}
	}
	for _, path := range changed {
		dir, base := filepath.Base(filepath.Dir(path)), filepath.Base(path)
		switch {
		case slices.Contains(scenarios, path):
			add(path) // the scenario itself
		case filepath.Ext(path) != ".lua": // a set file: DIR/<SET>/<SET>.yaml
			if strings.TrimSuffix(base, filepath.Ext(base)) == dir {
				naming(func(n string) bool { return w.inSet(n, dir) })
			}
		case dir == "keywords":
			for _, f := range scenarios {
				add(f) // a keyword may be on any card
			}
		default: // a card script: DIR/<SET>/<NUMBER>.lua
			number := strings.TrimSuffix(base, ".lua")
			naming(func(n string) bool { return n == number })
		}
	}
	slices.Sort(out)
	return out
}

// namedCards are the card numbers a scenario file names, as of its stamp.
type namedCards struct {
	stamp   fileStamp
	numbers []string
}

// cardsOf are the card numbers a scenario file names (none when it does not parse:
// it runs when it changes itself).
func (w *scenarioWatch) cardsOf(file string) []string {
	if n, ok := w.named[file]; ok && n.stamp == w.stamps[file] {
		return n.numbers
	}
	var numbers []string
	if data, err := os.ReadFile(file); err == nil {
		if s, err := scenario.Parse(file, data); err == nil {
			numbers = s.CardNumbers()
		}
	}
	w.named[file] = namedCards{w.stamps[file], numbers}
	return numbers
}

func (w *scenarioWatch) inSet(number, set string) bool {
	d, err := w.pool.Card(number)
	return err == nil && d.Set == set
}
