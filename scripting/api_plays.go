package scripting

import (
	"fmt"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Playing, digivolving and using by effects, activating other effects, hatching, DNA,
// DigiXros and link (7-10, 15-15-9).

// playsMethods are the ctx methods of this concept; playsAPI documents them.
func (h *Host) playsMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:play_self([opts]) — play this card (from a security check, the hand...).
		"play_self": func(L *lua.LState) int {
			c := h.checkCtx(L)
			opt := playOptions(L, c, 2)
			var o *core.FieldObject
			h.engine(func() { o = c.Game.PlayCard(c.Card.Owner, c.Card, opt) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:activate_main([{side = "option"}]) — "activate this card's [Main] effect"
		// (15-15-9); side = "option": a DUAL card's Option side's (core/dual.go).
		"activate_main": func(L *lua.LState) int {
			c := h.checkCtx(L)
			do := c.ActivateMain
			if t, ok := L.Get(2).(*lua.LTable); ok {
				switch side := lua.LVAsString(t.RawGetString("side")); side {
				case "option":
					do = c.ActivateOptionSideMain
				case "":
				default:
					L.ArgError(2, fmt.Sprintf("side = %q; want \"option\"", side))
				}
			}
			h.engine(do)
			return 0
		},
		// ctx:play_card(card [, opts]) — play a card from where it is, into its owner's
		// area (3-1-3-8: "your opponent plays ... from their trash").
		"play_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := checkCard(L, 2)
			opt := playOptions(L, c, 3)
			var o *core.FieldObject
			h.engine(func() { o = c.Game.PlayCard(card.Owner, card, opt) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:can_play(card [, opts]) — whether ctx:play_card could play it now.
		"can_play": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := checkCard(L, 2)
			L.Push(lua.LBool(c.Game.CanPlayCard(card.Owner, card, playOptions(L, c, 3))))
			return 1
		},
		// ctx:digivolve(obj, card [, opts]) — obj digivolves into card; obj nil ("this
		// Digimon", gone) digivolves nothing.
		"digivolve": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var o *core.FieldObject
			if L.Get(2) != lua.LNil {
				o = checkObject(L, 2)
			}
			card := checkCard(L, 3)
			opt := digivolveOptions(L, c, 4, optionTable(L, 4, "digivolve", digivolveKeys))
			var ok bool
			if o != nil {
				h.engine(func() { ok = c.Game.DigivolveInto(o, card, opt) })
			}
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:can_digivolve(obj, card [, opts]) — the cost ctx:digivolve would pay, or
		// nil when it cannot digivolve so now.
		"can_digivolve": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var o *core.FieldObject
			if L.Get(2) != lua.LNil {
				o = checkObject(L, 2)
			}
			card := checkCard(L, 3)
			opt := digivolveOptions(L, c, 4, optionTable(L, 4, "can_digivolve", digivolveKeys))
			if cost, ok := c.Game.CanDigivolveInto(o, card, opt); o != nil && ok {
				L.Push(lua.LNumber(cost))
			} else {
				L.Push(lua.LNil)
			}
			return 1
		},
		// ctx:digivolve_choose{ who = ..., from = ..., filter = ..., reduce = n, ... } —
		// "1 of your Digimon may digivolve into a [...] card in your hand ...".
		"digivolve_choose": func(L *lua.LState) int {
			c := h.checkCtx(L)
			t := optionTable(L, 2, "digivolve_choose", digivolveChooseKeys)
			if t == nil {
				L.ArgError(2, "digivolve_choose takes a table { who = ..., from = ..., filter = ..., ... }")
			}
			opt := digivolveOptions(L, c, 2, t)
			objs := h.digivolvers(L, c, t.RawGetString("who"))
			cards := cardsFrom(L, c, t.RawGetString("from"), t.RawGetString("filter"))
			text := lua.LVAsString(t.RawGetString("text"))
			if text == "" {
				text = digivolveChooseText(t.RawGetString("who"))
			}
			optional := lua.LVAsBool(t.RawGetString("optional"))
			var o *core.FieldObject
			h.engine(func() { o = c.DigivolveChoice(objs, cards, opt, optional, text) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:use_card(card [, opts]) — use an Option card by this effect (9-1).
		"use_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := checkCard(L, 2)
			opt := useOptions(L, c, 3)
			var ok bool
			h.engine(func() { ok = c.Game.UseCard(c.Player, card, opt) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:can_use(card [, opts]) — whether ctx:use_card could use it now.
		"can_use": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := checkCard(L, 2)
			L.Push(lua.LBool(c.Game.CanUseCard(c.Player, card, useOptions(L, c, 3))))
			return 1
		},
		// ctx:activate(obj_or_card, timings [, { all = true }]) — "activate 1 of this
		// Digimon's [When Digivolving] effects" (15-15-9).
		"activate": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var obj *core.FieldObject
			var card *core.Card
			switch x := L.Get(2).(type) {
			case *lua.LNilType:
				L.Push(lua.LFalse) // "that Digimon" is gone: nothing to activate
				return 1
			case *lua.LUserData:
				switch v := x.Value.(type) {
				case *core.FieldObject:
					obj = v
				case *core.Card:
					card = v
				}
			}
			if obj == nil && card == nil {
				L.ArgError(2, "a Digimon, a Tamer or a card expected")
			}
			timings := checkTimings(L, 3)
			all := false
			if t := optionTable(L, 4, "activate", []string{"all"}); t != nil {
				all = lua.LVAsBool(t.RawGetString("all"))
			}
			var ok bool
			h.engine(func() { ok = c.ActivateEffects(obj, card, all, timings...) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:place_in_battle_area() — "place this card in the battle area": an Option
		// during its effect stays there as an object (17-1-3-3), for its <Delay>.
		"place_in_battle_area": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := c.Card
			if L.Get(2) != lua.LNil {
				card = checkCard(L, 2)
			}
			var o *core.FieldObject
			if c.Game.CanPlaceOnField(card) {
				h.engine(func() { o = c.Game.PlaceOnField(c.Player, card, core.ZoneBattle) })
			}
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:link_limit(obj) — how many link cards obj may have (4-7-5, <Link +N> 16-39).
		"link_limit": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			L.Push(lua.LNumber(c.Game.LinkLimit(o)))
			return 1
		},
		// ctx:play_from_under(obj, cards) — play cards from obj's digivolution cards
		// without paying the cost (<Decode>, <Partition>).
		"play_from_under": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			cards := checkCardList(L, 3)
			var got []*core.FieldObject
			h.engine(func() { got = c.Game.PlayFromUnder(c.Player, o, cards...) })
			L.Push(h.objectList(L, got))
			return 1
		},
		// ctx:digixros_names(card) — the card names in card's DigiXros requirement.
		"digixros_names": func(L *lua.LState) int {
			h.checkCtx(L)
			names := core.DigiXrosNames(checkCard(L, 2).Data)
			t := L.CreateTable(len(names), 0)
			for _, n := range names {
				t.Append(lua.LString(n))
			}
			L.Push(t)
			return 1
		},
		// ctx:digivolve_cost(obj, card) — the cost obj pays to digivolve into card by
		// card's requirements (8-1-3-1), or nil when it meets none (<Blast Digivolve>,
		// 12-26-3: the requirements are never ignored).
		"digivolve_cost": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			card := checkCard(L, 3)
			cost, ok := c.Game.DigivolveCost(o, card)
			if !ok {
				L.Push(lua.LNil)
			} else {
				L.Push(lua.LNumber(cost))
			}
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
		// ctx:play_token{ name = ..., colors = {...}, dp = ..., level = ..., cost = ...,
		// traits = {...}, keywords = {...}, owner = "you" } — play a token (4-18-1).
		"play_token": func(L *lua.LState) int {
			c := h.checkCtx(L)
			d, owner := tokenData(L, c, 2)
			var o *core.FieldObject
			h.engine(func() { o = c.Game.PlayToken(owner, d) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:dna_cost(into, sources) — what DNA digivolving into `into` from the
		// sources (objects, or a card in the hand), the first on top, costs by
		// <Blast DNA Digivolve> (16-30-1, 16-30-5); nil when they meet no requirement.
		"dna_cost": func(L *lua.LState) int {
			c := h.checkCtx(L)
			into := checkCard(L, 2)
			srcs := checkDNASources(L, 3)
			if cost, ok := c.Game.BlastDNACost(into, srcs); ok {
				L.Push(lua.LNumber(cost))
			} else {
				L.Push(lua.LNil)
			}
			return 1
		},
		// ctx:dna_digivolve(into, sources) — DNA digivolve the sources into `into`
		// (8-2), paying ctx:dna_cost; true when it happened.
		"dna_digivolve": func(L *lua.LState) int {
			c := h.checkCtx(L)
			into := checkCard(L, 2)
			srcs := checkDNASources(L, 3)
			ok := false
			if cost, meets := c.Game.BlastDNACost(into, srcs); meets {
				h.engine(func() { ok = c.Game.DNADigivolveFrom(c.Player, into, srcs, cost) })
			}
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:dna_digivolve_with(obj [, { from = ..., filter = ..., optional = true }]) —
		// "DNA digivolve this Digimon and one of your other Digimon in play into a
		// Digimon card in your hand by paying its DNA digivolve cost" (core/dna_with.go).
		"dna_digivolve_with": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o, cards, optional := dnaWithArgs(L, c, "dna_digivolve_with")
			var n *core.FieldObject
			h.engine(func() { n = c.DNADigivolveWith(o, cards, optional) })
			L.Push(h.objectValue(n))
			return 1
		},
		// ctx:can_dna_digivolve_with(obj [, opts]) — whether ctx:dna_digivolve_with has
		// something to offer now.
		"can_dna_digivolve_with": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o, cards, _ := dnaWithArgs(L, c, "can_dna_digivolve_with")
			L.Push(lua.LBool(c.CanDNADigivolveWith(o, cards)))
			return 1
		},
		// ctx:link_card(card_or_obj, to [, { cost = n }]) — link a card (from the hand,
		// the trash, ...) or the top card of an object in the battle area to `to`
		// (10-1-3), paying cost (default 0).
		"link_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			to := checkObject(L, 3)
			cost := 0
			if t, ok := L.Get(4).(*lua.LTable); ok {
				cost = int(lua.LVAsNumber(t.RawGetString("cost")))
			}
			ok := false
			switch x := L.CheckUserData(2).Value.(type) {
			case *core.FieldObject:
				h.engine(func() { ok = c.Game.LinkFrom(c.Player, x, to, cost) })
			case *core.Card:
				h.engine(func() { ok = c.Game.LinkCard(c.Player, x, to, cost) })
			default:
				L.ArgError(2, "a card or a Digimon expected")
			}
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:dna_digivolving() — in an effect triggered by a digivolution ([When
		// Digivolving]): whether it was a DNA digivolution (8-2).
		"dna_digivolving": func(L *lua.LState) int {
			c := h.checkCtx(L)
			ev := c.Event
			L.Push(lua.LBool(ev != nil && ev.Kind == core.EvDigivolve && ev.Text == "dna"))
			return 1
		},
		// ctx:digixros_from(card, from) — card's DigiXros, when it is next played this
		// turn, may take cards from these places too (xros_from.go).
		"digixros_from": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if L.Get(2) == lua.LNil {
				return 0 // the card is gone
			}
			card := checkCard(L, 2)
			from, msg := readXrosFrom(L.Get(3))
			if msg != "" {
				L.ArgError(3, msg)
			}
			h.engine(func() { c.AllowXrosFrom(card, from...) })
			return 0
		},
		// ctx:digixros_count(obj) — how many cards DigiXros or Assembly placed under obj
		// when it was played (7-2-2-9, 7-2-2-10, 7-3-2-7); 0: it was not done.
		"digixros_count": func(L *lua.LState) int {
			h.checkCtx(L)
			L.Push(lua.LNumber(checkObject(L, 2).Materials))
			return 1
		},
	}
}

// xrosPlaces are the names of the places a DigiXros may take cards from besides the
// hand and the battle area.
var xrosPlaces = map[string]core.XrosPlace{"trash": core.XrosTrash, "under_tamers": core.XrosUnderTamers}

// readXrosFrom reads digixros_from: a place, a list of places, or a table from place to
// the most cards it may give ({ under_tamers = 1, trash = 1 }).
func readXrosFrom(v lua.LValue) ([]core.XrosFrom, string) {
	place := func(name string) (core.XrosPlace, string) {
		if p, ok := xrosPlaces[name]; ok {
			return p, ""
		}
		return 0, fmt.Sprintf("%q: want \"trash\" or \"under_tamers\"", name)
	}
	var out []core.XrosFrom
	switch x := v.(type) {
	case lua.LString:
		p, msg := place(string(x))
		return []core.XrosFrom{{Place: p}}, msg
	case *lua.LTable:
		if x.Len() > 0 {
			for i := 1; i <= x.Len(); i++ {
				p, msg := place(lua.LVAsString(x.RawGetInt(i)))
				if msg != "" {
					return nil, msg
				}
				out = append(out, core.XrosFrom{Place: p})
			}
			return out, ""
		}
		for _, k := range sortedKeys(x) {
			p, msg := place(k)
			if msg != "" {
				return nil, msg
			}
			n, ok := x.RawGetString(k).(lua.LNumber)
			if !ok || n < 1 {
				return nil, fmt.Sprintf("%s: want a number of cards, 1 or more", k)
			}
			out = append(out, core.XrosFrom{Place: p, Max: int(n)})
		}
		if len(out) > 0 {
			return out, ""
		}
	}
	return nil, `want "trash", "under_tamers", a list of them, or { trash = n, under_tamers = n }`
}

var playsAPI = []Doc{
	{Group: GroupEntry, Name: "digixros_from", Type: "string|string[]|table<string, integer>",
		Meaning: "`static` entries of a card with a DigiXros requirement: while `condition` holds, its DigiXros may also take cards from \"trash\" or \"under_tamers\" (the digivolution cards of your Tamers) besides the hand and the battle area (7-2-1); `{ trash = 1 }`: at most that many from there.",
		Example: "-- BT17-057: While you have a black Tamer, cards from your trash may also be placed for this card's DigiXros.\n" +
			"return card { static = { { digixros_from = \"trash\", condition = function(ctx) return ctx:count({ owner = \"you\", kind = \"Tamer\", color = \"Black\" }) > 0 end } } }"},
	{Group: GroupEntry, Name: "use_cost", Type: "integer|fun(ctx: Ctx): integer",
		Meaning: "`static` entries of an Option card (or a DUAL card's `dual` side): what they add to the card's own use cost (2-7), always in force while `condition` holds — the main phase offers the use at that cost and the use pays it (Q7006). Negative lowers it, never below 0 (1-3-9).",
		Example: "-- BT26-097: Add 1 to this card's use cost for each of your security cards.\n" +
			"return card { static = { { use_cost = function(ctx) return ctx:security_count() end } } }"},
	{Group: GroupEntry, Name: "play_cost", Type: "integer|fun(ctx: Ctx): integer",
		Meaning: "`static` entries of a Digimon or Tamer card: what they add to the card's own play cost (2-6) while it is in the hand (`area` defaults to \"hand\") and `condition` holds — the main phase offers the play at that cost and the play pays it (1-3-11-1); not by an effect from elsewhere. Negative lowers it, never below 0 (1-3-9), and not while its player can't reduce play costs (15-1-3). \"When this card would be played, reduce the play cost\" is a `would` effect instead (7-1-2-2).",
		Example: "-- BT2-112: While your opponent has a Digimon with 10000 DP or more in play, reduce the memory cost to play this card from your hand by 6.\n" +
			"return card { static = { { play_cost = -6, condition = function(ctx) return ctx:count({ owner = \"opponent\", kind = \"Digimon\", dp_at_least = 10000 }) > 0 end } } }"},
	{Group: GroupEntry, Name: "digivolve_cost", Type: "integer|fun(ctx: Ctx): integer",
		Meaning: "`static` entries of a Digimon card: \"when digivolving into this card from your hand, the memory cost of the digivolution is N\" — while the card is in the hand (`area` defaults to \"hand\") and `condition` holds, the cost of each of its printed digivolution requirements is this number: the main phase offers the digivolution at that cost and it pays it, as does an effect that digivolves into it from the hand by its requirements and a Tamer that digivolves into it as if it were a Digimon — not a digivolution into it from elsewhere (the trash, revealed cards), which pays the printed cost; effects that reduce the cost reduce that number (Q1568; core/own_digivolve_cost.go).",
		Example: "-- BT7-040 Rasenmon: When digivolving into this card from your hand, the memory cost of the digivolution is equal to the number of cards in your security stack. If you have 0 security cards, the memory cost is 1.\n" +
			"return card { static = { { digivolve_cost = function(ctx) return math.max(ctx:security_count(), 1) end } } }"},
	{Group: GroupEntry, Name: "may_digivolve", Type: "{ into: table|\"self\", cost: integer, from: \"hand\"?, as_digimon: { level: integer, color: string? }?, by: { condition: fun(ctx: Ctx): boolean, run: Handler }? }",
		Meaning: "`static` entries: the targets may digivolve into cards matching `into` (a card filter, or \"self\": this card) ignoring their digivolution requirements (8-1-2-2), for a digivolution cost of `cost` (0: without paying it) — in the main phase and by Arts Digivolve; `from = \"hand\"`: only into a card in the hand (not a used DUAL card, Q6944). With `as_digimon = { level = 3, color = \"Blue\" }` the requirements are not ignored but met as if the targets were Digimon of that level and color — \"you may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a level 3 blue Digimon\" (BT7-021; Q1743) — paying the requirement's cost, or `cost` when given (\"for a memory cost of 2\", BT7-011): `static = { { area = \"hand\", target = { owner = \"you\", kind = \"Tamer\", color = \"Blue\" }, may_digivolve = { into = \"self\", from = \"hand\", as_digimon = { level = 3, color = \"Blue\" } } } }`. `by = { condition = ..., run = ... }`: a \"by\" cost (15-7) — the digivolution is offered only while `condition` says the whole cost can be paid (Q1684), and declaring it runs `run` first, before \"when it would digivolve\" effects (BT7-112 Susanoomon: \"... as if the Tamer is a level 6 Digimon by placing 10 Tamer cards and/or cards with [Hybrid] in their traits from your hand and/or trash at the bottom of your deck\"; Q1680, Q1688; core/permission_by.go).",
		Example: "-- BT21-010 Gammamon: [Your Turn] While you have 2 or fewer security cards, this Digimon may digivolve into [Siriusmon] in the hand for a digivolution cost of 4, ignoring digivolution requirements.\n" +
			"return card { static = { { turn = \"your\", may_digivolve = { into = { name = \"Siriusmon\" }, from = \"hand\", cost = 4 },\n  condition = function(ctx) return ctx:security_count() <= 2 end } } }"},
	{Group: GroupEntry, Name: "ignore_color_requirement", Type: "boolean",
		Meaning: "`static` entries of an Option card: \"you may ignore this card's color requirements\" (4-19) while `condition` holds — the card may be used from the hand without a Digimon or Tamer of its colors (<Use Req. (X)>), and so may an effect that uses it, from wherever it takes the card — the hand, revealed cards, the trash (ctx:use_card; BT6-105 Q1489 used by BT6-112's [On Play]): it is a fact about the card's use. `area` defaults to \"hand\".",
		Example: "-- BT10-102: While you have a Tamer in play, you may use this card without meeting its color requirements.\n" +
			"return card { static = { { ignore_color_requirement = true,\n  condition = function(ctx) return ctx:count(\"your_tamers\") > 0 end } } }"},
	{Group: GroupEntry, Name: "digivolve_only_into", Type: "table",
		Meaning: "`static` entries: the targets can only digivolve into cards matching this card filter (as ctx:cards reads it) — every other card is prohibited (15-1-3), by any procedure (digivolution, DNA, Burst, App Fusion) and by effects.",
		Example: "-- BT15-031: [Your Turn] This Digimon can only digivolve into white Digimon.\n" +
			"return card { static = { { turn = \"your\", digivolve_only_into = { kind = \"Digimon\", color = \"White\" } } } }"},
	{Group: GroupEntry, Name: "also_meets_color", Type: "string|string[]",
		Meaning: "`static` entries of an Option card: \"yellow also meets this card's color requirements\" (4-19) while `condition` holds — with a Digimon or Tamer of one of these colors (the breeding area's too), the card's color requirement is met (LM-033 Q4063, Q4064), whether it is used from the hand or by an effect from elsewhere: it is a fact about the card's own requirement.",
		Example: "-- LM-045: Yellow also meets this card's color requirements.\n" +
			"return card { static = { { also_meets_color = \"Yellow\" } } }"},
	{Group: GroupCtxMethods, Name: "play_self", Params: []Param{opt("opts", "PlayOptions", "free, reduce, cost, suspended, area, no_on_play")},
		Returns: ret("Object?", "the new object, or nil if it could not be played"),
		Meaning: "Play this card from wherever it is (a security check, the hand, the trash), as ctx:play_card does.",
		Example: "-- BT24-076 WarGrowlmon: [Trash] [Main] ... play this card with the play cost reduced by 2.\nctx:play_self { reduce = 2 }"},
	{Group: GroupCtxMethods, Name: "activate_main", Params: []Param{opt("opts", "table", "side = \"option\": the [Main] effect on a DUAL card's Option side (its `dual` table)")},
		Meaning: "\"Activate this card's [Main] effect\" (15-15-9); { side = \"option\" }: \"Activate 1 [Main] effect on this card's Option side\" (BT25-104).",
		Example: "return card {\n  main = function(ctx) ctx:draw(2) end,\n  security = function(ctx) ctx:activate_main() end,\n}"},
	{Group: GroupCtxMethods, Name: "play_card", Params: []Param{p("card", "Card", "from wherever it is: hand, trash, security stack, revealed, under a Digimon or Tamer, a link card"), opt("opts", "PlayOptions", "free, reduce, cost, suspended, area, no_on_play")},
		Returns: ret("Object?", "the new object; nil: it could not be played and stays where it was (7-1-2-3)"),
		Meaning: "Play a card by this effect (7-1) into its owner's battle area (3-1-3-8: \"your opponent plays ...\"): a new object that cannot attack this turn; from under a Digimon, unsuspended and with none of its effects (BT1-044 Q901).",
		Example: "-- BT16-048: You may play 1 Digimon card with the [Insectoid] or [Larva] trait from your hand with the play cost reduced by 8.\nlocal c = ctx:choose_card(ctx:cards(\"hand\", { kind = \"Digimon\", trait = \"Insectoid\" }), { up_to = true })[1]\nif c then ctx:play_card(c, { reduce = 8 }) end"},
	{Group: GroupCtxMethods, Name: "can_play", Params: []Param{p("card", "Card", ""), opt("opts", "PlayOptions", "as for ctx:play_card")},
		Returns: ret("boolean", ""),
		Meaning: "Whether ctx:play_card could play the card now with these options (1-3-11-1): a Digimon or Tamer card, room in the area, a cost that can be paid — to offer only cards that can be played.",
		Example: "local playable = {}\nfor _, c in ipairs(ctx:cards(\"trash\", { kind = \"Digimon\", level_at_most = 4 })) do\n  if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end\nend"},
	{Group: GroupCtxMethods, Name: "digivolve", Params: []Param{p("obj", "Object?", "what digivolves; nil (this Digimon gone): nothing"), p("card", "Card", "into this card, from wherever it is: hand, trash, security stack, revealed, under a Digimon"), opt("opts", "DigivolveOptions", "free, cost, reduce, ignore_requirements, ignore_level, as_digimon, app_fusion")},
		Returns: ret("boolean", "whether it digivolved; if not, the card is back where it was (8-1-2-7)"),
		Meaning: "obj digivolves into card by this effect (8-1): by default obj must meet one of the card's digivolution requirements and pays its cost; it stays the same object and its owner draws 1.",
		Example: "-- BT14-048: this Digimon may digivolve into 1 level 6 Digimon card with [Leomon] in its name in your hand\n-- for a digivolution cost of 6, ignoring its digivolution requirements.\nctx:digivolve(ctx.self, ctx:hand()[1], { cost = 6, ignore_requirements = true })"},
	{Group: GroupCtxMethods, Name: "can_digivolve", Params: []Param{p("obj", "Object?", "what would digivolve"), p("card", "Card", "into this card"), opt("opts", "DigivolveOptions", "as for ctx:digivolve")},
		Returns: ret("integer?", "the cost it would pay (before \"when it would digivolve\" effects); nil: it cannot now"),
		Meaning: "Whether ctx:digivolve(obj, card, opts) could digivolve now (8-1-3-1, 1-3-11-1): a Digimon card, obj able to digivolve, a requirement met unless ignored, a cost that can be paid.",
		Example: "if ctx:can_digivolve(ctx.self, ctx.card, { free = true }) then ctx:digivolve(ctx.self, ctx.card, { free = true }) end"},
	{Group: GroupCtxMethods, Name: "digivolve_choose", Params: []Param{p("choice", "DigivolveChoice|DigivolveOptions", "who, from, filter, optional, text, and the digivolve options")},
		Returns: ret("Object?", "the Digimon that digivolved, or nil"),
		Meaning: "\"1 of your Digimon may digivolve into a [...] card in your hand/trash ...\": the controller chooses a Digimon and a card; only pairs that can digivolve now are offered, and the Digimon is asked for only when there are several.",
		Example: "-- BT16-016: 1 of your Digimon may digivolve into a level 4 Digimon card with the [Angel] or [Free] trait\n-- in your hand with the digivolution cost reduced by 1.\nctx:digivolve_choose {\n  who = \"your_digimon\", from = \"hand\", reduce = 1, optional = true,\n  filter = { { level = 4, trait = \"Angel\" }, { level = 4, trait = \"Free\" } },\n}"},
	{Group: GroupCtxMethods, Name: "use_card", Params: []Param{p("card", "Card", "an Option card, from wherever it is: hand, trash, revealed, under a Tamer or a Digimon"), opt("opts", "UseOptions", "free, reduce")},
		Returns: ret("boolean", "whether it was used; if not, it is where it was (9-1-8)"),
		Meaning: "Use an Option card — or a DUAL card, as its Option side — by this effect (9-1): its color requirement still applies (9-1-1, 4-19; BT6-112 Q1500, BT17-035 Q2785) unless the card's own text lets it be ignored (`ignore_color_requirement`), the cost is paid unless free, its [Main] effect activates now, then it is trashed (9-1-5) — or a DUAL card Arts Digivolved into (Q6213).",
		Example: "-- BT16-014: You may use 1 [God Flame] or 1 Option card with the [Four Great Dragons] trait from your hand without paying the cost.\nlocal c = ctx:choose_card(ctx:cards(\"hand\", { kind = \"Option\", trait = \"Four Great Dragons\" }), { up_to = true })[1]\nif c then ctx:use_card(c, { free = true }) end"},
	{Group: GroupCtxMethods, Name: "can_use", Params: []Param{p("card", "Card", ""), opt("opts", "UseOptions", "as for ctx:use_card")},
		Returns: ret("boolean", ""),
		Meaning: "Whether ctx:use_card could use the card now with these options (1-3-11-1): an Option card whose color requirement you meet (or its own text lets you ignore) and whose cost you can pay.",
		Example: "local usable = {}\nfor _, c in ipairs(ctx:cards(\"hand\", { kind = \"Option\" })) do\n  if ctx:can_use(c, { free = true }) then usable[#usable + 1] = c end\nend"},
	{Group: GroupCtxMethods, Name: "activate", Params: []Param{p("from", "Object|Card", "a Digimon or Tamer (its effects: top card, inherited, link), or a card (its printed effects, as this effect's object's)"),
		p("timings", "string|string[]", "\"on_play\", \"when_digivolving\", \"on_deletion\", \"when_attacking\", ..."), opt("opts", "table", "all = true: every such effect, in the order the controller chooses")},
		Returns: ret("boolean", "whether an effect activated"),
		Meaning: "\"Activate 1 of this Digimon's [When Digivolving] effects\" (15-15-9-1): the controller chooses one of them, which activates now as part of this effect, as if triggered — its condition, \"you may\" and [Once Per Turn] apply.",
		Example: "-- BT16-102: [All Turns] [Once Per Turn] When a card is removed from a security stack,\n-- you may activate 1 of this Digimon's [When Digivolving] effects.\nctx:activate(ctx.self, \"when_digivolving\")"},
	{Group: GroupCtxMethods, Name: "place_in_battle_area", Params: []Param{opt("card", "Card", "the card to place; left out: this card")}, Returns: ret("Object?", "the new object, or nil if the card could not be placed"),
		Meaning: "\"Place this card in the battle area\": this card (an Option while its effect resolves, or from a zone), or the card given — from a hand, a trash or a Digimon's digivolution cards — becomes an object in your battle area, where an Option stays (17-1-3-3) — for <Delay> (16-16). A token, a top card or a link card is not placed.",
		Example: "ctx:place_in_battle_area()\n-- BT17-100 Doomsday Clock, inherited: [End of Opponent's Turn] Place 1 [Doomsday Clock] from this Digimon's digivolution cards in the battle area.\nctx:place_in_battle_area(ctx:choose_card(ctx:cards(ctx:digivolution_cards(ctx.self), { name = \"Doomsday Clock\" }))[1])"},
	{Group: GroupCtxMethods, Name: "link_limit", Params: []Param{p("obj", "Object", "")}, Returns: ret("integer", ""),
		Meaning: "How many link cards obj may have: 1 (4-7-5), plus N for each <Link +N> it has (16-39-1, 16-39-3).",
		Example: "local room = ctx:link_limit(ctx.self)"},
	{Group: GroupCtxMethods, Name: "play_from_under", Params: []Param{p("obj", "Object", "whose digivolution cards"), p("cards", "Card|Card[]", "the cards to play, in order")},
		Returns: ret("Object[]", "the Digimon played"),
		Meaning: "Play cards from under obj without paying the cost (7-1; <Decode>, 16-35; <Partition>, 16-28).",
		Example: "ctx:play_from_under(ctx.self, ctx:choose_card(ctx:digivolution_cards(ctx.self)))"},
	{Group: GroupCtxMethods, Name: "digixros_names", Params: []Param{p("card", "Card", "")}, Returns: ret("string[]", "none if it has no DigiXros requirement"),
		Meaning: "The card names in card's DigiXros requirement (7-2), read from its printed text (<Material Save>, 16-20-1).",
		Example: "local names = ctx:digixros_names(ctx.self:top())"},
	{Group: GroupCtxMethods, Name: "digivolve_cost", Params: []Param{p("obj", "Object", "what would digivolve"), p("card", "Card", "into this card")},
		Returns: ret("integer?", "the lowest cost of the requirements obj meets; nil: it meets none"),
		Meaning: "Whether obj can digivolve into card by card's digivolution requirements (8-1-3-1), and at what cost (<Blast Digivolve>, 16-25).",
		Example: "if ctx:digivolve_cost(ctx.self, ctx.card) then ctx:digivolve(ctx.self, ctx.card) end"},
	{Group: GroupCtxMethods, Name: "hatch", Returns: ret("Object?", "the hatched Digi-Egg, or nil if none could hatch"),
		Meaning: "\"Hatch 1 Digi-Egg card to an empty space in your breeding area\" (4-16): only with a Digi-Egg in your Digi-Egg deck and your breeding area empty.",
		Example: "if not ctx:breeding() then ctx:hatch() end"},
	{Group: GroupCtxMethods, Name: "move_to_battle", Params: []Param{p("obj", "Object", "the Digimon in your breeding area")},
		Returns: ret("boolean", "whether it moved"),
		Meaning: "\"Move 1 Digimon from your breeding area to your battle area\" (4-15): only a Digimon with DP moves (4-15-2).",
		Example: "ctx:move_to_battle(ctx:breeding())"},
	{Group: GroupCtxMethods, Name: "play_token", Params: []Param{p("token", "table", "name (required), colors, dp, level, cost, traits, keywords (as printed, without brackets: \"Blocker\", \"Decoy (Red/Black)\"), owner (\"you\", the default, or \"opponent\")")},
		Returns: ret("Object", "the token in the battle area"),
		Meaning: "Play a token (4-18-1): a Digimon from outside the game with the given information, card number `TOKEN-<name>`. It is played (it cannot attack this turn), no card can be stacked on it or linked to it (4-18-3, 4-18-4), and when it leaves the field it is removed from the game (4-18-5).",
		Example: "-- Play 1 [Familiar] Token (Digimon/Yellow/3000 DP/<Blocker>).\nctx:play_token { name = \"Familiar\", colors = { \"Yellow\" }, dp = 3000, keywords = { \"Blocker\" } }"},
	{Group: GroupCtxMethods, Name: "dna_cost", Params: []Param{p("into", "Card", "the card to DNA digivolve into"), p("sources", "(Object|Card)[]", "the Digimon in the battle area and cards in the hand it digivolves from, the one on top first")},
		Returns: ret("integer?", "the cost; nil: they meet none of the card's DNA requirements"),
		Meaning: "What DNA digivolving into a card from these sources costs by <Blast DNA Digivolve> (16-30-1): the lowest cost of the card's DNA requirements they meet, in order (16-30-5); 0 for a card that prints none (the keyword's pair is the requirement).",
		Example: "local sources = { ctx:choose_one(\"your_digimon\"), ctx:hand()[1] }\nif ctx:dna_cost(ctx.card, sources) then ctx:dna_digivolve(ctx.card, sources) end"},
	{Group: GroupCtxMethods, Name: "dna_digivolve", Params: []Param{p("into", "Card", "the card to DNA digivolve into"), p("sources", "(Object|Card)[]", "the Digimon, and cards in the hand or the trash, the one on top first")},
		Returns: ret("boolean", "whether it DNA digivolved"),
		Meaning: "DNA digivolve (8-2) the sources into a card, paying ctx:dna_cost: one new Digimon, unsuspended, that may attack this turn; the sources' link cards are trashed; its owner draws 1. A card source comes from the hand, or from the trash where an effect names it (\"1 of your [Machinedramon] in play and 1 [Kimeramon] in the trash\").",
		Example: "ctx:dna_digivolve(ctx.card, { ctx:choose_one(\"your_digimon\"), ctx:hand()[1] })\n-- BT18-015: you may DNA digivolve 1 of your [Machinedramon] in play and 1 [Kimeramon] in the trash into [Millenniummon] in the hand.\nctx:dna_digivolve(ctx:cards(\"hand\", { name = \"Millenniummon\" })[1], { ctx:choose_one({ owner = \"you\", name = \"Machinedramon\" }), ctx:cards(\"trash\", { name = \"Kimeramon\" })[1] })"},
	{Group: GroupCtxMethods, Name: "dna_digivolve_with", Params: []Param{p("obj", "Object?", "the Digimon that DNA digivolves with a partner (\"this Digimon\"; nil: gone, nothing happens)"), opt("opts", "table", "from: where the cards are, \"hand\" (the default), \"trash\", a list of those or a list of cards; filter: a card filter (or a list of them) the card must match too; optional: \"you may\" when the effect is not already optional — the controller may choose no card")},
		Returns: ret("Object?", "the new Digimon, or nil when nothing DNA digivolved"),
		Meaning: "\"DNA digivolve this Digimon and one of your other Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost\" (also \"for its DNA digivolve cost\", \"by paying its cost\", \"this Digimon and one of your other Digimon may DNA digivolve into ... for the cost\"). A DNA digivolution (8-2-2-4) that ignores nothing: only a card that prints a DNA requirement is offered (8-2-1; ST9-08 Q713), only partners in the battle area that meet it with obj (Q714), each Digimon on its own side of the requirement, the left one on top (8-2-2-2), at a cost that can be paid. The controller chooses the card, then the partner, then — when both stacking orders meet a requirement (two alike components, 8-2-2-2) — which goes on top; the cost is paid (8-2-3-2) after the effects on digivolving (8-2-2-5). ctx:can_dna_digivolve_with(obj [, opts]) says whether anything would be offered: the condition of a \"you may\" effect.",
		Example: "-- ST9-08 Wormmon, inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other\n-- Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.\nreturn card { inherited = { end_of_your_turn = {\n  optional = true,\n  condition = function(ctx) return ctx:can_dna_digivolve_with(ctx.self) end,\n  run = function(ctx) ctx:dna_digivolve_with(ctx.self) end,\n} } }"},
	{Group: GroupCtxMethods, Name: "can_dna_digivolve_with", Params: []Param{p("obj", "Object?", "as for ctx:dna_digivolve_with"), opt("opts", "table", "from, filter: as for ctx:dna_digivolve_with")},
		Returns: ret("boolean", "whether ctx:dna_digivolve_with would offer a card now"),
		Meaning: "Whether obj and one other Digimon of yours can DNA digivolve into a card by ctx:dna_digivolve_with now (a card with a DNA requirement they meet, at a cost that can be paid; 8-2-1, 8-2-3-2).",
		Example: "condition = function(ctx) return ctx:can_dna_digivolve_with(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "link_card", Params: []Param{p("card", "Card|Object", "a card off the field, or a Digimon in your battle area (its top card links)"), p("to", "Object", "the Digimon it links to"), opt("opts", "table", "cost = n (default 0)")},
		Returns: ret("boolean", "whether it linked"),
		Meaning: "Link by an effect (10-1-3): the card goes in sideways as `to`'s link card, paying cost; past the limit, old link cards are trashed (4-7-5). From the battle area, the object leaves it and the cards under it are trashed. It never links to a token (4-18-4).",
		Example: "ctx:link_card(ctx.card, ctx:choose_one(\"your_digimon\"))"},
	{Group: GroupCtxMethods, Name: "dna_digivolving", Returns: ret("boolean", ""),
		Meaning: "In an effect a digivolution triggered ([When Digivolving]): whether the Digimon DNA digivolved (8-2) — \"if DNA digivolving\".",
		Example: "return card { when_digivolving = function(ctx)\n  if ctx:dna_digivolving() then ctx:draw(1) end\nend }"},
	{Group: GroupCtxMethods, Name: "digixros_from", Params: []Param{p("card", "Card?", "the card about to be played (ctx:would_card()); nil: nothing"), p("from", "string|string[]|table<string, integer>", "\"trash\", \"under_tamers\", a list of them, or { trash = n, under_tamers = n }: at most n from there")},
		Meaning: "\"You may place cards from under your Tamers as digivolution cards for a DigiXros\": card's DigiXros, when it is next played this turn, may also take cards from these places besides the hand and the battle area (7-2-1) — the effects of \"when you would play\" resolve before DigiXros is declared (7-2-3-1). Its play spends it.",
		Example: "-- EX10-064: When any of your [Composite]/[Twilight] trait Digimon cards with DigiXros requirements would be played, by suspending this Tamer,\n-- 1 card under your Tamers and 1 card in your trash can also be placed for their DigiXros.\nctx:digixros_from(ctx:would_card(), { under_tamers = 1, trash = 1 })"},
	{Group: GroupCtxMethods, Name: "digixros_count", Params: []Param{p("obj", "Object", "")}, Returns: ret("integer", "0: neither was done"),
		Meaning: "How many cards DigiXros or Assembly placed under obj when it was played (7-2-2-9, 7-2-2-10, 7-3-2-7): \"if DigiXrosed\", \"if DigiXrosed with 2 cards\".",
		Example: "return card { on_play = function(ctx)\n  if ctx:digixros_count(ctx.self) >= 2 then ctx:draw(1) end\nend }"},
	// Play options (7-1).
	{Group: GroupPlay, Name: "free", Type: "boolean", Meaning: "\"Without paying the cost\" (\"its memory cost\"): nothing is paid, whatever would change the cost.",
		Example: "-- ST1-12 Tai Kamiya: [Security] Play this card without paying its memory cost.\nctx:play_self { free = true }"},
	{Group: GroupPlay, Name: "reduce", Type: "integer", Meaning: "\"With the play cost reduced by n\"; what is paid never goes below 0 (1-3-9).",
		Example: "-- BT19-053: play 1 [Royal Base] trait Digimon card from your face-up security cards with the play cost reduced by 8.\nctx:play_card(ctx:security_cards()[1], { reduce = 8 })"},
	{Group: GroupPlay, Name: "cost", Type: "integer", Meaning: "\"For a play cost of n\": this cost instead of the printed one.",
		Example: "-- BT16-090: play 1 [BigUkkomon] from your hand to an empty space in your breeding area for a play cost of 3.\nctx:play_card(ctx:hand()[1], { cost = 3, area = \"breeding\" })"},
	{Group: GroupPlay, Name: "suspended", Type: "boolean", Meaning: "\"Play ... suspended\": placed suspended instead of unsuspended (3-4-3); it does not become suspended (no suspend event).",
		Example: "-- BT10-078: You may play 1 [Gammamon] from your trash suspended without paying its memory cost.\nctx:play_card(ctx:cards(\"trash\", { name = \"Gammamon\" })[1], { suspended = true, free = true })"},
	{Group: GroupPlay, Name: "area", Type: "\"battle\"|\"breeding\"", Meaning: "\"To an empty space in your breeding area\": only while it is empty (3-4-5-2); there its [On Play] effects do not trigger (3-4-5-4, EX5-009 Q3533).",
		Example: "-- BT15-027: play 1 Digimon card with the [Dark Masters] trait from your hand to an empty space in your breeding area without paying the cost.\nctx:play_card(ctx:hand()[1], { area = \"breeding\", free = true })"},
	{Group: GroupPlay, Name: "no_on_play", Type: "boolean", Meaning: "\"Any [On Play] effects on Digimon played with this effect don't activate\": only the played object's own [On Play] effects; its other effects and \"when a Digimon is played\" effects trigger.",
		Example: "-- BT2-080 Piedmon: play up to 2 level 4 or lower purple Digimon cards from your trash without paying their memory costs.\n-- Any [On Play] effects on Digimon played with this effect don't activate.\nfor _, c in ipairs(ctx:choose_card(ctx:cards(\"trash\", { kind = \"Digimon\", color = \"Purple\", level_at_most = 4 }), { count = 2, up_to = true })) do\n  ctx:play_card(c, { free = true, no_on_play = true })\nend"},

	// Digivolve options (8-1).
	{Group: GroupDigivolve, Name: "free", Type: "boolean", Meaning: "\"Without paying the cost\": nothing is paid, whatever would change the cost.",
		Example: "-- <Blast Digivolve>: 1 of your Digimon may digivolve into this card without paying the cost.\nctx:digivolve(ctx:choose_one(\"your_digimon\"), ctx.card, { free = true })"},
	{Group: GroupDigivolve, Name: "cost", Type: "integer", Meaning: "\"For a digivolution cost of n\" (\"for a memory cost of n\"): this cost instead of a requirement's.",
		Example: "-- BT14-048: ... for a digivolution cost of 6, ignoring its digivolution requirements.\nctx:digivolve(ctx.self, ctx:hand()[1], { cost = 6, ignore_requirements = true })"},
	{Group: GroupDigivolve, Name: "reduce", Type: "integer", Meaning: "\"With the digivolution cost reduced by n\": the cost of the requirement met (or the fixed cost) less n; what is paid never goes below 0 (1-3-9).",
		Example: "-- BT16-016: ... may digivolve into a level 4 Digimon card ... in your hand with the digivolution cost reduced by 1.\nctx:digivolve_choose { who = \"your_digimon\", from = \"hand\", filter = { level = 4 }, reduce = 1, optional = true }"},
	{Group: GroupDigivolve, Name: "ignore_requirements", Type: "boolean", Meaning: "\"Ignoring (its) digivolution requirements\" (8-1-2-2): none need be met, and a card printing none works; the texts name the cost (free or cost = n) — left out, the lowest printed cost.",
		Example: "-- BT13-010: this Digimon may digivolve into [Garudamon] in the hand, ignoring its digivolution requirements and without paying the cost.\nctx:digivolve_choose { who = \"self\", filter = { name = \"Garudamon\" }, ignore_requirements = true, free = true, optional = true }"},
	{Group: GroupDigivolve, Name: "ignore_level", Type: "boolean", Meaning: "\"Ignoring its level\": a requirement is met without its level, for that requirement's cost (\"for its digivolution cost\").",
		Example: "-- BT6-087: Digivolve your [Agumon] into 1 [Agumon - Bond of Bravery] in your hand for its digivolution cost, ignoring its level.\nctx:digivolve_choose { who = { owner = \"you\", name = \"Agumon\" }, filter = { name = \"Agumon - Bond of Bravery\" }, ignore_level = true }"},

	{Group: GroupDigivolve, Name: "as_digimon", Type: "{ level: integer, color: string|string[]? }",
		Meaning: "\"As if the Tamer is a level 4 red Digimon\": the digivolution requirements are met as if obj were a Digimon of that level and color (its own colors when left out) — not ignored (Q1743); the requirement's cost, unless cost or free says otherwise.",
		Example: "-- BT12-015: digivolve into this card as if the Tamer is a level 4 red Digimon for the digivolution cost.\nctx:digivolve(ctx:choose_one({ owner = \"you\", name = \"Takuya Kanbara\" }), ctx.card, { as_digimon = { level = 4, color = \"Red\" } })"},
	{Group: GroupDigivolve, Name: "app_fusion", Type: "boolean", Meaning: "\"App fuse into\" (8-4): by the card's App Fusion requirements instead of its digivolution requirements — a Digimon with a name it names, linked to a card with another (8-4-2-1), for that requirement's cost; the link card goes on top of the Digimon, then the card (8-4-3-3). An effect that digivolves without it never app fuses (8-4-2-2).",
		Example: "-- BT21-084: 1 of your Digimon may app fuse into a Digimon card in the hand.\nctx:digivolve_choose { who = \"your_digimon\", from = \"hand\", app_fusion = true, optional = true }"},

	// Digivolution choices (ctx:digivolve_choose).
	{Group: GroupDigivolveChoice, Name: "who", Type: "Target", Meaning: "Required: the Digimon that may digivolve — \"self\" (\"this Digimon\"; nothing once it is gone), \"your_digimon\" (the battle area, 3-4-5-5), a filter, an object or a list.",
		Example: "ctx:digivolve_choose { who = \"self\", from = \"trash\", filter = { name = \"Beelzemon\" }, cost = 3, ignore_requirements = true, optional = true }"},
	{Group: GroupDigivolveChoice, Name: "from", Type: "string|string[]|Card[]", Meaning: "Where the cards are: \"hand\" (the default), \"trash\", \"security\" (\"search your security stack\"), a list of those, or a list of cards (revealed cards, digivolution cards).",
		Example: "-- BT16-024: search your security stack. This Digimon may digivolve into a Digimon card with the [Angel] trait among them\n-- with the digivolution cost reduced by 2. Then, shuffle your security stack.\nctx:digivolve_choose { who = \"self\", from = \"security\", filter = { trait = \"Angel\" }, reduce = 2, optional = true }\nctx:shuffle_security()"},
	{Group: GroupDigivolveChoice, Name: "filter", Type: "table", Meaning: "Which cards: a card filter (as ctx:cards takes), or a list of card filters any of which may match (\"with the [Angel] or [Free] trait\").",
		Example: "ctx:digivolve_choose { who = \"your_digimon\", filter = { { level = 4, trait = \"Angel\" }, { level = 4, trait = \"Free\" } }, reduce = 1, optional = true }"},
	{Group: GroupDigivolveChoice, Name: "optional", Type: "boolean", Meaning: "\"May digivolve\": the controller may choose none.",
		Example: "ctx:digivolve_choose { who = \"your_digimon\", from = \"trash\", filter = { level = 4 }, reduce = 1, optional = true }"},
	{Group: GroupDigivolveChoice, Name: "text", Type: "string", Meaning: "The prompt for choosing the Digimon; left out, it is said from who (\"choose which of your Digimon digivolves\").",
		Example: "ctx:digivolve_choose { who = \"your_digimon\", filter = { level = 4 }, text = \"digivolve which Digimon into a level 4?\" }"},

	// Use options (9-1).
	{Group: GroupUse, Name: "free", Type: "boolean", Meaning: "\"Without paying the cost\" (\"its memory cost\").",
		Example: "-- BT16-014: You may use 1 [God Flame] ... from your hand without paying the cost.\nctx:use_card(ctx:cards(\"hand\", { name = \"God Flame\" })[1], { free = true })"},
	{Group: GroupUse, Name: "ignore_color_requirement", Type: "boolean", Meaning: "\"Without meeting its color requirements\": the card is used though its user does not meet its color requirement, which using it by an effect otherwise keeps (4-19).",
		Example: "-- BT10-039: You may use 1 Option card with [Plug-In] in its name from your hand without meeting its color requirements or paying its memory cost.\nlocal c = ctx:choose_card(ctx:cards(\"hand\", { kind = \"Option\", name_has = \"Plug-In\" }), { up_to = true })[1]\nif c then ctx:use_card(c, { ignore_color_requirement = true, free = true }) end"},
	{Group: GroupUse, Name: "instead_of_trash", Type: "\"hand\"|\"deck_top\"|\"deck_bottom\"|\"security_top\"|\"security_bottom\"",
		Meaning: "Where the card goes after its use instead of the trash (9-1-5, 18-2): placed there — a security card face down — if it is still in no area once its [Main] effect resolved (not if that effect put it in the battle area or linked it: Q1961, Q5451), also when the effect's own card has left the field (Q1962); trashed when it cannot go there (Q1960).",
		Example: "-- BT10-041: ... Place the Option card used with this effect on top of your security stack face down instead of placing it in your trash.\nctx:use_card(c, { free = true, ignore_color_requirement = true, instead_of_trash = \"security_top\" })"},
	{Group: GroupUse, Name: "reduce", Type: "integer", Meaning: "\"With the cost reduced by n\"; what is paid never goes below 0 (1-3-9).",
		Example: "-- BT17-035 Taomon: You may use 1 option card that has [Plug-In] in its name or that's yellow from the hand with the cost reduced by 2.\nctx:use_card(ctx:cards(\"hand\", { kind = \"Option\", color = \"Yellow\" })[1], { reduce = 2 })"},
}

// tokenData reads play_token's table into the token's card information (4-18-1).
func tokenData(L *lua.LState, c *core.Ctx, n int) (*core.CardData, core.PlayerID) {
	t := L.CheckTable(n)
	d := &core.CardData{Kind: core.Digimon}
	owner := c.Player
	var keywords []string
	t.ForEach(func(k, v lua.LValue) {
		key, _ := k.(lua.LString)
		switch key {
		case "name":
			d.Name = lua.LVAsString(v)
		case "colors":
			for _, s := range stringList(L, n, "colors", v) {
				col, err := core.ParseColor(s)
				if err != nil {
					L.ArgError(n, "play_token: "+err.Error())
				}
				d.Colors |= core.ColorsOf(col)
			}
		case "dp":
			d.DP, d.HasDP = int(lua.LVAsNumber(v)), true
		case "level":
			d.Level = int(lua.LVAsNumber(v))
		case "cost":
			d.Cost, d.HasCost = int(lua.LVAsNumber(v)), true
		case "traits":
			d.Types = stringList(L, n, "traits", v)
		case "keywords":
			keywords = stringList(L, n, "keywords", v)
		case "owner":
			switch lua.LVAsString(v) {
			case "you":
			case "opponent":
				owner = c.Player.Opponent()
			default:
				L.ArgError(n, fmt.Sprintf("play_token: owner = %q; want \"you\" or \"opponent\"", lua.LVAsString(v)))
			}
		default:
			L.ArgError(n, fmt.Sprintf("play_token: unknown key %v (known: name, colors, dp, level, cost, traits, keywords, owner)", k))
		}
	})
	if d.Name == "" {
		L.ArgError(n, "play_token needs a name")
	}
	// The token's card number says what it is; its keywords are its printed text, read
	// as a keyword-only card's (keywords/).
	d.Number = "TOKEN-" + d.Name
	lines := make([]string, len(keywords))
	for i, k := range keywords {
		lines[i] = "＜" + k + "＞"
	}
	d.Effect = strings.Join(lines, "\n")
	return d, owner
}

func stringList(L *lua.LState, n int, what string, v lua.LValue) []string {
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
	L.ArgError(n, fmt.Sprintf("play_token: %s must be a string or a list of strings", what))
	return nil
}

// checkDNASources reads a list of objects (Digimon in the battle area) and cards (in
// the hand), the first on top.
func checkDNASources(L *lua.LState, n int) []core.DNASource {
	t := L.CheckTable(n)
	var out []core.DNASource
	for i := 1; i <= t.Len(); i++ {
		ud, ok := t.RawGetInt(i).(*lua.LUserData)
		if !ok {
			L.ArgError(n, "a list of Digimon and cards expected")
		}
		switch x := ud.Value.(type) {
		case *core.FieldObject:
			out = append(out, core.DNASource{Obj: x})
		case *core.Card:
			out = append(out, core.DNASource{Card: x})
		default:
			L.ArgError(n, "a list of Digimon and cards expected")
		}
	}
	return out
}

// dnaWithArgs reads ctx:dna_digivolve_with's arguments: the Digimon (nil: "this
// Digimon", gone, which DNA digivolves nothing), and the cards its options name — from
// the controller's "hand" (the default) or another zone as cardsFrom reads it, those a
// card filter accepts.
func dnaWithArgs(L *lua.LState, c *core.Ctx, method string) (*core.FieldObject, []*core.Card, bool) {
	var o *core.FieldObject
	if L.Get(2) != lua.LNil {
		o = checkObject(L, 2)
	}
	t := optionTable(L, 3, method, dnaWithKeys)
	var from, filter lua.LValue = lua.LNil, lua.LNil
	optional := false
	if t != nil {
		from, filter = t.RawGetString("from"), t.RawGetString("filter")
		optional = lua.LVAsBool(t.RawGetString("optional"))
	}
	return o, cardsFrom(L, c, from, filter), optional
}

// The option tables of plays, digivolutions and uses: their keys, read strictly (an
// unknown key is an error naming the method and the known keys).
var (
	playKeys            = []string{"area", "cost", "free", "no_on_play", "reduce", "suspended"}
	digivolveKeys       = []string{"app_fusion", "as_digimon", "cost", "free", "ignore_level", "ignore_requirements", "reduce"}
	digivolveChooseKeys = append([]string{"filter", "from", "optional", "text", "who"}, digivolveKeys...)
	useKeys             = []string{"free", "ignore_color_requirement", "reduce", "instead_of_trash"}
	dnaWithKeys         = []string{"filter", "from", "optional"}
)

// optionTable reads the option table at argument n (nil when it is left out) and
// rejects keys it does not know.
func optionTable(L *lua.LState, n int, method string, known []string) *lua.LTable {
	switch t := L.Get(n).(type) {
	case *lua.LNilType:
		return nil
	case *lua.LTable:
		for _, k := range sortedKeys(t) {
			if !slices.Contains(known, k) {
				L.ArgError(n, fmt.Sprintf("%s: unknown option %q (known: %s)", method, k, strings.Join(known, ", ")))
			}
		}
		return t
	default:
		L.ArgError(n, method+": the options must be a table")
	}
	return nil
}

// optNumber reads an option that is a whole number (0 when it is left out).
func optNumber(L *lua.LState, n int, t *lua.LTable, key string) (int, bool) {
	switch v := t.RawGetString(key).(type) {
	case *lua.LNilType:
		return 0, false
	case lua.LNumber:
		return int(v), true
	default:
		L.ArgError(n, fmt.Sprintf("option %s must be a number, not a %s", key, v.Type()))
	}
	return 0, false
}

// playOptions reads ctx:play_card's options (core.PlayOptions).
func playOptions(L *lua.LState, c *core.Ctx, n int) core.PlayOptions {
	opt := core.PlayOptions{Cause: c.Cause()}
	t := optionTable(L, n, "play", playKeys)
	if t == nil {
		return opt
	}
	opt.Free = lua.LVAsBool(t.RawGetString("free"))
	opt.Reduce, _ = optNumber(L, n, t, "reduce")
	opt.Cost, opt.FixedCost = optNumber(L, n, t, "cost")
	opt.Suspended = lua.LVAsBool(t.RawGetString("suspended"))
	opt.NoOnPlay = lua.LVAsBool(t.RawGetString("no_on_play"))
	switch a := t.RawGetString("area"); a {
	case lua.LNil, lua.LString("battle"):
		opt.Area = core.ZoneBattle
	case lua.LString("breeding"):
		opt.Area = core.ZoneBreeding
	default:
		L.ArgError(n, fmt.Sprintf(`play: area = %v; want "battle" or "breeding"`, a))
	}
	return opt
}

// digivolveOptions reads the options of ctx:digivolve (core.DigivolveOptions) from t.
func digivolveOptions(L *lua.LState, c *core.Ctx, n int, t *lua.LTable) core.DigivolveOptions {
	opt := core.DigivolveOptions{Cause: c.Cause()}
	if t == nil {
		return opt
	}
	opt.Free = lua.LVAsBool(t.RawGetString("free"))
	opt.Cost, opt.FixedCost = optNumber(L, n, t, "cost")
	opt.Reduce, _ = optNumber(L, n, t, "reduce")
	opt.IgnoreRequirements = lua.LVAsBool(t.RawGetString("ignore_requirements"))
	opt.IgnoreLevel = lua.LVAsBool(t.RawGetString("ignore_level"))
	opt.AppFusion = lua.LVAsBool(t.RawGetString("app_fusion"))
	if v := t.RawGetString("as_digimon"); v != lua.LNil {
		as, msg := readAsDigimon(v)
		if msg != "" {
			L.ArgError(n, "as_digimon: "+msg)
		}
		opt.AsDigimon = as
	}
	return opt
}

// readAsDigimon reads the digivolve option as_digimon = { level = 4, color = "Red" }:
// "as if the Tamer is a level 4 red Digimon" (color left out: its own colors).
func readAsDigimon(v lua.LValue) (*core.AsDigimon, string) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, "want a table { level = n, color = ... }"
	}
	as := &core.AsDigimon{}
	for _, k := range sortedKeys(t) {
		switch x := t.RawGetString(k); k {
		case "level":
			n, ok := x.(lua.LNumber)
			if !ok || n < 1 {
				return nil, "level must be a number"
			}
			as.Level = int(n)
		case "color":
			var names []string
			switch c := x.(type) {
			case lua.LString:
				names = []string{string(c)}
			case *lua.LTable:
				for i := 1; i <= c.Len(); i++ {
					names = append(names, lua.LVAsString(c.RawGetInt(i)))
				}
			}
			if len(names) == 0 {
				return nil, "color: want a color or a list of colors"
			}
			for _, name := range names {
				col, err := core.ParseColor(name)
				if err != nil {
					return nil, "color: " + err.Error()
				}
				as.Colors |= core.ColorsOf(col)
			}
		default:
			return nil, fmt.Sprintf("unknown key %q (want level, color)", k)
		}
	}
	if as.Level == 0 {
		return nil, "needs level = n"
	}
	return as, ""
}

// useOptions reads ctx:use_card's options (core.UseOptions).
func useOptions(L *lua.LState, c *core.Ctx, n int) core.UseOptions {
	opt := core.UseOptions{Cause: c.Cause()}
	if t := optionTable(L, n, "use", useKeys); t != nil {
		opt.Free = lua.LVAsBool(t.RawGetString("free"))
		opt.Reduce, _ = optNumber(L, n, t, "reduce")
		opt.IgnoreColorRequirement = lua.LVAsBool(t.RawGetString("ignore_color_requirement"))
		if v := t.RawGetString("instead_of_trash"); v != lua.LNil {
			to, ok := destinations[lua.LVAsString(v)]
			if !ok || to.Zone == core.ZoneNone || to.Zone == core.ZoneTrash {
				L.ArgError(n, fmt.Sprintf(`instead_of_trash: want "hand", "deck_top", "deck_bottom", "security_top" or "security_bottom", not %v`, v))
			}
			opt.InsteadOfTrash = &to
		}
	}
	return opt
}

// digivolvers reads digivolve_choose's who: the Digimon that may digivolve — "self"
// ("this Digimon"), a target name, a filter, an object or a list. It is required: a
// table cannot hold nil, so `who = ctx.self` with this Digimon gone would otherwise
// read as every Digimon; "self" is nothing then.
func (h *Host) digivolvers(L *lua.LState, c *core.Ctx, v lua.LValue) []*core.FieldObject {
	if v == lua.LNil {
		L.ArgError(2, `digivolve_choose: who is required ("self" for this Digimon, "your_digimon", a filter, ...)`)
	}
	objs, _ := h.targetsOf(L, c, v, 2)
	return objs
}

// cardsFrom reads digivolve_choose's from and filter: the cards of the controller's
// "hand" (the default), "trash" (the most recent first) or "security" stack (top first;
// "search your security stack"), a list of those names, or a list of cards (revealed
// cards, digivolution cards); those a card filter — or any of a list of card filters —
// accepts.
func cardsFrom(L *lua.LState, c *core.Ctx, from, filterValue lua.LValue) []*core.Card {
	pl := c.Game.Players[c.Player]
	var cards []*core.Card
	zone := func(v lua.LValue) {
		switch lua.LVAsString(v) {
		case "hand":
			cards = append(cards, pl.Hand...)
		case "trash":
			for i := len(pl.Trash) - 1; i >= 0; i-- {
				cards = append(cards, pl.Trash[i])
			}
		case "security":
			for i := len(pl.Security) - 1; i >= 0; i-- {
				cards = append(cards, pl.Security[i])
			}
		default:
			L.ArgError(2, fmt.Sprintf(`from = %v: want "hand", "trash", "security", a list of them, or a list of cards`, v))
		}
	}
	switch x := from.(type) {
	case *lua.LNilType:
		zone(lua.LString("hand"))
	case lua.LString:
		zone(x)
	case *lua.LTable:
		for i := 1; i <= x.Len(); i++ {
			switch v := x.RawGetInt(i).(type) {
			case lua.LString:
				zone(v)
			case *lua.LUserData:
				card, ok := v.Value.(*core.Card)
				if !ok {
					L.ArgError(2, "from: a list of cards expected")
				}
				cards = append(cards, card)
			default:
				L.ArgError(2, "from: a list of cards or zone names expected")
			}
		}
	default:
		L.ArgError(2, "from: a zone name or a list of cards expected")
	}
	keep := anyCardFilter(L, filterValue)
	out := cards[:0:0]
	for _, card := range cards {
		if keep(card) {
			out = append(out, card)
		}
	}
	return out
}

// anyCardFilter reads a card filter, or a list of card filters any of which may match
// ("with the [Angel] or [Free] trait").
func anyCardFilter(L *lua.LState, v lua.LValue) func(*core.Card) bool {
	t, ok := v.(*lua.LTable)
	if !ok || t.Len() == 0 {
		keep, err := compileCardFilter(v)
		if err != nil {
			L.ArgError(2, "filter: "+err.Error())
		}
		return keep
	}
	var anyOf []func(*core.Card) bool
	for i := 1; i <= t.Len(); i++ {
		keep, err := compileCardFilter(t.RawGetInt(i))
		if err != nil {
			L.ArgError(2, fmt.Sprintf("filter %d: %v", i, err))
		}
		anyOf = append(anyOf, keep)
	}
	return func(c *core.Card) bool {
		for _, keep := range anyOf {
			if keep(c) {
				return true
			}
		}
		return false
	}
}

// checkTimings reads a timing name ("on_play", "when_digivolving", ...) or a list of
// them: the triggered timings ctx:activate looks for.
func checkTimings(L *lua.LState, n int) []core.Timing {
	var names []string
	switch v := L.Get(n).(type) {
	case lua.LString:
		names = []string{string(v)}
	case *lua.LTable:
		for i := 1; i <= v.Len(); i++ {
			names = append(names, lua.LVAsString(v.RawGetInt(i)))
		}
	}
	if len(names) == 0 {
		L.ArgError(n, `a timing ("on_play", "when_digivolving", ...) or a list of them expected`)
	}
	out := make([]core.Timing, 0, len(names))
	for _, name := range names {
		t, ok := core.ParseTiming(name)
		if !ok || t == core.MainTiming || t == core.SecurityTiming || t == core.When {
			L.ArgError(n, fmt.Sprintf("activate: %q is not a triggered timing (on_play, when_digivolving, on_deletion, when_attacking, ...; for [Main], ctx:activate_main)", name))
		}
		out = append(out, t)
	}
	return out
}
