// Package games plays whole seeded games over the built-in decks: 10,000 games over their
// pairings with every card effect, invariants at every decision, record-and-replay,
// and the benchmark of one full game.
package games

import (
	"flag"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

var invariantGames = flag.Int("invariant-games", 10000, "random games the invariant test plays")

var starters = []string{"st1", "st2", "st3"}

func loadDecks(t testing.TB) (map[string]core.DeckList, *cardpool.Pool) {
	t.Helper()
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	out := map[string]core.DeckList{}
	for _, name := range append(append([]string(nil), starters...), benchDecks...) {
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err)
		require.NoError(t, d.Validate(nil))
		out[name] = d.List()
	}
	return out, pool
}

// pairings lists every ordered pair of built-in decks, mirrors included.
func pairings() [][2]string {
	var out [][2]string
	for _, a := range starters {
		for _, b := range starters {
			out = append(out, [2]string{a, b})
		}
	}
	return out
}

// checking wraps an agent so that every prompt first checks the game's invariants
// (card conservation, one place per card, memory within −10…10, unique identities,
// DP not negative) and that the prompt offers at least one choice.
func checking(t *testing.T, g **core.Game, label string, a core.Agent) core.Agent {
	return core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if err := (*g).CheckInvariants(); err != nil {
			t.Fatalf("%s, turn %d: %v", label, (*g).Turn, err)
		}
		if len(p.Choices) == 0 {
			t.Fatalf("%s, turn %d: a %s prompt with no choice", label, (*g).Turn, p.Kind)
		}
		return a.Choose(v, p)
	})
}

// TestRandomGamesKeepInvariants: 10,000 seeded random games across the ordered
// pairings of the built-in decks (cards/decks: the starters, the BT1-era, BT5-era and
// BT7-era decks; invariantPairings), with every card effect; each ends with a winner and a reason, with
// no error (no script error), and the invariants hold at every decision and at the
// end. The games are shared out to one worker per CPU, each with its own Lua host;
// which game plays which pairing with which seed does not depend on the workers.
// -short plays 20 games per pairing.
func TestRandomGamesKeepInvariants(t *testing.T) {
	decks, names, pool := loadBuiltinDecks(t)
	pairs := invariantPairings(names)
	n := *invariantGames
	if testing.Short() {
		n = 20 * len(pairs)
	}
	lib := scripting.ForPool(pool)
	type outcome struct {
		label  string
		res    core.Result
		failed error // an invariant broken at a decision or at the end
	}
	results := make([]outcome, n)
	activated := make([]map[string]int, runtime.GOMAXPROCS(0))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range activated {
		activated[w] = map[string]int{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			host := lib.NewHost()
			defer host.Close()
			count := func(_ *core.Game, ev *core.Event) {
				if ev.Kind == core.EvActivate {
					activated[w][ev.Card+" "+ev.Text]++
				}
			}
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				pair := pairs[i%len(pairs)]
				seed := match.GameSeed(42, i)
				out := &results[i]
				out.label = fmt.Sprintf("game %d %s vs %s seed %d", i, pair[0], pair[1], seed)
				var g *core.Game
				cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{decks[pair[0]], decks[pair[1]]}, Effects: host,
					Observers: []core.EventObserver{count}}
				cfg.Agents[0] = haltOnBrokenInvariant(&g, &out.failed, core.NewRandomAgent(seed^1))
				cfg.Agents[1] = haltOnBrokenInvariant(&g, &out.failed, core.NewRandomAgent(seed^2))
				g, err := core.NewGame(cfg)
				if err != nil {
					out.failed = err
					continue
				}
				out.res = g.Run()
				if out.failed == nil && out.res.Err == nil {
					out.failed = endInvariants(g)
				}
			}
		}()
	}
	wg.Wait()

	reasons := map[string]int{}
	for _, out := range results {
		switch r := out.res; {
		case out.failed != nil:
			t.Fatalf("%s, turn %d: %v", out.label, r.Turns, out.failed)
		case r.Err != nil:
			t.Fatalf("%s: %v", out.label, r.Err)
		case r.Draw || r.Reason == "" || r.Halted:
			t.Fatalf("%s: ended without a winner and a reason: %+v", out.label, r)
		}
		reasons[out.res.Reason]++
	}
	require.Positive(t, reasons[core.ReasonSecurity], "wins by security attack")
	all := map[string]int{}
	for _, m := range activated {
		for k, v := range m {
			all[k] += v
		}
	}
	if !testing.Short() {
		var missing []string
		for _, want := range slices.Concat(bt1bActivations, bt5Activations, bt7Activations) {
			if all[want] == 0 {
				missing = append(missing, want)
			}
		}
		if len(missing) > 0 {
			t.Errorf("never activated in %d games: %v", n, missing)
		}
	}
	t.Logf("%d games over %d pairings of %d decks (%s): %v; %d different effects activated", n, len(pairs), len(names),
		strings.Join(names, ", "), reasons, len(all))
}

// invariantPairings lists the ordered pairings the invariant test plays: every pair
// of the decks before the BT7 era, mirrors included; a BT7-era deck plays the other
// BT7-era decks and the starters only, so that the new decks do not thin out the
// games of the older ones (a fixed rule, in the order of names: deterministic).
func invariantPairings(names []string) [][2]string {
	bt7 := func(name string) bool { return strings.HasPrefix(name, "bt7-") }
	starter := func(name string) bool { return slices.Contains(starters, name) }
	var out [][2]string
	for _, a := range names {
		for _, b := range names {
			if bt7(a) != bt7(b) && !starter(a) && !starter(b) {
				continue
			}
			out = append(out, [2]string{a, b})
		}
	}
	return out
}

// haltOnBrokenInvariant wraps an agent so that every prompt first checks the game's
// invariants (card conservation, one place per card, memory within −10…10, unique
// identities, DP not negative) and that the prompt offers a choice; on a violation it
// records it in *failed and halts the game. It is safe in a worker goroutine.
func haltOnBrokenInvariant(g **core.Game, failed *error, a core.Agent) core.Agent {
	return core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if err := (*g).CheckInvariants(); err != nil {
			*failed = err
			return core.Halt
		}
		if len(p.Choices) == 0 {
			*failed = fmt.Errorf("a %s prompt with no choice", p.Kind)
			return core.Halt
		}
		return a.Choose(v, p)
	})
}

// loadBuiltinDecks reads every built-in deck (cards/decks/*.txt), each legal.
func loadBuiltinDecks(t testing.TB) (map[string]core.DeckList, []string, *cardpool.Pool) {
	t.Helper()
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	names, err := deck.BuiltinNames(cards.FS)
	require.NoError(t, err)
	require.Subset(t, names, builtinDecks())
	out := map[string]core.DeckList{}
	for _, name := range names {
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err, name)
		require.NoError(t, d.Validate(nil), name)
		out[name] = d.List()
	}
	return out, names, pool
}

// benchDecks are the decks the benchmarks play besides the starters: the BT1-era and
// the BT5-era decks with the most effects per card (BT1 blue 1.24 and green 1.20; BT5
// blue Garurumon 1.81 and red Shoutmon 1.80; ST1 1.11).
var benchDecks = []string{"bt1-blue", "bt1-green", "bt5-blue-garurumon", "bt5-red-shoutmon"}

// bt1Decks are the BT1-era decks, one per color (cards/decks/bt1-*.txt).
var bt1Decks = []string{"bt1-red", "bt1-blue", "bt1-yellow", "bt1-green", "bt1-black", "bt1-purple"}

// bt5Decks are the BT5-era decks of ST1–ST8 and BT1–BT5 cards (cards/decks/bt5-*.txt):
// three per color, then the era's other archetypes, some of two colors (named by their
// main color first).
var bt5Decks = []string{
	"bt5-red-shoutmon", "bt5-red-gallantmon", "bt5-red-hybrid",
	"bt5-blue-garurumon", "bt5-blue-ulforceveedramon", "bt5-blue-gaogamon",
	"bt5-yellow-shinegreymon", "bt5-yellow-lordknightmon", "bt5-yellow-angewomon",
	"bt5-green-argomon", "bt5-green-rosemon", "bt5-green-insectoid",
	"bt5-black-diaboromon", "bt5-black-reboot", "bt5-black-dbrigade",
	"bt5-purple-myotismon", "bt5-purple-beelzemon", "bt5-purple-garurumon",
	"bt5-red-phoenixmon", "bt5-red-blue-omnimon", "bt5-red-black-legendarms",
	"bt5-blue-zudomon", "bt5-yellow-varodurumon", "bt5-yellow-blue-angemon",
	"bt5-green-tyrannomon", "bt5-green-blue-imperialdramon", "bt5-black-wargreymon",
	"bt5-black-purple-darkmasters", "bt5-purple-red-megidramon", "bt5-purple-venommyotismon",
}

// bt7Decks are the BT7-era decks of ST1–ST10 and BT1–BT7 cards (cards/decks/bt7-*.txt):
// two or more per color, named by their main color first.
var bt7Decks = []string{
	"bt7-red-jesmon", "bt7-red-blue-bond", "bt7-red-hybrid",
	"bt7-blue-hybrid", "bt7-blue-azulongmon",
	"bt7-yellow-rasenmon", "bt7-yellow-purple-mastemon",
	"bt7-green-hybrid", "bt7-green-blue-paildramon",
	"bt7-black-musketeers", "bt7-black-dorumon",
	"bt7-purple-titamon", "bt7-purple-demonlords", "bt7-white-green-eosmon",
}

// builtinDecks are the built-in decks the tests require: the starters and the era decks.
func builtinDecks() []string {
	var out []string
	for _, list := range [][]string{starters, bt1Decks, bt5Decks, bt7Decks} {
		out = append(out, list...)
	}
	return out
}

// bt1bActivations are effects of BT1-058 to BT1-115 in the BT1-era decks that the
// random games must see activate (by their labels in the event log).
var bt1bActivations = []string{
	"BT1-060 [On Play]", "BT1-061 [On Play]", "BT1-063 [When Digivolving]", "BT1-062 [When Digivolving]",
	"BT1-066 inherited [When Attacking]", "BT1-067 [On Play]", "BT1-070 [On Play]", "BT1-074 [When Digivolving]",
	"BT1-076 inherited [When Attacking]", "BT1-078 [When Attacking]", "BT1-079 inherited [When Attacking]",
	"BT1-081 [End of Attack]", "BT1-085 [Start of Your Turn]", "BT1-085 [Security]", "BT1-086 [when played]",
	"BT1-086 [Start of Your Turn]", "BT1-087 [On Play]", "BT1-087 [Security]", "BT1-088 [Main]", "BT1-089 [Main]",
	"BT1-090 [Main]", "BT1-093 [Main]", "BT1-093 [Security]", "BT1-096 [Main]", "BT1-096 [Security]",
	"BT1-097 [Main]", "BT1-097 [Security]", "BT1-099 [Main]", "BT1-102 [Main]", "BT1-102 [Security]",
	"BT1-106 [Main]", "BT1-107 [Main]", "BT1-107 [Security]", "BT1-109 [Main]", "BT1-110 [Main]",
	"BT1-110 [Security]", "BT1-111 [Main]", "BT1-111 [Security]", "BT1-114 [When Attacking]", "BT1-115 [When Attacking]",
}

// bt5Activations are effects of the BT5-era decks that the random games must see
// activate (by their labels in the event log): a few of each deck's plan.
var bt5Activations = []string{
	// red: Shoutmon, Gallantmon, Hybrids
	"BT5-009 [On Play]", "BT5-011 [When Digivolving]", "BT5-018 [When Attacking]", "BT5-094 [Main]",
	"ST7-09 [When Attacking]", "BT2-020 [When Digivolving]", "ST7-06 [On Play]", "BT2-093 [Main]",
	"BT4-009 [On Play]", "BT4-019 [When Digivolving]", "BT4-017 inherited [When Attacking]", "BT4-098 [Main]",
	// blue: Garurumon and Omnimon, Vee, Gao and Hybrids
	"BT5-020 [On Play]", "BT5-031 [When Digivolving]", "BT5-086 [When Digivolving]", "BT5-032 [When Attacking]",
	"BT5-096 [Main]", "ST8-10 [When Digivolving]", "ST8-10 [When Attacking]", "BT3-025 [When Digivolving]",
	"BT3-031 [When Digivolving]", "BT2-096 [Main]", "BT4-023 [On Play]", "BT4-027 [When Attacking]",
	"BT4-035 [When Digivolving]", "BT4-033 [When Digivolving]", "BT4-031 [On Play]",
	// yellow: yellow Tamers, Warriors and Starmons, Angels
	"BT2-038 [When Digivolving]", "BT2-041 [When Digivolving]", "BT4-048 [When Attacking]", "BT4-047 [When Digivolving]",
	"BT5-035 [On Play]", "BT5-037 [On Play]", "BT5-042 [On Play]", "BT5-045 [When Attacking]",
	"BT3-039 [When Digivolving]", "BT2-039 [When Attacking]", "BT2-040 [On Deletion]", "BT3-041 [When Attacking]",
	// green: Digisorption, Digi-Burst, Insectoids
	"BT5-058 [When Digivolving]", "BT3-057 [When Digivolving]", "BT2-049 [On Play]", "BT2-047 inherited [When Attacking]",
	"BT5-056 [Main]", "BT4-055 [When Digivolving]", "BT5-047 [On Deletion]", "ST4-10 [When Digivolving]",
	"BT3-051 [On Play]", "ST4-03 [On Play]", "ST4-08 [When Attacking]", "BT3-104 [Main]", "BT5-100 [Main]",
	// black: Diaboromon, Reboot, D-Brigade
	"BT5-084 [When Digivolving]", "BT5-063 [When Digivolving]", "BT5-059 [On Play]", "BT5-104 [Main]",
	"ST5-12 [When Digivolving]", "BT5-070 [When Digivolving]", "BT3-071 [When Digivolving]", "BT5-103 [Main]",
	"BT4-063 [On Deletion]", "BT4-074 [On Play]", "BT4-075 [When Attacking]", "BT4-110 [Main]",
	// purple: Myotismon, Beelzemon, Garurumon
	"BT2-080 [On Play]", "BT3-088 [When Digivolving]", "BT3-084 [On Play]", "BT3-110 [Main]",
	"BT2-111 [When Digivolving]", "BT5-081 [When Digivolving]", "BT5-074 [On Deletion]", "BT4-087 [When Digivolving]",
	"BT5-082 [When Attacking]", "BT2-070 [On Deletion]", "BT2-077 [On Play]", "BT2-081 [When Attacking]",
	"BT2-109 [Main]", "BT4-089 [When Digivolving]",
	// the era's other archetypes: birds, Omnimon, Legend-Arms, Gomamon, Varodurumon, Angemon,
	// Tyrannomon, Imperialdramon, black WarGreymon, Dark Masters, Megidramon, VenomMyotismon
	"BT2-012 [When Attacking]", "BT2-015 [When Attacking]", "BT5-092 [On Play]", "BT5-109 [Main]",
	"BT3-008 [On Play]", "BT3-062 [On Play]", "BT2-025 inherited [When Attacking]", "BT2-095 [Main]",
	"BT3-100 [Main]", "BT4-104 [Main]", "BT3-090 [When Digivolving]", "BT2-044 [When Digivolving]",
	"BT3-027 inherited [When Attacking]", "BT2-089 [Start of Your Turn]", "BT2-066 [On Play]", "BT3-070 [On Deletion]",
	"BT5-083 [When Digivolving]", "ST6-03 inherited [When Attacking]", "ST6-16 [Main]",
}

// bt7Activations are effects of the BT7-era decks that the random games must see
// activate (by their labels in the event log): a few of each deck's plan.
var bt7Activations = []string{
	// red: Jesmon, Bonds, Takuya's Hybrids
	"BT6-009 [On Play]", "BT6-082 [On Play]", "BT6-084 [On Play]", "BT7-013 [On Play]", "BT7-026 [On Play]",
	"BT6-088 [Main]", "BT6-087 [Main]", "BT6-093 [Main]",
	// blue: Koji's and Tommy's Hybrids, Azulongmon
	"BT7-019 [On Play]", "BT7-022 [When Digivolving]", "BT6-022 inherited [When Attacking]", "BT7-027 [On Play]",
	"BT6-096 [Main]", "BT6-090 [Start of Your Turn]",
	// yellow: Rasenmon, Mastemon
	"BT6-089 [Start of Your Turn]", "BT6-099 [Main]", "ST10-05 [On Play]", "ST10-04 [On Play]", "ST10-08 [On Play]",
	// green: J.P.'s Hybrids, Paildramon
	"BT6-054 [Opponent's Turn] When an opponent's Digimon attacks", "BT6-102 [Main]", "BT6-047 [On Deletion]",
	"ST9-02 [On Play]", "ST9-05 [When Attacking]", "ST9-15 [Main]",
	// black: Three Musketeers, Dorumon
	"BT6-060 [On Play]", "BT6-104 [Main]", "BT6-105 [Main]",
	// purple: Titamon, Demon Lords; white: Eosmon
	"BT6-078 [When Attacking]", "BT6-091 [Your Turn] When one of your purple Digimon attacks", "BT6-068 [On Play]",
	"BT7-006 inherited [When Attacking]", "BT6-085 [When Attacking]", "BT6-083 [On Play]", "BT7-044 [On Play]",
}

// TestRecordAndReplay: 100 recorded games replayed from seed, decks and answers give
// identical event logs and results.
func TestRecordAndReplay(t *testing.T) {
	decks, pool := loadDecks(t)
	pairs := pairings()
	for i := range 100 {
		pair := pairs[i%len(pairs)]
		seed := match.GameSeed(7, i)
		cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{decks[pair[0]], decks[pair[1]]}, RecordEvents: true,
			Agents: [2]core.Agent{core.NewRandomAgent(seed + 1), core.NewRandomAgent(seed + 2)}}
		g, err := core.NewGame(cfg)
		require.NoError(t, err)
		want := g.Run()
		require.NoError(t, want.Err)

		rcfg, agents, err := g.Replay().Config(pool)
		require.NoError(t, err)
		rcfg.RecordEvents = true
		g2, err := core.NewGame(rcfg)
		require.NoError(t, err)
		got := g2.Run()
		require.NoError(t, agents[0].Err)
		require.Equal(t, want, got, "game %d result", i)
		require.Equal(t, g.Events, g2.Events, "game %d event log", i)
	}
}

// TestSameSeedSameGame and another seed another game (determinism).
func TestSameSeedSameGame(t *testing.T) {
	decks, _ := loadDecks(t)
	run := func(seed uint64) []core.Event {
		g, err := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks["st1"], decks["st2"]}, RecordEvents: true,
			Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
		require.NoError(t, err)
		require.NoError(t, g.Run().Err)
		return g.Events
	}
	require.Equal(t, run(5), run(5))
	require.NotEqual(t, run(5), run(6))
}

// BenchmarkRandomGame plays one full random game without card effects per iteration:
// ST1 against ST2, and the BT1-era and BT5-era decks with the most effects per card
// (benchDecks; what BenchmarkRandomGameWithEffects plays with them).
func BenchmarkRandomGame(b *testing.B) {
	decks, _ := loadDecks(b)
	for _, bc := range []struct{ name, p1, p2 string }{
		{"st1-vs-st2", "st1", "st2"},
		{"bt1-blue-vs-bt1-green", "bt1-blue", "bt1-green"},
		{"bt5-blue-vs-bt5-red", "bt5-blue-garurumon", "bt5-red-shoutmon"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				seed := uint64(i)
				g, _ := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{decks[bc.p1], decks[bc.p2]},
					Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
				if r := g.Run(); r.Err != nil {
					b.Fatal(r.Err)
				}
			}
		})
	}
}
