package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-104 Golden Ripper — [Main] All of your Digimon gain the following effect for the
// turn: "[When Attacking] 1 of your opponent's Digimon gets -2000 DP for the turn."

// TestGoldenRipperGivesAWhenAttackingEffect: after using it, each of your Digimon that
// attacks this turn gives 1 opposing Digimon -2000 — also Goblimon, moved out of the
// breeding area after the card was used (15-11-2-2). In your next turn attacking does
// nothing more.
func TestGoldenRipperGivesAWhenAttackingEffect(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 7)
	gato := k.Battle(you, "ST3-06") // Gatomon, yellow: the color requirement
	k.Battle(you, "BT1-080")        // green level 6, for Mimi
	k.Battle(you, "BT1-089")        // Mimi: moves Goblimon out in the main phase
	gob := k.Breeding(you, "BT1-064")
	magna := k.Battle(them, "ST3-10")
	k.Security(them, "ST1-02", "ST1-02", "ST1-02", "ST1-02")
	k.Hand(you, "BT1-104")

	k.Run(cardtest.Use("BT1-104"), cardtest.Attack(gato), cardtest.Select(magna).By(you))
	k.wantActivated("BT1-104", "[Main]", "given [When Attacking]")
	k.wantDP(magna, 10000, "after Gatomon's attack")

	k.Run(cardtest.Activate("BT1-089"), cardtest.Attack(gob), cardtest.Select(magna).By(you))
	k.wantDP(magna, 8000, "after Goblimon's attack")
	k.wantActivated("BT1-104", "[Main]", "given [When Attacking]", "given [When Attacking]")

	k.Run(append(nextTurn(you), nextTurn(them)...)...)
	k.wantDP(magna, 12000, "your next turn")
	k.Run(cardtest.Attack(gato))
	k.wantActivated("BT1-104", "[Main]", "given [When Attacking]", "given [When Attacking]")
}

// TestGoldenRipperNotForTheOpponent: the opponent's Digimon attacking in their turn
// after it get nothing.
func TestGoldenRipperNotForTheOpponent(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	k.Battle(you, "ST3-02")
	theirs := k.Battle(them, "ST3-10")
	k.Security(you, "ST1-02", "ST1-02")
	k.Hand(you, "BT1-104")
	k.Run(cardtest.Use("BT1-104"), cardtest.Pass(), cardtest.Attack(theirs).By(them))
	k.wantActivated("BT1-104", "[Main]")
}
