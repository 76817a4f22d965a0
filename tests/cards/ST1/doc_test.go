// Package st1 tests the cards of ST1 (Starter Deck Gaia Red), one file per scripted
// card named after its number (so that the card pool's status table counts it as
// tested), plus the vanilla cards and random ST1 mirror games with every effect.
//
// Each test builds a board with cardtest, drives the engine through the card's
// timing (playing, using, digivolving, attacking, blocking, security checks) and
// asserts what the printed text — quoted at the top of each file — says.
package st1

import (
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

const (
	p1 = cardtest.P1
	p2 = cardtest.P2
)

func isSelect(c core.Choice) bool { return c.Action == core.ActSelect }
