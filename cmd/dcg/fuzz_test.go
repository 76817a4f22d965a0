package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting"
)

// FuzzReplayLine: any log line — a game's JSON with its replay — either fails to
// parse, fails to rebuild its game (unknown cards, a changed pool), or replays to an
// end: never a panic or a hang.
func FuzzReplayLine(f *testing.F) {
	pool, err := openPool(&cardLayers{})
	if err != nil {
		f.Fatal(err)
	}
	d, err := loadDeck("st1", pool)
	if err != nil {
		f.Fatal(err)
	}
	g, _ := core.NewGame(core.Config{Seed: 3, Decks: [2]core.DeckList{d.List(), d.List()},
		Agents: [2]core.Agent{core.NewRandomAgent(1), core.NewRandomAgent(2)}})
	g.Run()
	line, _ := json.Marshal(match.Game{Type: match.GameLine, Replay: g.Replay()})
	f.Add(line)
	f.Add([]byte(`{"type":"game","replay":{"version":1,"seed":1,"decks":[{"name":"x","main":["ST1-03"]},{"name":"y"}],"answers":[0,1,-1]}}`))
	effects := effectsFor(pool, scripting.DefaultLimits)
	host, release := effects()
	defer release()
	f.Fuzz(func(t *testing.T, data []byte) {
		lg, err := parseGameLine(data)
		if err != nil || lg == nil || lg.Replay == nil {
			return
		}
		cfg, _, err := lg.Replay.Config(pool)
		if err != nil {
			return
		}
		cfg.Effects, cfg.MaxTurns = host, 60
		game, err := core.NewGame(cfg)
		if err != nil {
			return
		}
		game.Run()
	})
}

// FuzzGameLine: any line of a game log is read and counted (as 'dcg stats' does) or
// refused with an error: never a panic, and never memory by a number in the line.
func FuzzGameLine(f *testing.F) {
	f.Add([]byte(`{"type":"game","batch":{"seed":1,"games":2},"game":1,"seed":5,"decks":["a","b"],"agents":["x","y"],"turns":7,"winner":"p1"}`))
	f.Add([]byte(`{"type":"game","game":0,"turns":-7}`))
	f.Add([]byte(`{"type":"game","game":0,"turns":1e12}`))
	f.Add([]byte(`{"type":"game","batch":{"games":4611686018427387904},"game":4611686018427387903,"turns":100000}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		g, err := parseGameLine(line)
		if err != nil || g == nil || g.Check() != nil {
			return
		}
		tally := match.NewTally()
		tally.Add(g)
		_ = tally.Summary()
	})
}

// FuzzServeLines: any lines sent to dcg serve get one response each, a result or an
// error with a known code: never a panic, a hang or a crashed server.
func FuzzServeLines(f *testing.F) {
	env, err := serveEnv(&cardLayers{scriptTime: scripting.DefaultLimits.Time, scriptMemory: scripting.DefaultLimits.Memory >> 20})
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(`{"id":1,"op":"hello"}`))
	f.Add([]byte("{\"op\":\"new_game\",\"decks\":[{\"name\":\"st1\"},{\"name\":\"st2\"}],\"seed\":1,\"agents\":[\"client\",\"random\"]}\n" +
		"{\"op\":\"answer\",\"game\":\"g1\",\"option\":1}\n{\"op\":\"clone\",\"game\":\"g1\"}\n{\"op\":\"answer\",\"game\":\"g2\",\"option\":-1}\n" +
		"{\"op\":\"events\",\"game\":\"g2\",\"player\":\"p2\",\"since\":3}\n{\"op\":\"view\",\"game\":\"g1\",\"player\":\"p1\"}\n{\"op\":\"replay\",\"game\":\"g2\"}"))
	f.Add([]byte(`{"op":"answer","game":"g1","option":99999999999999999999}`))
	codes := map[string]bool{protocol.CodeBadJSON: true, protocol.CodeBadRequest: true, protocol.CodeUnknownOp: true,
		protocol.CodeUnknownGame: true, protocol.CodeBadDeck: true, protocol.CodeNoPrompt: true, protocol.CodeIllegalAnswer: true}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := protocol.NewServer(env)
		defer s.Close()
		for _, line := range bytes.Split(data, []byte("\n")) {
			r := s.Handle(line)
			if !r.OK && (r.Error == nil || !codes[r.Error.Code]) {
				t.Fatalf("%q: %+v", line, r.Error)
			}
			if _, err := json.Marshal(r); err != nil {
				t.Fatalf("%q: the response does not marshal: %v", line, err)
			}
		}
	})
}
