package vocab

import (
	"sync"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

var (
	poolOnce  sync.Once
	poolCards []*core.CardData
	poolInv   *Inventory
	poolErr   error
)

// builtInCards is every card of the embedded pool, read once for all tests.
func builtInCards(t testing.TB) []*core.CardData {
	t.Helper()
	poolOnce.Do(func() {
		var p *cardpool.Pool
		if p, poolErr = cardpool.OpenNamed(cards.FS, "cards"); poolErr == nil {
			poolCards, poolErr = p.All()
		}
		if poolErr == nil {
			poolInv = Build(poolCards)
		}
	})
	if poolErr != nil {
		t.Fatal(poolErr)
	}
	return poolCards
}

// builtIn is the inventory of the embedded pool, built once for all tests.
func builtIn(t *testing.T) *Inventory {
	t.Helper()
	builtInCards(t)
	return poolInv
}
