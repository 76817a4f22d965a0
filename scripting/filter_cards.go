package scripting

// Card filters: the tables ctx:cards matches cards against (their printed information).

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

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
// printed information (a face-down card has none, 4-5-9: only zone can match it). A
// DUAL card matches as either of its sides, each side's information together: its
// Digimon side (the card's own) or its Option side (core/dual.go), so that "an Option
// card" and "[Fly Bullet]" find it, and "a Digimon card" finds it too.
func compileCardFilter(v lua.LValue) (func(*core.Card) bool, error) {
	t, ok := v.(*lua.LTable)
	if v == lua.LNil {
		return func(*core.Card) bool { return true }, nil
	}
	if !ok {
		return nil, fmt.Errorf("a card filter must be a table, not a %s", v.Type())
	}
	var tests []func(*core.Card) bool
	var infos []func(d *core.CardData) bool
	var err error
	info := func(f func(d *core.CardData) bool) { infos = append(infos, f) }
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
	if len(infos) > 0 {
		tests = append(tests, func(c *core.Card) bool {
			if c.FaceDown {
				return false
			}
			return allHold(infos, c.Data) || (c.Data.IsDual() && allHold(infos, c.Data.OptionSide()))
		})
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

// allHold reports whether every test holds for the card information d.
func allHold(tests []func(d *core.CardData) bool, d *core.CardData) bool {
	for _, t := range tests {
		if !t(d) {
			return false
		}
	}
	return true
}
