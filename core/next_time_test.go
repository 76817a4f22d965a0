package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A "next time" waits for the period it was made for, counted as Grant counts it, and
// no longer; made in p1's turn 3.
func TestNextTimeWaitsForItsPeriod(t *testing.T) {
	card := &Card{Data: &CardData{Number: "T-1"}}
	for _, tc := range []struct {
		name    string
		until   Duration
		waiting []int // the turns it still waits in: 3, 4, 5
	}{
		{"this turn", EndOfTurn, []int{3}},
		{"until the end of your opponent's turn", EndOfOpponentsTurn, []int{3, 4}},
		{"until the end of your next turn", EndOfYourNextTurn, []int{3, 4, 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := laterGame(t)
			e := &Effect{Card: "T-1", Label: "[Main]", Kind: Immediate, Trigger: func(*Ctx, *Event) bool { return true }}
			require.NoError(t, (&Ctx{Game: g, Card: card, Player: 0}).NextTime(e, tc.until))
			var got []int
			for turn := 3; turn <= 5; turn++ {
				g.Turn = turn
				n := 0
				g.eachNextTime(func(live) bool { n++; return true })
				if n == 1 {
					got = append(got, turn)
				}
				g.expireNextTimes() // as the turn ends
			}
			require.Equal(t, tc.waiting, got)
		})
	}
}

// Only an immediate effect or a "when" trigger can wait for the next time; a period is
// needed.
func TestNextTimeNeedsAnEventAndAPeriod(t *testing.T) {
	g := laterGame(t)
	c := &Ctx{Game: g, Card: &Card{Data: &CardData{Number: "T-1"}}}
	require.ErrorContains(t, c.NextTime(&Effect{Kind: Triggered, Timing: WhenAttacking}, EndOfTurn), "waits for an event")
	require.ErrorContains(t, c.NextTime(&Effect{Kind: Immediate}, WhileOnField), "needs a period")
	require.Empty(t, g.nextTimes)
	require.Empty(t, g.delayed)
}
