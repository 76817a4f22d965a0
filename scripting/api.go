package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The dcg Lua API: the globals card{} and keyword{}, and the ctx, object and card
// values effects work with. README.md documents every function with an example;
// apidoc.go holds that documentation as data, and generates the README section and
// the LuaLS annotation stubs from it.

const (
	ctxType    = "dcg.ctx"
	objectType = "dcg.object"
	cardType   = "dcg.card"
)

// registerAPI adds the engine's globals to a fresh sandbox.
func (h *Host) registerAPI(L *lua.LState, globals *lua.LTable) {
	h.registerGlobals(L, globals) // surface.go

	for _, t := range []struct {
		name    string
		methods map[string]lua.LGFunction
		props   func(L *lua.LState, ud *lua.LUserData, key string) (lua.LValue, bool)
	}{
		{ctxType, h.ctxMethods(), h.ctxProps},
		{objectType, h.objectMethods(), nil},
		{cardType, h.cardMethods(), nil},
	} {
		mt := L.NewTypeMetatable(t.name)
		h.metatables[t.name] = mt
		charged := make(map[string]lua.LGFunction, len(t.methods))
		for name, f := range t.methods {
			charged[name] = h.charged(f)
		}
		methods := L.SetFuncs(L.CreateTable(0, len(charged)), charged) // sized: no regrowth
		props := t.props
		mt.RawSetString("__index", L.NewFunction(h.charged(func(L *lua.LState) int {
			ud := L.CheckUserData(1)
			key := L.CheckString(2)
			if props != nil {
				if v, ok := props(L, ud, key); ok {
					L.Push(v)
					return 1
				}
			}
			m := methods.RawGetString(key)
			if m == lua.LNil {
				L.RaiseError("%s has no field or method %q", t.name, key)
			}
			L.Push(m)
			return 1
		})))
		mt.RawSetString("__newindex", L.NewFunction(func(L *lua.LState) int {
			L.RaiseError("%s values are read-only", t.name)
			return 0
		}))
		mt.RawSetString("__metatable", lua.LString("locked"))
		if eq := identity[t.name]; eq != nil {
			mt.RawSetString("__eq", L.NewFunction(eq))
		}
	}
}

// charged wraps an API function so that what it returns counts toward the game's
// memory (budget.go): a list of objects a script could keep a million of.
func (h *Host) charged(f lua.LGFunction) lua.LGFunction {
	return func(L *lua.LState) int {
		n := f(L)
		top := L.GetTop()
		var cost int64
		for i := top - n + 1; i <= top; i++ {
			cost += valueCost(L.Get(i), 2)
		}
		if cost > 0 {
			h.m.charge(L, cost)
		}
		return n
	}
}

// valueCost estimates what a fresh value costs, looking depth levels into tables.
func valueCost(v lua.LValue, depth int) int64 {
	switch x := v.(type) {
	case lua.LString:
		return costString + int64(len(x))
	case *lua.LUserData:
		return costUserdata
	case *lua.LTable:
		cost := int64(costTable)
		x.ForEach(func(_, val lua.LValue) {
			cost += costEntry
			if depth > 1 {
				cost += valueCost(val, depth-1)
			}
		})
		return cost
	}
	return 0
}

// identity is what == means for objects and cards: each Lua value is a fresh
// userdata, so without __eq the same object seen twice would not be equal to itself.
// Two objects are equal when they are the same object on the field (the same
// identity: digivolving keeps it, 8-1-2-3; a new card gets a new one, 3-1-3-1); two
// cards when they are the same physical card. gopher-lua calls __eq only for two
// values of the same metatable: an object is never equal to a card.
var identity = map[string]lua.LGFunction{
	objectType: func(L *lua.LState) int {
		a, _ := L.CheckUserData(1).Value.(*core.FieldObject)
		b, _ := L.CheckUserData(2).Value.(*core.FieldObject)
		L.Push(lua.LBool(a != nil && b != nil && a.ID == b.ID))
		return 1
	},
	cardType: func(L *lua.LState) int {
		a, _ := L.CheckUserData(1).Value.(*core.Card)
		b, _ := L.CheckUserData(2).Value.(*core.Card)
		L.Push(lua.LBool(a != nil && a == b))
		return 1
	},
}

// apiCard is card { ... }: it checks the table's keys and returns it.
func apiCard(L *lua.LState) int {
	t := L.CheckTable(1)
	t.ForEach(func(k, _ lua.LValue) {
		key := lua.LVAsString(k)
		if _, ok := timingKeys[key]; !ok && !otherKeys[key] {
			L.ArgError(1, "unknown key \""+key+"\" in card { ... }")
		}
	})
	L.Push(t)
	return 1
}

// apiKeyword is keyword { name = ..., effects = { ... } }.
func apiKeyword(L *lua.LState) int {
	t := L.CheckTable(1)
	if t.RawGetString("name").Type() != lua.LTString {
		L.ArgError(1, "keyword { ... } needs name = \"...\"")
	}
	if e := t.RawGetString("effects"); e != lua.LNil && e.Type() != lua.LTTable {
		L.ArgError(1, "keyword { ... }: effects must be a card table { ... } (the keyword's behaviour)")
	}
	if c := t.RawGetString("condition"); c != lua.LNil && c.Type() != lua.LTFunction {
		L.ArgError(1, "keyword { ... }: condition must be a function(ctx) returning whether run can be done")
	}
	if o := t.RawGetString("optional"); o != lua.LNil && o.Type() != lua.LTBool {
		L.ArgError(1, "keyword { ... }: optional must be true or false")
	}
	L.Push(t)
	return 1
}

// apiRandom is math.random drawing from the game's RNG (determinism).
func (h *Host) apiRandom(L *lua.LState) int {
	if h.game == nil {
		L.RaiseError("math.random is only available while an effect runs")
	}
	switch L.GetTop() {
	case 0:
		L.Push(lua.LNumber(float64(h.game.Rand(1<<30)) / (1 << 30)))
	case 1:
		m := L.CheckInt(1)
		if m < 1 {
			L.ArgError(1, "interval is empty")
		}
		L.Push(lua.LNumber(1 + h.game.Rand(m)))
	default:
		lo, hi := L.CheckInt(1), L.CheckInt(2)
		if hi < lo {
			L.ArgError(2, "interval is empty")
		}
		L.Push(lua.LNumber(lo + h.game.Rand(hi-lo+1)))
	}
	return 1
}

// Values: a ctx, an object or a card as Lua userdata.

// userData wraps v as userdata of the API type typ (its methods are typ's metatable).
func (h *Host) userData(v any, typ string) lua.LValue {
	ud := h.L.NewUserData()
	ud.Value = v
	ud.Metatable = h.metatables[typ] // what L.SetMetatable does, without looking it up by name
	return ud
}

func (h *Host) objectValue(o *core.FieldObject) lua.LValue {
	if o == nil {
		return lua.LNil
	}
	return h.userData(o, objectType)
}

func (h *Host) cardValue(c *core.Card) lua.LValue {
	if c == nil {
		return lua.LNil
	}
	return h.userData(c, cardType)
}

// eventValue is an event as a plain table: kind, card, n, delta, and the objects
// object and target while they are on the field.
func (h *Host) eventValue(ev *core.Event) lua.LValue { return h.batchValue(ev, nil) }

// batchValue is eventValue for an event met together with others (core.Ctx.Batch):
// its cards are the cards of them all (api_moves.go).
func (h *Host) batchValue(ev *core.Event, batch []core.Event) lua.LValue {
	if ev == nil {
		return lua.LNil
	}
	t := h.L.CreateTable(0, 14) // sized: a default table reserves room for 32 + 32
	t.RawSetString("kind", lua.LString(ev.Kind))
	t.RawSetString("card", lua.LString(ev.Card))
	t.RawSetString("n", lua.LNumber(ev.N))
	t.RawSetString("delta", lua.LNumber(ev.Delta))
	cause := ""
	switch ev.Text {
	case "rule", "battle", "effect": // deletions and would-events say their cause
		cause = ev.Text
	}
	if cause == "" && ev.ByEffect { // made while an effect resolved (a play, a trash, a suspension ...)
		cause = "effect"
	}
	t.RawSetString("cause", lua.LString(cause))
	effectOf := ""
	if ev.ByEffect {
		effectOf = "opponent"
		if ev.EffectPlayer == h.controller {
			effectOf = "you"
		}
	}
	t.RawSetString("effect_of", lua.LString(effectOf))
	t.RawSetString("effect_keyword", lua.LString(ev.EffectKeyword))
	t.RawSetString("by_you", lua.LBool(ev.Player == h.controller))
	// 13-1-7-1-1: a security card checked face up stays revealed; the check says so.
	t.RawSetString("face_up", lua.LBool(ev.Kind == core.EvSecurityCheck && ev.Text == core.MoveFaceUp))
	if g := h.game; g != nil {
		t.RawSetString("object", h.objectValue(g.ObjectByID(ev.Obj)))
		t.RawSetString("target", h.objectValue(g.ObjectByID(ev.Target)))
		t.RawSetString("effect_card", h.cardValue(g.CardByID(ev.EffectCard)))
		h.moveFields(t, g, ev, batch)
	}
	return t
}

// checkCtx reads the ctx argument. Once the game has ended inside this script, the
// script can do nothing more: every ctx method raises an error that unwinds it.
func (h *Host) checkCtx(L *lua.LState) *core.Ctx {
	ud := L.CheckUserData(1)
	c, ok := ud.Value.(*core.Ctx)
	if !ok {
		L.ArgError(1, "ctx expected (call it as ctx:method(...))")
	}
	if c.Game.Over() && !h.inspecting {
		L.RaiseError("the game is over")
	}
	return c
}

func checkObject(L *lua.LState, n int) *core.FieldObject {
	ud := L.CheckUserData(n)
	o, ok := ud.Value.(*core.FieldObject)
	if !ok {
		L.ArgError(n, "a Digimon or Tamer expected")
	}
	return o
}

func checkCard(L *lua.LState, n int) *core.Card {
	ud := L.CheckUserData(n)
	c, ok := ud.Value.(*core.Card)
	if !ok {
		L.ArgError(n, "a card expected")
	}
	return c
}
