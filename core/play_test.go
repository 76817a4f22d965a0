package core

import "testing"

// Plays by effects from the places scenarios cannot reach (link cards, face-down
// digivolution cards) and the legality checks of plays, digivolutions and uses.

func playBoard(t *testing.T, memory int) *Game {
	t.Helper()
	g, err := NewPosition(Config{Agents: [2]Agent{FirstAgent{}, FirstAgent{}}})
	if err != nil {
		t.Fatal(err)
	}
	g.SetTurn(0, 3, PhaseMain)
	g.SetMemory(0, memory, "test")
	return g
}

var (
	redMon   = &CardData{Number: "P-1", Name: "Agumon", Kind: Digimon, Colors: ColorsOf(Red), Level: 3, Cost: 3, HasCost: true, DP: 2000, HasDP: true}
	redLv4   = &CardData{Number: "P-2", Name: "Greymon", Kind: Digimon, Colors: ColorsOf(Red), Level: 4, Cost: 5, HasCost: true, DP: 5000, HasDP: true, Digivolve: []DigivolveReq{{Colors: ColorsOf(Red), Level: 3, Cost: 2}}}
	bigMon   = &CardData{Number: "P-3", Name: "Machinedramon", Kind: Digimon, Colors: ColorsOf(Black), Level: 6, Cost: 11, HasCost: true, DP: 13000, HasDP: true}
	redOpt   = &CardData{Number: "P-4", Name: "Flame", Kind: Option, Colors: ColorsOf(Red), Cost: 2, HasCost: true}
	blueOpt  = &CardData{Number: "P-5", Name: "Ice", Kind: Option, Colors: ColorsOf(Blue), Cost: 2, HasCost: true}
	linkCard = &CardData{Number: "P-6", Name: "Navimon", Kind: Digimon, Colors: ColorsOf(Green), Level: 3, Cost: 3, HasCost: true, DP: 3000, HasDP: true,
		Link: &LinkData{DP: 1000}}
)

// 7-1-3: a link card played by an effect leaves its Digimon's link cards and becomes a
// new Digimon (4-7; 3-1-3-1).
func TestPlayALinkCard(t *testing.T) {
	g := playBoard(t, 3)
	holder := g.AddObject(0, ZoneBattle, redMon)
	link := g.AddLink(holder, linkCard)
	o := g.PlayCard(0, link, PlayOptions{Free: true})
	if o == nil || o.Top() != link || o == holder {
		t.Fatalf("played %v; want a new object with the link card on top", o)
	}
	if len(holder.Links) != 0 {
		t.Errorf("the holder still has %d link cards", len(holder.Links))
	}
	if g.MemoryOf(0) != 3 {
		t.Errorf("memory %d; want 3 (free)", g.MemoryOf(0))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// 7-1-2-3: a play that cannot be paid puts a card taken from under a Digimon back in
// its place, face down as it was, and a link card back among the link cards.
func TestUnpaidPlayPutsTheCardBack(t *testing.T) {
	g := playBoard(t, 0)
	holder := g.AddObject(0, ZoneBattle, redMon, bigMon, redLv4)
	under := holder.Cards[1]
	under.FaceDown = true
	link := g.AddLink(holder, &CardData{Number: "P-7", Name: "Big Link", Kind: Digimon, Colors: ColorsOf(Black), Level: 6, Cost: 11, HasCost: true, DP: 1, HasDP: true, Link: &LinkData{}})
	if g.CanPlayCard(0, under, PlayOptions{}) {
		t.Error("CanPlayCard: 11 cannot be paid from 0 memory")
	}
	if o := g.PlayCard(0, under, PlayOptions{}); o != nil {
		t.Fatalf("played %v; want nil", o)
	}
	if o := g.PlayCard(0, link, PlayOptions{}); o != nil {
		t.Fatalf("played %v; want nil", o)
	}
	if holder.Cards[1] != under || !under.FaceDown || len(holder.Cards) != 3 || under.Zone != ZoneBattle {
		t.Errorf("stack %v, face down %v; want the card back in the middle, face down", holder.Cards, under.FaceDown)
	}
	if len(holder.Links) != 1 || holder.Links[0] != link {
		t.Errorf("links %v; want the link card back", holder.Links)
	}
	if g.MemoryOf(0) != 0 {
		t.Errorf("memory %d; want 0", g.MemoryOf(0))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// The top card of an object is the object: it cannot be played, digivolved into or
// used from there; nor can a Digi-Egg be played, nor a card into a full breeding area.
func TestWhatCannotBeTaken(t *testing.T) {
	g := playBoard(t, 5)
	o := g.AddObject(0, ZoneBattle, redMon)
	other := g.AddObject(0, ZoneBattle, redMon)
	if g.CanPlayCard(0, o.Top(), PlayOptions{Free: true}) || g.PlayCard(0, o.Top(), PlayOptions{Free: true}) != nil {
		t.Error("the top card of an object was played")
	}
	if _, ok := g.CanDigivolveInto(other, o.Top(), DigivolveOptions{Free: true, IgnoreRequirements: true}); ok {
		t.Error("a Digimon can digivolve into another object's top card")
	}
	egg := g.AddCard(0, ZoneHand, &CardData{Number: "P-8", Name: "Koromon", Kind: DigiEgg, Colors: ColorsOf(Red), Level: 2})
	if g.CanPlayCard(0, egg, PlayOptions{Free: true}) {
		t.Error("a Digi-Egg card can be played")
	}
	g.AddObject(0, ZoneBreeding, egg.Data)
	hand := g.AddCard(0, ZoneHand, redMon)
	if g.CanPlayCard(0, hand, PlayOptions{Free: true, Area: ZoneBreeding}) {
		t.Error("a card can be played into a breeding area that holds one (3-4-5-2)")
	}
	if !g.CanPlayCard(0, hand, PlayOptions{Free: true}) {
		t.Error("the same card cannot be played into the battle area")
	}
}

// The cost of a digivolution by an effect: the requirement met, a fixed cost, a
// reduction (never below 0 when paid, 1-3-9), ignoring the requirements or the level.
func TestDigivolveCosts(t *testing.T) {
	g := playBoard(t, 0)
	agumon := g.AddObject(0, ZoneBattle, redMon)
	into := g.AddCard(0, ZoneHand, redLv4)
	lv5 := g.AddCard(0, ZoneTrash, &CardData{Number: "P-9", Name: "MetalGreymon", Kind: Digimon, Colors: ColorsOf(Red), Level: 5, Cost: 7, HasCost: true, DP: 7000, HasDP: true,
		Digivolve: []DigivolveReq{{Colors: ColorsOf(Red), Level: 4, Cost: 3}}})
	noReq := g.AddCard(0, ZoneTrash, &CardData{Number: "P-10", Name: "Armadimon", Kind: Digimon, Colors: ColorsOf(Yellow), Level: 3, Cost: 3, HasCost: true, DP: 3000, HasDP: true})
	for _, tc := range []struct {
		name string
		card *Card
		opt  DigivolveOptions
		cost int
		ok   bool
	}{
		{"the requirement's cost", into, DigivolveOptions{}, 2, true},
		{"reduced", into, DigivolveOptions{Reduce: 1}, 1, true},
		{"reduced below 0", into, DigivolveOptions{Reduce: 5}, 0, true},
		{"fixed", into, DigivolveOptions{Cost: 4, FixedCost: true}, 4, true},
		{"free", into, DigivolveOptions{Free: true, Reduce: 1}, 0, true},
		{"requirement not met", lv5, DigivolveOptions{}, 0, false},
		{"ignoring the level", lv5, DigivolveOptions{IgnoreLevel: true}, 3, true},
		{"ignoring the requirements, the printed cost", lv5, DigivolveOptions{IgnoreRequirements: true}, 3, true},
		{"ignoring the requirements of a card printing none, no cost named", noReq, DigivolveOptions{IgnoreRequirements: true}, 0, false},
		{"ignoring the requirements of a card printing none, free", noReq, DigivolveOptions{IgnoreRequirements: true, Free: true}, 0, true},
		{"a Digimon card only", g.AddCard(0, ZoneHand, redOpt), DigivolveOptions{IgnoreRequirements: true, Free: true}, 0, false},
	} {
		cost, ok := g.CanDigivolveInto(agumon, tc.card, tc.opt)
		if cost != tc.cost || ok != tc.ok {
			t.Errorf("%s: CanDigivolveInto = %d, %v; want %d, %v", tc.name, cost, ok, tc.cost, tc.ok)
		}
	}
	g.SetMemory(0, -10, "test") // nothing left to pay with
	if _, ok := g.CanDigivolveInto(agumon, into, DigivolveOptions{}); ok {
		t.Error("CanDigivolveInto: 2 cannot be paid at -10")
	}
	if g.DigivolveInto(agumon, into, DigivolveOptions{}) || into.Zone != ZoneHand {
		t.Error("a digivolution that cannot be paid happened")
	}
	if !g.DigivolveInto(agumon, into, DigivolveOptions{Free: true}) || agumon.Top() != into {
		t.Error("a free digivolution did not happen")
	}
}

// 9-1-1, 4-19: using an Option by an effect still needs its color requirement
// (BT6-112 Q1500, BT17-035 Q2785), and the cost (less the reduction) paid.
func TestCanUseCard(t *testing.T) {
	g := playBoard(t, 1)
	g.AddObject(0, ZoneBattle, redMon)
	red := g.AddCard(0, ZoneHand, redOpt)
	blue := g.AddCard(0, ZoneTrash, blueOpt)
	mon := g.AddCard(0, ZoneHand, redMon)
	if !g.CanUseCard(0, red, UseOptions{Free: true}) || !g.CanUseCard(0, red, UseOptions{Reduce: 1}) {
		t.Error("a red Option cannot be used with a red Digimon")
	}
	if g.CanUseCard(0, blue, UseOptions{Free: true}) || g.UseCard(0, blue, UseOptions{Free: true}) {
		t.Error("a blue Option was usable without a blue Digimon or Tamer")
	}
	if blue.Zone != ZoneTrash {
		t.Errorf("the blue Option is in %s; want it left in the trash", blue.Zone)
	}
	if g.CanUseCard(0, mon, UseOptions{Free: true}) {
		t.Error("a Digimon card can be used")
	}
	g.SetMemory(0, -9, "test")
	if g.CanUseCard(0, red, UseOptions{}) {
		t.Error("2 can be paid at -9")
	}
	if !g.UseCard(0, red, UseOptions{Reduce: 1}) || red.Zone != ZoneTrash || g.MemoryOf(0) != -10 {
		t.Errorf("used with the cost reduced by 1: zone %s, memory %d; want trash, -10", red.Zone, g.MemoryOf(0))
	}
}
