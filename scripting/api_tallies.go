package scripting

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The turn, and what happened in it: "if you digivolved this turn", counts a card keeps.

// talliesMethods are the ctx methods of this concept; talliesAPI documents them.
func (h *Host) talliesMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:is_your_turn()
		"is_your_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LBool(c.IsTurnPlayer()))
			return 1
		},
		// ctx:phase() — the phase now (6-1-2).
		"phase": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LString(c.Game.Phase.String()))
			return 1
		},
		// ctx:this_turn(what [, who]) — how many times a player did what this turn.
		"this_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			what := L.CheckString(2)
			k, ok := turnEvents[what]
			if !ok {
				L.ArgError(2, fmt.Sprintf("want one of %s, not %q", turnEventNames(), what))
			}
			L.Push(lua.LNumber(c.Game.ThisTurn(player(L, c, 3), k)))
			return 1
		},
		// ctx:turn_count([delta]) — a count this card keeps for the turn.
		"turn_count": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LNumber(c.Game.TurnCount(c.Card, L.OptInt(2, 0))))
			return 1
		},
	}
}

var talliesAPI = []Doc{
	{Group: GroupCtxMethods, Name: "is_your_turn", Returns: ret("boolean", ""),
		Meaning: "Whether it is the controller's turn.", Example: "if ctx:is_your_turn() then ctx:gain_memory(1) end"},
	{Group: GroupCtxMethods, Name: "phase", Returns: ret("string", "\"unsuspend\", \"draw\", \"breeding\", \"main\" or \"end_of_turn\""),
		Meaning: "The phase of the turn now (6-1-2, 6-6): \"during your main phase\" is ctx:is_your_turn() and ctx:phase() == \"main\".",
		Example: "-- BT2-002 DemiVeemon (inherited): [Your Turn][Once Per Turn] When this Digimon becomes unsuspended during your main phase, it gets +1000 DP for the turn.\n" +
			"return card { inherited = { when = { { on = \"unsuspended\", subject = \"self\", turn = \"your\", once_per_turn = true,\n" +
			"  condition = function(ctx) return ctx:phase() == \"main\" end,\n  run = function(ctx) ctx:dp_plus(\"self\", 1000, \"turn\") end } } } }"},
	{Group: GroupCtxMethods, Name: "this_turn", Params: []Param{
		p("what", "string", "\"digivolve\", \"play\", \"use\", \"attack\" or \"hatch\""),
		opt("who", "Player", "\"you\" (default) or \"opponent\"")},
		Returns: ret("integer", "how many times this turn"),
		Meaning: "What a player did this turn: \"if you've digivolved this turn\" is ctx:this_turn(\"digivolve\") > 0.",
		Example: "if ctx:this_turn(\"digivolve\") > 0 then ctx:dp_plus(\"self\", 1000, \"turn\") end"},
	{Group: GroupCtxMethods, Name: "turn_count", Params: []Param{opt("delta", "integer", "added first (default 0)")},
		Returns: ret("integer", "the count now"),
		Meaning: "A count this card keeps for the turn, 0 at the start of every turn: what an effect \"for the turn\" still waits for (\"the next time you would digivolve ...\").",
		Example: "return card {\n  main = function(ctx) ctx:turn_count(1) end,\n  would = { { on = \"digivolve\", area = \"trash\", trigger = function(ctx) return ctx:turn_count() > 0 end,\n    run = function(ctx) ctx:turn_count(-1); ctx:change_cost(-4) end } },\n}"},
}

// turnEvents are the names ctx:this_turn counts, with their events.
var turnEvents = map[string]core.EventKind{
	"digivolve": core.EvDigivolve,
	"play":      core.EvPlay,
	"use":       core.EvUse,
	"attack":    core.EvAttack,
	"hatch":     core.EvHatch,
}

func turnEventNames() string {
	var out []string
	for k := range turnEvents {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}
