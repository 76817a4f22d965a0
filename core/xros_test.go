package core

import "testing"

// placeMaterials must find the most cards that fit, whatever order they come in: a
// card meeting two components goes where it leaves room for the others (7-2-2-5), and
// a component asking for different card information takes one card of each (4-22).
func TestPlaceMaterials(t *testing.T) {
	card := func(number, name string, level int, traits ...string) *CardData {
		return &CardData{Number: number, Name: name, Kind: Digimon, Level: level, Types: traits}
	}
	shoutmon := card("S-1", "Shoutmon", 3, "Xros Heart")
	shoutmon2 := card("S-2", "Shoutmon", 4, "Xros Heart")
	ballistamon := card("B-1", "Ballistamon", 3, "Xros Heart")
	other := card("O-1", "Agumon", 3)
	named := func(n string) MaterialReq { return MaterialReq{CardReq: CardReq{Names: []string{n}}, Count: 1} }
	xrosHeart := MaterialReq{CardReq: CardReq{Traits: []string{"Xros Heart"}}, Unlimited: true, Different: DifferentNumbers}
	tests := []struct {
		name  string
		mats  []MaterialReq
		cards []*CardData
		want  int
		comps []int
	}{
		{"each component once", []MaterialReq{named("Shoutmon"), named("Ballistamon")},
			[]*CardData{shoutmon, shoutmon2, ballistamon}, 2, nil},
		{"a card meeting two components leaves room for the other",
			[]MaterialReq{{CardReq: CardReq{Traits: []string{"Xros Heart"}}, Count: 1}, named("Shoutmon")},
			[]*CardData{shoutmon, ballistamon}, 2, []int{1, 0}},
		{"different card numbers", []MaterialReq{xrosHeart},
			[]*CardData{shoutmon, shoutmon, shoutmon2, other}, 2, nil},
		{"different levels", []MaterialReq{{Count: 3, Different: DifferentLevels}},
			[]*CardData{shoutmon, ballistamon, shoutmon2, other}, 2, nil},
		{"a count", []MaterialReq{{CardReq: CardReq{Names: []string{"Shoutmon"}}, Count: 2}},
			[]*CardData{shoutmon, shoutmon2, shoutmon}, 2, nil},
		{"nothing fits", []MaterialReq{named("Ballistamon")}, []*CardData{other, shoutmon}, 0, []int{-1, -1}},
	}
	for _, tt := range tests {
		got, comps := placeMaterials(tt.mats, tt.cards, true)
		if got != tt.want {
			t.Errorf("%s: placed %d, want %d", tt.name, got, tt.want)
		}
		if tt.comps != nil {
			for i := range tt.comps {
				if comps[i] != tt.comps[i] {
					t.Errorf("%s: components %v, want %v", tt.name, comps, tt.comps)
					break
				}
			}
		}
	}
}

// A card "also treated as [Shoutmon] for a DigiXros" (BT19-012) meets a DigiXros
// component that names [Shoutmon], and no other requirement (7-2; Assembly, 7-3, is not
// a DigiXros): the name is not had elsewhere.
func TestXrosNames(t *testing.T) {
	forXros := &CardData{Number: "X-1", Name: "Gumdramon", Kind: Digimon, Level: 3,
		Effect: "This card is also treated as [Shoutmon]/[Ballistamon] for a DigiXros.\n[On Play] Gain 1 memory."}
	whenXros := &CardData{Number: "X-2", Name: "Shoutmon X4", Kind: Digimon, Level: 5,
		Effect: "When you would DigiXros, the name of this card/Digimon is also treated as [Shoutmon]."}
	plain := &CardData{Number: "X-3", Name: "Agumon", Kind: Digimon, Level: 3, Effect: "[On Play] Gain 1 memory."}
	if got := forXros.XrosNames(); len(got) != 2 || got[0] != "Shoutmon" || got[1] != "Ballistamon" {
		t.Fatalf("XrosNames = %v, want [Shoutmon Ballistamon]", got)
	}
	shoutmon := []MaterialReq{{CardReq: CardReq{Names: []string{"Shoutmon"}}, Count: 1}}
	for _, tt := range []struct {
		card    *CardData
		forXros bool
		want    int
	}{
		{forXros, true, 1}, {whenXros, true, 1}, {plain, true, 0},
		{forXros, false, 0}, {whenXros, false, 0},
	} {
		if got, _ := placeMaterials(shoutmon, []*CardData{tt.card}, tt.forXros); got != tt.want {
			t.Errorf("%s (DigiXros %v): placed %d, want %d", tt.card.Number, tt.forXros, got, tt.want)
		}
	}
	if forXros.HasName("Shoutmon") {
		t.Error("a name for a DigiXros only is not the card's name elsewhere")
	}
}
