package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// "The next time ... this turn, ...": an immediate effect an effect creates for a while,
// that waits for its cause apart from its card, applies once and is spent
// (core/next_time.go).

// nextTimeMethods are the ctx methods of this concept; nextTimeAPI documents them.
func (h *Host) nextTimeMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:next_time({ on = "digivolve", subject = ..., trigger = ..., run = ... }, duration)
		"next_time": func(L *lua.LState) int {
			c := h.checkCtx(L)
			entry := L.CheckTable(2)
			until := checkDuration(L, 3)
			if entry.RawGetString("area") != lua.LNil {
				L.ArgError(2, "area: the next time waits in no area (it is the game's, wherever its card goes)")
			}
			list := L.NewTable()
			list.Append(entry)
			b := &builder{h: h, card: c.Card.Data, file: h.fileOf(c)}
			on := lua.LVAsString(entry.RawGetString("on"))
			_, cause := wouldEvents[on]
			_, event := whenEvents[on]
			if !cause && !event {
				L.ArgError(2, fmt.Sprintf("on = %q; want a cause (%s) or an event (%s)", on, names(wouldEvents), names(whenEvents)))
			}
			build := b.woulds // a cause first: "the next time X would be played" cuts in before it
			if !cause {
				build = b.whens // "the next time X attacks": after it happened
			}
			effs := build(list, false)
			if b.err != nil {
				msg := b.err.Error()
				if se, ok := b.err.(*ScriptError); ok {
					msg = se.Msg
				}
				L.ArgError(2, strings.NewReplacer("would[1]", "the entry", "when[1]", "the entry").Replace(msg))
			}
			h.keep(entry)
			var err error
			h.engine(func() { err = c.NextTime(effs[0], until) })
			if err != nil {
				L.ArgError(3, err.Error())
			}
			return 0
		},
	}
}

var nextTimeAPI = []Doc{
	{Group: GroupCtxMethods, Name: "next_time", Params: []Param{
		p("entry", "Entry", "a `would` entry — `on` a cause (\"digivolve\", \"played\", ...), `subject`, `trigger`, `reduces` (the most it takes off the cost: a declaration only it makes payable is offered, 1-3-11-3), `run`, `label`, `optional` — or, for an `on` only `when` has (\"attacks\", \"digivolves\", \"blocked\", ...), a `when` entry; no `area`"),
		p("duration", "Duration", "how long it waits: \"turn\" for \"this turn\"")},
		Meaning: "\"The next time X this turn, Y\": an immediate effect (15-8-5) this effect creates, that waits for the duration for the next cause its `on`, `subject` and `trigger` accept, " +
			"then activates once as this effect's controller's (ctx.card this card, no ctx.self) and is spent — also when it then does nothing. " +
			"An event only `when` has (\"the next time one of your Digimon attacks this turn\") is waited for after it happened: a triggered effect, pending with that event's others (18-1-2). " +
			"It is the game's, not the card's: it lasts for its period wherever the card goes (ver. 1.0 13-2-2-1), and reaches Digimon that come later (15-11-2-2); " +
			"each one created waits on its own (two used, two reductions).",
		Example: "-- BT1-109 Smashed Potatoes: [Main] For the turn, the next time you would digivolve one of your green Digimon\n" +
			"-- from level 5 to level 6, decrease the digivolution cost by 4.\n" +
			"return card { main = function(ctx)\n  ctx:next_time({ on = \"digivolve\", subject = { owner = \"you\", kind = \"Digimon\", color = \"Green\", level = 5 },\n" +
			"    trigger = function(ctx) return ctx:would_card():level() == 6 end,\n    reduces = 4, run = function(ctx) ctx:change_cost(-4) end }, \"turn\")\nend }"},
}
