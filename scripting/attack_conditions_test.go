package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// attackBoard: p1's main phase of turn 3; p1 has this card (T-1, played first, its
// on_play runs) and an Agumon (T-3, 2000 DP) that then attacks the player; p2 has a
// Gabumon (T-OPP) with <Blocker> and one security card, sec. p2 blocks when it can.
// The game halts at p1's next main-phase decision.
func attackBoard(t *testing.T, src string, sec *core.CardData, more scripts) (*core.Game, []core.Event) {
	t.Helper()
	all := scripts{"T-1": src, "T-OPP": `return card { keywords = { "Blocker" } }`}
	for k, v := range more {
		all[k] = v
	}
	h := testLib(all).NewHost()
	t.Cleanup(h.Close)
	step := 0
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		switch p.Kind {
		case core.PromptMain:
			step++
			for i, c := range p.Choices {
				if step == 1 && c.Action == core.ActPlay && c.Card.Data == cardT1 ||
					step == 2 && c.Action == core.ActAttack && c.Obj.Top().Data == cardT3 && c.Target == nil {
					return i
				}
			}
			return core.Halt
		case core.PromptBlock:
			for i, c := range p.Choices {
				if c.Action == core.ActBlock {
					return i
				}
			}
		}
		return 0
	})
	g, err := core.NewPosition(core.Config{Seed: 1, Agents: [2]core.Agent{agent, agent}, Effects: h, RecordEvents: true})
	require.NoError(t, err)
	g.SetTurn(0, 3, core.PhaseMain)
	g.SetMemory(0, 5, "test")
	for p := range 2 {
		for range 3 {
			g.AddCard(core.PlayerID(p), core.ZoneDeck, filler)
		}
	}
	g.AddCard(0, core.ZoneHand, cardT1)
	g.AddObject(0, core.ZoneBattle, cardT3)
	g.AddObject(1, core.ZoneBattle, cardOpp)
	g.AddCard(1, core.ZoneSecurity, sec)
	res := g.Resume()
	require.NoError(t, res.Err)
	return g, g.Events
}

func logged(evs []core.Event, k core.EventKind) int {
	n := 0
	for _, ev := range evs {
		if ev.Kind == k {
			n++
		}
	}
	return n
}

// "Can't be blocked" and "its attack target can't change" keep <Blocker> out (12-1,
// Q2280); without them p2 blocks.
func TestCannotBeBlocked(t *testing.T) {
	for _, tc := range []struct {
		what    string
		blocked bool
	}{{"", true}, {"be_blocked", false}, {"change_attack_target", false}} {
		t.Run(tc.what, func(t *testing.T) {
			src := `return card { on_play = function(ctx) end }`
			if tc.what != "" {
				src = `return card { on_play = function(ctx)
					ctx:cannot(ctx:all({ owner = "you", name = "Agumon" })[1], "` + tc.what + `", "turn")
				end }`
			}
			g, evs := attackBoard(t, src, filler, nil)
			require.Equal(t, tc.blocked, logged(evs, core.EvBlock) == 1)
			require.Equal(t, tc.blocked, len(g.Players[1].Security) == 1, "blocked: the security is not checked")
		})
	}
}

// "[Security] At the end of the battle, play this card" (14-2-5, Q1062): the Security
// Digimon battles, loses, and is played when the battle ends instead of being trashed.
func TestLaterEndOfBattle(t *testing.T) {
	sukamon := &core.CardData{Number: "T-S", Name: "Sukamon", Kind: core.Digimon, Colors: red, Level: 3, Cost: 3, HasCost: true, DP: 1000, HasDP: true}
	g, evs := attackBoard(t, `return card { on_play = function(ctx)
		ctx:cannot(ctx:all("opponent_digimon"), "block", "turn")
	end }`, sukamon, scripts{"T-S": `return card { security = function(ctx)
		ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
	end }`})
	require.Equal(t, 1, logged(evs, core.EvBattleEnd))
	require.Len(t, g.Players[1].Battle, 2, "Sukamon was played at the end of the battle")
	require.Empty(t, g.Players[1].Trash)
}

// "When this Digimon attacks a player" reads the target chosen at the declaration
// (11-2-7-6): blocked, the attack targets the blocker now, and declared_player stays
// true. Agumon attacks p2, gains 1 memory at [When Attacking] (declared on the player,
// targeting the player), is blocked by Gabumon, and draws 1 when blocked (declared on
// the player, targeting a Digimon now).
func TestDeclaredOnThePlayerThroughABlock(t *testing.T) {
	g, evs := attackBoard(t, `return card { on_play = function(ctx) end }`, filler, scripts{"T-3": `return card {
		when_attacking = function(ctx)
			local a = ctx:current_attack()
			if a.declared_player and a.player then ctx:gain_memory(1) end
		end,
		when = { { on = "blocked", subject = "self", run = function(ctx)
			local a = ctx:current_attack()
			if a.declared_player and not a.player then ctx:draw(1) end
		end } },
	}`})
	require.Equal(t, 1, logged(evs, core.EvBlock))
	require.Equal(t, 6, g.Memory(), "declared on the player and targeting it: 1 memory")
	require.Len(t, g.Players[0].Hand, 1, "blocked: declared on the player, targeting the blocker")
}
