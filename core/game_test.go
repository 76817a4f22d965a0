package core

import "testing"

// testDeck builds a simple legal deck: 4 Digi-Eggs and 50 cards of levels 3–6,
// a Tamer and an Option, all red.
func testDeck() DeckList {
	egg := &CardData{Number: "T-01", Name: "Egg", Kind: DigiEgg, Colors: ColorsOf(Red), Level: 2}
	var main []*CardData
	add := func(d *CardData, n int) {
		for range n {
			main = append(main, d)
		}
	}
	for lv := 3; lv <= 6; lv++ {
		d := &CardData{Number: "T-1" + string(rune('0'+lv)), Name: "Mon", Kind: Digimon, Colors: ColorsOf(Red), Level: lv,
			Cost: lv, HasCost: true, DP: lv * 2000, HasDP: true,
			Digivolve: []DigivolveReq{{Colors: ColorsOf(Red), Level: lv - 1, Cost: lv - 2}}}
		add(d, 11)
	}
	add(&CardData{Number: "T-20", Name: "Tamer", Kind: Tamer, Colors: ColorsOf(Red), Cost: 2, HasCost: true}, 3)
	add(&CardData{Number: "T-30", Name: "Opt", Kind: Option, Colors: ColorsOf(Red), Cost: 1, HasCost: true}, 3)
	return DeckList{Name: "test", Main: main, Eggs: []*CardData{egg, egg, egg, egg}}
}

func TestRandomGamesEnd(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		g, err := NewGame(Config{Seed: seed, Decks: [2]DeckList{testDeck(), testDeck()},
			Agents: [2]Agent{NewRandomAgent(seed * 7), NewRandomAgent(seed * 13)}})
		if err != nil {
			t.Fatal(err)
		}
		r := g.Run()
		if r.Err != nil {
			t.Fatalf("seed %d: %v", seed, r.Err)
		}
		if r.Draw || r.Reason == "" {
			t.Fatalf("seed %d: no winner: %+v", seed, r)
		}
	}
}
