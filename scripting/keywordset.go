package scripting

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/input"
)

// KeywordSet is the keyword scripts a game can use: the built-in ones (keywords/,
// named by core.KeywordFile of a keyword core knows) and the custom keywords of card
// folders (DIR/keywords/<name>.lua), each named by its keyword { name = ... }. A
// custom keyword is known only to the games of a library made with its set; card texts
// name it as any keyword (<Name>, <Name N>, <Name (X)>, core.ParseKeywordUse).
type KeywordSet struct {
	builtin fs.FS
	custom  map[string]customKeyword // by lower-case name
}

// customKeyword is one custom keyword script.
type customKeyword struct {
	name core.Keyword
	file string // display path: my-mod/keywords/flying.lua
	src  []byte
}

// BuiltinKeywords is the set of the built-in keyword scripts only.
func BuiltinKeywords(builtin fs.FS) *KeywordSet { return &KeywordSet{builtin: builtin} }

// KeywordClashError is a custom keyword named like a built-in keyword or like a
// custom keyword of a lower folder.
type KeywordClashError struct {
	Name      core.Keyword
	File      string // the custom keyword's script
	OtherFile string // the script that already defines the name
}

func (e *KeywordClashError) Error() string {
	return fmt.Sprintf("%s: keyword <%s> is also defined in %s", e.File, e.Name, e.OtherFile)
}

// LoadKeywords reads the custom keywords of card folders on top of the built-in ones,
// later folders on top of earlier ones. Each script must compile, return
// keyword { name = ... } from a file named after the name (core.KeywordFile), and its
// effects must build; each problem is an error naming the file (and line). A name that
// a lower folder or the built-in keywords already define is a *KeywordClashError,
// unless override: then the higher folder's script replaces it (as --override does
// for cards). The set returned holds every keyword that loaded.
func LoadKeywords(builtin fs.FS, folders []cardpool.KeywordFolder, override bool) (*KeywordSet, []error) {
	ks := &KeywordSet{builtin: builtin, custom: map[string]customKeyword{}}
	if len(folders) == 0 {
		return ks, nil
	}
	var problems []error
	reader := NewLibraryOf(nil, BuiltinKeywords(builtin))
	h := reader.NewHost()
	defer h.Close()
	for _, f := range folders {
		entries, err := fs.ReadDir(f.FS, ".")
		if err != nil {
			problems = append(problems, fmt.Errorf("%s: %w", f.Name, err))
			continue
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".lua") {
				continue
			}
			file := path.Join(f.Name, e.Name())
			src, err := input.ReadFS(f.FS, e.Name(), input.ScriptLimit)
			if err != nil {
				problems = append(problems, fmt.Errorf("%s: %w", file, err))
				continue
			}
			name, err := h.keywordName(file, src)
			if err != nil {
				problems = append(problems, err)
				continue
			}
			if want := core.KeywordFile(name); want != e.Name() {
				problems = append(problems, &ScriptError{File: file, Msg: fmt.Sprintf("keyword <%s> belongs in %s", name, want)})
				continue
			}
			if other := ks.definedIn(name); other != "" && !override {
				problems = append(problems, &KeywordClashError{Name: name, File: file, OtherFile: other})
				continue
			}
			ks.custom[strings.ToLower(string(name))] = customKeyword{name: name, file: file, src: src}
		}
	}
	// Build each custom keyword's effects and action once, so that a broken table is
	// found now (and named by its file), not in the middle of a game.
	check := NewLibraryOf(nil, ks)
	ch := check.NewHost()
	defer ch.Close()
	for _, n := range ks.customNames() {
		k := ks.custom[n]
		if _, err := ch.KeywordEffects(k.name); err != nil {
			problems = append(problems, err)
			delete(ks.custom, n)
		}
	}
	return ks, problems
}

// keywordName runs a keyword script in the host's sandbox and reads its name.
func (h *Host) keywordName(file string, src []byte) (core.Keyword, error) {
	proto, err := h.lib.compile(file, src)
	if err != nil {
		return "", err
	}
	v, err := h.runChunk(proto, "", file, "loading the keyword script", "keyword")
	if err != nil {
		return "", err
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return "", &ScriptError{File: file, Msg: "a keyword script must return keyword { ... }"}
	}
	name := strings.TrimSpace(lua.LVAsString(t.RawGetString("name")))
	if name == "" {
		return "", &ScriptError{File: file, Msg: "keyword { ... } needs a name"}
	}
	if u := core.ParseKeywordUse(name); string(u.Name) != name || u.N != 0 || u.Param != "" {
		return "", &ScriptError{File: file, Msg: fmt.Sprintf("keyword name %q: a name without a number or a parameter, as in <%s>", name, u.Name)}
	}
	return core.Keyword(name), nil
}

// definedIn is the script that already defines a keyword's name, "" if none does.
func (ks *KeywordSet) definedIn(name core.Keyword) string {
	if k, ok := ks.custom[strings.ToLower(string(name))]; ok {
		return k.file
	}
	if info, ok := core.LookupKeyword(string(name)); ok {
		return "keywords/" + core.KeywordFile(info.Name)
	}
	if ks.builtin != nil {
		if _, err := fs.Stat(ks.builtin, core.KeywordFile(name)); err == nil {
			return "keywords/" + core.KeywordFile(name)
		}
	}
	return ""
}

// customNames lists the custom keywords' keys in a fixed order.
func (ks *KeywordSet) customNames() []string {
	out := make([]string, 0, len(ks.custom))
	for n := range ks.custom {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Lookup finds a keyword by name, as printed: a custom keyword of the set, or one core
// knows (core.LookupKeyword). It returns the keyword's own spelling.
func (ks *KeywordSet) Lookup(name core.Keyword) (core.Keyword, bool) {
	if ks != nil {
		if k, ok := ks.custom[strings.ToLower(strings.TrimSpace(string(name)))]; ok {
			return k.name, true
		}
	}
	if info, ok := core.LookupKeyword(string(name)); ok {
		return info.Name, true
	}
	return "", false
}

// Has reports whether a keyword has a script in the set (for cardpool's SetKeywords:
// a card whose text is such keywords only needs no script of its own, 16-1).
func (ks *KeywordSet) Has(k core.Keyword) bool {
	if ks == nil {
		return false
	}
	if _, ok := ks.custom[strings.ToLower(string(k))]; ok {
		return true
	}
	if ks.builtin == nil {
		return false
	}
	if _, ok := core.LookupKeyword(string(k)); !ok {
		return false
	}
	_, err := fs.Stat(ks.builtin, core.KeywordFile(k))
	return err == nil
}

// source returns a keyword's script: its display path and source.
func (ks *KeywordSet) source(name string) (file string, src []byte, err error) {
	if ks != nil {
		if k, ok := ks.custom[strings.ToLower(name)]; ok {
			return k.file, k.src, nil
		}
	}
	base := KeywordFile(name)
	if ks == nil || ks.builtin == nil {
		return "", nil, fmt.Errorf("unknown keyword <%s>: no keyword scripts", name)
	}
	src, err = fs.ReadFile(ks.builtin, base)
	if err != nil {
		return "", nil, fmt.Errorf("unknown keyword <%s> (no keywords/%s)", name, base)
	}
	return "keywords/" + base, src, nil
}
