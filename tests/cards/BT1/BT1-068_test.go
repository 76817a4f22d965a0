package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-068 Kokuwamon — Inherited: [Your Turn] While this Digimon is level 6 or higher,
// it gains <Security Attack +1>.

// TestKokuwamonInherited: under a level 6 Digimon it gives <Security Attack +1> in its
// player's turn (checks 2) — not under a level 5, not in the opponent's turn.
func TestKokuwamonInherited(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	mon := k.Battle(you, "BT1-068", "BT1-071", "BT1-075") // Digitamamon, level 5
	k.wantChecks(mon, 1, "level 5")
	k.Hand(you, "BT1-080")
	k.Run(cardtest.Digivolve(mon, "BT1-080")) // Titamon, level 6, cost 2
	k.wantChecks(mon, 2, "level 6, your turn")
	k.Run(nextTurn(you)...)
	k.wantChecks(mon, 1, "the opponent's turn")
}
