package scripting

import (
	"fmt"
	"slices"
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
	// also: a second event kind that meets the condition too, its subject by subject.
	also core.EventKind
}{
	"played":             {kind: core.EvPlay, subject: evObj},
	"digivolves":         {kind: core.EvDigivolve, subject: evObj},
	"deleted":            {kind: core.EvDelete, subject: evObj},
	"attacks":            {kind: core.EvAttack, subject: evObj},
	"blocked":            {kind: core.EvBlock, subject: evTarget}, // the attacker is blocked
	"blocks":             {kind: core.EvBlock, subject: evObj},
	"suspended":          {kind: core.EvSuspend, subject: evObj},
	"unsuspended":        {kind: core.EvUnsuspend, subject: evObj},
	"security_checked":   {kind: core.EvSecurityCheck, subject: evObj}, // the checking Digimon
	"leaves_battle_area": {kind: core.EvLeaveField, subject: evObj},
	"moved":              {kind: core.EvMoveToBattle, subject: evObj},
	"memory_gained":      {kind: core.EvMemory, subject: nil},
	"effect_activated":   {kind: core.EvActivate, subject: evObj},
	// the subject deleted its battle opponent and is still there at the end of the
	// battle, after everything the battle triggered (14-2-4, 14-2-5; core/battle.go)
	"deletes_in_battle_and_survives": {kind: core.EvBattleSurvived, subject: evObj},
	// "when this Digimon wins a battle": the battle's outcome, not the loser's deletion,
	// which an effect may prevent (14-2-1; Q6317, Q6324, Q6327)
	"wins_battle": {kind: core.EvBattle, subject: battleWinner},
	"card_moved":  {kind: core.EvMove}, // from, to, owner, card: moveCondition
	// "when an attack target is switched": by an effect (11-2-7-2) or by a block, which
	// makes the blocker the target (12-1-1; Q2053, Q2207); the subject is the attacker
	"attack_target_switched": {kind: core.EvRetarget, subject: attackerOf, also: core.EvBlock},
	// "when this Digimon gets linked": a card became a link card of the subject (10-1)
	"linked": {kind: core.EvLink, subject: evObj},
	// "when you use an Option card": ctx.event.cards[1] is the card, by_you whose use
	"option_used": {kind: core.EvUse},
}

// attackerOf is the attacker of a retarget or block event.
func attackerOf(ev *core.Event) int {
	if ev.Kind == core.EvBlock {
		return ev.Target
	}
	return ev.Obj
}

// battleWinner is the Digimon with more DP in a battle (14-2-1-1), 0 for a tie, which
// both lose (14-2-1-3). A battle event says the first Digimon's outcome.
func battleWinner(ev *core.Event) int {
	switch ev.Text {
	case core.BattleWin:
		return ev.Obj
	case core.BattleLoss:
		return ev.Target
	}
	return 0
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

// wouldPhrase words each cause for an immediate effect's default label: "[when it would
// be deleted]", "[when it would digivolve]".
var wouldPhrase = map[string]string{
	"deleted": "be deleted", "leave": "leave", "played": "be played", "digivolve": "digivolve",
	"used": "be used", "suspended": "be suspended", "link": "link",
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
		var met func(c *core.Ctx, ev *core.Event) bool
		if known {
			met = b.whenCondition(entry, what, on, we.subject)
		}
		e := b.effect(o, core.Triggered, core.When, labelFor(o, "when "+on), inherited)
		if known {
			e.TriggerKinds = []core.EventKind{we.kind} // the only events it can trigger on
			if we.also != "" {
				e.TriggerKinds = append(e.TriggerKinds, we.also)
			}
		}
		h, file, step := b.h, b.file, "checking the trigger of "+b.card.Number
		e.Trigger = func(c *core.Ctx, ev *core.Event) bool {
			if known && (ev.Kind != we.kind && (we.also == "" || ev.Kind != we.also) || !met(c, ev)) {
				return false
			}
			if custom != nil {
				return h.callTrigger(c, custom, file, step, ev)
			}
			return true
		}
		return e
	})
}

// whenCondition is the trigger condition of a known event beyond its kind: whom it
// concerns (subject), and for card moves and plays where the card came from.
func (b *builder) whenCondition(entry *lua.LTable, what, on string, subjectOf func(ev *core.Event) int) func(c *core.Ctx, ev *core.Event) bool {
	switch on {
	case "memory_gained":
		return func(c *core.Ctx, ev *core.Event) bool { return ev.Player == c.Player && ev.Delta > 0 }
	case "card_moved":
		return b.moveCondition(entry, what)
	}
	var playedFrom func(c *core.Ctx, ev *core.Event) bool
	if on == "played" {
		playedFrom = b.playedFrom(entry, what)
	} else {
		b.noMoveKeys(entry, what, on)
	}
	subject := b.subject(entry, what)
	thisCard := isThisCard(entry)
	return func(c *core.Ctx, ev *core.Event) bool {
		switch {
		case on == "wins_battle" && battleWinner(ev) == 0:
			return false // a tie has no winner, whatever the subject
		case thisCard && ev.CardID != c.Card.ID:
			return false
		case !thisCard && subject != nil && subjectOf != nil && !subject(c, subjectOf(ev)):
			return false
		}
		return playedFrom == nil || playedFrom(c, ev)
	}
}

// woulds builds immediate effects:
//
//	would = { { on = "deleted", subject = "self", run = function(ctx) ctx:prevent(ctx.self) end } }
func (b *builder) woulds(v lua.LValue, inherited bool) []*core.Effect {
	return b.eventEntries(v, inherited, "would", func(entry *lua.LTable, o options, what string) *core.Effect {
		if isDigivolveIntoThis(entry) {
			return b.digivolveIntoThis(entry, o, what, inherited) // digivolve_into_this.go
		}
		on := lua.LVAsString(entry.RawGetString("on"))
		kind, ok := wouldEvents[on]
		if !ok {
			b.fail("%s: on = %q; want one of %s", what, on, names(wouldEvents))
			return nil
		}
		subject := b.subject(entry, what)
		thisCard := isThisCard(entry)
		e := b.effect(o, core.Immediate, core.When, labelFor(o, "when it would "+wouldPhrase[on]), inherited)
		if v := entry.RawGetString("reduces"); v != lua.LNil {
			e.Reduces = b.costReduction(v, kind, what)
		}
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

// costReduction reads a would entry's reduces: the most the effect takes off the cost
// about to be paid, a number or a function(ctx), which the engine reads to offer a
// declaration that only the reduction makes payable (1-3-11-3,
// core/foreseen_reduction.go). Only causes with a cost have one.
func (b *builder) costReduction(v lua.LValue, kind core.WouldKind, what string) func(c *core.Ctx) int {
	switch kind {
	case core.WouldPlay, core.WouldDigivolve, core.WouldUse, core.WouldLink:
		return b.cardNumber(v, what+".reduces")
	}
	b.fail("%s: reduces goes with a cause that has a cost (played, digivolve, used, link), not %q", what, kind)
	return nil
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
		if o.fn == nil && !(key == "would" && isDigivolveIntoThis(entry)) {
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

// Card moves as trigger conditions: "when a card is removed from your security stack"
// (from = "security"), "when a red card returns from your trash to the hand" (from =
// "trash", to = "hand", card = { color = "Red" }), "when Tamer cards are placed in this
// Digimon's digivolution cards" (to = "digivolution", subject = "self"), "when played
// from digivolution cards" (on = "played", from = "digivolution").

// moveKeys are the entry keys of card_moved (and from, of played).
var moveKeys = []string{"from", "to", "owner", "card"}

// noMoveKeys fails an entry of another event that gives a card_moved key.
func (b *builder) noMoveKeys(entry *lua.LTable, what, on string) {
	for _, k := range moveKeys {
		if entry.RawGetString(k) != lua.LNil {
			b.fail("%s: %s goes with on = \"card_moved\" (or from with \"played\"), not %q", what, k, on)
		}
	}
}

// moveFromNames and moveToNames are the places a card_moved entry names.
var (
	moveFromNames = []string{"any", "hand", "trash", "deck", "security", "egg_deck", "digivolution", "link", "revealed", "battle", "breeding"}
	moveToNames   = []string{"any", "hand", "trash", "deck", "deck_top", "deck_bottom", "security", "security_top", "security_bottom", "egg_deck", "digivolution", "revealed", "battle"}
)

// moveCondition reads a card_moved entry: from and to (a place or a list of places,
// default "any"), owner (whose card: "you", "opponent" or "any", the default — a card
// always moves between its owner's zones, 3-1-3-8), card (a card filter on the card
// as it is once moved) and subject ("this_card"; or "self" or a filter on the object
// the card left from under or was placed under).
func (b *builder) moveCondition(entry *lua.LTable, what string) func(c *core.Ctx, ev *core.Event) bool {
	from := b.placeNames(entry, "from", moveFromNames, what)
	to := b.placeNames(entry, "to", moveToNames, what)
	owner := lua.LVAsString(entry.RawGetString("owner"))
	switch owner {
	case "", "any", "you", "opponent":
	default:
		b.fail(`%s: owner = %q; want "you", "opponent" or "any"`, what, owner)
	}
	var keep func(*core.Card) bool
	if v := entry.RawGetString("card"); v != lua.LNil {
		if t, ok := v.(*lua.LTable); ok {
			for k := range whereKeys {
				if t.RawGetString(k) != lua.LNil {
					b.fail("%s: card: %s is not a card's information (owner goes on the entry)", what, k)
				}
			}
		}
		var err error
		if keep, err = compileCardFilter(v); err != nil {
			b.fail("%s: card: %v", what, err)
		}
	}
	subject := b.subject(entry, what)
	thisCard := isThisCard(entry)
	return func(c *core.Ctx, ev *core.Event) bool {
		m := core.ReadMove(ev)
		switch {
		case owner == "you" && m.Owner != c.Player, owner == "opponent" && m.Owner == c.Player:
			return false
		case !anyPlace(from, func(name string) bool { return movedFrom(name, m) }):
			return false
		case !anyPlace(to, func(name string) bool { return movedTo(name, m) }):
			return false
		case thisCard && m.Card != c.Card.ID:
			return false
		case subject != nil && !subject(c, m.FromUnder) && !subject(c, m.FromLinked) && !subject(c, m.ToUnder):
			return false
		}
		if keep != nil {
			card := c.Game.CardByID(m.Card)
			return card != nil && keep(card)
		}
		return true
	}
}

// placeNames reads from or to: a name or a list of names; nil for "any".
func (b *builder) placeNames(entry *lua.LTable, key string, known []string, what string) []string {
	var out []string
	switch v := entry.RawGetString(key).(type) {
	case *lua.LNilType:
		return nil
	case lua.LString:
		out = []string{string(v)}
	case *lua.LTable:
		for i := 1; i <= v.Len(); i++ {
			out = append(out, lua.LVAsString(v.RawGetInt(i)))
		}
	}
	for _, n := range out {
		if !slices.Contains(known, n) {
			b.fail("%s: %s = %q; want one of %s (or a list of them)", what, key, n, strings.Join(known, ", "))
		}
		if n == "any" {
			return nil
		}
	}
	return out
}

func anyPlace(names []string, ok func(string) bool) bool {
	if names == nil {
		return true
	}
	return slices.ContainsFunc(names, ok)
}

// movedFrom reports whether a move took its card out of the named place. A revealed
// card leaves its deck or security stack when it is placed, not when it is revealed
// (15-15-3-2, 15-15-3-3); a security check takes the card out of the stack (13-1-5).
func movedFrom(name string, m core.CardMove) bool {
	switch name {
	case "digivolution":
		return m.FromUnder != 0
	case "link":
		return m.Link
	case "revealed":
		return m.From == core.ZoneNone
	case "battle", "breeding":
		return m.From.String() == name && m.FromUnder == 0 && !m.Link
	}
	var z core.Zone
	_ = z.UnmarshalText([]byte(name))
	return m.LeftFrom(z)
}

// movedTo reports whether a move put its card in the named place.
func movedTo(name string, m core.CardMove) bool {
	switch name {
	case "digivolution":
		return m.ToUnder != 0
	case "revealed":
		return m.To == core.ZoneNone
	case "battle":
		return m.PlacedInBattleArea()
	case "deck_top", "security_top", "deck_bottom", "security_bottom":
		zone, end, _ := strings.Cut(name, "_")
		return m.To.String() == zone && m.Bottom == (end == "bottom")
	}
	return m.To.String() == name && m.ToUnder == 0
}

// moveFromName and moveToName name a move's places as card_moved entries do
// (ctx.event.from and ctx.event.to).
func moveFromName(m core.CardMove) string {
	switch {
	case m.FromUnder != 0:
		return "digivolution"
	case m.Link:
		return "link"
	case m.From == core.ZoneNone:
		return "revealed"
	}
	return m.From.String()
}

func moveToName(m core.CardMove) string {
	switch {
	case m.ToUnder != 0:
		return "digivolution"
	case m.To == core.ZoneNone:
		return "revealed"
	case m.To == core.ZoneDeck || m.To == core.ZoneSecurity:
		if m.Bottom {
			return m.To.String() + "_bottom"
		}
		return m.To.String() + "_top"
	}
	return m.To.String()
}

// playedFrom reads a played entry's from: where the card was played from ("hand",
// "trash", "digivolution"; "revealed": from no area — revealed from a deck, checked
// from security; a list, or "any").
func (b *builder) playedFrom(entry *lua.LTable, what string) func(c *core.Ctx, ev *core.Event) bool {
	for _, k := range moveKeys[1:] {
		if entry.RawGetString(k) != lua.LNil {
			b.fail(`%s: %s goes with on = "card_moved"; "played" takes from only`, what, k)
		}
	}
	from := b.placeNames(entry, "from", []string{"any", "hand", "trash", "digivolution", "revealed"}, what)
	if from == nil {
		return nil
	}
	return func(c *core.Ctx, ev *core.Event) bool {
		under := c.Game.PlayedFromUnder(ev) != 0
		return slices.ContainsFunc(from, func(name string) bool {
			switch name {
			case "digivolution":
				return under
			case "revealed":
				return ev.From == core.ZoneNone && !under
			}
			return ev.From.String() == name
		})
	}
}
