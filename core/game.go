package core

import (
	"errors"
	"fmt"
	"runtime/debug"
)

// DeckList is one player's deck as the game receives it: already validated (1-4-1).
type DeckList struct {
	Name string
	Main []*CardData // the 50-card deck (1-4-1-2)
	Eggs []*CardData // the Digi-Egg deck, 0–5 cards (1-4-1-3)
}

// Config sets up one game.
type Config struct {
	Seed   uint64      // the game's RNG seed: shuffles and the first player
	Decks  [2]DeckList // p1's and p2's decks
	Agents [2]Agent    // who answers each player's prompts
	// RecordEvents keeps the event log in Game.Events.
	RecordEvents bool
	// Observers are told of every event (after it is logged).
	Observers []EventObserver
	// Effects gives every card's effects; nil plays without card effects.
	Effects EffectSource
	// PoolHash, if set, is PoolHash(Decks) computed once for a batch of games.
	PoolHash string
	// MaxTurns stops a game that runs longer than this as an error (0 = 500); a game
	// without effects always ends far sooner, by security or by deck-out.
	MaxTurns int
	// AskNoChoice asks prompts whose only option is to do nothing too (noRealChoice),
	// as the engine did before replay version 2: replays of version 1 recorded an
	// answer to each.
	AskNoChoice bool
}

// Game is one match: both players, the turn and phase, the shared memory gauge, its own
// RNG and the event log. Two games never share mutable state, so many can run at once.
type Game struct {
	cfg     Config
	rng     *RNG
	Players [2]*Player

	Turn        int      // the turn number, 1 for the first player's first turn
	TurnPlayer  PlayerID // 4-10-1
	FirstPlayer PlayerID // 5-2-1-3
	Phase       Phase

	memory int // the memory gauge seen from p1's side: +3 is 3 on p1's side (1-4-2)

	nextCardID, nextObjID int
	owned                 [2]int  // cards each player brought into the game (tokens aside)
	attack                *Attack // the attack in progress, or nil
	modifiers             []*Modifier
	digivolvingAsDigimon  int // the object digivolving as if it were a Digimon (as_digimon.go), or 0
	sourceTied            int // how many modifiers end with their source card (continuity.go)

	// The effect queue (pending.go): effects triggered since the last settle, and the
	// groups of simultaneous triggers waiting, the newest last.
	triggered []*pending
	batches   [][]*pending
	usage     map[usageKey]int // [X Per Turn] uses this turn (15-14-1)
	kwEffects map[Keyword][]*Effect
	// whether a keyword with behaviour may be on some object, at state version kwPossibleAt-1
	kwPossible   bool
	kwPossibleAt uint64
	// what the game's cards can do at all (repertoire.go)
	rep repertoire
	// lending > 0 while lent cards are being found (lent.go): no lending inside it
	lending int
	// the event kinds some triggered effect of the game reacts to (mayTrigger)
	triggerKinds map[EventKind]bool
	triggerAny   bool
	attaching    bool // some effect of the game attaches timings (attach.go)
	// immediate effects activated for a cause that has not resolved yet (15-8-5-4)
	immediateUsed map[usageKey]int
	delayed       []*Delayed  // delayed processing waiting for its timing (18-1)
	nextTimes     []*nextTime // effects waiting for "the next time" (next_time.go)
	// leaving: the objects that left the field in the processing whose leave events
	// are being logged now; their own effects still see those events
	// (collectLeavingTriggers).
	leaving []*FieldObject
	// leftUnder: the digivolution card whose move out from under its Digimon is being
	// logged now; its own inherited effects still see that event (left_under.go).
	leftUnder leftUnder
	deriving  int // nesting depth of derived-value computations
	// proc numbers processings: what happens in one processing happens at once
	// (15-4-3-2, 15-5-2); each operation an effect performs is a processing of its own.
	proc uint64
	// resolving is the effect being activated or carried out now, if any (for prompts'
	// sources, Resolving, and the events it makes: Event.ByEffect).
	resolving *Ctx
	// byRules > 0 while rule processing (17), a battle (14) or a digivolution's draw
	// (8-1-3-3, digivolution_draw.go) runs inside an effect:
	// what they do is not by the effect (Event.ByEffect).
	byRules int
	// quiet counts events since the last decision, and loops remembers the decisions
	// of this turn: the loop detector (18-3, loop.go).
	quiet int
	loops loopWatch
	// evSlots hold the event being emitted, one slot per nesting depth, so that an
	// event handed to triggers and observers by pointer is not a heap allocation.
	evSlots []*Event
	evDepth int
	// version counts state changes (every event); derived values computed at one
	// version stay valid until the next change.
	version uint64
	// layout counts the changes of where cards are and whose turn it is (layout.go).
	layout uint64
	// fresh: the lists kept from one event to the next are found afresh after every
	// event, and no look is skipped (behaviourMayTrigger, isDigimon); the equivalence
	// tests compare games with and without it.
	fresh bool
	// every live effect at layout livesLayout-1 (eachLive), unless a card on the field
	// lends effects (livesLend); findingLives while they are being found, livesRead
	// while the list is being read
	lives        []live
	livesRead    int
	livesLayout  uint64
	livesLend    bool
	findingLives bool
	// the persistent effects working at state version persistentAt-1; found at layout
	// persistentLayout-1, where they are kept unless a card on the field lends effects
	persistent       []live
	persistentCtx    []Ctx // the Ctx of each, in the same order
	persistentAt     uint64
	persistentLayout uint64
	// the permissions to digivolve ignoring requirements at version permitsAt-1 (permission.go)
	permits   []live
	permitsAt uint64

	transit []*Card // cards taken out of a place and not placed yet (transit.go)

	Events []Event   // the event log, when Config.RecordEvents
	tally  turnTally // what happened this turn (Game.ThisTurn, tally.go)
	// ruleCheckedAt-1 is the state version at which a rule check last found nothing.
	ruleCheckedAt uint64
	// whether no effect can lower DP now, at state version dpSafeAt-1
	dpSafe   bool
	dpSafeAt uint64
	// whether some effect or grant may make a Digimon unaffected by its opponent's
	// effects (shieldsPossible), at state version shieldsAt-1
	shields   bool
	shieldsAt uint64
	// choiceBuf is reused for the choices of every breeding-phase and main-phase prompt.
	choiceBuf []Choice
	// scratch holds a Derived per nesting depth of derived values (derived; at depth 0
	// the values are computed in the object, where they are kept).
	scratch [maxDeriveDepth + 1]struct {
		d Derived
	}
	seq     int
	answers []int // every answer given, in order: the replay
	prompt  Prompt
	result  *Result
}

// Result is how a game ended.
type Result struct {
	Winner PlayerID // meaningful when !Draw and Err == nil
	Draw   bool
	Reason string // "security" (1-2-3-1), "deck_out" (1-2-3-2), "concede" (1-2-4), ...
	Turns  int
	Err    error // the game stopped because of an error (a bug or a script error)
	// Halted: an agent answered Halt; the game stopped where it was and can be inspected.
	Halted bool
}

// Win reasons.
const (
	ReasonSecurity = "security" // 1-2-3-1: an attack on a player with no security
	ReasonDeckOut  = "deck_out" // 1-2-3-2: could not draw in the draw phase
	ReasonConcede  = "concede"  // 1-2-4
)

// gameOver unwinds the engine's stack when the game ends in the middle of anything
// (1-2-1: the game ends at once). Run recovers it.
type gameOver struct{}

// NewGame creates a game from its configuration. Call Run to play it.
func NewGame(cfg Config) (*Game, error) {
	if cfg.MaxTurns == 0 {
		cfg.MaxTurns = 500
	}
	g := &Game{cfg: cfg, rng: NewRNG(cfg.Seed)}
	for i := range g.Players {
		id := PlayerID(i)
		if cfg.Agents[i] == nil {
			return nil, fmt.Errorf("%s has no agent", id)
		}
		p := &Player{ID: id, agent: cfg.Agents[i]}
		for _, d := range cfg.Decks[i].Main {
			if d == nil {
				return nil, fmt.Errorf("%s's deck holds a nil card", id)
			}
			p.Deck = append(p.Deck, g.newCard(d, id, ZoneDeck))
		}
		for _, d := range cfg.Decks[i].Eggs {
			if d == nil {
				return nil, fmt.Errorf("%s's Digi-Egg deck holds a nil card", id)
			}
			p.EggDeck = append(p.EggDeck, g.newCard(d, id, ZoneEggDeck))
		}
		g.Players[i] = p
	}
	if s, ok := cfg.Effects.(GameScoped); ok {
		s.BeginGame(g)
	}
	return g, nil
}

func (g *Game) newCard(d *CardData, owner PlayerID, z Zone) *Card {
	g.nextCardID++
	g.owned[owner]++
	return &Card{ID: g.nextCardID, Data: d, Owner: owner, Zone: z, game: g}
}

func (g *Game) newObjectID() int {
	g.nextObjID++
	return g.nextObjID
}

// Run plays the game to its end and returns how it ended. A panic inside the engine
// (a bug, or later a broken script) ends this game with Result.Err; it never escapes.
func (g *Game) Run() (res Result) {
	defer g.finish(&res)
	g.emit(Event{Kind: EvGameStart, N: int(g.cfg.Seed & 0x7fffffff), Text: g.cfg.Decks[0].Name + " vs " + g.cfg.Decks[1].Name})
	g.setup()
	g.playTurns()
	return
}

// Resume goes on playing a game built as a position (NewPosition) or stopped by Halt,
// from the current phase of the current turn, until it ends or an agent halts it.
func (g *Game) Resume() (res Result) {
	defer g.finish(&res)
	g.result = nil
	g.evDepth = 0     // a halt or an error may have left emit mid-way
	g.resolving = nil // and an effect: what was left of it is not carried out
	g.settle()        // a position may hold what a rule check acts on (17-1)
	if g.Phase == PhaseEndOfTurn {
		// A position at the end of the turn: the turn-end condition (6-1-4-1) met in
		// the main phase, where the turn goes on should the memory come back (6-6-4).
		g.Phase = PhaseMain
	}
	g.playTurnFrom(stepOf(g.Phase))
	g.playTurns()
	return
}

// finish turns the end of a run — normal, Halt, or a panic — into its Result.
func (g *Game) finish(res *Result) {
	if r := recover(); r != nil {
		if _, ok := r.(gameOver); !ok {
			g.result = &Result{Err: fmt.Errorf("engine error in turn %d: %v\n%s", g.Turn, r, debug.Stack())}
		}
	}
	if g.result == nil {
		g.result = &Result{Err: errors.New("game stopped without a result")}
	}
	g.result.Turns = g.Turn
	*res = *g.result
}

func (g *Game) playTurns() {
	for {
		if g.Turn >= g.cfg.MaxTurns {
			g.result = &Result{Err: fmt.Errorf("game did not end within %d turns", g.cfg.MaxTurns)}
			panic(gameOver{})
		}
		g.playTurn()
	}
}

// Result returns how the game ended, or nil while it runs.
func (g *Game) Result() *Result { return g.result }

// Answers returns every answer given so far, in order: with the seed and decks, the
// whole game (see Replay).
func (g *Game) Answers() []int { return g.answers }

// Player returns a player's state.
func (g *Game) Player(id PlayerID) *Player { return g.Players[id] }

// win ends the game at once with a winner (1-2-1, 1-2-2).
func (g *Game) win(p PlayerID, reason string) {
	g.result = &Result{Winner: p, Reason: reason}
	g.emit(Event{Kind: EvGameEnd, Player: p, Text: reason})
	panic(gameOver{})
}

// emit records an event and tells the observers. Triggers and observers get the
// event by pointer for the length of the call only; what they keep, they copy.
func (g *Game) emit(ev Event) {
	g.quiet++
	if g.quiet > maxQuietEvents {
		g.endlessLoop("18-3-2: events without end and no decision")
	}
	g.version++
	g.noteLayout(&ev)
	g.endSourceless() // what this change took from under a Digimon ends what it created
	g.seq++
	ev.Seq = g.seq
	ev.Turn = g.Turn
	if c := g.resolving; c != nil && g.byRules == 0 && !ev.ByEffect {
		ev.ByEffect, ev.EffectPlayer = true, c.Player
	}
	if c := g.resolving; c != nil && ev.ByEffect && ev.EffectCard == 0 && ev.EffectPlayer == c.Player {
		ev.EffectCard, ev.EffectKeyword = c.source()
	}
	if g.evDepth == len(g.evSlots) {
		g.evSlots = append(g.evSlots, new(Event))
	}
	e := g.evSlots[g.evDepth]
	*e = ev
	g.evDepth++
	g.tally.note(e, g.inBreeding(e.Obj))
	if g.cfg.RecordEvents {
		g.Events = append(g.Events, *e)
	}
	if g.cfg.Effects != nil {
		g.collectTriggers(e)
		g.collectDelayed(e)
	}
	for _, o := range g.cfg.Observers {
		o(g, e)
	}
	g.evDepth--
}

// ask puts a prompt to a player's agent and returns the chosen option. Every prompt
// has at least one option; an answer out of range is an error of the agent. A player
// may concede at any prompt (1-2-4); conceding triggers no effect (1-2-5).
func (g *Game) ask(p PlayerID, kind PromptKind, text string, opts []Choice) Choice {
	var e *Effect
	var card *Card
	if c := g.resolving; c != nil && askedByEffect(kind) {
		e, card = c.Effect, c.Card
	}
	return g.askFor(p, kind, text, opts, e, card)
}

// askFor is ask for a prompt whose source is known: the effect e printed on card
// asks it (nil: the rules ask).
func (g *Game) askFor(p PlayerID, kind PromptKind, text string, opts []Choice, e *Effect, card *Card) Choice {
	if len(opts) == 0 {
		panic(fmt.Sprintf("prompt %s for %s has no legal option", kind, p))
	}
	if noRealChoice(opts) && !g.cfg.AskNoChoice {
		return opts[0] // nothing to decide: not a prompt, not an answer of the replay
	}
	g.quiet = 0
	o := g.watchLoop(p, kind, text, opts)
	opts = o.opts
	g.prompt = Prompt{Player: p, Kind: kind, Text: o.text, Choices: opts, Effect: e, Card: card}
	i := g.Players[p].agent.Choose(View{g: g, p: p}, &g.prompt)
	g.answers = append(g.answers, i)
	switch i {
	case Concede:
		g.win(p.Opponent(), ReasonConcede)
	case Halt:
		g.answers = g.answers[:len(g.answers)-1]
		g.result = &Result{Halted: true}
		panic(gameOver{})
	}
	if i < 0 || i >= len(opts) {
		panic(fmt.Sprintf("agent of %s answered %d to a %s prompt with %d options", p, i, kind, len(opts)))
	}
	o.answered(i)
	return opts[i]
}
