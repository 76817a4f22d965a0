package core

import "errors"

// Clone makes a new game that stands where g stands and goes on independently of it:
// for search (an agent trying a line of play on a copy) and for tools that branch a
// game. A game is its seed, its decks and its answers (DESIGN: determinism), so the
// clone is that game built afresh: when it runs, it first gives the answers g was
// given, in order — the same shuffles, the same events, the same effects' state,
// Lua state included, because every script runs again exactly as it ran — and from
// the first prompt past them on it asks agents. Nothing is shared with g: the clone
// has its own cards, objects, RNG and event log, and effects (a host of its own; a
// host serves one game at a time).
//
// Clone may be called while g waits for an answer (inside an agent's Choose, or
// between a prompt and its answer): the pending prompt is the clone's first one
// asked of agents. A position (NewPosition) has no seed and answers to rebuild it
// from, and cannot be cloned this way.
func (g *Game) Clone(agents [2]Agent, effects EffectSource) (*Game, error) {
	if g.cfg.Decks[0].Main == nil && g.cfg.Decks[1].Main == nil {
		return nil, errors.New("a game built as a position cannot be cloned: it has no decks and answers to rebuild it from")
	}
	cfg := g.cfg
	cfg.Observers = nil // the original's observers watch the original
	cfg.Effects = effects
	if cfg.PoolHash == "" {
		cfg.PoolHash = PoolHash(cfg.Decks)
	}
	next := new(int)
	recorded := append([]int(nil), g.answers...)
	for i := range cfg.Agents {
		if agents[i] == nil {
			return nil, errors.New(PlayerID(i).String() + " has no agent for the clone")
		}
		cfg.Agents[i] = &cloneAgent{recorded: recorded, next: next, then: agents[i]}
	}
	cfg.Decks = [2]DeckList{cloneDeck(g.cfg.Decks[0]), cloneDeck(g.cfg.Decks[1])}
	return NewGame(cfg)
}

// cloneDeck copies a deck's lists (the card data they point to is printed data,
// never changed by a game).
func cloneDeck(d DeckList) DeckList {
	return DeckList{Name: d.Name, Main: append([]*CardData(nil), d.Main...), Eggs: append([]*CardData(nil), d.Eggs...)}
}

// cloneAgent answers a clone's prompts with the original's answers while they last
// (both seats share the count: answers are in game order), then asks its agent.
type cloneAgent struct {
	recorded []int
	next     *int
	then     Agent
}

// Choose implements Agent.
func (a *cloneAgent) Choose(v View, p *Prompt) int {
	if *a.next < len(a.recorded) {
		i := a.recorded[*a.next]
		*a.next++
		return i
	}
	return a.then.Choose(v, p)
}
