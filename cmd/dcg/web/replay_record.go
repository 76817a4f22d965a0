package web

import (
	"bytes"
	"encoding/json"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/core"
)

// Replay is a logged game re-run, for the viewer: each step (an event told in words)
// with the board after it. Boards repeat often (many steps change nothing the board
// shows); each distinct board is kept once and steps point at it.
type Replay struct {
	Title  string    `json:"title"`
	Seed   uint64    `json:"seed"`
	Decks  [2]string `json:"decks"`
	Agents [2]string `json:"agents"`
	Result string    `json:"result"`
	Steps  []Step    `json:"steps"`
	Boards []Board   `json:"boards"`
}

// Step is one event of the game told for people, with the board after it.
type Step struct {
	Seq    int    `json:"seq"`  // the event's number in the game
	Turn   int    `json:"turn"` // 0: the setup
	Player string `json:"player"`
	Text   string `json:"text"`
	Card   int    `json:"card,omitempty"`   // the card it names (core.Card.ID), to highlight
	Obj    int    `json:"obj,omitempty"`    // the object it names
	Target int    `json:"target,omitempty"` // a second object: an attack's target, a blocker
	Board  int    `json:"board"`            // its board: an index into Replay.Boards
}

// Board is the whole board at one moment, both hands open: a replay hides nothing
// (the page turns the hidden side's hand face down unless "show all").
type Board struct {
	protocol.View
	Hands [2][]protocol.Card `json:"hands"`
}

// BoardOf is the board of a game now: what p1 sees, and both hands.
func BoardOf(g *core.Game) Board {
	b := Board{View: protocol.ViewOf(g.ViewOf(0))}
	b.Hands[0] = b.Hand
	b.Hands[1] = protocol.ViewOf(g.ViewOf(1)).Hand
	b.Hand, b.Me = nil, ""
	return b
}

// Recorder records a replay as the game is re-run: an event observer. tell is the
// event in words ("" for one the board shows well enough, which makes no step).
type Recorder struct {
	rep  *Replay
	tell func(ev *core.Event) string
	last []byte // the last board, as JSON
}

// NewRecorder records into rep.
func NewRecorder(rep *Replay, tell func(ev *core.Event) string) *Recorder {
	return &Recorder{rep: rep, tell: tell}
}

// Observe is a core.EventObserver.
func (r *Recorder) Observe(g *core.Game, ev *core.Event) {
	text := r.tell(ev)
	if text == "" {
		return
	}
	st := Step{Seq: ev.Seq, Turn: ev.Turn, Player: ev.Player.String(), Text: text, Card: ev.CardID, Obj: ev.Obj, Target: ev.Target}
	b := BoardOf(g)
	js, _ := json.Marshal(b)
	if r.last == nil || !bytes.Equal(js, r.last) {
		r.rep.Boards = append(r.rep.Boards, b)
		r.last = js
	}
	st.Board = len(r.rep.Boards) - 1
	r.rep.Steps = append(r.rep.Steps, st)
}
