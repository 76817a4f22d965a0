package core

import "fmt"

// Phase is the part of the turn the game is in (6-1-2), plus setup and end of turn.
type Phase uint8

// The phases of a turn in order (6-1-2), and the end of turn (6-6).
const (
	PhaseSetup     Phase = iota // before the first turn (5-2)
	PhaseUnsuspend              // 6-2
	PhaseDraw                   // 6-3
	PhaseBreeding               // 6-4
	PhaseMain                   // 6-5
	PhaseEndOfTurn              // 6-6
)

var phaseNames = [...]string{"setup", "unsuspend", "draw", "breeding", "main", "end_of_turn"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", p)
}

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

func (g *Game) enterPhase(p Phase) {
	g.Phase = p
	g.emit(Event{Kind: EvPhase, Player: g.TurnPlayer, Text: p.String()})
}
