// Package coverage counts, over many games, how often each card effect was offered,
// activated and resolved: which printed texts a batch of games (or a set of scenarios)
// exercised, and which it never did.
//
// It watches games from the outside: an event observer sees every activation
// (core.EvActivate, with Game.Resolving giving the effect and the timing it activates
// at) and every change an effect makes while it resolves; a wrapper around each agent
// sees the prompts that offer an effect (a [Main] effect or an Option card among the
// main-phase options, an optional effect's "activate?" question, 15-9-2). A game
// that is not watched pays nothing.
package coverage

import (
	"sync"

	"github.com/dcg-engine/dcg/core"
)

// Key names one effect at one timing: each timing of an effect with several ("[On
// Play] [When Digivolving]") is counted apart.
type Key struct {
	// Card is the number of the card whose text it is, or the keyword for a keyword's
	// own effect ("<Piercing>"): keyword effects are counted by keyword, once for all
	// the cards that have it.
	Card string `json:"card"`
	// Part is where the text is: "effect" (the card's own text), "inherited",
	// "security", "link", "dual" (a DUAL card's Option side) or "keyword".
	Part string `json:"part"`
	// Effect is the effect's label ("[On Play]", "inherited [When Attacking]"); a
	// card's second effect with the same label is "[On Play] #2", in printed order.
	Effect string `json:"effect"`
	// Timing is the timing it activates at ("on_play"), or its kind for an effect
	// without a timing icon ("immediate").
	Timing string `json:"timing"`
}

// Counts are what happened to one effect.
type Counts struct {
	// Offered: how many prompts offered it — a main-phase prompt listing it (or the
	// Option card whose [Main] it is), or the question whether to activate it (an
	// optional effect).
	Offered int `json:"offered"`
	// Activated: how many times it activated (core.EvActivate).
	Activated int `json:"activated"`
	// Resolved: how many of those activations resolved to their end — the others
	// were cut off by an engine or script error (or a halt) while they resolved.
	Resolved int `json:"resolved"`
	// Changed: how many of those activations changed the game while they resolved —
	// at least one event while it (or an effect it activated) resolved. One that
	// found nothing to do did not; nor did one that only marks something for later
	// (<Piercing>'s security check, a delayed effect: that comes later, as its own).
	Changed int `json:"changed"`
}

func (c *Counts) add(o Counts) {
	c.Offered += o.Offered
	c.Activated += o.Activated
	c.Resolved += o.Resolved
	c.Changed += o.Changed
}

// Row is one effect's line of a coverage table.
type Row struct {
	Key
	Name string `json:"name,omitempty"` // the card's name
	Set  string `json:"set,omitempty"`  // the card's set
	// Asks: the effect is ever offered — a [Main] effect or an optional one. A
	// mandatory effect just activates: its Offered is always 0.
	Asks bool `json:"asks"`
	Counts
}

// Recorder gathers the counts of many games, played one after another or at once on
// several goroutines.
type Recorder struct {
	mu    sync.Mutex
	games int
	rows  map[Key]*Row
}

// New makes an empty recorder.
func New() *Recorder { return &Recorder{rows: map[Key]*Row{}} }

// merge adds one game's rows.
func (r *Recorder) merge(rows map[Key]*Row) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.games++
	for k, x := range rows {
		mergeRow(r.rows, k, x)
	}
}

// mergeRow adds x to the row of k in rows.
func mergeRow(rows map[Key]*Row, k Key, x *Row) {
	row, ok := rows[k]
	if !ok {
		row = &Row{Key: k}
		rows[k] = row
	}
	if row.Name == "" {
		row.Name = x.Name
	}
	if row.Set == "" {
		row.Set = x.Set
	}
	row.Asks = row.Asks || x.Asks
	row.Counts.add(x.Counts)
}

// Table is the counts so far, sorted.
func (r *Recorder) Table() *Table {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := &Table{Games: r.games}
	for _, row := range r.rows {
		t.Rows = append(t.Rows, *row)
	}
	t.sort()
	return t
}

// Watch makes a game of cfg counted: it adds an observer and wraps both agents. Call
// Done on what it returns once the game is over (on the goroutine that played it).
func (r *Recorder) Watch(cfg *core.Config) *Game {
	gc := &Game{r: r, src: cfg.Effects, rows: map[Key]*Row{}, ids: map[*core.Effect]effectID{},
		open: map[*core.Ctx]*openActivation{}}
	cfg.Observers = append(cfg.Observers, gc.observe)
	for i, a := range cfg.Agents {
		if a != nil {
			cfg.Agents[i] = watchedAgent{a: a, gc: gc}
		}
	}
	return gc
}

// Instrument is Watch in the shape batch runners take (match.Spec.Instrument,
// scenario.Env.Instrument): it returns the function to call after the game.
func (r *Recorder) Instrument(cfg *core.Config) (done func()) { return r.Watch(cfg).Done }
