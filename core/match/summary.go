package match

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"math"
	"sort"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// GameLine is the Type of a game's log line.
const GameLine = "game"

// Game is one finished game as a log line (dcg match --log, dcg play --save): what a
// summary counts, and the replay. Its JSON form is stable: fields are added, never
// renamed.
type Game struct {
	Type   string    `json:"type"`            // GameLine
	Index  int       `json:"game"`            // the game's index in its batch
	Batch  *Batch    `json:"batch,omitempty"` // the batch it belongs to; nil for a single game
	Seed   uint64    `json:"seed"`
	Decks  [2]string `json:"decks"`
	Agents [2]string `json:"agents"`
	First  string    `json:"first_player,omitempty"` // "p1" or "p2"
	Winner string    `json:"winner,omitempty"`       // "p1" or "p2"; empty for a draw or an error
	Draw   bool      `json:"draw,omitempty"`
	Reason string    `json:"reason,omitempty"`
	Turns  int       `json:"turns"`
	Error  string    `json:"error,omitempty"` // the game stopped on an engine or script error
	// ErrorAt is where a script error is: the card, the script file and its line.
	ErrorAt *ErrorAt     `json:"error_at,omitempty"`
	Replay  *core.Replay `json:"replay,omitempty"`
	// Events is the game's event log (core/event.go), when it was recorded.
	Events []core.Event `json:"events,omitempty"`
	// InvariantChecks is how many times the game's invariants were checked
	// (Spec.Invariants): a measure of the run, not part of the log line.
	InvariantChecks int `json:"-"`
}

// ErrorAt is the card and script line a game's error came from (core.ScriptFault).
type ErrorAt struct {
	Card string `json:"card,omitempty"`
	File string `json:"file,omitempty"`
	Line int    `json:"line,omitempty"`
}

// Batch says which batch a game belongs to: its seed and size, and for a game of a
// league (RunLeague) the league.
type Batch struct {
	Seed   uint64  `json:"seed"`
	Games  int     `json:"games"`
	League *League `json:"league,omitempty"`
}

// SetResult records how the game ended and who went first.
func (g *Game) SetResult(r core.Result, first core.PlayerID) {
	g.First = first.String()
	g.Reason, g.Turns, g.Draw = r.Reason, r.Turns, r.Draw
	switch {
	case r.Err != nil:
		g.Error = r.Err.Error()
		var f core.ScriptFault
		if errors.As(r.Err, &f) {
			card, file, line := f.Fault()
			g.ErrorAt = &ErrorAt{Card: card, File: file, Line: line}
		}
	case r.Halted:
		g.Error = "the game was halted"
	case !r.Draw:
		g.Winner = r.Winner.String()
	}
}

// Summary sums up the games of a batch.
type Summary struct {
	Games  int `json:"games"`
	P1Wins int `json:"p1_wins"`
	P2Wins int `json:"p2_wins"`
	Draws  int `json:"draws"`
	Errors int `json:"errors"`
	// Players are p1's and p2's decks, agents, win rates and wins by turn order.
	Players [2]PlayerStats `json:"players"`
	// FirstWins is the games won by the player who went first (5-2-1-3), FirstRate
	// their share of the decided games.
	FirstWins int            `json:"first_player_wins"`
	FirstRate Rate           `json:"first_player_win_rate"`
	Reasons   map[string]int `json:"reasons"` // wins by reason
	AvgTurns  float64        `json:"avg_turns"`
	Turns     Lengths        `json:"turns"`
	// Seconds and GamesPerSec are the wall clock of the run (0 in a merged summary);
	// nothing else depends on the machine.
	Seconds     float64  `json:"seconds"`
	GamesPerSec float64  `json:"games_per_sec"`
	FirstErrors []string `json:"first_errors,omitempty"` // the first few errors, with their seeds
	// ErrorGames are the first few games that ended in an error (as FirstErrors), with
	// the card, file and line of a script error.
	ErrorGames []GameError `json:"error_games,omitempty"`
	// Digest hashes every game's line — index, seed, decks, agents, outcome and answers
	// — in game order: the same batch gives the same digest on any machine, with any
	// number of workers, and when its shards' logs are merged (dcg stats).
	Digest string `json:"digest"`
	// InvariantChecks is how many times the games' invariants were checked (0 without
	// Spec.Invariants).
	InvariantChecks int `json:"invariant_checks,omitempty"`
}

// GameError is a game of a batch that ended in an engine or script error.
type GameError struct {
	Game int    `json:"game"`
	Seed uint64 `json:"seed"`
	ErrorAt
	Error string `json:"error"` // its first line
}

// String says it in one line: "game 3 (seed 77): script error in FAN7-001 (...)".
func (e GameError) String() string {
	return fmt.Sprintf("game %d (seed %d): %s", e.Game, e.Seed, e.Error)
}

// PlayerStats is one player's part of a summary.
type PlayerStats struct {
	Deck  string `json:"deck"`
	Agent string `json:"agent,omitempty"`
	Wins  int    `json:"wins"`
	// WinRate is the wins over the games that ended (errors aside).
	WinRate Rate `json:"win_rate"`
	// GoingFirst and GoingSecond split the games by who went first.
	GoingFirst  Split `json:"going_first"`
	GoingSecond Split `json:"going_second"`
}

// Rate is a proportion with its 95% confidence interval (Wilson score interval).
type Rate struct {
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Split is the games a player played in one turn order, and the wins.
type Split struct {
	Games int     `json:"games"`
	Wins  int     `json:"wins"`
	Rate  float64 `json:"rate"`
}

// Lengths are the game lengths in turns.
type Lengths struct {
	Min    int     `json:"min"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	Max    int     `json:"max"`
	Mean   float64 `json:"mean"`
}

// Wilson is the proportion wins/n with its 95% Wilson score interval, which stays
// inside [0, 1] and behaves for small n and rates near 0 or 1 (unlike p ± 1.96·SE).
func Wilson(wins, n int) Rate {
	if n <= 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	p, nf := float64(wins)/float64(n), float64(n)
	d := 1 + z*z/nf
	center := (p + z*z/(2*nf)) / d
	half := z / d * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return Rate{Rate: p, Low: math.Max(0, center-half), High: math.Min(1, center+half)}
}

// maxErrorGames is how many errored games a summary describes one by one.
const maxErrorGames = 5

// Tally builds a summary from games added in game order.
type Tally struct {
	s      Summary
	digest hash.Hash
	turns  []int // turns[t]: games of t turns
	sum    int
}

// NewTally starts an empty tally.
func NewTally() *Tally {
	return &Tally{s: Summary{Reasons: map[string]int{}}, digest: sha256.New()}
}

// Add counts a game. Games must be added in game order for the digest.
func (t *Tally) Add(g *Game) {
	s := &t.s
	if s.Games == 0 {
		for i := range s.Players {
			s.Players[i].Deck, s.Players[i].Agent = g.Decks[i], g.Agents[i]
		}
	}
	s.Games++
	s.InvariantChecks += g.InvariantChecks
	t.sum += g.Turns
	for len(t.turns) <= g.Turns {
		t.turns = append(t.turns, 0)
	}
	t.turns[g.Turns]++
	fmt.Fprintf(t.digest, "%d %d %q %q %s %s %q %t %d %t|", g.Index, g.Seed, g.Decks, g.Agents,
		g.First, g.Winner, g.Reason, g.Draw, g.Turns, g.Error != "")
	if g.Replay != nil {
		for _, a := range g.Replay.Answers {
			fmt.Fprintf(t.digest, "%d,", a)
		}
	}
	t.digest.Write([]byte{'\n'})
	first := -1
	switch g.First {
	case "p1":
		first = 0
	case "p2":
		first = 1
	}
	switch {
	case g.Error != "":
		s.Errors++
		if len(s.ErrorGames) < maxErrorGames {
			e := GameError{Game: g.Index, Seed: g.Seed, Error: firstLine(g.Error)}
			if g.ErrorAt != nil {
				e.ErrorAt = *g.ErrorAt
			}
			s.ErrorGames = append(s.ErrorGames, e)
			s.FirstErrors = append(s.FirstErrors, e.String())
		}
		return
	case g.Draw:
		s.Draws++
	case g.Winner == "p1":
		s.P1Wins++
		s.Players[0].Wins++
	case g.Winner == "p2":
		s.P2Wins++
		s.Players[1].Wins++
	}
	if g.Winner != "" {
		s.Reasons[g.Reason]++
	}
	if first < 0 {
		return
	}
	for p := range s.Players {
		split := &s.Players[p].GoingSecond
		if p == first {
			split = &s.Players[p].GoingFirst
		}
		split.Games++
		if g.Winner == fmt.Sprintf("p%d", p+1) {
			split.Wins++
		}
	}
	if g.Winner == g.First {
		s.FirstWins++
	}
}

// Summary returns the summary of the games added so far.
func (t *Tally) Summary() Summary {
	s := t.s
	s.Reasons = make(map[string]int, len(t.s.Reasons))
	for k, v := range t.s.Reasons {
		s.Reasons[k] = v
	}
	s.FirstErrors = append([]string(nil), t.s.FirstErrors...)
	s.ErrorGames = append([]GameError(nil), t.s.ErrorGames...)
	ended := s.Games - s.Errors
	for p := range s.Players {
		ps := &s.Players[p]
		ps.WinRate = Wilson(ps.Wins, ended)
		for _, sp := range []*Split{&ps.GoingFirst, &ps.GoingSecond} {
			if sp.Games > 0 {
				sp.Rate = float64(sp.Wins) / float64(sp.Games)
			}
		}
	}
	s.FirstRate = Wilson(s.FirstWins, s.P1Wins+s.P2Wins)
	if s.Games > 0 {
		s.AvgTurns = float64(t.sum) / float64(s.Games)
		s.Turns = lengths(t.turns, s.Games, s.AvgTurns)
	}
	s.Digest = hex.EncodeToString(t.digest.Sum(nil))[:16]
	return s
}

// lengths reads the min, median, 90th percentile and max from a histogram.
func lengths(hist []int, n int, mean float64) Lengths {
	l := Lengths{Mean: mean, Min: -1}
	seen := 0
	for turns, k := range hist {
		if k == 0 {
			continue
		}
		if l.Min < 0 {
			l.Min = turns
		}
		l.Max = turns
		before := seen
		seen += k
		if before < (n+1)/2 && seen >= (n+1)/2 {
			l.Median = turns
		}
		if before < (9*n+9)/10 && seen >= (9*n+9)/10 {
			l.P90 = turns
		}
	}
	return l
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// ReasonList returns the win reasons sorted by count, for printing.
func (s *Summary) ReasonList() []string {
	keys := make([]string, 0, len(s.Reasons))
	for k := range s.Reasons {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if s.Reasons[keys[i]] != s.Reasons[keys[j]] {
			return s.Reasons[keys[i]] > s.Reasons[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}
