package cardtest

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Vanilla checks a card that prints no effect text: it has no effects; played
// from the hand it costs its printed play cost and has its printed DP; digivolved into
// from base (a stack, bottom first; in the breeding area when it is a Digi-Egg alone)
// it costs digiCost; checked from the security stack it battles with its printed DP.
// No effect activates and no effect asks anything.
func Vanilla(t *testing.T, number string, base []string, digiCost int) {
	t.Helper()
	tb := New(t)
	data := tb.Card(number)
	if effs, err := tb.Host.EffectsOf(data); err != nil || len(effs) != 0 {
		t.Fatalf("%s: effects %v, error %v; want none", number, effs, err)
	}
	g := tb.Position()
	tb.Memory(core.PlayerID(0), 10)
	tb.Hand(core.PlayerID(0), number, number)
	var from *core.FieldObject
	if len(base) == 1 && tb.Card(base[0]).Kind == core.DigiEgg {
		from = tb.Breeding(core.PlayerID(0), base...)
	} else {
		from = tb.Battle(core.PlayerID(0), base...)
	}
	attacker := tb.Battle(core.PlayerID(0), "ST1-10") // Phoenixmon, vanilla, 12000 DP
	tb.Security(core.PlayerID(1), number)

	tb.Run(Play(number))
	played := tb.Find(core.PlayerID(0), number)
	if played == nil {
		t.Fatalf("%s is not in p1's battle area after playing it", number)
	}
	if m := g.MemoryOf(0); m != 10-data.Cost {
		t.Errorf("memory after playing %s from 10: %d; want %d (its play cost %d)", number, m, 10-data.Cost, data.Cost)
	}
	if dp := tb.DP(played); dp != data.DP {
		t.Errorf("played %s: %d DP; want the printed %d", number, dp, data.DP)
	}

	tb.Memory(core.PlayerID(0), 10)
	tb.Run(Digivolve(from, number))
	if from.Top().Data.Number != number {
		t.Fatalf("%s did not digivolve into %s", from, number)
	}
	if m := g.MemoryOf(0); m != 10-digiCost {
		t.Errorf("memory after digivolving into %s from 10: %d; want %d (its digivolution cost %d)", number, m, 10-digiCost, digiCost)
	}
	if dp := tb.DP(from); dp != data.DP {
		t.Errorf("%s digivolved into: %d DP; want the printed %d", number, dp, data.DP)
	}

	tb.Memory(core.PlayerID(0), 10)
	tb.Run(Attack(attacker))
	if b := tb.Battles(attacker); len(b) != 1 || b[0].N != 12000-data.DP {
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
