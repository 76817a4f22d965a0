package match

import "fmt"

// The ranges of a game line's numbers (Game.Check): a line read from a file is
// checked against them before anything counts or allocates by them.
const (
	// MaxGames is the most games a batch may have: far more than will ever be played,
	// small enough that no index or shard arithmetic overflows.
	MaxGames = 1 << 48
	// MaxTurns is the most turns a logged game may have: the engine stops a game at 500
	// turns by default (core.Config.MaxTurns).
	MaxTurns = 100_000
)

// Check reports the first number of a game line (read from a log) that is out of its
// range, naming the field as the JSON line names it.
func (g *Game) Check() error {
	if g.Batch != nil {
		if g.Batch.Games < 1 || g.Batch.Games > MaxGames {
			return fmt.Errorf("batch.games: %d is not from 1 to %d", g.Batch.Games, MaxGames)
		}
		if g.Index < 0 || g.Index >= g.Batch.Games {
			return fmt.Errorf("game: %d is not an index of the batch's %d games (0 to %d)", g.Index, g.Batch.Games, g.Batch.Games-1)
		}
		if l := g.Batch.League; l != nil {
			if err := l.checkSeat(g); err != nil {
				return err
			}
		}
	} else if g.Index < 0 || g.Index >= MaxGames {
		return fmt.Errorf("game: %d is not from 0 to %d", g.Index, MaxGames-1)
	}
	if g.Turns < 0 || g.Turns > MaxTurns {
		return fmt.Errorf("turns: %d is not from 0 to %d", g.Turns, MaxTurns)
	}
	for _, f := range []struct{ name, v string }{{"winner", g.Winner}, {"first_player", g.First}} {
		if f.v != "" && f.v != "p1" && f.v != "p2" {
			return fmt.Errorf("%s: %q is not p1 or p2", f.name, f.v)
		}
	}
	return nil
}
