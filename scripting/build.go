package scripting

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// builder turns a card's Lua table into core effects. The table's keys are the card
// text's parts (README.md): timings, "when" triggers, "would" effects, persistent
// effects, keywords, and the same again under `inherited` and `link`.
type builder struct {
	h    *Host
	card *core.CardData
	file string
	err  error
	// inEffects: building the entries of `effects`, where `timing` is a key.
	inEffects bool
	// inDual: building the `dual` table (a DUAL card's Option side).
	inDual bool
}

// timingKeys maps a card table key to its timing (15-16).
var timingKeys = map[string]struct {
	timing core.Timing
	label  string
}{
	"on_play":                       {core.OnPlay, "[On Play]"},
	"when_digivolving":              {core.WhenDigivolving, "[When Digivolving]"},
	"on_deletion":                   {core.OnDeletion, "[On Deletion]"},
	"when_attacking":                {core.WhenAttacking, "[When Attacking]"},
	"when_linking":                  {core.WhenLinking, "[When Linking]"},
	"when_moving":                   {core.WhenMoving, "[When Moving]"},
	"end_of_attack":                 {core.AtEndOfAttack, "[End of Attack]"},
	"counter":                       {core.CounterTiming, "[Counter]"},
	"start_of_your_turn":            {core.AtStartOfYourTurn, "[Start of Your Turn]"},
	"start_of_opponents_turn":       {core.AtStartOfOpponentsTurn, "[Start of Opponent's Turn]"},
	"end_of_your_turn":              {core.AtEndOfYourTurn, "[End of Your Turn]"},
	"end_of_opponents_turn":         {core.AtEndOfOpponentsTurn, "[End of Opponent's Turn]"},
	"end_of_all_turns":              {core.AtEndOfAllTurns, "[End of All Turns]"},
	"start_of_your_main_phase":      {core.AtStartOfYourMainPhase, "[Start of Your Main Phase]"},
	"start_of_opponents_main_phase": {core.AtStartOfOpponentsMainPhase, "[Start of Opponent's Main Phase]"},
	"main":                          {core.MainTiming, "[Main]"},
	"security":                      {core.SecurityTiming, "[Security]"},
}

// otherKeys are the card table's keys besides the timings.
var otherKeys = map[string]bool{"effects": true, "keywords": true, "static": true, "when": true, "would": true,
	"inherited": true, "link": true, "dual": true, "text": true, "delay": true}

// CardKeys lists every key a card table may have (for documentation and lint).
func CardKeys() []string {
	var out []string
	for k := range timingKeys {
		out = append(out, k)
	}
	for k := range otherKeys {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (b *builder) fail(format string, a ...any) {
	if b.err == nil {
		b.err = &ScriptError{Card: b.card.Number, File: b.file, Msg: fmt.Sprintf(format, a...), Step: "loading the script"}
	}
}

// cardTable builds the effects of one card table. inherited: the table is the
// `inherited` part (its effects work from under a Digimon, 15-3).
func (b *builder) cardTable(t *lua.LTable, inherited bool) []*core.Effect {
	var effs []*core.Effect
	keys := sortedKeys(t)
	for _, k := range keys {
		v := t.RawGetString(k)
		if tk, ok := timingKeys[k]; ok {
			for _, entry := range entryList(v) {
				if e := b.timed(entry, []core.Timing{tk.timing}, inherited); e != nil {
					effs = append(effs, e)
				}
			}
			continue
		}
		switch k {
		case "keywords":
			effs = append(effs, b.keywords(v, inherited)...)
		case "static":
			effs = append(effs, b.statics(v, inherited)...)
		case "effects":
			effs = append(effs, b.effectList(v, inherited)...)
		case "when":
			effs = append(effs, b.whens(v, inherited)...)
		case "would":
			effs = append(effs, b.woulds(v, inherited)...)
		case "inherited":
			if inherited {
				b.fail("`inherited` inside `inherited`")
			} else if it, ok := v.(*lua.LTable); ok {
				effs = append(effs, b.cardTable(it, true)...)
			} else {
				b.fail("`inherited` must be a table of effects")
			}
		case "link":
			if lt, ok := v.(*lua.LTable); ok {
				for _, e := range b.cardTable(lt, false) {
					e.Link = true
					effs = append(effs, e)
				}
			}
		case "dual":
			effs = append(effs, b.dualSide(v, inherited)...)
		case "text":
		case "delay": // built last: the card's own [Main] stays the first (build_delay.go)
		default:
			b.fail("unknown key %q in the card table (known: %s)", k, strings.Join(CardKeys(), ", "))
		}
	}
	if v := t.RawGetString("delay"); v != lua.LNil {
		if e := b.delay(v, inherited); e != nil {
			effs = append(effs, e)
		}
	}
	return effs
}

// dualSide builds `dual`: the effects of a DUAL card's Option side (core/dual.go) —
// the same keys again, working only where the card is an Option card.
func (b *builder) dualSide(v lua.LValue, inherited bool) []*core.Effect {
	t, ok := v.(*lua.LTable)
	switch {
	case inherited || b.inDual:
		b.fail("`dual` belongs at the top of the card table: it is the card's Option side")
		return nil
	case !ok:
		b.fail("`dual` must be a table of effects (the Option side's: main = ..., keywords = ...)")
		return nil
	case b.card.Dual == nil:
		b.fail("`dual`: %s has no Option side (no dual: in its card data)", b.card.Number)
		return nil
	}
	for _, k := range []string{"inherited", "link"} {
		if t.RawGetString(k) != lua.LNil {
			b.fail("`%s` inside `dual`: an Option side has no %s effects", k, k)
		}
	}
	b.inDual = true
	defer func() { b.inDual = false }()
	effs := b.cardTable(t, false)
	for _, e := range effs {
		e.Dual = true
		if strings.HasPrefix(e.Label, "[") {
			e.Label = "Option side " + e.Label // "BT25-043 Option side [Main]"
		}
	}
	return effs
}

// sortedKeys returns a table's string keys in a fixed order, so that effects are
// built the same way every time (determinism).
func sortedKeys(t *lua.LTable) []string {
	var keys []string
	t.ForEach(func(k, _ lua.LValue) {
		if s, ok := k.(lua.LString); ok {
			keys = append(keys, string(s))
		}
	})
	sort.Strings(keys)
	return keys
}

// options are the settings an effect entry can have besides its function.
type options struct {
	fn       *lua.LFunction
	cond     *lua.LFunction
	optional bool
	perTurn  int
	turn     core.TurnScope
	areas    core.Area
	label    string
	entry    *lua.LTable
}

var optionKeys = map[string]bool{"run": true, "condition": true, "optional": true, "once_per_turn": true,
	"twice_per_turn": true, "turn": true, "area": true, "label": true, "on": true, "subject": true, "trigger": true,
	"target": true, "dp": true, "checks": true, "keyword": true, "cannot": true, "timing": true,
	"gains_effects_of": true, "ignore_color_requirement": true, "also_meets_color": true, "digivolve_only_into": true, "may_digivolve": true, "use_cost": true, "play_cost": true, "digivolve_cost": true, "digixros_from": true, "give_effect": true,
	"from": true, "to": true, "owner": true, "card": true, // card_moved and played entries (build_when.go)
	"can": true, "also_name": true, "also_trait": true, "also_color": true, "level": true, "player": true,
	"except": true, "unaffected": true, "attach": true, "deletion_max": true, "dna_as": true, "cards": true,
	"reduces":             true, // would entries (build_when.go)
	"digivolve_into_this": true, // would entries (digivolve_into_this.go)
	"revealed_as":         true,
	"unsuspend_cost":      true} // static entries (unsuspend_cost.go)

// entryOptions reads a function or a table {run=..., optional=..., ...}.
func (b *builder) entryOptions(v lua.LValue, what string) options {
	var o options
	switch x := v.(type) {
	case *lua.LFunction:
		o.fn = x
	case *lua.LTable:
		o.entry = x
		for _, k := range sortedKeys(x) {
			if !optionKeys[k] {
				b.fail("unknown key %q in %s", k, what)
			}
		}
		o.fn, _ = x.RawGetString("run").(*lua.LFunction)
		o.cond, _ = x.RawGetString("condition").(*lua.LFunction)
		o.optional = lua.LVAsBool(x.RawGetString("optional"))
		if lua.LVAsBool(x.RawGetString("once_per_turn")) {
			o.perTurn = 1
		}
		if lua.LVAsBool(x.RawGetString("twice_per_turn")) {
			o.perTurn = 2
		}
		switch s := lua.LVAsString(x.RawGetString("turn")); s {
		case "", "all":
		case "your":
			o.turn = core.YourTurn
		case "opponents":
			o.turn = core.OpponentsTurn
		default:
			b.fail("%s: turn = %q; want \"your\", \"opponents\" or \"all\"", what, s)
		}
		o.areas = b.areas(x.RawGetString("area"), what) // build.go
		o.label = lua.LVAsString(x.RawGetString("label"))
	default:
		b.fail("%s must be a function or a table, not a %s", what, v.Type())
	}
	return o
}

// effect makes the core effect for an entry, with its functions bound to the host.
func (b *builder) effect(o options, kind core.EffectKind, timing core.Timing, label string, inherited bool) *core.Effect {
	if o.label != "" {
		label = o.label
	}
	e := &core.Effect{Card: b.card.Number, Label: label, Kind: kind, Timing: timing, Turn: o.turn, Areas: o.areas,
		Inherited: inherited, PerTurn: o.perTurn, Optional: o.optional}
	h, file := b.h, b.file
	if fn := o.fn; fn != nil {
		step := "resolving " + e.String()
		e.Resolve = func(c *core.Ctx) { h.call(c, fn, file, step, 0) }
	}
	if cond := o.cond; cond != nil {
		step := "checking the condition of " + e.String()
		e.Condition = func(c *core.Ctx) bool {
			h.call(c, cond, file, step, 1)
			ok := lua.LVAsBool(h.L.Get(-1))
			h.L.Pop(1)
			return ok
		}
	}
	return e
}

// timed builds an effect with one or more timing icons: [On Play] and the rest
// (15-16). Several icons before one text ("[On Play] [When Digivolving] ...") are one
// effect that triggers at each (core.Effect.Also).
func (b *builder) timed(v lua.LValue, timings []core.Timing, inherited bool) *core.Effect {
	label := timingLabel(timings)
	o := b.entryOptions(v, label)
	if o.fn == nil {
		b.fail("%s needs a function (or run = function)", label)
		return nil
	}
	if o.entry != nil && o.entry.RawGetString("timing") != lua.LNil && !b.inEffects {
		b.fail("%s: `timing` is for entries of `effects = { ... }`", label)
	}
	kind := core.Triggered
	if timings[0] == core.MainTiming {
		if len(timings) > 1 {
			b.fail("%s: [Main] cannot share an effect with other timings", label)
			return nil
		}
		kind = core.Activated
	}
	if inherited {
		label = "inherited " + label
	}
	e := b.effect(o, kind, timings[0], iconsOf(o.areas)+label, inherited)
	e.Also = timings[1:]
	e.Text = printedText(b.card, iconsOf(o.areas)+timingLabel(timings), inherited)
	return e
}

// effectList builds `effects = { { timing = ..., run = ... }, ... }`: one effect per
// entry, in printed order, each with the timing icons it prints.
func (b *builder) effectList(v lua.LValue, inherited bool) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("`effects` must be a list of entries { timing = ..., run = ... }")
		return nil
	}
	var effs []*core.Effect
	b.inEffects = true
	defer func() { b.inEffects = false }()
	for i := 1; i <= t.Len(); i++ {
		entry, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			b.fail("effects[%d] must be an entry { timing = ..., run = ... }", i)
			return nil
		}
		timings := b.timingNames(entry.RawGetString("timing"), fmt.Sprintf("effects[%d]", i))
		if len(timings) == 0 {
			return nil
		}
		if e := b.timed(entry, timings, inherited); e != nil {
			effs = append(effs, e)
		}
	}
	return effs
}

// timingNames reads an entry's `timing`: a timing key's name or a list of them.
func (b *builder) timingNames(v lua.LValue, what string) []core.Timing {
	var names []string
	switch x := v.(type) {
	case lua.LString:
		names = []string{string(x)}
	case *lua.LTable:
		for i := 1; i <= x.Len(); i++ {
			names = append(names, lua.LVAsString(x.RawGetInt(i)))
		}
	}
	if len(names) == 0 {
		b.fail("%s needs timing = \"on_play\" or a list of timings { \"on_play\", \"when_digivolving\" }", what)
		return nil
	}
	var out []core.Timing
	for _, n := range names {
		tk, ok := timingKeys[n]
		if !ok {
			b.fail("%s: unknown timing %q (known: %s)", what, n, strings.Join(timingKeyNames(), ", "))
			return nil
		}
		out = append(out, tk.timing)
	}
	return out
}

// entryList reads a timing key's value: one entry (a function or a table with run),
// or a list of entries — several effects with the same timing, in printed order.
func entryList(v lua.LValue) []lua.LValue {
	t, ok := v.(*lua.LTable)
	if !ok || t.Len() == 0 {
		return []lua.LValue{v}
	}
	out := make([]lua.LValue, 0, t.Len())
	for i := 1; i <= t.Len(); i++ {
		out = append(out, t.RawGetInt(i))
	}
	return out
}

// timingLabel prints timing icons as cards do: "[On Play] [When Digivolving]".
func timingLabel(ts []core.Timing) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = timingKeys[timingKeyOf(t)].label
	}
	return strings.Join(parts, " ")
}

// timingKeyOf is the card table key of a timing.
func timingKeyOf(t core.Timing) string {
	for k, tk := range timingKeys {
		if tk.timing == t {
			return k
		}
	}
	return ""
}

func timingKeyNames() []string {
	out := make([]string, 0, len(timingKeys))
	for k := range timingKeys {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// iconsOf writes the icons printed before a timing for an effect that works only from
// the hand or the trash (15-14-2, 15-14-3): "[Hand] [Main]".
func iconsOf(a core.Area) string {
	if a == 0 || a&core.AreaBattle != 0 {
		return ""
	}
	s := ""
	if a&core.AreaHand != 0 {
		s += "[Hand] "
	}
	if a&core.AreaTrash != 0 {
		s += "[Trash] "
	}
	return s
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
