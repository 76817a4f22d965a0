package protocol

import (
	"github.com/dcg-engine/dcg/core"
)

// Built is a game its caller set up rather than dealt from two decks: a scenario's
// board (dcg play --position, the web board's position page).
type Built struct {
	Game    *core.Game
	Run     func() core.Result // what plays it on: the game's Resume, for a position
	Release func()             // frees what the game holds (its effects host)
}

// NewGameFrom serves a game its caller builds: build gets the seats' agents (the
// client's, or an AI by name, from seed) and sets the game up with them. The game is
// then a game like any other to view, prompt, answer, events and drop; it has no
// replay (a replay starts from decks) and is not cloned.
func (s *Server) NewGameFrom(agents [2]string, seed uint64, build func(seats [2]core.Agent) (Built, error)) (GameState, *Error) {
	s.made++
	g := &session{id: gameID(s.made), seed: seed, agents: agents, built: true}
	seats, bad := s.seats(g, agents, seed)
	if bad != nil {
		s.made--
		return GameState{}, bad
	}
	b, err := build(seats)
	if err != nil {
		s.made--
		return GameState{}, errorf(CodeBadRequest, "%v", err)
	}
	g.g, g.release = b.Game, b.Release
	g.start(b.Run)
	s.games[g.id] = g
	return s.state(g), nil
}

// notDealt refuses an op that needs a game's decks for a game that was built.
func notDealt(g *session, op string) *Error {
	if g.built {
		return errorf(CodeBadRequest, "game %s started from a position, not from decks: it has no %s", g.id, op)
	}
	return nil
}
