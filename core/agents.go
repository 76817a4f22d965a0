package core

// RandomAgent answers every prompt uniformly at random from its own seeded RNG (not the
// game's, so that a replay — which feeds recorded answers — draws the same shuffles).
type RandomAgent struct{ rng RNG }

// NewRandomAgent makes a random agent with its own seed.
func NewRandomAgent(seed uint64) *RandomAgent {
	a := &RandomAgent{}
	a.rng.Seed(seed)
	return a
}

// Choose implements Agent.
func (a *RandomAgent) Choose(_ View, p *Prompt) int { return a.rng.Intn(len(p.Choices)) }

// FirstAgent always takes the first legal option: the simplest deterministic player.
type FirstAgent struct{}

// Choose implements Agent.
func (FirstAgent) Choose(View, *Prompt) int { return 0 }

// ReplayAgent answers from a recorded list (see Replay). When the list runs out, or an
// answer no longer fits the prompt, the replay has diverged: it reports that through
// Err and concedes, so the game ends instead of going on wrongly.
type ReplayAgent struct {
	answers []int
	next    *int // shared by both players' agents: answers are in game order
	Err     error
}

// NewReplayAgents returns the two agents that replay a recorded answer list.
func NewReplayAgents(answers []int) [2]*ReplayAgent {
	next := new(int)
	return [2]*ReplayAgent{{answers: answers, next: next}, {answers: answers, next: next}}
}

// Choose implements Agent.
func (a *ReplayAgent) Choose(_ View, p *Prompt) int {
	if *a.next >= len(a.answers) {
		a.Err = errReplayDiverged("the replay has no more answers")
		return Concede
	}
	i := a.answers[*a.next]
	*a.next++
	if i != Concede && (i < 0 || i >= len(p.Choices)) {
		a.Err = errReplayDiverged("a recorded answer does not fit its prompt")
		return Concede
	}
	return i
}

type errReplayDiverged string

func (e errReplayDiverged) Error() string { return "replay diverged: " + string(e) }

// AgentFunc makes an Agent of a function; tests use it to script answers.
type AgentFunc func(v View, p *Prompt) int

// Choose implements Agent.
func (f AgentFunc) Choose(v View, p *Prompt) int { return f(v, p) }
