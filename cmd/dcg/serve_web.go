package main

import (
	"fmt"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/cmd/dcg/web"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/input"
	"github.com/dcg-engine/dcg/scripting/scenario"
)

// webEnv is what the web board needs of this command line: the protocol server of
// `dcg serve --stdio` for its games, the built-in decks of `dcg deck list`, the
// replays of `dcg replay`, the positions of `dcg play --position`, and the files
// given with --log and --position (the only files it reads).
func webEnv(layers *cardLayers, logFile, positionFile string) (web.Env, error) {
	penv, err := serveEnv(layers)
	if err != nil {
		return web.Env{}, err
	}
	pool, err := openPool(layers)
	if err != nil {
		return web.Env{}, err
	}
	limits, err := layers.limits()
	if err != nil {
		return web.Env{}, err
	}
	decks, err := builtinDecks(pool)
	if err != nil {
		return web.Env{}, err
	}
	env := web.Env{
		Engine: penv.Engine, PoolHash: penv.PoolHash, Pool: poolSummary(pool),
		Games: protocol.NewServer(penv), Agents: penv.Agents, Decks: decks,
		DeckCards: func(text []byte) ([]string, error) { return pastedDeck(text, pool) },
		Card: func(number string) (*core.CardData, bool) {
			d, err := pool.Card(number)
			return d, err == nil
		},
		OpenLog: openBoardLog(pool, effectsFor(pool, limits)),
		OpenPosition: func(name string, data []byte) (web.Position, error) {
			s, err := scenario.Parse(name, data)
			if err != nil {
				return nil, err
			}
			return &boardPosition{s: s, env: &scenario.Env{Cards: pool, Scripts: stackScripts{pool}, Keywords: keywordsFor(pool), Limits: limits}}, nil
		},
	}
	if env.LogFile, err = givenFile("--log", logFile, 1<<30); err != nil {
		return web.Env{}, err
	}
	if env.PositionFile, err = givenFile("--position", positionFile, input.ScenarioLimit); err != nil {
		return web.Env{}, err
	}
	return env, nil
}

// givenFile reads a file named on the command line.
func givenFile(flag, path string, limit int64) (*web.File, error) {
	if path == "" {
		return nil, nil
	}
	data, err := input.ReadFile(path, limit)
	if err != nil {
		return nil, badInput("%s: %v", flag, err)
	}
	return &web.File{Name: path, Data: data}, nil
}

// builtinDecks are the decks 'dcg deck list' lists, with their titles and sizes.
func builtinDecks(pool core.CardLookup) ([]web.Deck, error) {
	names, err := deck.BuiltinNames(cards.FS)
	if err != nil {
		return nil, err
	}
	var out []web.Deck
	for _, n := range names {
		d, err := deck.Builtin(cards.FS, n, pool)
		if err != nil {
			continue // a deck with problems is not offered ('dcg deck validate' says why)
		}
		out = append(out, web.Deck{Name: n, Title: d.Name, Size: sizes(d)})
	}
	return out, nil
}

// pastedDeck reads a pasted deck file (any format the deck commands read) into its
// card numbers, one a copy, legal for casual play (1-4-1).
func pastedDeck(text []byte, pool core.CardLookup) ([]string, error) {
	d, err := deck.Parse("pasted deck", text, pool)
	if err != nil {
		return nil, err
	}
	if err := d.Validate(nil); err != nil {
		return nil, err
	}
	list := d.List()
	var out []string
	for _, c := range append(list.Eggs, list.Main...) {
		out = append(out, c.Number)
	}
	return out, nil
}

// poolSummary is the card pool for people: how many cards in how many sets.
func poolSummary(pool *cardpool.Stack) string {
	all, err := pool.All()
	if err != nil {
		return "unreadable: " + err.Error()
	}
	return fmt.Sprintf("%d cards in %d sets", len(all), len(pool.Sets()))
}

// boardPosition is a scenario file's board (scenario.Setup), as 'dcg play
// --position' plays it: the file's steps are not played.
type boardPosition struct {
	s   *scenario.Scenario
	env *scenario.Env
}

func (p *boardPosition) Title() string {
	if p.s.Name != "" {
		return p.s.Name
	}
	return p.s.File
}

func (p *boardPosition) Seed() uint64 { return p.s.Seed }

func (p *boardPosition) Build(seats [2]core.Agent) (protocol.Built, error) {
	sg, err := scenario.Setup(p.env, p.s, core.Config{Agents: seats, RecordEvents: true})
	if err != nil {
		return protocol.Built{}, err
	}
	return protocol.Built{Game: sg.Game, Run: sg.Resume, Release: sg.Close}, nil
}

func (p *boardPosition) Card(number string) (*core.CardData, bool) {
	for _, d := range p.s.Cards {
		if d.Number == number {
			return d, true
		}
	}
	d, err := p.env.Cards.Card(number)
	return d, err == nil
}
