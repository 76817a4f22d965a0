package scripting

// "Can't" (15-1-3: a prohibition wins over a permission): the names ctx:cannot gives
// for a while, and the `cannot` key of `static` entries.

import (
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// cannotFlags are the things ctx:cannot prohibits (15-1-3: a prohibition wins over a
// permission), by name.
var cannotFlags = map[string]func(d *core.Derived){
	"attack":      func(d *core.Derived) { d.CantAttack = true },
	"block":       func(d *core.Derived) { d.CantBlock = true },
	"suspend":     func(d *core.Derived) { d.CantSuspend = true },
	"unsuspend":   func(d *core.Derived) { d.CantUnsuspend = true },
	"digivolve":   func(d *core.Derived) { d.CantDigivolve = true },
	"be_attacked": func(d *core.Derived) { d.CantBeAttacked = true },
}

func cannotNames() string {
	var out []string
	for k := range cannotFlags {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// staticCannot are the prohibitions a `static` entry's `cannot` names besides those of
// ctx:cannot (cannotFlags).
var staticCannot = map[string]func(d *core.Derived){
	// "doesn't activate [Security] effects on Option cards it checks" (BT1-025)
	"activate_option_security": func(d *core.Derived) { d.NoOptionSecurity = true },
}

// cannotFlag is the prohibition a `cannot` name stands for, or nil.
func cannotFlag(name string) func(d *core.Derived) {
	if f := staticCannot[name]; f != nil {
		return f
	}
	return cannotFlags[name]
}

func staticCannotNames() string {
	var out []string
	for k := range cannotFlags {
		out = append(out, `"`+k+`"`)
	}
	for k := range staticCannot {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// cannot reads a `static` entry's `cannot`: a prohibition or a list of them, which
// the entry's targets have while it applies (15-1-3: it wins over any permission).
// nil when the entry has none.
func (b *builder) cannot(v lua.LValue, what string) func(d *core.Derived) {
	var sets []func(d *core.Derived)
	add := func(x lua.LValue) {
		s, _ := x.(lua.LString)
		f := cannotFlag(string(s))
		if f == nil {
			b.fail("%s: cannot = %v; want %s, or a list of them", what, x, staticCannotNames())
			return
		}
		sets = append(sets, f)
	}
	switch x := v.(type) {
	case *lua.LNilType:
		return nil
	case *lua.LTable:
		for i := 1; i <= x.Len(); i++ {
			add(x.RawGetInt(i))
		}
	default:
		add(x)
	}
	return func(d *core.Derived) {
		for _, set := range sets {
			set(d)
		}
	}
}
