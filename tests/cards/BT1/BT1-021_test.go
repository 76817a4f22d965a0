package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-021 MetalGreymon — [When Attacking] Gain 3 memory. At end of turn, lose 3 memory.

// TestMetalGreymonWhenAttacking: attacking gains 3 memory at once; at the end of the
// turn its player loses 3.
func TestMetalGreymonWhenAttacking(t *testing.T) {
	gainThenLose(t, "BT1-021")
}

// gainThenLose: the card attacks with 2 memory: 5 after the attack; passing puts the
// gauge at 3 on the opponent's side, and losing 3 at the end of the turn makes it 6.
func gainThenLose(t *testing.T, number string) {
	t.Helper()
	tb := cardtest.New(t)
	tb.Memory(meA, 2)
	mon := tb.Battle(meA, number)
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(mon))
	if m := memoryA(tb, meA); m != 5 {
		t.Fatalf("memory after the attack: %d; want 5", m)
	}
	tb.Run(cardtest.Pass())
	if m := memoryA(tb, oppA); m != 6 {
		t.Errorf("the opponent's memory in their turn: %d; want 6 (3 for the pass, 3 lost at the end of turn)", m)
	}
	if got := tb.Activations(number); len(got) != 2 {
		t.Errorf("activations: %+v; want the [When Attacking] and the delayed loss", got)
	}
}
