package scripting

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// A script error never crashes the process: the game ends with a *ScriptError that
// names the card, the file and line, and what the engine was doing (DESIGN, Scripting).

// A syntax error names the file, the line and the column, at load time and in a game.
func TestSyntaxErrorNamesFileLineAndColumn(t *testing.T) {
	src := `return card {
  on_play = function(ctx)
    ctx:draw(1
  end,
}`
	h := testLib(scripts{"T-1": src}).NewHost()
	defer h.Close()
	_, err := h.EffectsOf(cardT1)
	require.Error(t, err)
	se, ok := err.(*ScriptError)
	require.True(t, ok, "%T", err)
	require.Equal(t, "T-1", se.Card)
	require.Equal(t, "cards/T/T-1.lua", se.File)
	require.Equal(t, 4, se.Line)
	require.Contains(t, se.Msg, "syntax error at column 5")
	require.Equal(t, `script error in T-1 (cards/T/T-1.lua:4): syntax error at column 5 near "end"`, se.Error())

	// The same error ends a game that meets the card.
	out := playCard(t, h, 1, nil)
	require.Equal(t, se, scriptErr(t, out.res))
}

// A runtime error names the card, the file and line, and the rule step.
func TestRuntimeErrorNamesCardFileLineAndStep(t *testing.T) {
	h := testLib(scripts{"T-8": `-- T-8 Greymon
return card {
  when_digivolving = function(ctx)
    local chosen = nil
    ctx:draw(chosen.count)
  end,
}`}).NewHost()
	defer h.Close()
	out := playCard(t, h, 1, digivolveT8)
	se := scriptErr(t, out.res)
	require.Equal(t, "T-8", se.Card)
	require.Equal(t, "cards/T/T-8.lua", se.File)
	require.Equal(t, 5, se.Line)
	require.Equal(t, "resolving T-8 [When Digivolving]", se.Step)
	require.Contains(t, se.Msg, "attempt to index a non-table object(nil) with key 'count'")
	require.Regexp(t, `^script error in T-8 \(cards/T/T-8.lua:5\): attempt to index .*; while resolving T-8 \[When Digivolving\]$`,
		firstLineOf(se.Error()))

	// The engine's argument checks read the same way.
	out = runCard(t, `return card {
  on_play = function(ctx)
    ctx:draw("two")
  end,
}`)
	se = scriptErr(t, out.res)
	require.Equal(t, 3, se.Line)
	require.Equal(t, "resolving T-1 [On Play]", se.Step)
	require.Contains(t, se.Msg, "bad argument #2 to draw (number expected, got string)")
}

// A script must return card { ... } and every key of it must be known.
func TestUnknownCardKeyNamesTheCard(t *testing.T) {
	for src, msg := range map[string]string{
		`return card { on_pley = function(ctx) end }`:                                       `unknown key "on_pley" in card { ... }`,
		`return card { inherited = { on_play = 3 } }`:                                       `[On Play] must be a function or a table, not a number`,
		`return card { main = { run = function(ctx) end, once = true } }`:                   `unknown key "once" in [Main]`,
		`return card { when = { { on = "sneezes", run = function() end } } }`:               `when[1]: on = "sneezes"; want one of`,
		`return card { static = { { dp = 1000, turn = "mine" } } }`:                         `static[1]: turn = "mine"`,
		`return card { keywords = { "Flying" } }`:                                           `unknown keyword <Flying>`,
		`return card { static = { { revealed_as = { lvl = 6 } } } }`:                        `static[1].revealed_as: unknown key lvl`,
		`return card { static = { { revealed_as = { level = "six" } } } }`:                  `revealed_as: level: want a number`,
		`return card { would = { { on = "deleted", reduces = 1, run = function() end } } }`: `reduces goes with a cause that has a cost`,
		`return 42`: `the script must return card { ... }, not a number`,
	} {
		h := testLib(scripts{"T-1": src}).NewHost()
		_, err := h.EffectsOf(cardT1)
		h.Close()
		require.Error(t, err, src)
		se, ok := err.(*ScriptError)
		require.True(t, ok, "%s: %T %v", src, err, err)
		require.Equal(t, "T-1", se.Card, src)
		require.Contains(t, se.Msg, msg, src)
	}
}

// A filter is data: an unknown key is an error naming the card, whether the filter is
// part of the card table (found when the card is loaded) or passed to ctx (found when
// the effect runs). So is an unknown duration.
func TestUnknownFilterKeyOrDurationNamesTheCard(t *testing.T) {
	h := testLib(scripts{"T-1": `return card {
  static = { { target = { owner = "you", colour = "Red" }, dp = 1000 } },
}`}).NewHost()
	_, err := h.EffectsOf(cardT1)
	h.Close()
	require.Error(t, err)
	require.Contains(t, err.Error(), "script error in T-1 (cards/T/T-1.lua)")
	require.Contains(t, err.Error(), `static[1]: unknown filter key "colour" (known: color, colors_at_least, cost_at_least, cost_at_most, digivolution_card, digivolution_cards_at_least`)

	for src, msg := range map[string]string{
		`ctx:count({ owner = "opponent", colour = "Red" })`: `unknown filter key "colour"`,
		`ctx:delete({ owner = "them" })`:                    `filter owner = "them"; want "you" or "opponent"`,
		`ctx:delete({ dp_at_most = "4000" })`:               `filter dp_at_most wants a number, not string`,
		`ctx:delete("opponents_digimon")`:                   `unknown target "opponents_digimon"`,
		`ctx:dp_plus("self", 1000, "forever")`:              `unknown duration "forever" (want attack, opponents_next_turn, opponents_turn, their_next_turn, their_turn, turn, your_next_turn, your_turn, or none)`,
		`ctx:give("self", "Blocker", "round")`:              `unknown duration "round"`,
	} {
		out := runCard(t, "return card {\n  on_play = function(ctx)\n    "+src+"\n  end,\n}")
		se := scriptErr(t, out.res)
		require.Equal(t, "T-1", se.Card, src)
		require.Equal(t, "cards/T/T-1.lua", se.File, src)
		require.Equal(t, 3, se.Line, src)
		require.Contains(t, se.Msg, msg, src)
	}
}

// A script that never ends is stopped by the per-call deadline: its game ends with a
// script error naming the card and file, and the same host plays on.
func TestRunawayScriptEndsItsGameOnly(t *testing.T) {
	lib := testLib(scripts{
		"T-1": "return card {\n  on_play = function(ctx)\n    while true do end\n  end,\n}",
		"T-8": "return card { when_digivolving = function(ctx) ctx:gain_memory(2) end }",
	})
	h := lib.NewHost()
	defer h.Close()

	start := time.Now()
	out := playCard(t, h, 1, nil)
	took := time.Since(start)
	se := scriptErr(t, out.res)
	require.Equal(t, "T-1", se.Card)
	require.Equal(t, "cards/T/T-1.lua", se.File)
	require.Equal(t, 3, se.Line)
	require.Contains(t, se.Msg, "script ran past its time limit")
	require.Equal(t, "resolving T-1 [On Play]", se.Step)
	require.Less(t, took, lib.Limits.Time+time.Second, "stopped within the deadline")

	// The same host plays another game fine.
	out = playCard(t, h, 2, digivolveT8)
	require.NoError(t, out.res.Err)
	require.True(t, out.res.Halted)
	require.Equal(t, 5-1+2, out.game.MemoryOf(0), "digivolved for 1, gained 2")

	// A timeout inside a pcall does not get the script out of it either.
	h2 := testLib(scripts{"T-1": `return card { on_play = function(ctx)
  while true do pcall(function() while true do end end) end
end }`}).NewHost()
	defer h2.Close()
	require.Contains(t, scriptErr(t, playCard(t, h2, 1, nil).res).Msg, "script ran past its time limit")
}

// Time spent inside the engine (and waiting for a player) does not count toward the
// deadline, but it does not restart it either: a loop that keeps calling the engine
// is stopped like any other.
func TestRunawayLoopOfEngineCallsIsStopped(t *testing.T) {
	for _, call := range []string{"ctx:draw(0)", "ctx:gain_memory(0)"} {
		lib := testLib(scripts{"T-1": "return card { on_play = function(ctx)\n  while true do " + call + " end\nend }"})
		h := lib.NewHost()
		done := make(chan outcome, 1)
		go func() { done <- playCard(t, h, 1, nil) }()
		select {
		case out := <-done:
			se := scriptErr(t, out.res)
			require.Contains(t, se.Msg, "script ran past its time limit", call)
			require.Equal(t, 2, se.Line, call)
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: a loop of engine calls was never stopped", call)
		}
		h.Close()
	}
}

// A script that asks the same question forever, in a position that never changes, is
// an endless loop no answer stops: the engine ends the game as a draw (18-3-2) once
// every answer has come back to the same question (core/loop.go) — long before the
// deadline.
func TestRunawayLoopOfDecisionsIsADraw(t *testing.T) {
	for _, call := range []string{`ctx:may("again?")`, `ctx:choose_one("your_digimon")`} {
		lib := testLib(scripts{"T-1": "return card { on_play = function(ctx)\n  while true do " + call + " end\nend }"})
		h := lib.NewHost()
		start := time.Now()
		out := playCard(t, h, 1, nil)
		require.NoError(t, out.res.Err, call)
		require.True(t, out.res.Draw, call)
		require.Equal(t, core.ReasonLoop, out.res.Reason, call)
		require.Less(t, time.Since(start), backstop*lib.Limits.Time, call) // the clock backstop of the step limit
		h.Close()
	}
}

// An engine operation called after the game ended inside the same script fails
// cleanly, and a script cannot catch the end of the game and play on.
func TestGameEndingInsideAScriptStopsIt(t *testing.T) {
	h := testLib(scripts{"T-1": `return card {
  on_play = function(ctx)
    pcall(function() ctx:may("halt here") end)
    ctx:gain_memory(3)
  end,
}`}).NewHost()
	defer h.Close()
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptYesNo:
			return core.Halt
		case core.PromptMain:
			for i, c := range p.Choices {
				if c.Action == core.ActPlay && c.Card.Data == cardT1 {
					return i
				}
			}
		}
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	g.AddCard(0, core.ZoneHand, cardT1)
	res := g.Resume()
	require.NoError(t, res.Err)
	require.True(t, res.Halted)
	require.Equal(t, 5, g.MemoryOf(0), "nothing ran after the game stopped")
}

func firstLineOf(s string) string {
	for i, c := range s {
		if c == '\n' {
			return s[:i]
		}
	}
	return s
}
