package scripting

import (
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The actions of keyword effects a card's text names (<Recovery>, <De-Digivolve>, <Delay>, ...).

// keywordActionsMethods are the ctx methods of this concept; keywordActionsAPI documents them.
func (h *Host) keywordActionsMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:recovery(n) — <Recovery +n (Deck)> (16-5).
		"recovery": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			var got int
			h.engine(func() { got = c.Game.Recover(c.Player, n) })
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:de_digivolve(obj, n) — <De-Digivolve n> on obj (16-11).
		"de_digivolve": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, _ := h.targets(L, c, 2)
			n := L.CheckInt(3)
			got := 0
			for _, o := range objs {
				h.engine(func() { got += c.Game.DeDigivolveBy(c.Cause(), o, n) })
			}
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:run_keyword("Draw 1" [, ...]) — run a keyword's action (its script's run) in
		// this effect; further arguments go to run after ctx, and run's result comes back
		// (ctx:run_keyword("De-Digivolve 1", obj); if ctx:run_keyword("Digi-Burst 2") then).
		"run_keyword": func(L *lua.LState) int {
			c := h.checkCtx(L)
			u, r := h.keywordArg(L)
			var args []lua.LValue
			for i := 3; i <= L.GetTop(); i++ {
				args = append(args, L.Get(i))
			}
			sub := *c
			sub.Keyword = core.KeywordTag{Name: u.Name, N: u.N, Param: u.Param, UpTo: u.UpTo}
			// The keyword's terms: done only when it can be (15-6), asked if optional (15-9-2).
			if !h.keywordCondition(c, r, sub.Keyword) {
				L.Push(lua.LNil)
				return 1
			}
			if r.optional && !c.DeclaresKeyword() { // declared with its [Main] effect (core/declared_keyword.go)
				var yes bool
				h.engine(func() { yes = c.YesNo(c.Player, "use "+u.Raw+"?") })
				if !yes {
					L.Push(lua.LNil)
					return 1
				}
			}
			restore := c.Game.ResolvingKeyword(&sub)
			h.call(&sub, r.fn, r.file, "resolving <"+string(u.Name)+">", 1, args...)
			restore()
			ret := h.L.Get(-1)
			h.L.Pop(1)
			L.Push(ret)
			return 1
		},
		// ctx:can_run_keyword("Digi-Burst 2") — whether the keyword's action can be done
		// now: its condition (15-6). An effect whose only processing condition it is cannot
		// be activated without it (15-6-3): "[Main] <Digi-Burst 2> ・..." is offered only
		// while the Digimon has 2 digivolution cards (16-13-2).
		"can_run_keyword": func(L *lua.LState) int {
			c := h.checkCtx(L)
			u, r := h.keywordArg(L)
			L.Push(lua.LBool(h.keywordCondition(c, r, core.KeywordTag{Name: u.Name, N: u.N, Param: u.Param, UpTo: u.UpTo})))
			return 1
		},
		// ctx:can_delay() — whether this card's <Delay> may be activated now (16-16-1, 16-16-3).
		"can_delay": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LBool(c.Game.CanDelay(c.Self())))
			return 1
		},
		// ctx:delay() — <Delay>'s cost: trash this card from the battle area (16-16-2).
		"delay": func(L *lua.LState) int {
			c := h.checkCtx(L)
			self := c.Self()
			var ok bool
			if self != nil {
				h.engine(func() { ok = c.Game.DelayTrash(self) })
			}
			L.Push(lua.LBool(ok))
			return 1
		},
	}
}

// keywordArg reads argument 2 as a keyword as printed ("Digi-Burst 2", "<Draw 1>") and
// loads its script's action.
func (h *Host) keywordArg(L *lua.LState) (core.KeywordUse, keywordRunEntry) {
	u := core.ParseKeywordUse(strings.Trim(L.CheckString(2), "<>＜＞ "))
	name, known := h.lib.LookupKeyword(u.Name)
	if !known {
		L.ArgError(2, "unknown keyword <"+string(u.Name)+">")
	}
	u.Name = name
	r := h.keywordRunOf(u.Name)
	if r.err != nil {
		L.RaiseError("%v", r.err)
	}
	return u, r
}

var keywordActionsAPI = []Doc{
	{Group: GroupCardKeys, Name: "delay", Type: "Handler|Entry",
		Meaning: "[Main] <Delay> ・X (16-16): by trashing this card while it is in your battle area — not in the turn it was placed there — X. An Option's own [Main] (`main`) is still what using it does.",
		Example: "-- [Main] ... Then, place this card in the battle area.\n-- [Main] <Delay> ・Gain 2 memory.\nreturn card {\n  main = function(ctx) ctx:draw(1); ctx:place_in_battle_area() end,\n  delay = function(ctx) ctx:gain_memory(2) end,\n}"},
	// ctx methods of keyword effects (chapter 16).
	{Group: GroupCtxMethods, Name: "recovery", Params: []Param{p("n", "integer", "how many cards")}, Returns: ret("integer", "the cards moved"),
		Meaning: "<Recovery +n (Deck)> (16-5): the top n cards of your deck go on top of your security stack.", Example: "ctx:recovery(1)"},
	{Group: GroupCtxMethods, Name: "de_digivolve", Params: []Param{p("target", "Target", "whose cards"), p("n", "integer", "at most this many")},
		Returns: ret("integer", "the cards trashed"),
		Meaning: "<De-Digivolve n> (16-11): trash up to n cards from the top, never a level 3 card or below it.",
		Example: "ctx:de_digivolve(ctx:choose_one(\"opponent_digimon\"), 1)"},
	{Group: GroupCtxMethods, Name: "run_keyword", Params: []Param{p("printed", "string", "the keyword as printed: \"Draw 1\", \"Recovery +1 (Deck)\""),
		opt("arg", "Target", "passed on to run after ctx: the target of <De-Digivolve 1>, the Digimon <Mind Link> may choose from")},
		Returns: ret("boolean?", "what run returns: <Digi-Burst> says whether its cards were trashed"),
		Meaning: "Do a keyword's action (its script's run) as part of this effect: \"[On Play] <Draw 1>\"; only when its condition holds, and after asking if it is optional — not when it opens a [Main] effect its player activated as a main-phase action, which declared it (\"[Main] <Digi-Burst 2>\", 16-13-2; core/declared_keyword.go).",
		Example: "ctx:run_keyword(\"De-Digivolve 1\", ctx:choose_one(\"opponent_digimon\"))\nif ctx:run_keyword(\"Digi-Burst 2\") then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "can_run_keyword", Params: []Param{p("printed", "string", "the keyword as printed: \"Digi-Burst 2\"")},
		Returns: ret("boolean", "whether ctx:run_keyword would run it (before asking, when it is optional)"),
		Meaning: "Whether a keyword's action can be done now: its script's condition (15-6). An effect that opens with it, as its only processing condition, cannot be activated without it (15-6-3): the effect's `condition`.",
		Example: "-- ST5-13 BlitzGreymon: [Main] <Digi-Burst 2> ・1 of your Digimon gets +4000 DP until the end of your opponent's next turn.\nreturn card { main = {\n  condition = function(ctx) return ctx:can_run_keyword(\"Digi-Burst 2\") end,\n  run = function(ctx)\n    if ctx:run_keyword(\"Digi-Burst 2\") then ctx:dp_plus(ctx:choose_one(\"your_digimon\"), 4000, \"opponents_next_turn\") end\n  end,\n} }"},
	{Group: GroupCtxMethods, Name: "can_delay", Returns: ret("boolean", ""),
		Meaning: "Whether this card's <Delay> may be activated now: it is in the battle area and was not placed there this turn (16-16-1, 16-16-3).",
		Example: "return card { when = { { on = \"played\", subject = \"opponent_digimon\", optional = true,\n  condition = function(ctx) return ctx:can_delay() end,\n  run = function(ctx) if ctx:delay() then ctx:draw(1) end end } } }"},
	{Group: GroupCtxMethods, Name: "delay", Returns: ret("boolean", "whether this card was trashed: only then does what <Delay> names happen"),
		Meaning: "<Delay>'s cost (16-16-2): trash this card from the battle area, if ctx:can_delay(). For \"[All Turns] When X, <Delay>. ・Y\" in a `when` entry; \"[Main] <Delay>\" is the `delay` card key.",
		Example: "if ctx:delay() then ctx:gain_memory(2) end"},
}
