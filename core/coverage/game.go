package coverage

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// Game counts one game: Recorder.Watch makes it, Done adds it to the recorder.
type Game struct {
	r    *Recorder
	src  core.EffectSource
	g    *core.Game // known from its first event
	rows map[Key]*Row
	// ids are the effects met so far, named (an effect is shared by every copy of
	// its card: naming it once per game is enough).
	ids map[*core.Effect]effectID
	// open are the activations of the game, by the context they activated in: an
	// event while one of them (or an effect inside it) is being activated is a change
	// it made.
	open    map[*core.Ctx]*openActivation
	offered []Key // the effects one prompt offers, each once
	done    bool
}

// effectID is what names an effect in the table, but for the timing.
type effectID struct {
	card, part, effect string
	name, set          string
	asks               bool
}

type openActivation struct {
	key     Key
	changed bool
}

// observe is the game's core.EventObserver: activations, and the changes made while
// an effect is being activated.
func (gc *Game) observe(g *core.Game, ev *core.Event) {
	gc.g = g
	c := g.Resolving()
	if c == nil {
		return
	}
	if ev.Kind == core.EvActivate { // c is the effect activating (Game.Resolving)
		k, id := gc.key(c.Effect, c.Card, c.Timing)
		row := gc.row(k, id)
		row.Activated++
		row.Resolved++ // unless the game stops inside it (Done)
		gc.open[c] = &openActivation{key: k}
		c = c.Outer() // activating it is a change the effects around it made
	}
	for x := c; x != nil; x = x.Outer() {
		a := gc.open[x]
		if a == nil {
			continue // being asked whether to activate (15-9-2): not activated yet
		}
		if a.changed {
			break // and so are the effects around it
		}
		a.changed = true
		gc.rows[a.key].Changed++
	}
}

// uncountInterrupted takes back the resolutions a game stopped inside, by an error
// or a halt: the effects being activated when it stopped (the engine leaves them so).
func (gc *Game) uncountInterrupted() {
	res := gc.g.Result()
	if res == nil || (res.Err == nil && !res.Halted) {
		return // a game that ended inside an effect ("you win") ended by it
	}
	for x := gc.g.Resolving(); x != nil; x = x.Outer() {
		if a := gc.open[x]; a != nil {
			gc.rows[a.key].Resolved--
		}
	}
}

// watchedAgent is a player's agent, seen by the game's counts: the prompts that offer
// effects.
type watchedAgent struct {
	a  core.Agent
	gc *Game
}

// Choose implements core.Agent.
func (w watchedAgent) Choose(v core.View, p *core.Prompt) int {
	w.gc.note(p)
	return w.a.Choose(v, p)
}

// note counts the effects a prompt offers, each once: the [Main] effects and the
// Option cards' [Main] effects among the main-phase options (6-5-1-3, 6-5-1-6), the
// question whether to activate an optional effect (15-9-2).
func (gc *Game) note(p *core.Prompt) {
	gc.offered = gc.offered[:0]
	switch p.Kind {
	case core.PromptMain:
		for _, c := range p.Choices {
			switch c.Action {
			case core.ActActivate:
				gc.offer(c.Effect, c.Card, c.Effect.Timing)
			case core.ActUse:
				if e := gc.usedMain(c.Card); e != nil {
					gc.offer(e, c.Card, core.MainTiming)
				}
			}
		}
	case core.PromptYesNo:
		if p.Effect == nil {
			return
		}
		if gc.g == nil { // no event yet: nothing has activated, so nothing asks "you may" inside
			gc.offer(p.Effect, p.Card, p.Effect.Timing)
			return
		}
		// The question whether to activate is asked while the effect is being
		// activated, before it activates; a "you may" inside it, after.
		if c := gc.g.Resolving(); c != nil && c.Effect == p.Effect && gc.open[c] == nil {
			gc.offer(c.Effect, c.Card, c.Timing)
		}
	}
}

func (gc *Game) offer(e *core.Effect, card *core.Card, t core.Timing) {
	k, id := gc.key(e, card, t)
	if slices.Contains(gc.offered, k) {
		return
	}
	gc.offered = append(gc.offered, k)
	gc.row(k, id).Offered++
}

// usedMain is the [Main] effect using card c activates (9-1-9-3): a DUAL card's
// Option side's.
func (gc *Game) usedMain(c *core.Card) *core.Effect {
	if gc.src == nil {
		return nil
	}
	effs, err := gc.src.EffectsOf(c.Data)
	if err != nil {
		return nil
	}
	if c.Data.Dual != nil {
		return core.OptionSideMain(effs)
	}
	return core.MainEffect(effs)
}

// Done adds the game to the recorder, with every effect of the cards it held (those
// that never activated count zero). It is called once, after the game.
func (gc *Game) Done() {
	if gc.done {
		return
	}
	gc.done = true
	if gc.g != nil {
		gc.uncountInterrupted()
	}
	gc.addUnfired()
	gc.r.merge(gc.rows)
}

// addUnfired gives a row to every effect that could have activated in the game: the
// triggered, activated and immediate effects of its cards, and those of the keywords
// they print.
func (gc *Game) addUnfired() {
	if gc.g == nil || gc.src == nil {
		return
	}
	seen := map[*core.CardData]bool{}
	var keywords []core.Keyword
	for _, c := range cardsOf(gc.g) {
		if seen[c.Data] {
			continue
		}
		seen[c.Data] = true
		effs, err := gc.src.EffectsOf(c.Data)
		if err != nil {
			continue
		}
		for _, e := range effs {
			if e.Kind == core.Persistent {
				if e.Keyword != "" && !slices.Contains(keywords, e.Keyword) {
					keywords = append(keywords, e.Keyword)
				}
				continue
			}
			gc.addEffect(e, c)
		}
	}
	ks, ok := gc.src.(core.KeywordSource)
	if !ok {
		return
	}
	for _, k := range keywords {
		effs, err := ks.KeywordEffects(k)
		if err != nil {
			continue
		}
		for _, e := range effs {
			if e.Kind != core.Persistent {
				gc.addEffect(e, nil)
			}
		}
	}
}

// addEffect gives a row to each timing of an effect.
func (gc *Game) addEffect(e *core.Effect, c *core.Card) {
	for _, t := range append([]core.Timing{e.Timing}, e.Also...) {
		gc.row(gc.key(e, c, t))
	}
}

// cardsOf is every card of a game, wherever it is.
func cardsOf(g *core.Game) []*core.Card {
	var out []*core.Card
	for _, pl := range g.Players {
		for _, z := range [][]*core.Card{pl.Deck, pl.EggDeck, pl.Hand, pl.Security, pl.Trash, pl.Limbo} {
			out = append(out, z...)
		}
		for _, o := range pl.FieldObjects() {
			out = append(out, o.Cards...)
			out = append(out, o.Links...)
		}
	}
	return out
}

// row is the game's row of k, made with what id says of the effect.
func (gc *Game) row(k Key, id effectID) *Row {
	row, ok := gc.rows[k]
	if !ok {
		row = &Row{Key: k, Name: id.name, Set: id.set, Asks: id.asks}
		gc.rows[k] = row
	}
	return row
}

// key names effect e of card (the card it is printed on; nil for a keyword's
// effect) at timing t.
func (gc *Game) key(e *core.Effect, card *core.Card, t core.Timing) (Key, effectID) {
	id, ok := gc.ids[e]
	if !ok {
		id = gc.identify(e, card)
		gc.ids[e] = id
	}
	return Key{Card: id.card, Part: id.part, Effect: id.effect, Timing: timingName(e, t)}, id
}

// identify names an effect: its card (or keyword), part and label, numbered when the
// card has several with that label.
func (gc *Game) identify(e *core.Effect, card *core.Card) effectID {
	id := effectID{card: e.Card, part: partOf(e), effect: e.Label, asks: e.Kind == core.Activated || e.Optional}
	var list []*core.Effect
	switch {
	case gc.src == nil:
	case id.part == "keyword":
		if ks, ok := gc.src.(core.KeywordSource); ok {
			list, _ = ks.KeywordEffects(e.Keyword)
		}
	case card != nil && card.Data.Number == e.Card:
		list, _ = gc.src.EffectsOf(card.Data)
		id.name, id.set = card.Data.Name, card.Data.Set
	}
	if n := ordinal(list, e); n > 1 {
		id.effect += fmt.Sprintf(" #%d", n)
	}
	if id.effect == "" {
		id.effect = "(no label)"
	}
	return id
}

// partOf says where an effect's text is on its card.
func partOf(e *core.Effect) string {
	switch {
	case e.Keyword != "" && strings.HasPrefix(e.Card, "<"):
		return "keyword" // a keyword's own effect (keywords/): its card is the keyword
	case e.Dual:
		return "dual"
	case e.Link:
		return "link"
	case e.Inherited:
		return "inherited"
	case e.HasTiming(core.SecurityTiming):
		return "security"
	}
	return "effect"
}

// ordinal is e's number among the effects of list with its part and label (1 for the
// first), or 0 when list does not hold it (an effect given while the game is played).
func ordinal(list []*core.Effect, e *core.Effect) int {
	n := 0
	for _, x := range list {
		if x.Label == e.Label && partOf(x) == partOf(e) {
			n++
		}
		if x == e {
			return n
		}
	}
	return 0
}

// timingName is the name of timing t; for an effect without one, what it is.
func timingName(e *core.Effect, t core.Timing) string {
	switch {
	case t != core.NoTiming:
		return t.String()
	case e.Kind == core.Triggered:
		return "delayed" // delayed processing made while a game is played (18-1)
	}
	return e.Kind.String()
}
