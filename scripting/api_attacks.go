package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Attacks and battles (11-14) by effects: attacking, the attack in progress, changing its target.

// attacksMethods are the ctx methods of this concept; attacksAPI documents them.
func (h *Host) attacksMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:pierce() — <Piercing>: check security before the end of this attack (16-6).
		"pierce": func(L *lua.LState) int {
			c := h.checkCtx(L)
			c.Game.Pierce()
			return 0
		},
		// ctx:change_target(obj) — the attack now targets obj (nil: the player) (11-2-7-2).
		"change_target": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var t *core.FieldObject
			if L.Get(2) != lua.LNil {
				t = checkObject(L, 2)
			}
			var ok bool
			h.engine(func() { ok = c.Game.ChangeAttackTarget(t) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:attack(obj [, opts]) — obj attacks by this effect (<Blitz>, <Vortex>, ...);
		// done by a keyword's script, the attack is made with that keyword.
		"attack": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			opt := attackOptions(L.Get(3))
			var ok bool
			h.engine(func() { ok = c.Attack(o, opt) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:battle(a, b) — "a may battle b": a battle by the rules (14-2), made by this
		// effect.
		"battle": func(L *lua.LState) int {
			c := h.checkCtx(L)
			a, b := checkObject(L, 2), checkObject(L, 3)
			var ok bool
			h.engine(func() { ok = c.Game.BattleBy(a, b) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:end_attack() — "end the attack" (15-15-1-1).
		"end_attack": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LBool(c.Game.EndAttack()))
			return 1
		},
		// ctx:current_attack() — the attack in progress: {attacker, target, player,
		// declared_player, blocked, by_effect, by}, or nil.
		"current_attack": func(L *lua.LState) int {
			c := h.checkCtx(L)
			a := c.Game.Attack()
			if a == nil {
				L.Push(lua.LNil)
				return 1
			}
			t := L.CreateTable(0, 7)
			t.RawSetString("attacker", h.objectValue(c.Game.ObjectByID(a.AttackerID)))
			if a.Target != nil {
				t.RawSetString("target", h.objectValue(c.Game.ObjectByID(a.TargetID)))
			}
			t.RawSetString("player", lua.LBool(a.Target == nil))
			t.RawSetString("declared_player", lua.LBool(a.DeclaredOnPlayer))
			t.RawSetString("blocked", lua.LBool(a.Blocker != nil))
			t.RawSetString("by_effect", lua.LBool(a.ByEffect))
			if a.By != "" {
				t.RawSetString("by", lua.LString(a.By))
			}
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
			h.keep(fn)
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
	}
}

var attacksAPI = []Doc{
	{Group: GroupCtxMethods, Name: "pierce",
		Meaning: "<Piercing> (16-6): after this attack's battle deletes the Digimon attacked, check security before the end of attack.",
		Example: "ctx:pierce()"},
	{Group: GroupCtxMethods, Name: "change_target", Params: []Param{opt("target", "Object", "the new target; nil: the opponent")}, Returns: ret("boolean", "whether it changed"),
		Meaning: "Change the attack target (11-2-7-2; <Raid>, 16-22).", Example: "ctx:change_target(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", suspended = false }))"},
	{Group: GroupCtxMethods, Name: "attack", Params: []Param{p("obj", "Object", "the attacker"), opt("opts", "table", "no_player, player_only, unsuspended, no_suspend, this_turn, optional")},
		Returns: ret("boolean", "whether it attacked"),
		Meaning: "obj attacks by this effect, its controller choosing the target (<Blitz>, <Vortex>, <Overclock>, <Execute>). Done by a keyword's script, the attack is made with that keyword (ctx:current_attack().by; `can = { \"attack_unsuspended\", with = ... }`). Effects pending from before it activate after what the attack declaration triggers, before the counter timing (11-1-4; Q1299).",
		Example: "ctx:attack(ctx.self, { optional = true })"},
	{Group: GroupCtxMethods, Name: "battle", Params: []Param{p("a", "Object", "a Digimon in the battle area"), p("b", "Object", "the Digimon it battles")},
		Returns: ret("boolean", "whether they battled (both Digimon in the battle area)"),
		Meaning: "\"a may battle b\": this effect performs a battle directly, as the rules do (14-2; Q6342): the lower DP loses and is deleted in battle; the battle is rules, not the effect, so a Digimon unaffected by effects battles all the same (Q6343). It is carried out at once, what it triggers resolving before it ends (14-2-4).",
		Example: "-- BT25-057 Monarchlizamon: [When Digivolving] This Digimon may battle 1 of your opponent's Digimon.\nlocal mon = ctx:choose_one(\"opponent_digimon\")\nif mon and ctx:may() then ctx:battle(ctx.self, mon) end"},
	{Group: GroupCtxMethods, Name: "end_attack", Returns: ret("boolean", "whether an attack was in progress to end"),
		Meaning: "\"End the attack\" (15-15-1-1): once this effect resolves, the attack goes straight to its end of attack (11-6) — no counter or block timing, no battle or security check after it.",
		Example: "-- BT16-032 Sheepmon: [All Turns] [Once Per Turn] When an attack target is switched, you may end the attack.\nctx:end_attack()"},
	{Group: GroupCtxMethods, Name: "current_attack", Returns: ret("{attacker: Object?, target: Object?, player: boolean, declared_player: boolean, blocked: boolean, by_effect: boolean, by: string?}?", "nil when no attack is in progress"),
		Meaning: "The attack in progress (chapter 11): its attacker and target while they are on the field, whether it targets the player now, whether the target chosen at the declaration was the player (declared_player: \"when this Digimon attacks a player\", \"if you attack an opponent's Digimon\" read it, whatever a block or a switch made of the target since, 11-2-7-6), whether it was blocked, whether an effect declared it (not the turn player by the rules, 11-2-1), and the keyword effect it was made with (\"Blitz\", \"Execute\"; nil when none): \"attacking by <Execute>\".",
		Example: "local a = ctx:current_attack()\nif a and a.attacker and a.attacker:is(ctx.self) then ctx:draw(1) end\n-- BT6-001: [When Attacking] When this Digimon attacks a player, it gets +1000 DP for the turn.\nif a and a.declared_player then ctx:dp_plus(\"self\", 1000, \"turn\") end\n-- EX11-068: ... If attacking by <Execute>, it may digivolve ...\nif a and a.by == \"Execute\" then --[[ ... ]] end"},
	{Group: GroupCtxMethods, Name: "attack_then", Params: []Param{p("obj", "Object", "the attacker"), p("opts", "table", "as for ctx:attack"),
		p("fn", "Handler", "what to do at the end of that attack")},
		Returns: ret("boolean", "whether it attacked"),
		Meaning: "ctx:attack, and if obj attacks, fn is a delayed processing (18-1) at the end of that attack (<Execute>, 16-37-4).",
		Example: "ctx:attack_then(ctx.self, { optional = true }, function(ctx) ctx:delete(\"self\") end)"},
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
