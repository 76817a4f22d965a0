package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Playing, digivolving, hatching, DNA, DigiXros and link by effects (7-10).

// playsMethods are the ctx methods of this concept; playsAPI documents them.
func (h *Host) playsMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:play_self{free = true} — play this card (from a security check, the hand...).
		"play_self": func(L *lua.LState) int {
			c := h.checkCtx(L)
			free := false
			if t, ok := L.Get(2).(*lua.LTable); ok {
				free = lua.LVAsBool(t.RawGetString("free"))
			}
			var o *core.FieldObject
			h.engine(func() { o = c.Game.PlayCard(c.Player, c.Card, free) })
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
		// ctx:play_card(card [, {free = true}]) — play a card from where it is.
		"play_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := checkCard(L, 2)
			free := false
			if t, ok := L.Get(3).(*lua.LTable); ok {
				free = lua.LVAsBool(t.RawGetString("free"))
			}
			var o *core.FieldObject
			h.engine(func() { o = c.Game.PlayCard(c.Player, card, free) })
			L.Push(h.objectValue(o))
			return 1
		},
		// ctx:digivolve(obj, card [, {free = true, cost = n}]) — obj digivolves into card.
		"digivolve": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			card := checkCard(L, 3)
			cost := 0
			if t, ok := L.Get(4).(*lua.LTable); ok {
				if v, ok := t.RawGetString("cost").(lua.LNumber); ok {
					cost = int(v)
				}
			}
			var ok bool
			h.engine(func() { ok = c.Game.DigivolveInto(o, card, cost) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:place_in_battle_area() — "place this card in the battle area": an Option
		// during its effect stays there as an object (17-1-3-3), for its <Delay>.
		"place_in_battle_area": func(L *lua.LState) int {
			c := h.checkCtx(L)
			card := c.Card
			var o *core.FieldObject
			if z := card.Zone; !z.OnField() && z != core.ZoneRemoved && !card.Token {
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
		// ctx:digixros_count(obj) — how many cards DigiXros or Assembly placed under obj
		// when it was played (7-2-2-9, 7-2-2-10, 7-3-2-7); 0: it was not done.
		"digixros_count": func(L *lua.LState) int {
			h.checkCtx(L)
			L.Push(lua.LNumber(checkObject(L, 2).Materials))
			return 1
		},
	}
}

var playsAPI = []Doc{
	{Group: GroupEntry, Name: "use_cost", Type: "integer|fun(ctx: Ctx): integer",
		Meaning: "`static` entries of an Option card (or a DUAL card's `dual` side): what they add to the card's own use cost (2-7), always in force while `condition` holds — the main phase offers the use at that cost and the use pays it (Q7006). Negative lowers it, never below 0 (1-3-9).",
		Example: "-- BT26-097: Add 1 to this card's use cost for each of your security cards.\n" +
			"return card { static = { { use_cost = function(ctx) return ctx:security_count() end } } }"},
	{Group: GroupEntry, Name: "may_digivolve", Type: "{ into: table|\"self\", cost: integer, from: \"hand\"? }",
		Meaning: "`static` entries: the targets may digivolve into cards matching `into` (a card filter, or \"self\": this card) ignoring their digivolution requirements (8-1-2-2), for a digivolution cost of `cost` (0: without paying it) — in the main phase and by Arts Digivolve; `from = \"hand\"`: only into a card in the hand (not a used DUAL card, Q6944).",
		Example: "-- BT21-010 Gammamon: [Your Turn] While you have 2 or fewer security cards, this Digimon may digivolve into [Siriusmon] in the hand for a digivolution cost of 4, ignoring digivolution requirements.\n" +
			"return card { static = { { turn = \"your\", may_digivolve = { into = { name = \"Siriusmon\" }, from = \"hand\", cost = 4 },\n  condition = function(ctx) return ctx:security_count() <= 2 end } } }"},
	{Group: GroupEntry, Name: "ignore_color_requirement", Type: "boolean",
		Meaning: "`static` entries of an Option card: \"you may ignore this card's color requirements\" (4-19) while `condition` holds — the card may be used from the hand without a Digimon or Tamer of its colors (<Use Req. (X)>). It works from the hand (`area` defaults to \"hand\").",
		Example: "-- BT10-102: While you have a Tamer in play, you may use this card without meeting its color requirements.\n" +
			"return card { static = { { ignore_color_requirement = true,\n  condition = function(ctx) return ctx:count(\"your_tamers\") > 0 end } } }"},
	{Group: GroupCtxMethods, Name: "play_self", Params: []Param{opt("opts", "PlayOptions", "{ free = true }: without paying the cost")},
		Returns: ret("Object?", "the new object, or nil if it could not be played"),
		Meaning: "Play this card from wherever it is (a security check, the hand, the trash).", Example: "ctx:play_self { free = true }"},
	{Group: GroupCtxMethods, Name: "activate_main", Params: []Param{opt("opts", "table", "side = \"option\": the [Main] effect on a DUAL card's Option side (its `dual` table)")},
		Meaning: "\"Activate this card's [Main] effect\" (15-15-9); { side = \"option\" }: \"Activate 1 [Main] effect on this card's Option side\" (BT25-104).",
		Example: "return card {\n  main = function(ctx) ctx:draw(2) end,\n  security = function(ctx) ctx:activate_main() end,\n}"},
	{Group: GroupCtxMethods, Name: "play_card", Params: []Param{p("card", "Card", "from wherever it is"), opt("opts", "PlayOptions", "")}, Returns: ret("Object?", "the new object"),
		Meaning: "Play a card (7-1); free = true plays it without paying the cost.", Example: "ctx:play_card(ctx.card, { free = true })"},
	{Group: GroupCtxMethods, Name: "digivolve", Params: []Param{p("obj", "Object", "what digivolves"), p("card", "Card", "into this card"), opt("opts", "table", "cost = n (default 0)")},
		Returns: ret("boolean", "whether it digivolved"), Meaning: "obj digivolves into card by this effect (8-1; <Blast Digivolve>, 16-25).",
		Example: "ctx:digivolve(ctx:choose_one(\"your_digimon\"), ctx.card)"},
	{Group: GroupCtxMethods, Name: "place_in_battle_area", Returns: ret("Object?", "the new object, or nil if the card could not be placed"),
		Meaning: "\"Place this card in the battle area\": this card (an Option while its effect resolves, or from a zone) becomes an object in your battle area, where it stays (17-1-3-3) — for <Delay> (16-16).",
		Example: "ctx:place_in_battle_area()"},
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
	{Group: GroupCtxMethods, Name: "dna_digivolve", Params: []Param{p("into", "Card", "the card to DNA digivolve into"), p("sources", "(Object|Card)[]", "the Digimon and hand cards, the one on top first")},
		Returns: ret("boolean", "whether it DNA digivolved"),
		Meaning: "DNA digivolve (8-2) the sources into a card, paying ctx:dna_cost: one new Digimon, unsuspended, that may attack this turn; the sources' link cards are trashed; its owner draws 1.",
		Example: "ctx:dna_digivolve(ctx.card, { ctx:choose_one(\"your_digimon\"), ctx:hand()[1] })"},
	{Group: GroupCtxMethods, Name: "link_card", Params: []Param{p("card", "Card|Object", "a card off the field, or a Digimon in your battle area (its top card links)"), p("to", "Object", "the Digimon it links to"), opt("opts", "table", "cost = n (default 0)")},
		Returns: ret("boolean", "whether it linked"),
		Meaning: "Link by an effect (10-1-3): the card goes in sideways as `to`'s link card, paying cost; past the limit, old link cards are trashed (4-7-5). From the battle area, the object leaves it and the cards under it are trashed. It never links to a token (4-18-4).",
		Example: "ctx:link_card(ctx.card, ctx:choose_one(\"your_digimon\"))"},
	{Group: GroupCtxMethods, Name: "dna_digivolving", Returns: ret("boolean", ""),
		Meaning: "In an effect a digivolution triggered ([When Digivolving]): whether the Digimon DNA digivolved (8-2) — \"if DNA digivolving\".",
		Example: "return card { when_digivolving = function(ctx)\n  if ctx:dna_digivolving() then ctx:draw(1) end\nend }"},
	{Group: GroupCtxMethods, Name: "digixros_count", Params: []Param{p("obj", "Object", "")}, Returns: ret("integer", "0: neither was done"),
		Meaning: "How many cards DigiXros or Assembly placed under obj when it was played (7-2-2-9, 7-2-2-10, 7-3-2-7): \"if DigiXrosed\", \"if DigiXrosed with 2 cards\".",
		Example: "return card { on_play = function(ctx)\n  if ctx:digixros_count(ctx.self) >= 2 then ctx:draw(1) end\nend }"},
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
