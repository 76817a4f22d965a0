package scripting

import (
	lua "github.com/yuin/gopher-lua"
)

// Immediate effects (15-8-5): what a "when X would ..." handler sees and changes.

// wouldMethods are the ctx methods of this concept; wouldAPI documents them.
func (h *Host) wouldMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:prevent(object) — for "would" effects: it does not happen to that object.
		"prevent": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("prevent is only for would = { ... } effects")
			}
			c.Would.Prevent(checkObject(L, 2))
			return 0
		},
		// ctx:change_cost(n) — for "would" effects: the cost about to be paid changes by n.
		"change_cost": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("change_cost is only for would = { ... } effects")
			}
			n := L.CheckInt(2)
			h.engine(func() { c.ChangeCost(n) })
			return 0
		},
		// ctx:would_objects() — in a would effect: the objects the cause would still
		// happen to (<Decoy> chooses 1 of them, 12-18-6).
		"would_objects": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_objects is only for would = { ... } effects")
			}
			L.Push(h.objectList(L, onFieldOnly(c.Would.Objs)))
			return 1
		},
		// ctx:would_affect(obj) — in a would effect: whether the cause would still happen
		// to obj, nothing having prevented it yet.
		"would_affect": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_affect is only for would = { ... } effects")
			}
			L.Push(lua.LBool(!c.Would.Cancelled && c.Would.Affects(checkObject(L, 2))))
			return 1
		},
		// ctx:would_card() — in a would effect: the card played, used or digivolved into.
		"would_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_card is only for would = { ... } effects")
			}
			L.Push(h.cardValue(c.Would.Card))
			return 1
		},
	}
}

var wouldAPI = []Doc{
	{Group: GroupWould, Name: "link", Meaning: "a card would link to the subject (its link cost is about to be paid, 10-1-2-3).",
		Example: "return card { would = { { on = \"link\", subject = \"your_digimon\", run = function(ctx) ctx:change_cost(-1) end } } }"},
	{Group: GroupCtxMethods, Name: "prevent", Params: []Param{p("obj", "Object", "whom the cause spares")},
		Meaning: "In a `would` effect: the cause does not happen to obj.", Example: "ctx:prevent(ctx.self)"},
	{Group: GroupCtxMethods, Name: "change_cost", Params: []Param{p("n", "integer", "the change, negative to reduce")},
		Meaning: "In a `would` effect: the cost about to be paid changes by n.", Example: "ctx:change_cost(-2)"},
	{Group: GroupCtxMethods, Name: "would_objects", Returns: ret("Object[]", "those still on the field"),
		Meaning: "In a `would` effect: the objects the cause would still happen to (<Decoy> saves 1 of them, 12-18-6).",
		Example: "local threatened = ctx:would_objects()"},
	{Group: GroupCtxMethods, Name: "would_affect", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", "false once an effect prevented it"),
		Meaning: "In a `would` effect: whether the cause would still happen to obj. Every immediate effect the cause triggered may activate (15-8-5-4); one that only prevents it has nothing left to do once another did (ver. 1.0 12-19-3, 12-22-3: they do not overlap).",
		Example: "trigger = function(ctx) return ctx:would_affect(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "would_card", Returns: ret("Card?", "nil when the cause has no card"),
		Meaning: "In a `would` effect: the card about to be played, used or digivolved into.",
		Example: "trigger = function(ctx) return ctx:would_card():level() == 6 end"},
}
