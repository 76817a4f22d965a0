package scripting

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// A filter is data, not code (STYLE.md): { owner = "opponent", dp_at_most = 4000 }.
// Every key must match. Owners are seen from the effect's controller. A filter sees
// the battle area only unless it names the breeding area (in_breeding = true): the
// breeding area is outside every effect that does not name it (3-4-5-3 to 3-4-5-8).
type filter func(c *core.Ctx, o *core.FieldObject) bool

// filterKeys documents the keys a filter table may have.
var filterKeys = map[string]string{
	"owner":                       `"you" or "opponent"`,
	"kind":                        `"Digimon" or "Tamer"`,
	"dp_at_most":                  "DP ≤ n",
	"dp_at_least":                 "DP ≥ n",
	"level":                       "level = n",
	"level_at_most":               "level ≤ n",
	"level_at_least":              "level ≥ n",
	"name":                        `the name is exactly this (2-3-1-2), or one of a list of names; "self": shares a name with the object that has the effect`,
	"name_has":                    "the name contains this (2-3-1-3)",
	"trait":                       "has this trait (2-3-2-3)",
	"trait_has":                   "one of its traits contains this (2-3-2-4), or one of a list: \"with [X] in its traits\"",
	"color":                       `has this color ("Red", ...)`,
	"suspended":                   "true: suspended; false: unsuspended",
	"not_self":                    "true: not the object that has the effect; false: it too, as when left out",
	"security_digimon":            "true: a Security Digimon (4-4)",
	"has_digivolution_cards":      "true: has cards under it; false: has none",
	"keyword":                     `has this keyword effect now, a keyword line with a timing among its effects too ("[When Digivolving] <Blitz>", 16-1)`,
	"text_has":                    "has this in its text: name, traits, effects, requirements (4-20, Q4281)",
	"colors_at_least":             "has n or more colors (2-4-3)",
	"digivolution_cards_at_most":  `n or fewer digivolution cards; "self": as many or fewer as the object that has the effect`,
	"digivolution_cards_at_least": `n or more digivolution cards; "self": as many or more as it`,
	"lowest":                      `"dp", "level", "play_cost" or "digivolution_cards": the lowest (fewest) among the objects the rest of the filter matches`,
	"highest":                     `"dp", "level", "play_cost" or "digivolution_cards": the highest (most) among them`,
	"in_breeding":                 "true: in the breeding area (an effect that names it, 3-4-5); left out or false: in the battle area",
	"cost_at_most":                `the printed play cost of its top card ≤ n (2-6); "self": ≤ the play cost of the object that has the effect`,
	"cost_at_least":               `the printed play cost of its top card ≥ n; "self": ≥ that of the object that has the effect`,
	"except":                      "a filter it must not match: \"without <Blocker>\", \"other than Digimon with [X] in their texts\"",
	"has_digixros":                "true: its top card prints a DigiXros requirement (2-3-8); false: it prints none",
	"has_inherited":               "true: its top card prints an inherited effect (2-3-4); false: it prints none",
	"digivolution_card":           "has a digivolution card that matches this card filter (\"with [X] in its digivolution cards\")",
}

// FilterKeys lists the filter keys with what they mean (for documentation and lint).
func FilterKeys() []string {
	var out []string
	for k, v := range filterKeys {
		out = append(out, k+": "+v)
	}
	sort.Strings(out)
	return out
}

// namedFilters are the string shorthands.
var namedFilters = map[string]map[string]any{
	"your_digimon":     {"owner": "you", "kind": "Digimon"},
	"opponent_digimon": {"owner": "opponent", "kind": "Digimon"},
	"all_digimon":      {"kind": "Digimon"},
	"your_tamers":      {"owner": "you", "kind": "Tamer"},
}

// compiledNamedFilters compiles each shorthand once, for every host: a name is the
// same filter on every call, and compiling it per call was a tenth of a game's garbage.
var compiledNamedFilters = sync.OnceValue(func() map[string]filter {
	out := map[string]filter{}
	for name, m := range namedFilters {
		t := &lua.LTable{}
		for k, val := range m {
			t.RawSetString(k, lua.LString(val.(string)))
		}
		f, err := compileFilterTable(t)
		if err != nil {
			panic(fmt.Sprintf("named filter %s: %v", name, err)) // a bug in namedFilters
		}
		out[name] = f
	}
	return out
})

// compileFilter turns a Lua value into a filter: "self", a shorthand name, or a table.
func compileFilter(v lua.LValue) (filter, error) {
	switch x := v.(type) {
	case lua.LString:
		if x == "self" {
			return func(c *core.Ctx, o *core.FieldObject) bool { return c.Obj == o }, nil
		}
		f, ok := compiledNamedFilters()[string(x)]
		if !ok {
			return nil, fmt.Errorf("unknown target %q (want \"self\", a filter table, or one of your_digimon, opponent_digimon, all_digimon, your_tamers)", string(x))
		}
		return f, nil
	case *lua.LTable:
		return compileFilterTable(x)
	case *lua.LNilType:
		return func(*core.Ctx, *core.FieldObject) bool { return true }, nil
	}
	return nil, fmt.Errorf("a filter must be a table or a name, not a %s", v.Type())
}

func compileFilterTable(t *lua.LTable) (filter, error) {
	tests, err := keyTests(t)
	if err != nil {
		return nil, err
	}
	// 15-1-7, 15-1-8: an effect reaches Security Digimon only when it names them.
	if t.RawGetString("security_digimon") == lua.LNil {
		tests = append(tests, func(_ *core.Ctx, o *core.FieldObject) bool { return !o.SecurityDigimon })
	}
	// 3-4-5-3, 3-4-5-5, 3-4-5-6: and the breeding area only when it names it.
	if t.RawGetString("in_breeding") == lua.LNil {
		tests = append(tests, func(_ *core.Ctx, o *core.FieldObject) bool { return o.Zone != core.ZoneBreeding })
	}
	if rank, e := rankTest(t); e != nil || rank != nil {
		if e != nil {
			return nil, e
		}
		base := allOf(tests)
		return rank(base), nil
	}
	return allOf(tests), nil
}

// keyTests are the tests of a filter table's keys, without the areas every filter
// leaves out unless it names them; lowest and highest rank the matches afterwards.
func keyTests(t *lua.LTable) ([]filter, error) {
	tests := make([]filter, 0, 8) // room for a filter's few keys and the defaults added after
	// Next walks the keys in the order the script wrote them (ForEach would take a
	// closure, and the hash part in Go's map order).
	for k, v := t.Next(lua.LNil); k != lua.LNil; k, v = t.Next(k) {
		key, ok := k.(lua.LString)
		if !ok {
			return tests, fmt.Errorf("filter keys are names, not %s", k.Type())
		}
		if key == "lowest" || key == "highest" {
			continue // ranked among the other matches (rankTest)
		}
		f, err := filterTest(string(key), v)
		if err != nil {
			return tests, err
		}
		tests = append(tests, f)
	}
	return tests, nil
}

// exceptTest reads except = { ... }: the object matches when it does not match every
// key of the inner filter ("without <Blocker>" is except = { keyword = "Blocker" }).
// The inner filter has no areas of its own: the outer one says where to look.
func exceptTest(v lua.LValue) (filter, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("filter except wants a filter table, not %s", v.Type())
	}
	if t.RawGetString("lowest") != lua.LNil || t.RawGetString("highest") != lua.LNil {
		return nil, fmt.Errorf("filter except: lowest and highest rank the outer filter's matches, not the inner one's")
	}
	tests, err := keyTests(t)
	if err != nil {
		return nil, fmt.Errorf("filter except: %v", err)
	}
	inner := allOf(tests)
	return func(c *core.Ctx, o *core.FieldObject) bool { return !inner(c, o) }, nil
}

// stringKeys are the object filter keys whose value is one word ("opponent",
// "Digimon", a trait); a table there is a script error, not an empty filter.
var stringKeys = map[string]bool{"owner": true, "kind": true, "name_has": true, "trait": true,
	"color": true, "keyword": true, "text_has": true}

func filterTest(key string, v lua.LValue) (filter, error) {
	num := func() (int, error) {
		n, ok := v.(lua.LNumber)
		if !ok {
			return 0, fmt.Errorf("filter %s wants a number, not %s", key, v.Type())
		}
		return int(n), nil
	}
	str := string(lua.LVAsString(v))
	if _, isTable := v.(*lua.LTable); isTable && stringKeys[key] {
		// a table where a word is wanted would silently match nothing (LVAsString gives "")
		return nil, fmt.Errorf("filter %s wants a string, not a table", key)
	}
	switch key {
	case "owner":
		if str != "you" && str != "opponent" {
			return nil, fmt.Errorf(`filter owner = %q; want "you" or "opponent"`, str)
		}
		mine := str == "you"
		return func(c *core.Ctx, o *core.FieldObject) bool { return (o.Owner == c.Player) == mine }, nil
	case "kind":
		k, err := core.ParseKind(str)
		if err != nil {
			return nil, err
		}
		return func(c *core.Ctx, o *core.FieldObject) bool {
			switch k {
			case core.Digimon:
				if c == nil || c.Game == nil {
					return o.IsDigimon()
				}
				return c.Game.IsDigimonNow(o) // a Tamer treated as a Digimon too (15-12-1-6)
			case core.Tamer:
				return o.IsTamer()
			}
			return o.Top().Data.Kind == k
		}, nil
	case "dp_at_most", "dp_at_least":
		most := key == "dp_at_most"
		if v == lua.LString("self") { // "with as much or less DP as this Digimon"
			return func(c *core.Ctx, o *core.FieldObject) bool {
				self := c.Self()
				if self == nil {
					return false
				}
				n, hasSelf := c.Game.DP(self)
				dp, has := c.Game.DP(o)
				return has && hasSelf && (most && dp <= n || !most && dp >= n)
			}, nil
		}
		n, err := num()
		return func(c *core.Ctx, o *core.FieldObject) bool {
			dp, has := c.Game.DP(o)
			return has && (most && dp <= n || !most && dp >= n)
		}, err
	case "level", "level_at_most", "level_at_least":
		n, err := num()
		return func(c *core.Ctx, o *core.FieldObject) bool {
			l := c.Game.Level(o)
			switch key {
			case "level":
				return l == n
			case "level_at_most":
				return l != 0 && l <= n
			}
			return l >= n
		}, err
	case "name":
		if v == lua.LString("self") { // "with the same name as this Digimon" (2-3-1)
			return sameNameAsSelf, nil
		}
		names := nameList(v) // "[Agumon] or [Gabumon]": one of a list of names
		return func(c *core.Ctx, o *core.FieldObject) bool {
			d := c.Game.Derive(o)
			return slices.ContainsFunc(names, d.HasName)
		}, nil
	case "name_has":
		return func(c *core.Ctx, o *core.FieldObject) bool { d := c.Game.Derive(o); return d.NameHas(str) }, nil
	case "trait":
		return func(c *core.Ctx, o *core.FieldObject) bool { d := c.Game.Derive(o); return d.HasTrait(str) }, nil
	case "trait_has": // "with [X] in its traits": a trait that contains X (2-3-2-4)
		parts := nameList(v)
		return func(c *core.Ctx, o *core.FieldObject) bool {
			d := c.Game.Derive(o)
			return slices.ContainsFunc(parts, d.TraitHas)
		}, nil
	case "color":
		col, err := core.ParseColor(str)
		return func(c *core.Ctx, o *core.FieldObject) bool { return c.Game.Colors(o).Has(col) }, err
	case "suspended":
		want := lua.LVAsBool(v)
		return func(_ *core.Ctx, o *core.FieldObject) bool { return o.Suspended == want }, nil
	case "not_self": // "your other Digimon"; false says nothing of the object, as if left out
		if !lua.LVAsBool(v) {
			return func(*core.Ctx, *core.FieldObject) bool { return true }, nil
		}
		return func(c *core.Ctx, o *core.FieldObject) bool { return o != c.Obj }, nil
	case "security_digimon":
		want := lua.LVAsBool(v)
		return func(_ *core.Ctx, o *core.FieldObject) bool { return o.SecurityDigimon == want }, nil
	case "has_digivolution_cards":
		want := lua.LVAsBool(v)
		return func(_ *core.Ctx, o *core.FieldObject) bool { return (len(o.Cards) > 1) == want }, nil
	case "cost_at_most", "cost_at_least": // "with a play cost of 4 or less" (2-6)
		return costTest(key == "cost_at_most", v)
	case "except": // "without <Blocker>", "other than Digimon with [X] in their texts"
		return exceptTest(v)
	case "digivolution_card": // "with [Agumon] in its digivolution cards"
		keep, err := compileCardFilter(v)
		if err != nil {
			return nil, fmt.Errorf("filter digivolution_card: %v", err)
		}
		return func(_ *core.Ctx, o *core.FieldObject) bool {
			for _, c := range o.DigivolutionCards() {
				if keep(c) {
					return true
				}
			}
			return false
		}, nil
	case "has_inherited": // "your Tamers with inherited effects": what its top card prints (2-3-4)
		want := lua.LVAsBool(v)
		return func(_ *core.Ctx, o *core.FieldObject) bool { return (o.Top().Data.Inherited != "") == want }, nil
	case "has_digixros": // "your Digimon with DigiXros requirements": what its top card prints (2-3-8)
		want := lua.LVAsBool(v)
		return func(_ *core.Ctx, o *core.FieldObject) bool { return (o.Top().Data.DigiXros != nil) == want }, nil
	case "in_breeding":
		want := lua.LVAsBool(v)
		return func(_ *core.Ctx, o *core.FieldObject) bool { return (o.Zone == core.ZoneBreeding) == want }, nil
	case "keyword":
		kw, _ := ParseKeyword(str)
		return func(c *core.Ctx, o *core.FieldObject) bool { return c.Game.HasKeyword(o, kw) }, nil
	case "text_has": // 4-20-2: its top card's text; inherited effects it gained do not count
		return func(_ *core.Ctx, o *core.FieldObject) bool { return o.Top().Data.TextHas(str) }, nil
	case "colors_at_least":
		n, err := num()
		return func(c *core.Ctx, o *core.FieldObject) bool { return len(c.Game.Colors(o).List()) >= n }, err
	case "digivolution_cards_at_most", "digivolution_cards_at_least":
		return countTest(key == "digivolution_cards_at_most", v)
	}
	return nil, fmt.Errorf("unknown filter key %q (known: %s)", key, strings.Join(sortedFilterKeys(), ", "))
}

func sortedFilterKeys() []string {
	var out []string
	for k := range filterKeys {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// namesBreeding reports whether a filter value names the breeding area
// (in_breeding = true): only then does it look there (3-4-5-5).
func namesBreeding(v lua.LValue) bool {
	t, ok := v.(*lua.LTable)
	return ok && lua.LVAsBool(t.RawGetString("in_breeding"))
}

func allOf(tests []filter) filter {
	return func(c *core.Ctx, o *core.FieldObject) bool {
		for _, f := range tests {
			if !f(c, o) {
				return false
			}
		}
		return true
	}
}

// countTest compares the number of digivolution cards with n, or with the object that
// has the effect ("self": "with as many or fewer digivolution cards as this Digimon").
func countTest(most bool, v lua.LValue) (filter, error) {
	cmp := func(k, n int) bool { return most && k <= n || !most && k >= n }
	if v == lua.LString("self") {
		return func(c *core.Ctx, o *core.FieldObject) bool {
			self := c.Self()
			return self != nil && cmp(len(o.DigivolutionCards()), len(self.DigivolutionCards()))
		}, nil
	}
	n, ok := v.(lua.LNumber)
	if !ok {
		return nil, fmt.Errorf(`filter digivolution_cards_at_most/at_least wants a number or "self", not %s`, v.Type())
	}
	return func(_ *core.Ctx, o *core.FieldObject) bool { return cmp(len(o.DigivolutionCards()), int(n)) }, nil
}

// costTest compares the printed play cost of an object's top card (2-6) with n, or with
// that of the object that has the effect ("self": "with a play cost less than or equal
// to this Digimon's play cost"). Without a play cost it never matches.
func costTest(most bool, v lua.LValue) (filter, error) {
	cmp := func(cost, n int) bool { return most && cost <= n || !most && cost >= n }
	if v == lua.LString("self") {
		return func(c *core.Ctx, o *core.FieldObject) bool {
			self := c.Self()
			if self == nil {
				return false
			}
			d, s := o.Top().Data, self.Top().Data
			return d.HasCost && s.HasCost && cmp(d.Cost, s.Cost)
		}, nil
	}
	n, ok := v.(lua.LNumber)
	if !ok {
		return nil, fmt.Errorf(`filter cost_at_most/at_least wants a number or "self", not %s`, v.Type())
	}
	return func(_ *core.Ctx, o *core.FieldObject) bool {
		d := o.Top().Data
		return d.HasCost && cmp(d.Cost, int(n))
	}, nil
}

// rankTest reads `lowest` / `highest` ("with the lowest DP", "with the highest level"):
// a filter that keeps, among the objects the rest of the filter matches, those whose
// value none of the others beats (ties all match). nil without either key.
func rankTest(t *lua.LTable) (func(base filter) filter, error) {
	low, high := t.RawGetString("lowest"), t.RawGetString("highest")
	if low == lua.LNil && high == lua.LNil {
		return nil, nil
	}
	if low != lua.LNil && high != lua.LNil {
		return nil, fmt.Errorf("a filter has lowest or highest, not both")
	}
	what, lowest := high, false
	if low != lua.LNil {
		what, lowest = low, true
	}
	var value func(g *core.Game, o *core.FieldObject) (int, bool)
	switch lua.LVAsString(what) {
	case "dp":
		value = func(g *core.Game, o *core.FieldObject) (int, bool) { return g.DP(o) }
	case "level":
		value = func(g *core.Game, o *core.FieldObject) (int, bool) { l := g.Level(o); return l, l != 0 }
	case "play_cost": // the printed play cost of its top card (2-6)
		value = func(_ *core.Game, o *core.FieldObject) (int, bool) { d := o.Top().Data; return d.Cost, d.HasCost }
	case "digivolution_cards": // "with the fewest digivolution cards" (4-6-1)
		value = func(_ *core.Game, o *core.FieldObject) (int, bool) { return len(o.DigivolutionCards()), true }
	default:
		return nil, fmt.Errorf(`filter lowest/highest = %v; want "dp", "level", "play_cost" or "digivolution_cards"`, what)
	}
	return func(base filter) filter {
		return func(c *core.Ctx, o *core.FieldObject) bool {
			if !base(c, o) {
				return false
			}
			v, ok := value(c.Game, o)
			if !ok {
				return false // without DP (or level) it is neither lowest nor highest
			}
			for _, x := range c.Game.Objects(nil) {
				if x == o || !base(c, x) {
					continue
				}
				if w, ok := value(c.Game, x); ok && (lowest && w < v || !lowest && w > v) {
					return false
				}
			}
			return true
		}
	}, nil
}

// sameNameAsSelf: the object shares a name, as it is now, with the object that has the
// effect ("your other Digimon with the same name as this Digimon", 2-3-1); when that one
// changes its name, the effect follows (Q1338).
func sameNameAsSelf(c *core.Ctx, o *core.FieldObject) bool {
	self := c.Self()
	if self == nil {
		return false
	}
	d, own := c.Game.Derive(o), c.Game.Derive(self)
	for _, n := range own.NameList() {
		if d.HasName(n) {
			return true
		}
	}
	return false
}
