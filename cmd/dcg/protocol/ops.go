package protocol

import (
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
)

// client names a seat the client drives.
const client = "client"

// GameState is the answer to new_game, answer and clone: the game's id, the decision
// waiting for the client (none once the game has ended) and how it ended.
type GameState struct {
	Game        string  `json:"game"`
	FirstPlayer string  `json:"first_player"`
	Prompt      *Prompt `json:"prompt,omitempty"`
	Result      *Result `json:"result,omitempty"`
	Events      int     `json:"events"` // how many events the game has had: the cursor of the latest
}

func (s *Server) state(g *session) GameState {
	return GameState{Game: g.id, FirstPlayer: g.g.FirstPlayer.String(), Prompt: g.pending,
		Result: resultOf(g.result), Events: len(g.g.Events)}
}

// newGame deals a game: decks, seed, who plays each seat, card folders.
func (s *Server) newGame(req *Request) (any, *Error) {
	if len(req.Decks) != 2 {
		return nil, errorf(CodeBadRequest, `new_game needs "decks": two decks, p1's and p2's`)
	}
	if req.Seed == nil {
		return nil, errorf(CodeBadRequest, `new_game needs "seed" (the same seed and answers give the same game)`)
	}
	agents := [2]string{client, client}
	switch len(req.Agents) {
	case 0:
	case 2:
		for i, a := range req.Agents {
			if a != "" {
				agents[i] = a
			}
		}
	default:
		return nil, errorf(CodeBadRequest, `"agents": one a seat, "client" for a seat the client drives`)
	}
	cards, err := s.env.Open(req.Cards)
	if err != nil {
		return nil, errorf(CodeBadRequest, "cards: %v", err)
	}
	var decks [2]core.DeckList
	for i, d := range req.Decks {
		if (d.Name == "") == (d.Cards == nil) {
			return nil, errorf(CodeBadRequest, `deck %d: give "name" or "cards", one of them`, i+1)
		}
		if decks[i], err = cards.Deck(d.Name, d.Cards); err != nil {
			return nil, errorf(CodeBadDeck, "deck %d: %v", i+1, err)
		}
	}
	s.made++
	g := &session{id: gameID(s.made), cards: cards, seed: *req.Seed}
	seats, bad := s.seats(g, agents, *req.Seed)
	if bad != nil {
		s.made--
		return nil, bad
	}
	effects, release := cards.Effects()
	release = withPlayouts(seats, cards, release)
	game, gerr := core.NewGame(core.Config{Seed: *req.Seed, Decks: decks, Agents: seats, Effects: effects, RecordEvents: true})
	if gerr != nil {
		release()
		s.made--
		return nil, errorf(CodeBadRequest, "%v", gerr)
	}
	g.g, g.release, g.agents, g.decks = game, release, agents, decks
	g.start(game.Run)
	s.games[g.id] = g
	return s.state(g), nil
}

// seats makes the agents of a game's seats: the client's, or an AI by name.
func (s *Server) seats(g *session, names [2]string, seed uint64) ([2]core.Agent, *Error) {
	var out [2]core.Agent
	for i, name := range names {
		if name == client {
			out[i] = clientSeat{g}
			continue
		}
		a, ok := s.env.Agent(name, core.PlayerID(i), seed)
		if !ok {
			return out, errorf(CodeBadRequest, "agent %d: no agent %q (want client, %s)", i+1, name, strings.Join(s.env.Agents, ", "))
		}
		out[i] = a
	}
	return out, nil
}

// player reads a request's "player".
func player(req *Request) (core.PlayerID, *Error) {
	var p core.PlayerID
	if err := p.UnmarshalText([]byte(req.Player)); err != nil || req.Player == "" {
		return 0, errorf(CodeBadRequest, `%q needs "player": "p1" or "p2"`, req.Op)
	}
	return p, nil
}

// view is what one player may see.
func (s *Server) view(g *session, req *Request) (any, *Error) {
	p, err := player(req)
	if err != nil {
		return nil, err
	}
	v := ViewOf(g.g.ViewOf(p))
	if g.pending != nil && g.pending.Player == p.String() {
		v.Prompt = g.pending
	}
	v.Ended = resultOf(g.result)
	return v, nil
}

// prompt is the decision waiting for the client.
func (s *Server) prompt(g *session, _ *Request) (any, *Error) { return s.state(g), nil }

// answer answers the waiting decision with an option's id.
func (s *Server) answer(g *session, req *Request) (any, *Error) {
	if req.Option == nil {
		return nil, errorf(CodeBadRequest, `answer needs "option": the id of a legal option, or -1 to concede`)
	}
	if g.pending == nil {
		return nil, errorf(CodeNoPrompt, "game %s waits for no answer: it has ended", g.id)
	}
	i := *req.Option
	if i != core.Concede && (i < 0 || i >= len(g.pending.Options)) {
		return nil, errorf(CodeIllegalAnswer, "option %d is not one of the %d legal options (0 to %d), nor -1 to concede",
			i, len(g.pending.Options), len(g.pending.Options)-1)
	}
	g.answer(i)
	return s.state(g), nil
}

// Events is the answer to events: the events after the cursor as a player sees them.
type Events struct {
	Events []core.Event `json:"events"`
	Next   int          `json:"next"` // the cursor to ask from next time
}

func (s *Server) events(g *session, req *Request) (any, *Error) {
	p, err := player(req)
	if err != nil {
		return nil, err
	}
	all := g.g.Events
	if req.Since < 0 || req.Since > len(all) {
		return nil, errorf(CodeBadRequest, `"since" %d: want 0 to %d`, req.Since, len(all))
	}
	out := make([]core.Event, 0, len(all)-req.Since)
	for _, ev := range all[req.Since:] {
		out = append(out, seenBy(ev, p))
	}
	return Events{Events: out, Next: len(all)}, nil
}

// clone makes a new game that stands where this one stands and goes on without it
// (core.Game.Clone), its seats played as this one's are.
func (s *Server) clone(g *session, _ *Request) (any, *Error) {
	if bad := notDealt(g, "clone"); bad != nil {
		return nil, bad
	}
	if g.result != nil {
		return nil, errorf(CodeNoPrompt, "game %s has ended: there is nothing to go on from", g.id)
	}
	s.made++
	c := &session{id: gameID(s.made), cards: g.cards, agents: g.agents, seed: g.seed, decks: g.decks}
	// An AI seat's agent in the clone is new, from the same seed and seat: it answers
	// as an agent of a game dealt with that seed, not as the original's goes on.
	seats, bad := s.seats(c, g.agents, g.seed)
	if bad != nil {
		s.made--
		return nil, bad
	}
	effects, release := g.cards.Effects()
	release = withPlayouts(seats, g.cards, release)
	game, err := g.g.Clone(seats, effects)
	if err != nil {
		release()
		s.made--
		return nil, errorf(CodeBadRequest, "%v", err)
	}
	c.g, c.release = game, release
	c.start(game.Run)
	s.games[c.id] = c
	return s.state(c), nil
}

// drop forgets a game, and stops it if it runs.
func (s *Server) drop(g *session, _ *Request) (any, *Error) {
	g.drop()
	delete(s.games, g.id)
	return Dropped{g.id, true}, nil
}

// Dropped is the answer to drop.
type Dropped struct {
	Game    string `json:"game"`
	Dropped bool   `json:"dropped"`
}

// ReplayResult is the answer to replay: the game so far as `dcg replay` reads it.
type ReplayResult struct {
	Replay *core.Replay `json:"replay"`
	// Line is a game log line: written alone to a file, `dcg replay FILE` tells the
	// game and `dcg replay FILE --verify` checks that it reproduces (when it has ended).
	Line *match.Game `json:"line"`
}

func (s *Server) replay(g *session, _ *Request) (any, *Error) {
	if bad := notDealt(g, "replay"); bad != nil {
		return nil, bad
	}
	rep := g.g.Replay()
	names := [2]string{rep.Decks[0].Name, rep.Decks[1].Name}
	layers, err := g.cards.Layers(g.decks)
	if err != nil {
		return nil, errorf(CodeInternal, "the card folders of the replay: %v", err)
	}
	rep.Layers = layers
	line := &match.Game{Type: match.GameLine, Seed: rep.Seed, Decks: names, Agents: g.agents, Replay: rep}
	if g.result != nil {
		line.SetResult(*g.result, g.g.FirstPlayer)
		line.Events = g.g.Events
	}
	return ReplayResult{Replay: rep, Line: line}, nil
}

// withPlayouts gives a search agent seated in the game (mcts) a host of its own for its
// playouts, with every card effect — a host serves one game at a time — and returns
// what frees the game's host and that one.
func withPlayouts(seats [2]core.Agent, cards Cards, release func()) func() {
	for _, a := range seats {
		if s, ok := a.(interface{ PlayOutWith(core.EffectSource) }); ok {
			playouts, releasePlayouts := cards.Effects()
			s.PlayOutWith(playouts)
			prev := release
			release = func() { releasePlayouts(); prev() }
		}
	}
	return release
}
