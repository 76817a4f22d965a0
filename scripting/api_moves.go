package scripting

import (
	"fmt"
	"slices"

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
			c.Game.DeleteBy(c.Cause(), objs...)
		}),
		"return_to_hand": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.ReturnToHandBy(c.Cause(), objs...)
		}),
		"trash": h.objectOp(func(c *core.Ctx, objs []*core.FieldObject) {
			c.Game.TrashObjectsBy(c.Cause(), objs...)
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
		// ctx:top_to_bottom(obj) — obj's top card goes to the bottom of its stack.
		"top_to_bottom": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var ok bool
			if L.Get(2) != lua.LNil {
				o := checkObject(L, 2)
				h.engine(func() { ok = c.Game.TopToBottom(o) })
			}
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
			from := L.OptString(4, "top")
			least := n
			if t, ok := L.Get(5).(*lua.LTable); ok && lua.LVAsBool(t.RawGetString("up_to")) {
				// "up to n": 1 to n, as the controller declares (15-10-2-2, 1-3-6)
				least = 1
				if from != "choose" && o.Zone.OnField() {
					h.engine(func() {
						n = c.ChooseNumber(c.Player, min(n, len(src)), o, fmt.Sprintf("trash how many digivolution cards from the %s of %s?", from, o))
					})
				}
			}
			var pick []*core.Card
			switch from {
			case "top":
				for i := len(src) - 1; i >= 0 && len(pick) < n; i-- {
					pick = append(pick, src[i])
				}
			case "bottom":
				for i := 0; i < len(src) && len(pick) < n; i++ {
					pick = append(pick, src[i])
				}
			case "choose":
				h.engine(func() { pick = c.ChooseCards(c.Player, src, min(least, len(src)), n, "trash digivolution cards") })
			default:
				L.ArgError(4, `want "top", "bottom" or "choose"`)
			}
			var got int
			h.engine(func() { got = c.Game.TrashDigivolutionCardsBy(c.Cause(), o, pick...) })
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:trash_security(n [, who]) — trash the top n security cards, at once.
		"trash_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			p := player(L, c, 3)
			sec := topFirst(c.Game.Players[p].Security)
			return h.pushMoved(L, c, nil, sec[:min(max(n, 0), len(sec))], core.Destination{Zone: core.ZoneTrash})
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
			return h.pushMoved(L, c, nil, cards, core.Destination{Under: o, Bottom: true})
		},
		// ctx:add_to_hand([cards]) — cards that are not on the field (this card by
		// default) go to their owner's hand.
		"add_to_hand": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := []*core.Card{c.Card}
			if L.Get(2) != lua.LNil {
				cards = checkCardList(L, 2)
			}
			return h.pushMoved(L, c, nil, notOnField(cards), core.Destination{Zone: core.ZoneHand})
		},
		// ctx:reveal(n [, {from = "deck"|"security", owner = "you"|"opponent"}]) — reveal
		// the top n cards of a deck or security stack (15-15-3), top first.
		"reveal": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			p, z := c.Player, core.ZoneDeck
			if t, ok := L.Get(3).(*lua.LTable); ok {
				switch from := lua.LVAsString(t.RawGetString("from")); from {
				case "", "deck":
				case "security":
					z = core.ZoneSecurity
				default:
					L.ArgError(3, fmt.Sprintf(`from: want "deck" or "security", not %q`, from))
				}
				switch owner := lua.LVAsString(t.RawGetString("owner")); owner {
				case "", "you":
				case "opponent":
					p = c.Player.Opponent()
				default:
					L.ArgError(3, fmt.Sprintf(`owner: want "you" or "opponent", not %q`, owner))
				}
			}
			var got []*core.Card
			h.engine(func() { got = c.Game.Reveal(p, z, n) })
			L.Push(h.cardList(L, got))
			return 1
		},
		// ctx:to_deck_bottom(cards) — place cards at the bottom of their owner's deck
		// in any order: the controller picks which goes next, each under the last.
		"to_deck_bottom": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := notOnField(checkCardList(L, 2))
			return h.pushMoved(L, c, nil, cards, core.Destination{Zone: core.ZoneDeck, Bottom: true, AnyOrder: true})
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
				if !c.Game.MayAddToSecurity(c.Player) {
					return // "cards can't be added to security stacks by ..." (core/security_ban.go)
				}
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
			return h.pushMoved(L, c, nil, cards, core.Destination{Zone: core.ZoneTrash})
		},
		// ctx:shuffle_security([who]) — shuffle a security stack (1-3-10).
		"shuffle_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			p := player(L, c, 2)
			h.engine(func() { c.Game.ShuffleSecurity(p) })
			return 0
		},
		// ctx:flip_security(cards, face_up) — turn security cards over where they lie
		// (3-7-4).
		"flip_security": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := checkCardList(L, 2)
			faceUp := L.CheckBool(3)
			n := 0
			h.engine(func() { n = c.Game.FlipSecurity(cards, faceUp) })
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:digivolution_cards_to_hand(obj, cards) — some of obj's digivolution cards
		// go to their owner's hand.
		"digivolution_cards_to_hand": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			var under []*core.Card
			for _, card := range checkCardList(L, 3) {
				if o.Zone.OnField() && slices.Contains(o.DigivolutionCards(), card) {
					under = append(under, card)
				}
			}
			return h.pushMoved(L, c, nil, under, core.Destination{Zone: core.ZoneHand})
		},
		// ctx:move(what, to [, opts]) — the one move: cards from any zone, digivolution
		// and link cards, or objects, to a hand, trash, deck, security stack or under an
		// object (3-1-3).
		"move": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, cards := h.checkMoveWhat(L, c, 2)
			to := checkDestination(L, 3, 4)
			return h.pushMoved(L, c, objs, cards, to)
		},
	}
}

// pushMoved moves objects and cards to a destination by the effect's controller and
// pushes how many moved: the objects first, then the cards (each a processing of its
// own, 15-5-2).
func (h *Host) pushMoved(L *lua.LState, c *core.Ctx, objs []*core.FieldObject, cards []*core.Card, to core.Destination) int {
	n := 0
	if len(objs)+len(cards) > 0 {
		h.engine(func() {
			if len(objs) > 0 {
				n += c.Game.MoveObjects(c.Cause(), objs, to)
			}
			if len(cards) > 0 {
				n += c.Game.MoveCards(c.Player, cards, to)
			}
		})
	}
	L.Push(lua.LNumber(n))
	return 1
}

// checkMoveWhat reads what ctx:move moves: a card, an object, "self", or a list of
// cards and objects. A card that is the top card of an object is that object (4-5-7).
func (h *Host) checkMoveWhat(L *lua.LState, c *core.Ctx, n int) ([]*core.FieldObject, []*core.Card) {
	var objs []*core.FieldObject
	var cards []*core.Card
	add := func(v lua.LValue) {
		ud, ok := v.(*lua.LUserData)
		if !ok {
			L.ArgError(n, "a card, an object, \"self\" or a list of cards and objects expected")
		}
		switch x := ud.Value.(type) {
		case *core.FieldObject:
			objs = append(objs, x)
		case *core.Card:
			if o, link := c.Game.StackOf(x); o != nil && !link && o.Top() == x {
				objs = append(objs, o)
			} else {
				cards = append(cards, x)
			}
		default:
			L.ArgError(n, "a card, an object, \"self\" or a list of cards and objects expected")
		}
	}
	switch v := L.Get(n).(type) {
	case *lua.LNilType:
	case lua.LString:
		if v != "self" {
			L.ArgError(n, fmt.Sprintf(`want a card, an object, "self" or a list, not %q`, string(v)))
		}
		if s := c.Self(); s != nil {
			objs = append(objs, s)
		}
	case *lua.LTable:
		for i := 1; i <= v.Len(); i++ {
			add(v.RawGetInt(i))
		}
	default:
		add(v)
	}
	return objs, cards
}

// destinations are the places ctx:move takes, as core destinations.
var destinations = map[string]core.Destination{
	"hand":            {Zone: core.ZoneHand},
	"trash":           {Zone: core.ZoneTrash},
	"deck_top":        {Zone: core.ZoneDeck},
	"deck_bottom":     {Zone: core.ZoneDeck, Bottom: true},
	"security_top":    {Zone: core.ZoneSecurity},
	"security_bottom": {Zone: core.ZoneSecurity, Bottom: true},
	"under":           {Bottom: true},
}

// moveOptionKeys are the keys of ctx:move's options.
var moveOptionKeys = map[string]bool{"under": true, "position": true, "face": true, "order": true}

// checkDestination reads ctx:move's destination (argument n) and options (n+1).
func checkDestination(L *lua.LState, n, optsArg int) core.Destination {
	name := L.CheckString(n)
	to, ok := destinations[name]
	if !ok {
		L.ArgError(n, fmt.Sprintf("unknown destination %q (want %s)", name, names(destinations)))
	}
	t, _ := L.Get(optsArg).(*lua.LTable)
	if t == nil {
		t = L.NewTable()
	}
	for _, k := range sortedKeys(t) {
		switch {
		case k == "owner":
			L.ArgError(optsArg, "owner: cards always go to their owner's zones (3-1-3-8); there is no other choice")
		case !moveOptionKeys[k]:
			L.ArgError(optsArg, fmt.Sprintf("unknown key %q (want %s)", k, names(moveOptionKeys)))
		}
	}
	if name == "under" {
		ud, ok := t.RawGetString("under").(*lua.LUserData)
		o, ok2 := (*core.FieldObject)(nil), false
		if ok {
			o, ok2 = ud.Value.(*core.FieldObject)
		}
		if !ok2 {
			L.ArgError(optsArg, `"under" needs under = the object whose stack the cards go into`)
		}
		to.Under = o
		switch pos := lua.LVAsString(t.RawGetString("position")); pos {
		case "", "bottom":
		case "top":
			to.Bottom = false
		default:
			L.ArgError(optsArg, fmt.Sprintf(`position: want "bottom" or "top", not %q`, pos))
		}
	} else if t.RawGetString("under") != lua.LNil || t.RawGetString("position") != lua.LNil {
		L.ArgError(optsArg, `under and position go with "under"`)
	}
	switch face := lua.LVAsString(t.RawGetString("face")); {
	case face == "":
	case face == "up" && to.Zone == core.ZoneSecurity:
		to.FaceUp = true // 3-7-4
	case face == "down" && to.Under != nil:
		to.FaceDown = true // 4-5-9
	case face == "down" && to.Zone == core.ZoneSecurity, face == "up" && to.Under != nil:
		// the way the place puts cards anyway (3-1-3-5, 4-5-4)
	default:
		L.ArgError(optsArg, fmt.Sprintf(`face = %q: "up" for the security stack, "down" under a card`, face))
	}
	switch order := lua.LVAsString(t.RawGetString("order")); order {
	case "":
	case "any":
		to.AnyOrder = true // 3-1-3-4
	default:
		L.ArgError(optsArg, fmt.Sprintf(`order: want "any", not %q`, order))
	}
	return to
}

// moveFields adds to an event's table what a move says: the cards moved (every card
// of the batch met at once, 15-5-2) and, for a move, where from and where to, named
// as card_moved triggers name them.
func (h *Host) moveFields(t *lua.LTable, g *core.Game, ev *core.Event, batch []core.Event) {
	if len(batch) == 0 {
		batch = []core.Event{*ev}
	}
	cards := h.L.CreateTable(len(batch), 0)
	for i := range batch {
		if card := g.CardByID(batch[i].CardID); batch[i].CardID != 0 && card != nil {
			cards.Append(h.cardValue(card))
		}
	}
	t.RawSetString("cards", cards)
	from, to := "", ""
	switch ev.Kind {
	case core.EvMove:
		m := core.ReadMove(ev)
		from, to = moveFromName(m), moveToName(m)
	case core.EvPlay, core.EvDigivolve:
		from = cameFrom(g, ev)
	case core.EventKind(core.WouldLeave.String()):
		to = wouldLeaveToName(ev.To)
	}
	t.RawSetString("from", lua.LString(from))
	t.RawSetString("to", lua.LString(to))
}

// wouldLeaveToName names where an object that would leave the battle area would go:
// "trash" (deleted or trashed), "hand", "deck", "security", or "digivolution" (under
// a card: core.wouldEvent leaves it in no zone).
func wouldLeaveToName(z core.Zone) string {
	if z == core.ZoneNone {
		return "digivolution"
	}
	return z.String()
}

// cameFrom names where the card a Digimon was played or digivolved into came from, as
// a played entry's from names it: "hand", "trash", "digivolution" (from under a Digimon
// or Tamer), "revealed" (from no area: revealed from a deck, checked from security);
// "" for a token, which comes from outside the game (4-16).
func cameFrom(g *core.Game, ev *core.Event) string {
	switch {
	case ev.Kind == core.EvPlay && ev.Text == "token":
		return ""
	case g.PlayedFromUnder(ev) != 0, ev.Kind == core.EvDigivolve && ev.From.OnField():
		return "digivolution" // a card under an object is where the object is
	case ev.From == core.ZoneNone:
		return "revealed"
	}
	return ev.From.String()
}

var movesAPI = []Doc{
	// "When" triggers on card moves, and their entry keys.
	{Group: GroupWhen, Name: "card_moved", Meaning: "a card moves from one place to another (from, to, owner, card; subject: \"this_card\", or the object it left from under, whose link card it was, or was placed under); cards moved at once trigger once (15-5-2), ctx.times counts them and ctx.event.cards lists them; \"when this card is trashed from your hand\" is subject = \"this_card\" with area = \"trash\", where it waits (4-14-2).",
		Example: "-- BT11-045: [Opponent's Turn] When a card is removed from your security stack, 1 of your opponent's Digimon gets -4000 DP for the turn.\n" +
			"return card { when = { { on = \"card_moved\", from = \"security\", owner = \"you\", turn = \"opponents\",\n  run = function(ctx) ctx:dp_plus(ctx:choose_one(\"opponent_digimon\"), -4000, \"turn\") end } } }"},
	{Group: GroupEntry, Name: "from", Type: "string|string[]",
		Meaning: "card_moved: where the card was — \"hand\", \"trash\", \"deck\", \"security\", \"egg_deck\", \"digivolution\", \"link\", \"revealed\", \"battle\", \"breeding\" or \"any\" (the default); a revealed card leaves its deck or security stack when it is placed (15-15-3-3), a checked one when it is checked (13-1-5). played: \"hand\", \"trash\", \"digivolution\", \"revealed\".",
		Example: "-- BT16-011: [Your Turn] [Once Per Turn] When a red card returns from your trash to the hand, 1 of your Digimon gains <Rush> for the turn.\n" +
			"return card { when = { { on = \"card_moved\", from = \"trash\", to = \"hand\", owner = \"you\", card = { color = \"Red\" },\n  turn = \"your\", once_per_turn = true, run = function(ctx) ctx:give(ctx:choose_one(\"your_digimon\"), \"Rush\", \"turn\") end } } }"},
	{Group: GroupEntry, Name: "to", Type: "string|string[]",
		Meaning: "card_moved: where the card went — \"hand\", \"trash\", \"deck\", \"deck_top\", \"deck_bottom\", \"security\", \"security_top\", \"security_bottom\", \"egg_deck\", \"digivolution\" (under a card), \"revealed\", \"battle\" (placed in the battle area as an object of its own: an Option card, 17-1-3-3; a play is on = \"played\") or \"any\" (the default).",
		Example: "-- BT20-071: [All Turns] When Tamer cards are placed in this Digimon's digivolution cards, delete 1 of your opponent's Digimon with 6000 DP or less.\n" +
			"return card { when = { { on = \"card_moved\", to = \"digivolution\", subject = \"self\", card = { kind = \"Tamer\" },\n  run = function(ctx) ctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = 6000 })) end } } }"},
	{Group: GroupEntry, Name: "owner", Type: "\"you\"|\"opponent\"|\"any\"",
		Meaning: "card_moved: whose card moved — whose zones it left and entered (3-1-3-8); \"any\" (the default): either player's.",
		Example: "-- P-189: [Your Turn] [Once Per Turn] When your opponent's security stack is removed from, gain 1 memory.\n" +
			"return card { when = { { on = \"card_moved\", from = \"security\", owner = \"opponent\", turn = \"your\", once_per_turn = true,\n  run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupEntry, Name: "card", Type: "table",
		Meaning: "card_moved: a card filter (the keys of ctx:cards) the moved card must match, as it is once moved.",
		Example: "return card { when = { { on = \"card_moved\", to = \"security\", card = { face_up = true }, run = function(ctx) ctx:draw(1) end } } }"},

	// Event fields of moves.
	{Group: GroupEvent, Name: "cards", Type: "Card[]",
		Meaning: "The cards of the event: every card moved at once for a card_moved trigger met several times (15-5-2), the one card otherwise; empty when the event has none.",
		Example: "for _, c in ipairs(ctx.event.cards) do if c:kind() == \"Tamer\" then ctx:draw(1) end end"},
	{Group: GroupEvent, Name: "from", Type: "string", Meaning: "For a move: where the card was, named as card_moved's from names it; for a play or a digivolution: where the card played or digivolved into came from, as a played entry's from names it (\"hand\", \"trash\", \"digivolution\", \"revealed\"; \"\" for a token); \"\" for other events.",
		Example: "local from_security = ctx.event.from == \"security\"\n-- BT10-080 SkullBaluchimon: [When Digivolving] If digivolving from the trash, this Digimon gains ...\nlocal from_trash = ctx.event.from == \"trash\""},
	{Group: GroupEvent, Name: "to", Type: "string", Meaning: "For a move: where the card went, named as card_moved's to names it (\"deck_bottom\", \"digivolution\", ...); for a would = { on = \"leave\" } event: where the object would go — \"trash\" (deleted, 4-13-1, or trashed), \"hand\", \"deck\", \"security\" or \"digivolution\" (under a card); \"\" for other events.",
		Example: "-- EX3-013: When this Digimon would be deleted or returned to your hand or deck, ...\n" +
			"would = { { on = \"deleted\", subject = \"self\", run = save },\n" +
			"  { on = \"leave\", subject = \"self\", trigger = function(ctx, ev) return ev.to == \"hand\" or ev.to == \"deck\" end, run = save } }"},

	// ctx methods.
	{Group: GroupCtxMethods, Name: "move", Params: []Param{
		p("what", "Card|Object|(Card|Object)[]|\"self\"", "cards from any zone — hand, trash, deck, security, revealed, digivolution cards, link cards — or objects on the field (a top card is its object, 4-5-7); nil moves nothing"),
		p("to", "string", "\"hand\", \"trash\", \"deck_top\", \"deck_bottom\", \"security_top\", \"security_bottom\" or \"under\""),
		opt("opts", "table", "under = obj and position = \"bottom\" (default) or \"top\" for \"under\"; face = \"up\" (security) or \"down\" (under); order = \"any\"")},
		Returns: ret("integer", "how many cards and objects moved"),
		Meaning: "The one move (3-1-3): each card goes to its owner's zone, whoever moves it (3-1-3-8); face down into security unless face = \"up\" (3-1-3-5, 3-7-4); several at once, placed one by one in the order given, each on (at a top) or under (at a bottom) the last — with order = \"any\" the controller picks the order (3-1-3-4). An object leaves the field: its top card goes there, the cards under it and its link cards to the trash (4-5-8, 4-7-6), \"would leave\" effects first (15-8-5).",
		Example: "-- BT22-023: [On Play] [When Digivolving] Return 1 of your opponent's level 4 or lower Digimon to the bottom of the deck.\n" +
			"ctx:move(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", level_at_most = 4 }), \"deck_bottom\")\n" +
			"-- BT21-095: [Main] Add your bottom security card to the hand. Then, place this card face up as the bottom security card.\n" +
			"ctx:move(ctx:cards(\"security\")[ctx:count_cards(\"security\")], \"hand\")\nctx:move(ctx.card, \"security_bottom\", { face = \"up\" })"},
	{Group: GroupCtxMethods, Name: "draw", Params: []Param{p("n", "integer", "how many cards"), opt("who", "Player", "whose deck: \"you\" (the default) or \"opponent\"")},
		Returns: ret("integer", "the cards drawn"), Meaning: "<Draw n>, \"draw n cards\" (4-12).", Example: "ctx:draw(1)"},
	{Group: GroupCtxMethods, Name: "delete", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Delete (4-13).", Example: "ctx:delete(ctx:choose_one(\"opponent_digimon\"))"},
	{Group: GroupCtxMethods, Name: "return_to_hand", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Return to the owner's hand: the top card to the hand, the cards under it to the trash (4-5-8). The same as ctx:move(objects, \"hand\").",
		Example: "ctx:return_to_hand(ctx:choose_one({ owner = \"opponent\", level_at_most = 4 }))"},
	{Group: GroupCtxMethods, Name: "trash", Params: []Param{opt("target", "Target", "nil does nothing")},
		Meaning: "Trash from the field without deleting (4-14-3). The same as ctx:move(objects, \"trash\").", Example: "ctx:trash(\"self\")"},
	{Group: GroupCtxMethods, Name: "trash_top", Params: []Param{p("obj", "Object", "")}, Returns: ret("boolean", "whether a card was trashed"),
		Meaning: "Trash the top card of obj's stack; the rest stays the same object (<Armor Purge>, 16-18).", Example: "ctx:trash_top(ctx.self)"},
	{Group: GroupCtxMethods, Name: "top_to_bottom", Params: []Param{p("obj", "Object?", "nil: nothing")}, Returns: ret("boolean", "whether the card moved: obj needs a card under its top card"),
		Meaning: "\"Place this Digimon's top stacked card as its bottom digivolution card\": obj stays the same object (4-6), the card that was under its top card is now its top card (4-5-7; BT22-043 Q4895).",
		Example: "-- BT23-008: by placing this Digimon's top stacked card as its bottom digivolution card, <Draw 1>.\nif ctx:top_to_bottom(ctx.self) then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "trash_digivolution_cards", Params: []Param{p("obj", "Object", ""), p("n", "integer", "how many"), opt("from", "string", "\"top\" (default), \"bottom\" or \"choose\""),
		opt("opts", "table", "up_to = true: \"up to n\", 1 to n as the controller declares (15-10-2-2, 1-3-6)")},
		Returns: ret("integer", "the cards trashed"), Meaning: "Trash n of obj's digivolution cards (<Digi-Burst>, <Fragment>); with up_to, \"trash up to n digivolution cards from the bottom\": the controller declares how many, at least 1 (a number prompt; none when only 1 can be), or picks 1 to n with \"choose\".",
		Example: "ctx:trash_digivolution_cards(ctx.self, 2, \"choose\")\n-- BT5-025: Trash up to 2 digivolution cards from the bottom of 1 of your opponent's Digimon.\nctx:trash_digivolution_cards(ctx:choose_one(\"opponent_digimon\"), 2, \"bottom\", { up_to = true })"},
	{Group: GroupCtxMethods, Name: "trash_security", Params: []Param{p("n", "integer", "how many"), opt("who", "Player", "whose security: \"you\" (default)")},
		Returns: ret("integer", "the cards trashed"), Meaning: "Trash the top n security cards (<Barrier>, 16-24). The same as ctx:move(ctx:cards(\"security\", { top = n }), \"trash\").", Example: "ctx:trash_security(1)"},
	{Group: GroupCtxMethods, Name: "place_under", Params: []Param{p("obj", "Object", "where"), opt("opts", "table", "face_down = true; from = \"deck\" for the deck's top card")},
		Returns: ret("boolean", "whether it was placed"),
		Meaning: "Put this card (or the deck's top card) at the bottom of obj's stack (<Save>, 16-19; <Training>, 16-40). The same as ctx:move(card, \"under\", { under = obj }).",
		Example: "ctx:place_under(ctx:choose_one({ owner = \"you\", kind = \"Tamer\" }))"},
	{Group: GroupCtxMethods, Name: "place_self_under", Params: []Param{p("obj", "Object", "where")}, Returns: ret("boolean", ""),
		Meaning: "This object goes under obj's cards (<Mind Link>, 16-27). The same as ctx:move(\"self\", \"under\", { under = obj }).", Example: "ctx:place_self_under(ctx:choose_one(\"your_digimon\"))"},
	{Group: GroupCtxMethods, Name: "move_under", Params: []Param{p("cards", "Card|Card[]", "digivolution cards of another object, or cards in a zone"), p("obj", "Object", "where")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "Put cards at the bottom of obj's stack, one by one in the order given (4-3-2; <Material Save>, 16-20-5). The same as ctx:move(cards, \"under\", { under = obj }).",
		Example: "ctx:move_under(ctx:choose_card(ctx:digivolution_cards(ctx.self)), ctx:choose_one(\"your_tamers\"))"},
	{Group: GroupCtxMethods, Name: "add_to_hand", Params: []Param{opt("cards", "Card|Card[]", "this card when left out")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "\"Add this card to its owner's hand\": cards in no area (a security card being checked, an Option being used), the deck, the trash or the security stack go to their owner's hand; a card on the field does not move. The same as ctx:move(cards, \"hand\") for cards off the field.",
		Example: "-- ST3-14 Heaven's Charm: [Security] Add this card to its owner's hand.\nreturn card { security = function(ctx) ctx:add_to_hand() end }"},
	{Group: GroupCtxMethods, Name: "reveal", Params: []Param{p("n", "integer", "how many cards"),
		opt("opts", "table", "from = \"deck\" (the default) or \"security\"; owner = \"you\" (the default) or \"opponent\"")},
		Returns: ret("Card[]", "the cards revealed, top first: fewer if there are fewer"),
		Meaning: "\"Reveal the top n cards of your deck\" (15-15-3): they are in no area, seen by both players, until the effect places them (ctx:move); placing them, not revealing them, takes them out of the deck or security stack (15-15-3-3).",
		Example: "-- BT1-010: Reveal the top 5 cards of your deck. Add 1 Tamer card among them to your hand. Return the rest to the bottom of the deck.\n" +
			"local revealed = ctx:reveal(5)\nctx:move(ctx:choose_card(ctx:cards(revealed, { kind = \"Tamer\" })), \"hand\")\nctx:move(ctx:cards(\"revealed\"), \"deck_bottom\", { order = \"any\" })"},
	{Group: GroupCtxMethods, Name: "to_deck_bottom", Params: []Param{p("cards", "Card|Card[]", "cards not on the field")},
		Returns: ret("integer", "the cards placed"),
		Meaning: "\"Place them at the bottom of the deck in any order\": each goes to the bottom of its owner's deck, under the last; the controller picks which goes next. The same as ctx:move(cards, \"deck_bottom\", { order = \"any\" }) for cards off the field.",
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
		Meaning: "Trash cards that are not on the field: \"by trashing 3 cards in your hand\", \"trash the rest\". The same as ctx:move(cards, \"trash\") for cards off the field.",
		Example: "ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 3 }))"},
	{Group: GroupCtxMethods, Name: "shuffle_security", Params: []Param{opt("who", "Player", "whose security: \"you\" (default)")},
		Meaning: "\"Shuffle your security stack\" (1-3-10).",
		Example: "ctx:shuffle_security()"},
	{Group: GroupCtxMethods, Name: "flip_security", Params: []Param{p("cards", "Card|Card[]", "security cards (ctx:cards(\"security\", ...))"), p("face_up", "boolean", "true: face up; false: face down")},
		Returns: ret("integer", "the cards flipped: a card in no security stack, or already that way, does not flip"),
		Meaning: "\"Flip your opponent's top face-down security card face up\": each card turns over where it lies, in the same place of the same stack (3-7-3); a face-up card is public information (3-7-4). Logs a `flip` event.",
		Example: "-- BT20-055: ... and flip your opponent's top face-down security card face up.\n" +
			"local down = ctx:cards(\"security\", { owner = \"opponent\", face_up = false }) -- top first\nif down[1] then ctx:flip_security(down[1], true) end"},
	{Group: GroupCtxMethods, Name: "digivolution_cards_to_hand", Params: []Param{p("obj", "Object", "whose digivolution cards"), p("cards", "Card|Card[]", "")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "\"Return 1 of this Digimon's digivolution cards to your hand\": cards under obj go to their owner's hand; obj stays the same Digimon. The same as ctx:move(cards, \"hand\").",
		Example: "local lv6 = ctx:cards(ctx:digivolution_cards(ctx.self), { level = 6 })\nctx:digivolution_cards_to_hand(ctx.self, ctx:choose_card(lv6))"},
}
