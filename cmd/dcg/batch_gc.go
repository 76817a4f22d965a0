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

// batchGC sets the collector's target for a batch of games, unless GOGC says
// otherwise, and returns what puts it back.
func batchGC() (restore func()) {
	if _, set := os.LookupEnv("GOGC"); set {
		return func() {}
	}
	prev := debug.SetGCPercent(batchGCPercent)
	return func() { debug.SetGCPercent(prev) }
}
