package scripting

import lua "github.com/yuin/gopher-lua"

// A host's compiled scripts: what the library gave it for each card and keyword,
// kept for the host's life. When a game's scripts changed what they hold, the next
// game runs every script afresh (BeginGame); it runs the same compiled chunks, so it
// need not read the script files again nor take the library's lock, which every
// worker's host shares (issue 19: nothing shared on a game's path).

// compiledScript is a card's or keyword's script as the library compiled it: ok says
// the card has a script at all (a card's text may be keywords only).
type compiledScript struct {
	file  string
	proto *lua.FunctionProto
	ok    bool
	err   error
}

// cardScript is the compiled script of a card, asked of the library once per host.
func (h *Host) cardScript(number string) compiledScript {
	if s, ok := h.cardScripts[number]; ok {
		return s
	}
	file, proto, ok, err := h.lib.cardProto(number)
	s := compiledScript{file: file, proto: proto, ok: ok, err: err}
	if h.cardScripts == nil {
		h.cardScripts = map[string]compiledScript{}
	}
	h.cardScripts[number] = s
	return s
}

// keywordScript is the compiled script of a keyword effect, asked of the library once
// per host.
func (h *Host) keywordScript(name string) compiledScript {
	if s, ok := h.keywordScripts[name]; ok {
		return s
	}
	file, proto, err := h.lib.keywordProto(name)
	s := compiledScript{file: file, proto: proto, ok: err == nil, err: err}
	if h.keywordScripts == nil {
		h.keywordScripts = map[string]compiledScript{}
	}
	h.keywordScripts[name] = s
	return s
}
