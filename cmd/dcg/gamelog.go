package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/dcg-engine/dcg/core/input"
	"github.com/dcg-engine/dcg/core/match"
)

// Game logs: `dcg match --log` and `dcg league --log` append one JSON line per finished
// game (match.Game), `dcg play --save` writes one; `dcg stats` and `dcg replay` read them
// back.

// gameLog appends games to a log file, one line each.
type gameLog struct{ f *os.File }

// openGameLog opens a log for appending. If the file ends in a line cut short (a
// run killed while writing it), the new lines start on a line of their own; readers
// skip the cut line.
func openGameLog(path string) (*gameLog, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_RDWR, 0o644)
	if err != nil {
		return nil, badInput("cannot open the log: %v", err)
	}
	if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, fi.Size()-1); err == nil && last[0] != '\n' {
			if _, err := f.Write([]byte{'\n'}); err != nil {
				f.Close()
				return nil, fmt.Errorf("writing the log: %w", err)
			}
		}
	}
	return &gameLog{f}, nil
}

// write appends one game as one line, in a single write, before the next game is
// written: a run killed at any moment leaves every game it logged whole. (A kill in
// the middle of that one write may leave the line being written cut short; readers
// skip such a line.)
func (l *gameLog) write(g *match.Game) error {
	b, err := json.Marshal(g)
	if err != nil {
		return err
	}
	if _, err := l.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("writing the log: %w", err)
	}
	return nil
}

func (l *gameLog) Close() error { return l.f.Close() }

// loggedGame is a game read from a file, with where it was.
type loggedGame struct {
	*match.Game
	file string
	line int
}

func (g loggedGame) where() string { return fmt.Sprintf("%s:%d", g.file, g.line) }

// readGames reads every game line of a log file ("-": standard input). Other lines
// (the event lines of older logs) are skipped. A line cut short — a run killed while
// writing it — is skipped with a warning; any other unreadable line is an input
// error.
//
// The file must be a regular file (or "-"); a log may be of any length, but each of its
// lines at most input.LogLineLimit bytes, and every number of a game line in its range
// (match.Game.Check).
//
// Without events, each game's event log is dropped as its line is read, so that a long
// log written with --log-events does not have to fit in memory whole.
func readGames(path string, stdin io.Reader, warn io.Writer, events bool) ([]loggedGame, error) {
	var r io.Reader = stdin
	if path != "-" {
		f, err := input.Open(path, math.MaxInt64)
		if err != nil {
			return nil, badInput("%v", err)
		}
		defer f.Close()
		r = f
	}
	return readGamesFrom(path, r, warn, events)
}

// readGamesFrom reads the game lines of a log from r; path names it in messages.
func readGamesFrom(path string, r io.Reader, warn io.Writer, events bool) ([]loggedGame, error) {
	lines := input.NewLines(r, input.LogLineLimit)
	var out []loggedGame
	for {
		line, n, err := lines.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, badInput("%s:%d: %v", path, n, err)
		}
		text := bytes.TrimSpace(line)
		if len(text) == 0 {
			continue
		}
		g, perr := parseGameLine(text)
		switch {
		case perr != nil && cutShort(perr):
			fmt.Fprintf(warn, "dcg: %s:%d: a line cut short (a run stopped while writing it?); skipped\n", path, n)
		case perr != nil:
			return nil, badInput("%s:%d: not a game log line: %v", path, n, perr)
		case g != nil:
			if err := g.Check(); err != nil {
				return nil, badInput("%s:%d: %v", path, n, err)
			}
			if !events {
				g.Events = nil
			}
			out = append(out, loggedGame{g, path, n})
		}
	}
}

// parseGameLine reads one line; it returns nil for a line of another type.
func parseGameLine(line []byte) (*match.Game, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return nil, err
	}
	if head.Type != match.GameLine {
		return nil, nil
	}
	g := &match.Game{}
	if err := json.Unmarshal(line, g); err != nil {
		return nil, err
	}
	return g, nil
}

// cutShort reports whether a JSON error is that of a line that stops in the middle.
func cutShort(err error) bool {
	var syntax *json.SyntaxError
	return errors.As(err, &syntax) && strings.Contains(syntax.Error(), "unexpected end of JSON input")
}
