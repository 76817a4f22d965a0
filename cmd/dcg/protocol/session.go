package protocol

import (
	"github.com/dcg-engine/dcg/core"
)

// session is one game the server holds. The game runs in a goroutine of its own and
// stops at each decision of a seat the client drives: the seat's agent hands the
// prompt over and waits for the answer. Only one of the two runs at a time (each
// waits for the other on a channel), so the server reads the game between requests
// as if it ran in one goroutine, and the game is the same, seed and answers alike,
// as if it ran in a batch (determinism).
type session struct {
	id      string
	g       *core.Game
	cards   Cards
	decks   [2]core.DeckList
	release func()       // frees the game's effects host
	agents  [2]string    // per seat: "client" or the agent's name
	seed    uint64       // for the AI seats of clones
	asks    chan *Prompt // the game → the server: a decision for the client
	answers chan int     // the server → the game: its answer
	done    chan core.Result
	pending *Prompt      // the decision waiting for the client, or nil
	result  *core.Result // how the game ended, once it has
	built   bool         // set up by its caller (NewGameFrom), not dealt from decks
}

// clientSeat is the agent of a seat the client drives.
type clientSeat struct{ s *session }

// Choose implements core.Agent: it describes the prompt while it is valid (inside
// this call), hands it to the server and waits for the answer.
func (c clientSeat) Choose(v core.View, p *core.Prompt) int {
	c.s.asks <- describePrompt(v, p)
	return <-c.s.answers
}

// start runs the game (or goes on with it: run is Run or a clone's Run) and waits
// for its first decision for the client or its end.
func (s *session) start(run func() core.Result) {
	s.asks = make(chan *Prompt)
	s.answers = make(chan int)
	s.done = make(chan core.Result, 1)
	go func() { s.done <- run() }()
	s.wait()
}

// wait waits until the game asks the client or ends.
func (s *session) wait() {
	select {
	case p := <-s.asks:
		s.pending = p
	case r := <-s.done:
		// The host stays until the game is dropped: a view of the ended game
		// still derives DP through the cards' persistent effects.
		s.pending, s.result = nil, &r
	}
}

// answer gives the pending prompt its answer and waits for the next one.
func (s *session) answer(i int) {
	s.pending = nil
	s.answers <- i
	s.wait()
}

// drop stops a game that still runs (its pending prompt answered with core.Halt:
// the engine unwinds and records nothing) and frees its host.
func (s *session) drop() {
	if s.result == nil && s.pending != nil {
		s.answer(core.Halt)
	}
	s.release()
}
