package bt1

// Helpers of the tests of BT1-001 to BT1-057. Their names end in A: the tests of
// BT1-058 to BT1-115 share the package and have helpers of their own.

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

const (
	meA  = cardtest.P1 // the player whose card is tested; p1's main phase, turn 3
	oppA = cardtest.P2
)

// memoryA is the memory on p's side.
func memoryA(tb *cardtest.Bench, p core.PlayerID) int { return tb.Position().MemoryOf(p) }

// handA lists the numbers of p's hand cards.
func handA(tb *cardtest.Bench, p core.PlayerID) []string {
	return cardtest.Numbers(tb.Position().Players[p].Hand)
}

// trashA lists the numbers of p's trash, the most recent last.
func trashA(tb *cardtest.Bench, p core.PlayerID) []string {
	return cardtest.Numbers(tb.Position().Players[p].Trash)
}

// deckA lists the numbers of p's deck, bottom first (the top card is last).
func deckA(tb *cardtest.Bench, p core.PlayerID) []string {
	return cardtest.Numbers(tb.Position().Players[p].Deck)
}

// suspendA suspends o while building the position.
func suspendA(tb *cardtest.Bench, o *core.FieldObject) {
	o.Suspended = true
	tb.Position().Touch()
}

// countA counts the activations of the effects of the card with this number.
func countA(tb *cardtest.Bench, number string) int { return len(tb.Activations(number)) }

// selectCardInA selects the card with this number in zone z for an effect (a copy in
// the hand and one in the trash are different options).
func selectCardInA(number string, z core.Zone) cardtest.Step {
	return cardtest.Answer("select "+number+" in the "+z.String(), core.PromptChoose, func(c core.Choice) bool {
		return c.Action == core.ActSelect && c.Card != nil && c.Card.Data.Number == number && c.Card.Zone == z
	})
}

// offeredCardsA lists the numbers of the cards a choose prompt offered.
func offeredCardsA(s cardtest.Seen) []string {
	var out []string
	for _, c := range s.Choices {
		if c.Action == core.ActSelect && c.Card != nil {
			out = append(out, c.Card.Data.Number)
		}
	}
	return out
}

// offeredObjectsA reports which objects a choose prompt offered.
func offeredObjectsA(s cardtest.Seen) map[*core.FieldObject]bool {
	out := map[*core.FieldObject]bool{}
	for _, c := range s.Choices {
		if c.Action == core.ActSelect && c.Obj != nil {
			out[c.Obj] = true
		}
	}
	return out
}

// blockersA lists the objects a block prompt offered.
func blockersA(tb *cardtest.Bench) []*core.FieldObject {
	var out []*core.FieldObject
	for _, s := range tb.Prompts(core.PromptBlock) {
		for _, c := range s.Choices {
			if c.Action == core.ActBlock {
				out = append(out, c.Obj)
			}
		}
	}
	return out
}

// passTurnA ends p1's turn 3 and p2's turn 4 without doing anything: the game halts
// at p1's breeding prompt of turn 5.
func passTurnsA(tb *cardtest.Bench) {
	tb.Run(cardtest.Pass(), cardtest.Pass().By(oppA))
}

// vanillaA checks a card with no effect text: it has no effects, and played from the
// hand it does what the rules do and nothing else, with its printed DP.
func vanillaA(t *testing.T, number string, dp int) {
	t.Helper()
	tb := cardtest.New(t)
	if effs, err := tb.Host.EffectsOf(tb.Card(number)); err != nil || len(effs) != 0 {
		t.Fatalf("%s: effects %v, error %v; want none", number, effs, err)
	}
	tb.Memory(meA, 10)
	tb.Hand(meA, number)
	tb.Run(cardtest.Play(number))
	o := tb.Find(meA, number)
	if o == nil {
		t.Fatalf("%s was not played", number)
	}
	if got := tb.DP(o); got != dp {
		t.Errorf("%s: %d DP; want the printed %d", number, got, dp)
	}
	if a := tb.Events(core.EvActivate); len(a) != 0 {
		t.Errorf("effects activated: %+v; want none", a)
	}
	if m, cost := memoryA(tb, meA), tb.Card(number).Cost; m != 10-cost {
		t.Errorf("memory %d after playing it; want 10 - its cost %d", m, cost)
	}
}

// firstChoiceA is the first choose prompt asked; the test fails at once if none was.
func firstChoiceA(t *testing.T, tb *cardtest.Bench) cardtest.Seen {
	t.Helper()
	ps := tb.Prompts(core.PromptChoose)
	if len(ps) == 0 {
		t.Fatalf("no choice was asked")
	}
	return ps[0]
}
