package scripting

import (
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The ctx methods the cards BT1-058 to BT1-115 needed beyond the core, keyword,
// starter-deck and BT1-001..057 API (revealing cards is ctx:reveal, ctx:cards and
// ctx:to_deck_bottom there); the engine side is core/cards_bt1b.go:
//
//   - the security stack (security_cards, shuffle_security; BT1-087 T.K. Takaishi);
//   - the breeding area (breeding, hatch, move_to_battle; BT1-089 Mimi Tachikawa);
//   - memory set to a value (set_memory; the BT1 Tamers' "set your memory to 3");
//   - a digivolution card to the hand (digivolution_cards_to_hand; BT1-084 Omnimon);
//   - "change the original DP to n" (change_original_dp; BT1-105 Blast Fire);
//   - "gains the following effect" (give_effect; BT1-104 Golden Ripper, BT1-112
//     Dimension Scissor);
//   - what an effect that waits for the rest of the turn needs (turn_count,
//     would_card; BT1-109 Smashed Potatoes);
//   - "don't unsuspend during their next unsuspend phase" (no_unsuspend_next_phase;
//     BT1-113 Forbidden Temptation).

// cardMethodsBT1b are the ctx methods of cardAPIBT1b.
func (h *Host) cardMethodsBT1b() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:security_cards([who]) — the cards of a security stack, top first.
		"security_cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			sec := c.Game.Players[player(L, c, 2)].Security
			out := make([]*core.Card, 0, len(sec))
			for i := len(sec) - 1; i >= 0; i-- {
				out = append(out, sec[i])
			}
			L.Push(h.cardList(L, out))
			return 1
		},
		// ctx:shuffle_security([who]) — shuffle a security stack (1-3-10).
		"shuffle_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			p := player(L, c, 2)
			h.engine(func() { c.Game.ShuffleSecurity(p) })
			return 0
		},
		// ctx:breeding([who]) — the object in a breeding area, or nil.
		"breeding": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(h.objectValue(c.Game.Players[player(L, c, 2)].Breeding))
			return 1
		},
		// ctx:hatch() — hatch your Digi-Egg into the empty breeding area (4-16).
		"hatch": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var o *core.FieldObject
			h.engine(func() { o = c.Game.HatchBy(c.Player) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:move_to_battle(obj) — move obj from the breeding area to the battle area (4-15).
		"move_to_battle": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var o *core.FieldObject
			if L.Get(2) != lua.LNil {
				o = checkObject(L, 2)
			}
			var ok bool
			h.engine(func() { ok = c.Game.MoveToBattleBy(o) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:set_memory(n) — "set your memory to n".
		"set_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.Game.SetMemory(c.Player, n, "effect of "+c.Card.Data.Number) })
			return 0
		},
		// ctx:digivolution_cards_to_hand(obj, cards) — some of obj's digivolution cards
		// go to their owner's hand.
		"digivolution_cards_to_hand": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			cards := checkCardList(L, 3)
			n := 0
			h.engine(func() {
				for _, card := range cards {
					if c.Game.DigivolutionCardToHand(o, card) {
						n++
					}
				}
			})
			L.Push(lua.LNumber(n))
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
		// ctx:turn_count([delta]) — a count this card keeps for the turn.
		"turn_count": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LNumber(c.Game.TurnCount(c.Card, L.OptInt(2, 0))))
			return 1
		},
		// ctx:would_card() — in a would effect: the card played, used or digivolved into.
		"would_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_card is only for would = { ... } effects")
			}
			L.Push(h.cardValue(c.Would.Card))
			return 1
		},
		// ctx:no_unsuspend_next_phase(who) — their Digimon don't unsuspend during their
		// next unsuspend phase.
		"no_unsuspend_next_phase": func(L *lua.LState) int {
			c := h.checkCtx(L)
			p := player(L, c, 2)
			h.engine(func() { c.NoUnsuspendNextPhase(p) })
			return 0
		},
	}
}

// cardAPIBT1b documents cardMethodsBT1b (see apidoc.go).
var cardAPIBT1b = []Doc{
	{Group: GroupCtxMethods, Name: "security_cards", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")},
		Returns: ret("Card[]", "top first"),
		Meaning: "The cards of a security stack, to look at (\"look at your security stack\", 15-15-4).",
		Example: "local card = ctx:choose_card(ctx:security_cards())[1]"},
	{Group: GroupCtxMethods, Name: "shuffle_security", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")},
		Meaning: "\"Shuffle your security stack\" (1-3-10).",
		Example: "ctx:shuffle_security()"},
	{Group: GroupCtxMethods, Name: "breeding", Params: []Param{opt("who", "Player", "whose breeding area: \"you\" (default)")},
		Returns: ret("Object?", "nil when it is empty"),
		Meaning: "The Digimon in a breeding area (3-4-5): filters never see it, an effect that names the breeding area does.",
		Example: "local bred = ctx:breeding()\nif bred and bred:level() >= 3 then ctx:move_to_battle(bred) end"},
	{Group: GroupCtxMethods, Name: "hatch", Returns: ret("Object?", "the hatched Digi-Egg, or nil if none could hatch"),
		Meaning: "\"Hatch 1 Digi-Egg card to an empty space in your breeding area\" (4-16): only with a Digi-Egg in your Digi-Egg deck and your breeding area empty.",
		Example: "if not ctx:breeding() then ctx:hatch() end"},
	{Group: GroupCtxMethods, Name: "move_to_battle", Params: []Param{p("obj", "Object", "the Digimon in your breeding area")},
		Returns: ret("boolean", "whether it moved"),
		Meaning: "\"Move 1 Digimon from your breeding area to your battle area\" (4-15): only a Digimon with DP moves (4-15-2).",
		Example: "ctx:move_to_battle(ctx:breeding())"},
	{Group: GroupCtxMethods, Name: "set_memory", Params: []Param{p("n", "integer", "memory on your side")},
		Meaning: "\"Set your memory to n\": the memory gauge goes to n on your side (1-4-2).",
		Example: "-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.\n" +
			"return card { start_of_your_turn = { condition = function(ctx) return ctx:memory() <= 2 end,\n  run = function(ctx) ctx:set_memory(3) end } }"},
	{Group: GroupCtxMethods, Name: "digivolution_cards_to_hand", Params: []Param{p("obj", "Object", "whose digivolution cards"), p("cards", "Card|Card[]", "")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "\"Return 1 of this Digimon's digivolution cards to your hand\": cards under obj go to their owner's hand; obj stays the same Digimon.",
		Example: "local lv6 = ctx:cards(ctx:digivolution_cards(ctx.self), { level = 6 })\nctx:digivolution_cards_to_hand(ctx.self, ctx:choose_card(lv6))"},
	{Group: GroupCtxMethods, Name: "change_original_dp", Params: []Param{opt("target", "Target", "as for dp_plus"), p("n", "integer", "the new original DP"),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Change the original DP to n\" (15-12-2): the DP the card prints becomes n; +/- DP effects still apply on top of it.",
		Example: "ctx:change_original_dp(ctx:choose_one(\"opponent_digimon\"), 3000, \"opponents_next_turn\")"},
	{Group: GroupCtxMethods, Name: "give_effect", Params: []Param{opt("target", "Target", "as for dp_plus: an object is targeted, a filter is global (Digimon that come later get it too, 15-11-2-2)"),
		p("effects", "CardDef", "the effects given: when_attacking, end_of_attack or when entries"), opt("duration", "Duration", "how long")},
		Meaning: "\"Gains the following effect: ...\" (15-13): triggered effects the targets have for a while; each activates as that Digimon's effect (ctx.self is it, ctx.card the card that gave it).",
		Example: "-- [Main] All of your Digimon gain \"[When Attacking] 1 of your opponent's Digimon gets -2000 DP for the turn\" for the turn.\n" +
			"ctx:give_effect(\"your_digimon\", {\n  when_attacking = function(ctx) ctx:dp_plus(ctx:choose_one(\"opponent_digimon\"), -2000, \"turn\") end,\n}, \"turn\")"},
	{Group: GroupCtxMethods, Name: "turn_count", Params: []Param{opt("delta", "integer", "added first (default 0)")},
		Returns: ret("integer", "the count now"),
		Meaning: "A count this card keeps for the turn, 0 at the start of every turn: what an effect \"for the turn\" still waits for (\"the next time you would digivolve ...\").",
		Example: "return card {\n  main = function(ctx) ctx:turn_count(1) end,\n  would = { { on = \"digivolve\", area = \"trash\", trigger = function(ctx) return ctx:turn_count() > 0 end,\n    run = function(ctx) ctx:turn_count(-1); ctx:change_cost(-4) end } },\n}"},
	{Group: GroupCtxMethods, Name: "would_card", Returns: ret("Card?", "nil when the cause has no card"),
		Meaning: "In a `would` effect: the card about to be played, used or digivolved into.",
		Example: "trigger = function(ctx) return ctx:would_card():level() == 6 end"},
	{Group: GroupCtxMethods, Name: "no_unsuspend_next_phase", Params: []Param{p("who", "Player", "whose Digimon")},
		Meaning: "\"Your opponent's Digimon don't unsuspend during their next unsuspend phase\": every Digimon of theirs in the battle area then — also one that comes later — can't unsuspend during it (6-2-1, 15-1-3).",
		Example: "ctx:no_unsuspend_next_phase(\"opponent\")"},
}
