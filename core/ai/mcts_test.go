package ai

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// The search never reads hidden information: at a main-phase decision (6-5), changing
// every card its player cannot see — the opponent's hand (3-5-3), the order of both
// decks (3-2), the face-down security cards (3-7-2) — leaves its choice and every
// playout's value the same for the same seed.
func TestSearchReadsNoHiddenCard(t *testing.T) {
	decks, pool := builtinDecks(t)
	lib := scripting.ForPool(pool)
	host := lib.NewHost()
	defer host.Close()
	var prompt *core.Prompt
	cfg := core.Config{Seed: 31, Decks: [2]core.DeckList{decks[0], decks[1]}, Effects: host}
	p1 := NewGreedy(1)
	cfg.Agents[0] = core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if p.Kind == core.PromptMain && v.Turn() >= 4 && len(p.Choices) >= 3 {
			prompt = p
			return core.Halt
		}
		return p1.Choose(v, p)
	})
	cfg.Agents[1] = NewGreedy(2)
	g, err := core.NewGame(cfg)
	require.NoError(t, err)
	require.True(t, g.Run().Halted, "the game reaches a main-phase decision of p1 with a choice")

	search := func() (int, []arm) {
		playouts := lib.NewHost()
		defer playouts.Close()
		m := NewMCTS(99, 24)
		m.PlayOutWith(playouts)
		i := m.Choose(g.ViewOf(0), prompt)
		return i, slices.Clone(m.arms)
	}
	before, armsBefore := search()
	require.NotEmpty(t, armsBefore)
	require.Positive(t, armsBefore[0].n, "the search played options out")

	hidden := func() []string {
		var out []string
		for _, z := range [][]*core.Card{g.Players[1].Hand, g.Players[1].Deck, g.Players[1].Security, g.Players[0].Deck, g.Players[0].Security} {
			for _, c := range z {
				out = append(out, c.Data.Number)
			}
		}
		return out
	}
	was := hidden()
	opp, me := g.Players[1], g.Players[0]
	for i, c := range opp.Hand { // a different card in the opponent's hand
		if j := slices.IndexFunc(opp.Deck, func(d *core.Card) bool { return d.Data.Number != c.Data.Number }); j >= 0 {
			opp.Hand[i], opp.Deck[j] = opp.Deck[j], opp.Hand[i]
			opp.Hand[i].Zone, opp.Deck[j].Zone = core.ZoneHand, core.ZoneDeck
			break
		}
	}
	slices.Reverse(opp.Deck)
	slices.Reverse(me.Deck)
	for _, p := range []*core.Player{opp, me} { // another face-down security card
		if i := slices.IndexFunc(p.Security, func(c *core.Card) bool { return !c.FaceUp }); i >= 0 {
			p.Security[i], p.Deck[0] = p.Deck[0], p.Security[i]
			p.Security[i].Zone, p.Deck[0].Zone = core.ZoneSecurity, core.ZoneDeck
		}
	}
	require.NoError(t, g.CheckInvariants())
	require.NotEqual(t, was, hidden(), "the hidden cards changed")

	after, armsAfter := search()
	require.Equal(t, before, after)
	require.Equal(t, armsBefore, armsAfter)
}

// A determinized copy shows its player what the game shows: the same field, trash,
// hand, memory and counts; only the hidden cards are drawn anew.
func TestDeterminizedCopyShowsWhatTheViewShows(t *testing.T) {
	decks, pool := builtinDecks(t)
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	cfg := core.Config{Seed: 8, Decks: [2]core.DeckList{decks[0], decks[2]}, Effects: host}
	p2 := NewGreedy(2)
	cfg.Agents[0] = NewGreedy(1)
	cfg.Agents[1] = core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if v.Turn() >= 5 {
			return core.Halt
		}
		return p2.Choose(v, p)
	})
	g, err := core.NewGame(cfg)
	require.NoError(t, err)
	require.True(t, g.Run().Halted)

	v := g.ViewOf(1)
	var d determinizer
	var rng core.RNG
	rng.Seed(5)
	c, err := d.copyOf(v, &rng, core.Config{Agents: [2]core.Agent{core.FirstAgent{}, core.FirstAgent{}}})
	require.NoError(t, err)
	w := c.ViewOf(1)
	require.Equal(t, v.Memory(), w.Memory())
	require.Equal(t, v.Turn(), w.Turn())
	require.Equal(t, v.TurnPlayer(), w.TurnPlayer())
	require.Equal(t, numbers(v.Hand()), numbers(w.Hand()))
	for _, p := range []core.PlayerID{0, 1} {
		require.Equal(t, v.HandCount(p), w.HandCount(p))
		require.Equal(t, v.DeckCount(p), w.DeckCount(p))
		require.Equal(t, v.EggDeckCount(p), w.EggDeckCount(p))
		require.Equal(t, v.SecurityCount(p), w.SecurityCount(p))
		require.Equal(t, numbers(v.Trash(p)), numbers(w.Trash(p)))
		require.Equal(t, len(v.Battle(p)), len(w.Battle(p)))
		for i, o := range v.Battle(p) {
			n := w.Battle(p)[i]
			require.Equal(t, numbers(o.Cards), numbers(n.Cards))
			require.Equal(t, o.Suspended, n.Suspended)
			dp, _ := v.DP(o)
			ndp, _ := w.DP(n)
			require.Equal(t, dp, ndp)
		}
		// Every card of a player's deck list is somewhere in the copy, once (1-4-1).
		all := numbers(c.Players[p].Deck)
		all = append(all, numbers(c.Players[p].Hand)...)
		all = append(all, numbers(c.Players[p].Security)...)
		all = append(all, numbers(c.Players[p].Trash)...)
		for _, o := range c.Players[p].FieldObjects() {
			all = append(all, numbers(o.Cards)...)
			all = append(all, numbers(o.Links)...)
		}
		for _, e := range c.Players[p].EggDeck {
			all = append(all, e.Data.Number)
		}
		var list []string
		for _, d := range append(slices.Clone(v.DeckList(p).Main), v.DeckList(p).Eggs...) {
			list = append(list, d.Number)
		}
		slices.Sort(all)
		slices.Sort(list)
		require.Equal(t, list, all, "p%d", p+1)
	}
}

func numbers(cs []*core.Card) []string {
	out := []string{}
	for _, c := range cs {
		out = append(out, c.Data.Number)
	}
	return out
}

// A position built without decks has no deck lists: the copy draws the opponent's
// hidden cards from the cards of theirs the searcher has seen.
func TestDeterminizedCopyWithoutDeckLists(t *testing.T) {
	decks, _ := builtinDecks(t)
	g, err := core.NewPosition(core.Config{Agents: [2]core.Agent{core.FirstAgent{}, core.FirstAgent{}}})
	require.NoError(t, err)
	seen := decks[1].Main[0]
	g.AddObject(1, core.ZoneBattle, seen)
	for _, d := range decks[1].Main[1:4] {
		g.AddCard(1, core.ZoneHand, d)
	}
	var d determinizer
	rng := core.NewRNG(3)
	c, err := d.copyOf(g.ViewOf(0), rng, core.Config{Agents: [2]core.Agent{core.FirstAgent{}, core.FirstAgent{}}})
	require.NoError(t, err)
	require.Equal(t, []string{seen.Number, seen.Number, seen.Number}, numbers(c.Players[1].Hand))
}
