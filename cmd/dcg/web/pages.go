package web

import (
	"embed"
	"html/template"
	"io/fs"
	"net/http"
)

// assetFS holds the pages, the style sheet and the scripts: plain HTML, CSS and
// JavaScript modules, served as they are written (no build step, nothing fetched
// from elsewhere).
//
//go:embed assets
var assetFS embed.FS

var indexPage = template.Must(template.ParseFS(assetFS, "assets/index.html"))

// Info is the board's summary: what the index page shows and the pages start from.
type Info struct {
	Engine   string   `json:"engine"`
	PoolHash string   `json:"pool_hash"`
	Pool     string   `json:"pool"`
	Agents   []string `json:"agents"`
	Decks    []Deck   `json:"decks"`
	Position string   `json:"position,omitempty"` // the --position file's name
}

func (s *Server) infoOf() Info {
	i := Info{Engine: s.env.Engine, PoolHash: s.env.PoolHash, Pool: s.env.Pool, Agents: s.env.Agents, Decks: s.env.Decks}
	if s.env.PositionFile != nil {
		i.Position = s.env.PositionFile.Name
	}
	return i
}

// index is GET /: the links to the three pages, the engine and the pool.
func (s *Server) index(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	indexPage.Execute(w, s.infoOf())
}

// info is GET /api/info.
func (s *Server) info(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.infoOf())
}

// page serves one of the pages.
func (s *Server) page(file string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		http.ServeFileFS(w, r, assetFS, "assets/"+file)
	}
}

// assets serves the embedded files under /assets/: only what is embedded, whatever
// the path says (an embedded file system has no "..", no absolute path, no link).
func (s *Server) assets() http.Handler {
	sub, err := fs.Sub(assetFS, "assets")
	if err != nil {
		panic(err)
	}
	return http.StripPrefix("/assets/", http.FileServerFS(sub))
}
