package main

import (
	"os"
	"runtime/debug"
)

// batchGCPercent is the collector's target while a batch of games is played. A batch
// holds little (a few MB: the hosts, the compiled scripts, the game being played) and
// allocates much (about 200 KB a game), so with Go's default of 100 the collector
// runs every few dozen games and takes a fifth of the CPU. At 400 it takes about a
// twentieth, and a batch's peak RSS stays near 40 MB (README, Performance). The
// games are the same: nothing the engine does depends on when memory is collected.
const batchGCPercent = 400

// batchMemoryLimit caps what the looser target may cost: a league of many decks holds
// more (each deck's compiled scripts on every worker's host), and at 400 its heap
// would grow to about five times what it holds — near 200 MB for the thirty BT5-era
// decks. Near the limit the collector runs as often as it must to stay under it (Go's
// soft memory limit), so a small batch keeps the speed and a big one its memory.
const batchMemoryLimit = 128 << 20

// batchGC sets the collector's target for a batch of games, and its soft memory limit,
// unless GOGC or GOMEMLIMIT say otherwise, and returns what puts them back.
func batchGC() (restore func()) {
	restorePercent, restoreLimit := func() {}, func() {}
	if _, set := os.LookupEnv("GOGC"); !set {
		prev := debug.SetGCPercent(batchGCPercent)
		restorePercent = func() { debug.SetGCPercent(prev) }
	}
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		prev := debug.SetMemoryLimit(batchMemoryLimit)
		restoreLimit = func() { debug.SetMemoryLimit(prev) }
	}
	return func() { restoreLimit(); restorePercent() }
}
