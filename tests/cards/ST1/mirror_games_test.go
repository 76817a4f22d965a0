package st1

import (
	"fmt"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// TestRandomMirrorGames: 200 seeded random games of the ST1 starter deck against
// itself with every ST1 effect, on one Lua host: each ends with a winner and no error,
// the invariants hold at every prompt, and the triggered and [Main]/[Security] effects
// of the set all activate somewhere in the sample.
func TestRandomMirrorGames(t *testing.T) {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	d, err := deck.Builtin(cards.FS, "st1", pool)
	if err != nil {
		t.Fatal(err)
	}
	list := d.List()
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()

	activated := map[string]int{}
	count := func(_ *core.Game, ev *core.Event) {
		if ev.Kind == core.EvActivate {
			activated[ev.Card+" "+ev.Text]++
		}
	}
	endErrs := 0
	for i := range 200 {
		seed := match.GameSeed(1, i)
		label := fmt.Sprintf("game %d (seed %d)", i, seed)
		var g *core.Game
		checking := func(a core.Agent) core.Agent {
			return core.AgentFunc(func(v core.View, p *core.Prompt) int {
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%s, turn %d, %s prompt: %v", label, g.Turn, p.Kind, err)
				}
				return a.Choose(v, p)
			})
		}
		g, err = core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{list, list}, Effects: host,
			Agents:    [2]core.Agent{checking(core.NewRandomAgent(seed ^ 1)), checking(core.NewRandomAgent(seed ^ 2))},
			Observers: []core.EventObserver{count}})
		if err != nil {
			t.Fatal(err)
		}
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
	}
	if endErrs > 0 {
		t.Errorf("the invariant check at the end failed in %d of 200 games", endErrs)
	}
	for _, want := range []string{
		"ST1-06 [When Attacking]", "ST1-08 [When Digivolving]", "ST1-12 [Security]",
		"ST1-13 [Main]", "ST1-13 [Security]", "ST1-14 [Main]", "ST1-14 [Security]",
		"ST1-15 [Main]", "ST1-15 [Security]", "ST1-16 [Main]", "ST1-16 [Security]",
	} {
		if activated[want] == 0 {
			t.Errorf("%s never activated in 200 games; activations: %v", want, activated)
		}
	}
	t.Logf("activations in 200 games: %v", activated)
}

// endInvariants checks the invariants of a game that has ended. Reading derived
// values there may run Lua (a condition, a computed count); a panic doing so is
// reported as an error rather than crashing the test binary.
func endInvariants(g *core.Game) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("CheckInvariants panicked (%T %v): reading a derived value computed by a script "+
				"after the game ended unwinds the finished game (scripting/host.go, Host.call)", r, r)
		}
	}()
	return g.CheckInvariants()
}
