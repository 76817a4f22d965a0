package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// kwMethods3 are ctx methods added for one group of keyword effects (keywords/): the
// keywords of "when this Digimon would be deleted / leave the battle area" and of
// deletion — <Evade>, <Armor Purge>, <Decoy>, <Scapegoat>, <Fragment>, <Fortitude>,
// <Decode>, <Partition>, <Material Save>.
func (h *Host) kwMethods3() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:would_objects() — in a would effect: the objects the cause would still
		// happen to (<Decoy> chooses 1 of them, 12-18-6).
		"would_objects": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_objects is only for would = { ... } effects")
			}
			L.Push(h.objectList(L, onFieldOnly(c.Would.Objs)))
			return 1
		},
		// ctx:would_affect(obj) — in a would effect: whether the cause would still happen
		// to obj, nothing having prevented it yet.
		"would_affect": func(L *lua.LState) int {
			c := h.checkCtx(L)
			if c.Would == nil {
				L.RaiseError("would_affect is only for would = { ... } effects")
			}
			L.Push(lua.LBool(!c.Would.Cancelled && c.Would.Affects(checkObject(L, 2))))
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
		// ctx:move_under(cards, obj) — cards go to the bottom of obj's stack, one by one
		// in the order given (<Material Save>, 16-20-5, 16-20-7).
		"move_under": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := checkCardList(L, 2)
			o := checkObject(L, 3)
			n := 0
			h.engine(func() {
				for _, card := range cards {
					if c.Game.MoveUnder(card, o) {
						n++
					}
				}
			})
			L.Push(lua.LNumber(n))
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
	}
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

// checkCardList reads a list of cards (a Card alone is a list of one).
func checkCardList(L *lua.LState, n int) []*core.Card {
	var out []*core.Card
	switch v := L.Get(n).(type) {
	case *lua.LUserData:
		out = append(out, checkCard(L, n))
	case *lua.LTable:
		for i := 1; i <= v.Len(); i++ {
			ud, ok := v.RawGetInt(i).(*lua.LUserData)
			card, ok2 := (*core.Card)(nil), false
			if ok {
				card, ok2 = ud.Value.(*core.Card)
			}
			if !ok2 {
				L.ArgError(n, "a list of cards expected")
			}
			out = append(out, card)
		}
	default:
		L.ArgError(n, "a card or a list of cards expected")
	}
	return out
}

// callTrigger runs an entry's trigger function on an event. The event is read as the
// effect's controller sees it (by_you) and with its objects, even when no effect is
// running (a battle's deletion).
func (h *Host) callTrigger(c *core.Ctx, fn *lua.LFunction, file, step string, ev *core.Event) bool {
	prevGame, prevController := h.game, h.controller
	h.game, h.controller = c.Game, c.Player
	evv := h.eventValue(ev)
	h.game, h.controller = prevGame, prevController
	h.call(c, fn, file, step, 1, evv)
	ok := lua.LVAsBool(h.L.Get(-1))
	h.L.Pop(1)
	return ok
}

// kwAPI3 documents kwMethods3 (see apidoc.go).
var kwAPI3 = []Doc{
	{Group: GroupCtxMethods, Name: "would_objects", Returns: ret("Object[]", "those still on the field"),
		Meaning: "In a `would` effect: the objects the cause would still happen to (<Decoy> saves 1 of them, 12-18-6).",
		Example: "local threatened = ctx:would_objects()"},
	{Group: GroupCtxMethods, Name: "would_affect", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", "false once an effect prevented it"),
		Meaning: "In a `would` effect: whether the cause would still happen to obj. Every immediate effect the cause triggered may activate (15-8-5-4); one that only prevents it has nothing left to do once another did (ver. 1.0 12-19-3, 12-22-3: they do not overlap).",
		Example: "trigger = function(ctx) return ctx:would_affect(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "matches", Params: []Param{p("x", "Object|Card", "an object (its values now) or a card (as printed)"),
		p("description", "string", "as a keyword's parameter prints it: \"Red/Black\", \"[Puppet] trait\", \"Lv.4 or lower w/[Aqua] in any trait\"")},
		Returns: ret("boolean", ""),
		Meaning: "Whether x fits a card description (<Decoy (X)>, <Decode (X)>, <Partition (X & Y)>); a description it cannot read is an error.",
		Example: "if ctx:matches(ctx.event.object, ctx.keyword.param) then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "play_from_under", Params: []Param{p("obj", "Object", "whose digivolution cards"), p("cards", "Card|Card[]", "the cards to play, in order")},
		Returns: ret("Object[]", "the Digimon played"),
		Meaning: "Play cards from under obj without paying the cost (7-1; <Decode>, 16-35; <Partition>, 16-28).",
		Example: "ctx:play_from_under(ctx.self, ctx:choose_card(ctx:digivolution_cards(ctx.self)))"},
	{Group: GroupCtxMethods, Name: "last_known", Returns: ret("Object?", "nil for an effect without an object"),
		Meaning: "The object that has the effect, also after it left the field: its last-known information ([On Deletion]: the cards it had; <Fortitude>, 16-26).",
		Example: "local had = ctx:last_known():digivolution_count() > 0"},
	{Group: GroupCtxMethods, Name: "zone_of", Params: []Param{p("card", "Card", "")}, Returns: ret("string", "\"trash\", \"hand\", \"deck\", \"security\", \"battle\", \"breeding\", \"none\", ..."),
		Meaning: "Where a card is now (a card under a Digimon is where the Digimon is).",
		Example: "if ctx:zone_of(ctx.card) == \"trash\" then ctx:play_card(ctx.card, { free = true }) end"},
	{Group: GroupCtxMethods, Name: "on_field", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether obj is still that object on the field: a \"by deleting ...\" cost was paid only if it is not (15-7).",
		Example: "ctx:delete(other)\nif not ctx:on_field(other) then ctx:prevent(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "move_under", Params: []Param{p("cards", "Card|Card[]", "digivolution cards of another object, or cards in a zone"), p("obj", "Object", "where")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "Put cards at the bottom of obj's stack, one by one in the order given (4-3-2; <Material Save>, 16-20-5).",
		Example: "ctx:move_under(ctx:choose_card(ctx:digivolution_cards(ctx.self)), ctx:choose_one(\"your_tamers\"))"},
	{Group: GroupCtxMethods, Name: "digixros_names", Params: []Param{p("card", "Card", "")}, Returns: ret("string[]", "none if it has no DigiXros requirement"),
		Meaning: "The card names in card's DigiXros requirement (7-2), read from its printed text (<Material Save>, 16-20-1).",
		Example: "local names = ctx:digixros_names(ctx.self:top())"},
}
