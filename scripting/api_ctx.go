package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// ctxProps are the ctx's fields: ctx.self, ctx.card, ctx.times, ctx.event. (The
// trigger count is `times`, not `count`: a field would hide the method ctx:count.)
func (h *Host) ctxProps(L *lua.LState, ud *lua.LUserData, key string) (lua.LValue, bool) {
	c := ud.Value.(*core.Ctx)
	switch key {
	case "self":
		return h.objectValue(c.Self()), true
	case "card":
		return h.cardValue(c.Card), true
	case "times":
		return lua.LNumber(c.Count), true
	case "event":
		return h.eventValue(c.Event), true
	case "keyword":
		t := L.CreateTable(0, 3)
		t.RawSetString("name", lua.LString(c.Keyword.Name))
		t.RawSetString("n", lua.LNumber(c.Keyword.N))
		t.RawSetString("param", lua.LString(c.Keyword.Param))
		return t, true
	}
	return nil, false
}

// durations maps the duration names of the API to the core's (15-13 durations).
var durations = map[string]core.Duration{
	"":                    core.WhileOnField,
	"turn":                core.EndOfTurn,
	"opponents_turn":      core.EndOfOpponentsTurn,
	"opponents_next_turn": core.EndOfOpponentsNextTurn,
	"your_next_turn":      core.EndOfYourNextTurn,
	"attack":              core.EndOfAttack,
}

func checkDuration(L *lua.LState, n int) core.Duration {
	s := L.OptString(n, "")
	d, ok := durations[s]
	if !ok {
		L.ArgError(n, fmt.Sprintf("unknown duration %q (want %s, or none)", s, strings.TrimPrefix(names(durations), ", ")))
	}
	return d
}

// player reads "you" or "opponent" (default "you") as seen from the controller.
func player(L *lua.LState, c *core.Ctx, n int) core.PlayerID {
	switch s := L.OptString(n, "you"); s {
	case "you":
		return c.Player
	case "opponent":
		return c.Player.Opponent()
	default:
		L.ArgError(n, fmt.Sprintf("want \"you\" or \"opponent\", not %q", s))
	}
	return c.Player
}

// targets reads what an operation acts on: an object, a list of objects, "self",
// or a filter table — a filter means "all" objects matching it now (a global, 15-11-2).
// It returns the objects and, for a filter, the filter itself.
func (h *Host) targets(L *lua.LState, c *core.Ctx, n int) ([]*core.FieldObject, filter) {
	v := L.Get(n)
	switch x := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case *lua.LUserData:
		return []*core.FieldObject{checkObject(L, n)}, nil
	case lua.LString:
		if x == "self" {
			if s := c.Self(); s != nil {
				return []*core.FieldObject{s}, nil
			}
			return nil, nil
		}
	case *lua.LTable:
		if x.Len() > 0 || x.RawGetInt(1) != lua.LNil {
			var out []*core.FieldObject
			for i := 1; i <= x.Len(); i++ {
				ud, ok := x.RawGetInt(i).(*lua.LUserData)
				if o, ok2 := ud.Value.(*core.FieldObject); ok && ok2 {
					out = append(out, o)
				} else {
					L.ArgError(n, "a list of Digimon or Tamers expected")
				}
			}
			return out, nil
		}
		if isEmpty(x) {
			return nil, nil
		}
	}
	f, err := compileFilter(v)
	if err != nil {
		L.ArgError(n, err.Error())
	}
	return c.Game.Objects(func(o *core.FieldObject) bool { return f(c, o) }), f
}

func isEmpty(t *lua.LTable) bool {
	k, _ := t.Next(lua.LNil)
	return k == lua.LNil
}

func (h *Host) objectList(L *lua.LState, objs []*core.FieldObject) *lua.LTable {
	t := L.CreateTable(len(objs), 0)
	for _, o := range objs {
		t.Append(h.objectValue(o))
	}
	return t
}

// engine runs an engine operation that may ask a player something: the deadline
// clock stops while the engine waits.
func (h *Host) engine(do func()) {
	resume := h.pause()
	defer resume()
	do()
}

func (h *Host) ctxBaseMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:draw(n [, who]) — <Draw n> and "draw n cards" (4-12).
		"draw": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			p := player(L, c, 3)
			var got int
			h.engine(func() { got = c.Game.Draw(p, n) })
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:gain_memory(n) / ctx:lose_memory(n) (4-1-4).
		"gain_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.Game.GainMemory(c.Player, n, "effect of "+c.Card.Data.Number) })
			return 0
		},
		"lose_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.Game.GainMemory(c.Player, -n, "effect of "+c.Card.Data.Number) })
			return 0
		},
		// ctx:memory() — the memory on the controller's side.
		"memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LNumber(c.Game.MemoryOf(c.Player)))
			return 1
		},
		// ctx:is_your_turn()
		"is_your_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LBool(c.IsTurnPlayer()))
			return 1
		},
		// ctx:all(filter) — every object in the battle areas matching the filter.
		"all": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, _ := h.targets(L, c, 2)
			L.Push(h.objectList(L, objs))
			return 1
		},
		// ctx:count(filter)
		"count": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, _ := h.targets(L, c, 2)
			L.Push(lua.LNumber(len(objs)))
			return 1
		},
		// ctx:choose(filter [, {count = n, up_to = bool, chooser = "you"|"opponent", text = "..."}])
		// returns the chosen objects (15-10-2).
		"choose": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(h.objectList(L, h.choose(L, c)))
			return 1
		},
		// ctx:choose_one(filter [, opts]) returns one object or nil.
		"choose_one": func(L *lua.LState) int {
			c := h.checkCtx(L)
			got := h.choose(L, c)
			if len(got) == 0 {
				L.Push(lua.LNil)
			} else {
				L.Push(h.objectValue(got[0]))
			}
			return 1
		},
		// ctx:may(text) — "you may" (15-9-2): asks the controller.
		"may": func(L *lua.LState) int {
			c := h.checkCtx(L)
			text := L.OptString(2, "do it?")
			var yes bool
			h.engine(func() { yes = c.YesNo(c.Player, text) })
			L.Push(lua.LBool(yes))
			return 1
		},
		"delete": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.DeleteBy(core.EffectOf(c.Player), objs...)
		}),
		"return_to_hand": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.ReturnToHandBy(core.EffectOf(c.Player), objs...)
		}),
		"trash": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.TrashObjectsBy(core.EffectOf(c.Player), objs...)
		}),
		"suspend": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			for _, o := range objs {
				c.Game.Suspend(o)
			}
		}),
		"unsuspend": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			for _, o := range objs {
				c.Game.Unsuspend(o)
			}
		}),
		// ctx:dp_plus(target, n [, duration]) — "gets +n DP"; a filter target is
		// global ("all of your Digimon", 15-11-2), anything else targeted (15-11-1).
		"dp_plus": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(3)
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) { m.DP = n })
			return 0
		},
		// ctx:give(target, "Blocker" | "Security A. +1", duration) — "gains <X>".
		"give": func(L *lua.LState) int {
			c := h.checkCtx(L)
			tag := ParseKeywordTag(L.CheckString(3))
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) {
				m.Tags = []core.KeywordTag{tag} // with its number and parameter
				if tag.Name == core.SecurityA {
					m.Checks = tag.N
				}
			})
			return 0
		},
		// ctx:play_self{free = true} — play this card (from a security check, the hand...).
		"play_self": func(L *lua.LState) int {
			c := h.checkCtx(L)
			free := false
			if t, ok := L.Get(2).(*lua.LTable); ok {
				free = lua.LVAsBool(t.RawGetString("free"))
			}
			var o *core.FieldObject
			h.engine(func() { o = c.Game.PlayCard(c.Player, c.Card, free) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:activate_main() — "activate this card's [Main] effect" (15-15-9).
		"activate_main": func(L *lua.LState) int {
			c := h.checkCtx(L)
			h.engine(c.ActivateMain)
			return 0
		},
		// ctx:at_end_of_turn(function(ctx) ... end) — delayed processing (18-1).
		"at_end_of_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			fn := L.CheckFunction(2)
			file := h.fileOf(c)
			c.Delay("at the end of the turn", core.AtEndOfTurn, func(dc *core.Ctx) {
				h.call(dc, fn, file, "the delayed effect of "+c.Card.Data.Number, 0)
			})
			return 0
		},
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
			c.Would.Cost += L.CheckInt(2)
			return 0
		},
		// ctx:is_mine(object) — whether the controller owns it.
		"is_mine": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LBool(checkObject(L, 2).Owner == c.Player))
			return 1
		},
	}
}

// objectOp makes ctx:<op>(target) for an operation on objects.
func (h *Host) objectOp(op func(c *core.Ctx, objs []*core.FieldObject)) lua.LGFunction {
	return func(L *lua.LState) int {
		c := h.checkCtx(L)
		objs, _ := h.targets(L, c, 2)
		if len(objs) > 0 {
			h.engine(func() { op(c, objs) })
		}
		return 0
	}
}

// grant gives a modifier to the targets at argument n: targeted for objects, global
// for a filter.
func (h *Host) grant(L *lua.LState, c *core.Ctx, n int, until core.Duration, set func(m *core.Modifier)) {
	objs, f := h.targets(L, c, n)
	if f != nil {
		ctx := *c
		m := &core.Modifier{Until: until, Applies: func(g *core.Game, o *core.FieldObject) bool { return f(&ctx, o) }}
		set(m)
		h.engine(func() { c.Grant(m) })
		return
	}
	for _, o := range objs {
		m := &core.Modifier{Target: o, Until: until}
		set(m)
		h.engine(func() { c.Grant(m) })
	}
}

// choose reads ctx:choose's arguments and asks.
func (h *Host) choose(L *lua.LState, c *core.Ctx) []*core.FieldObject {
	cands, _ := h.targets(L, c, 2)
	count, upTo, chooser, text := 1, false, c.Player, "choose"
	if t, ok := L.Get(3).(*lua.LTable); ok {
		if v, ok := t.RawGetString("count").(lua.LNumber); ok {
			count = int(v)
		}
		upTo = lua.LVAsBool(t.RawGetString("up_to"))
		if lua.LVAsString(t.RawGetString("chooser")) == "opponent" {
			chooser = c.Player.Opponent()
		}
		if s := lua.LVAsString(t.RawGetString("text")); s != "" {
			text = s
		}
	}
	min := count
	if upTo {
		min = 0
	}
	var got []*core.FieldObject
	h.engine(func() { got = c.Choose(chooser, cands, min, count, text) })
	return got
}

// fileOf is the script file of the card whose effect runs (for messages).
func (h *Host) fileOf(c *core.Ctx) string {
	if h.lib.cards != nil {
		if file, _, ok := h.lib.cards.Script(c.Card.Data.Number); ok {
			return file
		}
	}
	return ""
}
