package conformance

import (
	"fmt"
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 5: preparing the game.

// distinctDeck is 50 different cards and 3 different Digi-Eggs, so that the order of
// every zone can be followed.
func distinctDeck(name string, withEggs bool) core.DeckList {
	d := core.DeckList{Name: name}
	for i := range 50 {
		d.Main = append(d.Main, digimon(fmt.Sprintf("%s-%02d", name, i), core.Red, 3, 3, 1000+100*i))
	}
	if withEggs {
		for i := range 3 {
			d.Eggs = append(d.Eggs, egg(fmt.Sprintf("%s-E%d", name, i), core.Red))
		}
	}
	return d
}

// setupGame makes a full game of two distinct decks answered by agent.
func setupGame(t testing.TB, seed uint64, eggs2 bool, agent core.Agent) *core.Game {
	t.Helper()
	g, err := core.NewGame(core.Config{Seed: seed, RecordEvents: true, Agents: [2]core.Agent{agent, agent},
		Decks: [2]core.DeckList{distinctDeck("P1", true), distinctDeck("P2", eggs2)}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// runToHalt runs a full game that the agent halts.
func runToHalt(t testing.TB, g *core.Game) {
	t.Helper()
	res := g.Run()
	if res.Err != nil || !res.Halted {
		t.Fatalf("want the game halted, got %+v", res)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("invariant broken: %v", err)
	}
}

// 5-2-1-1: each player shuffles their deck; 5-2-1-2: and their Digi-Egg deck, or does
// nothing when they have none. 1-3-10: shuffling puts the cards in random order.
func TestSetupShufflesTheDecks(t *testing.T) {
	s := newScript(t, redraw(false), redraw(false))
	g := setupGame(t, 7, false, s)
	runToHalt(t, g)
	var shuffled []string
	for _, e := range events(g, core.EvShuffle) {
		shuffled = append(shuffled, fmt.Sprintf("%s %s", e.Player, e.From))
	}
	if want := []string{"p1 deck", "p1 egg_deck", "p2 deck"}; !slices.Equal(shuffled, want) {
		t.Errorf("shuffles %v, want %v (p2 has no Digi-Egg deck)", shuffled, want)
	}
	// Unshuffled, the 40 cards left in the deck would be the first 40 of the list, in order.
	given := distinctDeck("P1", true).Main
	var left, unshuffled []string
	for i, c := range g.Players[p1].Deck {
		left = append(left, c.Data.Number)
		unshuffled = append(unshuffled, given[i].Number)
	}
	if slices.Equal(left, unshuffled) {
		t.Errorf("p1's deck is in the order it was given: not shuffled")
	}
	g2 := setupGame(t, 8, false, newScript(t, redraw(false), redraw(false)))
	runToHalt(t, g2)
	if slices.Equal(ids(g.Players[p1].Deck), ids(g2.Players[p1].Deck)) {
		t.Errorf("two seeds shuffled the deck the same way")
	}
}

// 5-2-1-3: the winner of rock-paper-scissors goes first (the game's seeded RNG plays it).
// 5-2-1-8: the game starts with the first player's turn. 5-2-1-7: the memory marker
// starts at 0.
func TestFirstPlayerStartsWithMemoryZero(t *testing.T) {
	var firsts [2]int
	for seed := uint64(1); seed <= 16; seed++ {
		s := newScript(t, redraw(false), redraw(false))
		g := setupGame(t, seed, true, s)
		runToHalt(t, g)
		fp := g.FirstPlayer
		firsts[fp]++
		if ev := events(g, core.EvFirstPlayer); len(ev) != 1 || ev[0].Player != fp {
			t.Errorf("seed %d: first-player events %v, want one for %s", seed, ev, fp)
		}
		sp := s.last()
		if sp.Kind != core.PromptBreeding || sp.Player != fp || sp.Turn != 1 || g.TurnPlayer != fp {
			t.Errorf("seed %d: the first turn is not %s's: %s", seed, fp, sp)
		}
		if m := g.MemoryOf(fp); m != 0 {
			t.Errorf("seed %d: memory %d at the start, want 0", seed, m)
		}
	}
	if firsts[p1] == 0 || firsts[p2] == 0 {
		t.Errorf("over 16 seeds p1 went first %d times and p2 %d times; both must be able to", firsts[p1], firsts[p2])
	}
}

// 5-2-1-4: each player draws 5 cards as the opening hand; then, from the first player
// on, each may redraw once. 1-3-5: when several players choose at the same time, the
// turn (here: first) player chooses first.
func TestOpeningHandsThenRedrawsFirstPlayerFirst(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		var g *core.Game
		s := newScript(t, redraw(false), redraw(false))
		agent := core.AgentFunc(func(v core.View, p *core.Prompt) int {
			if p.Kind == core.PromptRedraw {
				for _, pl := range g.Players {
					if len(pl.Hand) != 5 {
						t.Errorf("seed %d: %s holds %d cards when the redraws are offered, want 5", seed, pl.ID, len(pl.Hand))
					}
				}
			}
			return s.Choose(v, p)
		})
		g = setupGame(t, seed, true, agent)
		runToHalt(t, g)
		if len(s.seen) < 2 || s.seen[0].Kind != core.PromptRedraw || s.seen[1].Kind != core.PromptRedraw {
			t.Fatalf("seed %d: want two redraw prompts first, got %v", seed, s.seen)
		}
		if s.seen[0].Player != g.FirstPlayer || s.seen[1].Player != g.FirstPlayer.Opponent() {
			t.Errorf("seed %d: redraws asked of %s then %s; the first player is %s", seed, s.seen[0].Player, s.seen[1].Player, g.FirstPlayer)
		}
		if n := s.count(core.PromptRedraw); n != 2 {
			t.Errorf("seed %d: %d redraw prompts, want one per player", seed, n)
		}
	}
}

// 5-2-1-5: a player who redraws returns the whole hand to the deck, shuffles, and draws 5.
func TestRedrawReturnsTheHandShufflesAndDrawsFive(t *testing.T) {
	s := newScript(t, redraw(false), redraw(true))
	g := setupGame(t, 3, true, s)
	runToHalt(t, g)
	who := g.FirstPlayer.Opponent()
	if !g.Players[who].Redrew || g.Players[who.Opponent()].Redrew {
		t.Fatalf("Redrew: %v %v", g.Players[p1].Redrew, g.Players[p2].Redrew)
	}
	i := eventIndex(g, kindIs(core.EvRedraw))
	if i < 0 || g.Events[i].Player != who {
		t.Fatalf("no redraw event for %s", who)
	}
	var seq []string
	for _, e := range g.Events[i+1:] {
		switch {
		case e.Kind == core.EvMove && e.Player == who && e.From == core.ZoneHand && e.To == core.ZoneDeck:
			seq = append(seq, "return")
		case e.Kind == core.EvShuffle && e.Player == who && e.From == core.ZoneDeck:
			seq = append(seq, "shuffle")
		case e.Kind == core.EvMove && e.Player == who && e.From == core.ZoneDeck && e.To == core.ZoneHand:
			seq = append(seq, "draw")
		}
	}
	want := []string{"return", "return", "return", "return", "return", "shuffle", "draw", "draw", "draw", "draw", "draw"}
	if !slices.Equal(seq, want) {
		t.Errorf("after the redraw: %v, want %v", seq, want)
	}
	// The second player has not drawn yet at the first player's breeding prompt.
	pl := g.Players[who]
	if len(pl.Hand) != 5 || len(pl.Deck) != 40 || len(pl.Security) != 5 {
		t.Errorf("after redrawing: hand %d deck %d security %d, want 5 40 5", len(pl.Hand), len(pl.Deck), len(pl.Security))
	}
}

// 5-2-1-6: each player puts the top 5 cards of the deck face down as the security stack,
// one at a time: the deck's top card ends up at the bottom of the security stack.
// 3-2-4: several cards of the deck go elsewhere together, but one at a time in steps.
func TestSecurityTopOfDeckGoesToTheBottom(t *testing.T) {
	var g *core.Game
	var top5 [2][]*core.Card // each deck's top 5, top first, after the redraws
	s := newScript(t, redraw(false), redraw(false))
	agent := core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if p.Kind == core.PromptRedraw {
			for _, pl := range g.Players {
				top5[pl.ID] = nil
				for i := 1; i <= 5; i++ {
					top5[pl.ID] = append(top5[pl.ID], pl.Deck[len(pl.Deck)-i])
				}
			}
		}
		return s.Choose(v, p)
	})
	g = setupGame(t, 11, true, agent)
	runToHalt(t, g)
	for _, pl := range g.Players {
		sec := pl.Security // bottom first
		if len(sec) != 5 {
			t.Fatalf("%s has %d security cards, want 5", pl.ID, len(sec))
		}
		for i, c := range top5[pl.ID] {
			if sec[i] != c {
				t.Errorf("%s: security card %d from the bottom is %v, want %v (the deck's card %d from the top)", pl.ID, i+1, sec[i], c, i+1)
			}
		}
		n := 0
		for _, e := range events(g, core.EvMove) {
			if e.Player == pl.ID && e.From == core.ZoneDeck && e.To == core.ZoneSecurity {
				n++
			}
		}
		if n != 5 {
			t.Errorf("%s: %d card moves into security, want 5, one at a time", pl.ID, n)
		}
	}
}
