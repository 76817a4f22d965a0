package scripting

import (
	lua "github.com/yuin/gopher-lua"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// The ctx methods keyword effects are made of (chapter 16); card scripts use them too.
func (h *Host) keywordMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:recovery(n) — <Recovery +n (Deck)> (16-5).
		"recovery": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			var got int
			h.engine(func() { got = c.Game.Recover(c.Player, n) })
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:de_digivolve(obj, n) — <De-Digivolve n> on obj (16-11).
		"de_digivolve": func(L *lua.LState) int {
			c := h.checkCtx(L)
			objs, _ := h.targets(L, c, 2)
			n := L.CheckInt(3)
			got := 0
			for _, o := range objs {
				h.engine(func() { got += c.Game.DeDigivolve(c.Player, o, n) })
			}
			L.Push(lua.LNumber(got))
			return 1
		},
		// ctx:pierce() — <Piercing>: check security before the end of this attack (16-6).
		"pierce": func(L *lua.LState) int {
			c := h.checkCtx(L)
			c.Game.Pierce()
			return 0
		},
		// ctx:change_target(obj) — the attack now targets obj (nil: the player) (11-2-7-2).
		"change_target": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var t *core.FieldObject
			if L.Get(2) != lua.LNil {
				t = checkObject(L, 2)
			}
			var ok bool
			h.engine(func() { ok = c.Game.ChangeAttackTarget(t) })
			L.Push(lua.LBool(ok))
			return 1
		},
		// ctx:attack(obj [, opts]) — obj attacks by this effect (<Blitz>, <Vortex>, ...).
		"attack": func(L *lua.LState) int {
			c := h.checkCtx(L)
			o := checkObject(L, 2)
			opt := core.AttackOptions{}
			if t, ok := L.Get(3).(*lua.LTable); ok {
				opt.NoPlayer = lua.LVAsBool(t.RawGetString("no_player"))
				opt.PlayerOnly = lua.LVAsBool(t.RawGetString("player_only"))
				opt.Unsuspended = lua.LVAsBool(t.RawGetString("unsuspended"))
				opt.NoSuspend = lua.LVAsBool(t.RawGetString("no_suspend"))
				opt.IgnorePlayedThisTurn = lua.LVAsBool(t.RawGetString("this_turn"))
				opt.Optional = lua.LVAsBool(t.RawGetString("optional"))
			}
			var ok bool
			h.engine(func() { ok = c.Game.AttackBy(o, opt) })
			L.Push(lua.LBool(ok))
			return 1
		},
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
			h.engine(func() { got = c.Game.TrashDigivolutionCards(o, pick...) })
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
		// ctx:run_keyword("Draw 1" [, ...]) — run a keyword's action (its script's run) in
		// this effect; further arguments go to run after ctx, and run's result comes back
		// (ctx:run_keyword("De-Digivolve 1", obj); if ctx:run_keyword("Digi-Burst 2") then).
		"run_keyword": func(L *lua.LState) int {
			c := h.checkCtx(L)
			u := core.ParseKeywordUse(strings.Trim(L.CheckString(2), "<>＜＞ "))
			if !u.Known {
				L.ArgError(2, "unknown keyword <"+string(u.Name)+">")
			}
			r := h.keywordRunOf(u.Name)
			if r.err != nil {
				L.RaiseError("%v", r.err)
			}
			var args []lua.LValue
			for i := 3; i <= L.GetTop(); i++ {
				args = append(args, L.Get(i))
			}
			sub := *c
			sub.Keyword = core.KeywordTag{Name: u.Name, N: u.N, Param: u.Param}
			// The keyword's terms: done only when it can be (15-6), asked if optional (15-9-2).
			if !h.keywordCondition(c, r, sub.Keyword) {
				L.Push(lua.LNil)
				return 1
			}
			if r.optional {
				var yes bool
				h.engine(func() { yes = c.YesNo(c.Player, "use "+u.Raw+"?") })
				if !yes {
					L.Push(lua.LNil)
					return 1
				}
			}
			h.call(&sub, r.fn, r.file, "resolving <"+string(u.Name)+">", 1, args...)
			ret := h.L.Get(-1)
			h.L.Pop(1)
			L.Push(ret)
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
		// ctx:choose_card(cards, {count, up_to, text}) — pick cards from a list.
		"choose_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			list := L.CheckTable(2)
			var cands []*core.Card
			for i := 1; i <= list.Len(); i++ {
				if ud, ok := list.RawGetInt(i).(*lua.LUserData); ok {
					if card, ok := ud.Value.(*core.Card); ok {
						cands = append(cands, card)
					}
				}
			}
			count, upTo, text := 1, false, "choose a card"
			if t, ok := L.Get(3).(*lua.LTable); ok {
				if v, ok := t.RawGetString("count").(lua.LNumber); ok {
					count = int(v)
				}
				upTo = lua.LVAsBool(t.RawGetString("up_to"))
				if s := lua.LVAsString(t.RawGetString("text")); s != "" {
					text = s
				}
			}
			min := count
			if upTo {
				min = 0
			}
			var got []*core.Card
			h.engine(func() { got = c.ChooseCards(c.Player, cands, min, count, text) })
			out := L.CreateTable(len(got), 0)
			for _, card := range got {
				out.Append(h.cardValue(card))
			}
			L.Push(out)
			return 1
		},
	}
}

func checkCard(L *lua.LState, n int) *core.Card {
	ud := L.CheckUserData(n)
	c, ok := ud.Value.(*core.Card)
	if !ok {
		L.ArgError(n, "a card expected")
	}
	return c
}

// ctxMethods are all the methods of ctx.
func (h *Host) ctxMethods() map[string]lua.LGFunction {
	m := h.ctxBaseMethods()
	for _, more := range []map[string]lua.LGFunction{h.keywordMethods(), h.kwMethods1(), h.kwMethods2(), h.kwMethods3(), h.kwMethods4(), h.cardMethodsST(), h.cardMethodsBT1A(), h.cardMethodsBT1b(), h.cardMethodsIssue6()} {
		for k, v := range more {
			m[k] = v
		}
	}
	return m
}
