package main

import (
	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
)

// openPool opens the embedded card pool. Sets are parsed lazily, on first use.
func openPool() (*cardpool.Pool, error) { return cardpool.Open(cards.FS) }

// loadDeck loads a built-in deck by name or a deck file, and validates it for casual
// play (1-4-1). Problems with the deck are input errors.
func loadDeck(nameOrPath string, pool core.CardLookup) (*deck.Deck, error) {
	d, err := deck.Load(cards.FS, nameOrPath, pool)
	if err != nil {
		return nil, inputError{err}
	}
	if err := d.Validate(nil); err != nil {
		return nil, inputError{err}
	}
	return d, nil
}
