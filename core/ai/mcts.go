package ai

import (
	"os"
	"strconv"

	"github.com/dcg-engine/dcg/core"
)

var expTurns = func() int {
	n, err := strconv.Atoi(os.Getenv("MCTS_TURNS"))
	if err != nil {
		return playoutTurns
	}
	return n
}()

// MCTS is the search agent: at each main-phase decision of its own turn (6-5) it
// plays the options out in determinized copies of the game (determinize.go) — the
// opponent's hidden cards sampled anew for every playout, never read — with the
// greedy policy for both players, and takes the option whose playouts went best.
// The budget is a number of playouts per decision, spread over the options by
// sequential halving (each round plays every option still in the running equally
// often and keeps the better half), so that the search spends most on the options
// that are close. Every other decision — blocks, effects' selections, the order of
// pending effects, the opponent's turn — is greedy's.
//
// A playout stops when the game ends or after playoutTurns turns, and is worth
// ±winValue for a win or a loss, else the greedy evaluation of the position it reached,
// from the searcher's side. Its values are integers and its RNG its own, seeded from
// the agent's seed: the same seed and budget make the same choices on any machine.
//
// The tree is one level deep, over the options of the searcher's information set (all
// the determinizations share it): each decision is searched anew, the next
// main-phase decision of the same turn included, and below the root the playouts
// follow the greedy policy. The playouts need card effects of their own
// (PlayOutWith; core/match gives them a second source per worker): without effects
// they misjudge the options whose worth is in their text, and the search lost its
// edge over greedy (about 50% in the same measure).
type MCTS struct {
	think int
	rng   core.RNG
	// prng draws one playout's copy and policies; seeds are the playouts' seeds in a
	// round of the search, the same for every option (common random numbers: options
	// are compared on the same samples of the hidden cards, so that the difference
	// between two options is not drowned in the difference between two samples).
	prng    core.RNG
	seeds   []uint64
	greedy  *Greedy // the decisions not searched, and the one searched decisions start from
	det     determinizer
	policy  [2]playoutAgent
	arms    []arm
	effects core.EffectSource
	// Playouts counts the playouts played so far, for measuring the cost per decision.
	Playouts int
}

// DefaultThink is the default budget: playouts per searched decision. It keeps a game
// of the starter decks around a second of one core's time (the README's table).
const DefaultThink = 48

const (
	// playoutTurns is how many turns after the searched one a playout plays before it
	// is judged by the evaluation: the rest of this turn and the opponent's answer.
	// Measured on st1 against greedy (100 games, 48 playouts): 1 turn won 77%, 0
	// turns 72%, 2 turns 72%, 4 turns 65% — further, the greedy policy's own mistakes
	// blur the option's worth — and each turn more costs more.
	playoutTurns = 1
	// winValue is a playout's value when it ends in a win; a position's evaluation is
	// kept below it.
	winValue = 20_000
)

// arm is one option of the searched prompt and what its playouts were worth.
type arm struct {
	choice int
	sum, n int
}

// NewMCTS makes a search agent with its own seed and a budget of think playouts per
// decision (0: DefaultThink).
func NewMCTS(seed uint64, think int) *MCTS {
	if think <= 0 {
		think = DefaultThink
	}
	m := &MCTS{think: think, greedy: NewGreedy(core.SplitMix64(seed ^ 0x6a09e667f3bcc908))}
	m.rng.Seed(seed)
	for p := range m.policy {
		m.policy[p].g = NewGreedy(0)
	}
	return m
}

// PlayOutWith gives the playouts the card effects (nil: none). A GameScoped source
// must not be the one of the game searched: each copy begins a game of its own.
func (m *MCTS) PlayOutWith(e core.EffectSource) { m.effects = e }

// Choose implements core.Agent.
func (m *MCTS) Choose(v core.View, p *core.Prompt) int {
	if p.Kind != core.PromptMain || v.TurnPlayer() != v.Me() || v.Attack() != nil || len(p.Choices) < 2 {
		return m.greedy.Choose(v, p)
	}
	g := m.greedy
	g.begin(v)
	prior := g.main(v, p)
	if g.scores[prior] >= winScore/2 || g.acted >= maxActionsPerTurn {
		return g.took(prior, p) // an attack that wins now, or a turn that must end
	}
	return g.took(m.search(v, p, prior), p)
}

// search spends the budget on the prompt's options and returns the best; prior is
// greedy's choice, which wins ties and is kept when the playouts cannot play the
// option out (an effect the copy does not have).
func (m *MCTS) search(v core.View, p *core.Prompt, prior int) int {
	m.arms = m.arms[:0]
	for i := range p.Choices {
		m.arms = append(m.arms, arm{choice: i})
	}
	alive, left := m.arms, m.think
	for round := rounds(len(alive)); len(alive) > 1; round-- {
		per := max(1, left/(len(alive)*max(round, 1)))
		m.seeds = m.seeds[:0]
		for range per {
			m.seeds = append(m.seeds, m.rng.Uint64())
		}
		kept := alive[:0]
		for _, a := range alive {
			ok := true
			for k := 0; k < per && ok; k++ {
				var val int
				if val, ok = m.playout(v, p, a.choice, m.seeds[k]); ok {
					a.sum += val
					a.n++
					left--
				}
			}
			if ok || a.choice == prior {
				kept = append(kept, a)
			}
		}
		alive = m.better(kept, prior, (len(kept)+1)/2)
	}
	if len(alive) == 0 {
		return prior
	}
	return alive[0].choice
}

// rounds is how many halvings bring n options down to one.
func rounds(n int) int {
	r := 0
	for ; n > 1; n = (n + 1) / 2 {
		r++
	}
	return r
}

// better sorts the arms by their mean value, best first — the prior first among
// equals, then the earlier option — and keeps the first k.
func (m *MCTS) better(arms []arm, prior, k int) []arm {
	less := func(a, b arm) bool { // a before b
		if x, y := a.sum*max(b.n, 1), b.sum*max(a.n, 1); x != y {
			return x > y
		}
		if (a.choice == prior) != (b.choice == prior) {
			return a.choice == prior
		}
		return a.choice < b.choice
	}
	for i := 1; i < len(arms); i++ { // insertion sort: few arms, no allocation
		for j := i; j > 0 && less(arms[j], arms[j-1]); j-- {
			arms[j], arms[j-1] = arms[j-1], arms[j]
		}
	}
	return arms[:min(k, len(arms))]
}

// playout plays option i of the prompt out in a new determinized copy and returns its
// value; ok is false when the copy does not offer the option.
func (m *MCTS) playout(v core.View, p *core.Prompt, i int, seed uint64) (val int, ok bool) {
	me := v.Me()
	m.prng.Seed(seed)
	cfg := core.Config{Effects: m.effects}
	limit := v.Turn() + playoutTurns
	for q := range m.policy {
		m.policy[q].restart(m.prng.Uint64(), limit)
		cfg.Agents[q] = &m.policy[q]
	}
	root := &m.policy[me]
	root.root, root.rootView, root.state = &p.Choices[i], v, rootPending
	g, err := m.det.copyOf(v, &m.prng, cfg)
	if err != nil {
		return 0, false
	}
	m.Playouts++
	res := g.Resume()
	switch {
	case root.state == rootMissing:
		return 0, false
	case res.Err != nil:
		return 0, true
	case res.Halted:
		s := defaultWeights.score(ptr(look(g.ViewOf(me), nil)))
		return max(-winValue+1, min(winValue-1, s)), true
	case res.Draw:
		return 0, true
	case res.Winner == me:
		return winValue, true
	}
	return -winValue, true
}

func ptr(p position) *position { return &p }

// A playout's root: the searched option, still to be taken in the copy, taken, or
// not offered there.
const (
	rootNone = iota
	rootPending
	rootTaken
	rootMissing
)

// playoutAgent plays one player's side of a playout: the searched option at the
// first main-phase prompt of the searcher, then greedy, until the turn limit.
type playoutAgent struct {
	g        *Greedy
	limit    int
	root     *core.Choice
	rootView core.View
	state    int
}

func (a *playoutAgent) restart(seed uint64, limit int) {
	a.g.restart(seed)
	a.limit, a.root, a.state = limit, nil, rootNone
}

// Choose implements core.Agent.
func (a *playoutAgent) Choose(v core.View, p *core.Prompt) int {
	if v.Turn() > a.limit {
		return core.Halt
	}
	if a.state == rootPending && p.Kind == core.PromptMain {
		for i, c := range p.Choices {
			if sameChoice(a.rootView, *a.root, v, c) {
				a.state = rootTaken
				return a.g.took(i, p)
			}
		}
		a.state = rootMissing
		return core.Halt
	}
	return a.g.Choose(v, p)
}

// sameChoice reports whether option c of a copy is option r of the real game: the
// same action with the same card, by the same object on a target in the same place.
func sameChoice(rv core.View, r core.Choice, cv core.View, c core.Choice) bool {
	return r.Action == c.Action && r.Req == c.Req && cardNumber(r.Card) == cardNumber(c.Card) &&
		placeOf(rv, r.Obj) == placeOf(cv, c.Obj) && placeOf(rv, r.Target) == placeOf(cv, c.Target) &&
		len(r.Objs) == len(c.Objs) && effectLabel(r.Effect) == effectLabel(c.Effect)
}

func cardNumber(c *core.Card) string {
	if c == nil {
		return ""
	}
	return c.Data.Number
}

func effectLabel(e *core.Effect) string {
	if e == nil {
		return ""
	}
	return e.Label
}

// placeOf is where an object is on the field: its owner and index in the battle
// area, or -1 for the breeding area; nil is nowhere.
func placeOf(v core.View, o *core.FieldObject) [2]int {
	if o == nil {
		return [2]int{-1, -2}
	}
	for i, b := range v.Battle(o.Owner) {
		if b == o {
			return [2]int{int(o.Owner), i}
		}
	}
	return [2]int{int(o.Owner), -1}
}
