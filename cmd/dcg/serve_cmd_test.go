package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/core"
)

// wire is a client of `dcg serve --stdio` over an in-memory pipe: the server runs
// as the command does, with the built-in cards and scripts.
type wire struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
	next int
}

func dial(t *testing.T) *wire {
	t.Helper()
	reqR, reqW := io.Pipe()
	respR, respW := io.Pipe()
	w := &wire{t: t, in: reqW, out: bufio.NewReader(respR), done: make(chan error, 1)}
	root := newRootCmd()
	root.SetArgs([]string{"serve", "--stdio"})
	root.SetIn(reqR)
	root.SetOut(respW)
	go func() {
		err := root.Execute()
		respW.Close()
		w.done <- err
	}()
	t.Cleanup(func() {
		reqW.Close()
		require.NoError(t, <-w.done)
	})
	return w
}

// reply is a response as the client reads it.
type reply struct {
	ID     json.RawMessage `json:"id"`
	OK     bool            `json:"ok"`
	Result json.RawMessage `json:"result"`
	Error  *protocol.Error `json:"error"`
}

// line sends one raw line and reads the one response line.
func (w *wire) line(text string) reply {
	w.t.Helper()
	_, err := io.WriteString(w.in, text+"\n")
	require.NoError(w.t, err)
	resp, err := w.out.ReadString('\n')
	require.NoError(w.t, err)
	var r reply
	require.NoError(w.t, json.Unmarshal([]byte(resp), &r), resp)
	return r
}

// call sends a request with a fresh id and checks the id comes back.
func (w *wire) call(req map[string]any) reply {
	w.t.Helper()
	w.next++
	req["id"] = w.next
	b, err := json.Marshal(req)
	require.NoError(w.t, err)
	r := w.line(string(b))
	require.JSONEq(w.t, fmt.Sprint(w.next), string(r.ID), "the request's id is echoed")
	return r
}

// ok calls and decodes a successful result into v.
func (w *wire) ok(v any, req map[string]any) {
	w.t.Helper()
	r := w.call(req)
	require.True(w.t, r.OK, "%v: %+v", req, r.Error)
	require.NoError(w.t, json.Unmarshal(r.Result, v))
}

// fails calls and checks the error's code.
func (w *wire) fails(code string, req map[string]any) {
	w.t.Helper()
	r := w.call(req)
	require.False(w.t, r.OK, "%v succeeded", req)
	require.Equal(w.t, code, r.Error.Code, r.Error.Message)
	require.NotEmpty(w.t, r.Error.Message)
}

func (w *wire) state(req map[string]any) protocol.GameState {
	w.t.Helper()
	var s protocol.GameState
	w.ok(&s, req)
	return s
}

func (w *wire) events(game, player string, since int) protocol.Events {
	w.t.Helper()
	var e protocol.Events
	w.ok(&e, map[string]any{"op": "events", "game": game, "player": player, "since": since})
	return e
}

func (w *wire) view(game, player string) (protocol.View, map[string]any) {
	w.t.Helper()
	r := w.call(map[string]any{"op": "view", "game": game, "player": player})
	require.True(w.t, r.OK, "%+v", r.Error)
	var v protocol.View
	require.NoError(w.t, json.Unmarshal(r.Result, &v))
	var raw map[string]any
	require.NoError(w.t, json.Unmarshal(r.Result, &raw))
	return v, raw
}

// pick is the test's player: a fixed rule over the options, so the game is the same
// on every run; it varies with the step so that games move on.
func pick(step int, p *protocol.Prompt) int { return (step * 7) % len(p.Options) }

// Bad lines, unknown games, wrong types and unknown ops get an error with a code,
// and the server answers the next request.
func TestServeAnswersBadRequestsAndGoesOn(t *testing.T) {
	w := dial(t)
	require.Equal(t, "bad_json", w.line(`{"op": "hello"`).Error.Code)
	require.Equal(t, "bad_json", w.line(`hello`).Error.Code)
	r := w.line(`{"id": "x", "op": 7}`)
	require.Equal(t, "bad_request", r.Error.Code)
	require.JSONEq(t, `"x"`, string(r.ID), "the id of a request with a wrong type comes back")
	require.Equal(t, "bad_request", w.line(`{"op": "hello", "colour": 1}`).Error.Code)
	require.Equal(t, "bad_json", w.line(`{"op": "hello"} {"op": "hello"}`).Error.Code)
	w.fails("unknown_op", map[string]any{"op": "teleport"})
	w.fails("bad_request", map[string]any{})
	w.fails("unknown_game", map[string]any{"op": "view", "game": "g7", "player": "p1"})
	w.fails("bad_request", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}}, "seed": 1})
	w.fails("bad_request", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}, map[string]any{"name": "st2"}}})
	w.fails("bad_deck", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}, map[string]any{"name": "no-such-deck"}}, "seed": 1})
	w.fails("bad_deck", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}, map[string]any{"cards": []string{"ST1-03"}}}, "seed": 1})
	w.fails("bad_request", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}, map[string]any{"name": "st2"}}, "seed": 1, "agents": []string{"client", "oracle"}})
	w.fails("bad_request", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}, map[string]any{"name": "st2"}}, "seed": -1})

	var h protocol.Hello
	w.ok(&h, map[string]any{"op": "hello"})
	require.Equal(t, protocol.Version, h.Protocol)
	require.Len(t, h.PoolHash, 16)
	require.Contains(t, h.Agents, "greedy")
}

// A whole game of ST1 against ST2, both seats driven through the protocol: an illegal
// answer is refused and the game waits on; a clone made mid-game and given the same
// answers plays the same game, and one given other answers goes its own way without
// touching the original; neither player ever sees the other's hand or a face-down
// card; the replay reproduces with dcg replay; the same seed and answers deal the
// same game again.
func TestServePlaysAWholeGame(t *testing.T) {
	w := dial(t)
	decks := []any{map[string]any{"name": "st1"}, map[string]any{"name": "st2"}}
	s := w.state(map[string]any{"op": "new_game", "decks": decks, "seed": 11})
	require.Equal(t, "g1", s.Game)
	const cloneAt = 20
	var answers []int
	var twin, other protocol.GameState
	for step := 0; s.Prompt != nil; step++ {
		require.Less(t, step, 5000, "the game does not end")
		p := s.Prompt
		for i, o := range p.Options {
			require.Equal(t, i, o.ID)
			require.NotEmpty(t, o.Description)
		}
		if step == 10 {
			w.fails("illegal_answer", map[string]any{"op": "answer", "game": "g1", "option": len(p.Options)})
			w.fails("illegal_answer", map[string]any{"op": "answer", "game": "g1", "option": -3})
			w.fails("bad_request", map[string]any{"op": "answer", "game": "g1", "option": 1.5})
			again := w.state(map[string]any{"op": "prompt", "game": "g1"})
			require.Equal(t, p, again.Prompt, "a refused answer leaves the decision waiting")
		}
		if step == cloneAt {
			twin = w.state(map[string]any{"op": "clone", "game": "g1"})
			other = w.state(map[string]any{"op": "clone", "game": "g1"})
			require.Equal(t, p, twin.Prompt, "a clone waits at its original's decision")
			require.Equal(t, s.Events, twin.Events)
			// The other clone takes another way for a few decisions; the original
			// stands where it stood.
			for k := 0; k < 5 && other.Prompt != nil; k++ {
				other = w.state(map[string]any{"op": "answer", "game": other.Game, "option": (pick(step+k, other.Prompt) + 1) % len(other.Prompt.Options)})
			}
			require.Equal(t, p, w.state(map[string]any{"op": "prompt", "game": "g1"}).Prompt)
		}
		if step%15 == 0 {
			checkHidden(t, w, "g1")
		}
		i := pick(step, p)
		answers = append(answers, i)
		s = w.state(map[string]any{"op": "answer", "game": "g1", "option": i})
	}
	require.NotNil(t, s.Result)
	require.Greater(t, len(answers), cloneAt, "the game ended before the clone")
	require.Empty(t, s.Result.Error)
	require.NotEmpty(t, s.Result.Winner)
	checkHidden(t, w, "g1")
	w.fails("no_prompt", map[string]any{"op": "answer", "game": "g1", "option": 0})
	w.fails("no_prompt", map[string]any{"op": "clone", "game": "g1"})
	all := w.events("g1", "p1", 0)
	require.Equal(t, s.Events, all.Next)
	tail := w.events("g1", "p1", all.Next-3)
	require.Equal(t, all.Events[len(all.Events)-3:], tail.Events, "events since a cursor")
	w.fails("bad_request", map[string]any{"op": "events", "game": "g1", "player": "p1", "since": all.Next + 1})

	// The twin, given the original's answers from the clone on, plays the same game.
	for _, i := range answers[cloneAt:] {
		require.NotNil(t, twin.Prompt)
		twin = w.state(map[string]any{"op": "answer", "game": twin.Game, "option": i})
	}
	require.Nil(t, twin.Prompt)
	require.Equal(t, s.Result, twin.Result)
	require.Equal(t, all, w.events(twin.Game, "p1", 0))
	require.Equal(t, w.events("g1", "p2", 0), w.events(twin.Game, "p2", 0))
	// The other went elsewhere.
	require.NotEqual(t, all.Events, w.events(other.Game, "p1", 0).Events[:min(len(all.Events), other.Events)])

	// The replay: dcg replay --verify reproduces it.
	var rep protocol.ReplayResult
	w.ok(&rep, map[string]any{"op": "replay", "game": "g1"})
	require.Equal(t, answers, rep.Replay.Answers)
	line, err := json.Marshal(rep.Line)
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "served.jsonl")
	require.NoError(t, os.WriteFile(file, append(line, '\n'), 0o644))
	out, err := runDCG(t, "replay", file, "--verify")
	require.NoError(t, err, out)
	require.Contains(t, out, "game 0: ok")

	// Determinism: the same seed and answers deal the same game.
	again := w.state(map[string]any{"op": "new_game", "decks": decks, "seed": 11})
	for _, i := range answers {
		again = w.state(map[string]any{"op": "answer", "game": again.Game, "option": i})
	}
	require.Equal(t, s.Result, again.Result)
	require.Equal(t, all, w.events(again.Game, "p1", 0))

	// Dropped, a game is gone; the others stay.
	var dropped map[string]any
	w.ok(&dropped, map[string]any{"op": "drop", "game": "g1"})
	w.fails("unknown_game", map[string]any{"op": "prompt", "game": "g1"})
	w.fails("unknown_game", map[string]any{"op": "drop", "game": "g1"})
	w.ok(&dropped, map[string]any{"op": "drop", "game": other.Game}) // a game still running
	w.state(map[string]any{"op": "prompt", "game": twin.Game})
}

// checkHidden checks what each player of a game sees: their own hand and no one
// else's, face-down security cards as nulls, no card drawn by the opponent or put into
// a security stack face down in their events.
func checkHidden(t *testing.T, w *wire, game string) {
	t.Helper()
	var views [2]protocol.View
	for i, who := range []string{"p1", "p2"} {
		v, raw := w.view(game, who)
		views[i] = v
		for _, side := range raw["players"].([]any) {
			for key := range side.(map[string]any) {
				require.NotEqual(t, "hand", key, "a side of the board lists no hand")
				require.NotEqual(t, "deck", key, "a side of the board lists no deck")
			}
		}
		for _, side := range v.Players {
			require.Len(t, side.Security, side.SecurityCount)
			for _, c := range side.Security {
				require.Nil(t, c, "the starter decks turn no security card face up") // 3-7-2
			}
		}
		for _, ev := range w.events(game, who, 0).Events {
			if ev.Kind != core.EvMove {
				continue
			}
			theirs := ev.Player.String() != who
			drawn := ev.From == core.ZoneDeck && ev.To == core.ZoneHand && theirs   // the opponent's draw
			setFaceDown := ev.From == core.ZoneDeck && ev.To == core.ZoneSecurity   // 3-7-2: hidden from both
			redrawn := ev.From == core.ZoneHand && ev.To == core.ZoneDeck && theirs // the opponent's mulligan (5-2-1-5)
			if drawn || setFaceDown || redrawn {
				require.Empty(t, ev.Card, "%s sees %+v", who, ev)
				require.Zero(t, ev.CardID, "%s sees %+v", who, ev)
			}
		}
	}
	for i := range views {
		require.Len(t, views[i].Hand, views[1-i].Players[i].HandCount)
		mine := map[int]bool{}
		for _, c := range views[i].Hand {
			mine[c.ID] = true
		}
		b, err := json.Marshal(views[1-i])
		require.NoError(t, err)
		for id := range mine {
			require.NotContains(t, string(b), fmt.Sprintf(`"id":%d,`, id), "the opponent's view names a card of this hand")
		}
	}
}

// A seat played by an AI: the client is asked only for its own seat.
func TestServeSeatsAnAgent(t *testing.T) {
	w := dial(t)
	s := w.state(map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st3"}, map[string]any{"name": "st1"}},
		"seed": 3, "agents": []string{"greedy", "client"}})
	for step := 0; s.Prompt != nil; step++ {
		require.Equal(t, "p2", s.Prompt.Player)
		s = w.state(map[string]any{"op": "answer", "game": s.Game, "option": pick(step, s.Prompt)})
	}
	require.NotNil(t, s.Result)
	require.Empty(t, s.Result.Error)

	// A deck by its list of cards, and card folders on top of the pool.
	var rep protocol.ReplayResult
	w.ok(&rep, map[string]any{"op": "replay", "game": s.Game})
	list := append(append([]string(nil), rep.Replay.Decks[1].Main...), rep.Replay.Decks[1].Eggs...)
	byList := w.state(map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st3"}, map[string]any{"cards": list}},
		"seed": 3, "agents": []string{"greedy", "client"}, "cards": []string{"../../tests/mods/custom-keyword"}})
	require.NotNil(t, byList.Prompt)
	w.fails("bad_request", map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st3"}, map[string]any{"name": "st1"}},
		"seed": 3, "cards": []string{filepath.Join(t.TempDir(), "missing")}})
	// byList is left running: the end of the input drops it (dial's cleanup waits).
}

// The example session of cmd/dcg/protocol/README.md is what the server answers: each
// line sent gets the line shown, or one that begins as shown where it ends with "…".
func TestServeReadmeSession(t *testing.T) {
	doc, err := os.ReadFile("protocol/README.md")
	require.NoError(t, err)
	_, session, ok := strings.Cut(string(doc), "## An example session")
	require.True(t, ok)
	_, session, _ = strings.Cut(session, "```\n")
	session, _, _ = strings.Cut(session, "```")
	w := dial(t)
	var sent string
	lines := 0
	for _, text := range strings.Split(strings.TrimSpace(session), "\n") {
		switch {
		case strings.HasPrefix(text, "> "):
			sent = strings.TrimPrefix(text, "> ")
		case strings.HasPrefix(text, "< "):
			want := strings.TrimPrefix(text, "< ")
			_, err := io.WriteString(w.in, sent+"\n")
			require.NoError(t, err)
			got, err := w.out.ReadString('\n')
			require.NoError(t, err)
			got = strings.TrimSuffix(got, "\n")
			if prefix, cut := strings.CutSuffix(want, "…"); cut {
				require.True(t, strings.HasPrefix(got, prefix), "to %s\nthe server answers %s\nthe README shows %s", sent, got, want)
			} else {
				require.Equal(t, want, got, "to %s", sent)
			}
			lines++
		default:
			t.Fatalf("a line of the session that is neither sent nor received: %q", text)
		}
	}
	require.Greater(t, lines, 10)
}

// A seat played by the search (mcts): its playouts get a host of their own, and a clone's
// search seat too; both games end without an error.
func TestServeSeatsTheSearch(t *testing.T) {
	w := dial(t)
	s := w.state(map[string]any{"op": "new_game", "decks": []any{map[string]any{"name": "st1"}, map[string]any{"name": "st2"}},
		"seed": 5, "agents": []string{"mcts", "client"}})
	var c protocol.GameState
	for step := 0; s.Prompt != nil; step++ {
		if step == 3 {
			c = w.state(map[string]any{"op": "clone", "game": s.Game})
		}
		s = w.state(map[string]any{"op": "answer", "game": s.Game, "option": pick(step, s.Prompt)})
	}
	require.NotNil(t, s.Result)
	require.Empty(t, s.Result.Error)
	require.NotEmpty(t, c.Game, "a clone was made")
	for step := 0; c.Prompt != nil; step++ {
		c = w.state(map[string]any{"op": "answer", "game": c.Game, "option": pick(step+7, c.Prompt)})
	}
	require.NotNil(t, c.Result)
	require.Empty(t, c.Result.Error)
}
