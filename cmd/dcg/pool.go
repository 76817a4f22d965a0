package main

import (
	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/scripting"
)

// openPool opens the embedded card pool. Sets are parsed lazily, on first use.
func openPool() (*cardpool.Pool, error) { return cardpool.OpenNamed(cards.FS, "cards") }

// effectsFor makes the per-worker effect hosts of a pool's scripts.
func effectsFor(pool *cardpool.Pool) func() (core.EffectSource, func()) {
	lib := scripting.ForPool(pool)
	return func() (core.EffectSource, func()) {
		h := lib.NewHost()
		return h, h.Close
	}
}

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
