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
				h.engine(func() { got += c.Game.DeDigivolve(c.Player, o, n) })
			}
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:run_keyword("Draw 1" [, ...]) — run a keyword's action (its script's run) in
		// this effect; further arguments go to run after ctx, and run's result comes back
		// (ctx:run_keyword("De-Digivolve 1", obj); if ctx:run_keyword("Digi-Burst 2") then).
		"run_keyword": func(L *lua.LState) int {
			c := h.checkCtx(L)
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
			var args []lua.LValue
			for i := 3; i <= L.GetTop(); i++ {
				args = append(args, L.Get(i))
			}
			sub := *c
			sub.Keyword = core.KeywordTag{Name: u.Name, N: u.N, Param: u.Param}
			// The keyword's terms: done only when it can be (15-6), asked if optional (15-9-2).
			if !h.keywordCondition(c, r, sub.Keyword) {
				L.Push(lua.LNil)
				return 1
			}
			if r.optional {
				var yes bool
				h.engine(func() { yes = c.YesNo(c.Player, "use "+u.Raw+"?") })
				if !yes {
					L.Push(lua.LNil)
					return 1
				}
			}
			h.call(&sub, r.fn, r.file, "resolving <"+string(u.Name)+">", 1, args...)
			ret := h.L.Get(-1)
			h.L.Pop(1)
			L.Push(ret)
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

var keywordActionsAPI = []Doc{
	{Group: GroupCardKeys, Name: "delay", Type: "Handler|Entry",
		Meaning: "[Main] <Delay> ・X (16-16): by trashing this card while it is in your battle area — not in the turn it was placed there — X. An Option's own [Main] (`main`) is still what using it does.",
		Example: "-- [Main] ... Then, place this card in the battle area.\n-- [Main] <Delay> ・Gain 2 memory.\nreturn card {\n  main = function(ctx) ctx:draw(1); ctx:place_in_battle_area() end,\n  delay = function(ctx) ctx:gain_memory(2) end,\n}"},
	{Group: GroupEntry, Name: "opens_with", Type: "string",
		Meaning: "Timing and `when` entries: \"[Main] <Digi-Burst 2> ・X\" — the keyword, as printed, whose action opens the effect as a processing condition (15-6; <Digi-Burst> 16-13-2): the effect activates only while the keyword's condition holds (15-6-3: a [Main] <Digi-Burst 2> is not offered with fewer than 2 digivolution cards), a triggered one asks first when the keyword is optional (15-9-2), and `run` — X — runs only when the keyword's action returned true (its cards were trashed).",
		Example: "-- ST6-13 CresGarurumon: [Main] <Digi-Burst 2> ・Play 1 purple level 3 Digimon card from your trash without paying its memory cost.\n" +
			"return card { main = { opens_with = \"Digi-Burst 2\", run = function(ctx)\n" +
			"  local card = ctx:choose_card(ctx:cards(\"trash\", { kind = \"Digimon\", color = \"Purple\", level = 3 }))[1]\n" +
			"  if card then ctx:play_card(card, { free = true }) end\n" +
			"end } }"},
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
		Meaning: "Do a keyword's action (its script's run) as part of this effect: \"[On Play] <Draw 1>\"; only when its condition holds, and after asking if it is optional.",
		Example: "ctx:run_keyword(\"De-Digivolve 1\", ctx:choose_one(\"opponent_digimon\"))\nif ctx:run_keyword(\"Digi-Burst 2\") then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "can_delay", Returns: ret("boolean", ""),
		Meaning: "Whether this card's <Delay> may be activated now: it is in the battle area and was not placed there this turn (16-16-1, 16-16-3).",
		Example: "return card { when = { { on = \"played\", subject = \"opponent_digimon\", optional = true,\n  condition = function(ctx) return ctx:can_delay() end,\n  run = function(ctx) if ctx:delay() then ctx:draw(1) end end } } }"},
	{Group: GroupCtxMethods, Name: "delay", Returns: ret("boolean", "whether this card was trashed: only then does what <Delay> names happen"),
		Meaning: "<Delay>'s cost (16-16-2): trash this card from the battle area, if ctx:can_delay(). For \"[All Turns] When X, <Delay>. ・Y\" in a `when` entry; \"[Main] <Delay>\" is the `delay` card key.",
		Example: "if ctx:delay() then ctx:gain_memory(2) end"},
}
