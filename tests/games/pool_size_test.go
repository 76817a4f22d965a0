package games

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/scripting"
)

// A game's cost must not grow with the size of the card pool (issue 19): sets are
// parsed when a card of theirs is asked for, scripts are compiled when a game first
// needs a card's effects (each once per process, the compiled chunk shared by every
// host), and a host builds only the cards of the games it plays. These tests and
// benchmarks put the starter decks in a pool with thousands of synthetic scripted
// cards and compare.

// syntheticSets and syntheticPerSet make the synthetic part of the big pool: 4,000
// cards, each with a script, in 40 sets.
const syntheticSets, syntheticPerSet = 40, 100

// syntheticScripts are the shapes of the synthetic cards' scripts, taken in turn: an
// [On Play], a [When Attacking], a keyword with a [Your Turn] DP boost, and a file-level
// helper that every effect uses.
var syntheticScripts = []string{
	`return card { on_play = function(ctx) ctx:draw(1) end }`,
	`return card { when_attacking = function(ctx) ctx:lose_memory(1) end }`,
	`return card { keywords = { "Blocker" } }`,
	`local function two(ctx) ctx:gain_memory(2) end
return card { on_play = two, on_deletion = two }`,
}

// poolFS is the starter decks' cards (ST1, ST2, their deck lists) and, with synthetic,
// 4,000 more scripted cards in sets of their own.
func poolFS(t testing.TB, synthetic bool) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, dir := range []string{"ST1", "ST2"} {
		entries, err := fs.ReadDir(cards.FS, dir)
		require.NoError(t, err)
		for _, e := range entries {
			data, err := fs.ReadFile(cards.FS, path.Join(dir, e.Name()))
			require.NoError(t, err)
			fsys[path.Join(dir, e.Name())] = &fstest.MapFile{Data: data}
		}
	}
	for _, name := range []string{"st1", "st2"} {
		data, err := fs.ReadFile(cards.FS, "decks/"+name+".txt")
		require.NoError(t, err)
		fsys["decks/"+name+".txt"] = &fstest.MapFile{Data: data}
	}
	if synthetic {
		for s := range syntheticSets {
			code := fmt.Sprintf("SYN%d", s+1)
			var set strings.Builder
			fmt.Fprintf(&set, "set: %s\ncards:\n", code)
			for n := range syntheticPerSet {
				number := fmt.Sprintf("%s-%03d", code, n+1)
				fmt.Fprintf(&set, "  - number: %s\n    name: Synthmon %d-%d\n    kind: Digimon\n    rarity: C\n"+
					"    colors: [Red]\n    level: 3\n    cost: 3\n    dp: %d000\n    form: [Rookie]\n"+
					"    digivolve:\n      - {colors: [Red], level: 2, cost: 0}\n    effect: |-\n      [On Play] Draw 1.\n\n",
					number, s+1, n+1, 1+n%9)
				fsys[path.Join(code, number+".lua")] = &fstest.MapFile{Data: []byte(syntheticScripts[n%len(syntheticScripts)])}
			}
			fsys[path.Join(code, code+".yaml")] = &fstest.MapFile{Data: []byte(set.String())}
		}
	}
	return fsys
}

// openedFS records which files of a pool were opened.
type openedFS struct {
	fs.FS
	mu     sync.Mutex
	opened map[string]bool
}

func (o *openedFS) Open(name string) (fs.File, error) {
	o.mu.Lock()
	o.opened[name] = true
	o.mu.Unlock()
	return o.FS.Open(name)
}

// starterDecks are ST1 and ST2 as listed in a pool's decks folder.
func starterDecks(t testing.TB, fsys fs.FS, pool core.CardLookup) [2]core.DeckList {
	t.Helper()
	var out [2]core.DeckList
	for i, name := range []string{"st1", "st2"} {
		d, err := deck.Builtin(fsys, name, pool)
		require.NoError(t, err)
		out[i] = d.List()
	}
	return out
}

// TestGamesReadOnlyTheirDecks: games between the starter decks in a pool of 4,000
// more scripted cards open no file of the other sets — no set file parsed, no script
// read or compiled — and play exactly as in a pool of their cards alone.
func TestGamesReadOnlyTheirDecks(t *testing.T) {
	events := func(fsys fs.FS) [][]core.Event {
		pool, err := cardpool.Open(fsys)
		require.NoError(t, err)
		decks := starterDecks(t, fsys, pool)
		host := scripting.ForPool(pool).NewHost()
		defer host.Close()
		var out [][]core.Event
		for seed := range uint64(20) {
			g, err := core.NewGame(core.Config{Seed: seed, Decks: decks, Effects: host, RecordEvents: true,
				Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
			require.NoError(t, err)
			require.NoError(t, g.Run().Err)
			out = append(out, g.Events)
		}
		return out
	}
	big := &openedFS{FS: poolFS(t, true), opened: map[string]bool{}}
	require.Equal(t, events(poolFS(t, false)), events(big))
	var read []string
	for name := range big.opened {
		if strings.HasPrefix(name, "SYN") {
			read = append(read, name)
		}
	}
	require.Empty(t, read, "files of sets no deck uses")
	require.True(t, big.opened["ST1/ST1-06.lua"], "the decks' scripts are read")
}

// BenchmarkPoolSize compares the starter decks in a pool of their own cards ("small")
// with the same decks in a pool of 4,000 more scripted cards ("synthetic-4000"): a
// random ST1 vs ST2 game with every effect on a reused host, a new host, and a new
// host's first game (which builds the decks' effects). The "-built" game is the worst
// case: every set of the pool parsed and held, and a host that has also built every
// synthetic card's effects, as a long-lived host that played many decks would have
// (the check that lets the next game reuse what the scripts built, reuse.go, looks at
// every card the host built; and the collector marks a bigger heap).
func BenchmarkPoolSize(b *testing.B) {
	for _, synthetic := range []bool{false, true} {
		name := "small"
		if synthetic {
			name = fmt.Sprintf("synthetic-%d", syntheticSets*syntheticPerSet)
		}
		fsys := poolFS(b, synthetic)
		pool, err := cardpool.Open(fsys)
		require.NoError(b, err)
		decks := starterDecks(b, fsys, pool)
		lib := scripting.ForPool(pool)
		game := func(b *testing.B, host *scripting.Host, seed uint64) {
			g, _ := core.NewGame(core.Config{Seed: seed, Decks: decks, Effects: host,
				Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
			if r := g.Run(); r.Err != nil {
				b.Fatal(r.Err)
			}
		}
		b.Run("game/"+name, func(b *testing.B) {
			host := lib.NewHost()
			defer host.Close()
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				game(b, host, uint64(i))
			}
		})
		b.Run("new-host/"+name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				lib.NewHost().Close()
			}
		})
		b.Run("first-game/"+name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				host := lib.NewHost()
				game(b, host, uint64(i))
				host.Close()
			}
		})
		if synthetic {
			b.Run("game/"+name+"-built", func(b *testing.B) {
				all, err := pool.All()
				require.NoError(b, err)
				host := lib.NewHost()
				defer host.Close()
				for _, c := range all {
					if _, err := host.EffectsOf(c); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					game(b, host, uint64(i))
				}
			})
		}
	}
}
