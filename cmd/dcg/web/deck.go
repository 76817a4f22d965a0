package web

import (
	"net/http"
)

// deck is POST /api/deck: a deck file's text (pasted) as the body, its cards as the
// answer, for new_game's "cards".
func (s *Server) deck(w http.ResponseWriter, r *http.Request) {
	body, ok := readBody(w, r)
	if !ok {
		return
	}
	cards, err := s.env.DeckCards(body)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_deck", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Cards []string `json:"cards"`
	}{cards})
}
