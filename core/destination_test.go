package core

import (
	"slices"
	"testing"
)

// A board for moves: p1 with an egg deck, a deck, security and a trash, and a Digimon
// with a card under it.
func moveBoard(t *testing.T) (*Game, *FieldObject) {
	t.Helper()
	g, err := NewPosition(Config{Agents: [2]Agent{FirstAgent{}, FirstAgent{}}, RecordEvents: true})
	if err != nil {
		t.Fatal(err)
	}
	g.SetTurn(0, 3, PhaseMain)
	mon := &CardData{Number: "T-3", Name: "Mon", Kind: Digimon, Colors: ColorsOf(Red), Level: 3, Cost: 3, HasCost: true, DP: 3000, HasDP: true}
	egg := &CardData{Number: "T-EGG", Name: "Egg", Kind: DigiEgg, Colors: ColorsOf(Red), Level: 2}
	g.AddCard(0, ZoneEggDeck, egg)
	for range 3 {
		g.AddCard(0, ZoneDeck, mon)
		g.AddCard(0, ZoneSecurity, mon)
		g.AddCard(0, ZoneTrash, egg)
	}
	return g, g.AddObject(0, ZoneBattle, egg, mon)
}

// 3-1-3-9: a Digi-Egg card sent to a hidden zone goes to the Digi-Egg deck — to the
// end it was sent to within the deck, to the bottom from the hand and security. A
// Digi-Egg digivolution card returned to the hand does the same.
func TestDigiEggsSentToHiddenZonesGoToTheEggDeck(t *testing.T) {
	g, o := moveBoard(t)
	pl := g.Players[0]
	first := pl.EggDeck[0]
	trash := slices.Clone(pl.Trash)
	g.MoveCards(0, trash[:1], Destination{Zone: ZoneDeck})                   // top of the deck: top of the egg deck
	g.MoveCards(0, trash[1:2], Destination{Zone: ZoneHand})                  // the hand: bottom
	g.MoveCards(0, trash[2:], Destination{Zone: ZoneSecurity, FaceUp: true}) // security: bottom
	under := o.DigivolutionCards()[0]
	g.MoveCards(0, []*Card{under}, Destination{Zone: ZoneHand})
	want := []*Card{under, trash[2], trash[1], first, trash[0]} // bottom first
	if !slices.Equal(pl.EggDeck, want) {
		t.Fatalf("egg deck %v, want %v", pl.EggDeck, want)
	}
	if len(pl.Hand) != 0 || len(pl.Deck) != 3 || len(pl.Security) != 3 || len(o.Cards) != 1 {
		t.Fatalf("hand %d deck %d security %d stack %d", len(pl.Hand), len(pl.Deck), len(pl.Security), len(o.Cards))
	}
	for _, c := range pl.EggDeck {
		if c.FaceUp || c.Zone != ZoneEggDeck {
			t.Fatalf("%v: zone %s, face up %v", c, c.Zone, c.FaceUp)
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// 3-7-4, 1-3-10: a face-up security card is public until it leaves the stack or the
// stack is shuffled; the security check says it checked a face-up card (13-1-7-1-1).
func TestFaceUpSecurityCards(t *testing.T) {
	g, _ := moveBoard(t)
	pl := g.Players[0]
	c := pl.Deck[2]
	g.MoveCards(0, []*Card{c}, Destination{Zone: ZoneSecurity, FaceUp: true})
	if got := g.FaceUpSecurity(0); !slices.Equal(got, []*Card{c}) || !c.FaceUp {
		t.Fatalf("face-up security %v", got)
	}
	g.MoveCards(0, []*Card{c}, Destination{Zone: ZoneHand})
	if c.FaceUp || len(g.FaceUpSecurity(0)) != 0 {
		t.Fatal("a card that left the stack is no longer face up")
	}
	g.MoveCards(0, []*Card{c}, Destination{Zone: ZoneSecurity, Bottom: true, FaceUp: true})
	g.ShuffleSecurity(0)
	if c.FaceUp {
		t.Fatal("shuffling hides the face-up cards first (1-3-10)")
	}
}

// ReadMove reads the moves MoveCards logs: revealed cards leave their zone when they
// are placed (15-15-3-3), cards taken from under an object say which.
func TestReadMove(t *testing.T) {
	g, o := moveBoard(t)
	pl := g.Players[0]
	revealed := g.Reveal(0, ZoneSecurity, 1)
	g.MoveCards(0, revealed, Destination{Zone: ZoneDeck, Bottom: true})
	g.MoveCards(0, o.DigivolutionCards(), Destination{Zone: ZoneTrash})
	g.MoveCards(0, pl.Trash[:1], Destination{Under: o})
	var moves []CardMove
	for i := range g.Events {
		if g.Events[i].Kind == EvMove {
			moves = append(moves, ReadMove(&g.Events[i]))
		}
	}
	if len(moves) != 4 {
		t.Fatalf("%d moves: %+v", len(moves), moves)
	}
	reveal, placed, fromUnder, under := moves[0], moves[1], moves[2], moves[3]
	if !reveal.Reveal || reveal.LeftFrom(ZoneSecurity) {
		t.Errorf("revealing is not leaving (15-15-3-2): %+v", reveal)
	}
	if !placed.LeftFrom(ZoneSecurity) || !placed.Bottom || placed.To != ZoneDeck {
		t.Errorf("placing a revealed card is leaving its zone (15-15-3-3): %+v", placed)
	}
	if fromUnder.FromUnder != o.ID || fromUnder.LeftFrom(ZoneBattle) || fromUnder.To != ZoneTrash {
		t.Errorf("from under: %+v", fromUnder)
	}
	if under.ToUnder != o.ID || under.FromUnder != 0 || !under.LeftFrom(ZoneTrash) || under.Bottom {
		t.Errorf("under: %+v", under)
	}
	if c := g.CardByID(under.Card); c == nil || c != o.Cards[len(o.Cards)-2] {
		t.Errorf("CardByID %v: want the card just under the top card", c)
	}
}
