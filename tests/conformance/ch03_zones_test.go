package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 3: the game areas.

// 3-1-2-1-1: public areas — every player can see the cards, and their order.
// 3-1-2-2-1: non-public areas — nobody can see the cards.
// 3-1-3-2: the number of cards in every area is public.
// 3-2-2, 3-3-2: the deck and the Digi-Egg deck are non-public. 3-4-2: the field is
// public. 3-5-3: the hand is non-public, but its owner sees it. 3-6-3: the trash is
// public. 3-7-2: the security stack is non-public, its count visible.
func TestZoneVisibility(t *testing.T) {
	public := map[core.Zone]bool{
		core.ZoneDeck: false, core.ZoneEggDeck: false, core.ZoneHand: false, core.ZoneSecurity: false,
		core.ZoneBreeding: true, core.ZoneBattle: true, core.ZoneTrash: true,
	}
	for z, want := range public {
		if z.Public() != want {
			t.Errorf("%s: Public() = %v, want %v", z, z.Public(), want)
		}
	}

	var views [2]core.View
	seen := 0
	agent := core.AgentFunc(func(v core.View, p *core.Prompt) int {
		views[v.Me()] = v
		seen++
		return core.Halt
	})
	g, err := core.NewPosition(core.Config{Agents: [2]core.Agent{agent, agent}})
	if err != nil {
		t.Fatal(err)
	}
	g.SetTurn(p1, 3, core.PhaseMain)
	h1 := g.AddCard(p1, core.ZoneHand, filler("H1"))
	addCards(g, p2, core.ZoneHand, filler("H2"), 2)
	addCards(g, p2, core.ZoneDeck, filler("D2"), 3)
	addCards(g, p2, core.ZoneSecurity, filler("S2"), 4)
	addCards(g, p2, core.ZoneEggDeck, egg("E2", core.Red), 1)
	tr := g.AddCard(p2, core.ZoneTrash, filler("T2"))
	b := g.AddObject(p2, core.ZoneBattle, digimon("B", core.Blue, 3, 3, 3000))
	br := g.AddObject(p2, core.ZoneBreeding, egg("E3", core.Blue))
	g.Resume()
	if seen != 1 {
		t.Fatalf("want one prompt, got %d", seen)
	}
	v := views[p1]
	if hand := v.Hand(); len(hand) != 1 || hand[0] != h1 {
		t.Errorf("p1's view of its own hand: %v, want [%v]", hand, h1)
	}
	if v.HandCount(p2) != 2 || v.DeckCount(p2) != 3 || v.SecurityCount(p2) != 4 || v.EggDeckCount(p2) != 1 {
		t.Errorf("p1's view of p2's counts: hand %d deck %d security %d eggs %d; want 2 3 4 1",
			v.HandCount(p2), v.DeckCount(p2), v.SecurityCount(p2), v.EggDeckCount(p2))
	}
	if trash := v.Trash(p2); len(trash) != 1 || trash[0] != tr {
		t.Errorf("p1's view of p2's trash: %v", trash)
	}
	if bat := v.Battle(p2); len(bat) != 1 || bat[0] != b || v.Breeding(p2) != br {
		t.Errorf("p1's view of p2's field: battle %v breeding %v", bat, v.Breeding(p2))
	}
}

// 3-1-3-1-1, 3-1-3-1-2: a card put somewhere else becomes a new card, unrelated to the one
// it was: a Digimon deleted and put on the field again does not keep what was granted to
// it before.
func TestCardThatChangedPlacesIsANewCard(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	att := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 4, 4, 6000))
	d := digimon("B", core.Blue, 3, 3, 3000)
	x := g.AddObject(p2, core.ZoneBattle, d)
	x.Suspended = true
	g.Grant(&core.Modifier{Target: x, Keywords: []core.Keyword{core.Blocker}, DP: 1000})
	s.steps = []step{attack(att, x)}
	resume(t, g)
	if inBattle(g, x) {
		t.Fatalf("#%d was not deleted", x.ID)
	}
	if g.HasKeyword(x, core.Blocker) {
		t.Errorf("the deleted object still has the <Blocker> it was granted")
	}
	y := g.AddObject(p2, core.ZoneBattle, d)
	if y.ID == x.ID {
		t.Errorf("the new object has the old identity #%d", x.ID)
	}
	if g.HasKeyword(y, core.Blocker) || dp(t, g, y) != 3000 {
		t.Errorf("a new object of the same card kept the old one's grants: Blocker %v, DP %d",
			g.HasKeyword(y, core.Blocker), dp(t, g, y))
	}
}

// 3-1-3-3: cards leaving a place at the same time leave together and arrive together.
// 4-5-8: when a stacked card leaves the field, the cards under it are trashed with it.
// 4-13-1: a deleted card is trashed.
func TestDeletedStackLeavesTogether(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	att := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 5, 5, 9000))
	e, l3, l4 := egg("E", core.Blue), digimon("B3", core.Blue, 3, 3, 3000), digimon("B4", core.Blue, 4, 4, 5000)
	x := g.AddObject(p2, core.ZoneBattle, e, l3, l4)
	x.Suspended = true
	stack := append([]*core.Card(nil), x.Cards...)
	s.steps = []step{attack(att, x)}
	resume(t, g)
	trash := g.Players[p2].Trash
	for _, c := range stack {
		if !holds(trash, c) || c.Zone != core.ZoneTrash {
			t.Errorf("%v of the deleted stack is in %s, not in p2's trash", c, c.Zone)
		}
	}
	if n := len(events(g, core.EvLeaveField)); n != 1 {
		t.Errorf("%d leave-field events for one object", n)
	}
	// The whole stack leaves before any of its cards is placed.
	leave := eventIndex(g, kindIs(core.EvLeaveField))
	for i, ev := range g.Events {
		if ev.Kind == core.EvMove && ev.To == core.ZoneTrash && i < leave {
			t.Errorf("a card of the stack reached the trash before the object left: %+v", ev)
		}
	}
}

// 3-1-3-8: a card put somewhere without saying whose goes to its owner's area; 4-9-2:
// the owner is the player who brought the card into the game. p2's checked security
// card and p2's deleted Digimon go to p2's trash during p1's turn; p1's to p1's.
func TestCardsGoToTheirOwnersAreas(t *testing.T) {
	s := newScript(t)
	g := mainBoard(t, s, 3)
	att := g.AddObject(p1, core.ZoneBattle, digimon("A", core.Red, 4, 4, 6000))
	weak := g.AddObject(p1, core.ZoneBattle, digimon("W", core.Red, 3, 3, 1000))
	x := g.AddObject(p2, core.ZoneBattle, digimon("X", core.Blue, 3, 3, 1000)) // ties with W
	x.Suspended = true
	sec := g.AddCard(p2, core.ZoneSecurity, digimon("S", core.Blue, 3, 3, 4000))
	s.steps = []step{attack(att, nil), attack(weak, x)}
	resume(t, g)
	if !holds(g.Players[p2].Trash, sec) {
		t.Errorf("p2's checked security card is not in p2's trash")
	}
	if !holds(g.Players[p2].Trash, x.Top()) {
		t.Errorf("p2's deleted Digimon is not in p2's trash")
	}
	if !holds(g.Players[p1].Trash, weak.Top()) {
		t.Errorf("p1's deleted Digimon is not in p1's trash")
	}
	if len(g.Players[p1].Trash) != 1 || len(g.Players[p2].Trash) != 2 {
		t.Errorf("trash sizes %d and %d, want 1 and 2", len(g.Players[p1].Trash), len(g.Players[p2].Trash))
	}
}

// 3-2-1: the deck is where a player's deck lies. 3-2-3: its order never changes.
// 4-12-1, 4-12-2: drawing takes the top card of one's own deck into the hand.
func TestDrawTakesTheTopOfTheDeck(t *testing.T) {
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseUnsuspend)
	a := g.AddCard(p1, core.ZoneDeck, filler("A"))
	b := g.AddCard(p1, core.ZoneDeck, filler("B"))
	c := g.AddCard(p1, core.ZoneDeck, filler("C")) // top
	g.AddCard(p2, core.ZoneDeck, filler("P2"))
	resume(t, g)
	if hand := g.Players[p1].Hand; len(hand) != 1 || hand[0] != c {
		t.Errorf("p1 drew %v, want the top card %v", hand, c)
	}
	if deck := g.Players[p1].Deck; !slices.Equal(ids(deck), []int{a.ID, b.ID}) {
		t.Errorf("the rest of the deck is %v, want [%v %v] in order", deck, a, b)
	}
	if len(g.Players[p2].Hand) != 0 {
		t.Errorf("p1's draw put a card in p2's hand")
	}
}

// 3-4-3: a card put on the field is put unsuspended — played to the battle area, or
// hatched in the breeding area.
func TestCardsArePutOnTheFieldUnsuspended(t *testing.T) {
	d := digimon("A", core.Red, 3, 3, 3000)
	s := newScript(t, hatch(), play(d))
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	g.SetMemory(p1, 5, "test")
	g.AddCard(p1, core.ZoneEggDeck, egg("E", core.Red))
	g.AddCard(p1, core.ZoneHand, d)
	resume(t, g)
	br := g.Players[p1].Breeding
	if br == nil || br.Suspended {
		t.Fatalf("the hatched Digi-Egg: %v, want it unsuspended in the breeding area", br)
	}
	if len(g.Players[p1].Battle) != 1 || g.Players[p1].Battle[0].Suspended {
		t.Errorf("the played Digimon: %v, want it unsuspended in the battle area", g.Players[p1].Battle)
	}
}

// 3-4-4: the field is the breeding area and the battle area. 4-2-7: a Digimon in the
// battle area can attack — not one in the breeding area, which cannot be attacked or
// block either (4-2-8, 11-2-7-1).
func TestBreedingAreaIsOutsideAttacks(t *testing.T) {
	g := board(t, newScript(t))
	g.SetTurn(p1, 3, core.PhaseMain)
	mine := g.AddObject(p1, core.ZoneBreeding, digimon("A", core.Red, 3, 3, 3000))
	theirs := g.AddObject(p2, core.ZoneBreeding, digimon("B", core.Blue, 3, 3, 3000))
	theirs.Suspended = true
	att := g.AddObject(p1, core.ZoneBattle, digimon("C", core.Red, 3, 3, 3000))
	acts := g.MainActions()
	if n := len(attacksBy(acts, mine)); n != 0 {
		t.Errorf("a Digimon in the breeding area is offered %d attacks", n)
	}
	if n := len(choices(acts, func(c core.Choice) bool { return c.Action == core.ActAttack && c.Target == theirs })); n != 0 {
		t.Errorf("a suspended Digimon in the opponent's breeding area can be attacked")
	}
	if n := len(attacksBy(acts, att)); n != 1 {
		t.Errorf("the battle area Digimon has %d attack options, want 1 (the player)", n)
	}
}

// 3-4-5-1: a hatched Digimon is put in the breeding area. 3-4-5-2: the breeding area
// holds one card only: no hatching while it is occupied (4-16-3).
func TestBreedingAreaHoldsOne(t *testing.T) {
	s := newScript(t)
	g := board(t, s)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	addCards(g, p1, core.ZoneEggDeck, egg("E", core.Red), 2)
	s.steps = []step{hatch()}
	resume(t, g) // to the main phase
	hatched := g.Players[p1].Breeding
	if hatched == nil {
		t.Fatalf("nothing hatched into the breeding area")
	}
	g.SetTurn(p1, 5, core.PhaseBreeding)
	resume(t, g)
	// No hatching, and a Digi-Egg cannot move (4-15-2): doing nothing is all there is,
	// so the breeding phase asks nothing.
	if sp := s.last(); sp.Kind != core.PromptMain || sp.Turn != 5 {
		t.Fatalf("want p1's main phase of turn 5 with nothing asked before, got %s", sp)
	}
	if g.Players[p1].Breeding != hatched || len(g.Players[p1].EggDeck) != 1 {
		t.Errorf("hatched with the breeding area occupied: breeding %v, %d Digi-Eggs left", g.Players[p1].Breeding, len(g.Players[p1].EggDeck))
	}
}

// 3-4-6-1, 3-4-6-2: the battle area holds any number of cards.
func TestBattleAreaHoldsAnyNumber(t *testing.T) {
	d := digimon("A", core.Red, 3, 0, 3000)
	s := newScript(t)
	g := mainBoard(t, s, 3)
	for range 20 {
		g.AddObject(p1, core.ZoneBattle, d)
	}
	g.AddCard(p1, core.ZoneHand, d)
	s.steps = []step{play(d)}
	resume(t, g)
	if n := len(g.Players[p1].Battle); n != 21 {
		t.Errorf("%d Digimon in the battle area, want 21", n)
	}
}

// 3-5-2: the order of the hand is free, so copies of a card in hand are one option.
func TestCopiesInHandAreOneOption(t *testing.T) {
	d := digimon("A", core.Red, 3, 3, 3000)
	o := digimon("O", core.Red, 3, 3, 3000)
	g := board(t, newScript(t))
	g.SetTurn(p1, 3, core.PhaseMain)
	g.SetMemory(p1, 5, "test")
	g.AddCard(p1, core.ZoneHand, d)
	g.AddCard(p1, core.ZoneHand, o)
	g.AddCard(p1, core.ZoneHand, d)
	acts := g.MainActions()
	if n := len(choices(acts, func(c core.Choice) bool { return c.Action == core.ActPlay && c.Card.Data == d })); n != 1 {
		t.Errorf("two copies in hand give %d play options, want 1", n)
	}
}
