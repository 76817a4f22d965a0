package scenario

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// runner is the agent of both players: it answers each prompt with the next step,
// checking the expectations that stand before it. Strict: a step that does not fit
// the prompt fails the scenario, showing the prompt.
type runner struct {
	s      *Scenario
	res    *Result
	g      *core.Game
	labels map[string]*core.FieldObject // the position's name: labels
	// initial: the objects of the position by top card number, where that was unique
	// (a number names them once no object on the field has it any more).
	initial map[string]*core.FieldObject
	next    int
	picks   []Ref // the rest of a choose: [a, b] step
	pickAt  int   // its line
	mark    int   // events before this index were already looked at by an expectation
	result  core.Result
	failed  bool
	// errorExpected: an expectation named the game's error.
	errorExpected bool
	// quiet counts the events since the engine last asked anything; runaway is set
	// when it passed maxQuietEvents (see observe).
	quiet   int
	runaway bool
}

// maxQuietEvents is how many events the engine may log without asking anything
// before the runner calls it an endless loop. A real scenario logs a few dozen.
const maxQuietEvents = 50000

// runawayGame stops a game that has gone on too long without a prompt.
type runawayGame struct{}

// observe counts events between prompts: an endless loop of rules and effects
// (a Digimon at 0 DP saved again at every rule check, ...) fails the scenario
// instead of hanging it.
func (rn *runner) observe(*core.Game, *core.Event) {
	if rn.quiet++; rn.quiet > maxQuietEvents && !rn.runaway {
		rn.runaway = true
		panic(runawayGame{}) // the engine ends the game with an error (Game.Resume recovers)
	}
}

// Choose implements core.Agent.
func (rn *runner) Choose(_ core.View, p *core.Prompt) int {
	rn.quiet = 0
	if rn.failed {
		return core.Halt
	}
	if len(rn.picks) > 0 {
		ref := rn.picks[0]
		rn.picks = rn.picks[1:]
		return rn.answer(Step{Kind: "choose", Line: ref.Line, Refs: []Ref{ref}}, p)
	}
	for rn.next < len(rn.s.Steps) && rn.s.Steps[rn.next].Kind == "expect" {
		rn.check(rn.s.Steps[rn.next].Expect, p)
		rn.next++
	}
	if rn.failed || rn.next >= len(rn.s.Steps) {
		return core.Halt // the scenario ends here
	}
	st := rn.s.Steps[rn.next]
	rn.next++
	if st.Kind == "choose" && len(st.Refs) > 1 {
		rn.picks = append([]Ref(nil), st.Refs[1:]...)
		st.Refs = st.Refs[:1]
	}
	return rn.answer(st, p)
}

func (rn *runner) answer(st Step, p *core.Prompt) int {
	if st.Kind == "concede" {
		return core.Concede
	}
	for i, c := range p.Choices {
		ok, err := rn.matches(st, c)
		if err != nil {
			rn.stepFail(st.Line, err.Error(), p)
			return core.Halt
		}
		if ok {
			return i
		}
	}
	rn.stepFail(st.Line, fmt.Sprintf("step %q does not fit the prompt", rn.describeStep(st)), p)
	return core.Halt
}

func (rn *runner) stepFail(line int, what string, p *core.Prompt) {
	rn.failed = true
	rn.fail(Failure{Line: line, What: what, Got: rn.describePrompt(p)}, p)
}

// fail records a failure, with where the game was (p: the prompt being asked, nil
// after the game stopped) and the last events.
func (rn *runner) fail(f Failure, p *core.Prompt) {
	f.File = rn.s.File
	f.Where = rn.where(p)
	f.Events = rn.lastEvents()
	rn.res.Failures = append(rn.res.Failures, f)
}

// matches reports whether a choice is what a step asks for.
func (rn *runner) matches(st Step, c core.Choice) (bool, error) {
	arg := func(k string) Ref { return st.Args[k] }
	cardIs := func(ref Ref) bool { return c.Card != nil && c.Card.Data.Number == ref.Name }
	objIs := func(ref Ref) (bool, error) {
		o, err := rn.mustObject(ref)
		return err == nil && c.Obj == o, err
	}
	switch st.Kind {
	case "play":
		return c.Action == core.ActPlay && cardIs(arg("card")), nil
	case "use":
		return c.Action == core.ActUse && cardIs(arg("card")), nil
	case "pass":
		return c.Action == core.ActPass, nil
	case "done":
		return c.Action == core.ActDone, nil
	case "yes":
		return c.Action == core.ActYes, nil
	case "no":
		return c.Action == core.ActNo, nil
	case "hatch":
		return c.Action == core.ActHatch, nil
	case "move":
		return c.Action == core.ActMove, nil
	case "nothing":
		return c.Action == core.ActNothing, nil
	case "no_block":
		return c.Action == core.ActNoBlock, nil
	case "block":
		if c.Action != core.ActBlock {
			return false, nil
		}
		return objIs(arg("card"))
	case "digivolve":
		if c.Action != core.ActDigivolve || !cardIs(arg("into")) {
			return false, nil
		}
		if req, ok := st.Args["requirement"]; ok && fmt.Sprint(c.Req+1) != req.Name {
			return false, nil
		}
		return objIs(arg("object"))
	case "burst", "app_fusion":
		act := core.ActBurst
		if st.Kind == "app_fusion" {
			act = core.ActAppFusion
		}
		if c.Action != act || !cardIs(arg("into")) {
			return false, nil
		}
		if req, ok := st.Args["requirement"]; ok && fmt.Sprint(c.Req+1) != req.Name {
			return false, nil
		}
		return objIs(arg("object"))
	case "dna":
		if c.Action != core.ActDNA || !cardIs(arg("into")) || len(c.Objs) != len(st.Refs) {
			return false, nil
		}
		if req, ok := st.Args["requirement"]; ok && fmt.Sprint(c.Req+1) != req.Name {
			return false, nil
		}
		for i, ref := range st.Refs {
			o, err := rn.mustObject(ref)
			if err != nil || c.Objs[i] != o {
				return false, err
			}
		}
		return true, nil
	case "link":
		if c.Action != core.ActLink {
			return false, nil
		}
		if ref, ok := st.Args["card"]; ok && (len(c.Objs) != 0 || !cardIs(ref)) {
			return false, nil
		}
		if ref, ok := st.Args["object"]; ok {
			o, err := rn.mustObject(ref)
			if err != nil || len(c.Objs) != 1 || c.Objs[0] != o {
				return false, err
			}
		}
		return objIs(arg("to"))
	case "attack":
		if c.Action != core.ActAttack {
			return false, nil
		}
		if ok, err := objIs(arg("with")); !ok || err != nil {
			return false, err
		}
		t, ok := st.Args["target"]
		if !ok || t.Name == "player" || t.Name == "opponent" {
			return c.Target == nil, nil
		}
		o, err := rn.mustObject(t)
		return err == nil && c.Target == o, err
	case "activate":
		if c.Action != core.ActActivate {
			return false, nil
		}
		if ok, err := rn.activates(c, arg("object")); !ok || err != nil {
			return false, err
		}
		e, ok := st.Args["effect"]
		return !ok || strings.Contains(c.Effect.String(), e.Name), nil
	case "order":
		return c.Action == core.ActResolve && strings.Contains(c.Effect.String(), arg("card").Name), nil
	case "number":
		return c.Action == core.ActNumber && fmt.Sprint(c.N) == arg("card").Name, nil
	case "choose":
		if c.Action != core.ActSelect {
			return false, nil
		}
		ref := st.Refs[0]
		switch {
		case c.Obj != nil:
			return objIs(ref)
		case c.Card == nil: // an option in words (ctx:choose_text): its text
			return c.Text == ref.Name, nil
		}
		return cardIs(ref), nil
	}
	return false, fmt.Errorf("unknown step %q", st.Kind)
}

// activates reports whether an activation is of what ref names: an object on the
// field, or — for an effect working from the hand or the trash (15-14-2, 15-14-3),
// which no object has — the card, by its number.
func (rn *runner) activates(c core.Choice, ref Ref) (bool, error) {
	if c.Obj == nil {
		return c.Card.Data.Number == ref.Name, nil
	}
	if _, named := rn.labels[ref.Name]; !named && rn.inHandOrTrash(ref.Name) {
		o, err := rn.object(ref) // the number may name a card there instead
		return err == nil && o != nil && c.Obj == o, err
	}
	o, err := rn.mustObject(ref)
	return err == nil && c.Obj == o, err
}

// inHandOrTrash reports whether a card of that number is in a hand or a trash.
func (rn *runner) inHandOrTrash(number string) bool {
	for _, pl := range rn.g.Players {
		for _, z := range [][]*core.Card{pl.Hand, pl.Trash} {
			for _, c := range z {
				if c.Data.Number == number {
					return true
				}
			}
		}
	}
	return false
}

// object finds the object a name refers to: a name: of the position; else the one
// object on the field whose top card has that number; else, when none has, the object
// of the position that had it (since digivolved, or gone from the field).
func (rn *runner) object(ref Ref) (*core.FieldObject, error) {
	if o, ok := rn.labels[ref.Name]; ok {
		return o, nil
	}
	var found []*core.FieldObject
	for _, pl := range rn.g.Players {
		for _, o := range pl.FieldObjects() {
			if o.Top().Data.Number == ref.Name {
				found = append(found, o)
			}
		}
	}
	switch len(found) {
	case 0:
		return rn.initial[ref.Name], nil
	case 1:
		return found[0], nil
	}
	return nil, fmt.Errorf("%q matches %d objects on the field; name them (name: ...) in the position", ref.Name, len(found))
}

// mustObject is object for a step's argument: naming nothing is an error.
func (rn *runner) mustObject(ref Ref) (*core.FieldObject, error) {
	o, err := rn.object(ref)
	if err == nil && o == nil {
		err = fmt.Errorf("no object %q: name one with name: in the position, or use the top card number of exactly one object on the field", ref.Name)
	}
	return o, err
}

// label is how the scenario would name an object.
func (rn *runner) label(o *core.FieldObject) string {
	for k, x := range rn.labels {
		if x == o {
			return k
		}
	}
	return o.Top().Data.Number
}

// describeChoice writes a choice in step syntax: what a scenario writes to take it.
func (rn *runner) describeChoice(c core.Choice) string {
	switch c.Action {
	case core.ActPlay:
		return "play " + c.Card.Data.Number
	case core.ActUse:
		return "use " + c.Card.Data.Number
	case core.ActDigivolve:
		return fmt.Sprintf("digivolve %s into %s", rn.label(c.Obj), c.Card.Data.Number)
	case core.ActLink:
		if len(c.Objs) == 1 {
			return fmt.Sprintf("link object %s to %s", rn.label(c.Objs[0]), rn.label(c.Obj))
		}
		return fmt.Sprintf("link %s to %s", c.Card.Data.Number, rn.label(c.Obj))
	case core.ActDNA:
		names := make([]string, len(c.Objs))
		for i, o := range c.Objs {
			names[i] = rn.label(o)
		}
		return fmt.Sprintf("dna %s into %s", strings.Join(names, " + "), c.Card.Data.Number)
	case core.ActBurst:
		return fmt.Sprintf("burst %s into %s", rn.label(c.Obj), c.Card.Data.Number)
	case core.ActAppFusion:
		return fmt.Sprintf("app_fusion %s into %s", rn.label(c.Obj), c.Card.Data.Number)
	case core.ActAttack:
		if c.Target == nil {
			return "attack " + rn.label(c.Obj)
		}
		return fmt.Sprintf("attack %s -> %s", rn.label(c.Obj), rn.label(c.Target))
	case core.ActBlock:
		return "block " + rn.label(c.Obj)
	case core.ActActivate:
		if c.Obj == nil { // an effect of a card in the hand or the trash
			return fmt.Sprintf("activate %s %s", c.Card.Data.Number, c.Effect.Label)
		}
		return fmt.Sprintf("activate %s %s", rn.label(c.Obj), c.Effect.Label)
	case core.ActResolve:
		return "order " + c.Effect.String()
	case core.ActNumber:
		return fmt.Sprintf("number %d", c.N)
	case core.ActSelect:
		if c.Obj != nil {
			return "choose " + rn.label(c.Obj)
		}
		if c.Card != nil {
			return "choose " + c.Card.Data.Number
		}
		return "choose " + c.Text
	}
	return c.Action.String()
}

func (rn *runner) describePrompt(p *core.Prompt) string {
	if p == nil {
		return "(no prompt)"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s prompt %q:", p.Player, p.Kind, p.Text)
	for _, c := range p.Choices {
		b.WriteString("\n  - " + rn.describeChoice(c))
	}
	return b.String()
}

func (rn *runner) describeStep(st Step) string {
	var parts []string
	keys := make([]string, 0, len(st.Args))
	for k := range st.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys) // a stable message: map order is random
	for _, k := range keys {
		parts = append(parts, k+"="+st.Args[k].Name)
	}
	for _, r := range st.Refs {
		parts = append(parts, r.Name)
	}
	return strings.TrimSpace(st.Kind + " " + strings.Join(parts, " "))
}

// lastEvents are the last few events, for failure reports.
func (rn *runner) lastEvents() []string {
	evs := rn.g.Events
	if len(evs) > 8 {
		evs = evs[len(evs)-8:]
	}
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = describeEvent(e)
	}
	return out
}

func describeEvent(e core.Event) string {
	s := fmt.Sprintf("#%d turn %d %s %s", e.Seq, e.Turn, e.Player, e.Kind)
	if e.Card != "" {
		s += " " + e.Card
	}
	if e.Obj != 0 {
		s += fmt.Sprintf(" obj %d", e.Obj)
	}
	if e.Target != 0 {
		s += fmt.Sprintf(" target %d", e.Target)
	}
	if e.From != 0 || e.To != 0 {
		s += fmt.Sprintf(" %s→%s", e.From, e.To)
	}
	if e.N != 0 {
		s += fmt.Sprintf(" n=%d", e.N)
	}
	if e.Text != "" {
		s += " " + e.Text
	}
	return s
}

// finish runs after the game stopped: expectations left at the end are checked, and
// action steps left over mean the game ended too soon.
func (rn *runner) finish() {
	if rn.failed {
		return
	}
	if rn.runaway {
		line := 0
		if rn.next > 0 && rn.next <= len(rn.s.Steps) {
			line = rn.s.Steps[rn.next-1].Line
		}
		rn.fail(Failure{Line: line, What: fmt.Sprintf("the game logged %d events without asking anything: an endless loop", maxQuietEvents),
			Got: "stopped it there"}, nil)
		rn.errorExpected = true // the error is the runner's own stop, reported above
	}
	res := rn.result
	for rn.next < len(rn.s.Steps) {
		st := rn.s.Steps[rn.next]
		rn.next++
		if st.Kind == "expect" {
			rn.check(st.Expect, nil)
			continue
		}
		if !res.Halted {
			rn.fail(Failure{Line: st.Line, What: fmt.Sprintf("the game ended before step %q", rn.describeStep(st)), Got: rn.outcome()}, nil)
			return
		}
	}
	if res.Err != nil && !rn.errorExpected {
		rn.fail(Failure{What: "the game stopped with an error", Want: "no error", Got: res.Err.Error()}, nil)
	}
}

func (rn *runner) outcome() string {
	r := rn.result
	switch {
	case rn.runaway:
		return "stopped in an endless loop"
	case r.Err != nil:
		msg, _, _ := strings.Cut(r.Err.Error(), "\n") // not the engine's stack trace
		return "error: " + msg
	case r.Halted:
		return "still playing"
	case r.Draw:
		return "a draw"
	}
	return fmt.Sprintf("%s won (%s)", r.Winner, r.Reason)
}
