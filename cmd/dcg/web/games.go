package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sync"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/core"
)

// games are the board's games: the protocol server's, one request at a time (it is
// not safe for concurrent use), at most max of them live. A page left open, or many,
// cannot make the server hold games without end: a new game beyond max drops the one
// least recently used.
type games struct {
	mu    sync.Mutex
	srv   *protocol.Server
	max   int
	live  []string                                       // game ids, the least recently used first
	cards map[string]func(string) (*core.CardData, bool) // a position's cards, by game
	decks map[string]bool                                // the built-in deck names
}

func newGames(env Env, max int) *games {
	g := &games{srv: env.Games, max: max, cards: map[string]func(string) (*core.CardData, bool){}, decks: map[string]bool{}}
	for _, d := range env.Decks {
		g.decks[d.Name] = true
	}
	return g
}

// webOps are the protocol's ops a page may send. Not clone: a page has no use for a
// branch of its game, and every clone would be one more game to hold.
var webOps = []string{"hello", "new_game", "view", "prompt", "answer", "events", "drop", "replay"}

// handle answers one protocol request, as `dcg serve --stdio` answers a line, after
// the board's own checks: an op a page may send, no card folder, and a deck by a
// built-in name or by its cards (a deck name is otherwise a file the server reads).
func (g *games) handle(body []byte) protocol.Response {
	var req protocol.Request
	if err := json.Unmarshal(body, &req); err != nil {
		// What the checks cannot read is not served.
		return protocol.Response{Error: &protocol.Error{Code: protocol.CodeBadJSON, Message: "not a protocol request: " + err.Error()}}
	}
	if bad := g.refuse(&req); bad != nil {
		return protocol.Response{ID: req.ID, Error: bad}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	resp := g.srv.Handle(body)
	if !resp.OK {
		return resp
	}
	switch st := resp.Result.(type) {
	case protocol.GameState:
		if req.Op == "new_game" {
			g.add(st.Game)
		}
	case protocol.Dropped:
		g.forget(st.Game)
	}
	if req.Game != "" {
		g.touch(req.Game)
	}
	return resp
}

func (g *games) refuse(req *protocol.Request) *protocol.Error {
	if !slices.Contains(webOps, req.Op) && req.Op != "" {
		return &protocol.Error{Code: protocol.CodeUnknownOp, Message: fmt.Sprintf("op %q is not served to pages (the board's ops: %v)", req.Op, webOps)}
	}
	if len(req.Cards) > 0 {
		return &protocol.Error{Code: protocol.CodeBadRequest, Message: `"cards": the board reads no card folder (give them to dcg serve with --cards)`}
	}
	for i, d := range req.Decks {
		if d.Name != "" && !g.decks[d.Name] {
			return &protocol.Error{Code: protocol.CodeBadDeck, Message: fmt.Sprintf("deck %d: %q is not a built-in deck (dcg deck list); paste a deck's cards instead", i+1, d.Name)}
		}
	}
	return nil
}

// start serves a game a position builds, with its cards.
func (g *games) start(agents [2]string, pos Position) (protocol.GameState, *protocol.Error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	st, err := g.srv.NewGameFrom(agents, pos.Seed(), pos.Build)
	if err != nil {
		return st, err
	}
	g.add(st.Game)
	g.cards[st.Game] = pos.Card
	return st, nil
}

// card is a card a game may show: a position's inline card, or nil to look in the pool.
func (g *games) card(game string) func(string) (*core.CardData, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.cards[game]
}

// add counts a new game live, and drops the least recently used beyond max.
func (g *games) add(id string) {
	g.live = append(g.live, id)
	for len(g.live) > g.max {
		g.drop(g.live[0])
	}
}

func (g *games) drop(id string) {
	g.srv.Handle([]byte(fmt.Sprintf(`{"op":"drop","game":%q}`, id)))
	g.forget(id)
}

func (g *games) forget(id string) {
	g.live = slices.DeleteFunc(g.live, func(s string) bool { return s == id })
	delete(g.cards, id)
}

func (g *games) touch(id string) {
	if i := slices.Index(g.live, id); i >= 0 {
		g.live = append(slices.Delete(g.live, i, i+1), id)
	}
}

func (g *games) close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.srv.Close()
	g.live = nil
}

// op is POST /api/op: one protocol request as the body, its response as the answer.
func (s *Server) op(w http.ResponseWriter, r *http.Request) {
	body, ok := readBody(w, r)
	if !ok {
		return
	}
	resp := s.games.handle(bytes.TrimSpace(body))
	writeJSON(w, statusOf(resp.Error), resp)
}

// statusOf is the HTTP status of a protocol answer.
func statusOf(e *protocol.Error) int {
	switch {
	case e == nil:
		return http.StatusOK
	case e.Code == protocol.CodeUnknownGame:
		return http.StatusNotFound
	case e.Code == protocol.CodeInternal:
		return http.StatusInternalServerError
	}
	return http.StatusBadRequest
}
