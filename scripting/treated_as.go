package scripting

// "Also treated as" (15-12-1, information-adding effects): names, traits, colors a
// Digimon has besides its own, and the level it is treated as (15-12-1-3: one level;
// the latest wins). The `static` keys also_name, also_trait, also_color and level, and
// ctx:treat_as for a while. A card's [Rule] names and traits are no effect: they are
// its printed information everywhere (core/cardtext.go).

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// treatAsKeys are ctx:treat_as's keys, with the static entry keys that say the same.
var treatAsKeys = map[string]string{"name": "also_name", "trait": "also_trait", "color": "also_color", "level": "level"}

// readTreatAs reads { name = "X" | {...}, trait = ..., color = ..., level = n, kind =
// "Digimon", dp = n }: kind = "Digimon" with dp is "also treated as an n DP Digimon"
// (15-12-1-6).
func readTreatAs(t *lua.LTable) (func(d *core.Derived), *core.AlsoDigimon, string) {
	var msg string
	t.ForEach(func(k, _ lua.LValue) {
		key := lua.LVAsString(k)
		if _, ok := treatAsKeys[key]; !ok && key != "kind" && key != "dp" && msg == "" {
			msg = fmt.Sprintf("treat_as: unknown key %v (want name, trait, color, level, kind or dp)", k)
		}
	})
	if msg != "" {
		return nil, nil, msg
	}
	var also *core.AlsoDigimon
	kind, dp := t.RawGetString("kind"), t.RawGetString("dp")
	if kind != lua.LNil || dp != lua.LNil {
		n, ok := dp.(lua.LNumber)
		if kind != lua.LString("Digimon") || !ok {
			return nil, nil, `treat_as: kind = "Digimon" and dp = n go together ("also treated as an n DP Digimon")`
		}
		also = &core.AlsoDigimon{DP: int(n)}
	}
	set, msg := treatedAs(t.RawGetString("name"), t.RawGetString("trait"), t.RawGetString("color"), t.RawGetString("level"))
	return set, also, msg
}

// treatedAs makes the change "also treated as" the given names, traits, colors (a
// string or a list; nil: none) and level (a number; nil: none).
func treatedAs(names, traits, colors, level lua.LValue) (func(d *core.Derived), string) {
	ns, ts, cs := stringsOf(names), stringsOf(traits), stringsOf(colors)
	var cols core.Colors
	for _, s := range cs {
		col, err := core.ParseColor(s)
		if err != nil {
			return nil, err.Error()
		}
		cols |= core.ColorsOf(col)
	}
	lv, hasLevel := level.(lua.LNumber)
	if level != lua.LNil && !hasLevel {
		return nil, fmt.Sprintf("level must be a number, not %s", level.Type())
	}
	if len(ns)+len(ts)+len(cs) == 0 && !hasLevel {
		return nil, ""
	}
	return func(d *core.Derived) {
		for _, n := range ns {
			if !d.HasName(n) {
				d.AddName(n)
			}
		}
		for _, t := range ts {
			if !d.HasTrait(t) {
				d.AddTrait(t)
			}
		}
		d.Colors |= cols // 2-4-3: a card of several colors has each
		if hasLevel {
			d.Level = int(lv) // 15-12-1-3
		}
	}, ""
}

// treatedAsStatic reads a `static` entry's also_name, also_trait, also_color and level.
// also_name, also_trait and also_color may be a function(ctx, self) returning a string
// or a list, computed each time the object's information is: "this Digimon is treated
// as also having the colors of its digivolution cards" (BT8-084). nil when the entry
// has none.
func (b *builder) treatedAsStatic(entry *lua.LTable, what string) func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
	keys := []string{"also_name", "also_trait", "also_color"}
	vals := make([]lua.LValue, len(keys))
	var fns []int
	for i, k := range keys {
		vals[i] = entry.RawGetString(k)
		if _, ok := vals[i].(*lua.LFunction); ok {
			fns = append(fns, i)
		}
	}
	level := entry.RawGetString("level")
	if len(fns) == 0 {
		set, msg := treatedAs(vals[0], vals[1], vals[2], level)
		if msg != "" {
			b.fail("%s: %s", what, msg)
		}
		if set == nil {
			return nil
		}
		return func(_ *core.Ctx, _ *core.FieldObject, d *core.Derived) { set(d) }
	}
	h, file := b.h, b.file
	for _, i := range fns {
		vals[i] = lua.LNil
	}
	fixed, msg := treatedAs(vals[0], vals[1], vals[2], level)
	if msg != "" {
		b.fail("%s: %s", what, msg)
	}
	fn := func(k string) *lua.LFunction { f, _ := entry.RawGetString(k).(*lua.LFunction); return f }
	nameFn, traitFn, colorFn := fn("also_name"), fn("also_trait"), fn("also_color")
	step := "computing " + what + " of " + b.card.Number
	computed := func(c *core.Ctx, o *core.FieldObject, f *lua.LFunction) lua.LValue {
		if f == nil {
			return lua.LNil
		}
		h.call(c, f, file, step, 1, h.objectValue(o))
		v := h.L.Get(-1)
		h.L.Pop(1)
		return v
	}
	return func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
		if fixed != nil {
			fixed(d)
		}
		set, msg := treatedAs(computed(c, o, nameFn), computed(c, o, traitFn), computed(c, o, colorFn), lua.LNil)
		if msg != "" {
			if !c.Game.Over() {
				c.Game.Fail(&ScriptError{Card: c.Card.Data.Number, File: file, Msg: msg, Step: step})
			}
			return
		}
		if set != nil {
			set(d)
		}
	}
}

// stringsOf reads a string or a list of strings.
func stringsOf(v lua.LValue) []string {
	switch x := v.(type) {
	case lua.LString:
		return []string{string(x)}
	case *lua.LTable:
		var out []string
		for i := 1; i <= x.Len(); i++ {
			out = append(out, lua.LVAsString(x.RawGetInt(i)))
		}
		return out
	}
	return nil
}

// readInformationChange reads ctx:change_information's { name = "X", color = "White" |
// {...}, dp = n } (15-12-2).
func readInformationChange(t *lua.LTable) (core.InformationChange, string) {
	var ic core.InformationChange
	var msg string
	t.ForEach(func(k, _ lua.LValue) {
		switch lua.LVAsString(k) {
		case "name", "color", "dp":
		default:
			if msg == "" {
				msg = fmt.Sprintf("change_information: unknown key %v (want name, color or dp)", k)
			}
		}
	})
	if msg != "" {
		return ic, msg
	}
	if v := t.RawGetString("name"); v != lua.LNil {
		ic.Name = lua.LVAsString(v)
	}
	for _, s := range stringsOf(t.RawGetString("color")) {
		col, err := core.ParseColor(s)
		if err != nil {
			return ic, err.Error()
		}
		ic.Colors |= core.ColorsOf(col)
	}
	if v := t.RawGetString("dp"); v != lua.LNil {
		n, ok := v.(lua.LNumber)
		if !ok {
			return ic, fmt.Sprintf("change_information: dp must be a number, not %s", v.Type())
		}
		ic.DP, ic.HasDP = int(n), true
	}
	if ic.Name == "" && ic.Colors == 0 && !ic.HasDP {
		return ic, "change_information: nothing to change (want name, color or dp)"
	}
	return ic, ""
}
