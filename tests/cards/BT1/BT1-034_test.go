package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-034 Ikkakumon — Inherited: [Your Turn] This Digimon can't be blocked by your
// opponent's Digimon with no digivolution cards.

// TestIkkakumonInheritedCantBeBlocked: a Digimon with Ikkakumon under it attacks: the
// opponent's <Blocker> without digivolution cards is not offered as a blocker, the one
// with digivolution cards is.
func TestIkkakumonInheritedCantBeBlocked(t *testing.T) {
	tb := cardtest.New(t)
	gori := tb.Battle(meA, "BT1-034", "BT1-037")
	bare := tb.Battle(oppA, "BT1-031")               // Monmon, no digivolution cards
	stacked := tb.Battle(oppA, "BT1-004", "BT1-031") // Monmon over Wanyamon
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(gori), cardtest.Block(stacked).By(oppA))
	if got := blockersA(tb); len(got) != 1 || got[0] != stacked {
		t.Errorf("blockers offered: %v; want only the Monmon with a digivolution card", got)
	}
	if bare.Suspended {
		t.Errorf("the bare Monmon blocked")
	}
}

// TestIkkakumonInheritedOnlyThisDigimon: the bare blocker can block another attacker,
// and, with only bare blockers, the Digimon with Ikkakumon under it is not asked about
// blocks at all. Ikkakumon on top: it can be blocked.
func TestIkkakumonInheritedOnlyThisDigimon(t *testing.T) {
	tb := cardtest.New(t)
	gori := tb.Battle(meA, "BT1-034", "BT1-037")
	other := tb.Battle(meA, "BT1-037")
	bare := tb.Battle(oppA, "BT1-031")
	tb.Security(oppA, "BT1-001", "BT1-001")
	tb.Run(cardtest.Attack(gori))
	if n := len(tb.Prompts(core.PromptBlock)); n != 0 {
		t.Fatalf("%d block prompts for the Digimon with Ikkakumon under it; want none", n)
	}
	tb.Run(cardtest.Attack(other), cardtest.Block(bare).By(oppA))
	if got := blockersA(tb); len(got) != 1 || got[0] != bare {
		t.Errorf("blockers offered against the other attacker: %v; want the bare Monmon", got)
	}

	tb = cardtest.New(t)
	ikka := tb.Battle(meA, "BT1-027", "BT1-034") // Ikkakumon on top
	bare = tb.Battle(oppA, "BT1-031")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(ikka), cardtest.Block(bare).By(oppA))
	if got := blockersA(tb); len(got) != 1 {
		t.Errorf("Ikkakumon on top: blockers %v; want the bare Monmon", got)
	}
}
