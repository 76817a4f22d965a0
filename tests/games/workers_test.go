package games

import (
	"fmt"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// BenchmarkWorkers plays a batch of b.N random ST1 vs ST2 games with every effect
// through match.Run (what `dcg match` does) on one worker and on two, each worker with
// its own host over one shared library. On an idle 2-core machine two workers should
// play about twice the games per second (issue 19: at least 1.8×): nothing on a
// game's path is shared between workers but the compiled scripts, which are read-only
// once compiled. Run with -cpu 2 (two workers need two Ps), and -blockprofile or
// -mutexprofile to see what the workers wait for; on a loaded machine compare CPU time
// (user+sys), which must not grow with the workers.
func BenchmarkWorkers(b *testing.B) {
	decks, pool := loadDecks(b)
	lib := scripting.ForPool(pool)
	random := match.Agents()["random"]
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprint(workers), func(b *testing.B) {
			b.ReportAllocs()
			s, err := match.Run(match.Spec{Decks: [2]core.DeckList{decks["st1"], decks["st2"]}, Games: b.N, Seed: 1,
				Workers: workers, Agents: [2]match.AgentFactory{random, random},
				Effects: func() (core.EffectSource, func()) {
					h := lib.NewHost()
					return h, h.Close
				}})
			if err != nil || s.Errors > 0 {
				b.Fatal(err, s.FirstErrors)
			}
		})
	}
}
