package match

import (
	"context"
	"fmt"
	"time"

	"github.com/dcg-engine/dcg/core"
)

// A league is a batch of games over every ordered pairing of several decks (mirror
// pairings too, unless left out). Game i plays pairing p = i mod P of the P pairings,
// in round r = i div P, so each pairing gets an equal share of the games, the first
// N mod P pairings one game more. With two agents, the first sits at p1 when p + r is
// even, the second when it is odd: they alternate from one pairing to the next and
// from one round of a pairing to the next, so that both play both decks of every
// pairing from both seats. Game i's pairing, agents and seed (GameSeed) depend on the
// league and i alone, never on how the games are spread over workers.

// MaxLeagueDecks is the most decks a league may have.
const MaxLeagueDecks = 256

// League says which games a league plays: its decks and agents, by name, in order,
// and whether mirror pairings are played. It is in every game line of the league
// (Batch.League), so that a log alone says which pairing each game was.
type League struct {
	Decks   []string `json:"decks"`
	Agents  []string `json:"agents"`
	Mirrors bool     `json:"mirrors"`
}

// Pairing is p1's and p2's decks, as indices into League.Decks.
type Pairing [2]int

// Pairings lists the league's ordered pairings: p1's deck in deck order, then p2's.
func (l *League) Pairings() []Pairing {
	out := make([]Pairing, l.PairingCount())
	for p := range out {
		out[p] = l.Pairing(p)
	}
	return out
}

// PairingCount is how many ordered pairings the league has.
func (l *League) PairingCount() int {
	k := len(l.Decks)
	if l.Mirrors {
		return k * k
	}
	return k * (k - 1)
}

// Pairing is the p-th of the league's pairings (0 <= p < PairingCount).
func (l *League) Pairing(p int) Pairing {
	k := len(l.Decks)
	if l.Mirrors {
		return Pairing{p / k, p % k}
	}
	a, b := p/(k-1), p%(k-1)
	if b >= a { // p1's own deck is left out of p2's
		b++
	}
	return Pairing{a, b}
}

// Seat is game i's pairing (0 <= pairing < PairingCount) and p1's and p2's agents
// (indices into Agents).
func (l *League) Seat(i int) (pairing int, agents [2]int) {
	n := l.PairingCount()
	pairing = i % n
	if round := i / n; len(l.Agents) == 2 && (pairing+round)%2 == 1 {
		return pairing, [2]int{1, 0}
	}
	return pairing, [2]int{0, len(l.Agents) - 1}
}

// Validate checks that the league has games to play: decks with distinct names, and
// one or two agents.
func (l *League) Validate() error {
	least := 2
	if l.Mirrors {
		least = 1
	}
	if len(l.Decks) < least || len(l.Decks) > MaxLeagueDecks {
		return fmt.Errorf("a league needs %d to %d decks, not %d", least, MaxLeagueDecks, len(l.Decks))
	}
	seen := map[string]bool{}
	for _, d := range l.Decks {
		if seen[d] {
			return fmt.Errorf("deck %q is in the league twice", d)
		}
		seen[d] = true
	}
	if len(l.Agents) < 1 || len(l.Agents) > 2 {
		return fmt.Errorf("a league needs 1 or 2 agents, not %d", len(l.Agents))
	}
	return nil
}

// checkSeat reports a game line whose decks or agents are not those of its seat in
// the league.
func (l *League) checkSeat(g *Game) error {
	if err := l.Validate(); err != nil {
		return fmt.Errorf("batch.league: %v", err)
	}
	p, a := l.Seat(g.Index)
	pair := l.Pairing(p)
	want := [2]string{l.Decks[pair[0]], l.Decks[pair[1]]}
	if g.Decks != want {
		return fmt.Errorf("decks: %q, but game %d of the league is %q", g.Decks, g.Index, want)
	}
	if agents := [2]string{l.Agents[a[0]], l.Agents[a[1]]}; g.Agents != agents {
		return fmt.Errorf("agents: %q, but game %d of the league has %q", g.Agents, g.Index, agents)
	}
	return nil
}

// LeagueSpec describes a league.
type LeagueSpec struct {
	// Decks are the league's decks, each named (DeckList.Name), the names distinct.
	Decks []core.DeckList
	// Agents play every game: one agent at both seats, or two taking turns (League).
	Agents     []AgentFactory
	AgentNames []string // label the agents in the log and the summary
	Mirrors    bool     // play each deck against itself too
	Games      int      // the size of the league
	Seed       uint64   // game i's seed is GameSeed(Seed, i)
	// Shard, if set, plays only one slice of the league's games (as Spec.Shard).
	Shard   Shard
	Workers int // 0 = one per CPU
	// RecordEvents keeps each game's event log in its Game.
	RecordEvents bool
	// Layers, if set, says what the replays of a pairing's games record of the --cards
	// layers (core.Replay.Layers); it is called once per pairing, before any game.
	Layers func(decks [2]core.DeckList) ([]core.ReplayLayer, error)
	// Effects, Instrument, Invariants and OnGame are as in Spec.
	Effects    func() (core.EffectSource, func())
	Instrument func(cfg *core.Config) (done func())
	Invariants func(*core.Game) error
	OnGame     func(*Game) error
}

// League is the spec's league, by name.
func (s *LeagueSpec) League() *League {
	l := &League{Agents: s.AgentNames, Mirrors: s.Mirrors}
	for _, d := range s.Decks {
		l.Decks = append(l.Decks, d.Name)
	}
	return l
}

// RunLeague plays the league until it ends or ctx is done; when ctx is done, the
// summary counts the games played so far, in order with no gap (as RunContext).
func RunLeague(ctx context.Context, spec LeagueSpec) (LeagueSummary, error) {
	league := spec.League()
	if err := league.Validate(); err != nil {
		return LeagueSummary{}, err
	}
	if len(spec.Agents) != len(spec.AgentNames) {
		return LeagueSummary{}, fmt.Errorf("%d agents with %d names", len(spec.Agents), len(spec.AgentNames))
	}
	if spec.Games < 0 || spec.Games > MaxGames {
		return LeagueSummary{}, fmt.Errorf("a league of %d games: want 0 to %d", spec.Games, MaxGames)
	}
	if err := spec.Shard.Validate(); err != nil {
		return LeagueSummary{}, err
	}
	lo, hi := spec.Shard.Range(spec.Games)
	tables, err := leagueTables(&spec, league)
	if err != nil {
		return LeagueSummary{}, err
	}
	games := gameRules{batch: &Batch{Seed: spec.Seed, Games: spec.Games, League: league},
		recordEvents: spec.RecordEvents, instrument: spec.Instrument, invariants: spec.Invariants}
	tally := NewLeagueTally(league)
	start := time.Now()
	err = playInOrder(ctx, lo, hi, spec.Workers, spec.Effects, func(i int, effects *workerEffects) *Game {
		p, a := league.Seat(i)
		return games.play(i, tables[p][a[0]], effects)
	}, tally.Add, spec.OnGame)
	sum := tally.Summary()
	sum.Seconds = time.Since(start).Seconds()
	if sum.Seconds > 0 {
		sum.GamesPerSec = float64(sum.Games) / sum.Seconds
	}
	return sum, err
}

// leagueTables sets the table of every pairing, for each agent at p1's seat.
func leagueTables(spec *LeagueSpec, league *League) ([][]*table, error) {
	var out [][]*table
	for _, pair := range league.Pairings() {
		decks := [2]core.DeckList{spec.Decks[pair[0]], spec.Decks[pair[1]]}
		var layers []core.ReplayLayer
		if spec.Layers != nil {
			var err error
			if layers, err = spec.Layers(decks); err != nil {
				return nil, err
			}
		}
		hash := core.PoolHash(decks)
		var seats []*table
		for first := range spec.Agents {
			second := len(spec.Agents) - 1 - first
			seats = append(seats, &table{decks: decks, poolHash: hash, layers: layers,
				agents:     [2]AgentFactory{spec.Agents[first], spec.Agents[second]},
				agentNames: [2]string{spec.AgentNames[first], spec.AgentNames[second]}})
		}
		out = append(out, seats)
	}
	return out, nil
}
