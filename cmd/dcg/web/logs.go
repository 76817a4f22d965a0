package web

import (
	"fmt"
	"net/http"
	"path"
	"strconv"
	"sync"
)

// logs are the game logs the viewer can replay: the one given on the command line
// and the ones uploaded, at most max of them (an upload beyond forgets the oldest
// upload). A log is known by an id the server gives; no request names a file.
type logs struct {
	mu   sync.Mutex
	max  int
	made int
	held []*heldLog // the oldest first
}

type heldLog struct {
	ID    string    `json:"id"`
	Name  string    `json:"name"`
	Games []LogGame `json:"games"`
	log   Log
}

func newLogs(max int) *logs { return &logs{max: max} }

// open reads a log and holds it.
func (l *logs) open(env Env, name string, data []byte) (*heldLog, error) {
	lg, err := env.OpenLog(name, data)
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.made++
	h := &heldLog{ID: fmt.Sprintf("log%d", l.made), Name: name, Games: lg.Games(), log: lg}
	l.held = append(l.held, h)
	for len(l.held) > l.max {
		l.held = l.held[1:]
	}
	return h, nil
}

func (l *logs) get(id string) *heldLog {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, h := range l.held {
		if h.ID == id {
			return h
		}
	}
	return nil
}

func (l *logs) list() []*heldLog {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]*heldLog{}, l.held...)
}

// listLogs is GET /api/logs: the logs held, the command line's first.
func (s *Server) listLogs(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.logs.list())
}

// uploadLog is POST /api/logs?name=NAME: a log file as the body. The name only
// labels it (its last element, as a browser gives a file's name).
func (s *Server) uploadLog(w http.ResponseWriter, r *http.Request) {
	data, ok := readBody(w, r)
	if !ok {
		return
	}
	h, err := s.logs.open(s.env, uploadName(r, "upload.jsonl"), data)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_log", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// uploadName is an upload's label: the base of ?name=, or dflt.
func uploadName(r *http.Request, dflt string) string {
	name := path.Base("/" + r.URL.Query().Get("name"))
	if name == "/" || name == "." || len(name) > 200 {
		return dflt
	}
	return name
}

// replay is GET /api/replay?log=ID&game=N: the game re-run, its board at each step.
func (s *Server) replay(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	h := s.logs.get(q.Get("log"))
	if h == nil {
		fail(w, http.StatusNotFound, "unknown_log", fmt.Sprintf("no log %q (upload it again: the board holds the last %d)", q.Get("log"), s.logs.max))
		return
	}
	n, err := strconv.Atoi(q.Get("game"))
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_request", `"game": a game's index in its log`)
		return
	}
	rep, err := h.log.Replay(n)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_replay", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, rep)
}
