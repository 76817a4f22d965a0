package scripting

// <Delay> (16-16) built from a card table's `delay` key.

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

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
	e.LineKeywords = []core.KeywordTag{{Name: core.Delay}} // "[Main] <Delay>" is <Delay> (16-1)
	cond, run := e.Condition, e.Resolve
	e.Condition = func(c *core.Ctx) bool { return c.Game.CanDelay(c.Self()) && (cond == nil || cond(c)) }
	e.Resolve = func(c *core.Ctx) {
		if self := c.Self(); self != nil && c.Game.DelayTrash(self) {
			run(c)
		}
	}
	return e
}
