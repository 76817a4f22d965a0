package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-07 Grizzlymon — <Blocker> (When an opponent's Digimon attacks, you may suspend
// this Digimon to force the opponent to attack it instead.)
// [When Attacking] Lose 2 memory.

// TestGrizzlymonBlocks: when an opponent's Digimon attacks, Grizzlymon's player may
// block with it: it suspends, the attacker battles it and checks no security.
func TestGrizzlymonBlocks(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST2-04") // Bearmon 4000
	grizzly := tb.Battle(p2, "ST2-07")  // 6000
	tb.Security(p2, "ST1-02", "ST1-02")
	if !tb.HasKeyword(grizzly, core.Blocker) {
		t.Fatalf("Grizzlymon has no <Blocker>")
	}
	tb.Run(cardtest.Attack(attacker), cardtest.Block(grizzly).By(p2))
	if !grizzly.Suspended {
		t.Errorf("the blocker is not suspended (12-1-7-1)")
	}
	if attacker.Zone == core.ZoneBattle {
		t.Errorf("Bearmon (4000) survived a battle with Grizzlymon (6000)")
	}
	if n := tb.ChecksMade(attacker); n != 0 || len(tb.Position().Players[p2].Security) != 2 {
		t.Errorf("the blocked attacker checked %d security cards; want 0", n)
	}
}

// TestGrizzlymonBlockerNotInherited: a Digimon with Grizzlymon under it cannot block.
func TestGrizzlymonBlockerNotInherited(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST2-04")
	tb.Battle(p2, "ST2-07", "ST2-09") // Zudomon over Grizzlymon
	tb.Security(p2, "ST1-02", "ST1-02")
	tb.Run(cardtest.Attack(attacker))
	if n := len(tb.Prompts(core.PromptBlock)); n != 0 {
		t.Fatalf("%d block prompts; want none", n)
	}
	if n := tb.ChecksMade(attacker); n != 1 {
		t.Fatalf("the attacker checked %d security cards; want 1", n)
	}
}

// TestGrizzlymonWhenAttackingLosesMemory: when Grizzlymon attacks, its player loses 2
// memory; with memory left the turn goes on, and from 1 the turn passes to the
// opponent after the attack (6-1-4).
func TestGrizzlymonWhenAttackingLosesMemory(t *testing.T) {
	for _, tc := range []struct {
		from, want int
		next       core.PlayerID
	}{{3, 1, p1}, {1, -1, p2}} {
		tb := cardtest.New(t)
		tb.Memory(p1, tc.from)
		grizzly := tb.Battle(p1, "ST2-07")
		tb.Security(p2, "ST1-02")
		tb.Run(cardtest.Attack(grizzly))
		if got := tb.Activations("ST2-07"); len(got) != 1 || got[0].Text != "[When Attacking]" {
			t.Fatalf("activations of ST2-07: %+v; want one [When Attacking]", got)
		}
		if m := tb.Position().MemoryOf(p1); m != tc.want {
			t.Errorf("memory after Grizzlymon attacked from %d: %d; want %d", tc.from, m, tc.want)
		}
		if h := tb.Halted(); h.Player != tc.next {
			t.Errorf("from %d memory: halted at %s; want %s to act next", tc.from, h, tc.next)
		}
	}
}
