package match

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// scriptFault stands for the effect layer's script error (core.ScriptFault).
type scriptFault struct{}

func (scriptFault) Error() string { return "script error in T-03 (mods/T/T-03.lua:4): boom\nstack" }
func (scriptFault) Fault() (card, file string, line int) {
	return "T-03", "mods/T/T-03.lua", 4
}

// A game that ended in a script error keeps where it is (card, file, line), also
// when the error is wrapped; the summary counts every errored game and describes the
// first few, in game order, leaving them out of every statistic.
func TestErroredGamesInTheSummary(t *testing.T) {
	tally := NewTally()
	for i := range 7 {
		g := &Game{Type: GameLine, Index: i, Seed: uint64(100 + i), Decks: [2]string{"a", "b"}}
		switch i {
		case 0:
			g.SetResult(core.Result{Winner: core.PlayerID(0), Reason: "security", Turns: 9}, core.PlayerID(1))
		case 1:
			g.SetResult(core.Result{Err: errors.New("engine error in turn 3: boom"), Turns: 3}, core.PlayerID(0))
			assert.Nil(t, g.ErrorAt, "an engine error has no script line")
		default:
			g.SetResult(core.Result{Err: fmt.Errorf("wrapped: %w", scriptFault{}), Turns: 4}, core.PlayerID(0))
			require.NotNil(t, g.ErrorAt)
			assert.Equal(t, ErrorAt{Card: "T-03", File: "mods/T/T-03.lua", Line: 4}, *g.ErrorAt)
		}
		tally.Add(g)
	}
	s := tally.Summary()
	assert.Equal(t, 7, s.Games)
	assert.Equal(t, 6, s.Errors)
	assert.Equal(t, 1, s.P1Wins)
	assert.Equal(t, 1.0, s.Players[0].WinRate.Rate, "the rate is over the one game that ended")
	require.Len(t, s.ErrorGames, maxErrorGames)
	assert.Equal(t, GameError{Game: 1, Seed: 101, Error: "engine error in turn 3: boom"}, s.ErrorGames[0])
	assert.Equal(t, GameError{Game: 2, Seed: 102, ErrorAt: ErrorAt{Card: "T-03", File: "mods/T/T-03.lua", Line: 4},
		Error: "wrapped: script error in T-03 (mods/T/T-03.lua:4): boom"}, s.ErrorGames[1])
	assert.Equal(t, "game 2 (seed 102): wrapped: script error in T-03 (mods/T/T-03.lua:4): boom", s.FirstErrors[1])
}
