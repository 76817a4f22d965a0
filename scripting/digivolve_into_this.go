package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// "When one of your Digimon with a Tamer card in its digivolution cards digivolves into
// this card in your hand, reduce the memory cost of the digivolution by 2" (BT7-014),
// "When one of your [Paildramon] or [Dinobeemon] would digivolve into this card in your
// hand, reduce ..." (BT3-031): an immediate effect of the card in the hand (15-14-2),
// triggered once the card to digivolve into is revealed and chosen (8-1-2-5, 15-8-5),
// that takes N off the cost about to be paid (8-1-3-2). Written as one would entry:
//
//	would = { { digivolve_into_this = { owner = "you", kind = "Digimon", name = "Paildramon" }, reduces = 2 } }
//
// digivolve_into_this is a filter on the Digimon that would digivolve — in the battle
// area, as filters are (3-4-5) — and reduces a number or a function(ctx) ("… for each
// …"): what the effect takes off, and so what the main phase foresees to offer a
// digivolution only the reduction makes payable (core/foreseen_reduction.go). Beside
// static { digivolve_cost = N } (core/own_digivolve_cost.go), which sets the cost the
// reduction then reduces (Q1568).

// digivolveIntoThisKey is the would entry key of the construct.
const digivolveIntoThisKey = "digivolve_into_this"

// impliedByDigivolveIntoThis are the would entry keys the construct fills in itself.
var impliedByDigivolveIntoThis = []string{"on", "subject", "trigger", "run"}

// isDigivolveIntoThis: the would entry is the construct (it needs no run).
func isDigivolveIntoThis(entry *lua.LTable) bool {
	return entry.RawGetString(digivolveIntoThisKey) != lua.LNil
}

// digivolveIntoThis builds the immediate effect of a digivolve_into_this would entry.
func (b *builder) digivolveIntoThis(entry *lua.LTable, o options, what string, inherited bool) *core.Effect {
	for _, k := range impliedByDigivolveIntoThis {
		if entry.RawGetString(k) != lua.LNil {
			b.fail("%s: %s goes without %s: digivolve_into_this says it", what, k, k)
			return nil
		}
	}
	by := entry.RawGetString("reduces")
	if by == lua.LNil {
		b.fail("%s: digivolve_into_this needs reduces = N (the memory the digivolution costs less)", what)
		return nil
	}
	from, err := compileFilter(entry.RawGetString(digivolveIntoThisKey))
	if err != nil {
		b.fail("%s: digivolve_into_this: %v", what, err)
		return nil
	}
	if o.areas == 0 {
		o.areas = core.AreaHand // "this card in your hand"
	}
	reduces := b.cardNumber(by, what+".reduces")
	e := b.effect(o, core.Immediate, core.When, labelFor(o, "when it would "+wouldPhrase["digivolve"]), inherited)
	e.Reduces = reduces
	e.Trigger = func(c *core.Ctx, ev *core.Event) bool {
		if ev.Kind != core.EventKind(core.WouldDigivolve.String()) || c.Would == nil || c.Would.Card != c.Card {
			return false
		}
		o := c.Game.ObjectByID(ev.Obj)
		return o != nil && from(c, o)
	}
	e.Resolve = func(c *core.Ctx) { c.ChangeCost(-reduces(c)) }
	return e
}
