package scripting

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The turn, and what happened in it: "if you digivolved this turn".

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
		// ctx:this_turn(what [, who [, area]]) — how many times a player did what this
		// turn, in the battle area unless the card names the breeding area (3-4-5-7).
		"this_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			what := L.CheckString(2)
			te, ok := turnEvents[what]
			if !ok {
				L.ArgError(2, fmt.Sprintf("want one of %s, not %q", turnEventNames(), what))
			}
			areas := te.area
			if L.Get(4) != lua.LNil {
				areas = tallyAreas(L, 4)
			}
			L.Push(lua.LNumber(c.Game.ThisTurnIn(player(L, c, 3), te.kind, areas)))
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
		opt("who", "Player", "\"you\" (default) or \"opponent\""),
		opt("area", "Area|Area[]", "where it happened: \"battle\" (the default: the battle area, and an Option's use), \"breeding\", or both; \"hatch\" counts the breeding area by default")},
		Returns: ret("integer", "how many times this turn"),
		Meaning: "What a player did this turn: \"if you've digivolved this turn\" is ctx:this_turn(\"digivolve\") > 0. The breeding area is outside every effect that does not name it (3-4-5-7): a digivolution there counts only for a card that names the breeding area, ctx:this_turn(\"digivolve\", \"you\", { \"battle\", \"breeding\" }).",
		Example: "if ctx:this_turn(\"digivolve\") > 0 then ctx:dp_plus(\"self\", 1000, \"turn\") end"},
}

// turnEvents are the names ctx:this_turn counts, with their events and where they
// count by default: the battle area (3-4-5-7) — but a hatch is in the breeding area
// by definition (4-16), so "if you hatched" names it.
var turnEvents = map[string]struct {
	kind core.EventKind
	area core.Area
}{
	"digivolve": {core.EvDigivolve, core.AreaBattle},
	"play":      {core.EvPlay, core.AreaBattle},
	"use":       {core.EvUse, core.AreaBattle},
	"attack":    {core.EvAttack, core.AreaBattle},
	"hatch":     {core.EvHatch, core.AreaBreeding},
}

// tallyAreas reads ctx:this_turn's area: "battle", "breeding" or a list of them.
func tallyAreas(L *lua.LState, n int) core.Area {
	one := func(v lua.LValue) core.Area {
		switch lua.LVAsString(v) {
		case "battle":
			return core.AreaBattle
		case "breeding":
			return core.AreaBreeding
		}
		L.ArgError(n, fmt.Sprintf("want \"battle\", \"breeding\" or a list of them, not %s", v))
		return 0
	}
	if t, ok := L.Get(n).(*lua.LTable); ok {
		var a core.Area
		for i := 1; i <= t.Len(); i++ {
			a |= one(t.RawGetInt(i))
		}
		if a == 0 {
			L.ArgError(n, "want at least one area")
		}
		return a
	}
	return one(L.Get(n))
}

func turnEventNames() string {
	var out []string
	for k := range turnEvents {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}
