package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// kwMethods2 are ctx methods added for one group of keyword effects (keywords/): the
// keywords of attacks and battles — <Piercing>, <Raid>, <Alliance>, <Execute>,
// <Overclock>.
func (h *Host) kwMethods2() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:current_attack() — the attack in progress: {attacker, target, blocked}, or nil.
		"current_attack": func(L *lua.LState) int {
			c := h.checkCtx(L)
			a := c.Game.Attack()
			if a == nil {
				L.Push(lua.LNil)
				return 1
			}
			t := L.CreateTable(0, 4)
			t.RawSetString("attacker", h.objectValue(c.Game.ObjectByID(a.AttackerID)))
			if a.Target != nil {
				t.RawSetString("target", h.objectValue(c.Game.ObjectByID(a.TargetID)))
			}
			t.RawSetString("player", lua.LBool(a.Target == nil))
			t.RawSetString("blocked", lua.LBool(a.Blocker != nil))
			L.Push(t)
			return 1
		},
		// ctx:attack_then(obj, opts, fn) — obj attacks as with ctx:attack; if it does, fn
		// is a delayed processing at the end of that attack (<Execute>, 16-37-4).
		"attack_then": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			opt := attackOptions(L.Get(3))
			fn := L.CheckFunction(4)
			file := h.fileOf(c)
			if file == "" && c.Keyword.Name != "" {
				file = "keywords/" + core.KeywordFile(c.Keyword.Name)
			}
			var ok bool
			h.engine(func() {
				ok = c.AttackThen(o, opt, "at the end of the attack", func(dc *core.Ctx) {
					h.call(dc, fn, file, "the delayed effect of "+c.Effect.String(), 0)
				})
			})
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:security_count([who]) — how many cards are in a security stack.
		"security_count": func(L *lua.LState) int {
			c := h.checkCtx(L)
			p := player(L, c, 2)
			L.Push(lua.LNumber(len(c.Game.Players[p].Security)))
			return 1
		},
		// ctx:is_token(obj) — whether obj is a token (4-18).
		"is_token": func(L *lua.LState) int {
			h.checkCtx(L)
			o := checkObject(L, 2)
			L.Push(lua.LBool(o.Top().Token))
			return 1
		},
	}
}

// attackOptions reads the options table of ctx:attack and ctx:attack_then.
func attackOptions(v lua.LValue) core.AttackOptions {
	opt := core.AttackOptions{}
	if t, ok := v.(*lua.LTable); ok {
		opt.NoPlayer = lua.LVAsBool(t.RawGetString("no_player"))
		opt.PlayerOnly = lua.LVAsBool(t.RawGetString("player_only"))
		opt.Unsuspended = lua.LVAsBool(t.RawGetString("unsuspended"))
		opt.NoSuspend = lua.LVAsBool(t.RawGetString("no_suspend"))
		opt.IgnorePlayedThisTurn = lua.LVAsBool(t.RawGetString("this_turn"))
		opt.Optional = lua.LVAsBool(t.RawGetString("optional"))
	}
	return opt
}

// kwAPI2 documents kwMethods2 (see apidoc.go).
var kwAPI2 = []Doc{
	{Group: GroupCtxMethods, Name: "current_attack", Returns: ret("{attacker: Object?, target: Object?, player: boolean, blocked: boolean}?", "nil when no attack is in progress"),
		Meaning: "The attack in progress (chapter 11): its attacker and target while they are on the field, whether it targets the player, whether it was blocked.",
		Example: "local a = ctx:current_attack()\nif a and a.attacker and a.attacker:is(ctx.self) then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "attack_then", Params: []Param{p("obj", "Object", "the attacker"), p("opts", "table", "as for ctx:attack"),
		p("fn", "Handler", "what to do at the end of that attack")},
		Returns: ret("boolean", "whether it attacked"),
		Meaning: "ctx:attack, and if obj attacks, fn is a delayed processing (18-1) at the end of that attack (<Execute>, 16-37-4).",
		Example: "ctx:attack_then(ctx.self, { optional = true }, function(ctx) ctx:delete(\"self\") end)"},
	{Group: GroupCtxMethods, Name: "security_count", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")}, Returns: ret("integer", ""),
		Meaning: "How many cards are in a security stack (<Barrier>, 16-24).",
		Example: "if ctx:security_count(\"opponent\") == 0 then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "is_token", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether obj is a token (4-18) (<Overclock>, 16-33).",
		Example: "local fodder = ctx:is_token(obj) or obj:has_trait(\"Puppet\")"},
}
