package games

import (
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// gamesPerPairing is how many seeded random games TestRandomStarterGamesWithEffects
// plays for each pairing of the starter decks.
const gamesPerPairing = 200

// TestRandomStarterGamesWithEffects: 200 seeded random games for every pairing of the
// starter decks st1, st2 and st3 (mirrors included), with every card effect, on one
// pooled Lua host: each ends with a winner and a reason and no error, the invariants
// hold at every prompt and at the end, and every triggered, [Main] and [Security]
// effect of the three sets activates somewhere in the sample.
func TestRandomStarterGamesWithEffects(t *testing.T) {
	decks, pool := loadDecks(t)
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	n := gamesPerPairing
	if testing.Short() {
		n = 20
	}

	activated := map[string]int{}
	count := func(_ *core.Game, ev *core.Event) {
		if ev.Kind == core.EvActivate {
			activated[ev.Card+" "+ev.Text]++
		}
	}
	reasons := map[string]int{}
	endErrs := 0
	for pi, pair := range pairings() {
		for i := range n {
			seed := match.GameSeed(uint64(100+pi), i)
			label := fmt.Sprintf("%s vs %s, game %d (seed %d)", pair[0], pair[1], i, seed)
			var g *core.Game
			cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{decks[pair[0]], decks[pair[1]]}, Effects: host,
				Observers: []core.EventObserver{count}}
			cfg.Agents[0] = checking(t, &g, label, core.NewRandomAgent(seed^1))
			cfg.Agents[1] = checking(t, &g, label, core.NewRandomAgent(seed^2))
			g, err := core.NewGame(cfg)
			require.NoError(t, err)
			res := g.Run()
			if res.Err != nil {
				t.Fatalf("%s: %v", label, res.Err)
			}
			if res.Draw || res.Reason == "" {
				t.Fatalf("%s ended without a winner and a reason: %+v", label, res)
			}
			if err := endInvariants(g); err != nil {
				if endErrs == 0 {
					t.Errorf("%s at the end: %v", label, err)
				}
				endErrs++
			}
			reasons[res.Reason]++
		}
	}
	if endErrs > 0 {
		t.Errorf("the invariant check at the end failed in %d games", endErrs)
	}
	if testing.Short() {
		return
	}
	var missing []string
	for _, want := range starterActivations {
		if activated[want] == 0 {
			missing = append(missing, want)
		}
	}
	if len(missing) > 0 {
		t.Errorf("never activated in %d games: %v", n*len(pairings()), missing)
	}
	var seen []string
	for k, v := range activated {
		seen = append(seen, fmt.Sprintf("%s: %d", k, v))
	}
	sort.Strings(seen)
	t.Logf("%d games, results %v; activations: %v", n*len(pairings()), reasons, seen)
}

// starterActivations are the effects of ST1, ST2 and ST3 that activate (by their
// labels in the event log); the persistent ones (DP, <Security A.>, <Blocker>, can't
// attack) never do.
var starterActivations = []string{
	"ST1-06 [When Attacking]", "ST1-08 [When Digivolving]", "ST1-09 [when blocked]", "ST1-12 [Security]",
	"ST1-13 [Main]", "ST1-13 [Security]", "ST1-14 [Main]", "ST1-14 [Security]",
	"ST1-15 [Main]", "ST1-15 [Security]", "ST1-16 [Main]", "ST1-16 [Security]",

	"ST2-03 inherited [When Attacking]", "ST2-06 inherited [When Attacking]", "ST2-07 [When Attacking]",
	"ST2-09 [When Digivolving]", "ST2-11 [When Attacking]", "ST2-12 [Start of Your Turn]", "ST2-12 [Security]",
	"ST2-13 [Main]", "ST2-13 [Security]", "ST2-14 [Main]", "ST2-14 [Security]",
	"ST2-15 [Main]", "ST2-15 [Security]", "ST2-16 [Main]", "ST2-16 [Security]",

	"ST3-01 [when deleted]", "ST3-04 [when deleted]", "ST3-05 inherited [When Attacking]", "ST3-07 [When Attacking]",
	"ST3-08 inherited [When Attacking]", "ST3-09 [When Digivolving]", "ST3-11 [When Attacking]", "ST3-12 [Security]",
	"ST3-13 [Main]", "ST3-13 [Security]", "ST3-14 [Main]", "ST3-14 [Security]",
	"ST3-15 [Main]", "ST3-15 [Security]", "ST3-16 [Main]", "ST3-16 [Security]",
}

// endInvariants checks the invariants of a game that has ended. Reading derived
// values there may run Lua (a condition, a computed count); a panic doing so is
// reported as an error rather than crashing the test binary.
func endInvariants(g *core.Game) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("CheckInvariants panicked (%T %v) reading a derived value computed by a script after the game ended", r, r)
		}
	}()
	return g.CheckInvariants()
}
