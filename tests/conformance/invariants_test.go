package conformance

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// fuzzDeck is a custom deck that reaches most of the core's paths: Digi-Eggs, Digimon of
// levels 3–7 in two colors with digivolution requirements, an ACE with <Overflow>, a
// Digimon printed with 0 DP and one without DP (both leave by rule check when played),
// a cost 13 Digimon, Tamers, Options of both colors. Cards whose number ends in "B",
// "S" or "R" get <Blocker>, <Security A. +1> or <Rush> when played (see keywordGrants).
func fuzzDeck(name string, c1, c2 core.Color) core.DeckList {
	d := core.DeckList{Name: name}
	add := func(card *core.CardData, n int) {
		for range n {
			d.Main = append(d.Main, card)
		}
	}
	num := func(s string) string { return name + "-" + s }
	add(digimon(num("3a"), c1, 3, 3, 3000, from(c1, 2, 0)), 4)
	add(digimon(num("3bB"), c2, 3, 2, 2000, from(c2, 2, 0)), 4)
	add(digimon(num("4a"), c1, 4, 5, 5000, from(c1, 3, 2)), 4)
	add(digimon(num("4bS"), c2, 4, 4, 4000, from(c2, 3, 1), from(c1, 3, 3)), 4)
	add(digimon(num("5a"), c1, 5, 6, 7000, from(c1, 4, 2)), 4)
	add(digimon(num("5bR"), c2, 5, 5, 6000, from(c2, 4, 3)), 3)
	ace := digimon(num("6ace"), c1, 6, 8, 11000, from(c1, 5, 3))
	ace.Ace, ace.Overflow = true, 3
	add(ace, 3)
	add(digimon(num("6b"), c2, 6, 9, 10000, from(c2, 5, 3)), 3)
	add(digimon(num("7big"), c1, 7, 13, 15000, from(c1, 6, 4)), 2)
	add(digimon(num("zero"), c1, 3, 1, 0), 2)
	noDP := digimon(num("nodp"), c2, 3, 1, 0)
	noDP.HasDP = false
	add(noDP, 2)
	add(tamer(num("t1"), c1, 2), 4)
	add(tamer(num("t2"), c2, 1), 3)
	add(option(num("o1"), core.ColorsOf(c1), 1), 3)
	add(option(num("o2"), core.ColorsOf(c1, c2), 0), 2)
	add(option(num("o3"), core.ColorsOf(c2), 2), 3)
	d.Eggs = []*core.CardData{egg(num("e1"), c1), egg(num("e1"), c1), egg(num("e2"), c2), egg(num("e2"), c2)}
	return d
}

// keywordGrants is an observer that gives played Digimon the keyword their number asks
// for, standing in for keyword effects.
func keywordGrants(g *core.Game, ev *core.Event) {
	if ev.Kind != core.EvPlay {
		return
	}
	o := objByID(g, ev.Obj)
	if o == nil {
		return
	}
	switch {
	case strings.HasSuffix(ev.Card, "B"):
		g.Grant(&core.Modifier{Target: o, Keywords: []core.Keyword{core.Blocker}})
	case strings.HasSuffix(ev.Card, "S"):
		g.Grant(&core.Modifier{Target: o, Checks: 1})
	case strings.HasSuffix(ev.Card, "R"):
		g.Grant(&core.Modifier{Target: o, Keywords: []core.Keyword{core.Rush}})
	}
}

// TestInvariantsOverRandomGames plays many seeded games of random agents and checks, at
// every prompt: the engine's invariants (every card in one place, card counts conserved,
// memory within −10…10, …), at least one option, the right player asked, and the turn
// player's memory not on the opponent's side at a main phase prompt (6-1-4-1); at the
// end: no error, a winner and a reason, and attacks declared only by the turn player
// (11-1-2).
func TestInvariantsOverRandomGames(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 50
	}
	reasons := map[string]int{}
	prompts := map[core.PromptKind]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		var g *core.Game
		var failure string
		check := func(a core.Agent) core.Agent {
			return core.AgentFunc(func(v core.View, p *core.Prompt) int {
				prompts[p.Kind]++
				if failure == "" {
					failure = promptProblem(g, p)
				}
				if failure != "" {
					return core.Halt
				}
				return a.Choose(v, p)
			})
		}
		var err error
		g, err = core.NewGame(core.Config{Seed: seed, RecordEvents: true, Observers: []core.EventObserver{keywordGrants},
			Decks:  [2]core.DeckList{fuzzDeck("R", core.Red, core.Yellow), fuzzDeck("B", core.Blue, core.Green)},
			Agents: [2]core.Agent{check(core.NewRandomAgent(seed * 31)), check(core.NewRandomAgent(seed*17 + 5))}})
		if err != nil {
			t.Fatal(err)
		}
		res := g.Run()
		switch {
		case failure != "":
			t.Fatalf("seed %d, turn %d: %s", seed, g.Turn, failure)
		case res.Err != nil:
			t.Fatalf("seed %d: the game ended with an error: %v", seed, res.Err)
		case res.Halted || res.Draw || res.Reason == "":
			t.Fatalf("seed %d: no winner: %+v", seed, res)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d, at the end: %v", seed, err)
		}
		if msg := attackerProblem(g); msg != "" {
			t.Fatalf("seed %d: %s", seed, msg)
		}
		reasons[res.Reason]++
	}
	t.Logf("end reasons %v, prompts %v", reasons, prompts)
	// The games must reach the paths they are meant to exercise.
	if reasons[core.ReasonSecurity] == 0 || prompts[core.PromptBlock] == 0 || prompts[core.PromptBreeding] == 0 {
		t.Errorf("the random games miss paths: end reasons %v, prompts %v", reasons, prompts)
	}
}

// promptProblem says what is wrong at a prompt, or "".
func promptProblem(g *core.Game, p *core.Prompt) string {
	if err := g.CheckInvariants(); err != nil {
		return err.Error()
	}
	if len(p.Choices) == 0 {
		return fmt.Sprintf("a %s prompt with no option", p.Kind)
	}
	switch p.Kind {
	case core.PromptMain, core.PromptBreeding:
		if p.Player != g.TurnPlayer {
			return fmt.Sprintf("a %s prompt for the non-turn player", p.Kind)
		}
		if p.Kind == core.PromptMain && g.Memory() < 0 {
			return fmt.Sprintf("a main phase prompt with memory %d: the turn should have ended (6-1-4-1)", g.Memory())
		}
	case core.PromptBlock:
		if p.Player == g.TurnPlayer {
			return "a block prompt for the turn player"
		}
	}
	return ""
}

// attackerProblem checks the event log: every attack is declared by the turn player.
func attackerProblem(g *core.Game) string {
	var tp core.PlayerID
	for _, e := range g.Events {
		switch e.Kind {
		case core.EvTurnStart:
			tp = e.Player
		case core.EvAttack:
			if e.Player != tp {
				return fmt.Sprintf("turn %d: %s attacked in %s's turn", e.Turn, e.Player, tp)
			}
		}
	}
	return ""
}
