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
		// ctx:would_objects(opts) — in a would effect: the objects the cause would still
		// happen to (<Decoy> chooses 1 of them, 12-18-6); with prevented = true, also
		// those an immediate effect spared (15-8-5-4: "those Digimon" of a trigger).
		"would_objects": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_objects is only for would = { ... } effects")
			}
			objs := c.Would.Objs
			if t := optionTable(L, 2, "would_objects", wouldObjectsKeys); t != nil && lua.LVAsBool(t.RawGetString("prevented")) {
				objs = c.Would.First
			}
			L.Push(h.objectList(L, onFieldOnly(objs)))
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

// wouldObjectsKeys are the keys of ctx:would_objects's option table.
var wouldObjectsKeys = []string{"prevented"}

var wouldAPI = []Doc{
	{Group: GroupWould, Name: "link", Meaning: "a card would link to the subject (its link cost is about to be paid, 10-1-2-3).",
		Example: "return card { would = { { on = \"link\", subject = \"your_digimon\", run = function(ctx) ctx:change_cost(-1) end } } }"},
	{Group: GroupCtxMethods, Name: "prevent", Params: []Param{p("obj", "Object", "whom the cause spares")},
		Meaning: "In a `would` effect: the cause does not happen to obj.", Example: "ctx:prevent(ctx.self)"},
	{Group: GroupCtxMethods, Name: "change_cost", Params: []Param{p("n", "integer", "the change, negative to reduce")},
		Meaning: "In a `would` effect: the cost about to be paid changes by n.", Example: "ctx:change_cost(-2)"},
	{Group: GroupCtxMethods, Name: "would_objects",
		Params:  []Param{opt("opts", "table", "prevented = true: also those an immediate effect already spared — the objects the cause first would have happened to, which triggered every immediate effect it triggered (15-8-5-4): \"place those Digimon\" after another effect kept one of them (BT19-053 Q5304)")},
		Returns: ret("Object[]", "those still on the field"),
		Meaning: "In a `would` effect: the objects the cause would still happen to (<Decoy> saves 1 of them, 12-18-6).",
		Example: "local threatened = ctx:would_objects()\n-- BT19-053 QueenBeemon: When any of your [Royal Base] trait Digimon would leave the battle area other than in battle,\n-- you may place those Digimon face-up at the bottom of your security stack.\nlocal those = {}\nfor _, o in ipairs(ctx:would_objects({ prevented = true })) do\n  if ctx:is_mine(o) and o:has_trait(\"Royal Base\") then those[#those + 1] = o end\nend\nctx:move(those, \"security_bottom\", { face = \"up\" })"},
	{Group: GroupCtxMethods, Name: "would_affect", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", "false once an effect prevented it"),
		Meaning: "In a `would` effect: whether the cause would still happen to obj. Every immediate effect the cause triggered may activate (15-8-5-4); one that only prevents it has nothing left to do once another did (ver. 1.0 12-19-3, 12-22-3: they do not overlap).",
		Example: "trigger = function(ctx) return ctx:would_affect(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "would_card", Returns: ret("Card?", "nil when the cause has no card"),
		Meaning: "In a `would` effect: the card about to be played, used or digivolved into.",
		Example: "trigger = function(ctx) return ctx:would_card():level() == 6 end"},
}
