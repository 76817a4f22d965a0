package scripting

import lua "github.com/yuin/gopher-lua"

// kwMethods4 are ctx methods added for one group of keyword effects (keywords/): the
// actions <Draw>, <Recovery>, <De-Digivolve>, <Digisorption>, <Digi-Burst>, <Save>,
// <Mind Link>, <Blast Digivolve>, <Blast DNA Digivolve>.
func (h *Host) kwMethods4() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:digivolve_cost(obj, card) — the cost obj pays to digivolve into card by
		// card's requirements (8-1-3-1), or nil when it meets none (<Blast Digivolve>,
		// 12-26-3: the requirements are never ignored).
		"digivolve_cost": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			card := checkCard(L, 3)
			cost, ok := c.Game.DigivolveCost(o, card)
			if !ok {
				L.Push(lua.LNil)
			} else {
				L.Push(lua.LNumber(cost))
			}
			return 1
		},
	}
}

// kwAPI4 documents kwMethods4 (see apidoc.go).
var kwAPI4 = []Doc{
	{Group: GroupCtxMethods, Name: "digivolve_cost", Params: []Param{p("obj", "Object", "what would digivolve"), p("card", "Card", "into this card")},
		Returns: ret("integer?", "the lowest cost of the requirements obj meets; nil: it meets none"),
		Meaning: "Whether obj can digivolve into card by card's digivolution requirements (8-1-3-1), and at what cost (<Blast Digivolve>, 16-25).",
		Example: "if ctx:digivolve_cost(ctx.self, ctx.card) then ctx:digivolve(ctx.self, ctx.card) end"},
}
