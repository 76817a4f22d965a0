package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Choice limits: what the chosen objects or cards must fit together, beside what each
// of them is (its filter). "Delete up to 6 play cost's total worth of your opponent's
// Digimon", "choose any number of your opponent's Digimon whose total DP adds up to
// 10000 or less", "up to 3 [Tamer] trait cards with different names", "up to 2 [Hybrid]
// trait cards with different colors". Each pick is offered only the candidates that
// still fit with the picks before it.

// choiceLimits are the options of ctx:choose and ctx:choose_card that limit the
// chosen together.
type choiceLimits struct {
	dpTotal, costTotal, levelTotal int // at most; -1: no limit
	differentNames                 bool
	differentColors                bool
	sameLevel                      bool
}

// totals reports whether a total limits the choice: then a choice without a count
// takes any number of candidates whose total fits.
func (l choiceLimits) totals() bool { return l.dpTotal >= 0 || l.costTotal >= 0 || l.levelTotal >= 0 }

// together reports whether the chosen must fit together at all (a total, or what they
// must share or differ in).
func (l choiceLimits) together() bool { return l.totals() || l.differentColors || l.sameLevel }

// readChoiceLimits reads the limits of a choose options table (nil: none).
func readChoiceLimits(opts lua.LValue) choiceLimits {
	l := choiceLimits{dpTotal: -1, costTotal: -1, levelTotal: -1}
	t, ok := opts.(*lua.LTable)
	if !ok {
		return l
	}
	at := func(key string) int {
		if n, ok := t.RawGetString(key).(lua.LNumber); ok {
			return max(int(n), 0)
		}
		return -1
	}
	l.dpTotal, l.costTotal, l.levelTotal = at("dp_total_at_most"), at("cost_total_at_most"), at("level_total_at_most")
	l.differentNames = lua.LVAsBool(t.RawGetString("different_names"))
	l.differentColors = lua.LVAsBool(t.RawGetString("different_colors"))
	l.sameLevel = lua.LVAsBool(t.RawGetString("same_level"))
	return l
}

// values are what a limit reads of one object or card: the numbers it adds up (its DP,
// play cost and level, 0 without one) and its colors.
type values struct {
	dp, cost, level int
	colors          core.Colors
}

// differs reports whether a candidate keeps the chosen different: with
// different_colors, no two chosen have the same colors. Q6099: a card with several
// colors differs from another when any part of its colors differs (red/blue and
// red/green are different colors; red/blue and blue/red are not).
func (l choiceLimits) differs(picked []values, v values) bool {
	for _, p := range picked {
		if l.differentColors && p.colors == v.colors {
			return false
		}
	}
	return true
}

// shares reports whether a candidate keeps the chosen alike: with same_level, every
// chosen has the level of the others ("2 cards of the same level"); a card without a
// level (a Tamer, an Option) shares none.
func (l choiceLimits) shares(picked []values, v values) bool {
	if !l.sameLevel {
		return true
	}
	if v.level == 0 {
		return false
	}
	return len(picked) == 0 || picked[0].level == v.level
}

// fits reports whether one more candidate keeps every total within its limit.
func (l choiceLimits) fits(picked []values, v values) bool {
	sum := v
	for _, p := range picked {
		sum.dp, sum.cost, sum.level = sum.dp+p.dp, sum.cost+p.cost, sum.level+p.level
	}
	return (l.dpTotal < 0 || sum.dp <= l.dpTotal) && (l.costTotal < 0 || sum.cost <= l.costTotal) &&
		(l.levelTotal < 0 || sum.level <= l.levelTotal) && l.differs(picked, v) && l.shares(picked, v)
}

// objectFits is the fits function of ctx:choose: an object's DP now (its values with
// every effect, 2-5), the printed play cost of its top card (2-6), its level and its
// colors now; nil without limits.
func (l choiceLimits) objectFits(g *core.Game) func([]*core.FieldObject, *core.FieldObject) bool {
	if !l.together() {
		return nil
	}
	of := func(o *core.FieldObject) values {
		dp, _ := g.DP(o)
		return values{dp: dp, cost: o.Top().Data.Cost, level: g.Level(o), colors: g.Colors(o)}
	}
	return func(picked []*core.FieldObject, o *core.FieldObject) bool {
		vs := make([]values, len(picked))
		for i, p := range picked {
			vs[i] = of(p)
		}
		return l.fits(vs, of(o))
	}
}

// cardFits is the fits function of ctx:choose_card: a card's printed DP, play cost and
// level, its printed colors, and its name (2-3-1: "with different names", no two
// chosen with the same name); nil without limits.
func (l choiceLimits) cardFits() func([]*core.Card, *core.Card) bool {
	if !l.together() && !l.differentNames {
		return nil
	}
	of := func(c *core.Card) values {
		return values{dp: c.Data.DP, cost: c.Data.Cost, level: c.Data.Level, colors: c.Data.Colors}
	}
	return func(picked []*core.Card, x *core.Card) bool {
		vs := make([]values, len(picked))
		for i, p := range picked {
			vs[i] = of(p)
			if l.differentNames && p.Data.Name == x.Data.Name {
				return false
			}
		}
		return l.fits(vs, of(x))
	}
}

// anyNumber is how many a choice limited by a total and given no count picks: "choose
// any number of your opponent's Digimon whose total DP adds up to 8000 or less" is at
// least 1 — a choice never chooses nothing (1-3-6, whose example is this wording; ST7-12
// Atomic Blaster, Q693) — and as many as fit, however few (Q693). Only optional lowers
// the least to none.
func anyNumber(candidates int) (least, most int) { return 1, candidates }

// leastChosen is the fewest a choice may pick. A choice picks at least 1 whenever it
// can (1-3-6: never none); "up to N" picks from 1 to N (15-10-2-2; ver. 1.0 14-1-1:
// "you can't select 0"), where "N" alone picks as many as possible, up to N
// (15-10-2-1). Only "you may" lets the player pick none (15-9-2): optional.
func leastChosen(least int, upTo, optional bool) int {
	switch {
	case optional:
		return 0
	case upTo:
		return min(least, 1)
	}
	return least
}

// countGiven reports whether a choose options table names a count.
func countGiven(opts lua.LValue) bool {
	t, ok := opts.(*lua.LTable)
	return ok && t.RawGetString("count") != lua.LNil
}
