package core

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// repertoireSource gives test cards effects written in Go, and keywords behaviour.
type repertoireSource struct {
	cards    EffectMap
	keywords map[Keyword][]*Effect
}

func (s repertoireSource) EffectsOf(d *CardData) ([]*Effect, error) { return s.cards.EffectsOf(d) }

func (s repertoireSource) KeywordEffects(k Keyword) ([]*Effect, error) { return s.keywords[k], nil }

// repertoireCards are cards with one effect of each kind the repertoire notes, and
// effects of the opponent's that they answer: a shield (15-15-6), a ban on gaining
// memory (15-1-3), a permission to digivolve (8-1-2-2), an immediate effect (15-8-5),
// <Progress> (16-38), a keyword given by a grant whose behaviour cuts in, a keyword
// whose behaviour works from the hand (15-14-2), a printed keyword with behaviour,
// effects that work from the hand and from the trash (15-14-2, 15-14-3).
func repertoireCards() ([]*CardData, repertoireSource) {
	red := ColorsOf(Red)
	from := func(lv int) []DigivolveReq { return []DigivolveReq{{Colors: red, Level: lv, Cost: lv - 2}} }
	mon := func(n, name string, lv, cost int, req []DigivolveReq) *CardData {
		return &CardData{Number: n, Name: name, Kind: Digimon, Colors: red, Level: lv, Cost: cost, HasCost: true,
			DP: lv * 2000, HasDP: true, Digivolve: req}
	}
	tamer := func(n string) *CardData {
		return &CardData{Number: n, Name: "Tamer " + n, Kind: Tamer, Colors: red, Cost: 2, HasCost: true}
	}
	cards := []*CardData{
		mon("R-13", "Plainmon", 3, 2, nil), // first: a card without effects
		mon("R-1", "Shieldmon", 3, 2, nil), mon("R-3", "Permitmon", 3, 3, nil), mon("R-4", "Bigmon", 5, 7, from(4)),
		mon("R-5", "Savemon", 4, 4, from(3)), mon("R-6", "Progressmon", 4, 4, from(3)), mon("R-7", "Zapmon", 3, 3, nil),
		mon("R-9", "Giver", 4, 4, from(3)), mon("R-10", "Sorbmon", 4, 5, from(3)), mon("R-11", "Avengemon", 3, 3, nil),
		mon("R-14", "Sturdymon", 4, 4, from(3)), mon("R-15", "Handmon", 3, 3, nil), mon("R-16", "Trashmon", 3, 3, nil),
		tamer("R-2"), tamer("R-8"), tamer("R-12"),
	}
	noop := func(*Ctx, *FieldObject, *Derived) {}
	none := func(*Ctx, *FieldObject) bool { return false }
	self := func(c *Ctx, o *FieldObject) bool { return o == c.Obj }
	deleteOne := func(c *Ctx) {
		if objs := c.Game.Players[c.Opponent()].Battle; len(objs) > 0 {
			c.Game.DeleteBy(EffectOf(c.Player), objs[0])
		}
	}
	saveMine := func(c *Ctx) {
		for _, o := range append([]*FieldObject(nil), c.Would.Objs...) {
			if o.Owner == c.Player {
				c.Would.Prevent(o)
			}
		}
	}
	wouldDelete := func(c *Ctx, ev *Event) bool { return ev.Kind == EventKind(WouldDelete.String()) }
	src := repertoireSource{cards: EffectMap{
		"R-1": {{Kind: Persistent, Unaffected: &Shield{}, NeverLowersDP: true, Affects: none, Apply: noop}},
		"R-2": {{Kind: Persistent, Ban: &Ban{Opponent: true, Deed: DeedGainMemory}, NeverLowersDP: true, Affects: none, Apply: noop}},
		"R-3": {{Kind: Persistent, Permits: &DigivolvePermission{InHand: true, Cost: 2,
			Into: func(_ *Ctx, card *Card) bool { return card.Data.Name == "Bigmon" }}}},
		"R-4": {{Kind: Triggered, Timing: OnPlay, Also: []Timing{WhenDigivolving}, Resolve: deleteOne}},
		"R-5": {{Kind: Immediate, Timing: When, PerTurn: 1, Trigger: wouldDelete, Resolve: saveMine}},
		"R-6": {{Kind: Persistent, Keyword: Progress, Affects: self, NeverLowersDP: true,
			Apply: func(_ *Ctx, _ *FieldObject, d *Derived) { d.AddKeyword(Progress) }}},
		"R-7": {{Kind: Triggered, Timing: WhenAttacking, Resolve: func(c *Ctx) {
			if objs := c.Game.Players[c.Opponent()].Battle; len(objs) > 0 {
				c.Grant(&Modifier{Target: objs[0], DP: -3000, Until: EndOfTurn})
			}
		}}},
		"R-8": {{Kind: Triggered, Timing: OnPlay, Resolve: func(c *Ctx) { c.GainMemory(2) }}},
		"R-9": {{Kind: Triggered, Timing: OnPlay, Resolve: func(c *Ctx) {
			c.Grant(&Modifier{Target: c.Obj, Tags: []KeywordTag{{Name: "Shelter"}}, Until: EndOfTurn})
		}}},
		"R-10": {{Kind: Persistent, Keyword: "Absorb", Affects: self, NeverLowersDP: true,
			Apply: func(_ *Ctx, _ *FieldObject, d *Derived) { d.AddKeyword("Absorb") }}},
		"R-11": {{Kind: Triggered, Timing: OnDeletion, Resolve: deleteOne}},
		"R-12": {{Kind: Persistent, Affects: func(c *Ctx, o *FieldObject) bool { return o.Owner != c.Player },
			Apply: func(_ *Ctx, _ *FieldObject, d *Derived) { d.DPMod -= 1000 }}},
		"R-14": {{Kind: Persistent, Keyword: "Sturdy", Affects: self, NeverLowersDP: true,
			Apply: func(_ *Ctx, _ *FieldObject, d *Derived) { d.AddKeyword("Sturdy") }}},
		// [Hand] and [Trash] effects (15-14-2, 15-14-3): the only cards that make the
		// engine look at those zones.
		"R-15": {{Kind: Triggered, Timing: When, Areas: AreaHand, PerTurn: 1, Trigger: func(c *Ctx, ev *Event) bool {
			return ev.Kind == EvPlay && ev.Player == c.Player
		}, Resolve: func(c *Ctx) { c.GainMemory(1) }}},
		"R-16": {{Kind: Triggered, Timing: When, Areas: AreaTrash, PerTurn: 1, Trigger: func(c *Ctx, ev *Event) bool {
			return ev.Kind == EvDelete && ev.Player == c.Player
		}, Resolve: func(c *Ctx) { c.GainMemory(1) }}},
	}, keywords: map[Keyword][]*Effect{
		"Sturdy":  {{Kind: Triggered, Timing: WhenAttacking, Resolve: func(c *Ctx) { c.GainMemory(1) }}},
		"Shelter": {{Kind: Immediate, Timing: When, Trigger: wouldDelete, Resolve: saveMine}},
		"Absorb": {{Kind: Immediate, Timing: When, Areas: AreaHand, PerTurn: 1,
			Trigger: func(c *Ctx, ev *Event) bool {
				return ev.Kind == EventKind(WouldDigivolve.String()) && ev.Player == c.Player
			},
			Resolve: func(c *Ctx) { c.Would.Cost-- }}},
	}}
	return cards, src
}

// The repertoire only spares looks that would find nothing: random games between
// decks of some of repertoireCards play out event for event as they do when every
// look is made (a repertoire where everything is possible, as for a position).
func TestRepertoireSkipsOnlyLooksThatFindNothing(t *testing.T) {
	cards, src := repertoireCards()
	egg := &CardData{Number: "R-E", Name: "Egg", Kind: DigiEgg, Colors: ColorsOf(Red), Level: 2}
	play := func(seed uint64, decks [2]DeckList, everything bool) []string {
		g, err := NewGame(Config{Seed: seed, Decks: decks, Effects: src, RecordEvents: true,
			Agents: [2]Agent{NewRandomAgent(seed), NewRandomAgent(seed + 1)}})
		require.NoError(t, err)
		if everything {
			g.rep = repertoire{known: true, any: true}
			g.triggerAny = true
		}
		r := g.Run()
		require.NoError(t, r.Err)
		log := []string{fmt.Sprintf("%+v", *g.Result())}
		for _, e := range g.Events {
			log = append(log, fmt.Sprintf("%+v", e))
		}
		return log
	}
	for seed := uint64(1); seed <= 300; seed++ {
		rng := NewRNG(seed)
		some := []*CardData{cards[0]} // Plainmon, so that no deck is empty
		for _, c := range cards[1:] {
			if rng.Intn(2) == 0 {
				some = append(some, c)
			}
		}
		var decks [2]DeckList
		for i := range decks {
			for len(decks[i].Main) < 50 {
				decks[i].Main = append(decks[i].Main, some[rng.Intn(len(some))])
			}
			decks[i].Eggs = []*CardData{egg, egg, egg, egg, egg}
		}
		require.Equal(t, play(seed, decks, true), play(seed, decks, false), "seed %d", seed)
	}
}
