package scripting

// Lists of cards (not objects) as Lua values: reading them, and what the moves of
// cards that are not on the field need to know of them.

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

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
