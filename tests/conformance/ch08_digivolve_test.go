package conformance

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 8-1: digivolving.

// 8-1-1, 6-5-1-2-1: digivolving puts a Digimon card from the hand on one's own card on the
// field, paying the cost. 8-1-3: the steps — 8-1-3-1 declare, reveal, pick a requirement
// and a card meeting it; 8-1-3-2 pay the digivolution cost; 8-1-3-3 stack the card on top
// and draw 1. 8-1-2-3: the digivolved Digimon is the same Digimon as before — what was
// granted to it stays.
func TestDigivolveStacksKeepsTheDigimonAndDraws(t *testing.T) {
	up := digimon("U", core.Red, 4, 5, 5000, from(core.Red, 3, 2))
	s := newScript(t)
	g := mainBoard(t, s, 5)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.Grant(&core.Modifier{Target: o, DP: 1000, Keywords: []core.Keyword{core.Blocker}})
	base, id := o.Top(), o.ID
	c := g.AddCard(p1, core.ZoneHand, up)
	topOfDeck := g.Players[p1].Deck[len(g.Players[p1].Deck)-1]
	s.steps = []step{digivolve(o, up)}
	resume(t, g)
	if len(o.Cards) != 2 || o.Cards[0] != base || o.Top() != c || c.Zone != core.ZoneBattle {
		t.Fatalf("the stack is %v; want the hand card on top of the old one", o.Cards)
	}
	if o.ID != id || !inBattle(g, o) || len(g.Players[p1].Battle) != 1 {
		t.Errorf("digivolving made another Digimon: #%d (was #%d)", o.ID, id)
	}
	if dp(t, g, o) != 6000 || !g.HasKeyword(o, core.Blocker) {
		t.Errorf("the digivolved Digimon lost what was granted to it: DP %d (want 5000+1000), Blocker %v",
			dp(t, g, o), g.HasKeyword(o, core.Blocker))
	}
	if m := g.MemoryOf(p1); m != 3 {
		t.Errorf("memory %d after a cost 2 digivolution at 5, want 3", m)
	}
	if h := g.Players[p1].Hand; len(h) != 1 || h[0] != topOfDeck {
		t.Errorf("hand %v after digivolving, want the deck's top card %v", h, topOfDeck)
	}
	ev := events(g, core.EvDigivolve)
	if len(ev) != 1 || ev[0].Obj != id || ev[0].N != 2 {
		t.Errorf("digivolve events %+v", ev)
	}
}

// 8-1-2-4: the digivolved Digimon keeps the display form it had: a suspended Digimon
// stays suspended, an unsuspended one unsuspended.
func TestDigivolveKeepsTheDisplayForm(t *testing.T) {
	up := digimon("U", core.Red, 4, 5, 5000, from(core.Red, 3, 1))
	s := newScript(t)
	g := mainBoard(t, s, 5)
	sus := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	sus.Suspended = true
	uns := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	addCards(g, p1, core.ZoneHand, up, 2)
	s.steps = []step{digivolve(sus, up), digivolve(uns, up)}
	resume(t, g)
	if sus.Top().Data != up || uns.Top().Data != up {
		t.Fatalf("did not digivolve both")
	}
	if !sus.Suspended || uns.Suspended {
		t.Errorf("after digivolving: suspended one %v, unsuspended one %v", sus.Suspended, uns.Suspended)
	}
	if n := len(events(g, core.EvSuspend, core.EvUnsuspend)); n != 0 {
		t.Errorf("digivolving changed display forms: %d events", n)
	}
}

// 8-1-1: a card on the field digivolves — in the breeding area too, where it stays.
func TestDigivolveInTheBreedingArea(t *testing.T) {
	l3 := digimon("L3", core.Red, 3, 3, 3000, from(core.Red, 2, 0))
	s := newScript(t)
	g := mainBoard(t, s, 3)
	o := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red))
	g.AddCard(p1, core.ZoneHand, l3)
	s.steps = []step{digivolve(o, l3), pass(), pass().as(p2), move().as(p1)}
	resume(t, g)
	if g.Players[p1].Breeding != nil || !inBattle(g, o) || o.Top().Data != l3 {
		t.Errorf("the Digimon digivolved in the breeding area did not stay there and move out later")
	}
	if n := len(g.Players[p1].Hand); n != 2 { // one from digivolving, one from turn 5's draw
		t.Errorf("hand %d, want 2", n)
	}
}

// 8-1-2-1: a card with several digivolution requirements digivolves by the one chosen —
// paying that requirement's cost.
func TestDigivolveByTheChosenRequirement(t *testing.T) {
	up := digimon("U", core.Red, 4, 5, 5000, from(core.Red, 3, 3), from(core.Blue, 3, 1))
	base := digimon("RB", core.Red, 3, 3, 3000)
	base.Colors = core.ColorsOf(core.Red, core.Blue)
	s := newScript(t)
	g := mainBoard(t, s, 5)
	o := g.AddObject(p1, core.ZoneBattle, base)
	g.AddCard(p1, core.ZoneHand, up)
	opts := digivolutions(g.MainActions(), o, up)
	if len(opts) != 2 || opts[0].Cost == opts[1].Cost {
		t.Fatalf("a red/blue Lv.3 meeting both requirements: options %v, want one per requirement", opts)
	}
	s.steps = []step{digivolveBy(o, up, 1)}
	resume(t, g)
	if m := g.MemoryOf(p1); m != 4 {
		t.Errorf("digivolving by the blue requirement (cost 1) at 5: memory %d, want 4", m)
	}
}

// 8-1-3-1: the card digivolved from must be one of the player's own cards meeting the
// requirement: level and color must match; a Tamer does not meet a Digimon requirement.
func TestDigivolveRequirementMustBeMet(t *testing.T) {
	up := digimon("U", core.Red, 4, 3, 5000, from(core.Red, 3, 2))
	g := mainBoard(t, newScript(t), 5)
	good := g.AddObject(p1, core.ZoneBattle, digimon("OK", core.Red, 3, 3, 3000))
	lv := g.AddObject(p1, core.ZoneBattle, digimon("LV", core.Red, 4, 3, 3000))
	col := g.AddObject(p1, core.ZoneBattle, digimon("COL", core.Green, 3, 3, 3000))
	tm := g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 2))
	theirs := g.AddObject(p2, core.ZoneBattle, digimon("THEIRS", core.Red, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, up)
	acts := g.MainActions()
	if len(digivolutions(acts, good, up)) != 1 {
		t.Errorf("a red Lv.3 cannot digivolve by \"red Lv.3\"")
	}
	for _, o := range []*core.FieldObject{lv, col, tm, theirs} {
		if n := len(digivolutions(acts, o, up)); n != 0 {
			t.Errorf("%v is offered %d digivolutions into a card needing red Lv.3", o, n)
		}
	}
}

// 8-1-2-6: one Digimon digivolves at a time: each option digivolves one, and the other
// copies stay as they are.
func TestDigivolveOneAtATime(t *testing.T) {
	up := digimon("U", core.Red, 4, 3, 5000, from(core.Red, 3, 1))
	d := digimon("A", core.Red, 3, 3, 3000)
	s := newScript(t)
	g := mainBoard(t, s, 5)
	a := g.AddObject(p1, core.ZoneBattle, d)
	b := g.AddObject(p1, core.ZoneBattle, d)
	addCards(g, p1, core.ZoneHand, up, 2)
	s.steps = []step{digivolve(a, up)}
	resume(t, g)
	if a.Top().Data != up || b.Top().Data != d || len(events(g, core.EvDigivolve)) != 1 {
		t.Errorf("one digivolution changed: %v and %v", a, b)
	}
}

// 8-1-2-7: a digivolution that cannot be paid for cannot be declared, and the memory does
// not move.
func TestUnpayableDigivolutionIsNotOffered(t *testing.T) {
	up := digimon("U", core.Red, 6, 12, 12000, from(core.Red, 5, 11))
	g := mainBoard(t, newScript(t), 0)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 5, 7, 7000))
	g.AddCard(p1, core.ZoneHand, up)
	if n := len(digivolutions(g.MainActions(), o, up)); n != 0 {
		t.Errorf("a cost 11 digivolution is offered with memory 0")
	}
	g.SetMemory(p1, 1, "test")
	if n := len(digivolutions(g.MainActions(), o, up)); n != 1 {
		t.Errorf("a cost 11 digivolution is not offered with memory 1")
	}
}

// 8-1-2-8: the card digivolved from does not leave the field; it becomes part of the
// Digimon as a digivolution card.
func TestDigivolutionCardsDoNotLeaveTheField(t *testing.T) {
	up := digimon("U", core.Red, 4, 3, 5000, from(core.Red, 3, 1))
	s := newScript(t)
	g := mainBoard(t, s, 5)
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	base := o.Top()
	g.AddCard(p1, core.ZoneHand, up)
	s.steps = []step{digivolve(o, up)}
	resume(t, g)
	if n := len(events(g, core.EvLeaveField)); n != 0 {
		t.Errorf("digivolving logged %d leave-field events", n)
	}
	for _, e := range events(g, core.EvMove) {
		if e.CardID == base.ID {
			t.Errorf("the digivolution card moved: %+v", e)
		}
	}
	if base.Zone != core.ZoneBattle || o.DigivolutionCards()[0] != base {
		t.Errorf("the old top card is in %s, not under the Digimon", base.Zone)
	}
}

// 8-1-2-10: a player who cannot draw can still digivolve; the draw is skipped (1-3-2: an
// impossible part of a process is left out) and the game goes on.
func TestDigivolveWithAnEmptyDeck(t *testing.T) {
	up := digimon("U", core.Red, 4, 3, 5000, from(core.Red, 3, 1))
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseMain)
	g.SetMemory(p1, 3, "test")
	o := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 3, 3, 3000))
	g.AddCard(p1, core.ZoneHand, up)
	if n := len(digivolutions(g.MainActions(), o, up)); n != 1 {
		t.Fatalf("digivolving is not offered with an empty deck")
	}
	s.steps = []step{digivolve(o, up)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if o.Top().Data != up || len(g.Players[p1].Hand) != 0 {
		t.Errorf("after digivolving with an empty deck: top %v, hand %v", o.Top(), g.Players[p1].Hand)
	}
}
