package st1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST1-06 Coredramon — <Blocker> (When an opponent's Digimon attacks, you may suspend
// this Digimon to force the opponent to attack it instead.)
// [When Attacking] Lose 2 memory.

// TestCoredramonBlocks: Coredramon has <Blocker>; when an opponent's Digimon attacks,
// its player may block with it, which suspends it and makes it the attack's target:
// the attacker battles Coredramon and checks no security.
func TestCoredramonBlocks(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST1-04") // Dracomon 4000 DP
	core6 := tb.Battle(p2, "ST1-06")    // 6000 DP
	tb.Security(p2, "ST1-02", "ST1-02")
	if !tb.HasKeyword(core6, core.Blocker) {
		t.Fatalf("Coredramon has no <Blocker>")
	}
	tb.Run(cardtest.Attack(attacker), cardtest.Block(core6).By(p2))

	if len(tb.Prompts(core.PromptBlock)) != 1 {
		t.Fatalf("block prompts: %d; want 1", len(tb.Prompts(core.PromptBlock)))
	}
	if !core6.Suspended {
		t.Errorf("the blocker is not suspended (12-1-7-1)")
	}
	if attacker.Zone == core.ZoneBattle {
		t.Errorf("Dracomon (4000) survived a battle with Coredramon (6000)")
	}
	if n := tb.ChecksMade(attacker); n != 0 || len(tb.Position().Players[p2].Security) != 2 {
		t.Errorf("the blocked attacker checked %d security cards; want 0", n)
	}
}

// TestCoredramonWithoutBlockerOnTop: <Blocker> is Coredramon's own effect, not an
// inherited one: a Digimon with Coredramon under it cannot block.
func TestCoredramonWithoutBlockerOnTop(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST1-04")
	tb.Battle(p2, "ST1-06", "ST1-08") // Garudamon over Coredramon
	tb.Security(p2, "ST1-02", "ST1-02")
	tb.Run(cardtest.Attack(attacker))
	if n := len(tb.Prompts(core.PromptBlock)); n != 0 {
		t.Fatalf("%d block prompts; want none", n)
	}
	if n := tb.ChecksMade(attacker); n != 1 {
		t.Fatalf("the attacker checked %d security cards; want 1", n)
	}
}

// TestCoredramonWhenAttackingLosesMemory: when Coredramon attacks, its player loses 2
// memory; with memory left on their side the turn goes on.
func TestCoredramonWhenAttackingLosesMemory(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 3)
	core6 := tb.Battle(p1, "ST1-06")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(core6))

	if got := tb.Activations("ST1-06"); len(got) != 1 || got[0].Text != "[When Attacking]" {
		t.Fatalf("activations of ST1-06: %+v; want one [When Attacking]", got)
	}
	if m := tb.Position().MemoryOf(p1); m != 1 {
		t.Fatalf("memory after Coredramon attacked from 3: %d; want 1", m)
	}
	if h := tb.Halted(); h.Kind != core.PromptMain || h.Player != p1 {
		t.Fatalf("halted at %s; want p1's main phase going on", h)
	}
}

// TestCoredramonLosingMemoryEndsTheTurn: losing the 2 memory may move the gauge to
// the opponent's side: the turn then ends after the attack (6-1-4).
func TestCoredramonLosingMemoryEndsTheTurn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 1)
	core6 := tb.Battle(p1, "ST1-06")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(core6))
	if m := tb.Position().MemoryOf(p2); m != 1 {
		t.Fatalf("p2's memory: %d; want 1 (p1 lost 2 from 1)", m)
	}
	if h := tb.Halted(); h.Player != p2 || h.Turn != 4 || h.Kind != core.PromptMain {
		t.Fatalf("halted at %s; want p2's main phase of turn 4 (nothing to hatch or move)", h)
	}
}
