package games

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// FuzzAnswers: any sequence of legal answers to the prompts of an ST1 vs ST2 game with
// every effect plays to an end with no error, the invariants holding at every
// decision.
func FuzzAnswers(f *testing.F) {
	decks, pool := loadDecks(f)
	host := scripting.ForPool(pool).NewHost()
	defer host.Close()
	f.Add([]byte{0, 1, 2, 3, 4, 5})
	f.Add([]byte{255, 7, 0, 0, 9})
	f.Fuzz(func(t *testing.T, answers []byte) {
		next := 0
		var g *core.Game
		agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			if len(answers) == 0 {
				return 0
			}
			b := int(answers[next%len(answers)])
			next++
			return b % len(p.Choices)
		})
		var err error
		g, err = core.NewGame(core.Config{Seed: uint64(len(answers)), Decks: [2]core.DeckList{decks["st1"], decks["st2"]},
			Agents: [2]core.Agent{agent, agent}, Effects: host, MaxTurns: 200})
		if err != nil {
			t.Fatal(err)
		}
		if r := g.Run(); r.Err != nil {
			t.Fatalf("answers %v: %v", answers, r.Err)
		}
	})
}
