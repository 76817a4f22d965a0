package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// ctxProps are the ctx's fields: ctx.self, ctx.card, ctx.times, ctx.event. (The
// trigger count is `times`, not `count`: a field would hide the method ctx:count.)
func (h *Host) ctxProps(L *lua.LState, ud *lua.LUserData, key string) (lua.LValue, bool) {
	c := ud.Value.(*core.Ctx)
	switch key {
	case "self":
		return h.objectValue(c.Self()), true
	case "card":
		return h.cardValue(c.Card), true
	case "times":
		return lua.LNumber(c.Count), true
	case "event":
		return h.batchValue(c.Event, c.Batch), true
	case "keyword":
		t := L.CreateTable(0, 4)
		t.RawSetString("name", lua.LString(c.Keyword.Name))
		t.RawSetString("n", lua.LNumber(c.Keyword.N))
		t.RawSetString("param", lua.LString(c.Keyword.Param))
		t.RawSetString("up_to", lua.LBool(c.Keyword.UpTo))
		return t, true
	}
	return nil, false
}

// durations maps the duration names of the API to the core's (15-13 durations).
var durations = map[string]core.Duration{
	"":                    core.WhileOnField,
	"turn":                core.EndOfTurn,
	"opponents_turn":      core.EndOfOpponentsTurn,
	"opponents_next_turn": core.EndOfOpponentsNextTurn,
	"your_next_turn":      core.EndOfYourNextTurn,
	"attack":              core.EndOfAttack,
	"your_turn":           core.EndOfYourTurn,
	"their_turn":          core.EndOfOpponentsTurn,     // "until the end of their turn": the opponent's
	"their_next_turn":     core.EndOfOpponentsNextTurn, // "until the end of their next turn"
}

func checkDuration(L *lua.LState, n int) core.Duration {
	s := L.OptString(n, "")
	d, ok := durations[s]
	if !ok {
		L.ArgError(n, fmt.Sprintf("unknown duration %q (want %s, or none)", s, strings.TrimPrefix(names(durations), ", ")))
	}
	return d
}

// player reads "you" or "opponent" (default "you") as seen from the controller.
func player(L *lua.LState, c *core.Ctx, n int) core.PlayerID {
	switch s := L.OptString(n, "you"); s {
	case "you":
		return c.Player
	case "opponent":
		return c.Player.Opponent()
	default:
		L.ArgError(n, fmt.Sprintf("want \"you\" or \"opponent\", not %q", s))
	}
	return c.Player
}

// targets reads what an operation acts on: an object, a list of objects, "self",
// or a filter table — a filter means "all" objects matching it now (a global, 15-11-2),
// in the battle areas, or in the breeding areas when it names them (3-4-5-5).
// It returns the objects and, for a filter, the filter itself.
func (h *Host) targets(L *lua.LState, c *core.Ctx, n int) ([]*core.FieldObject, filter) {
	return h.targetsOf(L, c, L.Get(n), n)
}

// targetsOf is targets for a value (an option's): errors name argument n.
func (h *Host) targetsOf(L *lua.LState, c *core.Ctx, v lua.LValue, n int) ([]*core.FieldObject, filter) {
	switch x := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case *lua.LUserData:
		o, ok := x.Value.(*core.FieldObject)
		if !ok {
			L.ArgError(n, "a Digimon or Tamer expected")
		}
		return []*core.FieldObject{o}, nil
	case lua.LString:
		if x == "self" {
			if s := c.Self(); s != nil {
				return []*core.FieldObject{s}, nil
			}
			return nil, nil
		}
	case *lua.LTable:
		if x.Len() > 0 || x.RawGetInt(1) != lua.LNil {
			var out []*core.FieldObject
			for i := 1; i <= x.Len(); i++ {
				ud, ok := x.RawGetInt(i).(*lua.LUserData)
				if o, ok2 := ud.Value.(*core.FieldObject); ok && ok2 {
					out = append(out, o)
				} else {
					L.ArgError(n, "a list of Digimon or Tamers expected")
				}
			}
			return out, nil
		}
		if isEmpty(x) {
			return nil, nil
		}
	}
	f, err := h.filterOf(v)
	if err != nil {
		L.ArgError(n, err.Error())
	}
	keep := func(o *core.FieldObject) bool { return f(c, o) }
	if namesBreeding(v) {
		return c.Game.BreedingObjects(keep), f
	}
	return c.Game.Objects(keep), f
}

func isEmpty(t *lua.LTable) bool {
	k, _ := t.Next(lua.LNil)
	return k == lua.LNil
}

func (h *Host) objectList(L *lua.LState, objs []*core.FieldObject) *lua.LTable {
	t := L.CreateTable(len(objs), 0)
	for _, o := range objs {
		t.Append(h.objectValue(o))
	}
	return t
}

// engine runs an engine operation that may ask a player something: the deadline
// clock stops while the engine waits.
func (h *Host) engine(do func()) {
	resume := h.pause()
	defer resume()
	do()
}

// objectOp makes ctx:<op>(target) for an operation on objects.
func (h *Host) objectOp(op func(c *core.Ctx, objs []*core.FieldObject)) lua.LGFunction {
	return func(L *lua.LState) int {
		c := h.checkCtx(L)
		objs, _ := h.targets(L, c, 2)
		if len(objs) > 0 {
			h.engine(func() { op(c, objs) })
		}
		return 0
	}
}

// grant gives a modifier to the targets at argument n: targeted for objects, global
// for a filter.
func (h *Host) grant(L *lua.LState, c *core.Ctx, n int, until core.Duration, set func(m *core.Modifier)) {
	objs, f := h.targets(L, c, n)
	if f != nil {
		ctx := *c
		m := &core.Modifier{Until: until, Applies: func(g *core.Game, o *core.FieldObject) bool { return f(&ctx, o) },
			ReachesBreeding: namesBreeding(L.Get(n))}
		set(m)
		h.engine(func() { c.Grant(m) })
		return
	}
	for _, o := range objs {
		m := &core.Modifier{Target: o, Until: until}
		set(m)
		h.engine(func() { c.Grant(m) })
	}
}

// choose reads ctx:choose's arguments and asks.
func (h *Host) choose(L *lua.LState, c *core.Ctx) []*core.FieldObject {
	cands, _ := h.targets(L, c, 2)
	count, upTo, optional, chooser, text := 1, false, false, c.Player, ""
	if t, ok := L.Get(3).(*lua.LTable); ok {
		if v, ok := t.RawGetString("count").(lua.LNumber); ok {
			count = int(v)
		}
		upTo = lua.LVAsBool(t.RawGetString("up_to"))
		optional = lua.LVAsBool(t.RawGetString("optional"))
		if lua.LVAsString(t.RawGetString("chooser")) == "opponent" {
			chooser = c.Player.Opponent()
		}
		if s := lua.LVAsString(t.RawGetString("text")); s != "" {
			text = s
		}
	}
	limits := readChoiceLimits(L.Get(3))
	min := count
	if limits.totals() && !countGiven(L.Get(3)) {
		min, count = anyNumber(len(cands)) // "any number of ... whose total DP adds up to 10000 or less"
	}
	min = leastChosen(min, upTo, optional)
	if text == "" {
		text = chooseObjectsText(L.Get(2), count, upTo || optional, chooser == c.Player)
	}
	var got []*core.FieldObject
	h.engine(func() { got = c.ChooseFitting(chooser, cands, min, count, text, limits.objectFits(c.Game)) })
	return got
}

// fileOf is the script file of the card whose effect runs (for messages).
func (h *Host) fileOf(c *core.Ctx) string {
	if h.lib.cards != nil {
		if file, _, ok := h.lib.cards.Script(c.Card.Data.Number); ok {
			return file
		}
	}
	return ""
}

// ctxMethods are all the methods of ctx.
func (h *Host) ctxMethods() map[string]lua.LGFunction {
	groups := []map[string]lua.LGFunction{h.movesMethods(), h.zonesMethods(), h.choicesMethods(), h.memoryMethods(), h.suspensionMethods(), h.playsMethods(), h.grantsMethods(), h.talliesMethods(), h.attacksMethods(), h.keywordActionsMethods(), h.wouldMethods(), h.nextTimeMethods()}
	n := 0
	for _, more := range groups {
		n += len(more)
	}
	m := make(map[string]lua.LGFunction, n) // sized: built for every host
	for _, more := range groups {
		for k, v := range more {
			m[k] = v
		}
	}
	return m
}
