package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-08 MagnaAngemon — Inherited: [When Attacking] 1 of your opponent's Digimon gets
// -1000 DP for the turn.

// TestMagnaAngemonInheritedWhenAttacking: Magnadramon over MagnaAngemon attacks; its
// player chooses 1 of the opponent's Digimon (not their own), which gets -1000 DP for
// the turn: 3000 becomes 2000, and 3000 again in p2's turn.
func TestMagnaAngemonInheritedWhenAttacking(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST3-08", "ST3-10")
	mine := tb.Battle(p1, "ST3-02")
	gomamon := tb.Battle(p2, "ST2-02")
	bear := tb.Battle(p2, "ST2-04")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(gomamon).By(p1))

	if got := tb.Activations("ST3-08"); len(got) != 1 || got[0].Text != "inherited [When Attacking]" {
		t.Fatalf("activations of ST3-08: %+v; want one inherited [When Attacking]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{gomamon, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	for o, want := range map[*core.FieldObject]int{gomamon: 2000, bear: 4000, mine: 3000} {
		if dp := tb.DP(o); dp != want {
			t.Errorf("%s: %d DP; want %d", o, dp, want)
		}
	}
	tb.Run(cardtest.Pass())
	if dp := tb.DP(gomamon); dp != 3000 {
		t.Errorf("in p2's turn: %d DP; want 3000 (for the turn only)", dp)
	}
}

// TestMagnaAngemonInheritedToZero: a 1000 DP Digimon drops to 0 and the rules delete
// it (17-1-3-1).
func TestMagnaAngemonInheritedToZero(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST3-08", "ST3-10")
	patamon := tb.Battle(p2, "ST3-04") // 1000 DP
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(patamon).By(p1))
	if patamon.Zone == core.ZoneBattle {
		t.Fatalf("Patamon at 0 DP is still in the battle area")
	}
}

// TestMagnaAngemonOnTopDoesNotTrigger: MagnaAngemon attacking itself does not trigger
// its inherited effect.
func TestMagnaAngemonOnTopDoesNotTrigger(t *testing.T) {
	tb := cardtest.New(t)
	magna := tb.Battle(p1, "ST3-06", "ST3-08")
	tb.Battle(p2, "ST2-02")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(magna))
	if got := tb.Activations("ST3-08"); len(got) != 0 {
		t.Fatalf("activations of ST3-08: %+v; want none", got)
	}
}
