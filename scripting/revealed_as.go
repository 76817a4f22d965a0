package scripting

// "While this card is revealed from your deck, this card is also treated as level 6"
// (core/revealed_as.go): the `static` key revealed_as.

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// readRevealedAs reads { name = "X" | {...}, level = n | {...} }: the names and levels
// the card is also treated as having while it is revealed from the deck.
func readRevealedAs(v lua.LValue) (*core.RevealedAs, string) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Sprintf("want a table { name = ..., level = ... }, not a %s", v.Type())
	}
	var msg string
	t.ForEach(func(k, _ lua.LValue) {
		if s := lua.LVAsString(k); s != "name" && s != "level" && msg == "" {
			msg = fmt.Sprintf("unknown key %v (want name or level)", k)
		}
	})
	if msg != "" {
		return nil, msg
	}
	r := &core.RevealedAs{Names: stringsOf(t.RawGetString("name"))}
	switch l := t.RawGetString("level").(type) {
	case *lua.LNilType:
	case lua.LNumber:
		r.Levels = []int{int(l)}
	case *lua.LTable:
		for i := 1; i <= l.Len(); i++ {
			n, ok := l.RawGetInt(i).(lua.LNumber)
			if !ok {
				return nil, "level: want a number or a list of numbers"
			}
			r.Levels = append(r.Levels, int(n))
		}
	default:
		return nil, "level: want a number or a list of numbers"
	}
	if len(r.Names)+len(r.Levels) == 0 {
		return nil, "want a name or a level"
	}
	return r, ""
}
