// Package web is dcg's local web board (`dcg serve --http`): a replay viewer, a game
// against an agent and a game from a position, as pages of plain HTML, CSS and
// JavaScript embedded in the binary, over a JSON API. The games are the engine
// protocol's (cmd/dcg/protocol): the board speaks the same game API as a bot.
package web

import (
	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/core"
)

// Env is what the board needs from the command that serves it. The board reads no
// file itself: the command reads the files given on its command line, and the rest
// come in as uploads.
type Env struct {
	Engine   string // the engine's version
	PoolHash string // the card pool's hash
	Pool     string // the card pool, for people: "1234 cards in 56 sets"
	// Games serves the games: new_game, view, prompt, answer, events, drop, replay.
	Games *protocol.Server
	// Agents are the agents a game may be played against.
	Agents []string
	// Decks are the built-in decks, the only deck names a game is dealt by.
	Decks []Deck
	// DeckCards reads a deck file's text (any format 'dcg deck' reads) into its card
	// numbers, one a copy, Digi-Eggs among them.
	DeckCards func(text []byte) ([]string, error)
	// Card is the printed card of a number in the pool.
	Card func(number string) (*core.CardData, bool)
	// OpenLog reads a game log (a match or league log, a 'dcg play' save).
	OpenLog func(name string, data []byte) (Log, error)
	// OpenPosition reads a scenario file and sets up its board for the seats given.
	OpenPosition func(name string, data []byte) (Position, error)
	// LogFile and PositionFile are the files given on the command line, if any.
	LogFile, PositionFile *File
}

// Deck is a built-in deck.
type Deck struct {
	Name  string `json:"name"`  // as 'dcg deck list' names it: "st1"
	Title string `json:"title"` // its printed name
	Size  string `json:"size"`  // "50 + 5 Digi-Eggs"
}

// File is a file's name and contents.
type File struct {
	Name string
	Data []byte
}

// Log is a game log read: its games, and each one re-run to a replay.
type Log interface {
	Games() []LogGame
	// Replay re-runs game index from its seed, decks and answers, as 'dcg replay'
	// does, and records its board at each step.
	Replay(index int) (*Replay, error)
}

// LogGame is one game of a log, as the viewer lists it.
type LogGame struct {
	Index  int       `json:"index"`
	Decks  [2]string `json:"decks"`
	Agents [2]string `json:"agents"`
	Result string    `json:"result"`
}

// Position is a scenario file's board, ready to play.
type Position interface {
	Title() string
	Seed() uint64
	// Build sets the board up as a game of these seats.
	Build(seats [2]core.Agent) (protocol.Built, error)
	// Card is a card of the position: its inline cards, then the pool.
	Card(number string) (*core.CardData, bool)
}
