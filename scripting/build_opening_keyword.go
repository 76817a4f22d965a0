package scripting

// An effect a keyword's action opens — "[Main] <Digi-Burst 2> ・X" (16-13) — built from
// an entry's `opens_with`.

import (
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// openWith makes e the effect a keyword opens: the keyword's action comes first and is
// a processing condition of the rest (<Digi-Burst> 16-13-2, 15-6), the handler, which
// runs only when the action reports that it was done.
//
//   - The effect activates only while the keyword's condition holds: an effect none of
//     whose processing conditions can be met cannot activate (15-6-3). A [Main] is then
//     not offered at all (15-8-4-3), a triggered effect does not activate — which
//     matters where activating counts ([Once Per Turn], "when an effect activates").
//   - An optional keyword (<Digi-Burst> is, ver. 1.0 12-14-3) is asked before a
//     triggered effect activates (15-9-2); activating a [Main] is already its
//     controller's declaration (6-5-1-6), so it is not asked again.
func (b *builder) openWith(e *core.Effect, printed string) {
	if e.Kind == core.Persistent || e.Kind == core.Immediate {
		b.fail("opens_with is for effects with a timing or a trigger, not %s ones", e.Kind)
		return
	}
	u := core.ParseKeywordUse(strings.Trim(printed, "<>＜＞ "))
	name, known := b.h.lib.LookupKeyword(u.Name)
	if !known {
		b.fail("opens_with: unknown keyword <%s>", u.Name)
		return
	}
	r := b.h.keywordRunOf(name)
	if r.err != nil {
		if b.err == nil {
			b.err = &ScriptError{Card: b.card.Number, File: r.file, Msg: r.err.Error(), Step: "building keyword effects"}
		}
		return
	}
	if r.fn == nil {
		b.fail("opens_with: <%s> has no action (its keyword script has no run)", name)
		return
	}
	tag := core.KeywordTag{Name: name, N: u.N, Param: u.Param}
	h, cond, rest := b.h, e.Condition, e.Resolve
	e.Condition = func(c *core.Ctx) bool {
		return h.keywordCondition(c, r, tag) && (cond == nil || cond(c))
	}
	if e.Kind != core.Activated {
		e.Optional = e.Optional || r.optional
	}
	step := "resolving " + e.String() + " <" + string(name) + ">"
	e.Resolve = func(c *core.Ctx) {
		sub := *c
		sub.Keyword = tag
		h.call(&sub, r.fn, r.file, step, 1)
		done := lua.LVAsBool(h.L.Get(-1))
		h.L.Pop(1)
		if done && rest != nil {
			rest(c)
		}
	}
}
