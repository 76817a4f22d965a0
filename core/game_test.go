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

func TestReplayReproducesEventLog(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		cfg := Config{Seed: seed, Decks: [2]DeckList{testDeck(), testDeck()}, RecordEvents: true,
			Agents: [2]Agent{NewRandomAgent(seed), NewRandomAgent(seed + 1000)}}
		g, _ := NewGame(cfg)
		r1 := g.Run()
		rep := g.Replay()
		pool := CardMap{}
		for _, d := range testDeck().Main {
			pool[d.Number] = d
		}
		pool["T-01"] = testDeck().Eggs[0]
		// The synthetic deck builds new CardData values per call, so look up by number.
		cfg2, agents, err := rep.Config(pool)
		if err != nil {
			t.Fatal(err)
		}
		cfg2.RecordEvents = true
		g2, _ := NewGame(cfg2)
		r2 := g2.Run()
		if agents[0].Err != nil {
			t.Fatal(agents[0].Err)
		}
		if r1 != r2 || len(g.Events) != len(g2.Events) {
			t.Fatalf("seed %d: replay differs: %+v vs %+v", seed, r1, r2)
		}
		for i := range g.Events {
			if g.Events[i] != g2.Events[i] {
				t.Fatalf("seed %d: event %d differs: %+v vs %+v", seed, i, g.Events[i], g2.Events[i])
			}
		}
	}
}

func TestInvariantsHoldAtEveryPrompt(t *testing.T) {
	for seed := uint64(1); seed <= 100; seed++ {
		var g *Game
		check := func(a Agent) Agent {
			return AgentFunc(func(v View, p *Prompt) int {
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("seed %d turn %d: %v", seed, g.Turn, err)
				}
				return a.Choose(v, p)
			})
		}
		g, _ = NewGame(Config{Seed: seed, Decks: [2]DeckList{testDeck(), testDeck()},
			Agents: [2]Agent{check(NewRandomAgent(seed)), check(NewRandomAgent(^seed))}})
		if r := g.Run(); r.Err != nil {
			t.Fatal(r.Err)
		}
	}
}

func BenchmarkSyntheticGame(b *testing.B) {
	decks := [2]DeckList{testDeck(), testDeck()}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g, _ := NewGame(Config{Seed: uint64(i), Decks: decks, Agents: [2]Agent{NewRandomAgent(uint64(i)), NewRandomAgent(uint64(i) + 1)}})
		if r := g.Run(); r.Err != nil {
			b.Fatal(r.Err)
		}
	}
}
