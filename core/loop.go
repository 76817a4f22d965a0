package core

// Endless loops (18-3). A loop is processing that goes on forever (18-3-1). When
// either player could stop it, the loop asks them something — a choice, a "you may" —
// and 18-3-3 plays out through those decisions. A loop that asks nobody anything is
// one neither player can stop: the game is a draw (18-3-2). The engine recognizes it
// by a long run of state changes without a single decision: far more than any real
// processing makes (a whole game without effects makes about 700 events in all).

// maxQuietEvents is how many events may follow each other without a decision.
const maxQuietEvents = 20000

// ReasonLoop is the reason of a draw by an endless loop (18-3-2).
const ReasonLoop = "loop"

func (g *Game) endlessLoop() {
	g.result = &Result{Draw: true, Reason: ReasonLoop}
	g.quiet = 0
	g.emit(Event{Kind: EvGameEnd, Text: "draw: endless loop (18-3-2)"})
	panic(gameOver{})
}
