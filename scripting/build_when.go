package scripting

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// whenEvents are the "when X" trigger conditions card texts use (15-5): the event,
// and which object of the event is its subject.
var whenEvents = map[string]struct {
	kind    core.EventKind
	subject func(ev *core.Event) int
}{
	"played":             {core.EvPlay, evObj},
	"digivolves":         {core.EvDigivolve, evObj},
	"deleted":            {core.EvDelete, evObj},
	"attacks":            {core.EvAttack, evObj},
	"blocked":            {core.EvBlock, evTarget}, // the attacker is blocked
	"blocks":             {core.EvBlock, evObj},
	"suspended":          {core.EvSuspend, evObj},
	"unsuspended":        {core.EvUnsuspend, evObj},
	"security_checked":   {core.EvSecurityCheck, evObj}, // the checking Digimon
	"leaves_battle_area": {core.EvLeaveField, evObj},
	"moved":              {core.EvMoveToBattle, evObj},
	"memory_gained":      {core.EvMemory, nil},
	"effect_activated":   {core.EvActivate, evObj},
	// the subject deleted its battle opponent and is still there at the end of the
	// battle, after everything the battle triggered (14-2-4, 14-2-5; core/battle.go)
	"deletes_in_battle_and_survives": {core.EvBattleSurvived, evObj},
}

func evObj(ev *core.Event) int    { return ev.Obj }
func evTarget(ev *core.Event) int { return ev.Target }

// wouldEvents are the causes of immediate effects (15-8-5).
var wouldEvents = map[string]core.WouldKind{
	"deleted":   core.WouldDelete,
	"leave":     core.WouldLeave,
	"played":    core.WouldPlay,
	"digivolve": core.WouldDigivolve,
	"used":      core.WouldUse,
	"suspended": core.WouldSuspend,
	"link":      core.WouldLink, // 10-1-2-3; documented in api_would.go
}

func names[T any](m map[string]T) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// whens builds "when X" triggered effects:
//
//	when = { { on = "blocked", subject = "self", turn = "your", run = function(ctx) ... end } }
func (b *builder) whens(v lua.LValue, inherited bool) []*core.Effect {
	return b.eventEntries(v, inherited, "when", func(entry *lua.LTable, o options, what string) *core.Effect {
		on := lua.LVAsString(entry.RawGetString("on"))
		custom, _ := entry.RawGetString("trigger").(*lua.LFunction)
		we, known := whenEvents[on]
		if !known && custom == nil {
			b.fail("%s: on = %q; want one of %s (or trigger = function(ctx, event))", what, on, names(whenEvents))
			return nil
		}
		subject := b.subject(entry, what)
		thisCard := isThisCard(entry)
		e := b.effect(o, core.Triggered, core.When, labelFor(o, "when "+on), inherited)
		if known {
			e.TriggerKinds = []core.EventKind{we.kind} // the only event it can trigger on
		}
		h, file, step := b.h, b.file, "checking the trigger of "+b.card.Number
		e.Trigger = func(c *core.Ctx, ev *core.Event) bool {
			if known {
				if ev.Kind != we.kind {
					return false
				}
				if on == "memory_gained" {
					if ev.Player != c.Player || ev.Delta <= 0 {
						return false
					}
				} else if thisCard && ev.CardID != c.Card.ID {
					return false
				} else if subject != nil && !subject(c, we.subject(ev)) {
					return false
				}
			}
			if custom != nil {
				return h.callTrigger(c, custom, file, step, ev)
			}
			return true
		}
		return e
	})
}

// woulds builds immediate effects:
//
//	would = { { on = "deleted", subject = "self", run = function(ctx) ctx:prevent(ctx.self) end } }
func (b *builder) woulds(v lua.LValue, inherited bool) []*core.Effect {
	return b.eventEntries(v, inherited, "would", func(entry *lua.LTable, o options, what string) *core.Effect {
		on := lua.LVAsString(entry.RawGetString("on"))
		kind, ok := wouldEvents[on]
		if !ok {
			b.fail("%s: on = %q; want one of %s", what, on, names(wouldEvents))
			return nil
		}
		subject := b.subject(entry, what)
		thisCard := isThisCard(entry)
		e := b.effect(o, core.Immediate, core.When, labelFor(o, "when it would be "+on), inherited)
		want := core.EventKind(kind.String())
		custom, _ := entry.RawGetString("trigger").(*lua.LFunction)
		h, file, step := b.h, b.file, "checking the trigger of "+b.card.Number
		e.Trigger = func(c *core.Ctx, ev *core.Event) bool {
			ok := ev.Kind == want && (subject == nil || subject(c, ev.Obj))
			if thisCard {
				ok = ev.Kind == want && ev.CardID == c.Card.ID
			}
			if ok && custom != nil {
				return h.callTrigger(c, custom, file, step, ev)
			}
			return ok
		}
		return e
	})
}

func labelFor(o options, fallback string) string {
	if o.label != "" {
		return o.label
	}
	return "[" + fallback + "]"
}

// subject reads an entry's subject: "self", "any" (the default), or a filter. Like a
// filter, "any" is any object in the battle area: a card in the breeding area does not
// meet the trigger condition of an effect that does not name the breeding area
// (3-4-5-6); an event without an object meets it. "this_card" (isThisCard) is about
// the event's card, not an object: nil here.
func (b *builder) subject(entry *lua.LTable, what string) func(c *core.Ctx, id int) bool {
	v := entry.RawGetString("subject")
	if isThisCard(entry) {
		return nil
	}
	if v == lua.LNil || lua.LVAsString(v) == "any" {
		return func(c *core.Ctx, id int) bool {
			o := c.Game.ObjectByID(id)
			return o == nil || o.Zone != core.ZoneBreeding
		}
	}
	if lua.LVAsString(v) == "self" {
		return func(c *core.Ctx, id int) bool { return c.Obj != nil && c.Obj.ID == id }
	}
	f, err := compileFilter(v)
	if err != nil {
		b.fail("%s: subject: %v", what, err)
		return nil
	}
	return func(c *core.Ctx, id int) bool {
		o := c.Game.ObjectByID(id)
		return o != nil && f(c, o)
	}
}

func (b *builder) eventEntries(v lua.LValue, inherited bool, key string,
	make func(entry *lua.LTable, o options, what string) *core.Effect) []*core.Effect {
	t, ok := v.(*lua.LTable)
	if !ok {
		b.fail("%s must be a list of tables", key)
		return nil
	}
	var out []*core.Effect
	for i := 1; i <= t.Len(); i++ {
		what := fmt.Sprintf("%s[%d]", key, i)
		entry, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			b.fail("%s must be a table", what)
			continue
		}
		o := b.entryOptions(entry, what)
		if o.fn == nil {
			b.fail("%s needs run = function(ctx) ... end", what)
			continue
		}
		if e := make(entry, o, what); e != nil {
			out = append(out, e)
		}
	}
	return out
}

// isThisCard: subject = "this_card" — the event's card is the card whose effect this
// is: the card a Digimon would digivolve into (<Digisorption>, 16-9), the card played.
func isThisCard(entry *lua.LTable) bool {
	v, ok := entry.RawGetString("subject").(lua.LString)
	return ok && v == "this_card"
}

// callTrigger runs an entry's trigger function on an event. The event is read as the
// effect's controller sees it (by_you) and with its objects, even when no effect is
// running (a battle's deletion).
func (h *Host) callTrigger(c *core.Ctx, fn *lua.LFunction, file, step string, ev *core.Event) bool {
	prevGame, prevController := h.game, h.controller
	h.game, h.controller = c.Game, c.Player
	evv := h.eventValue(ev)
	h.game, h.controller = prevGame, prevController
	h.call(c, fn, file, step, 1, evv)
	ok := lua.LVAsBool(h.L.Get(-1))
	h.L.Pop(1)
	return ok
}
