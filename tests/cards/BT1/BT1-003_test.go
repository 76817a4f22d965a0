package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-003 Upamon — Inherited: [When Attacking][Once Per Turn] If your opponent has a
// Digimon with no digivolution cards in play, trigger <Draw 1>.

// TestUpamonInheritedDraws: the opponent has a Digimon with no digivolution cards: the
// attacking Digimon with Upamon under it draws 1 — once per turn: attacking again the
// same turn draws nothing, and again in the next turn of its player draws again.
func TestUpamonInheritedDraws(t *testing.T) {
	tb := cardtest.New(t)
	elec := tb.Battle(meA, "BT1-003", "BT1-028")
	tb.Battle(oppA, "ST1-04") // no digivolution cards
	tb.Security(oppA, "BT1-001", "BT1-001", "BT1-001")
	tb.Run(cardtest.Attack(elec))
	if n, hand := countA(tb, "BT1-003"), len(handA(tb, meA)); n != 1 || hand != 1 {
		t.Fatalf("first attack: %d activations, %d cards in hand; want 1 and 1", n, hand)
	}

	elec.Suspended = false // it may attack again this turn
	tb.Position().Touch()
	tb.Run(cardtest.Attack(elec))
	if n, hand := countA(tb, "BT1-003"), len(handA(tb, meA)); n != 1 || hand != 1 {
		t.Errorf("second attack of the turn: %d activations, %d cards in hand; want still 1 and 1 (once per turn)", n, hand)
	}

	passTurnsA(tb)
	tb.Run(cardtest.Attack(elec))
	if n := countA(tb, "BT1-003"); n != 2 {
		t.Errorf("an attack in the next turn: %d activations in all; want 2", n)
	}
}

// TestUpamonInheritedNeedsADigimonWithoutDigivolutionCards: every Digimon of the
// opponent has digivolution cards (or the opponent has none): no draw.
func TestUpamonInheritedNeedsADigimonWithoutDigivolutionCards(t *testing.T) {
	for name, opp := range map[string][]string{"stacked": {"BT1-002", "ST1-04"}, "none": nil} {
		t.Run(name, func(t *testing.T) {
			tb := cardtest.New(t)
			elec := tb.Battle(meA, "BT1-003", "BT1-028")
			if opp != nil {
				tb.Battle(oppA, opp...)
			}
			tb.Security(oppA, "BT1-001")
			tb.Run(cardtest.Attack(elec))
			if n, hand := countA(tb, "BT1-003"), len(handA(tb, meA)); n != 0 || hand != 0 {
				t.Errorf("%d activations, %d cards in hand; want none", n, hand)
			}
		})
	}
}
