package scripting

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/dcg-engine/dcg/core"
)

const regenerate = "regenerate with `go run ./scripting/internal/gendoc` from the repository root"

// README.md's API section and dcg.d.lua are what apidoc.go generates.
func TestGeneratedDocsAreUpToDate(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	want, err := ReplaceAPISection(string(readme))
	require.NoError(t, err)
	if string(readme) != want {
		t.Errorf("scripting/README.md's API section is out of date with apidoc.go: %s", regenerate)
	}
	stubs, err := os.ReadFile(StubsFile)
	require.NoError(t, err, "scripting/%s is missing: %s", StubsFile, regenerate)
	if string(stubs) != LuaStubs() {
		t.Errorf("scripting/%s is out of date with apidoc.go: %s", StubsFile, regenerate)
	}
	// The stubs are Lua an editor can load.
	_, err = parse.Parse(strings.NewReader(LuaStubs()), StubsFile)
	require.NoError(t, err)
}

// docNames are the names apidoc.go documents in a group.
func docNames(g *Group) []string {
	var out []string
	for _, d := range docsOf(g) {
		out = append(out, d.Name)
	}
	sort.Strings(out)
	return out
}

func keysOf[T any](m map[string]T) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Every name the host registers has its entry in apidoc.go, and every entry names
// something the host has: the docs cannot drift from the code.
func TestAPIDocCoversTheAPI(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	same := func(g *Group, code []string) {
		t.Helper()
		sort.Strings(code)
		require.Equal(t, code, docNames(g), "apidoc.go's %q group and the code disagree (add or remove entries, then %s)", g.Title, regenerate)
	}
	same(GroupCtxMethods, keysOf(h.ctxMethods()))
	same(GroupObject, keysOf(h.objectMethods()))
	same(GroupCard, keysOf(h.cardMethods()))
	same(GroupCardKeys, CardKeys())
	same(GroupEntry, keysOf(optionKeys))
	same(GroupFilter, keysOf(filterKeys))
	same(GroupWhen, keysOf(whenEvents))
	same(GroupWould, keysOf(wouldEvents))
	same(GroupTargets, append(keysOf(namedFilters), "self"))
	var durs []string
	for k := range durations {
		if k != "" { // the duration left out
			durs = append(durs, k)
		}
	}
	same(GroupDurations, durs)

	// ctx fields: each documented one is a field, and no method is hidden by one.
	ud := &lua.LUserData{Value: &core.Ctx{}}
	for _, name := range docNames(GroupCtxFields) {
		_, ok := h.ctxProps(h.L, ud, name)
		require.True(t, ok, "ctx.%s is documented but is no field", name)
	}
	for _, name := range []string{"count", "obj", "player", "Count"} {
		_, ok := h.ctxProps(h.L, ud, name)
		require.False(t, ok, "ctx.%s is a field apidoc.go does not document", name)
	}

	// Event fields: the keys of the table a script gets.
	g, err := core.NewPosition(core.Config{Agents: [2]core.Agent{core.FirstAgent{}, core.FirstAgent{}}})
	require.NoError(t, err)
	o := g.AddObject(0, core.ZoneBattle, cardT3)
	h.game = g
	// An attack declared by an effect (<Blitz>): the effect's card is there too.
	ev, ok := h.eventValue(&core.Event{Kind: core.EvAttack, Obj: o.ID, Target: o.ID, ByEffect: true, EffectCard: o.Top().ID}).(*lua.LTable)
	h.game = nil
	require.True(t, ok)
	same(GroupEvent, sortedKeys(ev))

	// Globals.
	for _, name := range docNames(GroupGlobals) {
		got, err := eval(h, "return type("+name+")")
		require.NoError(t, err)
		require.Equal(t, "function", got, name)
	}
}

// Every entry has a one-line meaning, an example that is valid Lua, and types that
// name known classes and aliases.
func TestAPIDocEntriesAreComplete(t *testing.T) {
	known := map[string]bool{"integer": true, "number": true, "string": true, "boolean": true, "fun": true, "nil": true, "table": true}
	for _, g := range Groups {
		known[g.Class] = true
	}
	for _, a := range Aliases {
		known[a.Name] = true
	}
	ident := regexp.MustCompile(`"[^"]*"|[A-Za-z_][A-Za-z_0-9]*\s*:|[A-Za-z_][A-Za-z_0-9]*`)
	checkType := func(where, typ string) {
		t.Helper()
		require.NotEmpty(t, typ, "%s has no type", where)
		for _, m := range ident.FindAllString(typ, -1) {
			if strings.HasPrefix(m, `"`) || strings.HasSuffix(m, ":") {
				continue // a string constant or a parameter name
			}
			require.True(t, known[m], "%s: unknown type %q in %q", where, m, typ)
		}
	}
	seen := map[string]bool{}
	for _, d := range API {
		where := d.Group.ID + " " + d.Name
		require.False(t, seen[where], "%s is documented twice", where)
		seen[where] = true
		require.NotEmpty(t, d.Meaning, where)
		require.NotContains(t, d.Meaning, "\n", "%s: the meaning is one line", where)
		require.NotEmpty(t, d.Example, where)
		_, err := parse.Parse(strings.NewReader(d.Example), where)
		require.NoError(t, err, "%s: the example is not valid Lua:\n%s", where, d.Example)
		switch d.Group.Form {
		case FormField:
			checkType(where, d.Type)
		case FormFunction, FormMethod:
			require.Empty(t, d.Type, "%s: a function's types are its params and returns", where)
			for _, p := range append(append([]Param(nil), d.Params...), d.Returns...) {
				checkType(where, p.Type)
			}
		case FormString:
			require.Empty(t, d.Type, where)
		}
	}
	for _, a := range Aliases {
		checkType("alias "+a.Name, a.Type)
	}
}

// The examples of card-table keys are whole card scripts: each builds on a host.
func TestAPIDocCardExamplesBuild(t *testing.T) {
	for _, g := range []*Group{GroupGlobals, GroupCardKeys, GroupEntry, GroupWhen, GroupWould} {
		for _, d := range docsOf(g) {
			if !strings.Contains(d.Example, "return card") {
				continue
			}
			h := testLib(scripts{"T-1": d.Example}).NewHost()
			_, err := h.EffectsOf(exampleCard(d.Example))
			h.Close()
			require.NoError(t, err, "%s %s:\n%s", g.ID, d.Name, d.Example)
		}
	}
}

// exampleCard is the card an example script builds on: T-1, with an Option side when
// the script has one (a DUAL card's `dual` table).
func exampleCard(src string) *core.CardData {
	if !strings.Contains(src, "dual = {") {
		return cardT1
	}
	dual := *cardT1
	dual.Dual = &core.DualData{Name: "Testart", Colors: red}
	return &dual
}

// The card scripts shown in cards/README.md ("Writing a card script") build.
func TestCardsReadmeExamplesBuild(t *testing.T) {
	text, err := os.ReadFile("../cards/README.md")
	require.NoError(t, err)
	blocks := regexp.MustCompile("(?s)```lua\n(.*?)```").FindAllStringSubmatch(string(text), -1)
	built := 0
	for _, b := range blocks {
		if !strings.Contains(b[1], "return card") {
			continue
		}
		h := testLib(scripts{"T-1": b[1]}).NewHost()
		_, err := h.EffectsOf(exampleCard(b[1]))
		h.Close()
		require.NoError(t, err, "cards/README.md example:\n%s", b[1])
		built++
	}
	require.NotZero(t, built, "cards/README.md shows no card script")
}
