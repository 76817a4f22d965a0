package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Moves between zones (3, 4): drawing, deleting, trashing, returning, revealing, placing under.

// movesMethods are the ctx methods of this concept; movesAPI documents them.
func (h *Host) movesMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:draw(n [, who]) — <Draw n> and "draw n cards" (4-12).
		"draw": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			p := player(L, c, 3)
			var got int
			h.engine(func() { got = c.Game.Draw(p, n) })
			L.Push(lua.LNumber(got))
			return 1
		},
		"delete": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.DeleteBy(core.EffectOf(c.Player), objs...)
		}),
		"return_to_hand": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.ReturnToHandBy(core.EffectOf(c.Player), objs...)
		}),
		"trash": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.TrashObjectsBy(core.EffectOf(c.Player), objs...)
		}),
		// ctx:trash_top(obj) — trash the top card of obj's stack (<Armor Purge>, 16-18).
		"trash_top": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			var ok bool
			h.engine(func() { ok = c.Game.TrashTopCard(o) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:trash_digivolution_cards(obj, n [, from]) — trash n of obj's digivolution
		// cards: from "top" (the default), "bottom", or "choose" (the controller picks).
		"trash_digivolution_cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			n := L.CheckInt(3)
			src := append([]*core.Card(nil), o.DigivolutionCards()...)
			var pick []*core.Card
			switch from := L.OptString(4, "top"); from {
			case "top":
				for i := len(src) - 1; i >= 0 && len(pick) < n; i-- {
					pick = append(pick, src[i])
				}
			case "bottom":
				for i := 0; i < len(src) && len(pick) < n; i++ {
					pick = append(pick, src[i])
				}
			case "choose":
				h.engine(func() { pick = c.ChooseCards(c.Player, src, n, n, "trash digivolution cards") })
			default:
				L.ArgError(4, `want "top", "bottom" or "choose"`)
			}
			var got int
			h.engine(func() { got = c.Game.TrashDigivolutionCardsBy(core.EffectOf(c.Player), o, pick...) })
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:trash_security(n [, who]) — trash the top n security cards.
		"trash_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			p := player(L, c, 3)
			got := 0
			h.engine(func() {
				sec := c.Game.Players[p].Security
				for ; got < n && len(sec) > 0; got++ {
					c.Game.MoveCard(sec[len(sec)-1], core.ZoneTrash)
					sec = c.Game.Players[p].Security
				}
			})
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:place_under(obj [, {face_down = true, from = "deck"}]) — put this card (or the
		// top card of the deck) at the bottom of obj's stack (<Save>, <Training>).
		"place_under": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			card, faceDown := c.Card, false
			if t, ok := L.Get(3).(*lua.LTable); ok {
				faceDown = lua.LVAsBool(t.RawGetString("face_down"))
				if lua.LVAsString(t.RawGetString("from")) == "deck" {
					deck := c.Game.Players[c.Player].Deck
					if len(deck) == 0 {
						L.Push(lua.LFalse)
						return 1
					}
					card = deck[len(deck)-1]
				}
			}
			var ok bool
			h.engine(func() { ok = c.Game.PlaceUnder(card, o, faceDown) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:place_self_under(obj) — this object goes under obj's cards (<Mind Link>, 16-27).
		"place_self_under": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			self := c.Self()
			var ok bool
			if self != nil {
				h.engine(func() { ok = c.Game.PlaceObjectUnder(self, o) })
			}
			L.Push(lua.LBool(ok))
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
		// ctx:add_to_hand([cards]) — cards that are not on the field (this card by
		// default) go to their owner's hand.
		"add_to_hand": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := []*core.Card{c.Card}
			if L.Get(2) != lua.LNil {
				cards = checkCardList(L, 2)
			}
			n := 0
			h.engine(func() {
				for _, card := range cards {
					switch card.Zone {
					case core.ZoneNone, core.ZoneDeck, core.ZoneTrash, core.ZoneSecurity:
						c.Game.MoveCard(card, core.ZoneHand)
						n++
					}
				}
			})
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:reveal(n) — reveal the top n cards of your deck: they leave it, in no area
		// and seen by both players, until the effect puts them somewhere (top first).
		"reveal": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			var got []*core.Card
			h.engine(func() {
				for i := 0; i < n; i++ {
					deck := c.Game.Players[c.Player].Deck
					if len(deck) == 0 {
						break // 1-3-2: as many as there are
					}
					card := deck[len(deck)-1]
					c.Game.MoveCard(card, core.ZoneNone)
					got = append(got, card)
				}
			})
			L.Push(h.cardList(L, got))
			return 1
		},
		// ctx:to_deck_bottom(cards) — place cards at the bottom of their owner's deck
		// in any order: the controller picks which goes next, each under the last.
		"to_deck_bottom": func(L *lua.LState) int {
			c := h.checkCtx(L)
			left := notOnField(checkCardList(L, 2))
			n := 0
			h.engine(func() {
				for len(left) > 0 {
					next := left[0]
					if len(left) > 1 && !allCopies(left) {
						next = c.ChooseCards(c.Player, left, 1, 1, "place at the bottom of the deck next (each goes under the last)")[0]
					}
					left = without(left, next)
					c.Game.MoveCardToBottom(next, core.ZoneDeck)
					n++
				}
			})
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:to_security([cards [, {bottom = true}]]) — place cards that are not on the
		// field (this card when left out) on top of their owner's security stack, one
		// by one, or at its bottom.
		"to_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := []*core.Card{c.Card}
			if L.Get(2) != lua.LNil {
				cards = checkCardList(L, 2)
			}
			bottom := false
			if t, ok := L.Get(3).(*lua.LTable); ok {
				bottom = lua.LVAsBool(t.RawGetString("bottom"))
			}
			n := 0
			h.engine(func() {
				for _, card := range notOnField(cards) {
					if card.Zone == core.ZoneSecurity {
						continue
					}
					if bottom {
						c.Game.MoveCardToBottom(card, core.ZoneSecurity)
					} else {
						c.Game.MoveCard(card, core.ZoneSecurity)
					}
					n++
				}
			})
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:trash_link_cards(obj, cards) — trash some of obj's link cards.
		"trash_link_cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			cards := checkCardList(L, 3)
			n := 0
			h.engine(func() { n = c.Game.TrashLinkCards(o, cards...) })
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:trash_cards(cards) — trash cards that are not on the field (from the hand,
		// revealed cards, ...).
		"trash_cards": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := notOnField(checkCardList(L, 2))
			n := 0
			h.engine(func() {
				for _, card := range cards {
					if card.Zone != core.ZoneTrash {
						c.Game.MoveCard(card, core.ZoneTrash)
						n++
					}
				}
			})
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:shuffle_security([who]) — shuffle a security stack (1-3-10).
		"shuffle_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			p := player(L, c, 2)
			h.engine(func() { c.Game.ShuffleSecurity(p) })
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
	}
}

var movesAPI = []Doc{
	// ctx methods.
	{Group: GroupCtxMethods, Name: "draw", Params: []Param{p("n", "integer", "how many cards"), opt("who", "Player", "whose deck: \"you\" (the default) or \"opponent\"")},
		Returns: ret("integer", "the cards drawn"), Meaning: "<Draw n>, \"draw n cards\" (4-12).", Example: "ctx:draw(1)"},
	{Group: GroupCtxMethods, Name: "delete", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Delete (4-13).", Example: "ctx:delete(ctx:choose_one(\"opponent_digimon\"))"},
	{Group: GroupCtxMethods, Name: "return_to_hand", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Return to the owner's hand: the top card to the hand, the cards under it to the trash (4-5-8).",
		Example: "ctx:return_to_hand(ctx:choose_one({ owner = \"opponent\", level_at_most = 4 }))"},
	{Group: GroupCtxMethods, Name: "trash", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Trash from the field without deleting (4-14-3).", Example: "ctx:trash(\"self\")"},
	{Group: GroupCtxMethods, Name: "trash_top", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", "whether a card was trashed"),
		Meaning: "Trash the top card of obj's stack; the rest stays the same object (<Armor Purge>, 16-18).", Example: "ctx:trash_top(ctx.self)"},
	{Group: GroupCtxMethods, Name: "trash_digivolution_cards", Params: []Param{p("obj", "Object", ""), p("n", "integer", "how many"), opt("from", "string", "\"top\" (default), \"bottom\" or \"choose\"")},
		Returns: ret("integer", "the cards trashed"), Meaning: "Trash n of obj's digivolution cards (<Digi-Burst>, <Fragment>).",
		Example: "ctx:trash_digivolution_cards(ctx.self, 2, \"choose\")"},
	{Group: GroupCtxMethods, Name: "trash_security", Params: []Param{p("n", "integer", "how many"), opt("who", "Player", "whose security: \"you\" (default)")},
		Returns: ret("integer", "the cards trashed"), Meaning: "Trash the top n security cards (<Barrier>, 16-24).", Example: "ctx:trash_security(1)"},
	{Group: GroupCtxMethods, Name: "place_under", Params: []Param{p("obj", "Object", "where"), opt("opts", "table", "face_down = true; from = \"deck\" for the deck's top card")},
		Returns: ret("boolean", "whether it was placed"),
		Meaning: "Put this card (or the deck's top card) at the bottom of obj's stack (<Save>, 16-19; <Training>, 16-40).",
		Example: "ctx:place_under(ctx:choose_one({ owner = \"you\", kind = \"Tamer\" }))"},
	{Group: GroupCtxMethods, Name: "place_self_under", Params: []Param{p("obj", "Object", "where")}, Returns: ret("boolean", ""),
		Meaning: "This object goes under obj's cards (<Mind Link>, 16-27).", Example: "ctx:place_self_under(ctx:choose_one(\"your_digimon\"))"},
	{Group: GroupCtxMethods, Name: "move_under", Params: []Param{p("cards", "Card|Card[]", "digivolution cards of another object, or cards in a zone"), p("obj", "Object", "where")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "Put cards at the bottom of obj's stack, one by one in the order given (4-3-2; <Material Save>, 16-20-5).",
		Example: "ctx:move_under(ctx:choose_card(ctx:digivolution_cards(ctx.self)), ctx:choose_one(\"your_tamers\"))"},
	{Group: GroupCtxMethods, Name: "add_to_hand", Params: []Param{opt("cards", "Card|Card[]", "this card when left out")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "\"Add this card to its owner's hand\": cards in no area (a security card being checked, an Option being used), the deck, the trash or the security stack go to their owner's hand; a card on the field does not move.",
		Example: "-- ST3-14 Heaven's Charm: [Security] Add this card to its owner's hand.\nreturn card { security = function(ctx) ctx:add_to_hand() end }"},
	{Group: GroupCtxMethods, Name: "reveal", Params: []Param{p("n", "integer", "how many cards")},
		Returns: ret("Card[]", "the cards revealed, top first: fewer if the deck has fewer"),
		Meaning: "\"Reveal n cards from the top of your deck\": they leave the deck, in no area and seen by both players, until the effect puts them somewhere (ctx:add_to_hand, ctx:to_deck_bottom, ctx:trash_cards, ...).",
		Example: "local cards = ctx:reveal(5)"},
	{Group: GroupCtxMethods, Name: "to_deck_bottom", Params: []Param{p("cards", "Card|Card[]", "cards not on the field")},
		Returns: ret("integer", "the cards placed"),
		Meaning: "\"Place them at the bottom of the deck in any order\": each goes to the bottom of its owner's deck, under the last; the controller picks which goes next.",
		Example: "ctx:to_deck_bottom(ctx:reveal(3))"},
	{Group: GroupCtxMethods, Name: "to_security", Params: []Param{opt("cards", "Card|Card[]", "cards not on the field; this card when left out"), opt("opts", "table", "bottom = true: at the bottom of the stack")},
		Returns: ret("integer", "the cards placed"),
		Meaning: "\"Place this card as the top security card\": each card goes face down on top of its owner's security stack, one by one in the order given (or at its bottom). A card on the field does not move.",
		Example: "-- <Ascension>: [On Deletion] you may place this card as the top security card.\nif ctx:zone_of(ctx.card) == \"trash\" then ctx:to_security() end"},
	{Group: GroupCtxMethods, Name: "trash_link_cards", Params: []Param{p("obj", "Object", "whose link cards"), p("cards", "Card|Card[]", "some of obj's link cards (ctx:link_cards)")},
		Returns: ret("integer", "the cards trashed: only obj's link cards are"),
		Meaning: "\"By trashing 1 of its link cards\": obj stays the same Digimon and loses those cards' link effects and DP (4-2-5, 4-2-6).",
		Example: "local link = ctx:choose_card(ctx:link_cards(ctx.self))\nif ctx:trash_link_cards(ctx.self, link) == 1 then ctx:prevent(ctx.self) end"},
	{Group: GroupCtxMethods, Name: "trash_cards", Params: []Param{p("cards", "Card|Card[]", "cards not on the field: in the hand, revealed, ...")},
		Returns: ret("integer", "the cards trashed"),
		Meaning: "Trash cards that are not on the field: \"by trashing 3 cards in your hand\", \"trash the rest\".",
		Example: "ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 3 }))"},
	{Group: GroupCtxMethods, Name: "shuffle_security", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")},
		Meaning: "\"Shuffle your security stack\" (1-3-10).",
		Example: "ctx:shuffle_security()"},
	{Group: GroupCtxMethods, Name: "digivolution_cards_to_hand", Params: []Param{p("obj", "Object", "whose digivolution cards"), p("cards", "Card|Card[]", "")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "\"Return 1 of this Digimon's digivolution cards to your hand\": cards under obj go to their owner's hand; obj stays the same Digimon.",
		Example: "local lv6 = ctx:cards(ctx:digivolution_cards(ctx.self), { level = 6 })\nctx:digivolution_cards_to_hand(ctx.self, ctx:choose_card(lv6))"},
}
