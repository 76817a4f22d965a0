package ai

import (
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// The prediction: what the position becomes after one option, by a model of the rules
// (memory costs, battles by DP, security checks) over what the player can see. Where
// the outcome is uncertain — the face-down security card, the opponent's block — it is
// a few weighted outcomes, and the option's value their expected score.

// outcome is one possible result of an option, with its chance per mille.
type outcome struct {
	chance int
	pos    position
}

// expect is the expected score of outcomes whose chances add up to 1000.
func (w *weights) expect(outs []outcome) int {
	s := 0
	for _, o := range outs {
		s += o.chance * w.score(&o.pos)
	}
	return s / 1000
}

// spend pays memory in the model; the turn ends when it crosses to the opponent's
// side (6-1-4-1).
func (p *position) spend(cost int) {
	p.mem -= max(cost, 0)
	if p.mem < 0 {
		p.turnOver = true
	}
}

// play predicts a hand card played (7-1): a new unsuspended object.
func play(base position, c core.Choice) position {
	q := base.clone()
	q.spend(c.Cost)
	q.me.hand--
	q.me.battle = append(q.me.battle, cardUnit(c.Card.Data))
	return q
}

// digivolve predicts an object digivolved (8-1): the new top card's DP and level, the
// DP it had beyond its printed DP kept (inherited and granted), one card drawn.
func digivolve(base position, c core.Choice) position {
	q := base.clone()
	q.spend(c.Cost)
	u := q.me.breeding
	if i := q.me.find(c.Obj); i >= 0 {
		u = &q.me.battle[i]
	}
	if u == nil {
		return q
	}
	d := c.Card.Data
	bonus := max(u.dp-c.Obj.Top().Data.DP, 0)
	u.dp, u.level, u.digimon, u.tamer = d.DP+bonus, d.Level, true, false
	u.stack++
	u.blocker = u.blocker || printsKeyword(d.Effect, "Blocker")
	u.checks = max(u.checks, 1)
	return q // the hand: one card out, one drawn (8-1-2-10)
}

// use predicts an Option used (9-1): its cost paid, the card gone from the hand.
func use(base position, c core.Choice) position {
	q := base.clone()
	q.spend(c.Cost)
	q.me.hand--
	return q
}

// pass predicts a pass: 3 memory on the opponent's side (6-5-1-7-1).
func pass(base position) position {
	q := base.clone()
	q.mem, q.turnOver = -3, true
	return q
}

// hatch puts a Digi-Egg in the breeding area (4-16).
func hatch(base position) position {
	q := base.clone()
	q.me.breeding = &unit{digimon: true, level: 2}
	return q
}

// moveOut moves the breeding area's Digimon to the battle area (4-15).
func moveOut(base position) position {
	q := base.clone()
	if q.me.breeding != nil {
		q.me.battle = append(q.me.battle, *q.me.breeding)
		q.me.breeding = nil
	}
	return q
}

// attack predicts an attack of att on target (nil: the player) as the outcomes of
// each way the defender may answer: not blocking, or blocking with a blocker that
// can (12-1). mine says the attacker is the deciding player's; otherwise the
// deciding player is the defender, and block is their answer (nil: no block).
func (w *weights) attack(base position, mine bool, att, target *core.FieldObject, block *core.FieldObject) int {
	q := base.clone()
	atk, def := &q.me, &q.opp
	if !mine {
		atk, def = def, atk
	}
	ai := atk.find(att)
	if ai < 0 {
		return w.score(&q)
	}
	atk.battle[ai].suspended = true // 11-2-8-1
	ti := -1
	if target != nil {
		ti = def.find(target)
	}
	if !mine {
		if block == nil {
			return w.expect(resolve(q, mine, ai, ti))
		}
		return w.expect(clash(q, mine, ai, def.find(block)))
	}
	// The opponent answers: assume mostly the answer worst for me, sometimes none.
	unblocked := w.expect(resolve(q, mine, ai, ti))
	worst := unblocked
	for bi := range def.battle {
		b := &def.battle[bi]
		if !b.digimon || !b.blocker || b.suspended || bi == ti {
			continue // 12-1-4, 12-1-5
		}
		worst = min(worst, w.expect(clash(q, mine, ai, bi)))
	}
	return (7*worst + 3*unblocked) / 10
}

// resolve is an unblocked attack (11-5): a battle with the target Digimon, or
// security checks against the player, or the win when they have none (1-2-3-1).
func resolve(q position, mine bool, ai, ti int) []outcome {
	atk, def := sides(&q, mine)
	if ti >= 0 {
		return clash(q, mine, ai, ti)
	}
	a := atk.battle[ai]
	if def.security == 0 {
		if a.checks >= 1 {
			if mine {
				q.won = true
			} else {
				q.lost = true
			}
		}
		return []outcome{{1000, q}}
	}
	n := min(max(a.checks, 0), def.security)
	def.security -= n
	survive := 1000
	for range n {
		survive = survive * (1000 - loseChance(a.dp)) / 1000
	}
	dead := q.clone()
	datk, _ := sides(&dead, mine)
	datk.remove(ai)
	return []outcome{{survive, q}, {1000 - survive, dead}}
}

// clash is a battle between the attacker and a defending Digimon (14-2): the lower DP
// is deleted, both on a tie. A blocker is suspended by blocking (12-1-7-1).
func clash(q position, mine bool, ai, di int) []outcome {
	atk, def := sides(&q, mine)
	if di < 0 {
		return []outcome{{1000, q}}
	}
	a, d := atk.battle[ai].dp, def.battle[di].dp
	def.battle[di].suspended = true
	if a >= d {
		def.remove(di)
	}
	if a <= d {
		atk.remove(ai)
	}
	return []outcome{{1000, q}}
}

func sides(q *position, mine bool) (atk, def *side) {
	if mine {
		return &q.me, &q.opp
	}
	return &q.opp, &q.me
}

// textBonus values the effect text a card brings with it ([On Play], [When
// Digivolving]): the model does not read scripts, it only knows an effect is there.
func (w *weights) textBonus(d *core.CardData, timing string) int {
	if strings.Contains(d.Effect, timing) {
		return w.text
	}
	return 0
}
