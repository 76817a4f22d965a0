package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Grants with a duration (15-13): DP, keywords, effects, "can't", and delayed processing (18-1).

// grantsMethods are the ctx methods of this concept; grantsAPI documents them.
func (h *Host) grantsMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:dp_plus(target, n [, duration]) — "gets +n DP"; a filter target is
		// global ("all of your Digimon", 15-11-2), anything else targeted (15-11-1).
		"dp_plus": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(3)
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) { m.DP = n })
			return 0
		},
		// ctx:give(target, "Blocker" | "Security A. +1", duration) — "gains <X>".
		"give": func(L *lua.LState) int {
			c := h.checkCtx(L)
			tag := ParseKeywordTag(L.CheckString(3))
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) {
				m.Tags = []core.KeywordTag{tag} // with its number and parameter
				if tag.Name == core.SecurityA {
					m.Checks = tag.N
				}
			})
			return 0
		},
		// ctx:at_end_of_turn(function(ctx) ... end) — delayed processing (18-1).
		"at_end_of_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			fn := L.CheckFunction(2)
			file := h.fileOf(c)
			c.Delay("at the end of the turn", core.AtEndOfTurn, func(dc *core.Ctx) {
				h.call(dc, fn, file, "the delayed effect of "+c.Card.Data.Number, 0)
			})
			return 0
		},
		// ctx:cannot(target, what, duration) — "can't attack or block until ...": a
		// prohibition given to the targets (targeted for objects, global for a filter,
		// as dp_plus).
		"cannot": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var sets []func(d *core.Derived)
			add := func(v lua.LValue) {
				s, ok := v.(lua.LString)
				set := cannotFlags[string(s)]
				if !ok || set == nil {
					L.ArgError(3, fmt.Sprintf("cannot %v: want %s, or a list of them", v, cannotNames()))
				}
				sets = append(sets, set)
			}
			switch v := L.Get(3).(type) {
			case *lua.LTable:
				for i := 1; i <= v.Len(); i++ {
					add(v.RawGetInt(i))
				}
			default:
				add(v)
			}
			until := checkDuration(L, 4)
			h.grant(L, c, 2, until, func(m *core.Modifier) {
				m.Set = func(d *core.Derived) {
					for _, set := range sets {
						set(d)
					}
				}
			})
			return 0
		},
		// ctx:change_original_dp(target, n [, duration]) — "change the original DP to n"
		// (15-12-2): DP modifiers still add to it.
		"change_original_dp": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(3)
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) {
				m.Set = func(d *core.Derived) {
					if d.HasDP { // 15-12-2-2: a card without DP gets none
						d.DP = n
					}
				}
			})
			return 0
		},
		// ctx:give_effect(target, { when_attacking = ..., when = { ... } } [, duration])
		// — "gains the following effect": triggered effects for a while (15-13).
		"give_effect": func(L *lua.LState) int {
			c := h.checkCtx(L)
			def := L.CheckTable(3)
			until := checkDuration(L, 4)
			b := &builder{h: h, card: c.Card.Data, file: h.fileOf(c)}
			effs := b.cardTable(def, false)
			if b.err != nil {
				L.ArgError(3, strings.TrimPrefix(b.err.Error(), "script error in "+c.Card.Data.Number+" "))
			}
			for _, e := range effs {
				e.Label = "given " + e.Label
			}
			objs, f := h.targets(L, c, 2)
			var err error
			h.engine(func() {
				if f != nil {
					ctx := *c
					err = c.GiveEffects(nil, func(o *core.FieldObject) bool { return f(&ctx, o) }, effs, until)
					return
				}
				for _, o := range objs {
					if err = c.GiveEffects(o, nil, effs, until); err != nil {
						return
					}
				}
			})
			if err != nil {
				L.ArgError(3, err.Error())
			}
			return 0
		},
	}
}

var grantsAPI = []Doc{
	{Group: GroupEntry, Name: "gains_effects_of", Type: "fun(ctx: Ctx, self: Object): Card[]",
		Meaning: "`static` entries: \"this Digimon gains all effects of X in its digivolution cards\": the function returns the cards (among the Digimon's digivolution cards) whose own effects — their upper text, not their inherited effects — work as the Digimon's, each with its card as ctx.card. Read from printed data only (ctx:matches on cards, ctx:digivolution_cards); a gained card's own `gains_effects_of` is not gained (<Succession>: \"all effects other than <Succession>\").",
		Example: "-- [All Turns] This Digimon gains all effects of cards with [Gammamon] in their names in its digivolution cards.\n" +
			"return card { static = { { gains_effects_of = function(ctx, self)\n  return ctx:cards(ctx:digivolution_cards(self), { name_has = \"Gammamon\" })\nend } } }"},
	{Group: GroupEntry, Name: "cannot", Type: "string|string[]",
		Meaning: "`static` entries: what the targets can't do while the entry applies (15-1-3: a prohibition wins over a permission): the names of ctx:cannot, and \"activate_option_security\" — the [Security] effects of Option cards it checks do not activate.",
		Example: "-- BT1-034 Ikkakumon (inherited): [Your Turn] This Digimon can't be blocked by your opponent's Digimon with no digivolution cards.\n" +
			"return card { inherited = { static = { {\n  turn = \"your\", cannot = \"block\",\n" +
			"  target = { owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false },\n" +
			"  condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.attacker ~= nil and a.attacker:is(ctx.self) end,\n} } } }"},
	{Group: GroupCtxMethods, Name: "dp_plus", Params: []Param{opt("target", "Target", "a filter is global: it reaches objects that come later too (15-11-2)"),
		p("n", "integer", "DP, negative for \"-n DP\""), opt("duration", "Duration", "how long")},
		Meaning: "\"Gets +n DP\" (15-11): targeted for objects, global for a filter.", Example: "ctx:dp_plus(\"your_digimon\", 1000, \"turn\")"},
	{Group: GroupCtxMethods, Name: "give", Params: []Param{opt("target", "Target", "as for dp_plus"), p("keyword", "string", "as printed: \"Blocker\", \"Security A. +1\""),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Gains <keyword>\".", Example: "ctx:give(\"your_digimon\", \"Security A. +1\", \"your_next_turn\")"},
	{Group: GroupCtxMethods, Name: "at_end_of_turn", Params: []Param{p("fn", "Handler", "what to do then")},
		Meaning: "Delayed processing (18-1): run fn at the end of this turn.", Example: "ctx:at_end_of_turn(function(ctx) ctx:delete(\"self\") end)"},
	{Group: GroupCtxMethods, Name: "cannot", Params: []Param{
		opt("target", "Target", "as for dp_plus: an object is targeted and keeps it (15-11-1-3-2), a filter is global"),
		p("what", "string|string[]", `"attack", "block", "suspend", "unsuspend", "digivolve", "be_attacked", or a list of them`),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Can't attack or block ...\": a prohibition given for a while; it wins over any permission (15-1-3).",
		Example: "-- ST2-14 Sorrow Blue\nlocal mon = ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false })\n" +
			"ctx:cannot(mon, { \"attack\", \"block\" }, \"opponents_next_turn\")"},
	{Group: GroupCtxMethods, Name: "change_original_dp", Params: []Param{opt("target", "Target", "as for dp_plus"), p("n", "integer", "the new original DP"),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Change the original DP to n\" (15-12-2): the DP the card prints becomes n; +/- DP effects still apply on top of it.",
		Example: "ctx:change_original_dp(ctx:choose_one(\"opponent_digimon\"), 3000, \"opponents_next_turn\")"},
	{Group: GroupCtxMethods, Name: "give_effect", Params: []Param{opt("target", "Target", "as for dp_plus: an object is targeted, a filter is global (Digimon that come later get it too, 15-11-2-2)"),
		p("effects", "CardDef", "the effects given: when_attacking, end_of_attack or when entries"), opt("duration", "Duration", "how long")},
		Meaning: "\"Gains the following effect: ...\" (15-13): triggered effects the targets have for a while; each activates as that Digimon's effect (ctx.self is it, ctx.card the card that gave it).",
		Example: "-- [Main] All of your Digimon gain \"[When Attacking] 1 of your opponent's Digimon gets -2000 DP for the turn\" for the turn.\n" +
			"ctx:give_effect(\"your_digimon\", {\n  when_attacking = function(ctx) ctx:dp_plus(ctx:choose_one(\"opponent_digimon\"), -2000, \"turn\") end,\n}, \"turn\")"},
}
