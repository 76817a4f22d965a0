package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-056 Petermon — [On Play] You may play 1 [Tinkermon] from your hand or recycle bin
// without paying its memory cost.

// TestPetermonOnPlay: a Tinkermon in the hand and one in the trash are two options
// (other cards are not offered); the one from the trash is played for free.
func TestPetermonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 5)
	tb.Hand(meA, "BT1-056", "BT1-047", "BT1-045")
	tb.Trash(meA, "BT1-047", "BT1-009")
	tb.Run(cardtest.Play("BT1-056"), selectCardInA("BT1-047", core.ZoneTrash).By(meA))

	first := firstChoiceA(t, tb)
	zones := map[core.Zone]bool{}
	for _, c := range first.Choices {
		if c.Action == core.ActSelect {
			if c.Card.Data.Number != "BT1-047" {
				t.Errorf("offered %s", c.Card)
			}
			zones[c.Card.Zone] = true
		}
	}
	if len(zones) != 2 || len(first.Offers(func(c core.Choice) bool { return c.Action == core.ActDone })) != 1 {
		t.Errorf("the choice: %s; want the Tinkermon in the hand, the one in the trash, and none", first)
	}
	if tb.Find(meA, "BT1-047") == nil {
		t.Fatalf("Tinkermon was not played")
	}
	if got := handA(tb, meA); len(got) != 2 || len(trashA(tb, meA)) != 1 {
		t.Errorf("hand %v, trash %v; want the hand's Tinkermon still there, the trash's gone", got, trashA(tb, meA))
	}
	if m := memoryA(tb, meA); m != 0 {
		t.Errorf("memory %d; want 0 (Petermon 5, Tinkermon free)", m)
	}
}

// TestPetermonOnPlayDecline: "you may": choosing none plays nothing.
func TestPetermonOnPlayDecline(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 5)
	tb.Hand(meA, "BT1-056", "BT1-047")
	tb.Run(cardtest.Play("BT1-056"), cardtest.Done().By(meA))
	if tb.Find(meA, "BT1-047") != nil || len(handA(tb, meA)) != 1 {
		t.Errorf("Tinkermon was played")
	}
}
