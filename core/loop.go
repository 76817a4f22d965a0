package core

import "fmt"

// Endless loops (18-3). A loop is processing that goes on forever (18-3-1). The engine
// recognizes three shapes of it:
//
//   - A loop that asks nobody anything is one neither player can stop: the game is a
//     draw (18-3-2). It shows as a long run of events without a single decision: far
//     more than any real processing makes (a whole game without effects makes about
//     700 events in all).
//   - A loop that asks: the same question comes back to the same player in the same
//     position (fingerprint.go; recognized from its second time round, watchLoop). Each answer a player gives there is remembered for the
//     turn. A player may let a loop they can stop go round as long as they like — the
//     number of times they declare (18-3-3-1, 18-3-3-2) — up to maxRepeats times
//     through one position; then they stop it with their means (18-3-3-3): the answers
//     that came back are no longer offered there, only the others, and after that
//     nobody may take an action that leads to the same loop (18-3-3). When every
//     answer of the question, and of every question asked since it first came up, has
//     been given and the loop came back all the same (twice at least: minLoopVisits),
//     no player has a means to stop it: the game is a draw (18-3-2). (With no progress, the number of repetitions
//     changes nothing in the position: who stops it is the player asked where the
//     limit is reached.)
//   - A backstop for loops that change the position every time round (a count that
//     grows, an effect given again and again), where neither rule above applies:
//     more than MaxDecisionsPerTurn decisions in one turn end the game as a draw by an
//     endless loop. No real turn comes near it.

// maxQuietEvents is how many events may follow each other without a decision.
const maxQuietEvents = 20000

// maxRepeats is how many times a decision may come back to the same position in one
// turn before its player must stop the loop (18-3-3-3).
const maxRepeats = 100

// minLoopVisits is how many times a decision must have been asked in one position
// before the engine calls it a loop nobody can stop: once back may be for a reason no
// position shows (a one-off in a test's Go code), twice back with every answer given
// is a loop.
const minLoopVisits = 3

// MaxDecisionsPerTurn is the backstop: the most decisions one turn may ask for.
const MaxDecisionsPerTurn = 10000

// ReasonLoop is the reason of a draw by an endless loop (18-3-2).
const ReasonLoop = "loop"

func (g *Game) endlessLoop(why string) {
	g.result = &Result{Draw: true, Reason: ReasonLoop}
	g.quiet = 0
	g.emit(Event{Kind: EvGameEnd, Text: "draw: endless loop (" + why + ")"})
	panic(gameOver{})
}

// loopWatch remembers the decisions of the current turn. Its memory is kept from turn
// to turn and game to game of a Game, so that watching costs no allocation once warm.
type loopWatch struct {
	turn  int
	asked int                 // decisions asked this turn
	at    map[fingerprint]int // every position a decision was asked in this turn: its spot
	// sketches are the sketches of the positions decisions were asked in this turn
	// (positionSketch): a position is fingerprinted in full once its sketch is seen again.
	sketches map[fingerprint]bool
	spots    []spot // in the order first asked (deterministic scans)
	tried    []bool // the answers given, spot by spot (spot.tried indexes it)
}

// spot is one position a decision was asked in, and what happened there.
type spot struct {
	tried, options int // where its answers start in loopWatch.tried, and how many there are
	triedN         int // how many different answers were given here
	visits         int
	first, last    int // the decision numbers (loopWatch.asked) of the first and latest visits
}

func (s *spot) exhausted() bool { return s.triedN == s.options }

// offer is what a decision offers: the options, or only the untried ones when its
// player must stop a loop (idx maps them back to the full list).
type offer struct {
	w    *loopWatch
	spot int
	opts []Choice
	idx  []int
	text string
}

// watchLoop is called for every decision asked. It ends the game when the decision
// is part of a loop nobody can stop, and narrows it when its player must stop one.
func (g *Game) watchLoop(p PlayerID, kind PromptKind, text string, opts []Choice) offer {
	w := &g.loops
	if w.turn != g.Turn || w.at == nil {
		w.reset(g.Turn)
	}
	w.asked++
	if w.asked > MaxDecisionsPerTurn {
		g.endlessLoop(fmt.Sprintf("18-3: more than %d decisions in one turn", MaxDecisionsPerTurn))
	}
	// The position is fingerprinted in full only when its sketch comes back: a position
	// whose sketch is new this turn is new, and gets a spot of its own that is never
	// looked up again. So a loop is recognized from its second time round on — one
	// round later than with a full fingerprint at every decision — and a turn without
	// loops, nearly every turn, never reads the decks and trashes card by card.
	sketch := g.positionSketch(p, kind, text, opts)
	i, ok := 0, false
	if w.sketches[sketch] {
		key := g.positionFingerprint(p, kind, text, opts)
		if i, ok = w.at[key]; !ok || w.spots[i].options != len(opts) {
			i, ok = len(w.spots), false
			w.at[key] = i
		}
	}
	w.sketches[sketch] = true
	if !ok {
		i = len(w.spots)
		w.spots = append(w.spots, spot{tried: len(w.tried), options: len(opts), first: w.asked})
		w.tried = append(w.tried, make([]bool, len(opts))...)
	}
	s := &w.spots[i]
	s.visits++
	s.last = w.asked
	o := offer{w: w, spot: i, opts: opts, text: text}
	if s.visits == 1 {
		return o
	}
	if s.exhausted() && s.visits >= minLoopVisits && !w.wayOutSince(s.first) {
		g.endlessLoop("18-3-2: every choice in it comes back to the same position")
	}
	if s.visits <= maxRepeats || s.exhausted() {
		return o
	}
	// 18-3-3-3: the loop went round as often as may be declared; its player stops it.
	o.opts = nil
	o.text = fmt.Sprintf("%s (18-3-3-3: this came back to the same position %d times: stop the loop)", text, maxRepeats)
	for j, c := range opts {
		if !w.tried[s.tried+j] {
			o.opts = append(o.opts, c)
			o.idx = append(o.idx, j)
		}
	}
	return o
}

func (w *loopWatch) reset(turn int) {
	if w.at == nil {
		w.at, w.sketches = map[fingerprint]int{}, map[fingerprint]bool{}
	}
	clear(w.at)
	clear(w.sketches)
	*w = loopWatch{turn: turn, at: w.at, sketches: w.sketches, spots: w.spots[:0], tried: w.tried[:0]}
}

// wayOutSince reports whether some decision asked since decision number from still
// has an answer nobody has given.
func (w *loopWatch) wayOutSince(from int) bool {
	for i := range w.spots {
		if s := &w.spots[i]; s.last >= from && !s.exhausted() {
			return true
		}
	}
	return false
}

// answered notes the answer i (an index into o.opts) given to an offer.
func (o offer) answered(i int) {
	if o.idx != nil {
		i = o.idx[i]
	}
	s := &o.w.spots[o.spot]
	if t := &o.w.tried[s.tried+i]; !*t {
		*t = true
		s.triedN++
	}
}
