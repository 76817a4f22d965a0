package conformance

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 7-1: playing cards.

// 7-1-1, 6-5-1-1-1: a card with a play cost is played from the hand to the battle area as
// a new card, in the main phase. 7-1-3: the steps — 7-1-3-1 declare and reveal, 7-1-3-2
// pay the play cost, 7-1-3-3 put it on the field (unsuspended, 3-4-3). Tamers too.
func TestPlayPaysThenPlaces(t *testing.T) {
	d := digimon("A", core.Red, 3, 3, 3000)
	tm := tamer("T", core.Red, 1)
	s := newScript(t, play(d), play(tm))
	g := mainBoard(t, s, 5)
	cd := g.AddCard(p1, core.ZoneHand, d)
	ct := g.AddCard(p1, core.ZoneHand, tm)
	resume(t, g)
	if m := g.MemoryOf(p1); m != 1 {
		t.Errorf("memory %d after paying 3 and 1 from 5, want 1", m)
	}
	bat := g.Players[p1].Battle
	if len(bat) != 2 || bat[0].Top() != cd || bat[1].Top() != ct || len(g.Players[p1].Hand) != 0 {
		t.Fatalf("battle area %v, hand %v; want both cards played", bat, g.Players[p1].Hand)
	}
	for _, o := range bat {
		if o.Suspended || len(o.Cards) != 1 || o.Top().Zone != core.ZoneBattle {
			t.Errorf("played %v: want one unsuspended card in the battle area", o)
		}
	}
	// The cost is paid before the card is placed.
	pay := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvMemory && e.N == 2 })
	placed := eventIndex(g, kindIs(core.EvPlay))
	if pay < 0 || placed < pay {
		t.Errorf("the play (event %d) came before its cost was paid (event %d)", placed, pay)
	}
}

// 7-1-1: only a card with a play cost can be played.
func TestCardWithoutPlayCostCannotBePlayed(t *testing.T) {
	d := digimon("A", core.Red, 5, 0, 7000)
	d.HasCost = false
	g := mainBoard(t, newScript(t), 10)
	g.AddCard(p1, core.ZoneHand, d)
	if playable(g.MainActions(), d) {
		t.Errorf("a Digimon card without a play cost can be played")
	}
}

// 7-1-2-3, 1-3-11-1: a card that cannot be paid for cannot be declared, and the memory
// does not move: a cost of 11 with memory 0 would go past 10 on the opponent's side.
func TestUnpayableCardIsNotOffered(t *testing.T) {
	eleven := digimon("A", core.Red, 7, 11, 13000)
	ten := digimon("B", core.Red, 7, 10, 12000)
	g := mainBoard(t, newScript(t), 0)
	g.AddCard(p1, core.ZoneHand, eleven)
	g.AddCard(p1, core.ZoneHand, ten)
	acts := g.MainActions()
	if playable(acts, eleven) {
		t.Errorf("a cost 11 card is playable with memory 0")
	}
	if !playable(acts, ten) {
		t.Errorf("a cost 10 card is not playable with memory 0")
	}
	if g.MemoryOf(p1) != 0 {
		t.Errorf("listing the options moved the memory")
	}
}

// 7-1-2-1: a played card cannot attack in the turn it was played, whatever its kind — even
// after digivolving (it is the same Digimon, 8-1-2-3); it can in its owner's next turn.
func TestPlayedDigimonCannotAttackThatTurn(t *testing.T) {
	d := digimon("A", core.Red, 3, 1, 3000)
	up := digimon("U", core.Red, 4, 2, 5000, from(core.Red, 3, 1))
	s := newScript(t, play(d))
	g := mainBoard(t, s, 5)
	g.AddCard(p1, core.ZoneHand, d)
	g.AddCard(p1, core.ZoneHand, up)
	addCards(g, p2, core.ZoneSecurity, filler("S"), 3)
	resume(t, g)
	o := g.Players[p1].Battle[0]
	if n := len(attacksBy(s.last().Choices, o)); n != 0 {
		t.Errorf("a Digimon played this turn is offered %d attacks", n)
	}
	s.steps = append(s.steps, digivolve(o, up))
	resume(t, g)
	if n := len(attacksBy(s.last().Choices, o)); n != 0 {
		t.Errorf("a Digimon played this turn and digivolved is offered %d attacks", n)
	}
	s.steps = append(s.steps, pass(), pass().as(p2))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 5)
	if n := len(attacksBy(s.last().Choices, o)); n != 1 {
		t.Errorf("in its owner's next turn the Digimon is offered %d attacks, want 1", n)
	}
}

// 7-1-2-1: a Digimon moved from the breeding area was not played: it can attack in the
// turn it moved.
func TestMovedDigimonCanAttackThatTurn(t *testing.T) {
	s := newScript(t, move())
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	o := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red), digimon("A", core.Red, 3, 3, 3000))
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	g.AddCard(p2, core.ZoneSecurity, filler("S"))
	resume(t, g)
	if n := len(attacksBy(s.last().Choices, o)); n != 1 {
		t.Fatalf("the moved Digimon is offered %d attacks, want 1", n)
	}
	s.steps = append(s.steps, attack(o, nil))
	resume(t, g)
	if n := len(g.Players[p2].Security); n != 1 {
		t.Errorf("the moved Digimon's attack did not check security")
	}
}
