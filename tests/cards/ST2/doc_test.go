// Package st2 tests the cards of ST2 (Starter Deck Cocytus Blue), one file per card
// named after its number (so that the card pool's status table counts it as tested):
// the scripted cards and, with a shorter test each, the vanilla ones.
//
// Each test builds a board with cardtest, drives the engine through the card's
// timing (playing, using, digivolving, attacking, blocking, security checks) and
// asserts what the printed text — quoted at the top of each file — says.
package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

const (
	p1 = cardtest.P1
	p2 = cardtest.P2
)

func isSelect(c core.Choice) bool { return c.Action == core.ActSelect }

// checks counts the security checks (EvSecurityCheck) made by object o.
func checks(tb *cardtest.Bench, o *core.FieldObject) int {
	n := 0
	for _, e := range tb.Events(core.EvSecurityCheck) {
		if e.Obj == o.ID {
			n++
		}
	}
	return n
}

// battles returns the battles (EvBattle) o fought as the first Digimon (the attacker,
// or the checking Digimon): N is its DP minus its opponent's, Text the outcome for it.
func battles(tb *cardtest.Bench, o *core.FieldObject) []core.Event {
	var out []core.Event
	for _, e := range tb.Events(core.EvBattle) {
		if e.Obj == o.ID {
			out = append(out, e)
		}
	}
	return out
}

// offered lists the objects a choose prompt offered.
func offered(s cardtest.Seen) []*core.FieldObject {
	var out []*core.FieldObject
	for _, c := range s.Offers(isSelect) {
		out = append(out, c.Obj)
	}
	return out
}

// sameObjects reports whether two lists hold the same objects, in any order.
func sameObjects(a, b []*core.FieldObject) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x == y
		}
		if !found {
			return false
		}
	}
	return true
}

// canAttack reports whether the main-phase prompt the game halted at offers an attack
// by o.
func canAttack(tb *cardtest.Bench, o *core.FieldObject) bool {
	for _, c := range tb.Halted().Choices {
		if c.Action == core.ActAttack && c.Obj == o {
			return true
		}
	}
	return false
}

// testVanilla checks a card that prints no effect text: it has no effects; played
// from the hand it costs its printed play cost and has its printed DP; digivolved into
// from base (a stack, bottom first; in the breeding area when it is a Digi-Egg alone)
// it costs digiCost; checked from the security stack it battles with its printed DP.
// No effect activates and no effect asks anything.
func testVanilla(t *testing.T, number string, base []string, digiCost int) {
	t.Helper()
	tb := cardtest.New(t)
	data := tb.Card(number)
	if effs, err := tb.Host.EffectsOf(data); err != nil || len(effs) != 0 {
		t.Fatalf("%s: effects %v, error %v; want none", number, effs, err)
	}
	g := tb.Position()
	tb.Memory(p1, 10)
	tb.Hand(p1, number, number)
	var from *core.FieldObject
	if len(base) == 1 && tb.Card(base[0]).Kind == core.DigiEgg {
		from = tb.Breeding(p1, base...)
	} else {
		from = tb.Battle(p1, base...)
	}
	attacker := tb.Battle(p1, "ST1-10") // Phoenixmon, vanilla, 12000 DP
	tb.Security(p2, number)

	tb.Run(cardtest.Play(number))
	played := tb.Find(p1, number)
	if played == nil {
		t.Fatalf("%s is not in p1's battle area after playing it", number)
	}
	if m := g.MemoryOf(p1); m != 10-data.Cost {
		t.Errorf("memory after playing %s from 10: %d; want %d (its play cost %d)", number, m, 10-data.Cost, data.Cost)
	}
	if dp := tb.DP(played); dp != data.DP {
		t.Errorf("played %s: %d DP; want the printed %d", number, dp, data.DP)
	}

	tb.Memory(p1, 10)
	tb.Run(cardtest.Digivolve(from, number))
	if from.Top().Data.Number != number {
		t.Fatalf("%s did not digivolve into %s", from, number)
	}
	if m := g.MemoryOf(p1); m != 10-digiCost {
		t.Errorf("memory after digivolving into %s from 10: %d; want %d (its digivolution cost %d)", number, m, 10-digiCost, digiCost)
	}
	if dp := tb.DP(from); dp != data.DP {
		t.Errorf("%s digivolved into: %d DP; want the printed %d", number, dp, data.DP)
	}

	tb.Memory(p1, 10)
	tb.Run(cardtest.Attack(attacker))
	if b := battles(tb, attacker); len(b) != 1 || b[0].N != 12000-data.DP {
		t.Errorf("battles of the attacker: %+v; want one against %s with its printed %d DP", b, number, data.DP)
	}
	if a := tb.Events(core.EvActivate); len(a) != 0 {
		t.Errorf("effects activated: %+v; want none", a)
	}
	for _, k := range []core.PromptKind{core.PromptChoose, core.PromptYesNo, core.PromptOrder} {
		if n := len(tb.Prompts(k)); n != 0 {
			t.Errorf("%d %s prompts; want none", n, k)
		}
	}
}
