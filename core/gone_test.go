package core

import (
	"testing"
)

// 3-1-3-1: every exported operation on a Digimon that has left the field does nothing
// to it — in particular, nothing to the cards it had, which are in the trash and the
// hand now — and logs "gone" with the operation's name. An object named twice in one
// operation leaves the field once.
func TestOperationsOnADepartedObjectDoNothing(t *testing.T) {
	ops := []struct {
		name string
		do   func(g *Game, o, other *FieldObject)
	}{
		{"delete", func(g *Game, o, _ *FieldObject) { g.Delete(o) }},
		{"return_to_hand", func(g *Game, o, _ *FieldObject) { g.ReturnToHand(o) }},
		{"trash", func(g *Game, o, _ *FieldObject) { g.TrashObjects(o) }},
		{"move", func(g *Game, o, _ *FieldObject) {
			g.MoveObjects(EffectOf(0), []*FieldObject{o}, Destination{Zone: ZoneDeck})
		}},
		{"move_under", func(g *Game, o, other *FieldObject) {
			g.MoveCards(0, []*Card{g.Players[0].Deck[0]}, Destination{Under: o})
		}},
		{"suspend", func(g *Game, o, _ *FieldObject) { g.Suspend(o) }},
		{"unsuspend", func(g *Game, o, _ *FieldObject) { g.Unsuspend(o) }},
		{"trash_digivolution_cards", func(g *Game, o, _ *FieldObject) { g.TrashDigivolutionCards(o, o.DigivolutionCards()...) }},
		{"digivolution_card_to_hand", func(g *Game, o, _ *FieldObject) { g.DigivolutionCardToHand(o, o.Cards[0]) }},
		{"trash_top", func(g *Game, o, _ *FieldObject) { g.TrashTopCard(o) }},
		{"de_digivolve", func(g *Game, o, _ *FieldObject) { g.DeDigivolve(0, o, 1) }},
		{"play_from_under", func(g *Game, o, _ *FieldObject) { g.PlayFromUnder(0, o, o.DigivolutionCards()...) }},
		{"trash_link_cards", func(g *Game, o, _ *FieldObject) { g.TrashLinkCards(o, o.Cards...) }},
		{"give", func(g *Game, o, _ *FieldObject) { g.Grant(&Modifier{Target: o, DP: 1000, Until: EndOfTurn}) }},
		{"digivolve", func(g *Game, o, _ *FieldObject) {
			g.DigivolveInto(o, g.Players[0].Deck[0], DigivolveOptions{Free: true})
		}},
		{"link", func(g *Game, o, other *FieldObject) { g.LinkFrom(0, o, other, 0) }},
		{"attack", func(g *Game, o, _ *FieldObject) { g.AttackBy(o, AttackOptions{}) }},
	}
	for _, op := range ops {
		t.Run(op.name, func(t *testing.T) {
			g, o := moveBoard(t)
			other := g.AddObject(0, ZoneBattle, g.Players[0].Deck[0].Data)
			g.ReturnToHand(o) // 3-1-3-1: o is gone; its cards are in the hand and the trash
			hand, trash, deck := len(g.Players[0].Hand), len(g.Players[0].Trash), len(g.Players[0].Deck)
			before := len(g.Events)
			op.do(g, o, other)
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			if len(g.Players[0].Hand) != hand || len(g.Players[0].Trash) != trash || len(g.Players[0].Deck) != deck {
				t.Errorf("cards moved: hand %d→%d, trash %d→%d, deck %d→%d", hand, len(g.Players[0].Hand),
					trash, len(g.Players[0].Trash), deck, len(g.Players[0].Deck))
			}
			var logged []Event
			for _, ev := range g.Events[before:] {
				if ev.Kind != EvGone {
					t.Errorf("%s logged %s: want nothing but gone", op.name, ev.Kind)
				}
				logged = append(logged, ev)
			}
			if len(logged) == 0 || logged[0].Obj != o.ID || logged[0].Text != op.name {
				t.Errorf("%s: logged %v, want a gone event for object #%d", op.name, logged, o.ID)
			}
		})
	}
}

// An object named twice in one operation is acted on once: its cards are placed once.
func TestAnObjectNamedTwiceLeavesOnce(t *testing.T) {
	for _, leave := range []func(g *Game, o *FieldObject){
		func(g *Game, o *FieldObject) { g.Delete(o, o) },
		func(g *Game, o *FieldObject) { g.ReturnToHand(o, o) },
		func(g *Game, o *FieldObject) {
			g.MoveObjects(EffectOf(0), []*FieldObject{o, o}, Destination{Zone: ZoneTrash})
		},
	} {
		g, o := moveBoard(t)
		leave(g, o)
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// Moving a card that is part of an object, or removed from the game, by the operations
// for cards outside the field does nothing and says so, instead of failing the game.
func TestCardOperationsOnAFieldCardDoNothing(t *testing.T) {
	g, o := moveBoard(t)
	top := o.Top()
	before := len(g.Events)
	g.MoveCard(top, ZoneHand)
	g.MoveCardToBottom(top, ZoneDeck)
	if g.PlaceOnField(0, top, ZoneBattle) != nil {
		t.Error("a card on the field was placed on the field again")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ev := range g.Events[before:] {
		if ev.Kind != EvGone || ev.CardID != top.ID {
			t.Errorf("logged %+v, want gone events for the top card", ev)
		}
		n++
	}
	if n != 3 || o.Top() != top || top.Zone != ZoneBattle {
		t.Errorf("%d gone events, top card now in %s", n, top.Zone)
	}
}
