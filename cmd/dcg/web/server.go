package web

import (
	"encoding/json"
	"net/http"
	"path"
	"path/filepath"
)

// Options are what the command line sets about the server itself.
type Options struct {
	// Public accepts requests for any host name (a board served beyond this
	// machine, --public); otherwise only loopback names (DNS rebinding: a page of
	// another site that resolves its name to 127.0.0.1 is refused).
	Public bool
	Limits Limits
}

// Limits bound what a page left open, or a hostile one, can make the server hold.
type Limits struct {
	Upload int64 // the largest file uploaded (a log, a position), in bytes
	Body   int64 // the largest other request body, in bytes
	Games  int   // games live at once; a new one beyond drops the least recently used
	Logs   int   // logs held at once; a new one beyond forgets the oldest
}

// DefaultLimits are the limits of `dcg serve --http`.
var DefaultLimits = Limits{Upload: 32 << 20, Body: 1 << 20, Games: 64, Logs: 8}

// Server is the web board.
type Server struct {
	env   Env
	opts  Options
	games *games
	logs  *logs
	mux   *http.ServeMux
}

// New makes the board. It reads the log given on the command line now, so that a
// file that is not a log is an error before the server starts.
func New(env Env, opts Options) (*Server, error) {
	if opts.Limits == (Limits{}) {
		opts.Limits = DefaultLimits
	}
	s := &Server{env: env, opts: opts, games: newGames(env, opts.Limits.Games), logs: newLogs(opts.Limits.Logs)}
	if env.LogFile != nil {
		if _, err := s.logs.open(env, path.Base(filepath.ToSlash(env.LogFile.Name)), env.LogFile.Data); err != nil {
			return nil, err
		}
	}
	s.mux = http.NewServeMux()
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /{$}", s.index)
	for _, page := range []string{"replay", "play", "position"} {
		s.mux.HandleFunc("GET /"+page, s.page(page+".html"))
	}
	s.mux.Handle("GET /assets/", s.assets())
	s.mux.HandleFunc("GET /api/info", s.info)
	s.mux.HandleFunc("POST /api/op", s.op)
	s.mux.HandleFunc("GET /api/save", s.save)
	s.mux.HandleFunc("POST /api/deck", s.deck)
	s.mux.HandleFunc("GET /api/cards", s.cards)
	s.mux.HandleFunc("GET /api/logs", s.listLogs)
	s.mux.HandleFunc("POST /api/logs", s.uploadLog)
	s.mux.HandleFunc("GET /api/replay", s.replay)
	s.mux.HandleFunc("POST /api/position", s.position)
}

// ServeHTTP guards every request (guard.go), then routes it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !s.guard(w, r) {
		return
	}
	s.mux.ServeHTTP(w, r)
}

// Close drops every game.
func (s *Server) Close() { s.games.close() }

// writeJSON answers with a JSON value.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// apiError is the body of a refused request: the protocol's error shape.
type apiError struct {
	OK    bool   `json:"ok"`
	Error *Error `json:"error"`
}

// Error says why a request failed: a code and a message for people.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func fail(w http.ResponseWriter, status int, code, message string) {
	writeJSON(w, status, apiError{Error: &Error{Code: code, Message: message}})
}
