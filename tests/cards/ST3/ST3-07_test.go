package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-07 Unimon — <Blocker> (When an opponent's Digimon attacks, you may suspend this
// Digimon to force the opponent to attack it instead.)
// [When Attacking] Lose 2 memory.

// TestUnimonBlocks: when an opponent's Digimon attacks, Unimon's player may block with
// it: it suspends, the attacker battles it and checks no security.
func TestUnimonBlocks(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST3-06") // Gatomon 5000
	uni := tb.Battle(p2, "ST3-07")      // 6000
	tb.Security(p2, "ST1-02", "ST1-02")
	if !tb.HasKeyword(uni, core.Blocker) {
		t.Fatalf("Unimon has no <Blocker>")
	}
	tb.Run(cardtest.Attack(attacker), cardtest.Block(uni).By(p2))
	if !uni.Suspended {
		t.Errorf("the blocker is not suspended (12-1-7-1)")
	}
	if attacker.Zone == core.ZoneBattle {
		t.Errorf("Gatomon (5000) survived a battle with Unimon (6000)")
	}
	if n := tb.ChecksMade(attacker); n != 0 || len(tb.Position().Players[p2].Security) != 2 {
		t.Errorf("the blocked attacker checked %d security cards; want 0", n)
	}
}

// TestUnimonBlockerNotInherited: a Digimon with Unimon under it cannot block.
func TestUnimonBlockerNotInherited(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST3-06")
	tb.Battle(p2, "ST3-07", "ST3-09") // Angewomon over Unimon
	tb.Security(p2, "ST1-02", "ST1-02")
	tb.Run(cardtest.Attack(attacker))
	if n := len(tb.Prompts(core.PromptBlock)); n != 0 {
		t.Fatalf("%d block prompts; want none", n)
	}
}

// TestUnimonWhenAttackingLosesMemory: when Unimon attacks, its player loses 2 memory;
// from 1 the turn passes to the opponent after the attack (6-1-4).
func TestUnimonWhenAttackingLosesMemory(t *testing.T) {
	for _, tc := range []struct {
		from, want int
		next       core.PlayerID
	}{{3, 1, p1}, {1, -1, p2}} {
		tb := cardtest.New(t)
		tb.Memory(p1, tc.from)
		uni := tb.Battle(p1, "ST3-07")
		tb.Security(p2, "ST1-02")
		tb.Run(cardtest.Attack(uni))
		if got := tb.Activations("ST3-07"); len(got) != 1 || got[0].Text != "[When Attacking]" {
			t.Fatalf("activations of ST3-07: %+v; want one [When Attacking]", got)
		}
		if m := tb.Position().MemoryOf(p1); m != tc.want {
			t.Errorf("memory after Unimon attacked from %d: %d; want %d", tc.from, m, tc.want)
		}
		if h := tb.Halted(); h.Player != tc.next {
			t.Errorf("from %d memory: halted at %s; want %s to act next", tc.from, h, tc.next)
		}
	}
}
