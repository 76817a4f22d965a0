package web

import (
	"net/http"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// Face is what a card's face shows, from its card data (2-3): the board draws cards
// from it, no image.
type Face struct {
	Number    string   `json:"number"`
	Name      string   `json:"name"`
	Kind      string   `json:"kind"`
	Colors    []string `json:"colors"`
	Level     int      `json:"level,omitempty"`
	Cost      *int     `json:"cost,omitempty"`      // play or use cost (2-6, 2-7)
	Digivolve []int    `json:"digivolve,omitempty"` // digivolution costs (2-3-6-2)
	DP        *int     `json:"dp,omitempty"`
	Traits    []string `json:"traits,omitempty"` // form, attribute, type (2-3-2)
	Effect    string   `json:"effect,omitempty"`
	Inherited string   `json:"inherited,omitempty"`
	Security  string   `json:"security,omitempty"`
}

func faceOf(d *core.CardData) Face {
	f := Face{Number: d.Number, Name: d.Name, Kind: d.Kind.String(), Level: d.Level, Effect: d.Effect,
		Inherited: d.Inherited, Security: d.Security, Colors: []string{}}
	for _, c := range d.Colors.List() {
		f.Colors = append(f.Colors, c.String())
	}
	if d.HasCost {
		f.Cost = &d.Cost
	}
	if d.HasDP {
		f.DP = &d.DP
	}
	for _, r := range d.Digivolve {
		f.Digivolve = append(f.Digivolve, r.Cost)
	}
	f.Traits = append(append(append(f.Traits, d.Forms...), d.Attributes...), d.Types...)
	return f
}

// maxFaces is the most cards one request asks for.
const maxFaces = 200

// cards is GET /api/cards?n=NUMBER&n=...[&game=ID]: the faces of cards by number, a
// position's inline cards among them when the game is one; a number no card has is
// left out.
func (s *Server) cards(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	numbers := q["n"]
	if len(numbers) > maxFaces {
		fail(w, http.StatusBadRequest, "bad_request", "too many cards at once (at most 200)")
		return
	}
	lookup := s.env.Card
	if game := q.Get("game"); game != "" {
		if own := s.games.card(game); own != nil {
			lookup = own
		}
	}
	out := map[string]Face{}
	for _, n := range numbers {
		if d, ok := lookup(strings.ToUpper(n)); ok {
			out[n] = faceOf(d)
		}
	}
	writeJSON(w, http.StatusOK, out)
}
