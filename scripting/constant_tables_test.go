package scripting

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
)

// Building the constant filter tables once (constant_tables.go) changes no game:
// random games of every pairing of the built-in decks, with every card effect, play
// out event for event as they do with the scripts compiled as written.
func TestConstantTablesChangeNoGame(t *testing.T) {
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	names, err := deck.BuiltinNames(cards.FS)
	require.NoError(t, err)
	lists := map[string]core.DeckList{}
	for _, n := range names {
		d, err := deck.Builtin(cards.FS, n, pool)
		require.NoError(t, err)
		lists[n] = d.List()
	}
	hoisted := ForPool(pool).NewHost()
	defer hoisted.Close()
	written := ForPool(pool)
	written.asWritten = true
	asWritten := written.NewHost()
	defer asWritten.Close()
	play := func(h *Host, seed uint64, decks [2]core.DeckList) []string {
		g, err := core.NewGame(core.Config{Seed: seed, Decks: decks, Effects: h, RecordEvents: true,
			Agents: [2]core.Agent{core.NewRandomAgent(seed), core.NewRandomAgent(seed + 1)}})
		require.NoError(t, err)
		r := g.Run()
		require.NoError(t, r.Err)
		log := []string{fmt.Sprintf("%+v", r)}
		for _, e := range g.Events {
			log = append(log, fmt.Sprintf("%+v", e))
		}
		return log
	}
	seed := uint64(0)
	for _, a := range names {
		for _, b := range names {
			seed++
			decks := [2]core.DeckList{lists[a], lists[b]}
			want, got := play(asWritten, seed, decks), play(hoisted, seed, decks)
			for i := range min(len(want), len(got)) {
				require.Equal(t, want[i], got[i], "%s vs %s, seed %d: line %d of the log", a, b, seed, i)
			}
			require.Len(t, got, len(want), "%s vs %s, seed %d", a, b, seed)
		}
	}
	require.NotEmpty(t, hoisted.constants, "the decks' scripts have constant filter tables")
}

// What is hoisted: a constructor of constants passed to a ctx method; not one a
// script keeps in a variable or passes to its own function, nor one with a value
// computed when it runs.
func TestConstantTablesHoisted(t *testing.T) {
	chunk, err := parse.Parse(strings.NewReader(`
local f = { owner = "you" }
return card {
  on_play = function(ctx)
    ctx:objects({ owner = "opponent", dp_at_most = 4000, except = { keyword = "Blocker" } })
    ctx:count({ owner = "opponent", dp_at_most = ctx:memory() })
    mine(ctx, { owner = "you" })
    ctx:objects(f)
  end,
}`), "t.lua")
	require.NoError(t, err)
	out := hoistConstantTables(chunk)
	require.Len(t, out, len(chunk)+1)
	kept := out[0].(*ast.LocalAssignStmt)
	require.Equal(t, []string{constantsKept}, kept.Names)
	list := kept.Exprs[0].(*ast.FuncCallExpr).Args[0].(*ast.TableExpr)
	require.Len(t, list.Fields, 1, "only the first ctx:objects table is constant")
}
