package scripting

import (
	"fmt"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// ScriptError is an error in a card or keyword script: which card, which file and
// line, what went wrong, and what the engine was doing. A game ends with it; the
// process goes on.
type ScriptError struct {
	Card string // the card number ("" for a keyword script outside any card)
	File string // the script file: cards/ST1/ST1-08.lua, keywords/blocker.lua
	Line int    // 0 when unknown
	Msg  string
	Step string // what the engine was doing: "resolving ST1-08 [When Digivolving]"
}

func (e *ScriptError) Error() string {
	var b strings.Builder
	b.WriteString("script error")
	if e.Card != "" {
		fmt.Fprintf(&b, " in %s", e.Card)
	}
	if e.File != "" {
		fmt.Fprintf(&b, " (%s", e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
		}
		b.WriteString(")")
	}
	fmt.Fprintf(&b, ": %s", e.Msg)
	if e.Step != "" {
		fmt.Fprintf(&b, "; while %s", e.Step)
	}
	return b.String()
}

// Fault says which card and which line of which file the error is in (core.ScriptFault).
func (e *ScriptError) Fault() (card, file string, line int) { return e.Card, e.File, e.Line }

var _ core.ScriptFault = (*ScriptError)(nil)

// maxErrorMessage is the longest message a ScriptError keeps.
const maxErrorMessage = 1024

// luaError turns a gopher-lua error message ("cards/ST1/ST1-08.lua:5: attempt to ...")
// into a ScriptError, finding the line of the innermost frame of the given file.
func luaError(card, file, msg, step string) *ScriptError {
	first := msg
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		first = first[:i] // a traceback, if gopher-lua made one, stays out
	}
	if len(first) > maxErrorMessage {
		// error(string.rep("x", 2^20)): a game's result is kept for the whole batch
		first = strings.Clone(first[:maxErrorMessage]) + "..."
	}
	e := &ScriptError{Card: card, File: file, Msg: first, Step: step}
	if rest, ok := strings.CutPrefix(first, file+":"); ok {
		var line int
		if _, err := fmt.Sscanf(rest, "%d:", &line); err == nil {
			e.Line = line
			e.Msg = strings.TrimSpace(rest[strings.IndexByte(rest, ':')+1:])
		}
	} else if i := strings.Index(first, ".lua:"); i >= 0 {
		// an error raised in another script file (a keyword): keep its place
		start := strings.LastIndexAny(first[:i], " \t") + 1
		var line int
		if _, err := fmt.Sscanf(first[i+5:], "%d:", &line); err == nil {
			e.File, e.Line = first[start:i+4], line
			rest := first[i+5:]
			e.Msg = strings.TrimSpace(rest[strings.IndexByte(rest, ':')+1:])
		}
	}
	if e.Msg == "" {
		e.Msg = first
	}
	return e
}
