package core

// Ctx is what an effect works with while it is checked or carried out: the game, the
// effect, the card it is printed on, the object that has it, its controller, and what
// triggered it. The effect layer wraps it for Lua; Go tests use it directly.
type Ctx struct {
	Game   *Game
	Effect *Effect
	// Timing is the timing icon the effect activates at: one of Effect.Timing and
	// Effect.Also ("[On Play] [When Digivolving]" activates at either).
	Timing Timing
	Player PlayerID // the effect's controller (beside Timing: two bytes in one word)
	// Declared: its player declared this activation-type effect as a main-phase action
	// (6-5-1-6, 15-8-4), and with it the optional keyword the effect opens with:
	// activating "[Main] <Digi-Burst 2> ・..." is declaring <Digi-Burst> (16-13: it is the
	// effect's processing condition; ver. 1.0 12-14-3), so that keyword asks nothing
	// more (declared_keyword.go).
	Declared bool
	Card     *Card        // the card whose effect this is
	Obj      *FieldObject // the object that has the effect; nil for hand/trash/Option effects
	Event    *Event       // the event that triggered it, if any
	// Batch is every event that met its trigger condition at once, Event first: the
	// cards moved together ("when cards are placed under", 15-5-2). Nil when Event
	// was the only one.
	Batch []Event
	// Count is how many times the trigger condition was met at once; a trigger
	// fires once, and "for each" counts with this (15-5-2, 15-15-7-4).
	Count int
	// Would is the cause an immediate effect cuts in before; it may change it (15-8-5).
	Would *Would
	// Keyword is the keyword effect this is the behaviour of, with its number and
	// parameter (<Decoy (Black)>).
	Keyword KeywordTag
	inst    int  // which copy of the keyword (see live.inst)
	outer   *Ctx // the effect being activated when this one was (Outer)
}

// Outer is the effect that was being activated or resolving when this one activated,
// or nil: the effect that activated it (15-15-9), or whose processing it cut into
// (15-8-5) or triggered in. What this effect does happens inside the outer one.
func (c *Ctx) Outer() *Ctx { return c.outer }

// source is the card whose effect this is (its ID, 0 for none) and the keyword the
// effect is, if it is a keyword effect: what an event it makes happen records.
func (c *Ctx) source() (card int, kw Keyword) {
	if c.Card != nil {
		card = c.Card.ID
	}
	kw = c.Keyword.Name
	if kw == "" && c.Effect != nil {
		kw = c.Effect.Keyword
	}
	return card, kw
}

// Opponent is the controller's opponent.
func (c *Ctx) Opponent() PlayerID { return c.Player.Opponent() }

// IsTurnPlayer reports whether the controller is the turn player.
func (c *Ctx) IsTurnPlayer() bool { return c.Game.TurnPlayer == c.Player }

// Self is the object that has the effect, if it is still that same object on the field.
func (c *Ctx) Self() *FieldObject {
	if c.Obj == nil || !c.Obj.Zone.OnField() {
		return nil
	}
	return c.Obj
}

func (g *Game) ctxFor(l live) *Ctx {
	return &Ctx{Game: g, Effect: l.eff, Card: l.card, Obj: l.obj, Player: l.owner, Count: 1, Keyword: l.tag, inst: l.inst}
}
