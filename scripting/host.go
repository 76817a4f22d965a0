package scripting

import (
	"fmt"
	"strings"
	"time"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// Host is one sandboxed Lua state and the effects built from it. It implements
// core.EffectSource. It serves one game at a time; each worker goroutine has its own.
// Nothing one game's scripts did — a file-level local they changed — reaches the next
// game on the same host: the next game reuses what the scripts built only when none of
// it changed, and runs every script afresh otherwise (BeginGame, reuse.go).
type Host struct {
	lib     *Library
	sb      *sandbox
	L       *lua.LState
	env     *lua.LTable
	dl      *deadline
	m       *meter
	effects map[*core.CardData]effectsOrErr
	// keywordBehaviour: each keyword's effects (KeywordEffects)
	keywordBehaviour map[core.Keyword]effectsOrErr
	keywordRuns      map[core.Keyword]keywordRunEntry
	// chunks are what each script run on this host returned, photographed when it
	// was built (reuse.go); kept are the functions the API kept in this game (delayed
	// effects). Both are the roots the meter measures what the scripts hold from.
	chunks []*chunkPhoto
	kept   []lua.LValue
	// buildFailed: a script failed to build (its error is kept until the next game).
	buildFailed bool
	// active counts the calls into Lua in progress (an effect's call into the engine
	// may call Lua again): the meter settles when the outermost one returns.
	active int
	game   *core.Game // the game whose effect is running now (for math.random)
	// controller of the effect running now (for events' by_you)
	controller core.PlayerID
	// inspecting: a call made after the game stopped (reading a halted game's values).
	inspecting bool
	// metatables of the API types (userData), by name
	metatables map[string]*lua.LTable
	// cardScripts and keywordScripts: the compiled scripts this host ran, by card
	// number and keyword (compiled_scripts.go); kept across games.
	cardScripts    map[string]compiledScript
	keywordScripts map[string]compiledScript
	// ctxs: the userdata of the Ctx the host saw last (ctx_value.go)
	ctxs [ctxSlots]ctxSlot
	// constants: the constant tables of the scripts run for this game, with what the
	// host compiled from them (constant_tables.go)
	constants map[*lua.LTable]*constantTable
}

type effectsOrErr struct {
	effs []*core.Effect
	err  error
}

// NewHost makes a host with a fresh sandboxed state. Close it when done.
func (lib *Library) NewHost() *Host {
	h := &Host{lib: lib, effects: map[*core.CardData]effectsOrErr{}, dl: newDeadline(backstop * lib.Limits.Time),
		metatables: map[string]*lua.LTable{}}
	h.m = newMeter(lib.Limits, h.dl)
	h.sb = newSandbox(h.m, h.registerAPI)
	h.L, h.env = h.sb.L, h.sb.env
	h.L.SetContext(h.dl)
	return h
}

// BeginGame implements core.GameScoped: a new game starts on this host, and its
// memory is counted from zero. What the scripts built for the games before is kept
// when nothing of it changed since it was built (reuse.go); otherwise every script
// the game needs runs afresh for it — the compiled chunks are shared, the values they
// make are the game's own.
func (h *Host) BeginGame(*core.Game) {
	h.kept = nil
	h.forgetCtxValues()
	h.m.reset()
	if h.scriptsUnchanged() {
		return
	}
	h.effects = map[*core.CardData]effectsOrErr{}
	h.keywordBehaviour = nil
	h.keywordRuns = nil
	h.chunks = nil
	h.constants = nil
	h.buildFailed = false
}

// keep records a Lua value the engine holds on to for the rest of the game (a
// delayed effect's function), so that the meter counts what it holds.
func (h *Host) keep(v lua.LValue) {
	h.m.charge(h.L, costClosure)
	h.kept = append(h.kept, v)
}

// runChunk runs a compiled script for this game and returns what it returned, with
// its shape checked (build_shape.go); root names it in errors ("card").
// A script runs outside any game (math.random refuses): what it builds may serve
// the next games.
func (h *Host) runChunk(proto *lua.FunctionProto, card, file, step, root string) (lua.LValue, error) {
	fn := h.L.NewFunctionFromProto(proto)
	fn.Env = h.env
	game := h.game
	h.game = nil
	err := h.protected(lua.P{Fn: fn, NRet: 1, Protect: true})
	h.game = game
	if err != nil {
		h.buildFailed = true
		return nil, luaError(card, file, err.Error(), step)
	}
	v := h.L.Get(-1)
	h.L.Pop(1)
	h.chunks = append(h.chunks, photograph(v, h.sb.shared))
	if err := checkShape(v, root); err != nil {
		h.buildFailed = true
		return nil, &ScriptError{Card: card, File: file, Msg: err.Error(), Step: step}
	}
	return v, nil
}

// LookupKeyword finds a keyword the host's library knows by name (Library.LookupKeyword).
func (h *Host) LookupKeyword(name core.Keyword) (core.Keyword, bool) {
	return h.lib.LookupKeyword(name)
}

// Close releases the host's Lua state.
func (h *Host) Close() {
	h.dl.close()
	h.L.Close()
}

// EffectsOf implements core.EffectSource: the card's effects, built from its script
// (and the keyword scripts it names) the first time and kept for the host's life.
func (h *Host) EffectsOf(d *core.CardData) ([]*core.Effect, error) {
	if e, ok := h.effects[d]; ok {
		return e.effs, e.err
	}
	effs, err := h.build(d)
	h.buildFailed = h.buildFailed || err != nil
	h.effects[d] = effectsOrErr{effs, err}
	return effs, err
}

// build runs a card's script and turns the table it returns into effects.
func (h *Host) build(d *core.CardData) ([]*core.Effect, error) {
	cs := h.cardScript(d.Number)
	file, proto, ok := cs.file, cs.proto, cs.ok
	if cs.err != nil {
		return nil, cs.err
	}
	if !ok {
		if cardpool.KeywordCard(d, h.lib.HasKeyword) {
			return h.keywordCard(d)
		}
		return nil, nil
	}
	ret, err := h.runChunk(proto, d.Number, file, "loading the script", "card")
	if err != nil {
		return nil, err
	}
	t, ok := ret.(*lua.LTable)
	if !ok {
		return nil, &ScriptError{Card: d.Number, File: file, Msg: fmt.Sprintf("the script must return card { ... }, not a %s", ret.Type())}
	}
	b := &builder{h: h, card: d, file: file}
	effs := b.cardTable(t, false)
	if b.err != nil {
		return nil, b.err
	}
	return effs, nil
}

// call runs a Lua function for an effect: deadline, errors, and the game ending
// inside it. The function gets the ctx userdata and extra arguments; nret results are
// left on the stack for the caller to pop.
func (h *Host) call(c *core.Ctx, fn *lua.LFunction, file, step string, nret int, args ...lua.LValue) {
	g := c.Game
	wasOver := g.Over() // reading a stopped game (after Halt) must not unwind
	prevInspecting := h.inspecting
	h.inspecting = wasOver
	defer func() { h.inspecting = prevInspecting }()
	prevGame, prevController := h.game, h.controller
	h.game, h.controller = g, c.Player
	all := make([]lua.LValue, 0, len(args)+1)
	all = append(all, h.ctxValue(c))
	all = append(all, args...)
	err := h.protected(lua.P{Fn: fn, NRet: nret, Protect: true}, all...)
	h.game, h.controller = prevGame, prevController
	if g.Over() && !wasOver {
		g.Unwind() // the game ended inside the script (1-2-1): stop here too
	}
	if err != nil {
		if !wasOver {
			g.Fail(luaError(c.Card.Data.Number, file, err.Error(), step))
		}
		for range nret {
			h.L.Push(lua.LNil) // keep the caller's stack as it expects
		}
	}
}

// protected calls Lua under the limits: the deadline (unless an outer call is
// timing), no traceback (errors carry their message alone), and the meter settled
// when the outermost call returns. On an error nothing is left on the stack.
func (h *Host) protected(p lua.P, args ...lua.LValue) error {
	timing := h.dl.started.Load() == 0
	var outerSteps int64
	if timing { // a call of its own, or one the engine makes while the outer call waits
		h.dl.begin()
		outerSteps, h.m.steps = h.m.steps, 0
	}
	h.active++
	p.Handler = h.sb.handler
	err := h.L.CallByParam(p, args...)
	h.active--
	if timing {
		h.dl.end()
		h.m.steps = outerSteps
	}
	if h.active == 0 {
		if serr := h.m.settle(h.eachRoot, h.sb.shared); serr != nil && err == nil {
			if p.NRet > 0 {
				h.L.Pop(p.NRet)
			}
			err = serr
		}
	}
	return err
}

// eachRoot yields the roots of what the scripts hold (Host.chunks, Host.kept) to the meter.
func (h *Host) eachRoot(yield func(lua.LValue)) {
	for _, p := range h.chunks {
		yield(p.root)
	}
	for _, v := range h.kept {
		yield(v)
	}
}

// pause stops the deadline clock while the engine works or waits for a decision;
// resume starts it again with the time the call had already used, so that a loop of
// engine calls still runs out of time.
func (h *Host) pause() (resume func()) {
	prev := h.dl.started.Load()
	if prev == 0 {
		return func() {}
	}
	h.dl.started.Store(0)
	used := time.Now().UnixNano() - prev
	return func() { h.dl.started.Store(time.Now().UnixNano() - used) }
}

// keywordCard builds the effects of a card whose text is keywords only (16-1): its
// upper text's keywords, its inherited text's as inherited effects, its link text's
// as link effects — each from the keyword's script.
func (h *Host) keywordCard(d *core.CardData) ([]*core.Effect, error) {
	var out []*core.Effect
	add := func(text string, inherited, link bool) error {
		for _, l := range core.ReadKeywordLines(text) {
			if len(l.Timings) > 0 {
				e, err := h.keywordAction(d, l, inherited)
				if err != nil {
					return err
				}
				e.Link = link
				out = append(out, e)
				continue
			}
			for _, k := range l.Keywords {
				e, err := h.keywordTag(k.Raw, inherited, d)
				if err != nil {
					return err
				}
				e.Link = link
				out = append(out, e)
			}
		}
		return nil
	}
	if err := add(d.Effect, false, false); err != nil {
		return nil, err
	}
	if err := add(d.Inherited, true, false); err != nil {
		return nil, err
	}
	if d.Link != nil {
		if err := add(d.Link.Effect, false, true); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// keywordAction builds a keyword line with a timing ("[On Deletion] <Save>"): an
// effect of that timing whose action is each keyword's run function.
func (h *Host) keywordAction(d *core.CardData, l core.KeywordLine, inherited bool) (*core.Effect, error) {
	pt, ok := core.ReadTimings(l.Timings)
	if !ok {
		return nil, &ScriptError{Card: d.Number, Msg: fmt.Sprintf("cannot read the timing of %q", l.Text), Step: "building keyword effects"}
	}
	type action struct {
		keywordRunEntry
		tag core.KeywordTag
	}
	var acts []action
	for _, k := range l.Keywords {
		if name, ok := h.lib.LookupKeyword(k.Name); ok {
			k.Name = name // its own spelling (a custom keyword's is its script's name)
		}
		r := h.keywordRunOf(k.Name)
		if r.err != nil {
			return nil, &ScriptError{Card: d.Number, File: r.file, Msg: r.err.Error(), Step: "building keyword effects"}
		}
		acts = append(acts, action{r, core.KeywordTag{Name: k.Name, N: k.N, Param: k.Param, UpTo: k.UpTo}})
	}
	kind := core.Triggered
	if pt.Timing == core.MainTiming {
		kind = core.Activated
	}
	// The label names the keywords too ("[On Deletion] <Save>"): a card may have
	// several such lines with one timing, and the order prompt tells them apart.
	label := strings.Join(l.Timings, " ")
	for _, k := range l.Keywords {
		label += " " + k.Raw
	}
	e := &core.Effect{Card: d.Number, Label: label, Text: l.Text, Kind: kind, Timing: pt.Timing, Turn: pt.Turn,
		Areas: pt.Areas, PerTurn: pt.PerTurn, Inherited: inherited}
	// The line is these keyword effects (16-1): its object has them (core keyword_lines.go).
	for _, a := range acts {
		e.LineKeywords = append(e.LineKeywords, a.tag)
	}
	e.Resolve = func(c *core.Ctx) {
		for _, a := range acts {
			sub := *c
			sub.Keyword = a.tag
			h.call(&sub, a.fn, a.file, "resolving "+e.String()+" <"+string(a.tag.Name)+">", 0)
		}
	}
	// A line of one keyword takes the keyword's terms: "[Hand] [Counter] <Blast
	// Digivolve>" is asked before it activates, and does not activate when it cannot
	// be done (which matters where activating counts: 11-3-2, 15-14-1).
	if len(acts) == 1 {
		a := acts[0]
		e.Optional = a.optional
		if a.cond != nil {
			e.Condition = func(c *core.Ctx) bool { return h.keywordCondition(c, a.keywordRunEntry, a.tag) }
		}
	}
	return e, nil
}

// keywordRun returns a keyword's action: keyword { run = function(ctx) ... end }.
func (h *Host) keywordRun(k core.Keyword) (*lua.LFunction, string, error) {
	r := h.keywordRunOf(k)
	return r.fn, r.file, r.err
}

// keywordRunOf is a keyword's action with its terms (keyword { optional = true,
// condition = function(ctx) ... end }), loaded once per host.
func (h *Host) keywordRunOf(k core.Keyword) keywordRunEntry {
	if r, ok := h.keywordRuns[k]; ok {
		return r
	}
	r := h.loadKeywordRun(k)
	h.buildFailed = h.buildFailed || r.err != nil
	if h.keywordRuns == nil {
		h.keywordRuns = map[core.Keyword]keywordRunEntry{}
	}
	h.keywordRuns[k] = r
	return r
}

type keywordRunEntry struct {
	fn   *lua.LFunction
	file string
	err  error
	// optional: the action is "you may" (15-9-2); cond: it can be done only when this
	// holds (15-6). A "[Timing] <X>" line makes them its effect's own, asked before it
	// activates; ctx:run_keyword checks them before running.
	optional bool
	cond     *lua.LFunction
}

func (h *Host) loadKeywordRun(k core.Keyword) keywordRunEntry {
	ks := h.keywordScript(string(k))
	file, proto := ks.file, ks.proto
	if ks.err != nil {
		return keywordRunEntry{file: file, err: ks.err}
	}
	v, err := h.runChunk(proto, "", file, "loading keyword <"+string(k)+">", "keyword")
	if err != nil {
		return keywordRunEntry{file: file, err: err}
	}
	kt, ok := v.(*lua.LTable)
	if !ok {
		return keywordRunEntry{file: file, err: fmt.Errorf("a keyword script must return keyword { ... }")}
	}
	run, ok := kt.RawGetString("run").(*lua.LFunction)
	if !ok {
		return keywordRunEntry{file: file, err: fmt.Errorf("<%s> has no action: its script needs run = function(ctx) ... end to be used as \"[Timing] <%s>\"", k, k)}
	}
	cond, _ := kt.RawGetString("condition").(*lua.LFunction)
	return keywordRunEntry{fn: run, file: file, optional: lua.LVAsBool(kt.RawGetString("optional")), cond: cond}
}

// keywordCondition asks a keyword's condition for one use (with its number and
// parameter in ctx.keyword); no condition always holds.
func (h *Host) keywordCondition(c *core.Ctx, r keywordRunEntry, tag core.KeywordTag) bool {
	if r.cond == nil {
		return true
	}
	sub := *c
	sub.Keyword = tag
	h.call(&sub, r.cond, r.file, "checking the condition of <"+string(tag.Name)+">", 1)
	ok := lua.LVAsBool(h.L.Get(-1))
	h.L.Pop(1)
	return ok
}
