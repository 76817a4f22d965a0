package scripting

import (
	lua "github.com/yuin/gopher-lua"
)

// unsuspendCost reads a static entry's unsuspend_cost ("you must trash 1 card in your
// hand to unsuspend this Digimon", core/unsuspend_cost.go): { trash_from_hand = n }. It
// returns n, 0 when the entry has none.
func (b *builder) unsuspendCost(v lua.LValue, what string) int {
	if v == lua.LNil {
		return 0
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s.unsuspend_cost must be a table { trash_from_hand = n }", what)
		return 0
	}
	n := 0
	t.ForEach(func(k, x lua.LValue) {
		num, isNum := x.(lua.LNumber)
		switch {
		case k.String() != "trash_from_hand":
			b.fail("%s.unsuspend_cost: unknown key %q (known: trash_from_hand)", what, k.String())
		case !isNum || num < 1:
			b.fail("%s.unsuspend_cost.trash_from_hand must be a number of 1 or more", what)
		default:
			n = int(num)
		}
	})
	return n
}
