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
			h.keep(fn)
			file := h.fileOf(c)
			c.Delay("at the end of the turn", core.AtEndOfTurn, func(dc *core.Ctx) {
				h.call(dc, fn, file, "the delayed effect of "+c.Card.Data.Number, 0)
			})
			return 0
		},
		// ctx:cannot(target, what, duration) — "can't attack or block until ...": a
		// prohibition given to the targets (targeted for objects, global for a filter,
		// as dp_plus); target "you" or "opponent": a ban on that player.
		"cannot": func(L *lua.LState) int {
			c := h.checkCtx(L)
			until := checkDuration(L, 4)
			if who, ok := L.Get(2).(lua.LString); ok && (who == "you" || who == "opponent" || who == "both") {
				what := L.Get(3)
				var except, cards lua.LValue = lua.LNil, lua.LNil
				if t, ok := what.(*lua.LTable); ok {
					what, except, cards = t.RawGetInt(1), t.RawGetString("except"), t.RawGetString("cards")
				}
				b, msg := readBan(string(who), what, except, cards)
				if msg != "" {
					L.ArgError(3, msg)
				}
				h.engine(func() { c.GiveBan(b, until) })
				return 0
			}
			set, msg := readCannot(L.Get(3))
			if msg != "" {
				L.ArgError(3, msg)
			}
			apply := set(c.Player)
			h.grant(L, c, 2, until, func(m *core.Modifier) { m.Set = apply })
			return 0
		},
		// ctx:unaffected(target, "opponent_effects", duration) — "isn't affected by your
		// opponent's effects" for a while (15-15-6), given by the targets' controller.
		"unaffected": func(L *lua.LState) int {
			c := h.checkCtx(L)
			shield, msg := readUnaffected(L.Get(3))
			if msg != "" {
				L.ArgError(3, msg)
			}
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) { m.Unaffected = shield })
			return 0
		},
		// ctx:can(target, "attack_unsuspended", duration) — a permission for a while.
		"can": func(L *lua.LState) int {
			c := h.checkCtx(L)
			set, msg := readCan(L.Get(3))
			if msg != "" {
				L.ArgError(3, msg)
			}
			ctx := *c
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) { m.Set = func(d *core.Derived) { set(&ctx, d) } })
			return 0
		},
		// ctx:treat_as(target, { name = ..., trait = ..., color = ..., level = n }, duration)
		// — "is also treated as ..." for a while (15-12-1).
		"treat_as": func(L *lua.LState) int {
			c := h.checkCtx(L)
			set, also, msg := readTreatAs(L.CheckTable(3))
			if msg != "" {
				L.ArgError(3, msg)
			}
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) { m.Set, m.AlsoDigimon = set, also })
			return 0
		},
		// ctx:later(when, fn) — delayed processing (18-1) at a timing.
		"later": func(L *lua.LState) int {
			c := h.checkCtx(L)
			name := L.CheckString(2)
			when, ok := laterTimings[name]
			if !ok {
				L.ArgError(2, fmt.Sprintf("unknown timing %q (want %s)", name, strings.TrimPrefix(names(laterTimings), ", ")))
			}
			fn := L.CheckFunction(3)
			h.keep(fn)
			file := h.fileOf(c)
			var set bool
			h.engine(func() {
				set = c.DelayUntil(when, "at the "+strings.ReplaceAll(name, "_", " "), func(dc *core.Ctx) {
					h.call(dc, fn, file, "the delayed effect of "+c.Card.Data.Number, 0)
				})
			})
			L.Push(lua.LBool(set))
			return 1
		},
		// ctx:change_information(target, { name = ..., color = ..., dp = n } [, duration])
		// — an information-changing effect (15-12-2).
		"change_information": func(L *lua.LState) int {
			c := h.checkCtx(L)
			ic, msg := readInformationChange(L.CheckTable(3))
			if msg != "" {
				L.ArgError(3, msg)
			}
			h.grant(L, c, 2, checkDuration(L, 4), func(m *core.Modifier) { m.Set = ic.Apply })
			return 0
		},
		// ctx:deletion_max(n) — the DP maximum of this effect's DP-based deletion whose
		// printed maximum is n, with what persistent effects add to it (15-15-5).
		"deletion_max": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			var out int
			h.engine(func() { out = c.DeletionMax(n) })
			L.Push(lua.LNumber(out))
			return 1
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

// givenEffects reads a `static` entry's give_effect: the triggered effects a persistent
// effect gives the objects it reaches, "All level 3 Digimon gain "[When Attacking] ..."",
// for as long as it applies (core/granted.go). They trigger for the object that has
// them, as its controller's effects; a timing that is about one card ([On Play], [When
// Digivolving], [When Linking]: the giving card was neither played nor digivolved
// into) is refused.
func (b *builder) givenEffects(v lua.LValue, what string) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a table of effects, as a card table: { when_attacking = function(ctx) ... end }", what)
		return nil
	}
	sub := &builder{h: b.h, card: b.card, file: b.file}
	effs := sub.cardTable(t, false)
	if sub.err != nil {
		if b.err == nil {
			b.err = sub.err
		}
		return nil
	}
	for _, e := range effs {
		switch e.Timing {
		case core.OnPlay, core.WhenDigivolving, core.WhenLinking:
			b.fail("%s: a persistent effect cannot give %s effects (they are about one card, not the object that has them)", what, e.Timing)
			return nil
		}
		if e.Kind != core.Triggered {
			b.fail("%s: only triggered effects can be given, not %s ones", what, e.Kind)
			return nil
		}
		e.Label = "given " + e.Label
	}
	return effs
}

// laterTimings are the timings ctx:later waits for (18-1).
var laterTimings = map[string]core.Later{
	"end_of_turn":             core.LaterEndOfTurn,
	"end_of_opponents_turn":   core.LaterEndOfOpponentsTurn,
	"start_of_your_next_turn": core.LaterStartOfYourNextTurn,
	"end_of_attack":           core.LaterEndOfAttack,
	"end_of_battle":           core.LaterEndOfBattle,
}

var grantsAPI = []Doc{
	{Group: GroupEntry, Name: "give_effect", Type: "CardDef",
		Meaning: "`static` entries: \"All level 3 Digimon gain \\\"[When Attacking] Lose 1 memory.\\\"\" — triggered effects every object the entry reaches has while it applies: its card in play, its turn and condition holding (15-8-2). Each is that object's effect: it triggers for it and activates as its controller's (ctx.self the object, ctx.card the card that gives it, ctx:lose_memory its controller's memory); each giving effect gives its own, so two such cards give two that activate separately (BT5-091 Q1370). Timings the object meets: when_attacking, end_of_attack, start_/end_of_ turn and main phase timings, counter, when entries, and on_deletion (had as it is deleted, activating from the trash: BT10-056); not on_play, when_digivolving or when_linking. For a while, by an effect that resolves: ctx:give_effect.",
		Example: "-- BT5-091 Takumi Aiba: [All Turns] All level 3 Digimon gain \"[When Attacking] Lose 1 memory.\"\n" +
			"return card { static = { { target = { kind = \"Digimon\", level = 3 },\n" +
			"  give_effect = { when_attacking = function(ctx) ctx:lose_memory(1) end } } } }"},
	{Group: GroupEntry, Name: "gains_effects_of", Type: "fun(ctx: Ctx, self: Object): Card[]",
		Meaning: "`static` entries: \"this Digimon gains all effects of X in its digivolution cards\": the function returns the cards (among the Digimon's digivolution cards) whose own effects — their upper text, not their inherited effects — work as the Digimon's, each with its card as ctx.card. Read from printed data only (ctx:matches on cards, ctx:digivolution_cards); a gained card's own `gains_effects_of` is not gained (<Succession>: \"all effects other than <Succession>\").",
		Example: "-- [All Turns] This Digimon gains all effects of cards with [Gammamon] in their names in its digivolution cards.\n" +
			"return card { static = { { gains_effects_of = function(ctx, self)\n  return ctx:cards(ctx:digivolution_cards(self), { name_has = \"Gammamon\" })\nend } } }"},
	{Group: GroupEntry, Name: "cannot", Type: "string|table",
		Meaning: "`static` entries: what the targets can't do while the entry applies (15-1-3: a prohibition wins over a permission), the names of ctx:cannot, with `by`; with `player`: a ban on that player.",
		Example: "-- BT1-034 Ikkakumon (inherited): [Your Turn] This Digimon can't be blocked by your opponent's Digimon with no digivolution cards.\n" +
			"return card { inherited = { static = { {\n  turn = \"your\", cannot = \"block\",\n" +
			"  target = { owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false },\n" +
			"  condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.attacker ~= nil and a.attacker:is(ctx.self) end,\n} } } }\n" +
			"-- static = { { cannot = { \"be_deleted\", by = \"opponent_effects\" } } }"},
	{Group: GroupEntry, Name: "can", Type: "string|string[]|table",
		Meaning: "`static` entries: a permission the targets have: \"attack_unsuspended\" — \"can also attack your opponent's unsuspended Digimon\" (11-2-7-1); a prohibition still wins (15-1-3). `{ \"attack_unsuspended\", attack_target = filter }`: only the unsuspended Digimon the filter matches (\"... with no digivolution cards\"). `{ \"attack_unsuspended\", with = \"Blitz\" }`: only in the attacks made with that keyword effect (\"when this Digimon attacks with <Blitz>, it can also attack ...\").",
		Example: "-- [Your Turn] This Digimon can also attack your opponent's unsuspended Digimon.\nreturn card { static = { { turn = \"your\", can = \"attack_unsuspended\" } } }\n" +
			"-- EX1-016: [Your Turn] This Digimon can also attack your opponent's unsuspended Digimon with no digivolution cards.\n" +
			"-- static = { { turn = \"your\", can = { \"attack_unsuspended\", attack_target = { has_digivolution_cards = false } } } }\n" +
			"-- BT5-017 ZeigGreymon (inherited): [Your Turn] When this Digimon attacks with <Blitz>, it can also attack your opponent's unsuspended Digimon.\n" +
			"-- inherited = { static = { { turn = \"your\", can = { \"attack_unsuspended\", with = \"Blitz\" } } } }"},
	{Group: GroupEntry, Name: "player", Type: `Player|"both"`,
		Meaning: "`static` entries: the entry bans this player (seen from the controller; \"both\": both players) what `cannot` names: \"gain_memory\" (4-1-4; with `except`), \"play\" (7-1: by the rules and by effects; with `cards`), \"play_by_effects\" (7-1), \"use_options\" (9-1), \"ignore_digivolution_requirements\" (in full or in part, Q1741; without paying the cost or as if a Tamer were a Digimon ignores nothing, Q1740, Q1743), \"reduce_play_costs\", \"reduce_digivolution_costs\" (the costs the player pays: no effect reduces them, DigiXros included; playing without paying the cost or for a fixed cost stays possible, Q753, Q1287), \"add_to_security\" (its effects add no card to a security stack, BT9-103): ST12-03 Solarmon's \"[All Turns] Players can't reduce play costs\" is { player = \"both\", cannot = \"reduce_play_costs\" }.",
		Example: "-- BT3-046 Terriermon: [All Turns] Your opponent can't gain memory except with Tamer effects.\nreturn card { static = { { player = \"opponent\", cannot = \"gain_memory\", except = \"tamer_effects\" } } }"},
	{Group: GroupEntry, Name: "cards", Type: "table",
		Meaning: "`static` entries with `player` and cannot = \"play\" or \"play_by_effects\": the ban is only on playing the cards this card filter matches (15-1-3).",
		Example: "-- BT14-017 [All Turns] While your opponent has 1 or more memory, they can't play Digimon with 6000 DP or less.\nreturn card { static = { { player = \"opponent\", cannot = \"play\", cards = { kind = \"Digimon\", dp_at_most = 6000 }, condition = function(ctx) return ctx:memory(\"opponent\") >= 1 end } } }"},
	{Group: GroupEntry, Name: "except", Type: "string",
		Meaning: "`static` entries with `player`: the effects the ban lets through: \"tamer_effects\" — a Tamer's, also one treated as a Digimon (15-12-1-6).",
		Example: "return card { static = { { player = \"opponent\", cannot = \"gain_memory\", except = \"tamer_effects\" } } }"},
	{Group: GroupEntry, Name: "also_name", Type: "string|string[]|fun(ctx: Ctx, self: Object): string|string[]",
		Meaning: "`static` entries: the targets are also treated as having this name (15-12-1); a card's [Rule] name needs no script: it counts in every zone. A function(ctx, self) computes the names each time (\"This Digimon has all the names of level 3 and lower cards in its digivolution cards\", BT17-102).",
		Example: "-- a Digimon gaining \"[Your Turn] This Digimon is also treated as [Greymon]\"\nreturn card { static = { { turn = \"your\", also_name = \"Greymon\" } } }"},
	{Group: GroupEntry, Name: "also_trait", Type: "string|string[]|fun(ctx: Ctx, self: Object): string|string[]",
		Meaning: "`static` entries: the targets are also treated as having this trait (15-12-1); a function(ctx, self) computes the traits each time.",
		Example: "return card { static = { { target = \"your_digimon\", also_trait = \"Royal Knight\" } } }"},
	{Group: GroupEntry, Name: "also_color", Type: "string|string[]|fun(ctx: Ctx, self: Object): string|string[]",
		Meaning: "`static` entries: the targets are also treated as this color (15-12-1, 2-4-3); a function(ctx, self) computes the colors each time.",
		Example: "-- BT3-014 Silphymon: [Your Turn] This Digimon is also treated as yellow.\nreturn card { static = { { turn = \"your\", also_color = \"Yellow\" } } }\n" +
			"-- BT8-084: [Your Turn] This Digimon is treated as also having the colors of its digivolution cards.\n" +
			"-- static = { { turn = \"your\", also_color = function(ctx, self) local out = {}\n--   for _, c in ipairs(ctx:digivolution_cards(self)) do for _, col in ipairs(c:colors()) do out[#out + 1] = col end end\n--   return out end } }"},
	{Group: GroupEntry, Name: "dna_as", Type: "{ into: table, level: integer?, name: string|string[]? }",
		Meaning: "`static` entries: for the DNA digivolution (8-2) into the cards the card filter `into` matches only, the targets also meet its requirement's components as this level and with these names besides their own information.",
		Example: "-- BT20-025: [All Turns] This Digimon is also treated as Lv.6 [Breakdramon] for [Examon]'s DNA digivolution.\n" +
			"return card { static = { { dna_as = { into = { name = \"Examon\" }, level = 6, name = \"Breakdramon\" } } } }"},
	{Group: GroupEntry, Name: "revealed_as", Type: "{ name: string|string[]?, level: integer|integer[]? }",
		Meaning: "`static` entries: while this card is revealed from the deck (15-15-3), it is also treated as having these names and levels besides its printed ones: card filters over the revealed cards match it as either, and two such cards may be taken one as each (Q2826, Q2827).",
		Example: "-- BT17-068 Mephistomon: While this card is revealed from your deck, this card is also treated as level 6.\n" +
			"return card { static = { { revealed_as = { level = 6 } } } }"},
	{Group: GroupEntry, Name: "level", Type: "integer",
		Meaning: "`static` entries: the targets are treated as this level (15-12-1-3: one level; the latest wins).",
		Example: "return card { static = { { level = 6 } } }"},
	{Group: GroupCtxMethods, Name: "dp_plus", Params: []Param{opt("target", "Target", "a filter is global: it reaches objects that come later too (15-11-2)"),
		p("n", "integer", "DP, negative for \"-n DP\""), opt("duration", "Duration", "how long")},
		Meaning: "\"Gets +n DP\" (15-11): targeted for objects, global for a filter.", Example: "ctx:dp_plus(\"your_digimon\", 1000, \"turn\")"},
	{Group: GroupCtxMethods, Name: "give", Params: []Param{opt("target", "Target", "as for dp_plus"), p("keyword", "string", "as printed: \"Blocker\", \"Security A. +1\""),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Gains <keyword>\".", Example: "ctx:give(\"your_digimon\", \"Security A. +1\", \"your_next_turn\")"},
	{Group: GroupCtxMethods, Name: "at_end_of_turn", Params: []Param{p("fn", "Handler", "what to do then")},
		Meaning: "Delayed processing (18-1): run fn at the end of this turn.", Example: "ctx:at_end_of_turn(function(ctx) ctx:delete(\"self\") end)"},
	{Group: GroupCtxMethods, Name: "cannot", Params: []Param{
		opt("target", "Target|Player", "as for dp_plus: an object is targeted and keeps it (15-11-1-3-2), a filter is global; \"you\"/\"opponent\": a ban on that player"),
		p("what", "string|table", `"attack", "block", "suspend", "unsuspend", "digivolve", "be_attacked", "be_suspended", "attack_players", "attack_digimon", "attack_unsuspended" (no permission lets it attack an unsuspended Digimon: with "attack_players", "can only attack suspended Digimon"), "be_blocked", "change_attack_target", "be_deleted", "be_deleted_in_battle", "be_returned_to_hand", "be_returned_to_deck", "leave_battle_area", "leave_battle_area_except_by_deletion", "have_dp_reduced", "have_stacked_trashed", "activate_option_security" (the [Security] effects of the Option cards it checks don't activate), "activate_<timing>", or a list of them with by = "opponent_effects"|"your_effects"|"effects"|"battle"; for a player ("you", "opponent", "both"): "gain_memory" (or { "gain_memory", except = "tamer_effects" }), "play" and "play_by_effects" (or { "play", cards = <card filter> }: EX3-012 "your opponent can't play Digimon with 5000 DP or less"), "use_options", "reduce_play_costs", "reduce_digivolution_costs", "ignore_digivolution_requirements", "add_to_security" (its effects add no card to a security stack: BT9-103 "cards can't be added to security stacks by your opponent's effects")`),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Can't ...\": a prohibition given for a while, enforced where the rules do the thing (deletion 4-13, attack 11-2, DP 1-3-8, memory 4-1-4); it wins over any permission (15-1-3).",
		Example: "-- ST2-14 Sorrow Blue\nlocal mon = ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false })\n" +
			"ctx:cannot(mon, { \"attack\", \"block\" }, \"opponents_next_turn\")\n" +
			"-- BT16-018: 1 of your Digimon can't be deleted in battle until the end of your opponent's turn.\n" +
			"ctx:cannot(ctx:choose_one(\"your_digimon\"), \"be_deleted_in_battle\", \"opponents_turn\")\n" +
			"ctx:cannot(\"self\", { \"be_deleted\", \"be_returned_to_hand\", by = \"opponent_effects\" }, \"opponents_turn\")"},
	{Group: GroupCtxMethods, Name: "unaffected", Params: []Param{opt("target", "Target", "your Digimon: as for dp_plus"),
		p("by", "string", `"opponent_effects"; only the opponent's effects of Digimon, Tamers or Option cards: "opponent_digimon_effects", "opponent_tamer_effects", "opponent_option_effects"; one keyword's effects of either player, "<De-Digivolve> effects", or of the opponent, "opponent's <De-Digivolve> effects"`), opt("duration", "Duration", "how long")},
		Meaning: "\"Isn't affected by your opponent's effects\" (or by some of them) for a while (15-15-6): those effects do nothing to the targets, and what they give them is not had (15-15-6-4); the targets can still be chosen (15-15-6-3). An effect is of its card's category: a field object's (inherited ones too), else its card's.",
		Example: "-- [When Digivolving] ... for the turn, 1 of your Digimon isn't affected by your opponent's effects.\nctx:unaffected(ctx:choose_one(\"your_digimon\"), \"opponent_effects\", \"turn\")\n" +
			"-- EX6-044: 1 of your Digimon isn't affected by the effects of your opponent's Digimon, until the end of your opponent's turn.\n" +
			"ctx:unaffected(ctx:choose_one(\"your_digimon\"), \"opponent_digimon_effects\", \"opponents_turn\")\n" +
			"-- ... and isn't affected by <De-Digivolve> effects.\nctx:unaffected(\"self\", \"<De-Digivolve> effects\", \"opponents_turn\")"},
	{Group: GroupEntry, Name: "unaffected", Type: "string",
		Meaning: "`static` entries: the object that has the effect isn't affected by what it names (ctx:unaffected's by: \"opponent_effects\", \"opponent_digimon_effects\", ..., \"<De-Digivolve> effects\") while the entry applies (15-15-6).",
		Example: "-- BT15-047 [All Turns] While this Digimon is suspended, it isn't affected by the effects of your opponent's Digimon.\n" +
			"return card { static = { { unaffected = \"opponent_digimon_effects\", condition = function(ctx) return ctx.self:is_suspended() end } } }"},
	{Group: GroupCtxMethods, Name: "can", Params: []Param{opt("target", "Target", "as for dp_plus"),
		p("what", "string|string[]|table", `"attack_unsuspended"; { "attack_unsuspended", attack_target = filter }: only the unsuspended Digimon the filter matches; { "attack_unsuspended", with = "Blitz" }: only in attacks made with that keyword effect`), opt("duration", "Duration", "how long")},
		Meaning: "\"Can also ...\": a permission given for a while (11-2-7-1); a prohibition still wins (15-1-3).",
		Example: "-- This Digimon can also attack your opponent's unsuspended Digimon for the turn.\nctx:can(\"self\", \"attack_unsuspended\", \"turn\")\n" +
			"-- BT7-095: [Main] For the turn, 1 of your Digimon gets +3000 DP and can also attack your opponent's unsuspended Digimon with no digivolution cards.\n" +
			"ctx:can(mon, { \"attack_unsuspended\", attack_target = { has_digivolution_cards = false } }, \"turn\")"},
	{Group: GroupCtxMethods, Name: "treat_as", Params: []Param{opt("target", "Target", "as for dp_plus"),
		p("info", "table", `name, trait, color: a string or a list; level: a number; kind = "Digimon" with dp: a Tamer also treated as a Digimon of that DP`), opt("duration", "Duration", "how long")},
		Meaning: "\"Is also treated as ...\" for a while (15-12-1): names, traits and colors besides its own; the level it has (15-12-1-3); `kind = \"Digimon\", dp = n`: \"is also treated as a 3000 DP Digimon\" — a Digimon too, and still a Tamer (15-12-1-6), that can attack, be attacked and battle with that DP (AD1-021).",
		Example: "ctx:treat_as(ctx:choose_one(\"your_digimon\"), { name = \"Greymon\", color = \"Yellow\" }, \"turn\")\n" +
			"-- AD1-021: ... for the turn, 1 of your [Marcus Damon]s is also treated as a 3000 DP Digimon ...\n" +
			"ctx:treat_as(ctx:choose_one({ owner = \"you\", kind = \"Tamer\", name = \"Marcus Damon\" }), { kind = \"Digimon\", dp = 3000 }, \"turn\")"},
	{Group: GroupCtxMethods, Name: "later", Params: []Param{
		p("when", "string", `"end_of_turn", "end_of_opponents_turn", "start_of_your_next_turn", "end_of_attack" (the attack in progress) or "end_of_battle" (its next battle, 14-2-5)`),
		p("fn", "Handler", "what to do then")},
		Returns: ret("boolean", "false: nothing was set up (\"end_of_attack\", \"end_of_battle\" outside an attack)"),
		Meaning: "Delayed processing (18-1): fn runs at that timing as this effect's controller's triggered effect.",
		Example: "-- BT23-017 Betamon (inherited): ... The Digimon this effect played can't digivolve and is deleted at the end of your opponent's turn.\nlocal mon = ctx:play_card(card, { free = true })\nctx:cannot(mon, \"digivolve\")\nctx:later(\"end_of_opponents_turn\", function(ctx) ctx:delete(mon) end)\n" +
			"-- BT14-034 Sukamon: [Security] At the end of the battle, play this card without paying the cost.\n" +
			"return card { security = function(ctx) ctx:later(\"end_of_battle\", function(ctx) ctx:play_card(ctx.card, { free = true }) end) end }"},
	{Group: GroupEntry, Name: "deletion_max", Type: "integer|fun(ctx: Ctx): integer|table",
		Meaning: "`static` entries: what the entry adds to the DP maximum of its controller's DP-based deletion effects (15-15-5), which read it with ctx:deletion_max; `{ n, of = \"self\" }`: only to the effects of the object that has the entry (\"this Digimon's DP-based deletion effects\").",
		Example: "-- BT9-009: [Your Turn] Add 1000 to the maximum DP you can choose with DP-based deletion effects.\n" +
			"return card { static = { { turn = \"your\", deletion_max = 1000 } } }\n" +
			"-- [All Turns] Add 3000 to this Digimon's DP deletion effects' maximums.\n-- static = { { deletion_max = { 3000, of = \"self\" } } }"},
	{Group: GroupEntry, Name: "unsuspend_cost", Type: "{ trash_from_hand: integer }",
		Meaning: "`static` entries: the targets unsuspend only when their player chooses to trash that many cards in their hand for each of them — in the unsuspend phase or by any effect; no effect makes them pay, and declined or with too few cards they stay suspended (BT7-055 Q1596-Q1598; core/unsuspend_cost.go).",
		Example: "-- BT7-055 Ebonwumon: [Opponent's Turn] All of your opponent's Digimon gain \"[Your Turn] You must trash 1 card in your hand to unsuspend this Digimon.\"\n" +
			"return card { static = { { turn = \"opponents\", target = { owner = \"opponent\", kind = \"Digimon\" }, unsuspend_cost = { trash_from_hand = 1 } } } }"},
	{Group: GroupCtxMethods, Name: "deletion_max", Params: []Param{p("n", "integer", "the maximum the effect prints")},
		Returns: ret("integer", "n plus what `deletion_max` entries of this effect's controller add to it now"),
		Meaning: "The DP maximum of this effect's DP-based deletion (15-15-5): what a script deleting by \"N DP or less\" chooses with. Only a printed number is raised (15-15-5-3): \"as much DP as this Digimon\" does not ask.",
		Example: "-- [On Play] Delete 1 of your opponent's Digimon with 4000 DP or less.\nctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = ctx:deletion_max(4000) }))"},
	{Group: GroupCtxMethods, Name: "change_original_dp", Params: []Param{opt("target", "Target", "as for dp_plus"), p("n", "integer", "the new original DP"),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Change the original DP to n\" (15-12-2): the DP the card prints becomes n; +/- DP effects still apply on top of it.",
		Example: "ctx:change_original_dp(ctx:choose_one(\"opponent_digimon\"), 3000, \"opponents_next_turn\")"},
	{Group: GroupCtxMethods, Name: "change_information", Params: []Param{opt("target", "Target", "as for dp_plus"),
		p("info", "table", "name: the original name; color: a color or a list; dp: the original DP — what is left out is not changed"), opt("duration", "Duration", "how long")},
		Meaning: "An information-changing effect (15-12-2): the targets' original name, colors and DP become these; a later change overrides an earlier one (15-12-2-3), and +/- DP and \"also treated as\" still add to it; a card without DP gets none (15-12-2-2).",
		Example: "-- BT11-043: ... change 1 of your opponent's Digimon into a white Digimon with 3000 DP and an original name of [Sukamon] until the end of your opponent's turn.\n" +
			"ctx:change_information(ctx:choose_one(\"opponent_digimon\"), { name = \"Sukamon\", color = \"White\", dp = 3000 }, \"opponents_turn\")"},
	{Group: GroupCtxMethods, Name: "give_effect", Params: []Param{opt("target", "Target", "as for dp_plus: an object is targeted, a filter is global (Digimon that come later get it too, 15-11-2-2)"),
		p("effects", "CardDef", "the effects given: when_attacking, end_of_attack, start_/end_of_ turn and main phase timings (\"[Start of Your Main Phase] This Digimon attacks\"), counter, on_deletion (it activates from the trash once the Digimon is deleted, ctx:last_known() the Digimon as it was: BT3-109 Back for Revenge!) or when entries; not on_play, when_digivolving or when_linking"), opt("duration", "Duration", "how long")},
		Meaning: "\"Gains the following effect: ...\" (15-13): triggered effects the targets have for a while; each activates as that Digimon's effect, its controller's (15-2-1-1: \"1 of your opponent's Digimon gains \\\"[On Deletion] Lose 1 memory.\\\"\" makes that opponent lose it; its \"Your Turn\" is the opponent's), with ctx.self the Digimon and ctx.card the card that gave it. For as long as a persistent effect applies: a `static` entry's give_effect.",
		Example: "-- [Main] All of your Digimon gain \"[When Attacking] 1 of your opponent's Digimon gets -2000 DP for the turn\" for the turn.\n" +
			"ctx:give_effect(\"your_digimon\", {\n  when_attacking = function(ctx) ctx:dp_plus(ctx:choose_one(\"opponent_digimon\"), -2000, \"turn\") end,\n}, \"turn\")"},
}
