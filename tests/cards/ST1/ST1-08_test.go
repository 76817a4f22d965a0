package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-08 Garudamon — [When Digivolving] 1 of your Digimon gets +3000 DP for the turn.

// TestGarudamonWhenDigivolving: digivolving into Garudamon lets its player choose 1 of
// their own Digimon (itself or another), which gets +3000 DP until the end of the turn.
func TestGarudamonWhenDigivolving(t *testing.T) {
	for _, tc := range []struct {
		name        string
		chooseOther bool
	}{{"itself", false}, {"another Digimon", true}} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(p1, 10)
			bird := tb.Battle(p1, "ST1-02", "ST1-05") // Biyomon under Birdramon: no DP effects
			dracomon := tb.Battle(p1, "ST1-04")       // 4000 DP
			tb.Battle(p2, "ST1-04")
			tb.Hand(p1, "ST1-08")
			chosen, other := bird, dracomon
			if tc.chooseOther {
				chosen, other = dracomon, bird
			}
			tb.Run(cardtest.Digivolve(bird, "ST1-08"), cardtest.Select(chosen).By(p1))

			if got := tb.Activations("ST1-08"); len(got) != 1 || got[0].Text != "[When Digivolving]" {
				t.Fatalf("activations of ST1-08: %+v; want one [When Digivolving]", got)
			}
			offered := tb.Prompts(core.PromptChoose)[0].Offers(isSelect)
			if len(offered) != 2 || offered[0].Obj.Owner != p1 || offered[1].Obj.Owner != p1 {
				t.Fatalf("the choice offers %v; want exactly p1's two Digimon", offered)
			}
			base := map[*core.FieldObject]int{bird: 7000, dracomon: 4000}
			if got := tb.DP(chosen); got != base[chosen]+3000 {
				t.Errorf("chosen %s: DP %d, want %d", chosen, got, base[chosen]+3000)
			}
			if got := tb.DP(other); got != base[other] {
				t.Errorf("not chosen %s: DP %d, want %d", other, got, base[other])
			}

			// "for the turn": gone in the opponent's turn.
			tb.Run(cardtest.Pass())
			if got := tb.DP(chosen); got != base[chosen] {
				t.Errorf("next turn, %s: DP %d, want %d", chosen, got, base[chosen])
			}
		})
	}
}

// TestGarudamonPlayedHasNoEffect: [When Digivolving] does not trigger when Garudamon
// is played from the hand.
func TestGarudamonPlayedHasNoEffect(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 10)
	tb.Hand(p1, "ST1-08")
	tb.Run(cardtest.Play("ST1-08"))
	if got := tb.Activations("ST1-08"); len(got) != 0 {
		t.Fatalf("activations of ST1-08 after playing it: %+v; want none", got)
	}
	if o := tb.Find(p1, "ST1-08"); o == nil || tb.DP(o) != 7000 {
		t.Fatalf("played Garudamon: %v; want it in the battle area with 7000 DP", o)
	}
}

// TestGarudamonNotInTheBreedingArea: digivolving into Garudamon in the breeding area
// does not trigger its [When Digivolving] (3-4-5-4).
func TestGarudamonNotInTheBreedingArea(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 10)
	bred := tb.Breeding(p1, "ST1-01", "ST1-02", "ST1-05")
	tb.Battle(p1, "ST1-04")
	tb.Hand(p1, "ST1-08")
	tb.Run(cardtest.Digivolve(bred, "ST1-08"))
	if got := tb.Activations("ST1-08"); len(got) != 0 {
		t.Fatalf("activations of ST1-08 in the breeding area: %+v; want none", got)
	}
	if bred.Top().Data.Number != "ST1-08" {
		t.Fatalf("the breeding Digimon did not digivolve: %s", bred)
	}
}
