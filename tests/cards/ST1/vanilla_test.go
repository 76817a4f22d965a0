package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// The vanilla cards of ST1 print no effect text: ST1-02 Biyomon, ST1-04 Dracomon,
// ST1-05 Birdramon, ST1-10 Phoenixmon.

// TestVanillaCards: they have no effects; played, digivolved into, attacking and
// checked from security, they do what the rules do and nothing else — no effect
// activates, no prompt besides the main-phase actions, printed DP.
func TestVanillaCards(t *testing.T) {
	tb := cardtest.New(t)
	for _, n := range []string{"ST1-02", "ST1-04", "ST1-05", "ST1-10"} {
		effs, err := tb.Host.EffectsOf(tb.Card(n))
		if err != nil || len(effs) != 0 {
			t.Errorf("%s: effects %v, error %v; want none", n, effs, err)
		}
	}
	tb.Memory(p1, 10)
	garuda := tb.Battle(p1, "ST1-08")
	tb.Hand(p1, "ST1-02", "ST1-04", "ST1-05", "ST1-10")
	tb.Security(p2, "ST1-04")
	tb.Run(cardtest.Play("ST1-02"), cardtest.Play("ST1-04"))
	biyo := tb.Find(p1, "ST1-02")
	tb.Run(cardtest.Digivolve(biyo, "ST1-05"), cardtest.Digivolve(garuda, "ST1-10"), cardtest.Attack(garuda))

	g := tb.Position()
	if m := g.MemoryOf(p1); m != 10-2-3-2-2 {
		t.Errorf("memory: %d; want 1 (costs 2, 3, 2, 2)", m)
	}
	for number, dp := range map[string]int{"ST1-04": 4000, "ST1-05": 5000, "ST1-10": 12000} {
		o := tb.Find(p1, number)
		if o == nil {
			t.Errorf("%s is not in p1's battle area", number)
		} else if got := tb.DP(o); got != dp {
			t.Errorf("%s: %d DP; want the printed %d", number, got, dp)
		}
	}
	if b := tb.Events(core.EvBattle); len(b) != 1 || b[0].Text != "win" {
		t.Errorf("battles: %+v; want Phoenixmon beating the security Dracomon", b)
	}
	if a := tb.Events(core.EvActivate); len(a) != 0 {
		t.Errorf("effects activated: %+v; want none", a)
	}
	for _, k := range []core.PromptKind{core.PromptChoose, core.PromptYesNo, core.PromptOrder, core.PromptBlock} {
		if n := len(tb.Prompts(k)); n != 0 {
			t.Errorf("%d %s prompts; want none", n, k)
		}
	}
}
