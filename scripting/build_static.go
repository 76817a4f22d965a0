package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// statics builds persistent effects (15-8-2):
//
//	static = { { turn = "your", target = "self", dp = 1000, condition = function(ctx) ... end } }
//
// dp and checks are numbers or functions(ctx, object) returning one; keyword gives a
// keyword effect ("Blocker", "Security A. +1"); cannot a prohibition ("block", cannot.go).
// Two entries change rules, not values: gains_effects_of (the object gains all effects
// of cards in its digivolution cards, core/lent.go) and ignore_color_requirement (an
// Option in the hand may be used ignoring its color requirements, core/use.go).
func (b *builder) statics(v lua.LValue, inherited bool) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("static must be a list of tables")
		return nil
	}
	var out []*core.Effect
	for i := 1; i <= t.Len(); i++ {
		entry, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			b.fail("static[%d] must be a table", i)
			continue
		}
		if e := b.static(entry, inherited, fmt.Sprintf("static[%d]", i)); e != nil {
			out = append(out, e)
		}
	}
	return out
}

func (b *builder) static(entry *lua.LTable, inherited bool, what string) *core.Effect {
	o := b.entryOptions(entry, what)
	target, err := compileFilter(entry.RawGetString("target"))
	if entry.RawGetString("target") == lua.LNil {
		target, err = compileFilter(lua.LString("self"))
	}
	if err != nil {
		b.fail("%s: %v", what, err)
		return nil
	}
	e := b.effect(o, core.Persistent, core.NoTiming, "", inherited)
	if who := entry.RawGetString("player"); who != lua.LNil {
		return b.staticBan(e, entry, what)
	}
	if v := entry.RawGetString("unaffected"); v != lua.LNil {
		return b.staticUnaffected(e, entry, v, what)
	}
	dp := b.number(entry.RawGetString("dp"), what+".dp")
	checks := b.number(entry.RawGetString("checks"), what+".checks")
	cannot := b.cannot(entry.RawGetString("cannot"), what) // cannot.go
	var can func(c *core.Ctx, d *core.Derived)
	if v := entry.RawGetString("can"); v != lua.LNil {
		var msg string
		if can, msg = readCan(v); msg != "" {
			b.fail("%s: %s", what, msg)
		}
	}
	treated := b.treatedAsStatic(entry, what)                                    // treated_as.go
	unsuspendCost := b.unsuspendCost(entry.RawGetString("unsuspend_cost"), what) // unsuspend_cost.go
	var kw core.Keyword
	var kwN int
	var kwParam string // <Decoy (Black)>: "Black"
	if s := lua.LVAsString(entry.RawGetString("keyword")); s != "" {
		t := ParseKeywordTag(s)
		kw, kwN, kwParam = t.Name, t.N, t.Param
		e.Keyword, e.KeywordN = kw, kwN
		e.Label = "<" + s + ">"
	}
	e.Affects = target
	e.ReachesBreeding = namesBreeding(entry.RawGetString("target")) // 3-4-5-3
	if lua.LVAsBool(entry.RawGetString("ignore_color_requirement")) {
		e.WaivesColorRequirement = true
		if e.Areas == 0 {
			e.Areas = core.AreaHand // "this card": it is used from the hand (9-1)
		}
	}
	if v := entry.RawGetString("also_meets_color"); v != lua.LNil {
		e.AlsoMeetsColors = b.colorSet(v, what+".also_meets_color")
		if e.Areas == 0 {
			e.Areas = core.AreaHand // "this card's color requirements": it is used from the hand (9-1)
		}
	}
	if v := entry.RawGetString("gains_effects_of"); v != lua.LNil {
		e.Lends = b.lends(v, what+".gains_effects_of")
	}
	if v := entry.RawGetString("give_effect"); v != lua.LNil {
		e.Gives = b.givenEffects(v, what+".give_effect") // api_grants.go
	}
	if v := entry.RawGetString("may_digivolve"); v != lua.LNil {
		e.Permits = b.permission(v, what+".may_digivolve")
	}
	var onlyInto func(*core.Card) bool // "can only digivolve into ..." (core.Derived.DigivolveOnlyInto)
	if v := entry.RawGetString("digivolve_only_into"); v != lua.LNil {
		if f, err := compileCardFilter(v); err != nil {
			b.fail("%s.digivolve_only_into: %v", what, err)
		} else {
			onlyInto = f
		}
	}
	var dnaAs *core.DNAAs // "treated as Lv.6 [Breakdramon] for [Examon]'s DNA digivolution" (core/dna_as.go)
	if v := entry.RawGetString("dna_as"); v != lua.LNil {
		dnaAs = b.dnaAs(v, what+".dna_as")
	}
	var attach *core.AttachedTiming
	if v := entry.RawGetString("attach"); v != lua.LNil {
		attach = b.attachTiming(v, what+".attach")
		e.Attaches = attach != nil
	}
	if v := entry.RawGetString("use_cost"); v != lua.LNil {
		e.UseCostMod = b.cardNumber(v, what+".use_cost")
		if e.Areas == 0 {
			e.Areas = core.AreaHand // "this card's use cost": the card, not an object
		}
	}
	if v := entry.RawGetString("play_cost"); v != lua.LNil {
		e.PlayCostMod = b.cardNumber(v, what+".play_cost")
		if e.Areas == 0 {
			e.Areas = core.AreaHand // "the memory cost to play this card from your hand"
		}
	}
	if v := entry.RawGetString("digivolve_cost"); v != lua.LNil {
		e.DigivolveCostSet = b.cardNumber(v, what+".digivolve_cost")
		if e.Areas == 0 {
			e.Areas = core.AreaHand // "when digivolving into this card from your hand"
		}
	}
	if v := entry.RawGetString("deletion_max"); v != lua.LNil {
		b.deletionMax(e, v, what+".deletion_max")
	}
	if v := entry.RawGetString("revealed_as"); v != lua.LNil {
		var msg string
		if e.RevealedAs, msg = readRevealedAs(v); msg != "" {
			b.fail("%s.revealed_as: %s", what, msg)
		}
	}
	if v := entry.RawGetString("digixros_from"); v != lua.LNil {
		from, msg := readXrosFrom(v)
		if msg != "" {
			b.fail("%s.digixros_from: %s", what, msg)
		}
		e.XrosFrom = from
		if e.Areas == 0 {
			e.Areas = core.AreaHand // "this card's DigiXros": the card, not an object
		}
	}
	if dp == nil && checks == nil && cannot == nil && kw == "" && attach == nil && onlyInto == nil && can == nil && treated == nil && dnaAs == nil && unsuspendCost == 0 && e.Gives != nil {
		return e // the effects it gives are the engine's to read (core/granted.go)
	}
	if dp == nil && checks == nil && cannot == nil && kw == "" && attach == nil && onlyInto == nil && unsuspendCost == 0 && (e.Lends != nil || e.WaivesColorRequirement || e.AlsoMeetsColors != 0 || e.Permits != nil || e.UseCostMod != nil || e.PlayCostMod != nil || e.DigivolveCostSet != nil || e.DeletionMaxMod != nil || e.XrosFrom != nil || e.RevealedAs != nil) {
		return e // a rule for the engine to read, no derived value changes (no Apply)
	}
	// A constant non-negative dp (or none) never lowers DP: the rule check may trust
	// printed DP while only such effects are in force (core.Effect.NeverLowersDP).
	if n, ok := entry.RawGetString("dp").(lua.LNumber); ok {
		e.NeverLowersDP = n >= 0
	} else {
		e.NeverLowersDP = entry.RawGetString("dp") == lua.LNil
	}
	e.Apply = func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
		if dp != nil {
			d.DPMod += dp(c, o)
		}
		n := 0
		if checks != nil {
			n = checks(c, o)
		}
		switch {
		case kw == core.SecurityA: // 16-3: <Security A. +N> checks N more (or fewer)
			if total := kwN + n; total != 0 {
				d.AddKeywordTag(core.KeywordTag{Name: kw, N: total})
			}
		case kw != "":
			d.AddKeywordTag(core.KeywordTag{Name: kw, N: kwN, Param: kwParam})
			d.Checks += n
		default:
			d.Checks += n
		}
		if cannot != nil {
			cannot(c.Player)(d)
		}
		if can != nil {
			can(c, d)
		}
		if dnaAs != nil {
			d.DNAAs = append(d.DNAAs, *dnaAs)
		}
		if treated != nil {
			treated(c, o, d)
		}
		if attach != nil {
			d.Attached = append(d.Attached, *attach)
		}
		if onlyInto != nil {
			d.DigivolveOnlyInto = append(d.DigivolveOnlyInto, onlyInto)
		}
		d.UnsuspendHandCost += unsuspendCost
	}
	return e
}

// attachTiming reads attach = { to = "on_deletion", timing = "end_of_attack" }: "attach
// [End of Attack] to all of this Digimon's [On Deletion] effects" (core/attach.go).
func (b *builder) attachTiming(v lua.LValue, what string) *core.AttachedTiming {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a table { to = \"on_deletion\", timing = \"end_of_attack\" }", what)
		return nil
	}
	to := b.timingNames(t.RawGetString("to"), what+".to")
	also := b.timingNames(t.RawGetString("timing"), what+".timing")
	if len(to) != 1 || len(also) != 1 {
		return nil
	}
	return &core.AttachedTiming{To: to[0], Also: also[0]}
}

// lends reads gains_effects_of: a function(ctx, object) returning the cards (under the
// object) whose effects it gains.
func (b *builder) lends(v lua.LValue, what string) func(c *core.Ctx, o *core.FieldObject) []*core.Card {
	fn, ok := v.(*lua.LFunction)
	if !ok {
		b.fail("%s must be a function(ctx, self) returning a list of cards", what)
		return nil
	}
	h, file, step := b.h, b.file, "finding the cards whose effects "+b.card.Number+" gains"
	return func(c *core.Ctx, o *core.FieldObject) []*core.Card {
		h.call(c, fn, file, step, 1, h.objectValue(o))
		var out []*core.Card
		if t, ok := h.L.Get(-1).(*lua.LTable); ok {
			for i := 1; i <= t.Len(); i++ {
				if ud, ok := t.RawGetInt(i).(*lua.LUserData); ok {
					if card, ok := ud.Value.(*core.Card); ok {
						out = append(out, card)
					}
				}
			}
		}
		h.L.Pop(1)
		return out
	}
}

// staticUnaffected builds "this Digimon isn't affected by your opponent's effects"
// (15-15-6): { unaffected = "opponent_effects" }, about the object that has it only.
func (b *builder) staticUnaffected(e *core.Effect, entry *lua.LTable, v lua.LValue, what string) *core.Effect {
	shield, msg := readUnaffected(v)
	if msg != "" {
		b.fail("%s: %s", what, msg)
		return nil
	}
	for _, k := range []string{"player", "dp", "checks", "keyword", "cannot", "can", "also_name", "also_trait", "also_color", "level"} {
		if entry.RawGetString(k) != lua.LNil {
			b.fail("%s: an unaffected entry has no %s (give it its own entry)", what, k)
		}
	}
	if t := entry.RawGetString("target"); t != lua.LNil && t != lua.LString("self") {
		b.fail("%s: unaffected is about the object that has the effect; target = %v", what, t)
	}
	e.Unaffected = shield
	e.NeverLowersDP = true
	e.Affects = func(*core.Ctx, *core.FieldObject) bool { return false } // the core reads it (core/unaffected.go)
	e.Apply = func(*core.Ctx, *core.FieldObject, *core.Derived) {}
	return e
}

// staticBan builds a `static` entry that bans a player something (15-1-3) while it
// works: { player = "opponent", cannot = "gain_memory", except = "tamer_effects" }.
func (b *builder) staticBan(e *core.Effect, entry *lua.LTable, what string) *core.Effect {
	for _, k := range []string{"target", "dp", "checks", "keyword", "can", "also_name", "also_trait", "also_color", "level"} {
		if entry.RawGetString(k) != lua.LNil {
			b.fail("%s: a ban on a player (player = ...) has no %s", what, k)
		}
	}
	ban, msg := readBan(lua.LVAsString(entry.RawGetString("player")), entry.RawGetString("cannot"), entry.RawGetString("except"), entry.RawGetString("cards"))
	if msg != "" {
		b.fail("%s: %s", what, msg)
		return nil
	}
	e.Ban = &ban
	e.NeverLowersDP = true
	e.Affects = func(*core.Ctx, *core.FieldObject) bool { return false } // it reaches no object
	e.Apply = func(*core.Ctx, *core.FieldObject, *core.Derived) {}
	return e
}

// permission reads may_digivolve = { into = <card filter> or "self", cost = n,
// from = "hand" }: the targets may digivolve into those cards ignoring their
// digivolution requirements (8-1-2-2), for cost n (0: without paying the cost); with
// from = "hand", only into cards in the hand (core/permission.go).
func (b *builder) permission(v lua.LValue, what string) *core.DigivolvePermission {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a table { into = ..., cost = n, from = \"hand\" }", what)
		return nil
	}
	pm := &core.DigivolvePermission{}
	for _, k := range sortedKeys(t) {
		x := t.RawGetString(k)
		switch k {
		case "into":
			if x == lua.LString("self") { // "into this card": the card that has the effect
				pm.Into = func(c *core.Ctx, card *core.Card) bool { return card == c.Card }
				continue
			}
			f, err := compileCardFilter(x)
			if err != nil {
				b.fail("%s.into: %v", what, err)
				return nil
			}
			pm.Into = func(_ *core.Ctx, card *core.Card) bool { return f(card) }
		case "cost":
			n, ok := x.(lua.LNumber)
			if !ok {
				b.fail("%s.cost must be a number (0: without paying the cost)", what)
			}
			pm.Cost = int(n)
		case "as_digimon":
			pm.AsDigimon = b.asDigimon(x, what+".as_digimon")
		case "by":
			pm.By = b.permissionBy(x, what+".by")
		case "from":
			if x != lua.LString("hand") {
				b.fail("%s.from = %q; want \"hand\" (or leave it out: from anywhere)", what, lua.LVAsString(x))
			}
			pm.InHand = true
		default:
			b.fail("unknown key %q in %s (want into, cost, from, as_digimon, by)", k, what)
		}
	}
	if pm.AsDigimon != nil {
		// "For a memory cost of 2": a fixed cost; without one, the requirement's.
		pm.AsDigimon.FixedCost = t.RawGetString("cost") != lua.LNil
		if pm.Into == nil {
			b.fail("%s needs into = (a card filter or \"self\")", what)
		}
		return pm
	}
	if pm.Into == nil || t.RawGetString("cost") == lua.LNil {
		b.fail("%s needs into = (a card filter or \"self\") and cost = n", what)
	}
	return pm
}

// permissionBy reads by = { condition = function(ctx) ... end, run = function(ctx) ... end }:
// the "by" cost of the digivolution a permission allows (core/permission_by.go) — the
// digivolution is offered while condition holds, and declaring it runs run first.
func (b *builder) permissionBy(v lua.LValue, what string) *core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a table { condition = function, run = function }", what)
		return nil
	}
	for _, k := range sortedKeys(t) {
		if k != "condition" && k != "run" && k != "label" {
			b.fail("unknown key %q in %s (want condition, run, label)", k, what)
		}
	}
	o := b.entryOptions(t, what)
	if o.fn == nil || o.cond == nil {
		b.fail("%s needs condition = function (can the cost be paid?) and run = function (pay it)", what)
		return nil
	}
	return b.effect(o, core.Activated, core.NoTiming, "by", false)
}

// asDigimon reads as_digimon = { level = 3, color = "Blue" }: "as if the Tamer is a
// level 3 blue Digimon" (color left out: its own colors).
func (b *builder) asDigimon(v lua.LValue, what string) *core.AsDigimon {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a table { level = n, color = ... }", what)
		return nil
	}
	as := &core.AsDigimon{}
	for _, k := range sortedKeys(t) {
		x := t.RawGetString(k)
		switch k {
		case "level":
			n, ok := x.(lua.LNumber)
			if !ok {
				b.fail("%s.level must be a number", what)
			}
			as.Level = int(n)
		case "color":
			as.Colors = b.colorSet(x, what+".color")
		default:
			b.fail("unknown key %q in %s (want level, color)", k, what)
		}
	}
	if as.Level == 0 {
		b.fail("%s needs level = n", what)
	}
	return as
}

// dnaAs reads `dna_as`: { into = card filter, level = n, name = "X" | {...} } — what the
// targets are treated as for the DNA digivolution into the cards `into` matches (8-2).
func (b *builder) dnaAs(v lua.LValue, what string) *core.DNAAs {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a table { into = ..., level = n, name = ... }", what)
		return nil
	}
	as := &core.DNAAs{Names: stringsOf(t.RawGetString("name"))}
	for _, k := range sortedKeys(t) {
		if k != "into" && k != "level" && k != "name" {
			b.fail("unknown key %q in %s (want into, level, name)", k, what)
		}
	}
	into, err := compileCardFilter(t.RawGetString("into"))
	if err != nil || t.RawGetString("into") == lua.LNil {
		b.fail("%s.into: a card filter of the cards it is for", what)
		return nil
	}
	as.Into = into
	if n, ok := t.RawGetString("level").(lua.LNumber); ok {
		as.Level = int(n)
	}
	if as.Level == 0 && len(as.Names) == 0 {
		b.fail("%s: want a level or a name", what)
	}
	return as
}

// deletionMax reads `deletion_max`: what the entry adds to the maximum of DP-based
// deletion effects (15-15-5) — a number or a function(ctx), or a table { n, of =
// "self" } for "this Digimon's DP-based deletion effects" only.
func (b *builder) deletionMax(e *core.Effect, v lua.LValue, what string) {
	t, ok := v.(*lua.LTable)
	if !ok {
		e.DeletionMaxMod = b.cardNumber(v, what)
		return
	}
	e.DeletionMaxMod = b.cardNumber(t.RawGetInt(1), what+"[1]")
	switch of := t.RawGetString("of"); of {
	case lua.LString("self"):
		e.DeletionMaxOwn = true
	case lua.LNil:
	default:
		b.fail("%s.of: want \"self\", not %v", what, of)
	}
}

// cardNumber reads a number or a function(ctx) returning one: a value of the card
// itself, which no object has (use_cost).
func (b *builder) cardNumber(v lua.LValue, what string) func(c *core.Ctx) int {
	switch x := v.(type) {
	case lua.LNumber:
		n := int(x)
		return func(*core.Ctx) int { return n }
	case *lua.LFunction:
		h, file, step := b.h, b.file, "computing "+what+" of "+b.card.Number
		return func(c *core.Ctx) int {
			h.call(c, x, file, step, 1)
			n := int(lua.LVAsNumber(h.L.Get(-1)))
			h.L.Pop(1)
			return n
		}
	}
	b.fail("%s must be a number or a function(ctx)", what)
	return nil
}

// number reads a number or a function(ctx, object) returning one.
func (b *builder) number(v lua.LValue, what string) func(c *core.Ctx, o *core.FieldObject) int {
	switch x := v.(type) {
	case *lua.LNilType:
		return nil
	case lua.LNumber:
		n := int(x)
		return func(*core.Ctx, *core.FieldObject) int { return n }
	case *lua.LFunction:
		h, file, step := b.h, b.file, "computing "+what+" of "+b.card.Number
		return func(c *core.Ctx, o *core.FieldObject) int {
			h.call(c, x, file, step, 1, h.objectValue(o))
			n := int(lua.LVAsNumber(h.L.Get(-1)))
			h.L.Pop(1)
			return n
		}
	}
	b.fail("%s must be a number or a function", what)
	return nil
}

// keywords gives the card keyword effects by name (16-1): keywords = { "Blocker",
// "Security A. +1", "Decoy (Black)" }. Having a keyword is a persistent effect that
// tags the object (core.Derived.Tags); what the keyword does is its script in
// keywords/, which the engine attaches to every object with the tag (KeywordEffects).
func (b *builder) keywords(v lua.LValue, inherited bool) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("keywords must be a list of names")
		return nil
	}
	var out []*core.Effect
	for i := 1; i <= t.Len(); i++ {
		printed := lua.LVAsString(t.RawGetInt(i))
		if strings.HasPrefix(strings.TrimSpace(printed), "[") {
			if e := b.keywordLine(printed, inherited); e != nil {
				out = append(out, e)
			}
			continue
		}
		e, err := b.h.keywordTag(printed, inherited, b.card)
		if err != nil {
			if b.err == nil {
				b.err = err
			}
			continue
		}
		out = append(out, e)
	}
	return out
}

// keywordLine builds a printed keyword line with timing icons, written as printed
// ("[Hand] [Counter] <Blast Digivolve>", "[When Digivolving] <Blitz>"): an effect of
// that timing whose action is the keyword's, on the keyword's terms (asked first when
// the keyword is optional, offered only when it can be done) — as for a card whose
// text is keywords only (Host.keywordCard). Its object has the keyword too (16-1,
// core.Effect.LineKeywords).
func (b *builder) keywordLine(printed string, inherited bool) *core.Effect {
	lines := core.ReadKeywordLines(printed)
	if len(lines) != 1 || len(lines[0].Timings) == 0 || len(lines[0].Keywords) == 0 {
		b.fail("keywords: %q is not a keyword line (want timing icons then keywords: \"[When Digivolving] <Blitz>\")", printed)
		return nil
	}
	e, err := b.h.keywordAction(b.card, lines[0], inherited)
	if err != nil {
		if b.err == nil {
			b.err = err
		}
		return nil
	}
	return e
}

// keywordTag is the persistent effect "this Digimon has <X>".
func (h *Host) keywordTag(printed string, inherited bool, card *core.CardData) (*core.Effect, error) {
	inside := strings.TrimSpace(printed)
	inside = strings.TrimPrefix(strings.TrimPrefix(inside, "<"), "＜")
	inside = strings.TrimSuffix(strings.TrimSuffix(inside, ">"), "＞")
	u := core.ParseKeywordUse(inside)
	name, known := h.lib.LookupKeyword(u.Name) // a built-in keyword or a custom one of the library
	if !known {
		return nil, &ScriptError{Card: card.Number, Msg: fmt.Sprintf("unknown keyword <%s>", inside), Step: "loading the script"}
	}
	u.Name = name
	tag := core.KeywordTag{Name: u.Name, N: u.N, Param: u.Param, UpTo: u.UpTo}
	label := "<" + inside + ">"
	if inherited {
		label = "inherited " + label
	}
	var areas core.Area
	if core.KeywordWorksInBreeding(u.Name) { // <Training> (16-40-1, 3-4-5-4)
		areas = core.AreaBattle | core.AreaBreeding
	}
	return &core.Effect{Card: card.Number, Label: label, Kind: core.Persistent, Inherited: inherited, NeverLowersDP: true,
		Keyword: u.Name, KeywordN: u.N, Areas: areas,
		Affects: func(c *core.Ctx, o *core.FieldObject) bool { return o == c.Obj },
		Apply:   func(_ *core.Ctx, _ *core.FieldObject, d *core.Derived) { d.AddKeywordTag(tag) },
	}, nil
}

// KeywordEffects implements core.KeywordSource: the behaviour of a keyword, from its
// script keywords/<name>.lua — keyword { name = ..., effects = { ... } }, a card
// table whose effects every object with the keyword has (ctx.self is that object,
// ctx.keyword its number and parameter). A keyword the rules implement alone
// (<Blocker>) has no effects. Built once per host.
func (h *Host) KeywordEffects(k core.Keyword) ([]*core.Effect, error) {
	if e, ok := h.keywordBehaviour[k]; ok {
		return e.effs, e.err
	}
	effs, err := h.buildKeyword(k)
	h.buildFailed = h.buildFailed || err != nil
	if h.keywordBehaviour == nil {
		h.keywordBehaviour = map[core.Keyword]effectsOrErr{}
	}
	h.keywordBehaviour[k] = effectsOrErr{effs, err}
	return effs, err
}

func (h *Host) buildKeyword(k core.Keyword) ([]*core.Effect, error) {
	ks := h.keywordScript(string(k))
	file, proto := ks.file, ks.proto
	if ks.err != nil {
		if _, ok := core.LookupKeyword(string(k)); ok {
			return nil, nil // a known keyword without a script: the rules alone
		}
		return nil, ks.err
	}
	v, err := h.runChunk(proto, "", file, "loading keyword <"+string(k)+">", "keyword")
	if err != nil {
		return nil, err
	}
	kt, ok := v.(*lua.LTable)
	if !ok {
		return nil, &ScriptError{File: file, Msg: "a keyword script must return keyword { ... }"}
	}
	et, ok := kt.RawGetString("effects").(*lua.LTable)
	if !ok {
		return nil, nil
	}
	card := &core.CardData{Number: "<" + string(k) + ">"}
	kb := &builder{h: h, card: card, file: file}
	effs := kb.cardTable(et, false)
	if kb.err != nil {
		return nil, kb.err
	}
	for _, e := range effs {
		if e.Kind == core.Persistent && e.Apply != nil {
			return nil, &ScriptError{File: file, Msg: "a keyword's static effects can only change rules (gains_effects_of, ignore_color_requirement): what it does to values is the keyword itself"}
		}
		e.Keyword = k
		if e.Label == "" || e.Label[0] == '[' {
			e.Label = "<" + string(k) + ">"
		}
	}
	return effs, nil
}

// colorSet reads a color name or a list of them: also_meets_color = "Yellow",
// { "Red", "Black" }.
func (b *builder) colorSet(v lua.LValue, what string) core.Colors {
	var names []string
	switch t := v.(type) {
	case lua.LString:
		names = []string{string(t)}
	case *lua.LTable:
		for i := 1; i <= t.Len(); i++ {
			names = append(names, lua.LVAsString(t.RawGetInt(i)))
		}
	}
	if len(names) == 0 {
		b.fail("%s: want a color or a list of colors, got %v", what, v)
		return 0
	}
	var set core.Colors
	for _, n := range names {
		c, err := core.ParseColor(n)
		if err != nil {
			b.fail("%s: %v", what, err)
			continue
		}
		set |= core.ColorsOf(c)
	}
	return set
}
