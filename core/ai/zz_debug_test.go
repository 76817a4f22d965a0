package ai_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
)

type tracer struct {
	a   core.Agent
	out *os.File
}

func (t tracer) Choose(v core.View, p *core.Prompt) int {
	i := t.a.Choose(v, p)
	if p.Kind == core.PromptMain || p.Kind == core.PromptBlock || p.Kind == core.PromptBreeding {
		fmt.Fprintf(t.out, "T%d mem=%d mySec=%d oppSec=%d hand=%d  ", v.Turn(), v.Memory(), v.SecurityCount(v.Me()), v.SecurityCount(v.Me().Opponent()), len(v.Hand()))
		for _, o := range v.Battle(v.Me()) {
			dp, _ := v.DP(o)
			fmt.Fprintf(t.out, "[%s %d%s]", o.Top().Data.Name, dp, map[bool]string{true: "S"}[o.Suspended])
		}
		fmt.Fprintf(t.out, " vs ")
		for _, o := range v.Battle(v.Me().Opponent()) {
			dp, _ := v.DP(o)
			fmt.Fprintf(t.out, "[%s %d%s]", o.Top().Data.Name, dp, map[bool]string{true: "S"}[o.Suspended])
		}
		fmt.Fprintf(t.out, "\n   %s -> %s\n", p.Kind, p.Choices[i])
	}
	return i
}

func TestDebugTrace(t *testing.T) {
	if os.Getenv("AIDBG") == "" {
		t.Skip()
	}
	pool, _ := cardpool.Open(cards.FS)
	d2, _ := deck.Builtin(cards.FS, "st3", pool)
	d3, _ := deck.Builtin(cards.FS, "st3", pool)
	f, _ := os.Create("/tmp/aidbg/trace.txt")
	defer f.Close()
	for i := range 8 {
		seed := match.GameSeed(5, i)
		cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{d2.List(), d3.List()}}
		cfg.Agents[0] = tracer{ai.NewGreedy(seed), f}
		cfg.Agents[1] = core.NewRandomAgent(seed + 1)
		g, _ := core.NewGame(cfg)
		r := g.Run()
		fmt.Fprintf(f, "=== game %d: winner %v %s turns %d first %v\n", i, r.Winner, r.Reason, r.Turns, g.FirstPlayer)
	}
}
