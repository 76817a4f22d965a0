package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Suspending and unsuspending (4-6), and what keeps a Digimon from unsuspending.

// suspensionMethods are the ctx methods of this concept; suspensionAPI documents them.
func (h *Host) suspensionMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// The targets are suspended at once, in one processing (15-5-2).
		"suspend": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.SuspendBy(c.Cause(), objs...) // 15-15-6-1
		}),
		"unsuspend": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.UnsuspendBy(c.Cause(), objs...)
		}),
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
		// ctx:no_unsuspend_next_phase(who) — their Digimon don't unsuspend during their
		// next unsuspend phase.
		"no_unsuspend_next_phase": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if s, ok := L.Get(2).(lua.LString); ok && (s == "you" || s == "opponent") {
				p := player(L, c, 2)
				h.engine(func() { c.NoUnsuspendNextPhase(p) })
				return 0
			}
			objs, _ := h.targets(L, c, 2) // a filter: the objects it matches now
			h.engine(func() {
				for _, o := range objs {
					c.NoUnsuspendNextPhaseOf(o)
				}
			})
			return 0
		},
	}
}

var suspensionAPI = []Doc{
	{Group: GroupCtxMethods, Name: "suspend", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Suspend (4-11): several targets become suspended at once, in one processing — a \"when ... becomes suspended\" effect they meet triggers once (15-5-2).", Example: "ctx:suspend(ctx:choose_one(\"opponent_digimon\"))"},
	{Group: GroupCtxMethods, Name: "unsuspend", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Unsuspend: several targets at once, in one processing (15-5-2).", Example: "ctx:unsuspend(\"self\")"},
	{Group: GroupCtxMethods, Name: "can_suspend", Params: []Param{p("obj", "Object?", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether obj could be suspended now: unsuspended and not prohibited. An activated effect \"by suspending ...\" can be declared only then (15-8-4-4-1; <Training>).",
		Example: "return card { main = { condition = function(ctx) return ctx:can_suspend(ctx.self) end,\n  run = function(ctx) ctx:suspend(\"self\"); ctx:draw(1) end } }"},
	{Group: GroupCtxMethods, Name: "no_unsuspend_next_phase", Params: []Param{p("who", "Player|Target", "whose Digimon, or which")},
		Meaning: "\"Your opponent's Digimon don't unsuspend during their next unsuspend phase\": for a player, every Digimon of theirs in the battle area then — also one that comes later — can't unsuspend during it (6-2-1, 15-1-3). For a target (\"that Digimon can't unsuspend during your opponent's next unsuspend phase\"), the object — or each object a filter matches now — can't unsuspend during its owner's next unsuspend phase, while it stays the same object (15-11-1-3-2); an effect may still unsuspend it later that turn.",
		Example: "ctx:no_unsuspend_next_phase(\"opponent\")\n-- BT15-012: ... that Digimon can't unsuspend during your opponent's next unsuspend phase.\nctx:no_unsuspend_next_phase(mon)"},
}
