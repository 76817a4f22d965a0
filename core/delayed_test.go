package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func laterGame(t *testing.T) *Game {
	t.Helper()
	pass := AgentFunc(func(View, *Prompt) int { return 0 })
	g, err := NewPosition(Config{Seed: 1, Agents: [2]Agent{pass, pass}})
	require.NoError(t, err)
	g.SetTurn(0, 3, PhaseMain)
	return g
}

// ctx:later's timings (18-1): each waits for its own event and no other.
func TestDelayUntil(t *testing.T) {
	card := &Card{Data: &CardData{Number: "T-1"}}
	endOfTurn := func(p PlayerID) *Event { return &Event{Kind: EvPhase, Player: p, Text: PhaseEndOfTurn.String()} }
	for _, tc := range []struct {
		name  string
		later Later
		turn  PlayerID // whose turn the event comes in
		ev    func(g *Game) *Event
		fires bool
	}{
		{"end of this turn", LaterEndOfTurn, 0, func(*Game) *Event { return endOfTurn(0) }, true},
		{"end of your opponent's turn: not yours", LaterEndOfOpponentsTurn, 0, func(*Game) *Event { return endOfTurn(0) }, false},
		{"end of your opponent's turn", LaterEndOfOpponentsTurn, 1, func(*Game) *Event { return endOfTurn(1) }, true},
		{"start of your next turn: not theirs", LaterStartOfYourNextTurn, 1, func(*Game) *Event { return &Event{Kind: EvTurnStart, Player: 1} }, false},
		{"start of your next turn", LaterStartOfYourNextTurn, 0, func(*Game) *Event { return &Event{Kind: EvTurnStart, Player: 0} }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := laterGame(t)
			c := &Ctx{Game: g, Card: card, Player: 0}
			require.True(t, c.DelayUntil(tc.later, tc.name, func(*Ctx) {}))
			g.Turn++
			g.TurnPlayer = tc.turn
			g.collectDelayed(tc.ev(g))
			require.Equal(t, tc.fires, len(g.triggered) == 1)
		})
	}
	g := laterGame(t)
	require.False(t, (&Ctx{Game: g, Card: card}).DelayUntil(LaterEndOfAttack, "x", func(*Ctx) {}), "no attack in progress")
	require.Empty(t, g.delayed)
}

// "Until the end of your turn" ends with this turn when it is yours, with your next
// turn when it is your opponent's (15-13 durations).
func TestEndOfYourTurn(t *testing.T) {
	g := laterGame(t)
	mine := &Modifier{Player: 0, Until: EndOfYourTurn}
	theirs := &Modifier{Player: 1, Until: EndOfYourTurn}
	g.Grant(mine)
	g.Grant(theirs)
	require.Equal(t, 3, mine.expires)
	require.Equal(t, 4, theirs.expires)
	g.expireModifiers() // the end of turn 3, p1's
	require.Equal(t, []*Modifier{theirs}, g.modifiers)
	g.Turn = 4
	g.expireModifiers()
	require.Len(t, g.modifiers, 0)
}

// "At the end of the battle" waits for the battle of the attack in progress; if the
// attack ends without one, it stops waiting (a later battle does not bring it).
func TestDelayUntilEndOfBattle(t *testing.T) {
	card := &Card{Data: &CardData{Number: "T-1"}}
	g := laterGame(t)
	g.attack = &Attack{}
	c := &Ctx{Game: g, Card: card}
	require.True(t, c.DelayUntil(LaterEndOfBattle, "battle", func(*Ctx) {}))
	g.collectDelayed(&Event{Kind: EvBattleEnd})
	require.Len(t, g.triggered, 1, "the battle of this attack ended")

	g.triggered = nil
	require.True(t, c.DelayUntil(LaterEndOfBattle, "battle", func(*Ctx) {}))
	g.collectDelayed(&Event{Kind: EvAttackEnd})
	require.Empty(t, g.delayed, "the attack ended without a battle")
	g.attack = &Attack{}
	g.collectDelayed(&Event{Kind: EvBattleEnd})
	require.Empty(t, g.triggered)
}
