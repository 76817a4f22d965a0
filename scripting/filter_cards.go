package scripting

// Card filters: the tables ctx:cards matches cards against (their printed information),
// and the keys that say where ctx:cards looks (whose zone, how many from the top, of
// which object).

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
	"kind":            `the card kind: "Digimon", "Tamer", "Option" or "Digi-Egg" (2-2)`,
	"color":           `has this color ("Red", ...) (2-4)`,
	"name":            "has exactly this name (2-3-1), or one of a list of names",
	"name_has":        "the name contains this (2-3-1-3), or one of a list: \"with [Garurumon], [Omnimon], or [Greymon] in its name\"",
	"trait":           "has this trait (2-3-2)",
	"trait_has":       "one of its traits contains this (2-3-2-4), or one of a list: \"with [Angel], [Archangel], or [Fallen Angel] in its traits\" (\"with the [X] trait\" is trait)",
	"level":           "level = n",
	"level_at_most":   "level <= n (cards without a level never match)",
	"level_at_least":  "level >= n",
	"dp_at_most":      "printed DP <= n (cards without DP never match)",
	"dp_at_least":     "printed DP >= n",
	"cost_at_most":    "play or use cost <= n: the printed one, in the hand as the card's own effects change it (Q5516); cards without a cost never match",
	"cost_at_least":   "play or use cost >= n, read as for cost_at_most",
	"face_down":       "true: a face-down card (4-5-9: it has no other information); false: a face-up one",
	"not_name":        "its name is not exactly this (\"other than [X]\")",
	"has_inherited":   "true: it prints an inherited effect (2-3-4); false: it prints none",
	"has_digixros":    "true: it prints a DigiXros requirement (2-3-8); false: it prints none",
	"has_dna":         "true: it prints a DNA digivolution requirement (2-3-7): \"a Digimon card in your hand\" an effect DNA digivolves into (Q713); false: it prints none",
	"colors_at_least": "has n or more colors (2-4-3): \"multicolor\"",
	"colors_at_most":  "has n or fewer colors: \"single-color\"",
	"except":          "a card filter it must not match: \"non-[X]\", \"non-Digi-Egg\", \"non-red\"",
	"zone":            `where the card is now: "revealed" (in no area), "hand", "trash", "deck", ...`,
	"face_up":         "true: a face-up security card (3-7-4); false: any other card",
	"text_has":        "has this in its text: name, traits, effects, requirements (4-20, Q4281)",
	"has_effect":      `prints an effect of its own with this timing icon, "On Deletion": "with an [On Deletion] effect" (not an inherited one)`,
	"keyword":         "prints this keyword as an effect of its own (16-1): an effect of its text starts with it, whatever its timing or what follows (\"a Digimon card with <Blitz>\", \"with <Digi-Burst>\", Q1247); a text only naming or giving it does not count",
	// Where ctx:cards looks (cardQuery), not what the cards are.
	"owner": `whose zone: "you" (the default), "opponent" or "any" (both, yours first)`,
	"top":   "only the top n cards of each ordered zone looked at (deck, security, digivolution cards), before the other keys",
	"of":    `the object whose "digivolution" or "link" cards are looked at (default: every Digimon of owner in the battle area)`,
}

// whereKeys are the keys of a card filter that say where ctx:cards looks.
var whereKeys = map[string]bool{"owner": true, "top": true, "of": true}

// cardQuery is a card filter read for ctx:cards: where to look and what to keep.
type cardQuery struct {
	owner string // "you", "opponent" or "any"
	// ownerGiven: owner was written; a list of cards is filtered by owner only then.
	ownerGiven bool
	top        int               // 0: every card
	of         *core.FieldObject // for "digivolution" and "link"; nil: every object of owner
	keep       func(*core.Card) bool
}

// readCardQuery reads a card filter with its where-keys.
func readCardQuery(v lua.LValue) (cardQuery, error) {
	q := cardQuery{owner: "you"}
	if t, ok := v.(*lua.LTable); ok {
		switch o := t.RawGetString("owner"); o {
		case lua.LNil:
		case lua.LString("you"), lua.LString("opponent"), lua.LString("any"):
			q.owner, q.ownerGiven = string(o.(lua.LString)), true
		default:
			return q, fmt.Errorf(`owner: want "you", "opponent" or "any", not %v`, o)
		}
		if n, ok := t.RawGetString("top").(lua.LNumber); ok {
			q.top = max(int(n), 0)
			if q.top == 0 {
				return q, errors.New("top: want 1 or more")
			}
		}
		if ud, ok := t.RawGetString("of").(*lua.LUserData); ok {
			o, ok := ud.Value.(*core.FieldObject)
			if !ok {
				return q, errors.New("of: want a Digimon or Tamer")
			}
			q.of = o
		}
	}
	keep, err := compileCardFilter(v)
	q.keep = keep
	return q, err
}

// players are the players whose zones the query looks at, from controller p's side:
// p first.
func (q cardQuery) players(p core.PlayerID) []core.PlayerID {
	switch q.owner {
	case "opponent":
		return []core.PlayerID{p.Opponent()}
	case "any":
		return []core.PlayerID{p, p.Opponent()}
	}
	return []core.PlayerID{p}
}

// compileCardFilter reads a card filter: a table whose every key must match a card's
// printed information (a face-down card has none, 4-5-9: only zone can match it), or
// what it is also treated as while revealed from the deck (core.Card.AlsoTreatedAs). A
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
	// costs are read from the card as it is now, on its own side (core.Card.CostNow);
	// a DUAL card's other side as printed
	var costs []func(c *core.Card, d *core.CardData) bool
	costOf := func(c *core.Card, d *core.CardData) int {
		if d == c.Data {
			return c.CostNow()
		}
		return d.Cost
	}
	for _, k := range sortedKeys(t) {
		if whereKeys[k] {
			continue // where to look (cardQuery), not what the card is
		}
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
			names := nameList(x)
			info(func(d *core.CardData) bool { return slices.ContainsFunc(names, d.HasName) }) // its [Rule] names too (2-3-5)
		case "name_has":
			parts := nameList(x)
			info(func(d *core.CardData) bool { return slices.ContainsFunc(parts, d.NameHas) })
		case "trait":
			info(func(d *core.CardData) bool { return d.HasTraitOrRule(str) })
		case "trait_has": // "with [X] in its traits": a trait that contains X (2-3-2-4)
			parts := nameList(x)
			info(func(d *core.CardData) bool { return slices.ContainsFunc(parts, d.TraitHas) })
		case "text_has":
			info(func(d *core.CardData) bool { return d.TextHas(str) })
		case "has_effect": // "a card with an [On Deletion] effect": its own, not inherited (Q1349)
			icon := "[" + str + "]"
			info(func(d *core.CardData) bool { return d.HasEffectTiming(icon) })
		case "level":
			info(func(d *core.CardData) bool { return d.Level != 0 && d.Level == n })
		case "level_at_most":
			info(func(d *core.CardData) bool { return d.Level != 0 && d.Level <= n })
		case "level_at_least":
			info(func(d *core.CardData) bool { return d.Level != 0 && d.Level >= n })
		case "dp_at_most": // the printed DP of a card (2-5): "an 11000 DP or lower Digimon card"
			info(func(d *core.CardData) bool { return d.HasDP && d.DP <= n })
		case "dp_at_least":
			info(func(d *core.CardData) bool { return d.HasDP && d.DP >= n })
		case "cost_at_most": // the play or use cost (2-6, 2-7): "with a play cost of 5 or less"
			costs = append(costs, func(c *core.Card, d *core.CardData) bool { return d.HasCost && costOf(c, d) <= n })
		case "cost_at_least":
			costs = append(costs, func(c *core.Card, d *core.CardData) bool { return d.HasCost && costOf(c, d) >= n })
		case "face_down":
			want := lua.LVAsBool(x)
			tests = append(tests, func(c *core.Card) bool { return c.FaceDown == want })
		case "keyword":
			kw := core.Keyword(str)
			if k, ok := core.LookupKeyword(str); ok {
				kw = k.Name
			}
			info(func(d *core.CardData) bool { return d.PrintsKeyword(kw) })
		case "not_name":
			info(func(d *core.CardData) bool { return !d.HasName(str) })
		case "has_inherited":
			want := lua.LVAsBool(x)
			info(func(d *core.CardData) bool { return (d.Inherited != "") == want })
		case "has_digixros": // "with DigiXros requirements" (2-3-8)
			want := lua.LVAsBool(x)
			info(func(d *core.CardData) bool { return (d.DigiXros != nil) == want })
		case "has_dna": // "DNA digivolve ... into a Digimon card in your hand": only one with [DNA Digivolve] (8-2-1, Q713)
			want := lua.LVAsBool(x)
			info(func(d *core.CardData) bool { return (len(d.DNA) > 0) == want })
		case "colors_at_least": // 2-4-3: a multicolor card has every one of its colors
			info(func(d *core.CardData) bool { return len(d.Colors.List()) >= n })
		case "colors_at_most":
			info(func(d *core.CardData) bool { return len(d.Colors.List()) <= n })
		case "except":
			t, ok := x.(*lua.LTable)
			if !ok {
				err = errors.Join(err, fmt.Errorf("except: want a card filter table, not %s", x.Type()))
				break
			}
			if w := whereKeysOf(t); w != "" {
				err = errors.Join(err, fmt.Errorf("except: %s says where to look, which the outer filter says", w))
				break
			}
			inner, e := compileCardFilter(t)
			err = errors.Join(err, e)
			tests = append(tests, func(c *core.Card) bool { return !inner(c) })
		case "face_up":
			want := lua.LVAsBool(x)
			tests = append(tests, func(c *core.Card) bool { return c.FaceUp == want })
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
	if len(infos) > 0 || len(costs) > 0 {
		holds := func(c *core.Card, d *core.CardData) bool {
			for _, t := range costs {
				if !t(c, d) {
					return false
				}
			}
			return allHold(infos, d)
		}
		tests = append(tests, func(c *core.Card) bool {
			if c.FaceDown {
				return false
			}
			if holds(c, c.Data) || (c.Data.IsDual() && holds(c, c.Data.OptionSide())) {
				return true
			}
			// also treated as, while revealed from the deck (core/revealed_as.go; Q2827)
			for _, d := range c.AlsoTreatedAs() {
				if holds(c, d) {
					return true
				}
			}
			return false
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

// nameList reads a name filter's value: a name, or a list of names.
func nameList(v lua.LValue) []string {
	t, ok := v.(*lua.LTable)
	if !ok {
		return []string{lua.LVAsString(v)}
	}
	var out []string
	for i := 1; i <= t.Len(); i++ {
		out = append(out, lua.LVAsString(t.RawGetInt(i)))
	}
	return out
}

// whereKeysOf names the first where-key a card filter table has, "" for none.
func whereKeysOf(t *lua.LTable) string {
	for _, k := range slices.Sorted(maps.Keys(whereKeys)) {
		if t.RawGetString(k) != lua.LNil {
			return k
		}
	}
	return ""
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
