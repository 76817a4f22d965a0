package scripting

import (
	"fmt"
	"slices"

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
		// ctx:cards(from [, filter]) — cards of a list, or of zones of either player,
		// that match a card filter ({ owner = "opponent", kind = "Tamer", top = 3, ... }).
		"cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(h.cardList(L, h.queryCards(L, c)))
			return 1
		},
		// ctx:count_cards(from [, filter]) — how many cards ctx:cards would list.
		"count_cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LNumber(len(h.queryCards(L, c))))
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

	{Group: GroupCtxMethods, Name: "hand", Returns: ret("Card[]", "your hand"), Meaning: "The controller's hand cards. The same as ctx:cards(\"hand\").",
		Example: "for _, c in ipairs(ctx:hand()) do if c:level() == 3 then break end end"},
	{Group: GroupCtxMethods, Name: "digivolution_cards", Params: []Param{p("obj", "Object", "")}, Returns: ret("Card[]", "top first"),
		Meaning: "obj's digivolution cards, top first.", Example: "local cards = ctx:digivolution_cards(ctx.self)"},
	{Group: GroupCtxMethods, Name: "link_cards", Params: []Param{p("obj", "Object", "")}, Returns: ret("Card[]", "in the order they were linked"),
		Meaning: "obj's link cards (4-2-6; <Detach (X)>).", Example: "local seven = ctx:cards(ctx:link_cards(ctx.self), { trait = \"Seven Code\" })"},
	{Group: GroupCtxMethods, Name: "security_count", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")}, Returns: ret("integer", ""),
		Meaning: "How many cards are in a security stack (<Barrier>, 16-24). The same as ctx:count_cards(\"security\", { owner = who }).",
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
		p("from", "Card[]|string|string[]", "a list of cards, or zones: \"hand\", \"trash\" (the most recent first), \"deck\", \"security\", \"egg_deck\" (top first), \"revealed\", \"breeding\" (its cards, top first), \"digivolution\", \"link\", or a list of those"),
		opt("filter", "table", "a card filter, every key must match: kind, color, colors_at_least, colors_at_most, name (or a list of names), not_name, name_has (or a list: any of them), trait, trait_has (a trait containing it, 2-3-2-4: \"with [X] in its traits\"; or a list: any of them), text_has, keyword, level, level_at_most, level_at_least, dp_at_most, dp_at_least, cost_at_most, cost_at_least, has_inherited, has_digixros, has_dna, has_effect (a timing icon without brackets, \"On Deletion\": an effect of its own, not an inherited one), face_up, face_down, zone, except (a card filter it must not match: \"non-Digi-Egg\" is except = { kind = \"Digi-Egg\" }); and where to look: owner (\"you\" — the default —, \"opponent\", \"any\"), top = n (of each ordered zone), of = obj (for digivolution and link cards; default: each Digimon of owner in the battle area)")},
		Returns: ret("Card[]", "the cards that match, in order"),
		Meaning: "Cards (not objects) in any zone of either player that match a card filter (3). A script may read hidden cards — the opponent's hand, any deck — but an effect only counts them unless its text reveals them; the counts of every zone are public (3-1-3-2).",
		Example: "-- BT1-011: Return 1 Digimon card with [Agumon] in its name from your recycle bin to your hand.\n" +
			"ctx:move(ctx:choose_card(ctx:cards(\"trash\", { kind = \"Digimon\", name_has = \"Agumon\" })), \"hand\")"},
	{Group: GroupCtxMethods, Name: "count_cards", Params: []Param{p("from", "Card[]|string|string[]", "as ctx:cards"), opt("filter", "table", "as ctx:cards")},
		Returns: ret("integer", "how many cards ctx:cards would list"),
		Meaning: "Counts cards in zones: hand size, deck size, security, face-up security cards, cards in the trash (3-1-3-2: counts are public).",
		Example: "-- BT11-025: [When Attacking] [Once Per Turn] If your opponent has 8 or more cards in their hand, gain 1 memory.\n" +
			"if ctx:count_cards(\"hand\", { owner = \"opponent\" }) >= 8 then ctx:gain_memory(1) end"},
	{Group: GroupCtxMethods, Name: "security_cards", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")},
		Returns: ret("Card[]", "top first"),
		Meaning: "The cards of a security stack, to look at (\"look at your security stack\", 15-15-4). The same as ctx:cards(\"security\", { owner = who }).",
		Example: "local card = ctx:choose_card(ctx:security_cards())[1]"},
	{Group: GroupCtxMethods, Name: "breeding", Params: []Param{opt("who", "Player", "whose breeding area: \"you\" (default)")},
		Returns: ret("Object?", "nil when it is empty"),
		Meaning: "The Digimon in a breeding area (3-4-5): a filter sees it only with in_breeding = true, as an effect that names the breeding area does.",
		Example: "local bred = ctx:breeding()\nif bred and bred:level() >= 3 then ctx:move_to_battle(bred) end"},
}

// queryCards reads ctx:cards' arguments — a zone name, a list of zone names or a list
// of cards (2), and a card filter (3) — and lists the cards that match.
func (h *Host) queryCards(L *lua.LState, c *core.Ctx) []*core.Card {
	q, err := h.cardQueryOf(L.Get(3))
	if err != nil {
		L.ArgError(3, err.Error())
	}
	var from []*core.Card
	switch v := L.Get(2).(type) {
	case lua.LString:
		from = zoneCards(L, c, string(v), q)
	case *lua.LTable:
		if _, zones := v.RawGetInt(1).(lua.LString); zones {
			for i := 1; i <= v.Len(); i++ {
				from = append(from, zoneCards(L, c, lua.LVAsString(v.RawGetInt(i)), q)...)
			}
			break
		}
		from = q.ofList(c, checkCardList(L, 2))
	default:
		from = q.ofList(c, checkCardList(L, 2))
	}
	var out []*core.Card
	for _, card := range from {
		if q.keep(card) {
			out = append(out, card)
		}
	}
	return out
}

// cardZones are the zones ctx:cards reads, with how it lists each of one player:
// ordered zones top first, the trash most recent first.
var cardZones = map[string]func(pl *core.Player, of *core.FieldObject) []*core.Card{
	"hand":     func(pl *core.Player, _ *core.FieldObject) []*core.Card { return slices.Clone(pl.Hand) },
	"trash":    func(pl *core.Player, _ *core.FieldObject) []*core.Card { return topFirst(pl.Trash) },
	"deck":     func(pl *core.Player, _ *core.FieldObject) []*core.Card { return topFirst(pl.Deck) },
	"security": func(pl *core.Player, _ *core.FieldObject) []*core.Card { return topFirst(pl.Security) },
	"egg_deck": func(pl *core.Player, _ *core.FieldObject) []*core.Card { return topFirst(pl.EggDeck) },
	"revealed": func(pl *core.Player, _ *core.FieldObject) []*core.Card {
		var out []*core.Card
		for _, c := range pl.Limbo {
			if c.RevealedFrom() != core.ZoneNone { // 15-15-3
				out = append(out, c)
			}
		}
		return out
	},
	"breeding": func(pl *core.Player, _ *core.FieldObject) []*core.Card {
		if pl.Breeding == nil {
			return nil
		}
		return topFirst(pl.Breeding.Cards)
	},
}

// zoneCards lists one zone of the query's players (the controller's first): the top
// n of each when the query says so. "digivolution" and "link" are the cards under or
// linked to the query's object, or to each of the players' Digimon in the battle area.
func zoneCards(L *lua.LState, c *core.Ctx, zone string, q cardQuery) []*core.Card {
	var out []*core.Card
	take := func(list []*core.Card) {
		if q.top > 0 && len(list) > q.top && zone != "hand" && zone != "trash" && zone != "revealed" {
			list = list[:q.top]
		}
		out = append(out, list...)
	}
	if zone == "digivolution" || zone == "link" {
		objs := []*core.FieldObject{q.of}
		if q.of == nil {
			objs = nil
			for _, p := range q.players(c.Player) {
				for _, o := range c.Game.Players[p].Battle {
					if d := c.Game.Derive(o); d.IsDigimon() { // 4-6-1: the cards under a Digimon
						objs = append(objs, o)
					}
				}
			}
		}
		for _, o := range objs {
			if zone == "link" {
				take(slices.Clone(o.Links))
			} else {
				take(topFirst(o.DigivolutionCards()))
			}
		}
		return out
	}
	list, ok := cardZones[zone]
	if !ok {
		L.ArgError(2, fmt.Sprintf("unknown zone %q (want a list of cards, or %s, digivolution, link)", zone, names(cardZones)))
	}
	for _, p := range q.players(c.Player) {
		take(list(c.Game.Players[p], nil))
	}
	return out
}

// ofList applies the query's where-keys to a list of cards: owner only when given,
// top as the first n.
func (q cardQuery) ofList(c *core.Ctx, cards []*core.Card) []*core.Card {
	if q.ownerGiven {
		var mine []*core.Card
		for _, card := range cards {
			if slices.Contains(q.players(c.Player), card.Owner) {
				mine = append(mine, card)
			}
		}
		cards = mine
	}
	if q.top > 0 && len(cards) > q.top {
		cards = cards[:q.top]
	}
	return cards
}

// topFirst lists an ordered zone (top last in the engine) top first.
func topFirst(list []*core.Card) []*core.Card {
	out := make([]*core.Card, len(list))
	for i, c := range list {
		out[len(list)-1-i] = c
	}
	return out
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
