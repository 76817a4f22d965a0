package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// objectMethods are the methods of a Digimon or Tamer on the field. They read derived
// values (what the object is now, with every effect applied).
func (h *Host) objectMethods() map[string]lua.LGFunction {
	game := func(L *lua.LState) *core.Game {
		if h.game == nil {
			L.RaiseError("objects can be read only while an effect runs")
		}
		return h.game
	}
	return map[string]lua.LGFunction{
		"dp": func(L *lua.LState) int {
			dp, has := game(L).DP(checkObject(L, 1))
			if !has {
				L.Push(lua.LNil)
			} else {
				L.Push(lua.LNumber(dp))
			}
			return 1
		},
		"level": func(L *lua.LState) int {
			L.Push(lua.LNumber(game(L).Level(checkObject(L, 1))))
			return 1
		},
		"name": func(L *lua.LState) int {
			L.Push(lua.LString(checkObject(L, 1).Top().Data.Name))
			return 1
		},
		"has_name": func(L *lua.LState) int {
			d := game(L).Derive(checkObject(L, 1))
			L.Push(lua.LBool(d.HasName(L.CheckString(2))))
			return 1
		},
		"has_trait": func(L *lua.LState) int {
			d := game(L).Derive(checkObject(L, 1))
			L.Push(lua.LBool(d.HasTrait(L.CheckString(2))))
			return 1
		},
		"has_keyword": func(L *lua.LState) int {
			kw, _ := ParseKeyword(L.CheckString(2))
			L.Push(lua.LBool(game(L).HasKeyword(checkObject(L, 1), kw)))
			return 1
		},
		"is_suspended": func(L *lua.LState) int {
			L.Push(lua.LBool(checkObject(L, 1).Suspended))
			return 1
		},
		"is_digimon": func(L *lua.LState) int {
			L.Push(lua.LBool(game(L).IsDigimonNow(checkObject(L, 1)))) // a Tamer treated as a Digimon too (15-12-1-6)
			return 1
		},
		"is_tamer": func(L *lua.LState) int {
			L.Push(lua.LBool(checkObject(L, 1).IsTamer()))
			return 1
		},
		"digivolution_count": func(L *lua.LState) int {
			L.Push(lua.LNumber(len(checkObject(L, 1).DigivolutionCards())))
			return 1
		},
		"top": func(L *lua.LState) int {
			L.Push(h.cardValue(checkObject(L, 1).Top()))
			return 1
		},
		"is": func(L *lua.LState) int {
			L.Push(lua.LBool(checkObject(L, 1) == checkObject(L, 2)))
			return 1
		},
		"colors": func(L *lua.LState) int {
			L.Push(colorList(L, game(L).Colors(checkObject(L, 1))))
			return 1
		},
		"has_color": func(L *lua.LState) int {
			col, err := core.ParseColor(L.CheckString(2))
			if err != nil {
				L.ArgError(2, err.Error())
			}
			L.Push(lua.LBool(game(L).Colors(checkObject(L, 1)).Has(col)))
			return 1
		},
		"traits": func(L *lua.LState) int {
			d := game(L).Derive(checkObject(L, 1))
			L.Push(luaStrings(L, d.TraitList()))
			return 1
		},
		"owner": func(L *lua.LState) int {
			game(L)
			who := "opponent"
			if checkObject(L, 1).Owner == h.controller {
				who = "you"
			}
			L.Push(lua.LString(who))
			return 1
		},
		"has_effect": func(L *lua.LState) int {
			t, ok := core.ParseTiming(L.CheckString(2))
			if !ok {
				L.ArgError(2, "a timing: \"on_play\", \"when_digivolving\", \"main\", ...")
			}
			L.Push(lua.LBool(game(L).HasEffect(checkObject(L, 1), t)))
			return 1
		},
		// 4-20-2: the text of its top card; inherited effects it gained do not count.
		"has_in_text": func(L *lua.LState) int {
			L.Push(lua.LBool(checkObject(L, 1).Top().Data.TextHas(L.CheckString(2))))
			return 1
		},
	}
}

// colorList is a Lua list of color names, in the order of 2-4.
func colorList(L *lua.LState, cs core.Colors) *lua.LTable {
	var names []string
	for _, c := range cs.List() {
		names = append(names, c.String())
	}
	return luaStrings(L, names)
}

func luaStrings(L *lua.LState, ss []string) *lua.LTable {
	t := L.CreateTable(len(ss), 0)
	for _, s := range ss {
		t.Append(lua.LString(s))
	}
	return t
}

// cardMethods are the methods of a card (its printed information, 2-3).
func (h *Host) cardMethods() map[string]lua.LGFunction {
	card := func(L *lua.LState) *core.Card {
		ud := L.CheckUserData(1)
		c, ok := ud.Value.(*core.Card)
		if !ok {
			L.ArgError(1, "a card expected")
		}
		return c
	}
	return map[string]lua.LGFunction{
		"number": func(L *lua.LState) int { L.Push(lua.LString(card(L).Data.Number)); return 1 },
		"name":   func(L *lua.LState) int { L.Push(lua.LString(card(L).Data.Name)); return 1 },
		"kind":   func(L *lua.LState) int { L.Push(lua.LString(card(L).Data.Kind.String())); return 1 },
		"level":  func(L *lua.LState) int { L.Push(lua.LNumber(card(L).Data.Level)); return 1 },
		"dp":     func(L *lua.LState) int { L.Push(lua.LNumber(card(L).Data.DP)); return 1 },
		"cost":   func(L *lua.LState) int { L.Push(lua.LNumber(card(L).Data.Cost)); return 1 },
		"colors": func(L *lua.LState) int { L.Push(colorList(L, card(L).Data.Colors)); return 1 },
		"traits": func(L *lua.LState) int { L.Push(luaStrings(L, card(L).Data.AllTraits())); return 1 },
		"has_name": func(L *lua.LState) int {
			L.Push(lua.LBool(card(L).Data.HasName(L.CheckString(2))))
			return 1
		},
		"has_in_text": func(L *lua.LState) int {
			L.Push(lua.LBool(card(L).Data.TextHas(L.CheckString(2))))
			return 1
		},
	}
}
