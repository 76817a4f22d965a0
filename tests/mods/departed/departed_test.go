// Package departed plays the departed-objects attack in this folder (README.md): card
// scripts that call every operation on Digimon that have left the field.
package departed

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
)

var games = flag.Int("departed.games", 60, "games per opposing deck")

type stackScripts struct{ s *cardpool.Stack }

func (s stackScripts) Script(n string) (string, []byte, bool) { return s.s.ScriptFile(n) }

// setup loads the built-in pool with this folder on top (dcg --cards
// tests/mods/departed), the attack deck and the starter decks it plays against.
func setup(t testing.TB) (*scripting.Library, core.DeckList, []core.DeckList) {
	t.Helper()
	base, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := cardpool.OpenNamed(os.DirFS("."), "tests/mods/departed")
	if err != nil {
		t.Fatal(err)
	}
	stack, err := cardpool.Layered(base, false, mod)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("departed.deck")
	if err != nil {
		t.Fatal(err)
	}
	d, err := deck.Parse("departed.deck", data, stack)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Validate(nil); err != nil {
		t.Fatal(err)
	}
	var others []core.DeckList
	for _, name := range []string{"st1", "st2", "st3"} {
		o, err := deck.Builtin(cards.FS, name, stack)
		if err != nil {
			t.Fatal(err)
		}
		others = append(others, o.List())
	}
	return scripting.NewLibrary(stackScripts{stack}, keywords.FS), d.List(), others
}

// everyEvent checks the invariants after every event: every card in exactly one place.
func everyEvent(t testing.TB, label *string) core.EventObserver {
	return func(g *core.Game, ev *core.Event) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("%s, event %d (%s, turn %d): %v", *label, ev.Seq, ev.Kind, ev.Turn, err)
		}
	}
}

// 3-1-3-1: every operation on a Digimon that left the field, and on one named twice,
// does nothing to it and is logged as "gone"; after every event of every game each
// card is in exactly one place, and no game ends in an error.
func TestOperationsOnDepartedObjectsDoNothing(t *testing.T) {
	lib, attack, others := setup(t)
	host := lib.NewHost()
	defer host.Close()
	gone := map[string]int{}
	label := ""
	for i := range *games * len(others) {
		seed := match.GameSeed(15, i)
		label = fmt.Sprintf("game %d (seed %d)", i, seed)
		decks := [2]core.DeckList{attack, others[i%len(others)]}
		if i%2 == 1 {
			decks[0], decks[1] = decks[1], decks[0]
		}
		cfg := core.Config{Seed: seed, Decks: decks, Effects: host,
			Agents: [2]core.Agent{core.NewRandomAgent(seed ^ 1), core.NewRandomAgent(seed ^ 2)},
			Observers: []core.EventObserver{everyEvent(t, &label), func(_ *core.Game, ev *core.Event) {
				if ev.Kind == core.EvGone {
					gone[ev.Text]++
				}
			}}}
		g, err := core.NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if r := g.Run(); r.Err != nil {
			t.Fatalf("%s: %v", label, r.Err)
		}
	}
	for _, op := range []string{"delete", "return_to_hand", "trash", "move", "suspend", "unsuspend", "trash_top",
		"trash_digivolution_cards", "de_digivolve", "give", "play_from_under", "trash_link_cards"} {
		if gone[op] == 0 {
			t.Errorf("no %q on a departed Digimon was logged as gone in %d games (logged: %v)", op, *games*len(others), gone)
		}
	}
}

// FuzzDepartedObjects: any sequence of answers in a game of the attack deck keeps
// every card in exactly one place after every event, and ends without an error.
func FuzzDepartedObjects(f *testing.F) {
	lib, attack, others := setup(f)
	host := lib.NewHost()
	defer host.Close()
	f.Add(uint64(1), []byte{0, 1, 2, 3})
	f.Add(uint64(7), []byte{255, 3, 0, 9, 1})
	f.Fuzz(func(t *testing.T, seed uint64, answers []byte) {
		next := 0
		agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
			if len(answers) == 0 {
				return 0
			}
			b := int(answers[next%len(answers)])
			next++
			return b % len(p.Choices)
		})
		label := fmt.Sprintf("seed %d, answers %v", seed, answers)
		g, err := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{attack, others[seed%uint64(len(others))]},
			Agents: [2]core.Agent{agent, agent}, Effects: host, MaxTurns: 100,
			Observers: []core.EventObserver{everyEvent(t, &label)}})
		if err != nil {
			t.Fatal(err)
		}
		if r := g.Run(); r.Err != nil && r.Err.Error() != "game did not end within 100 turns" {
			t.Fatalf("%s: %v", label, r.Err)
		}
	})
}
