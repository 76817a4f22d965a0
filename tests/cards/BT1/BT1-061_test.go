package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-061 Mistymon — [On Play] 2 of your opponent's Digimon get -3000 DP for the turn.

// TestMistymonOnPlay: of three of the opponent's Digimon two are chosen, one by one,
// and get -3000 for the turn (Bearmon 4000 → 1000; Salamon 3000 → 0: deleted by the
// rule check); only the opponent's Digimon are offered; the third keeps its DP; in the
// next turn the survivor is back at 4000.
func TestMistymonOnPlay(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 7)
	mine := k.Battle(you, "ST3-02")
	bear := k.Battle(them, "ST2-04")
	sala := k.Battle(them, "ST3-02")
	ikka := k.Battle(them, "ST2-05")
	k.Hand(you, "BT1-061")
	k.Run(cardtest.Play("BT1-061"), cardtest.Select(bear).By(you), cardtest.Select(sala).By(you))
	if got := offeredObjects(k.Prompts(core.PromptChoose)[0]); !sameSet(got, []*core.FieldObject{bear, sala, ikka}) {
		t.Errorf("offered %v; want the opponent's three Digimon", got)
	}
	k.wantDP(bear, 1000, "after Mistymon")
	k.wantDP(ikka, 5000, "not chosen")
	k.wantDP(mine, 3000, "your own Digimon")
	if onField(sala) {
		t.Errorf("Salamon at 0 DP is still on the field")
	}
	k.Run(nextTurn(you)...)
	k.wantDP(bear, 4000, "the next turn")
}

// TestMistymonOnPlayOneTarget: with one opposing Digimon, that one gets -3000.
func TestMistymonOnPlayOneTarget(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 7)
	ikka := k.Battle(them, "ST2-05")
	k.Hand(you, "BT1-061")
	k.Run(cardtest.Play("BT1-061"), cardtest.Select(ikka).By(you))
	k.wantDP(ikka, 2000, "after Mistymon")
}
