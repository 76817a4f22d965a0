// Package ai holds the computer players that are more than a dice roll.
//
// Greedy looks one decision ahead: for every legal option of a prompt it predicts the
// position the option leads to — by a model of the rules over what its player can see
// (core.View), never the hidden zones — scores that position, and takes the best.
// The score counts the board (DP, level, stacks, <Blocker>, Tamers, and the danger to a
// suspended Digimon from a bigger enemy), the security difference (the last cards worth
// the most), the hand sizes, and the memory handed to the opponent. So it attacks when
// the trade is good, blocks to protect its security, and spends memory where it buys
// the most. It is deterministic given its seed: ties are broken by its own RNG, and
// scores are integers.
package ai

import (
	"github.com/dcg-engine/dcg/core"
)

// maxActionsPerTurn bounds the main-phase actions the agent takes in one turn: after
// that it passes, so that no effect it keeps activating can stall a game.
const maxActionsPerTurn = 60

// Greedy is the one-decision-ahead agent. Make one per player per game (NewGreedy):
// it keeps a little state about the current turn.
type Greedy struct {
	rng  core.RNG
	w    weights
	turn int
	// acted counts main-phase actions this turn; activated the [Main] effects used
	// this turn, by object (or, for a card's effect from the hand or the trash, by
	// card) and effect.
	acted     int
	activated []activation
	scores    []int
	keeps     []bool // per main-phase option: it keeps the turn going
	// scratch holds the predicted positions' units of one decision (nil: the heap).
	scratch *scratch
}

type activation struct {
	obj, card int
	eff       *core.Effect
}

// activationOf is what a main-phase activation uses: an object's effect, or the
// effect of a card in the hand or the trash (no object, 15-14-2, 15-14-3).
func activationOf(c core.Choice) activation {
	if c.Obj != nil {
		return activation{obj: c.Obj.ID, eff: c.Effect}
	}
	return activation{card: c.Card.ID, eff: c.Effect}
}

// NewGreedy makes a greedy agent with its own seed (for breaking ties).
func NewGreedy(seed uint64) *Greedy {
	g := &Greedy{w: defaultWeights, scratch: &scratch{}}
	g.rng.Seed(seed)
	return g
}

// Choose implements core.Agent.
func (g *Greedy) Choose(v core.View, p *core.Prompt) int {
	g.begin(v)
	switch p.Kind {
	case core.PromptRedraw:
		g.redraw(v, p)
	case core.PromptBreeding:
		g.breeding(v, p)
	case core.PromptMain:
		return g.took(g.main(v, p), p)
	case core.PromptBlock:
		g.block(v, p)
	case core.PromptYesNo:
		for _, c := range p.Choices {
			g.scores = append(g.scores, b2i(c.Action == core.ActYes)) // effects are mostly worth it
		}
	case core.PromptChoose:
		g.choose(v, p)
	case core.PromptArts:
		g.arts(v, p)
	default: // the order of pending effects, and prompts this agent does not know
		for range p.Choices {
			g.scores = append(g.scores, 0)
		}
	}
	return g.took(g.best(), p)
}

// begin starts a decision: a new turn forgets the last one's actions.
func (g *Greedy) begin(v core.View) {
	if v.Turn() != g.turn {
		g.turn, g.acted, g.activated = v.Turn(), 0, g.activated[:0]
	}
	g.scores = g.scores[:0]
	g.scratch.reset()
}

// restart makes the agent new for another game with another seed, keeping its
// buffers (a search's playouts reuse one per player).
func (g *Greedy) restart(seed uint64) {
	g.turn, g.acted, g.activated = 0, 0, g.activated[:0]
	g.rng.Seed(seed)
}

// took notes what a main-phase choice uses up, and returns it.
func (g *Greedy) took(i int, p *core.Prompt) int {
	if p.Kind == core.PromptMain {
		g.acted++
		if c := p.Choices[i]; c.Action == core.ActActivate {
			g.activated = append(g.activated, activationOf(c))
		}
	}
	return i
}

// best is the index of the highest score; ties go to the RNG.
func (g *Greedy) best() int {
	top, n := g.scores[0], 0
	for _, s := range g.scores {
		switch {
		case s > top:
			top, n = s, 1
		case s == top:
			n++
		}
	}
	if n > 1 {
		n = g.rng.Intn(n)
	} else {
		n = 0
	}
	for i, s := range g.scores {
		if s == top {
			if n == 0 {
				return i
			}
			n--
		}
	}
	return 0
}

// redraw the opening hand when it holds no level 3 Digimon to start with (5-2-1-4).
func (g *Greedy) redraw(v core.View, p *core.Prompt) {
	keep := false
	for _, c := range v.Hand() {
		keep = keep || (c.Data.Kind == core.Digimon && c.Data.Level <= 3)
	}
	for _, c := range p.Choices {
		g.scores = append(g.scores, b2i((c.Action == core.ActYes) != keep))
	}
}

func (g *Greedy) breeding(v core.View, p *core.Prompt) {
	base := look(v, g.scratch)
	for _, c := range p.Choices {
		q := base
		switch c.Action {
		case core.ActHatch:
			q = hatch(base)
		case core.ActMove:
			q = moveOut(base)
		}
		g.scores = append(g.scores, g.w.score(&q))
	}
}

// main scores the main phase's options and chooses one: an attack that wins at once;
// else what develops the board and keeps the turn going, before the attacks, so that
// they are made with the bigger Digimon; else the best.
func (g *Greedy) main(v core.View, p *core.Prompt) int {
	if g.acted >= maxActionsPerTurn {
		for i, c := range p.Choices {
			if c.Action == core.ActPass {
				return i
			}
		}
	}
	base := look(v, g.scratch)
	hold := g.w.score(&base)
	keeps := g.keeps[:0]
	for _, c := range p.Choices {
		q, s := base, 0
		switch c.Action {
		case core.ActPass:
			q = pass(base)
		case core.ActPlay:
			q = play(base, c)
			s = g.w.textBonus(c.Card.Data, "[On Play]")
		case core.ActDigivolve:
			q = digivolve(base, c)
			s = g.w.textBonus(c.Card.Data, "[When Digivolving]")
		case core.ActUse:
			q = use(base, c)
			s = g.w.option
		case core.ActActivate:
			s = g.w.activate
			if g.usedThisTurn(c) {
				s = -10 * g.w.activate
			}
		case core.ActAttack:
			keeps = append(keeps, false)
			g.scores = append(g.scores, g.w.attack(base, true, c.Obj, c.Target, nil))
			continue
		}
		keeps = append(keeps, !q.turnOver)
		g.scores = append(g.scores, g.w.score(&q)+s)
	}
	g.keeps = keeps
	best := g.best()
	if g.scores[best] >= winScore/2 {
		return best // an attack that wins the game
	}
	// Keep the turn going: first what develops the board without ending the turn,
	// then the attacks (free), and only then what ends the turn. One decision ahead
	// cannot see that an action which keeps the turn leaves the others for later.
	if i := g.bestWhere(p, func(i int, c core.Choice) bool {
		return keeps[i] && c.Action != core.ActAttack && c.Action != core.ActPass
	}, hold); i >= 0 {
		return i
	}
	if i := g.bestWhere(p, func(_ int, c core.Choice) bool { return c.Action == core.ActAttack }, hold); i >= 0 {
		return i
	}
	return best
}

// bestWhere is the best-scoring option that passes keep and scores above floor, or -1.
func (g *Greedy) bestWhere(p *core.Prompt, keep func(int, core.Choice) bool, floor int) int {
	best := -1
	for i, c := range p.Choices {
		if keep(i, c) && g.scores[i] > floor && (best < 0 || g.scores[i] > g.scores[best]) {
			best = i
		}
	}
	return best
}

func (g *Greedy) usedThisTurn(c core.Choice) bool {
	used := activationOf(c)
	for _, a := range g.activated {
		if a == used {
			return true
		}
	}
	return false
}

// block scores each answer to an attack on this player (12-1).
func (g *Greedy) block(v core.View, p *core.Prompt) {
	a := v.Attack()
	base := look(v, g.scratch)
	for _, c := range p.Choices {
		if a == nil {
			g.scores = append(g.scores, 0)
			continue
		}
		var blocker *core.FieldObject
		if c.Action == core.ActBlock {
			blocker = c.Obj
		}
		g.scores = append(g.scores, g.w.attack(base, false, a.Attacker, a.Target, blocker))
	}
}

// arts scores Arts Digivolve into a used DUAL card against letting it be trashed
// (core/dual.go): a digivolution as in the main phase, whose card comes from no area,
// so that the card it draws is one more in the hand.
func (g *Greedy) arts(v core.View, p *core.Prompt) {
	base := look(v, g.scratch)
	for _, c := range p.Choices {
		if c.Action != core.ActDigivolve {
			g.scores = append(g.scores, g.w.score(&base))
			continue
		}
		q := digivolve(base, c)
		q.me.hand++ // 8-1-3-3: it draws, and no card left the hand
		g.scores = append(g.scores, g.w.score(&q)+g.w.textBonus(c.Card.Data, "[When Digivolving]"))
	}
}

// choose answers an effect's selection. The agent does not read what the effect will
// do; it takes the strongest object — an opponent's one for what an effect does to
// the opponent, its own for what it does for itself — and the highest card, and
// selects as many as it may.
func (g *Greedy) choose(v core.View, p *core.Prompt) {
	me := v.Me()
	for _, c := range p.Choices {
		s := 0
		switch {
		case c.Action == core.ActDone:
			s = -1
		case c.Action == core.ActSelect && c.Obj != nil:
			u := unitOf(v, c.Obj)
			s = g.w.unit(&u, &side{})
			if c.Obj.Owner == me && !c.Obj.Suspended {
				s += g.w.level // one that can still attack gains the most
			}
		case c.Action == core.ActSelect && c.Card != nil:
			s = c.Card.Data.Level*g.w.level + c.Card.Data.DP*g.w.dpPer1000/1000
		}
		g.scores = append(g.scores, s)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
