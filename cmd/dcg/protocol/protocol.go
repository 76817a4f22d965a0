// Package protocol is dcg's engine protocol: JSON lines on a pair of streams, one
// request a line and one response a line, for bots and tools in any language
// (`dcg serve --stdio`). Its requests, responses and errors are documented in
// README.md and, versioned, in schema.json.
package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/dcg-engine/dcg/core"
)

// Version is the protocol's version: a client checks it in hello's answer. Fields
// are added to it without a new version; none is renamed or takes another meaning.
const Version = 1

// maxLine is the longest request line the server reads; a longer one is refused
// (bad_request) and the server goes on with the next.
const maxLine = 1 << 20

// Env is what the server needs from the command that runs it.
type Env struct {
	Engine   string // the engine's version
	PoolHash string // a hash of the built-in card pool, card data and scripts
	// Open gives the cards of a game: the command's pool with the card folders dirs
	// on top (none: the command's own pool).
	Open func(dirs []string) (Cards, error)
	// Agent makes the agent named name for a seat not driven by the client, from the
	// game's seed; false for an unknown name.
	Agent func(name string, seat core.PlayerID, seed uint64) (core.Agent, bool)
	// Agents names the agents Agent knows, for error messages.
	Agents []string
}

// Cards is a card pool a game is played with.
type Cards interface {
	// Deck is a deck by built-in name or file ("st1"), or by a list of card numbers,
	// one a copy, Digi-Eggs among them; validated for casual play (1-4-1).
	Deck(name string, list []string) (core.DeckList, error)
	// Effects is a fresh host of the cards' effects for one game, and what frees it.
	Effects() (core.EffectSource, func())
	// Layers are the card folders on top of the built-in pool, as replays record them.
	Layers(decks [2]core.DeckList) ([]core.ReplayLayer, error)
}

// Server answers requests. It holds many games at once, each under its id; it is
// not safe for concurrent use (one request at a time, as a stream gives them).
type Server struct {
	env   Env
	games map[string]*session
	made  int // games made, for the next id
}

// NewServer makes a server with no game.
func NewServer(env Env) *Server { return &Server{env: env, games: map[string]*session{}} }

// Serve reads requests from in, one JSON object a line, and writes one response a
// line to out, until in ends; then it drops every game. A bad line is answered with
// an error and the server goes on; only a failure to write ends it early.
func (s *Server) Serve(in io.Reader, out io.Writer) error {
	defer s.Close()
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	for {
		line, tooLong, err := readLine(r)
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			var resp Response
			if tooLong {
				resp = failure(nil, errorf(CodeBadRequest, "a request line is longer than %d bytes", maxLine))
			} else {
				resp = s.Handle(line)
			}
			b, merr := json.Marshal(resp)
			if merr != nil {
				b, _ = json.Marshal(failure(resp.ID, errorf(CodeInternal, "the response could not be written: %v", merr)))
			}
			w.Write(append(b, '\n'))
			if werr := w.Flush(); werr != nil {
				return werr
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// readLine reads one line, without its end; a line longer than maxLine is read to
// its end and reported too long.
func readLine(r *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		part, isPrefix, err := r.ReadLine()
		if !tooLong {
			line = append(line, part...)
			if len(line) > maxLine {
				line, tooLong = nil, true
			}
		}
		if err != nil || !isPrefix {
			return line, tooLong, err
		}
	}
}

// Close drops every game.
func (s *Server) Close() {
	for _, id := range s.ids() {
		s.games[id].drop()
		delete(s.games, id)
	}
}

// ids are the games' ids in the order they were made (no map order: determinism).
func (s *Server) ids() []string {
	var out []string
	for i := 1; i <= s.made; i++ {
		if id := gameID(i); s.games[id] != nil {
			out = append(out, id)
		}
	}
	return out
}

func gameID(n int) string { return fmt.Sprintf("g%d", n) }

// Handle answers one request line.
func (s *Server) Handle(line []byte) Response {
	var req Request
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return failure(idOf(line), requestError(err))
	}
	if dec.More() {
		return failure(req.ID, errorf(CodeBadJSON, "one JSON object a line: something follows the request"))
	}
	result, err := s.do(&req)
	if err != nil {
		return failure(req.ID, err)
	}
	return Response{ID: req.ID, OK: true, Result: result}
}

// do carries out a request.
func (s *Server) do(req *Request) (any, *Error) {
	switch req.Op {
	case "hello":
		return Hello{Engine: s.env.Engine, Protocol: Version, PoolHash: s.env.PoolHash, Agents: s.env.Agents}, nil
	case "new_game":
		return s.newGame(req)
	case "":
		return nil, errorf(CodeBadRequest, `a request needs "op"`)
	}
	handle := gameOp(req.Op)
	if handle == nil {
		return nil, errorf(CodeUnknownOp, "unknown op %q (want hello, new_game, view, prompt, answer, events, clone, drop, replay)", req.Op)
	}
	if req.Game == "" {
		return nil, errorf(CodeBadRequest, `op %q needs "game"`, req.Op)
	}
	g := s.games[req.Game]
	if g == nil {
		return nil, errorf(CodeUnknownGame, "no game %q (dropped, or never made)", req.Game)
	}
	return handle(s, g, req)
}

// gameOp is what carries out a request about one game, or nil for an unknown op.
func gameOp(op string) func(*Server, *session, *Request) (any, *Error) {
	switch op {
	case "view":
		return (*Server).view
	case "prompt":
		return (*Server).prompt
	case "answer":
		return (*Server).answer
	case "events":
		return (*Server).events
	case "clone":
		return (*Server).clone
	case "drop":
		return (*Server).drop
	case "replay":
		return (*Server).replay
	}
	return nil
}
