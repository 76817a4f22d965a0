package scripting

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// statics builds persistent effects (15-8-2):
//
//	static = { { turn = "your", target = "self", dp = 1000, condition = function(ctx) ... end } }
//
// dp and checks are numbers or functions(ctx, object) returning one; keyword gives a
// keyword effect ("Blocker", "Security A. +1").
func (b *builder) statics(v lua.LValue, inherited bool) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("static must be a list of tables")
		return nil
	}
	var out []*core.Effect
	for i := 1; i <= t.Len(); i++ {
		entry, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			b.fail("static[%d] must be a table", i)
			continue
		}
		if e := b.static(entry, inherited, fmt.Sprintf("static[%d]", i)); e != nil {
			out = append(out, e)
		}
	}
	return out
}

func (b *builder) static(entry *lua.LTable, inherited bool, what string) *core.Effect {
	o := b.entryOptions(entry, what)
	target, err := compileFilter(entry.RawGetString("target"))
	if entry.RawGetString("target") == lua.LNil {
		target, err = compileFilter(lua.LString("self"))
	}
	if err != nil {
		b.fail("%s: %v", what, err)
		return nil
	}
	e := b.effect(o, core.Persistent, core.NoTiming, "", inherited)
	dp := b.number(entry.RawGetString("dp"), what+".dp")
	checks := b.number(entry.RawGetString("checks"), what+".checks")
	var kw core.Keyword
	var kwN int
	if s := lua.LVAsString(entry.RawGetString("keyword")); s != "" {
		kw, kwN = ParseKeyword(s)
		e.Keyword, e.KeywordN = kw, kwN
		e.Label = "<" + s + ">"
	}
	e.Affects = target
	e.Apply = func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
		if dp != nil {
			d.DPMod += dp(c, o)
		}
		n := 0
		if checks != nil {
			n = checks(c, o)
		}
		switch {
		case kw == core.SecurityA: // 16-3: <Security A. +N> checks N more (or fewer)
			if total := kwN + n; total != 0 {
				d.AddKeyword(kw)
				d.Checks += total
			}
		case kw != "":
			d.AddKeyword(kw)
			d.Checks += n
		default:
			d.Checks += n
		}
	}
	return e
}

// number reads a number or a function(ctx, object) returning one.
func (b *builder) number(v lua.LValue, what string) func(c *core.Ctx, o *core.FieldObject) int {
	switch x := v.(type) {
	case *lua.LNilType:
		return nil
	case lua.LNumber:
		n := int(x)
		return func(*core.Ctx, *core.FieldObject) int { return n }
	case *lua.LFunction:
		h, file, step := b.h, b.file, "computing "+what+" of "+b.card.Number
		return func(c *core.Ctx, o *core.FieldObject) int {
			h.call(c, x, file, step, 1, h.objectValue(o))
			n := int(lua.LVAsNumber(h.L.Get(-1)))
			h.L.Pop(1)
			return n
		}
	}
	b.fail("%s must be a number or a function", what)
	return nil
}

// keywords builds keyword effects by name from their scripts in keywords/:
// keywords = { "Blocker", "Security A. +1" }.
func (b *builder) keywords(v lua.LValue, inherited bool) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("keywords must be a list of names")
		return nil
	}
	var out []*core.Effect
	for i := 1; i <= t.Len(); i++ {
		printed := lua.LVAsString(t.RawGetInt(i))
		name, n := ParseKeyword(printed)
		effs, err := b.h.keywordEffects(name, n, inherited, b.card)
		if err != nil {
			if b.err == nil {
				b.err = err
			}
			continue
		}
		out = append(out, effs...)
	}
	return out
}

// keywordEffects runs a keyword's script: keyword { name = ..., effects = function(n) return {...} end }.
func (h *Host) keywordEffects(name core.Keyword, n int, inherited bool, card *core.CardData) ([]*core.Effect, error) {
	file, proto, err := h.lib.keywordProto(string(name))
	if err != nil {
		if se, ok := err.(*ScriptError); ok {
			se.Card = card.Number
			return nil, se
		}
		return nil, &ScriptError{Card: card.Number, Msg: err.Error(), Step: "loading the script"}
	}
	fn := h.L.NewFunctionFromProto(proto)
	fn.Env = h.env
	if err := h.protected(lua.P{Fn: fn, NRet: 1, Protect: true}); err != nil {
		return nil, luaError(card.Number, file, err.Error(), "loading keyword <"+string(name)+">")
	}
	kt, ok := h.L.Get(-1).(*lua.LTable)
	h.L.Pop(1)
	if !ok {
		return nil, &ScriptError{Card: card.Number, File: file, Msg: "a keyword script must return keyword { ... }"}
	}
	effsFn, ok := kt.RawGetString("effects").(*lua.LFunction)
	if !ok {
		return nil, &ScriptError{Card: card.Number, File: file, Msg: "keyword { ... } needs effects = function(n) ... end"}
	}
	if err := h.protected(lua.P{Fn: effsFn, NRet: 1, Protect: true}, lua.LNumber(n)); err != nil {
		return nil, luaError(card.Number, file, err.Error(), "building keyword <"+string(name)+">")
	}
	et, ok := h.L.Get(-1).(*lua.LTable)
	h.L.Pop(1)
	if !ok {
		return nil, &ScriptError{Card: card.Number, File: file, Msg: "effects(n) must return a table of effects"}
	}
	kb := &builder{h: h, card: card, file: file}
	effs := kb.cardTable(et, inherited)
	if kb.err != nil {
		return nil, kb.err
	}
	label := "<" + string(name)
	if n != 0 {
		label += fmt.Sprintf(" %+d", n)
	}
	label += ">"
	for _, e := range effs {
		e.Keyword, e.KeywordN, e.Label = name, n, label
	}
	return effs, nil
}
