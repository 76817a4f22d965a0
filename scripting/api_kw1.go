package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The API of the first group of keyword effects: those the rules implement (<Security
// A.>, <Blocker>, <Jamming>, <Reboot>, <Rush>, <Collision>, <Iceclad>, <Progress>) and
// the simple ones — <Link +N>, <Training> and <Delay>.

// kwMethods1 are ctx methods added for one group of keyword effects (keywords/).
func (h *Host) kwMethods1() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:place_in_battle_area() — "place this card in the battle area": an Option
		// during its effect stays there as an object (17-1-3-3), for its <Delay>.
		"place_in_battle_area": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := c.Card
			var o *core.FieldObject
			if z := card.Zone; !z.OnField() && z != core.ZoneRemoved && !card.Token {
				h.engine(func() { o = c.Game.PlaceOnField(c.Player, card, core.ZoneBattle) })
			}
			L.Push(h.objectValue(o))
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
		// ctx:can_suspend(obj) — whether obj could be suspended now (15-8-4-4-1).
		"can_suspend": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var o *core.FieldObject
			if L.Get(2) != lua.LNil {
				o = checkObject(L, 2)
			}
			L.Push(lua.LBool(c.Game.CanSuspend(o)))
			return 1
		},
		// ctx:link_limit(obj) — how many link cards obj may have (4-7-5, <Link +N> 16-39).
		"link_limit": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			L.Push(lua.LNumber(c.Game.LinkLimit(o)))
			return 1
		},
	}
}

// areas reads an entry's `area`: "battle", "breeding", "hand", "trash" or a list of
// them (15-14). Left out: the battle area (0).
func (b *builder) areas(v lua.LValue, what string) core.Area {
	one := func(s string) core.Area {
		switch s {
		case "battle":
			return core.AreaBattle
		case "breeding":
			return core.AreaBreeding
		case "hand":
			return core.AreaHand
		case "trash":
			return core.AreaTrash
		}
		b.fail("%s: area = %q; want \"battle\", \"breeding\", \"hand\", \"trash\" or a list of them", what, s)
		return 0
	}
	switch x := v.(type) {
	case *lua.LNilType:
		return 0
	case lua.LString:
		return one(string(x))
	case *lua.LTable:
		var a core.Area
		for i := 1; i <= x.Len(); i++ {
			a |= one(lua.LVAsString(x.RawGetInt(i)))
		}
		if a == 0 {
			b.fail("%s: area = {}; want at least one area", what)
		}
		return a
	}
	b.fail("%s: area must be a string or a list of strings, not a %s", what, v.Type())
	return 0
}

// delay builds "[Main] <Delay> ・X" (16-16): an activated effect of this card while it
// is in the battle area (16-16-1), not in the turn it was placed there (16-16-3), whose
// optional cost is trashing this card (16-16-2, 15-8-4-4-1) and whose effect is X, the
// handler. It is no use effect: using the card activates its other [Main] (MainEffect).
func (b *builder) delay(v lua.LValue, inherited bool) *core.Effect {
	if inherited {
		b.fail("`delay` cannot be inherited")
		return nil
	}
	o := b.entryOptions(v, "delay")
	if o.fn == nil {
		b.fail("delay needs a function (or run = function)")
		return nil
	}
	if o.areas != 0 && o.areas != core.AreaBattle {
		b.fail("delay works from the battle area only (16-16-1)")
		return nil
	}
	e := b.effect(o, core.Activated, core.MainTiming, "[Main] <Delay>", false)
	e.Keyword = core.Delay
	cond, run := e.Condition, e.Resolve
	e.Condition = func(c *core.Ctx) bool { return c.Game.CanDelay(c.Self()) && (cond == nil || cond(c)) }
	e.Resolve = func(c *core.Ctx) {
		if self := c.Self(); self != nil && c.Game.DelayTrash(self) {
			run(c)
		}
	}
	return e
}

// kwAPI1 documents kwMethods1 and the `delay` card key (see apidoc.go).
var kwAPI1 = []Doc{
	{Group: GroupCardKeys, Name: "delay", Type: "Handler|Entry",
		Meaning: "[Main] <Delay> ・X (16-16): by trashing this card while it is in your battle area — not in the turn it was placed there — X. An Option's own [Main] (`main`) is still what using it does.",
		Example: "-- [Main] ... Then, place this card in the battle area.\n-- [Main] <Delay> ・Gain 2 memory.\nreturn card {\n  main = function(ctx) ctx:draw(1); ctx:place_in_battle_area() end,\n  delay = function(ctx) ctx:gain_memory(2) end,\n}"},
	{Group: GroupCtxMethods, Name: "place_in_battle_area", Returns: ret("Object?", "the new object, or nil if the card could not be placed"),
		Meaning: "\"Place this card in the battle area\": this card (an Option while its effect resolves, or from a zone) becomes an object in your battle area, where it stays (17-1-3-3) — for <Delay> (16-16).",
		Example: "ctx:place_in_battle_area()"},
	{Group: GroupCtxMethods, Name: "can_delay", Returns: ret("boolean", ""),
		Meaning: "Whether this card's <Delay> may be activated now: it is in the battle area and was not placed there this turn (16-16-1, 16-16-3).",
		Example: "return card { when = { { on = \"played\", subject = \"opponent_digimon\", optional = true,\n  condition = function(ctx) return ctx:can_delay() end,\n  run = function(ctx) if ctx:delay() then ctx:draw(1) end end } } }"},
	{Group: GroupCtxMethods, Name: "delay", Returns: ret("boolean", "whether this card was trashed: only then does what <Delay> names happen"),
		Meaning: "<Delay>'s cost (16-16-2): trash this card from the battle area, if ctx:can_delay(). For \"[All Turns] When X, <Delay>. ・Y\" in a `when` entry; \"[Main] <Delay>\" is the `delay` card key.",
		Example: "if ctx:delay() then ctx:gain_memory(2) end"},
	{Group: GroupCtxMethods, Name: "can_suspend", Params: []Param{p("obj", "Object?", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether obj could be suspended now: unsuspended and not prohibited. An activated effect \"by suspending ...\" can be declared only then (15-8-4-4-1; <Training>).",
		Example: "return card { main = { condition = function(ctx) return ctx:can_suspend(ctx.self) end,\n  run = function(ctx) ctx:suspend(\"self\"); ctx:draw(1) end } }"},
	{Group: GroupCtxMethods, Name: "link_limit", Params: []Param{p("obj", "Object", "")}, Returns: ret("integer", ""),
		Meaning: "How many link cards obj may have: 1 (4-7-5), plus N for each <Link +N> it has (16-39-1, 16-39-3).",
		Example: "local room = ctx:link_limit(ctx.self)"},
}
