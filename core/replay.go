package core

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
)

// Replay is a whole game in a few numbers: the seed, both decks, a hash of the printed
// data of every card in them, and every answer given in order (DESIGN: determinism).
// Replaying it gives the same game, event for event. Its JSON form is stable.
type Replay struct {
	Version  int           `json:"version"`
	Seed     uint64        `json:"seed"`
	Decks    [2]ReplayDeck `json:"decks"`
	PoolHash string        `json:"pool_hash"`
	Answers  []int         `json:"answers"`
	// Layers are the card folders that were loaded on top of the built-in pool (dcg
	// --cards DIR), so that a replay names a folder that is missing or a file that
	// changed instead of only finding that the pool hash differs. The engine does not
	// read them; the command line records and checks them.
	Layers []ReplayLayer `json:"layers,omitempty"`
}

// ReplayLayer is a card folder a game was recorded with: where it was, its sets, a
// hash of everything in it, and a hash of each file the game's cards read from it.
type ReplayLayer struct {
	Dir   string       `json:"dir"`  // as it was given: tests/mods/custom-keyword
	Sets  []string     `json:"sets"` // its set codes
	Hash  string       `json:"hash"` // of every set file, card script and keyword script in it
	Files []ReplayFile `json:"files,omitempty"`
}

// ReplayFile is a file of a card folder and a hash of its content.
type ReplayFile struct {
	Path string `json:"path"`           // in the folder: FAN9/FAN9.yaml, FAN9/FAN9-003.lua, keywords/flying.lua
	Card string `json:"card,omitempty"` // the card whose script it is
	Hash string `json:"hash"`
}

// ReplayDeck is a deck by card numbers, in the order the game received them.
type ReplayDeck struct {
	Name string   `json:"name"`
	Main []string `json:"main"`
	Eggs []string `json:"eggs,omitempty"`
}

// maxReplayDeck is the most cards a replay's deck may list: far more than any deck a
// game is played with (50 and up to 5 Digi-Eggs, 1-4-1), few enough to build at once.
const maxReplayDeck = 1000

// ReplayVersion is the current replay format. Version 2: prompts whose only option is
// to do nothing are not asked, so they have no answer (version 1 recorded one; its
// replays play with Config.AskNoChoice).
const ReplayVersion = 2

// Replay returns the replay of this game so far.
func (g *Game) Replay() *Replay {
	if g.cfg.PoolHash == "" {
		g.cfg.PoolHash = PoolHash(g.cfg.Decks)
	}
	version := ReplayVersion
	if g.cfg.AskNoChoice {
		version = 1 // its answers include those to prompts with no real choice
	}
	r := &Replay{Version: version, Seed: g.cfg.Seed, PoolHash: g.cfg.PoolHash,
		Answers: append([]int(nil), g.answers...)}
	for i, d := range g.cfg.Decks {
		r.Decks[i] = ReplayDeck{Name: d.Name, Main: numbers(d.Main), Eggs: numbers(d.Eggs)}
	}
	return r
}

func numbers(ds []*CardData) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Number
	}
	return out
}

// Config rebuilds the game's configuration from the card pool, with agents that give
// the recorded answers. It fails if a card is unknown or its printed data changed
// since the game was recorded (the pool hash differs).
func (r *Replay) Config(pool CardLookup) (Config, [2]*ReplayAgent, error) {
	var cfg Config
	if r.Version < 1 || r.Version > ReplayVersion {
		return cfg, [2]*ReplayAgent{}, fmt.Errorf("replay version %d; this engine reads versions 1 to %d", r.Version, ReplayVersion)
	}
	cfg.Seed = r.Seed
	cfg.AskNoChoice = r.Version == 1
	for i, d := range r.Decks {
		if n := len(d.Main) + len(d.Eggs); n > maxReplayDeck {
			return cfg, [2]*ReplayAgent{}, fmt.Errorf("replay deck %d (%s): %d cards; a deck has at most %d", i+1, d.Name, n, maxReplayDeck)
		}
		main, err := lookupAll(pool, d.Main)
		if err != nil {
			return cfg, [2]*ReplayAgent{}, fmt.Errorf("replay deck %d (%s): %w", i+1, d.Name, err)
		}
		eggs, err := lookupAll(pool, d.Eggs)
		if err != nil {
			return cfg, [2]*ReplayAgent{}, fmt.Errorf("replay deck %d (%s): %w", i+1, d.Name, err)
		}
		cfg.Decks[i] = DeckList{Name: d.Name, Main: main, Eggs: eggs}
	}
	if h := PoolHash(cfg.Decks); h != r.PoolHash {
		return cfg, [2]*ReplayAgent{}, fmt.Errorf("the cards changed since this game was recorded (pool hash %s, now %s)", r.PoolHash, h)
	}
	agents := NewReplayAgents(r.Answers)
	cfg.Agents = [2]Agent{agents[0], agents[1]}
	return cfg, agents, nil
}

func lookupAll(pool CardLookup, nums []string) ([]*CardData, error) {
	out := make([]*CardData, len(nums))
	for i, n := range nums {
		d, err := pool.Card(n)
		if err != nil {
			return nil, err
		}
		out[i] = d
	}
	return out, nil
}

// PoolHash hashes the printed data of every distinct card in the decks, so a replay
// can tell when the cards it was recorded with have changed.
func PoolHash(decks [2]DeckList) string {
	byNumber := map[string]*CardData{}
	for _, d := range decks {
		for _, c := range append(append([]*CardData(nil), d.Main...), d.Eggs...) {
			byNumber[c.Number] = c
		}
	}
	keys := make([]string, 0, len(byNumber))
	for k := range byNumber {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := sha256.New()
	for _, k := range keys {
		c := byNumber[k]
		fmt.Fprintf(h, "%s|%s|%d|%d|%d|%d/%t|%d/%t|%v|%q|%q|%q|%v|%d|%d\n", c.Number, c.Name, c.Kind, c.Colors, c.Level,
			c.Cost, c.HasCost, c.DP, c.HasDP, c.Digivolve, c.Effect, c.Inherited, c.Security, strings.Join(c.Traits(), "/"), c.Overflow, c.Copies())
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
