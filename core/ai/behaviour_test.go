package ai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/ai"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting"
)

// board is a position in p1's main phase of turn 3, with the cards' scripted effects.
type board struct {
	t    *testing.T
	pool *cardpool.Pool
	g    *core.Game
	// the answers of the other player, then the greedy player's first decision
	script func(v core.View, p *core.Prompt) int
	who    core.PlayerID
	got    *core.Choice
}

func newBoard(t *testing.T, who core.PlayerID) *board {
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	host := scripting.ForPool(pool).NewHost()
	t.Cleanup(host.Close)
	b := &board{t: t, pool: pool, who: who}
	greedy := ai.NewGreedy(1)
	agent := core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if p.Player != b.who {
			return b.script(v, p)
		}
		i := greedy.Choose(v, p)
		c := p.Choices[i]
		b.got = &c
		return core.Halt
	})
	b.g, err = core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: host})
	require.NoError(t, err)
	b.g.SetTurn(0, 3, core.PhaseMain)
	for p := range 2 {
		for range 5 {
			b.add(core.PlayerID(p), core.ZoneDeck, "ST1-04")
		}
	}
	return b
}

func (b *board) card(n string) *core.CardData {
	d, err := b.pool.Card(n)
	require.NoError(b.t, err)
	return d
}

func (b *board) add(p core.PlayerID, z core.Zone, numbers ...string) {
	for _, n := range numbers {
		b.g.AddCard(p, z, b.card(n))
	}
}

func (b *board) battle(p core.PlayerID, n string) *core.FieldObject {
	return b.g.AddObject(p, core.ZoneBattle, b.card(n))
}

// decide plays on until the greedy player decides, and returns its choice.
func (b *board) decide() core.Choice {
	b.t.Helper()
	res := b.g.Resume()
	require.True(b.t, res.Halted, "the game ended: %+v", res)
	require.NotNil(b.t, b.got)
	return *b.got
}

func TestGreedyAttacksForTheWin(t *testing.T) {
	b := newBoard(t, 0)
	greymon := b.battle(0, "ST1-07")
	b.add(0, core.ZoneHand, "ST1-03") // a play that would keep the turn going
	b.g.SetMemory(0, 5, "test")
	c := b.decide()
	require.Equal(t, core.ActAttack, c.Action, "chose %s", c)
	require.Same(t, greymon, c.Obj)
	require.Nil(t, c.Target)
}

func TestGreedyDoesNotAttackIntoABiggerBlocker(t *testing.T) {
	b := newBoard(t, 0)
	b.battle(0, "ST1-03") // Agumon, 3000 DP on its turn
	b.battle(1, "ST1-06") // Coredramon, 6000 DP, <Blocker>
	b.add(1, core.ZoneSecurity, "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04")
	c := b.decide()
	require.Equal(t, core.ActPass, c.Action, "chose %s", c)
}

func TestGreedyBlocksToSaveItsLastSecurity(t *testing.T) {
	b := newBoard(t, 1)
	metal := b.battle(0, "ST1-09")        // MetalGreymon, 7000 DP
	blocker := b.battle(1, "ST1-06")      // Coredramon, 6000 DP: loses the battle
	b.add(0, core.ZoneSecurity, "ST1-04") // p2 has none left
	b.script = func(_ core.View, p *core.Prompt) int {
		for i, c := range p.Choices {
			if c.Action == core.ActAttack && c.Obj == metal && c.Target == nil {
				return i
			}
		}
		t.Fatalf("p1 cannot attack: %s", p)
		return 0
	}
	c := b.decide()
	require.Equal(t, core.ActBlock, c.Action, "chose %s", c)
	require.Same(t, blocker, c.Obj)
}

func TestGreedyDigivolvesBeforeAttacking(t *testing.T) {
	b := newBoard(t, 0)
	agumon := b.battle(0, "ST1-03")
	b.add(0, core.ZoneHand, "ST1-07") // Greymon: digivolves from a red level 3 for 2
	b.add(1, core.ZoneSecurity, "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04")
	b.g.SetMemory(0, 3, "test")
	c := b.decide()
	require.Equal(t, core.ActDigivolve, c.Action, "chose %s", c)
	require.Same(t, agumon, c.Obj)
}
