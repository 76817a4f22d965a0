package core

import "testing"

// keywordLineCards: "Sturdy" is a keyword with behaviour (when this Digimon attacks,
// gain 1 memory). Linemon prints it as a keyword line with a timing ("[When Attacking]
// <Sturdy>"), whose action is the keyword's; Tagmon prints it without timing, a tag
// whose behaviour the engine attaches; Undermon's inherited text is the line, and
// Linkmon's link text; Yoursmon's is "[Your Turn] [When Attacking] <Sturdy>".
func keywordLineCards() (line, tag, under, plain *CardData, src repertoireSource) {
	red := ColorsOf(Red)
	mon := func(n, name string) *CardData {
		return &CardData{Number: n, Name: name, Kind: Digimon, Colors: red, Level: 4, DP: 5000, HasDP: true}
	}
	line, tag, under, plain = mon("K-LINE", "Linemon"), mon("K-TAG", "Tagmon"), mon("K-UNDER", "Undermon"), mon("K-PLAIN", "Plainmon")
	gain := func(c *Ctx) { c.GainMemory(1) }
	sturdyLine := func(inherited bool) *Effect {
		return &Effect{Kind: Triggered, Timing: WhenAttacking, Inherited: inherited, Resolve: gain,
			LineKeywords: []KeywordTag{{Name: "Sturdy"}}}
	}
	linkLine := sturdyLine(false)
	linkLine.Link = true
	yourTurnLine := sturdyLine(false)
	yourTurnLine.Turn = YourTurn
	src = repertoireSource{cards: EffectMap{
		"K-LINE":  {sturdyLine(false)},
		"K-UNDER": {sturdyLine(true)},
		"K-LINK":  {linkLine},
		"K-YOURS": {yourTurnLine},
		"K-TAG": {{Kind: Persistent, Keyword: "Sturdy", NeverLowersDP: true,
			Affects: func(c *Ctx, o *FieldObject) bool { return o == c.Obj },
			Apply:   func(_ *Ctx, _ *FieldObject, d *Derived) { d.AddKeyword("Sturdy") }}},
	}, keywords: map[Keyword][]*Effect{
		"Sturdy": {{Kind: Triggered, Timing: WhenAttacking, Resolve: gain}},
	}}
	return line, tag, under, plain, src
}

// attackOnce has p1's object made of stack attack p2 once (11-1), beside a suspended
// Tagmon and after setup (if any), and returns the game and the object after the
// attack.
func attackOnce(t *testing.T, src repertoireSource, setup func(*Game, *FieldObject), tagmon *CardData, stack ...*CardData) (*Game, *FieldObject) {
	t.Helper()
	attacked := false
	agent := AgentFunc(func(_ View, p *Prompt) int {
		if p.Kind != PromptMain {
			return 0
		}
		for i, c := range p.Choices {
			if c.Action == ActAttack && c.Target == nil && !attacked {
				attacked = true
				return i
			}
		}
		return Halt
	})
	g, err := NewPosition(Config{Seed: 1, Effects: src, Agents: [2]Agent{agent, agent}})
	if err != nil {
		t.Fatal(err)
	}
	g.SetTurn(0, 3, PhaseMain)
	g.SetMemory(0, 3, "test")
	o := g.AddObject(0, ZoneBattle, stack...)
	// A suspended Tagmon beside it: the game has a keyword with behaviour in force, so
	// the engine looks for keyword behaviour on every object.
	g.AddObject(0, ZoneBattle, tagmon).Suspended = true
	// A Tamer card checked from security does not battle: the attacker stays.
	tamer := &CardData{Number: "K-TAMER", Name: "Tamer", Kind: Tamer, Colors: ColorsOf(Red), Cost: 2, HasCost: true}
	g.AddCard(1, ZoneSecurity, tamer)
	g.AddCard(1, ZoneSecurity, tamer)
	if setup != nil {
		setup(g, o)
	}
	if g.Resume(); !attacked {
		t.Fatal("no attack was offered")
	}
	return g, o
}

// A keyword line with a timing is the keyword effect (16-1): its Digimon has the
// keyword — from its top card or, inherited, from a card under it (4-2-4) — and the
// line's action is what it does: the keyword's behaviour is not attached a second
// time, so one attack gains 1 memory, as it does for a Digimon with the keyword
// printed without timing.
func TestKeywordLineGivesTheKeywordNotItsBehaviourAgain(t *testing.T) {
	line, tag, under, plain, src := keywordLineCards()
	for _, tc := range []struct {
		name  string
		stack []*CardData
	}{
		{"the line on top", []*CardData{plain, line}},
		{"the line inherited", []*CardData{under, plain}},
		{"the keyword without timing", []*CardData{plain, tag}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, o := attackOnce(t, src, nil, tag, tc.stack...)
			if !g.HasKeyword(o, "Sturdy") {
				t.Errorf("%s: the Digimon has no <Sturdy>", tc.name)
			}
			if got := g.MemoryOf(0); got != 4 {
				t.Errorf("%s: memory %d after one attack, want 4 (<Sturdy> gained 1 memory once)", tc.name, got)
			}
		})
	}
}

// The keyword of a line is had where the line works: not by a Digimon without the
// line, not in the breeding area, which the line does not name (3-4-5-4), and not by
// the Digimon whose top card's inherited text it is (4-2-4); a link card's line is
// had by the Digimon it is linked to (4-2-6); a [Your Turn] line only in its
// controller's turn (15-16-8).
func TestKeywordLineIsHadWhereItWorks(t *testing.T) {
	line, _, under, plain, src := keywordLineCards()
	link := &CardData{Number: "K-LINK", Name: "Linkmon", Kind: Digimon, Colors: ColorsOf(Red), Level: 4, Link: &LinkData{}}
	yours := &CardData{Number: "K-YOURS", Name: "Yoursmon", Kind: Digimon, Colors: ColorsOf(Red), Level: 4, DP: 5000, HasDP: true}
	halt := AgentFunc(func(View, *Prompt) int { return Halt })
	g, err := NewPosition(Config{Seed: 1, Effects: src, Agents: [2]Agent{halt, halt}})
	if err != nil {
		t.Fatal(err)
	}
	g.SetTurn(0, 3, PhaseMain)
	linked := g.AddObject(1, ZoneBattle, plain)
	g.AddLink(linked, link)
	cases := []struct {
		name string
		o    *FieldObject
		want bool
	}{
		{"Linemon in the battle area", g.AddObject(0, ZoneBattle, line), true},
		{"Plainmon", g.AddObject(0, ZoneBattle, plain), false},
		{"Undermon on top, its inherited line", g.AddObject(0, ZoneBattle, plain, under), false},
		{"Linemon in the breeding area", g.AddObject(1, ZoneBreeding, line), false},
		{"Plainmon with Linkmon linked", linked, true},
		{"Yoursmon in its controller's turn", g.AddObject(0, ZoneBattle, yours), true},
		{"Yoursmon in the opponent's turn", g.AddObject(1, ZoneBattle, yours), false},
	}
	for _, tc := range cases {
		if got := g.HasKeyword(tc.o, "Sturdy"); got != tc.want {
			t.Errorf("%s: has <Sturdy> %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A keyword line given to a Digimon is its keyword too: by a persistent effect, while it
// applies ("All of your Digimon gain "[When Attacking] <Sturdy>"", granted.go), and by
// an effect for a while (given.go) — still without the keyword's behaviour a second
// time: one attack gains 1 memory.
func TestGivenKeywordLineGivesTheKeyword(t *testing.T) {
	_, tag, _, plain, src := keywordLineCards()
	line := src.cards["K-LINE"][0]
	giver := &CardData{Number: "K-GIVER", Name: "Giver", Kind: Tamer, Colors: ColorsOf(Red), Cost: 2, HasCost: true}
	src.cards["K-GIVER"] = []*Effect{{Kind: Persistent, Gives: []*Effect{line},
		Affects: func(c *Ctx, o *FieldObject) bool { return o.Owner == c.Player && o.IsDigimon() }}}
	for _, tc := range []struct {
		name  string
		setup func(g *Game, o *FieldObject)
	}{
		{"given for the turn", func(g *Game, o *FieldObject) {
			given := &Ctx{Game: g, Player: 0, Card: g.AddCard(0, ZoneTrash, giver)}
			if err := given.GiveEffects(o, nil, []*Effect{line}, EndOfTurn); err != nil {
				t.Fatal(err)
			}
		}},
		{"given by a persistent effect", func(g *Game, _ *FieldObject) { g.AddObject(0, ZoneBattle, giver) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, o := attackOnce(t, src, tc.setup, tag, plain)
			if !g.HasKeyword(o, "Sturdy") {
				t.Errorf("%s: a Digimon given \"[When Attacking] <Sturdy>\" has no <Sturdy>", tc.name)
			}
			if got := g.MemoryOf(0); got != 4 {
				t.Errorf("%s: memory %d after one attack, want 4 (the given line gained 1 memory once)", tc.name, got)
			}
		})
	}
	g, o := attackOnce(t, src, nil, tag, plain)
	if g.HasKeyword(o, "Sturdy") {
		t.Error("Plainmon has <Sturdy> though nothing gave it")
	}
}

// In a game whose decks print no keyword line, a line one of their persistent effects
// gives is still looked for (the repertoire notes it): the Digimon has its keyword.
func TestKeywordLineGivenInAGameOfDecks(t *testing.T) {
	_, _, _, plain, src := keywordLineCards()
	giver := &CardData{Number: "K-GIVER", Name: "Giver", Kind: Tamer, Colors: ColorsOf(Red), Cost: 2, HasCost: true}
	src.cards["K-GIVER"] = []*Effect{{Kind: Persistent, Gives: []*Effect{src.cards["K-LINE"][0]},
		Affects: func(c *Ctx, o *FieldObject) bool { return o.Owner == c.Player && o.IsDigimon() }}}
	egg := &CardData{Number: "K-EGG", Name: "Egg", Kind: DigiEgg, Colors: ColorsOf(Red), Level: 2}
	var deck DeckList
	for len(deck.Main) < 50 {
		deck.Main = append(deck.Main, plain, giver)
	}
	deck.Eggs = []*CardData{egg, egg, egg, egg, egg}
	halt := AgentFunc(func(View, *Prompt) int { return Halt })
	g, err := NewGame(Config{Seed: 1, Decks: [2]DeckList{deck, deck}, Effects: src, Agents: [2]Agent{halt, halt}})
	if err != nil {
		t.Fatal(err)
	}
	o := g.AddObject(0, ZoneBattle, plain)
	if g.HasKeyword(o, "Sturdy") {
		t.Fatal("Plainmon has <Sturdy> before Giver is on the field")
	}
	g.AddObject(0, ZoneBattle, giver)
	if !g.HasKeyword(o, "Sturdy") {
		t.Error("Plainmon has no <Sturdy> while Giver gives \"[When Attacking] <Sturdy>\"")
	}
}
