package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-14 Sorrow Blue — [Main] Choose 1 of your opponent's Digimon with no digivolution
// cards. That Digimon can't attack or block until the end of your opponent's next turn.
// [Security] Choose 1 of your opponent's Digimon with no digivolution cards. That
// Digimon can't attack or block until the end of your next turn.

// TestSorrowBlueMain: used in p1's turn 3, it offers only p2's Digimon without
// digivolution cards; the chosen Grizzlymon cannot block in turn 3 nor attack in p2's
// turn 4, and blocks again in p1's turn 5. p2's other Digimon is not affected.
func TestSorrowBlueMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 4)
	attacker := tb.Battle(p1, "ST2-04") // blue: the color requirement (4-19)
	grizzly := tb.Battle(p2, "ST2-07")  // <Blocker>, no digivolution cards
	bear := tb.Battle(p2, "ST2-04")
	tb.Battle(p2, "ST2-01", "ST2-02") // has a digivolution card: not offered
	tb.Security(p1, "ST1-02", "ST1-02", "ST1-02")
	tb.Security(p2, "ST1-02", "ST1-02", "ST1-02")
	tb.Hand(p1, "ST2-14")

	tb.Run(cardtest.Use("ST2-14"), cardtest.Select(grizzly).By(p1))
	if got := tb.Activations("ST2-14"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST2-14: %+v; want one [Main]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{grizzly, bear}) {
		t.Errorf("offered %v; want p2's Grizzlymon and Bearmon (no digivolution cards)", got)
	}
	if m := tb.Position().MemoryOf(p1); m != 2 {
		t.Errorf("memory after using Sorrow Blue from 4: %d; want 2", m)
	}

	tb.Run(cardtest.Attack(attacker)) // no block prompt: Grizzlymon can't block
	if n := len(tb.Prompts(core.PromptBlock)); n != 0 {
		t.Errorf("turn 3: %d block prompts; want none", n)
	}

	tb.Run(cardtest.Pass())
	if tb.CanAttack(grizzly) {
		t.Errorf("turn 4 (p2's next turn): Grizzlymon may attack")
	}
	if !tb.CanAttack(bear) {
		t.Errorf("turn 4: p2's Bearmon, not chosen, may not attack")
	}

	tb.Run(cardtest.Pass().By(p2), cardtest.Attack(attacker), cardtest.NoBlock().By(p2))
	if n := len(tb.Prompts(core.PromptBlock)); n != 1 {
		t.Errorf("turn 5: %d block prompts; want 1 (Grizzlymon may block again)", n)
	}
}

// TestSorrowBlueKeepsTheTargetAfterItDigivolves: the Digimon chosen keeps the
// prohibition once it has digivolution cards (15-11-1-3-2): digivolved into
// WereGarurumon in p2's turn, it still cannot attack.
func TestSorrowBlueKeepsTheTargetAfterItDigivolves(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	tb.Battle(p1, "ST2-04")
	grizzly := tb.Battle(p2, "ST2-07")
	tb.Hand(p1, "ST2-14")
	tb.Hand(p2, "ST2-08")
	tb.Run(cardtest.Use("ST2-14"), cardtest.Select(grizzly).By(p1),
		cardtest.Pass(), cardtest.Digivolve(grizzly, "ST2-08").By(p2))
	if grizzly.Top().Data.Number != "ST2-08" {
		t.Fatalf("Grizzlymon did not digivolve: %s", grizzly)
	}
	if tb.CanAttack(grizzly) {
		t.Errorf("WereGarurumon over the chosen Grizzlymon may attack in p2's turn")
	}
}

// TestSorrowBlueSecurity: checked from p2's security in p1's turn 3, p2 chooses 1 of
// p1's Digimon without digivolution cards: it cannot attack for the rest of turn 3 nor
// block in p2's turn 4 (p2's next turn), and attacks again in p1's turn 5.
func TestSorrowBlueSecurity(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	attacker := tb.Battle(p1, "ST2-04")
	grizzly := tb.Battle(p1, "ST2-07")
	tb.Battle(p1, "ST2-01", "ST2-02")
	theirs := tb.Battle(p2, "ST2-04")
	tb.Security(p1, "ST1-02", "ST1-02", "ST1-02")
	tb.Security(p2, "ST1-02", "ST1-02", "ST2-14")

	tb.Run(cardtest.Attack(attacker), cardtest.Select(grizzly).By(p2))
	if got := tb.Activations("ST2-14"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST2-14: %+v; want one [Security] of p2", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{attacker, grizzly}) {
		t.Errorf("offered %v; want p1's two Digimon without digivolution cards", got)
	}
	if tb.CanAttack(grizzly) {
		t.Errorf("turn 3: the chosen Grizzlymon may attack")
	}

	tb.Run(cardtest.Pass(), cardtest.Attack(theirs).By(p2))
	if n := len(tb.Prompts(core.PromptBlock)); n != 0 {
		t.Errorf("turn 4 (p2's next turn): %d block prompts; want none", n)
	}

	tb.Run(cardtest.Pass().By(p2))
	if !tb.CanAttack(grizzly) {
		t.Errorf("turn 5: Grizzlymon may not attack; the prohibition should have ended with turn 4")
	}
}
