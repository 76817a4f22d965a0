package vocab

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
)

// A construct is named by what it is:
//
//	ctx:draw          a ctx method              ctx.event     a ctx field
//	card.on_play      a key of card { ... }     entry.turn    a key of an effect entry
//	when.deleted      a when = { on = ... }     would.leave   a would = { on = ... }
//	filter.dp_at_most a filter key              target.self   a target name
//	cardfilter.trait  a card filter key (ctx:cards)
//	duration.turn     a duration                choose.up_to  a ctx:choose option
//	play.free         a play option             obj:dp        an object method
//	card:level        a card method             event.cause   an event field
//	keyword.Blocker   a keyword script in keywords/ with behaviour
//	lua.sequence      Lua itself (see lua below)
//
// CheckConstruct says whether a name is one of them today.

// lua lists the constructs of the Lua language a phrase may map to.
var lua = map[string]string{
	"sequence":   `statements run one after another: "Then, ..."`,
	"local":      `a local variable holds what an earlier action chose or returned: "it", "that Digimon", "them"`,
	"if":         `an if on what an earlier call returned (ctx:may, the count ctx:trash_cards returns): "if you do", "if this effect trashed"`,
	"arithmetic": `a count times a number: "for each ...", "for every 2 ..."; a bound the effect computes: "add 1 to this effect's level maximum"`,
	"union":      `a list that joins what two filters match ("Digimon or Tamers", "with [A] in its name or the [B] trait"); the operations and ctx:choose take lists`,
	"select":     `a list narrowed by a test of each object (ctx:is_token)`,
	"logic":      `two conditions joined by and / or: "if A and B", "while A, or B"`,
	"tally":      `a count of a list's items by a key (a table from key to count): "N or more same-level cards", "for every N same-level cards"`,
}

// constructPrefix is how a construct name starts for each group of scripting.API.
var constructPrefix = map[*scripting.Group]string{
	scripting.GroupGlobals:         "global.",
	scripting.GroupCardKeys:        "card.",
	scripting.GroupEntry:           "entry.",
	scripting.GroupWhen:            "when.",
	scripting.GroupWould:           "would.",
	scripting.GroupCtxFields:       "ctx.",
	scripting.GroupCtxMethods:      "ctx:",
	scripting.GroupChoose:          "choose.",
	scripting.GroupPlay:            "play.",
	scripting.GroupDigivolve:       "digivolve.",
	scripting.GroupUse:             "use.",
	scripting.GroupDigivolveChoice: "digivolve_choose.",
	scripting.GroupObject:          "obj:",
	scripting.GroupCard:            "card:",
	scripting.GroupEvent:           "event.",
	scripting.GroupFilter:          "filter.",
	scripting.GroupTargets:         "target.",
	scripting.GroupDurations:       "duration.",
	scripting.GroupKeyword:         "keyworddef.",
}

var (
	apiNamesOnce sync.Once
	apiNames     map[string]bool
	keywordLib   *scripting.Library
	keywordOK    sync.Map // name → error
)

// CheckConstruct reports an error when a construct names nothing a script can use
// today: every name but keyword.X, cardfilter.X and lua.X must be documented in
// scripting/apidoc.go (scripting.API); keyword.X must have a working script in keywords/
// (not one that only makes the name known); cardfilter.X must be a key ctx:cards reads;
// lua.X must be one of the Lua constructs above.
func CheckConstruct(name string) error {
	apiNamesOnce.Do(func() {
		apiNames = map[string]bool{}
		for _, d := range scripting.API {
			if pre, ok := constructPrefix[d.Group]; ok {
				apiNames[pre+d.Name] = true
			}
		}
		for _, k := range scripting.CardFilterKeys() {
			apiNames["cardfilter."+k] = true
		}
		keywordLib = scripting.NewLibrary(nil, keywords.FS)
	})
	switch {
	case strings.HasPrefix(name, "keyword."):
		if err, ok := keywordOK.Load(name); ok {
			if err == nil {
				return nil
			}
			return err.(error)
		}
		err := checkKeyword(name)
		if err == nil {
			keywordOK.Store(name, nil)
		} else {
			keywordOK.Store(name, err)
		}
		return err
	case strings.HasPrefix(name, "lua."):
		if _, ok := lua[strings.TrimPrefix(name, "lua.")]; !ok {
			return fmt.Errorf("construct %s: not a Lua construct this table knows", name)
		}
		return nil
	case apiNames[name]:
		return nil
	}
	return fmt.Errorf("construct %s: not documented in scripting/apidoc.go", name)
}

func checkKeyword(name string) error {
	k := strings.TrimPrefix(name, "keyword.")
	info, ok := core.LookupKeyword(k)
	if !ok || string(info.Name) != k {
		return fmt.Errorf("construct %s: no keyword %q (core.KeywordInfos)", name, k)
	}
	if !keywordLib.HasKeyword(info.Name) {
		return fmt.Errorf("construct %s: keywords/%s has no behaviour yet", name, core.KeywordFile(info.Name))
	}
	return nil
}

// apiGroups are the groups of the API documentation.
func apiGroups() []*scripting.Group { return scripting.Groups }

// namedConstructs lists every construct the grammar's tables name, sorted.
func namedConstructs() []string {
	var out []string
	add := func(cs []string) {
		for _, c := range cs {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	for _, t := range tables() {
		for _, en := range t.entries {
			add(en.constructs)
		}
	}
	for _, p := range flagParts {
		add(p.Constructs)
	}
	slices.Sort(out)
	return out
}
