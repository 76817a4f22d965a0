package scripting

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// What the cards BT1-001 to BT1-057 needed beyond the core, keyword and starter-deck
// API: revealing the top of the deck and placing cards at its bottom in any order
// (BT1-010 Agumon, BT1-048 Patamon), the trash's cards (BT1-011 Agumon Expert, BT1-056
// Petermon), trashing cards from the hand (BT1-039 Cerberusmon), what happened this
// turn (BT1-007 Tanemon), and persistent prohibitions — the `cannot` key of `static`
// entries (BT1-034 Ikkakumon, BT1-025 WarGreymon).

// staticCannot are the prohibitions a `static` entry's `cannot` names besides those of
// ctx:cannot (cannotFlags).
var staticCannot = map[string]func(d *core.Derived){
	// "doesn't activate [Security] effects on Option cards it checks" (BT1-025)
	"activate_option_security": func(d *core.Derived) { d.NoOptionSecurity = true },
}

// cannotFlag is the prohibition a `cannot` name stands for, or nil.
func cannotFlag(name string) func(d *core.Derived) {
	if f := staticCannot[name]; f != nil {
		return f
	}
	return cannotFlags[name]
}

func staticCannotNames() string {
	var out []string
	for k := range cannotFlags {
		out = append(out, `"`+k+`"`)
	}
	for k := range staticCannot {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// cannot reads a `static` entry's `cannot`: a prohibition or a list of them, which
// the entry's targets have while it applies (15-1-3: it wins over any permission).
// nil when the entry has none.
func (b *builder) cannot(v lua.LValue, what string) func(d *core.Derived) {
	var sets []func(d *core.Derived)
	add := func(x lua.LValue) {
		s, _ := x.(lua.LString)
		f := cannotFlag(string(s))
		if f == nil {
			b.fail("%s: cannot = %v; want %s, or a list of them", what, x, staticCannotNames())
			return
		}
		sets = append(sets, f)
	}
	switch x := v.(type) {
	case *lua.LNilType:
		return nil
	case *lua.LTable:
		for i := 1; i <= x.Len(); i++ {
			add(x.RawGetInt(i))
		}
	default:
		add(x)
	}
	return func(d *core.Derived) {
		for _, set := range sets {
			set(d)
		}
	}
}

// turnEvents are the names ctx:this_turn counts, with their events.
var turnEvents = map[string]core.EventKind{
	"digivolve": core.EvDigivolve,
	"play":      core.EvPlay,
	"use":       core.EvUse,
	"attack":    core.EvAttack,
	"hatch":     core.EvHatch,
}

// cardMethodsBT1A are the ctx methods of cardAPIBT1A.
func (h *Host) cardMethodsBT1A() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
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
		// ctx:this_turn(what [, who]) — how many times a player did what this turn.
		"this_turn": func(L *lua.LState) int {
			c := h.checkCtx(L)
			what := L.CheckString(2)
			k, ok := turnEvents[what]
			if !ok {
				L.ArgError(2, fmt.Sprintf("want one of %s, not %q", turnEventNames(), what))
			}
			L.Push(lua.LNumber(c.Game.ThisTurn(player(L, c, 3), k)))
			return 1
		},
	}
}

func turnEventNames() string {
	var out []string
	for k := range turnEvents {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

func (h *Host) cardList(L *lua.LState, cards []*core.Card) *lua.LTable {
	t := L.CreateTable(len(cards), 0)
	for _, card := range cards {
		t.Append(h.cardValue(card))
	}
	return t
}

// notOnField keeps the cards that are not on the field (a card in a stack moves with
// its object, never alone by these methods).
func notOnField(cards []*core.Card) []*core.Card {
	var out []*core.Card
	for _, c := range cards {
		if !c.Zone.OnField() && c.Zone != core.ZoneRemoved {
			out = append(out, c)
		}
	}
	return out
}

// allCopies reports whether the cards are all copies of one card: their order does
// not matter.
func allCopies(cards []*core.Card) bool {
	for _, c := range cards[1:] {
		if c.Data != cards[0].Data {
			return false
		}
	}
	return true
}

func without(cards []*core.Card, c *core.Card) []*core.Card {
	out := make([]*core.Card, 0, len(cards))
	for _, x := range cards {
		if x != c {
			out = append(out, x)
		}
	}
	return out
}

// cardAPIBT1A documents cardMethodsBT1A and the `cannot` entry key (see apidoc.go).
var cardAPIBT1A = []Doc{
	{Group: GroupEntry, Name: "cannot", Type: "string|string[]",
		Meaning: "`static` entries: what the targets can't do while the entry applies (15-1-3: a prohibition wins over a permission): the names of ctx:cannot, and \"activate_option_security\" — the [Security] effects of Option cards it checks do not activate.",
		Example: "-- BT1-034 Ikkakumon (inherited): [Your Turn] This Digimon can't be blocked by your opponent's Digimon with no digivolution cards.\n" +
			"return card { inherited = { static = { {\n  turn = \"your\", cannot = \"block\",\n" +
			"  target = { owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false },\n" +
			"  condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.attacker ~= nil and a.attacker:is(ctx.self) end,\n} } } }"},
	{Group: GroupCtxMethods, Name: "reveal", Params: []Param{p("n", "integer", "how many cards")},
		Returns: ret("Card[]", "the cards revealed, top first: fewer if the deck has fewer"),
		Meaning: "\"Reveal n cards from the top of your deck\": they leave the deck, in no area and seen by both players, until the effect puts them somewhere (ctx:add_to_hand, ctx:to_deck_bottom, ctx:trash_cards, ...).",
		Example: "local cards = ctx:reveal(5)"},
	{Group: GroupCtxMethods, Name: "to_deck_bottom", Params: []Param{p("cards", "Card|Card[]", "cards not on the field")},
		Returns: ret("integer", "the cards placed"),
		Meaning: "\"Place them at the bottom of the deck in any order\": each goes to the bottom of its owner's deck, under the last; the controller picks which goes next.",
		Example: "ctx:to_deck_bottom(ctx:reveal(3))"},
	{Group: GroupCtxMethods, Name: "trash_cards", Params: []Param{p("cards", "Card|Card[]", "cards not on the field: in the hand, revealed, ...")},
		Returns: ret("integer", "the cards trashed"),
		Meaning: "Trash cards that are not on the field: \"by trashing 3 cards in your hand\", \"trash the rest\".",
		Example: "ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 3 }))"},
	{Group: GroupCtxMethods, Name: "cards", Params: []Param{
		p("from", "Card[]|string|string[]", "a list of cards, or your \"hand\" and/or \"trash\" (the most recent first)"),
		opt("filter", "table", "a card filter, every key must match: kind, color, name, name_has, trait, level, level_at_most, level_at_least, zone (\"revealed\", \"hand\", \"trash\", ...); left out: any card")},
		Returns: ret("Card[]", "the cards that match, in order"),
		Meaning: "Cards (not objects) that match a card filter: among revealed cards, digivolution cards, your hand or your trash (\"recycle bin\" on older cards).",
		Example: "-- BT1-011: Return 1 Digimon card with [Agumon] in its name from your recycle bin to your hand.\n" +
			"ctx:add_to_hand(ctx:choose_card(ctx:cards(\"trash\", { kind = \"Digimon\", name_has = \"Agumon\" })))"},
	{Group: GroupCtxMethods, Name: "this_turn", Params: []Param{
		p("what", "string", "\"digivolve\", \"play\", \"use\", \"attack\" or \"hatch\""),
		opt("who", "Player", "\"you\" (default) or \"opponent\"")},
		Returns: ret("integer", "how many times this turn"),
		Meaning: "What a player did this turn: \"if you've digivolved this turn\" is ctx:this_turn(\"digivolve\") > 0.",
		Example: "if ctx:this_turn(\"digivolve\") > 0 then ctx:dp_plus(\"self\", 1000, \"turn\") end"},
}

// cardFilterKeys are the keys of a card filter (ctx:cards), with what they mean.
var cardFilterKeys = map[string]string{
	"kind":           `the card kind: "Digimon", "Tamer", "Option" or "Digi-Egg" (2-2)`,
	"color":          `has this color ("Red", ...) (2-4)`,
	"name":           "has exactly this name (2-3-1)",
	"name_has":       "the name contains this (2-3-1-3)",
	"trait":          "has this trait (2-3-2)",
	"level":          "level = n",
	"level_at_most":  "level <= n (cards without a level never match)",
	"level_at_least": "level >= n",
	"zone":           `where the card is now: "revealed" (in no area), "hand", "trash", "deck", ...`,
}

// compileCardFilter reads a card filter: a table whose every key must match a card's
// printed information (a face-down card has none, 4-5-9: only zone can match it).
func compileCardFilter(v lua.LValue) (func(*core.Card) bool, error) {
	t, ok := v.(*lua.LTable)
	if v == lua.LNil {
		return func(*core.Card) bool { return true }, nil
	}
	if !ok {
		return nil, fmt.Errorf("a card filter must be a table, not a %s", v.Type())
	}
	var tests []func(*core.Card) bool
	var err error
	info := func(f func(d *core.CardData) bool) {
		tests = append(tests, func(c *core.Card) bool { return !c.FaceDown && f(c.Data) })
	}
	for _, k := range sortedKeys(t) {
		x := t.RawGetString(k)
		str, n := lua.LVAsString(x), int(lua.LVAsNumber(x))
		switch k {
		case "kind":
			kind, e := core.ParseKind(str)
			err = errors.Join(err, e)
			info(func(d *core.CardData) bool { return d.Kind == kind })
		case "color":
			col, e := core.ParseColor(str)
			err = errors.Join(err, e)
			info(func(d *core.CardData) bool { return d.Colors.Has(col) })
		case "name":
			info(func(d *core.CardData) bool { return d.Name == str })
		case "name_has":
			info(func(d *core.CardData) bool { return strings.Contains(d.Name, str) })
		case "trait":
			info(func(d *core.CardData) bool { return slices.Contains(d.Traits(), str) })
		case "level":
			info(func(d *core.CardData) bool { return d.Level != 0 && d.Level == n })
		case "level_at_most":
			info(func(d *core.CardData) bool { return d.Level != 0 && d.Level <= n })
		case "level_at_least":
			info(func(d *core.CardData) bool { return d.Level != 0 && d.Level >= n })
		case "zone":
			want := str
			if want == "revealed" {
				want = core.ZoneNone.String()
			}
			var z core.Zone
			err = errors.Join(err, z.UnmarshalText([]byte(want)))
			tests = append(tests, func(c *core.Card) bool { return c.Zone == z })
		default:
			keys := slices.Sorted(maps.Keys(cardFilterKeys))
			err = errors.Join(err, fmt.Errorf("unknown card filter key %q (want %s)", k, strings.Join(keys, ", ")))
		}
	}
	if err != nil {
		return nil, err
	}
	return func(c *core.Card) bool {
		for _, test := range tests {
			if !test(c) {
				return false
			}
		}
		return true
	}, nil
}
