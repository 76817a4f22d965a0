package web

import (
	"net/http"
	"slices"
)

// position is POST /api/position?agent=NAME[&name=FILE]: a scenario file as the body
// (none: the file given with --position), played from its board as `dcg play
// --position` plays it: the page is p1; p2 is the agent, or the page too (agent
// "client": one person at both sides).
func (s *Server) position(w http.ResponseWriter, r *http.Request) {
	data, ok := readBody(w, r)
	if !ok {
		return
	}
	name := uploadName(r, "position.yaml")
	if len(data) == 0 {
		if s.env.PositionFile == nil {
			fail(w, http.StatusBadRequest, "bad_position", "no scenario file: upload one (or start dcg serve --http --position FILE)")
			return
		}
		name, data = s.env.PositionFile.Name, s.env.PositionFile.Data
	}
	agent := r.URL.Query().Get("agent")
	if agent != "client" && !slices.Contains(s.env.Agents, agent) {
		fail(w, http.StatusBadRequest, "bad_request", "agent: want client or one of the board's agents")
		return
	}
	pos, err := s.env.OpenPosition(name, data)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_position", err.Error())
		return
	}
	st, perr := s.games.start([2]string{"client", agent}, pos)
	if perr != nil {
		writeJSON(w, statusOf(perr), apiError{Error: &Error{Code: perr.Code, Message: perr.Message}})
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Title string `json:"title"`
		Seed  uint64 `json:"seed"`
		State any    `json:"state"`
	}{pos.Title(), pos.Seed(), st})
}
