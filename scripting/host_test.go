package scripting

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
)

// A Library compiles every script once; Hosts (one Lua state each) play games one
// after another, and many Hosts play in parallel. None of that may change a result.

// st1Game plays one seeded ST1 mirror between random agents on the given effects.
func st1Game(t testing.TB, fx core.EffectSource, seed uint64) (core.Result, []core.Event) {
	t.Helper()
	_, d := st1()
	g, err := core.NewGame(core.Config{Seed: seed, Decks: [2]core.DeckList{d, d}, Effects: fx, RecordEvents: true,
		Agents: [2]core.Agent{core.NewRandomAgent(seed ^ 1), core.NewRandomAgent(seed ^ 2)}})
	require.NoError(t, err)
	return g.Run(), g.Events
}

// A host reused for many games gives the same results and event logs as a fresh host
// for every game: no state leaks from one game to the next.
func TestReusedHostEqualsFreshHosts(t *testing.T) {
	pool, _ := st1()
	lib := ForPool(pool)
	reused := lib.NewHost()
	defer reused.Close()
	const games = 200
	effectful := 0
	for i := range games {
		seed := match.GameSeed(2024, i)
		gotRes, gotEvents := st1Game(t, reused, seed)
		fresh := lib.NewHost()
		wantRes, wantEvents := st1Game(t, fresh, seed)
		fresh.Close()
		require.NoError(t, wantRes.Err, "game %d", i)
		require.Equal(t, wantRes, gotRes, "game %d (seed %d)", i, seed)
		require.Equal(t, wantEvents, gotEvents, "game %d (seed %d)", i, seed)
		for _, ev := range gotEvents {
			if ev.Kind == core.EvActivate {
				effectful++
				break
			}
		}
	}
	require.Greater(t, effectful, games/2, "most games should have activated card effects")
}

// The library compiles each script once, for every host.
func TestLibraryCompilesOnce(t *testing.T) {
	pool, _ := st1()
	lib := ForPool(pool)
	var protos []any
	for range 3 {
		h := lib.NewHost()
		st1Game(t, h, 5)
		h.Close()
		p, ok := lib.protos["cards/ST1/ST1-08.lua"]
		require.True(t, ok)
		protos = append(protos, p)
	}
	require.Same(t, protos[0], protos[1])
	require.Same(t, protos[1], protos[2])
}

// 1,000 games on pooled hosts, in parallel, give what they give one by one.
func TestParallelPooledHostsEqualOneByOne(t *testing.T) {
	pool, d := st1()
	lib := ForPool(pool)
	run := func(workers int) match.Summary {
		s, err := match.Run(match.Spec{Decks: [2]core.DeckList{d, d}, Games: 1000, Seed: 77, Workers: workers,
			Agents: [2]match.AgentFactory{match.Agents()["random"], match.Agents()["random"]},
			Effects: func() (core.EffectSource, func()) {
				h := lib.NewHost()
				return h, h.Close
			}})
		require.NoError(t, err)
		return s
	}
	one := run(1)
	two := run(2)
	require.Zero(t, one.Errors, "%v", one.FirstErrors)
	require.Equal(t, 1000, one.Games)
	require.Equal(t, one.Digest, two.Digest)
	require.Equal(t, fmt.Sprint(one.P1Wins, one.P2Wins, one.Draws, one.Reasons, one.AvgTurns),
		fmt.Sprint(two.P1Wins, two.P2Wins, two.Draws, two.Reasons, two.AvgTurns))
}

// ctx's fields and methods: ctx.times is the trigger count, ctx:count(filter) counts
// objects; neither hides the other.
func TestCtxFieldsAndMethods(t *testing.T) {
	out := runCard(t, `return card {
  on_play = function(ctx)
    ctx:may(table.concat({
      ctx:count("opponent_digimon"), ctx:count({ owner = "you" }), ctx.times,
      ctx.self:name(), ctx.card:number(), ctx.event.kind, tostring(ctx:is_your_turn()),
      ctx:memory(), #ctx:all("all_digimon"), tostring(ctx:is_mine(ctx.self)),
    }, " "))
  end,
}`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"2 2 1 Testmon T-1 play true 5 4 true"}, out.asked)
	h := &Host{}
	for name := range h.ctxMethods() {
		_, isField := h.ctxProps(nil, &lua.LUserData{Value: &core.Ctx{}}, name)
		require.False(t, isField, "a field ctx.%s hides the method ctx:%s", name, name)
	}
}

// A file-level local is the game's own: each game on a host runs the script afresh
// (BeginGame), so a counter starts again at every game, as it would on a fresh host —
// the game does not depend on which games its host played before.
func TestFileLevelLocalsDoNotLeakBetweenGames(t *testing.T) {
	h := testLib(scripts{"T-1": `local plays = 0
return card { on_play = function(ctx)
  plays = plays + 1
  ctx:may("play " .. plays)
end }`}).NewHost()
	defer h.Close()
	for range 3 {
		out := playCard(t, h, 1, nil)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"play 1"}, out.asked)
	}
}

// The same holds for state kept in a table a file-level local holds, even when a
// function reaches it under another name (reuse.go photographs the table's contents,
// not the names).
func TestFileLevelTablesDoNotLeakBetweenGames(t *testing.T) {
	h := testLib(scripts{"T-1": `local seen = {}
local function log() return seen end
return card { on_play = function(ctx)
  local t = log()
  t[#t + 1] = "x"
  ctx:may("played " .. #t)
end }`}).NewHost()
	defer h.Close()
	for range 3 {
		out := playCard(t, h, 1, nil)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"played 1"}, out.asked)
	}
}

// A script that keeps nothing is built once per host, not once per game: the next
// game reuses its effects (reuse.go), and a script that does keep state is built
// again.
func TestUnchangedScriptsAreReusedByTheNextGame(t *testing.T) {
	for _, c := range []struct {
		src    string
		reused bool
	}{
		{`local label = "played"
return card { on_play = function(ctx) ctx:may(label) end }`, true},
		{`local n = 0
return card { on_play = function(ctx) n = n + 1 ctx:may("played") end }`, false},
	} {
		h := testLib(scripts{"T-1": c.src}).NewHost()
		playCard(t, h, 1, nil)
		first, err := h.EffectsOf(cardT1)
		require.NoError(t, err)
		require.NotEmpty(t, first)
		out := playCard(t, h, 1, nil)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"played"}, out.asked)
		second, _ := h.EffectsOf(cardT1)
		require.Equal(t, c.reused, first[0] == second[0], "%s", c.src)
		h.Close()
	}
}
