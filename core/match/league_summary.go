package match

// LeagueSummary sums up the games of a league: per deck, per agent (when two take
// turns) and per pairing, and over all games as a Summary does.
type LeagueSummary struct {
	League *League `json:"league"`
	Games  int     `json:"games"`
	Draws  int     `json:"draws"`
	Errors int     `json:"errors"`
	// Decks are the decks' standings, in the league's order; Agents the agents' when
	// two take turns.
	Decks  []Standing `json:"decks"`
	Agents []Standing `json:"agents,omitempty"`
	// Pairings are the results of every ordered pairing, in the league's order.
	Pairings []PairingResult `json:"pairings"`
	// FirstWins is the games won by the player who went first (5-2-1-3), FirstRate
	// their share of the decided games.
	FirstWins int            `json:"first_player_wins"`
	FirstRate Rate           `json:"first_player_win_rate"`
	Reasons   map[string]int `json:"reasons"` // wins by reason
	AvgTurns  float64        `json:"avg_turns"`
	Turns     Lengths        `json:"turns"`
	// Seconds and GamesPerSec are the wall clock of the run (0 for a league summed from
	// its log); nothing else depends on the machine.
	Seconds     float64 `json:"seconds"`
	GamesPerSec float64 `json:"games_per_sec"`
	// InvariantChecks is how many times the games' invariants were checked (0 without
	// LeagueSpec.Invariants; not in the log).
	InvariantChecks int         `json:"invariant_checks"`
	FirstErrors     []string    `json:"first_errors,omitempty"`
	ErrorGames      []GameError `json:"error_games,omitempty"`
	// Digest hashes every game's line in game order, as Summary.Digest.
	Digest string `json:"digest"`
}

// Standing is how one deck (or agent) of a league fared. A game counts once for
// each side it played: a mirror game twice for its deck, with one win.
type Standing struct {
	Name string `json:"name"`
	// Games are the sides it played in games that ended (errors aside), Wins and Draws
	// among them; WinRate is Wins over Games.
	Games   int  `json:"games"`
	Wins    int  `json:"wins"`
	Draws   int  `json:"draws"`
	Errors  int  `json:"errors"` // games it played that ended in an error
	WinRate Rate `json:"win_rate"`
	// GoingFirst and GoingSecond split its games by who went first.
	GoingFirst  Split `json:"going_first"`
	GoingSecond Split `json:"going_second"`
}

// PairingResult is the games of one ordered pairing: p1's deck against p2's.
type PairingResult struct {
	Decks  [2]string `json:"decks"`
	Games  int       `json:"games"`
	Wins   [2]int    `json:"wins"` // p1's and p2's
	Draws  int       `json:"draws"`
	Errors int       `json:"errors"`
}

// Versus is deck a's wins against another deck b and the games between them that
// ended, over both pairings (a as p1, and as p2).
func (s *LeagueSummary) Versus(a, b string) (wins, games int) {
	for _, p := range s.Pairings {
		switch p.Decks {
		case [2]string{a, b}:
			wins += p.Wins[0]
		case [2]string{b, a}:
			wins += p.Wins[1]
		default:
			continue
		}
		games += p.Games - p.Errors
	}
	return wins, games
}

// LeagueTally builds a league's summary from its games added in game order.
type LeagueTally struct {
	league   *League
	all      *Tally
	decks    []Standing
	agents   []Standing
	pairings []PairingResult
	checks   int
}

// NewLeagueTally starts an empty tally of the league's games.
func NewLeagueTally(l *League) *LeagueTally {
	t := &LeagueTally{league: l, all: NewTally()}
	for _, d := range l.Decks {
		t.decks = append(t.decks, Standing{Name: d})
	}
	if len(l.Agents) == 2 {
		for _, a := range l.Agents {
			t.agents = append(t.agents, Standing{Name: a})
		}
	}
	for _, p := range l.Pairings() {
		t.pairings = append(t.pairings, PairingResult{Decks: [2]string{l.Decks[p[0]], l.Decks[p[1]]}})
	}
	return t
}

// Add counts a game of the league (one Game.Check has passed, or one the league
// played). Games must be added in game order for the digest.
func (t *LeagueTally) Add(g *Game) {
	t.all.Add(g)
	t.checks += g.InvariantChecks
	p, agents := t.league.Seat(g.Index)
	pair := t.league.Pairing(p)
	res := &t.pairings[p]
	res.Games++
	if g.Error != "" {
		res.Errors++
		t.decks[pair[0]].Errors++
		if pair[1] != pair[0] {
			t.decks[pair[1]].Errors++
		}
		if t.agents != nil {
			t.agents[agents[0]].Errors++
			t.agents[agents[1]].Errors++
		}
		return
	}
	if g.Draw {
		res.Draws++
	}
	for side := range 2 {
		won := g.Winner == sideName(side)
		if won {
			res.Wins[side]++
		}
		first := g.First == sideName(side)
		count(&t.decks[pair[side]], g.Draw, won, first)
		if t.agents != nil {
			count(&t.agents[agents[side]], g.Draw, won, first)
		}
	}
}

// count adds one side of an ended game to a standing.
func count(s *Standing, draw, won, first bool) {
	s.Games++
	split := &s.GoingSecond
	if first {
		split = &s.GoingFirst
	}
	split.Games++
	switch {
	case draw:
		s.Draws++
	case won:
		s.Wins++
		split.Wins++
	}
}

func sideName(side int) string {
	if side == 0 {
		return "p1"
	}
	return "p2"
}

// Summary returns the summary of the games added so far.
func (t *LeagueTally) Summary() LeagueSummary {
	all := t.all.Summary()
	s := LeagueSummary{League: t.league, Games: all.Games, Draws: all.Draws, Errors: all.Errors,
		FirstWins: all.FirstWins, FirstRate: all.FirstRate, Reasons: all.Reasons, AvgTurns: all.AvgTurns,
		Turns: all.Turns, InvariantChecks: t.checks, FirstErrors: all.FirstErrors, ErrorGames: all.ErrorGames,
		Digest: all.Digest}
	s.Decks = standings(t.decks)
	s.Agents = standings(t.agents)
	s.Pairings = append([]PairingResult(nil), t.pairings...)
	return s
}

// standings are copies of the standings with their rates.
func standings(in []Standing) []Standing {
	if in == nil {
		return nil
	}
	out := append([]Standing(nil), in...)
	for i := range out {
		s := &out[i]
		s.WinRate = Wilson(s.Wins, s.Games)
		for _, sp := range []*Split{&s.GoingFirst, &s.GoingSecond} {
			if sp.Games > 0 {
				sp.Rate = float64(sp.Wins) / float64(sp.Games)
			}
		}
	}
	return out
}
