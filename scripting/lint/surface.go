package lint

import (
	"slices"
	"strings"
	"sync"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// surface is what a script may name, read from the API's documentation
// (scripting.API, every group) and the vocabularies the host reads: built once, then
// only read.
type surface struct {
	ctxMethods, ctxFields, objMethods, cardMethods, eventFields map[string]scripting.Doc
	// keys are the documented keys of each table-shaped group: card table, entries,
	// filters, choice/play/digivolve/use options, keyword table.
	keys map[*scripting.Group]map[string]scripting.Doc
	// cardFilter are the keys of a card filter with their LuaLS types.
	cardFilter map[string]string
	// vocab are the string vocabularies by the type name the docs use: TargetName,
	// Duration, WhenEvent, WouldEvent, Player, Area, and the lint's own zone, timing,
	// later.
	vocab map[string][]string
	// globals are the sandbox's global names; libraries the functions of string, table
	// and math.
	globals   map[string]bool
	libraries map[string][]string
}

var theSurface = sync.OnceValue(readSurface)

func readSurface() *surface {
	s := &surface{
		ctxMethods: map[string]scripting.Doc{}, ctxFields: map[string]scripting.Doc{},
		objMethods: map[string]scripting.Doc{}, cardMethods: map[string]scripting.Doc{},
		eventFields: map[string]scripting.Doc{}, keys: map[*scripting.Group]map[string]scripting.Doc{},
		vocab: map[string][]string{}, globals: map[string]bool{},
	}
	for _, d := range scripting.API {
		switch d.Group {
		case scripting.GroupCtxMethods:
			s.ctxMethods[d.Name] = d
		case scripting.GroupCtxFields:
			s.ctxFields[d.Name] = d
		case scripting.GroupObject:
			s.objMethods[d.Name] = d
		case scripting.GroupCard:
			s.cardMethods[d.Name] = d
		case scripting.GroupEvent:
			s.eventFields[d.Name] = d
		}
		switch d.Group.Form {
		case scripting.FormField:
			if s.keys[d.Group] == nil {
				s.keys[d.Group] = map[string]scripting.Doc{}
			}
			s.keys[d.Group][d.Name] = d
		case scripting.FormString:
			s.vocab[d.Group.Class] = append(s.vocab[d.Group.Class], d.Name)
		}
	}
	for _, a := range scripting.Aliases {
		if strings.HasPrefix(a.Type, `"`) { // Player, Area: "you"|"opponent"
			for _, alt := range splitAlts(a.Type) {
				s.vocab[a.Name] = append(s.vocab[a.Name], strings.Trim(alt, `"`))
			}
		}
	}
	s.vocab["zone"] = scripting.CardZones()
	s.vocab["later"] = scripting.LaterTimings()
	for t := core.OnPlay; t < core.When; t++ {
		s.vocab["timing"] = append(s.vocab["timing"], t.String())
	}
	s.cardFilter = map[string]string{}
	for _, k := range scripting.CardFilterKeys() {
		s.cardFilter[k] = cardFilterType(k, s.keys[scripting.GroupFilter])
	}
	globals, libs := scripting.SandboxGlobals()
	for _, g := range globals {
		s.globals[g] = true
	}
	s.libraries = libs
	return s
}

// cardFilterType is the type of a card filter key: the object filter's where they
// share a key, else what the card filter reads (scripting/filter_cards.go).
func cardFilterType(key string, filter map[string]scripting.Doc) string {
	switch key {
	case "kind":
		return `"Digimon"|"Tamer"|"Option"|"Digi-Egg"`
	case "owner":
		return `"you"|"opponent"|"any"`
	case "zone":
		return "zone"
	case "face_up", "has_dna":
		return "boolean"
	case "top", "cost_at_most", "cost_at_least", "dp_at_most", "dp_at_least":
		return "integer"
	case "of":
		return "Object"
	case "trait_has":
		return "string|string[]"
	}
	if d, ok := filter[key]; ok {
		return d.Type
	}
	return "string"
}

// names lists a map's keys, sorted.
func names[T any](m map[string]T) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// splitAlts splits a LuaLS union at its top-level bars: `integer|"self"` → integer,
// "self"; braces, parentheses and brackets nest.
func splitAlts(typ string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range typ {
		switch r {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case '|':
			if depth == 0 {
				out = append(out, strings.TrimSpace(typ[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(typ[start:]))
}
