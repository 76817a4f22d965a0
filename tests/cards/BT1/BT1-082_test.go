package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-082 Rosemon — [Opponent's Turn] When an opponent's Digimon attacks a player, if
// this Digimon is suspended, suspend 1 of your opponent's Digimon.

// rosemonBoard: your suspended Rosemon, an unsuspended Goblimon of yours, and the
// opponent's Bearmon and Gomamon; security on both sides. It is your main phase.
func rosemonBoard(t *testing.T) (k *kit, rose, gob, bear, goma *core.FieldObject) {
	k = newKit(t)
	rose = k.Battle(you, "BT1-082")
	rose.Suspended = true
	gob = k.Battle(you, "BT1-064")
	bear = k.Battle(them, "ST2-04")
	goma = k.Battle(them, "ST2-02")
	k.Security(you, "ST1-02", "ST1-02")
	k.Security(them, "ST1-02", "ST1-02")
	return k, rose, gob, bear, goma
}

// TestRosemonSuspendsWhenTheOpponentAttacksYou: in the opponent's turn their Bearmon
// attacks you; Rosemon is suspended: you suspend their Gomamon.
func TestRosemonSuspendsWhenTheOpponentAttacksYou(t *testing.T) {
	k, _, _, bear, goma := rosemonBoard(t)
	k.Run(cardtest.Pass(), cardtest.Attack(bear).By(them), cardtest.Select(goma).By(you))
	k.wantActivated("BT1-082", "[when attacks]")
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{bear, goma}) {
		t.Errorf("offered %v; want the opponent's Digimon", got)
	}
	if !goma.Suspended {
		t.Errorf("Gomamon was not suspended")
	}
}

// TestRosemonNotWhenUnsuspended: Rosemon unsuspended: nothing.
func TestRosemonNotWhenUnsuspended(t *testing.T) {
	k, rose, _, bear, _ := rosemonBoard(t)
	rose.Suspended = false
	k.Run(cardtest.Pass(), cardtest.Attack(bear).By(them))
	k.wantActivated("BT1-082")
}

// TestRosemonNotWhenADigimonIsAttacked: their Bearmon attacking your suspended
// Goblimon does not attack a player: nothing.
func TestRosemonNotWhenADigimonIsAttacked(t *testing.T) {
	k, _, gob, bear, _ := rosemonBoard(t)
	gob.Suspended = true
	k.Run(cardtest.Pass(), cardtest.AttackDigimon(bear, gob).By(them))
	k.wantActivated("BT1-082")
}

// TestRosemonNotInYourTurn: your own attack on the opponent does not trigger it.
func TestRosemonNotInYourTurn(t *testing.T) {
	k, _, gob, _, _ := rosemonBoard(t)
	k.Run(cardtest.Attack(gob))
	k.wantActivated("BT1-082")
}
