package ai

// The evaluation of a position, from the deciding player's side. Scores are integers
// (100 points = 1000 DP on the field) so that the agent's choices are the same on every
// machine: floating-point results may differ across platforms where the compiler fuses
// multiply-adds, and a near tie could then break the other way.

// winScore is the score of a won game (minus: a lost one).
const winScore = 1_000_000_000

// weights are what the evaluation counts, in points.
type weights struct {
	dpPer1000 int // a Digimon's DP, per 1000
	level     int // per level
	stack     int // per digivolution card under it (their inherited effects)
	blocker   int // <Blocker>
	check     int // per security card checked beyond the first
	tamer     int // a Tamer on the field
	breeding  int // percent of a Digimon's value while it is in the breeding area
	egg       int // a Digi-Egg in the breeding area
	exposed   int // percent of a suspended Digimon's value lost when a bigger enemy can attack it
	// security is the value of the last, second last, ... security card; further
	// cards are worth the last entry.
	security []int
	hand     int // per card in hand
	handed   int // per memory handed to the opponent at the end of the turn
	kept     int // per memory still on my side while the turn goes on
	option   int // an Option's effect (its script is not read)
	activate int // a [Main] effect
	text     int // an [On Play] or [When Digivolving] effect
}

var defaultWeights = weights{
	dpPer1000: 100,
	level:     50,
	stack:     30,
	blocker:   80,
	check:     100,
	tamer:     250,
	breeding:  70,
	egg:       100,
	exposed:   25,
	security:  []int{900, 750, 650, 550, 500, 450},
	hand:      80,
	handed:    100,
	kept:      30,
	option:    150,
	activate:  100,
	text:      100,
}

// score is the value of a position for the deciding player.
func (w *weights) score(p *position) int {
	switch {
	case p.won:
		return winScore
	case p.lost:
		return -winScore
	}
	s := 0
	for i := range p.me.battle {
		s += w.unit(&p.me.battle[i], &p.opp)
	}
	for i := range p.opp.battle {
		s -= w.unit(&p.opp.battle[i], &p.me)
	}
	s += w.nursery(p.me.breeding) - w.nursery(p.opp.breeding)
	s += w.securityValue(p.me.security) - w.securityValue(p.opp.security)
	s += w.hand * (p.me.hand - p.opp.hand)
	return s + w.memory(p)
}

// unit is the value of an object in the battle area; enemy is the other side, whose
// bigger Digimon threaten it when it is suspended (11-2-7-1).
func (w *weights) unit(u *unit, enemy *side) int {
	if u.tamer {
		return w.tamer
	}
	if !u.digimon {
		return 0
	}
	v := u.dp*w.dpPer1000/1000 + u.level*w.level + u.stack*w.stack
	if u.blocker {
		v += w.blocker
	}
	if u.checks > 1 {
		v += (u.checks - 1) * w.check
	}
	if u.suspended && enemy.strongest(func(e *unit) bool { return e.dp > u.dp }) >= 0 {
		v -= v * w.exposed / 100
	}
	return v
}

// nursery is the value of what is in the breeding area: safe, but not yet fighting.
func (w *weights) nursery(u *unit) int {
	switch {
	case u == nil:
		return 0
	case u.dp == 0:
		return w.egg
	}
	return w.unit(u, &side{}) * w.breeding / 100
}

func (w *weights) securityValue(n int) int {
	v := 0
	for k := range n {
		v += w.security[min(k, len(w.security)-1)]
	}
	return v
}

// memory values the memory gauge: memory handed to the opponent when the turn ends
// costs; while the turn goes on, the opponent will get at least the 3 of a pass
// (6-5-1-7-1) and the memory still on my side is worth a little (more actions).
func (w *weights) memory(p *position) int {
	if p.turnOver {
		return -w.handed * max(-p.mem, 0)
	}
	return -w.handed*3 + w.kept*max(p.mem, 0)
}

// loseChance is the chance, per mille, that one security card is a Digimon that the
// attacker with this DP does not beat (13-1-7-3, 14-2-1): a ties loses too. The
// security stack is face down, so this is a prior over typical decks, not a peek.
func loseChance(dp int) int {
	switch {
	case dp < 2000:
		return 600
	case dp < 3000:
		return 500
	case dp < 4000:
		return 400
	case dp < 5000:
		return 300
	case dp < 6000:
		return 220
	case dp < 7000:
		return 150
	case dp < 9000:
		return 100
	case dp < 12000:
		return 50
	}
	return 20
}
