package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// Env is what scenarios run against: the card pool and its scripts, and the keyword
// scripts (the built-in ones and the card folders' custom keywords).
type Env struct {
	Cards    core.CardLookup
	Scripts  scripting.ScriptSource
	Keywords *scripting.KeywordSet
	// Limits are what each scenario's scripts may use (scripting.DefaultLimits when
	// zero).
	Limits scripting.Limits
	// Instrument, if set, is called with each scenario's game config before the game
	// is made: it may add observers and wrap the agents (coverage counts effects so).
	// The function it returns is called once the scenario has run (Game.Close; not
	// when its position cannot be built).
	Instrument func(cfg *core.Config) (done func())
}

// Failure is one expectation that did not hold, or a step that could not be taken.
type Failure struct {
	File string
	Line int
	What string // what was expected or attempted
	Want string
	Got  string
	// Board is the zone or object the expectation was about as it is now, one line
	// per card or object, under its title BoardTitle ("p1's hand").
	BoardTitle string
	Board      []string
	// Where is where the game was: the turn, the phase, the prompt being asked (or
	// how the game ended) and the last event.
	Where  string
	Events []string // the last events before it
}

func (f Failure) String() string {
	var b strings.Builder
	if f.Line > 0 {
		fmt.Fprintf(&b, "%s:%d: %s", f.File, f.Line, f.What)
	} else {
		fmt.Fprintf(&b, "%s: %s", f.File, f.What)
	}
	if f.Want != "" {
		fmt.Fprintf(&b, "\n    want: %s", f.Want)
	}
	if f.Want != "" || f.Got != "" {
		fmt.Fprintf(&b, "\n    got:  %s", strings.ReplaceAll(f.Got, "\n", "\n          "))
	}
	if len(f.Board) > 0 {
		fmt.Fprintf(&b, "\n    %s now:", f.BoardTitle)
		for _, line := range f.Board {
			b.WriteString("\n      " + line)
		}
	}
	if f.Where != "" {
		b.WriteString("\n    where: " + f.Where)
	}
	if len(f.Events) > 0 {
		b.WriteString("\n    last events:")
		for _, e := range f.Events {
			b.WriteString("\n      " + e)
		}
	}
	return b.String()
}

// Result is the outcome of one scenario.
type Result struct {
	File     string
	Name     string
	Rulings  []string // the official rulings the scenario proves when it passes (Q numbers)
	Failures []Failure
	// Events is the game's event log, setting up included: the evidence of which
	// cards and effects the scenario exercised (core/cardpool's evidence index).
	Events []core.Event
}

// Passed reports whether every step was taken and every expectation held.
func (r *Result) Passed() bool { return len(r.Failures) == 0 }

// customCards layers a scenario's inline cards over the pool.
type customCards struct {
	cards map[string]*core.CardData
	base  core.CardLookup
}

func (c customCards) Card(n string) (*core.CardData, error) {
	if d, ok := c.cards[n]; ok {
		return d, nil
	}
	if c.base == nil {
		return nil, &core.UnknownCardError{Number: n}
	}
	return c.base.Card(n)
}

// customScripts layers the inline cards' scripts over the pool's. An inline card
// replaces a pool card of the same number with its own script, or none: the pool
// card's script does not come with the number.
type customScripts struct {
	file    string
	cards   map[string]*core.CardData
	scripts map[string]string
	base    scripting.ScriptSource
}

func (c customScripts) Script(n string) (string, []byte, bool) {
	if s, ok := c.scripts[n]; ok {
		return c.file + "[" + n + "]", []byte(s), true
	}
	if _, inline := c.cards[n]; inline || c.base == nil {
		return "", nil, false
	}
	return c.base.Script(n)
}

// Run plays a scenario and checks it.
func Run(env *Env, s *Scenario) *Result {
	res := &Result{File: s.File, Name: s.Name, Rulings: s.Rulings}
	rn := &runner{s: s, res: res, initial: map[string]*core.FieldObject{}}
	// A version-1 file was written when the engine asked prompts whose only option
	// is to do nothing (a breeding phase with nothing to hatch or move): it answers them.
	cfg := core.Config{Agents: [2]core.Agent{rn, rn}, RecordEvents: true,
		Observers: []core.EventObserver{rn.observe}, AskNoChoice: s.Version == 1}
	sg, err := Setup(env, s, cfg)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			res.Failures = append(res.Failures, Failure{File: s.File, Line: e.Line, What: err.Error()})
		} else {
			res.fail(s.File, 0, "setting up", "", err.Error(), nil)
		}
		return res
	}
	defer sg.Close()
	rn.g, rn.labels = sg.Game, sg.Labels
	rn.labelByTop()
	rn.mark = len(rn.g.Events) // setting up is not part of what expectations look at
	rn.result = rn.g.Resume()
	rn.finish()
	res.Events = rn.g.Events
	return res
}

// Game is a scenario's position set up as a game, ready to be played from: against
// the scenario's steps (Run), or by people (dcg play --position).
type Game struct {
	*core.Game
	// Cards are the card pool with the scenario's inline cards over it.
	Cards core.CardLookup
	// Labels are the position's objects by their name: (name: in the position).
	Labels map[string]*core.FieldObject
	host   *scripting.Host
	done   func() // Env.Instrument's
}

// Close ends the game: what Env.Instrument watched is told the game is over, and the
// game's Lua host is released.
func (sg *Game) Close() {
	if sg.done != nil {
		sg.done() // before the host closes: it may read the cards' effects
	}
	sg.host.Close()
}

// Setup builds a scenario's position as a game of cfg (its agents, observers, ...),
// with the scenario's seed and its cards' effects, watched by Env.Instrument: both
// players' zones and objects, the turn, phase and memory. A card the pool and the
// inline cards do not know is an *Error naming the line.
func Setup(env *Env, s *Scenario, cfg core.Config) (*Game, error) {
	cards := customCards{cards: map[string]*core.CardData{}, base: env.Cards}
	for _, d := range s.Cards {
		cards.cards[d.Number] = d
	}
	lib := scripting.NewLibraryOf(customScripts{file: s.File, cards: cards.cards, scripts: s.Scripts, base: env.Scripts}, env.Keywords)
	if env.Limits != (scripting.Limits{}) {
		lib.Limits = env.Limits
	}
	host := lib.NewHost()
	cfg.Seed, cfg.Effects = s.Seed, host
	var done func()
	if env.Instrument != nil {
		done = env.Instrument(&cfg)
	}
	g, err := core.NewPosition(cfg)
	if err != nil {
		host.Close()
		return nil, err
	}
	sg := &Game{Game: g, Cards: cards, Labels: map[string]*core.FieldObject{}, host: host, done: done}
	if err := sg.build(s, cards); err != nil {
		host.Close()
		return nil, err
	}
	return sg, nil
}

func (r *Result) fail(file string, line int, what, want, got string, events []string) {
	r.Failures = append(r.Failures, Failure{File: file, Line: line, What: what, Want: want, Got: got, Events: events})
}

// build sets up the position.
func (sg *Game) build(s *Scenario, cards core.CardLookup) error {
	g := sg.Game
	pos := s.Position
	g.SetTurn(pos.Turn, pos.TurnNumber, pos.Phase)
	g.SetMemory(pos.Turn, pos.Memory, "scenario")
	card := func(ref Ref) (*core.CardData, error) {
		d, err := cards.Card(ref.Name)
		if err != nil {
			return nil, &Error{File: s.File, Line: ref.Line, Msg: fmt.Sprintf("%q: unknown card number (not in the card pool nor in cards:)", ref.Name)}
		}
		return d, nil
	}
	for i, ps := range pos.Players {
		p := core.PlayerID(i)
		for _, z := range []struct {
			refs   []Ref
			zone   core.Zone
			faceUp []bool
		}{{ps.Deck, core.ZoneDeck, nil}, {ps.Eggs, core.ZoneEggDeck, nil}, {ps.Security, core.ZoneSecurity, ps.SecurityFaceUp},
			{ps.Trash, core.ZoneTrash, nil}, {ps.Hand, core.ZoneHand, nil}} {
			for j := len(z.refs) - 1; j >= 0; j-- { // lists are top first
				d, err := card(z.refs[j])
				if err != nil {
					return err
				}
				c := g.AddCard(p, z.zone, d)
				c.FaceUp = j < len(z.faceUp) && z.faceUp[j] // 3-7-4
			}
		}
		objs := ps.Battle
		zones := make([]core.Zone, len(objs))
		for j := range zones {
			zones[j] = core.ZoneBattle
		}
		if ps.Breeding != nil {
			objs = append([]ObjectSetup{*ps.Breeding}, objs...)
			zones = append([]core.Zone{core.ZoneBreeding}, zones...)
		}
		for j, os := range objs {
			if err := sg.buildObject(s, p, zones[j], os, card); err != nil {
				return err
			}
		}
	}
	return nil
}

func (sg *Game) buildObject(s *Scenario, p core.PlayerID, z core.Zone, os ObjectSetup, card func(Ref) (*core.CardData, error)) error {
	var stack []*core.CardData
	for _, ref := range os.Stack {
		d, err := card(ref)
		if err != nil {
			return err
		}
		stack = append(stack, d)
	}
	o := sg.AddObject(p, z, stack...)
	o.Suspended = os.Suspended
	if os.PlayedThisTurn {
		o.PlayedTurn = sg.Turn
	}
	for _, ref := range os.Links {
		d, err := card(ref)
		if err != nil {
			return err
		}
		sg.AddLink(o, d)
	}
	for _, gs := range os.Grants {
		m := &core.Modifier{Target: o, Player: p, DP: gs.DP, Until: durations[gs.Until]}
		for _, k := range gs.Keywords {
			tag := scripting.ParseKeywordTag(k)
			m.Tags = append(m.Tags, tag)
			if tag.Name == core.SecurityA {
				m.Checks += tag.N
			}
		}
		sg.Grant(m)
	}
	if os.Label != "" {
		if _, dup := sg.Labels[os.Label]; dup {
			return &Error{File: s.File, Line: os.Line, Msg: fmt.Sprintf("two objects are named %q", os.Label)}
		}
		sg.Labels[os.Label] = o
	}
	sg.Touch()
	return nil
}

// labelByTop remembers the objects of the starting position by their top card
// number, where that is unique: the number keeps naming the object after it
// digivolved or left the field, as long as no other object on the field has it.
func (rn *runner) labelByTop() {
	count := map[string]int{}
	var all []*core.FieldObject
	for _, pl := range rn.g.Players {
		all = append(all, pl.FieldObjects()...)
	}
	for _, o := range all {
		count[o.Top().Data.Number]++
	}
	for _, o := range all {
		if n := o.Top().Data.Number; count[n] == 1 {
			rn.initial[n] = o
		}
	}
}
