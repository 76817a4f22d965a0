package core

import "fmt"

// CardLookup finds printed cards by card number. The card pool (core/cardpool)
// implements it; tests can use a map (CardMap).
type CardLookup interface {
	// Card returns the card with this number, or an *UnknownCardError.
	Card(number string) (*CardData, error)
}

// UnknownCardError says a card number is not in the pool.
type UnknownCardError struct{ Number string }

func (e *UnknownCardError) Error() string { return fmt.Sprintf("unknown card number %q", e.Number) }

// CardMap is the simplest CardLookup: a map from card number to card.
type CardMap map[string]*CardData

// Card implements CardLookup.
func (m CardMap) Card(number string) (*CardData, error) {
	if c, ok := m[number]; ok {
		return c, nil
	}
	return nil, &UnknownCardError{Number: number}
}
