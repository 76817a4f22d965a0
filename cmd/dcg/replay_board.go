package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/dcg-engine/dcg/cmd/dcg/web"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// boardLog is a game log the web board's replay viewer shows: its games are re-run
// as 'dcg replay' re-runs them (rerun: the same seed, decks and answers, the same
// checks of the cards they were recorded with, the same errors), the board recorded
// at each event the narrator tells.
type boardLog struct {
	name  string
	games []loggedGame
	pool  *cardpool.Stack
	hosts func() (core.EffectSource, func())
}

// openBoardLog reads a log's lines, without their event logs (a replay re-runs the
// game; the recorded events are not needed to show it).
func openBoardLog(pool *cardpool.Stack, hosts func() (core.EffectSource, func())) func(string, []byte) (web.Log, error) {
	return func(name string, data []byte) (web.Log, error) {
		games, err := readGamesFrom(name, bytes.NewReader(data), io.Discard, false)
		if err != nil {
			return nil, err
		}
		if len(games) == 0 {
			return nil, badInput("%s holds no game", name)
		}
		return &boardLog{name: name, games: games, pool: pool, hosts: hosts}, nil
	}
}

func (l *boardLog) Games() []web.LogGame {
	out := make([]web.LogGame, len(l.games))
	for i, g := range l.games {
		out[i] = web.LogGame{Index: g.Index, Decks: g.Decks, Agents: g.Agents, Result: outcomeText(g.Game, logSeats(g.Game))}
	}
	return out
}

func (l *boardLog) Replay(index int) (*web.Replay, error) {
	games, err := pickGames(l.name, l.games, &replayFlags{game: index})
	if err != nil {
		return nil, err
	}
	g := games[0]
	if _, err := recordedWith(g, l.pool); err != nil {
		return nil, err
	}
	nm := logSeats(g.Game)
	rep := &web.Replay{Title: fmt.Sprintf("%s vs %s, seed %d", nm.long[0], nm.long[1], g.Seed), Seed: g.Seed,
		Decks: g.Decks, Agents: g.Agents}
	narr := newNarrator(l.pool, nm, 0, true)
	rec := web.NewRecorder(rep, func(ev *core.Event) string {
		narr.add(ev)
		return strings.Join(narr.fresh(), "; ")
	})
	effects, release := l.hosts()
	defer release()
	game, res, agents, err := rerun(g.Game, l.pool, effects, func(a [2]*core.ReplayAgent) [2]core.Agent { return [2]core.Agent{a[0], a[1]} }, rec.Observe)
	if err != nil {
		return nil, err
	}
	if err := diverged(game, g.Game, agents); err != nil {
		return nil, err
	}
	rep.Result = resultLine(res, nm)
	return rep, nil
}
