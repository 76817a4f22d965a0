package web

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
)

// save is GET /api/save?game=ID: the game's replay as the file `dcg play` saves (one
// game log line), to download; `dcg replay FILE` and the replay viewer read it.
func (s *Server) save(w http.ResponseWriter, r *http.Request) {
	req, _ := json.Marshal(protocol.Request{Op: "replay", Game: r.URL.Query().Get("game")})
	resp := s.games.handle(req)
	if !resp.OK {
		writeJSON(w, statusOf(resp.Error), resp)
		return
	}
	line := resp.Result.(protocol.ReplayResult).Line
	b, err := json.Marshal(line)
	if err != nil {
		fail(w, http.StatusInternalServerError, "internal", err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="dcg-game-%d.json"`, line.Seed))
	w.Write(append(b, '\n'))
}
