package scripting

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Reading the zones (3): which objects and cards are where, and what they are.

// zonesMethods are the ctx methods of this concept; zonesAPI documents them.
func (h *Host) zonesMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:all(filter) — every object in the battle areas matching the filter.
		"all": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, _ := h.targets(L, c, 2)
			L.Push(h.objectList(L, objs))
			return 1
		},
		// ctx:count(filter)
		"count": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, _ := h.targets(L, c, 2)
			L.Push(lua.LNumber(len(objs)))
			return 1
		},
		// ctx:is_mine(object) — whether the controller owns it.
		"is_mine": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LBool(checkObject(L, 2).Owner == c.Player))
			return 1
		},
		// ctx:hand(filter?) — the controller's hand cards, optionally by kind/name/level.
		"hand": func(L *lua.LState) int {
			c := h.checkCtx(L)
			t := L.CreateTable(len(c.Game.Players[c.Player].Hand), 0)
			for _, card := range c.Game.Players[c.Player].Hand {
				t.Append(h.cardValue(card))
			}
			L.Push(t)
			return 1
		},
		// ctx:digivolution_cards(obj) — obj's digivolution cards, top first.
		"digivolution_cards": func(L *lua.LState) int {
			o := checkObject(L, 2)
			src := o.DigivolutionCards()
			t := L.CreateTable(len(src), 0)
			for i := len(src) - 1; i >= 0; i-- {
				t.Append(h.cardValue(src[i]))
			}
			L.Push(t)
			return 1
		},
		// ctx:link_cards(obj) — obj's link cards (4-2-6).
		"link_cards": func(L *lua.LState) int {
			o := checkObject(L, 2)
			L.Push(h.cardList(L, o.Links))
			return 1
		},
		// ctx:security_count([who]) — how many cards are in a security stack.
		"security_count": func(L *lua.LState) int {
			c := h.checkCtx(L)
			p := player(L, c, 2)
			L.Push(lua.LNumber(len(c.Game.Players[p].Security)))
			return 1
		},
		// ctx:is_token(obj) — whether obj is a token (4-18).
		"is_token": func(L *lua.LState) int {
			h.checkCtx(L)
			o := checkObject(L, 2)
			L.Push(lua.LBool(o.Top().Token))
			return 1
		},
		// ctx:matches(obj_or_card, description) — whether it fits a card description
		// written in a keyword's parameter ("Red/Black", "[Puppet] trait", ...).
		"matches": func(L *lua.LState) int {
			c := h.checkCtx(L)
			spec, err := core.ParseCardSpec(L.CheckString(3))
			if err != nil {
				L.ArgError(3, err.Error())
			}
			ud := L.CheckUserData(2)
			var s core.SpecSubject
			switch x := ud.Value.(type) {
			case *core.FieldObject:
				s = c.Game.ObjectSubject(x)
			case *core.Card:
				s = core.CardSubject(x.Data)
			default:
				L.ArgError(2, "an object or a card expected")
			}
			L.Push(lua.LBool(spec.Match(s)))
			return 1
		},
		// ctx:last_known() — the effect's object as it last was on the field, also after
		// it left: [On Deletion] effects read what it had (<Fortitude>, 16-26-1).
		"last_known": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(h.objectValue(c.Obj))
			return 1
		},
		// ctx:zone_of(card) — where a card is now: "trash", "hand", "battle", ...
		"zone_of": func(L *lua.LState) int {
			h.checkCtx(L)
			L.Push(lua.LString(checkCard(L, 2).Zone.String()))
			return 1
		},
		// ctx:on_field(obj) — whether obj is still that object on the field: "by
		// deleting" costs check they were paid (15-7).
		"on_field": func(L *lua.LState) int {
			h.checkCtx(L)
			L.Push(lua.LBool(checkObject(L, 2).Zone.OnField()))
			return 1
		},
		// ctx:cards(from [, filter]) — cards of a list, or of your hand and trash, that
		// match a card filter ({ kind = "Tamer", color = "Yellow", ... }).
		"cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var from []*core.Card
			addZone := func(v lua.LValue) {
				switch lua.LVAsString(v) {
				case "hand":
					from = append(from, c.Game.Players[c.Player].Hand...)
				case "trash":
					trash := c.Game.Players[c.Player].Trash
					for i := len(trash) - 1; i >= 0; i-- { // the most recent first
						from = append(from, trash[i])
					}
				default:
					L.ArgError(2, fmt.Sprintf(`want a list of cards, "hand", "trash" or a list of those, not %v`, v))
				}
			}
			switch v := L.Get(2).(type) {
			case lua.LString:
				addZone(v)
			case *lua.LTable:
				if _, zones := v.RawGetInt(1).(lua.LString); zones {
					for i := 1; i <= v.Len(); i++ {
						addZone(v.RawGetInt(i))
					}
				} else {
					from = checkCardList(L, 2)
				}
			default:
				from = checkCardList(L, 2)
			}
			keep, err := compileCardFilter(L.Get(3))
			if err != nil {
				L.ArgError(3, err.Error())
			}
			var out []*core.Card
			for _, card := range from {
				if keep(card) {
					out = append(out, card)
				}
			}
			L.Push(h.cardList(L, out))
			return 1
		},
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
		// ctx:breeding([who]) — the object in a breeding area, or nil.
		"breeding": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(h.objectValue(c.Game.Players[player(L, c, 2)].Breeding))
			return 1
		},
	}
}

var zonesAPI = []Doc{
	{Group: GroupCtxMethods, Name: "all", Params: []Param{p("filter", "Target", "what to list")}, Returns: ret("Object[]", "every match, now"),
		Meaning: "Every object in the battle areas that matches (in the breeding areas for a filter with in_breeding = true, 3-4-5-5).", Example: "for _, obj in ipairs(ctx:all(\"opponent_digimon\")) do ctx:suspend(obj) end"},
	{Group: GroupCtxMethods, Name: "count", Params: []Param{p("filter", "Target", "what to count")}, Returns: ret("integer", ""),
		Meaning: "How many objects in the battle areas match (in the breeding areas for a filter with in_breeding = true).", Example: "ctx:draw(ctx:count({ owner = \"you\", kind = \"Tamer\" }))"},
	{Group: GroupCtxMethods, Name: "is_mine", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether the controller owns obj.", Example: "if ctx:is_mine(ctx.event.object) then ctx:draw(1) end"},

	{Group: GroupCtxMethods, Name: "hand", Returns: ret("Card[]", "your hand"), Meaning: "The controller's hand cards.",
		Example: "for _, c in ipairs(ctx:hand()) do if c:level() == 3 then break end end"},
	{Group: GroupCtxMethods, Name: "digivolution_cards", Params: []Param{p("obj", "Object", "")}, Returns: ret("Card[]", "top first"),
		Meaning: "obj's digivolution cards, top first.", Example: "local cards = ctx:digivolution_cards(ctx.self)"},
	{Group: GroupCtxMethods, Name: "link_cards", Params: []Param{p("obj", "Object", "")}, Returns: ret("Card[]", "in the order they were linked"),
		Meaning: "obj's link cards (4-2-6; <Detach (X)>).", Example: "local seven = ctx:cards(ctx:link_cards(ctx.self), { trait = \"Seven Code\" })"},
	{Group: GroupCtxMethods, Name: "security_count", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")}, Returns: ret("integer", ""),
		Meaning: "How many cards are in a security stack (<Barrier>, 16-24).",
		Example: "if ctx:security_count(\"opponent\") == 0 then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "is_token", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether obj is a token (4-18) (<Overclock>, 16-33).",
		Example: "local fodder = ctx:is_token(obj) or obj:has_trait(\"Puppet\")"},
	{Group: GroupCtxMethods, Name: "matches", Params: []Param{p("x", "Object|Card", "an object (its values now) or a card (as printed)"),
		p("description", "string", "as a keyword's parameter prints it: \"Red/Black\", \"[Puppet] trait\", \"Lv.4 or lower w/[Aqua] in any trait\"")},
		Returns: ret("boolean", ""),
		Meaning: "Whether x fits a card description (<Decoy (X)>, <Decode (X)>, <Partition (X & Y)>); a description it cannot read is an error.",
		Example: "if ctx:matches(ctx.event.object, ctx.keyword.param) then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "last_known", Returns: ret("Object?", "nil for an effect without an object"),
		Meaning: "The object that has the effect, also after it left the field: its last-known information ([On Deletion]: the cards it had; <Fortitude>, 16-26).",
		Example: "local had = ctx:last_known():digivolution_count() > 0"},
	{Group: GroupCtxMethods, Name: "zone_of", Params: []Param{p("card", "Card", "")}, Returns: ret("string", "\"trash\", \"hand\", \"deck\", \"security\", \"battle\", \"breeding\", \"none\", ..."),
		Meaning: "Where a card is now (a card under a Digimon is where the Digimon is).",
		Example: "if ctx:zone_of(ctx.card) == \"trash\" then ctx:play_card(ctx.card, { free = true }) end"},
	{Group: GroupCtxMethods, Name: "on_field", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether obj is still that object on the field: a \"by deleting ...\" cost was paid only if it is not (15-7).",
		Example: "ctx:delete(other)\nif not ctx:on_field(other) then ctx:prevent(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "cards", Params: []Param{
		p("from", "Card[]|string|string[]", "a list of cards, or your \"hand\" and/or \"trash\" (the most recent first)"),
		opt("filter", "table", "a card filter, every key must match: kind, color, name, name_has, trait, level, level_at_most, level_at_least, zone (\"revealed\", \"hand\", \"trash\", ...); left out: any card")},
		Returns: ret("Card[]", "the cards that match, in order"),
		Meaning: "Cards (not objects) that match a card filter: among revealed cards, digivolution cards, your hand or your trash (\"recycle bin\" on older cards).",
		Example: "-- BT1-011: Return 1 Digimon card with [Agumon] in its name from your recycle bin to your hand.\n" +
			"ctx:add_to_hand(ctx:choose_card(ctx:cards(\"trash\", { kind = \"Digimon\", name_has = \"Agumon\" })))"},
	{Group: GroupCtxMethods, Name: "security_cards", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")},
		Returns: ret("Card[]", "top first"),
		Meaning: "The cards of a security stack, to look at (\"look at your security stack\", 15-15-4).",
		Example: "local card = ctx:choose_card(ctx:security_cards())[1]"},
	{Group: GroupCtxMethods, Name: "breeding", Params: []Param{opt("who", "Player", "whose breeding area: \"you\" (default)")},
		Returns: ret("Object?", "nil when it is empty"),
		Meaning: "The Digimon in a breeding area (3-4-5): a filter sees it only with in_breeding = true, as an effect that names the breeding area does.",
		Example: "local bred = ctx:breeding()\nif bred and bred:level() >= 3 then ctx:move_to_battle(bred) end"},
}

func onFieldOnly(objs []*core.FieldObject) []*core.FieldObject {
	var out []*core.FieldObject
	for _, o := range objs {
		if o.Zone.OnField() {
			out = append(out, o)
		}
	}
	return out
}
