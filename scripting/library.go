package scripting

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/dcg-engine/dcg/core"
)

// ScriptSource finds a card's script: the file name (for messages) and its source.
// core/cardpool's Pool provides one.
type ScriptSource interface {
	Script(number string) (file string, src []byte, ok bool)
}

// Library is the process-wide set of compiled scripts: every card script and keyword
// script is parsed and compiled once (lua.Compile gives a FunctionProto every Lua state
// can run), then shared by all Hosts on all goroutines.
type Library struct {
	cards    ScriptSource
	keywords *KeywordSet
	// Limits are what one game's scripts may use (DefaultLimits unless changed
	// before the first host is made).
	Limits Limits

	// asWritten compiles the scripts as written, without building their constant
	// tables once (constant_tables.go): the equivalence test compares the two.
	asWritten bool

	mu     sync.Mutex
	protos map[string]*compiled // by file name
}

type compiled struct {
	proto *lua.FunctionProto
	err   error
}

// NewLibrary makes a library over a card pool's scripts and the built-in keyword
// scripts.
func NewLibrary(cards ScriptSource, keywords fs.FS) *Library {
	return NewLibraryOf(cards, BuiltinKeywords(keywords))
}

// NewLibraryOf makes a library over a card pool's scripts and a set of keyword
// scripts, custom keywords of card folders included (LoadKeywords).
func NewLibraryOf(cards ScriptSource, keywords *KeywordSet) *Library {
	return &Library{cards: cards, keywords: keywords, Limits: DefaultLimits, protos: map[string]*compiled{}}
}

// compile returns the compiled script of a file, compiling it the first time.
func (lib *Library) compile(file string, src []byte) (*lua.FunctionProto, error) {
	lib.mu.Lock()
	defer lib.mu.Unlock()
	if c, ok := lib.protos[file]; ok {
		return c.proto, c.err
	}
	c := &compiled{}
	chunk, err := parse.Parse(bytes.NewReader(src), file)
	if err == nil {
		if !lib.asWritten {
			chunk = hoistConstantTables(chunk) // constant_tables.go: filters built once
		}
		chunk, err = instrument(chunk) // instrument.go: what the memory limit needs
	}
	if err == nil {
		c.proto, err = lua.Compile(chunk, file)
	}
	if err != nil {
		c.err = syntaxError(file, err)
	}
	lib.protos[file] = c
	return c.proto, c.err
}

// cardProto returns the compiled script of a card, if it has one.
func (lib *Library) cardProto(number string) (string, *lua.FunctionProto, bool, error) {
	if lib.cards == nil {
		return "", nil, false, nil
	}
	file, src, ok := lib.cards.Script(number)
	if !ok {
		return "", nil, false, nil
	}
	p, err := lib.compile(file, src)
	if se, ok := err.(*ScriptError); ok {
		named := *se // the library's error is every host's: name the card on a copy
		named.Card = number
		err = &named
	}
	return file, p, true, err
}

// keywordProto returns the compiled script of a keyword effect.
func (lib *Library) keywordProto(name string) (string, *lua.FunctionProto, error) {
	file, src, err := lib.keywords.source(name)
	if err != nil {
		return "", nil, err
	}
	p, err := lib.compile(file, src)
	return file, p, err
}

// LookupKeyword finds a keyword the library knows by name, as printed (a custom
// keyword of its set, or one core knows), in its own spelling.
func (lib *Library) LookupKeyword(name core.Keyword) (core.Keyword, bool) {
	return lib.keywords.Lookup(name)
}

// syntaxError turns a parse or compile error into a ScriptError with the line.
func syntaxError(file string, err error) *ScriptError {
	e := &ScriptError{File: file, Msg: err.Error()}
	if ie, ok := err.(*instrumentError); ok {
		e.Line, e.Msg = ie.line, ie.msg
	}
	if pe, ok := err.(*parse.Error); ok {
		e.Line = pe.Pos.Line
		e.Msg = fmt.Sprintf("syntax error at column %d", pe.Pos.Column)
		if pe.Message != "syntax error" {
			e.Msg += ": " + pe.Message
		}
		if pe.Token != "" {
			e.Msg += fmt.Sprintf(" near %q", pe.Token)
		}
	}
	return e
}

// KeywordFile is the file name of a keyword's script: "Security A." → security_a.lua.
func KeywordFile(name string) string { return core.KeywordFile(core.Keyword(name)) }

// ParseKeyword splits a keyword as printed into its name and number:
// "<Security A. +1>" → ("Security A.", 1); "Blocker" → ("Blocker", 0). Old names are
// mapped to today's ("Security Attack" → "Security A.", "Ice Clad" → "Iceclad").
func ParseKeyword(s string) (core.Keyword, int) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(strings.TrimPrefix(s, "<"), "＜")
	s = strings.TrimSuffix(strings.TrimSuffix(s, ">"), "＞")
	u := core.ParseKeywordUse(s)
	return u.Name, u.N
}

// ParseKeywordTag reads a keyword as printed into a tag with its number and parameter:
// "Decoy (Black)", "Fragment (2)", "Security A. +1".
func ParseKeywordTag(s string) core.KeywordTag {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(strings.TrimPrefix(s, "<"), "＜")
	s = strings.TrimSuffix(strings.TrimSuffix(s, ">"), "＞")
	u := core.ParseKeywordUse(s)
	return core.KeywordTag{Name: u.Name, N: u.N, Param: u.Param, UpTo: u.UpTo}
}

// HasKeyword reports whether the library has a script for a known keyword effect, so
// that a card whose text is nothing but such keywords is playable without a script of
// its own (16-1).
func (lib *Library) HasKeyword(k core.Keyword) bool { return lib.keywords.Has(k) }
