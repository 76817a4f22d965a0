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
		got, comps := placeMaterials(tt.mats, tt.cards)
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
