package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// ctx:choose_number asks the controller for a number from 1 to most (1-3-6), with the
// script's question, and nothing when a single number is possible; the first option
// answered (1) is what the script gets: it draws 1 of the 5 cards of the deck.
func TestChooseNumberAsksFromOneToMost(t *testing.T) {
	card := printedCard("[On Play] Draw any number of cards.")
	got := askAll(t, card, `return card { on_play = function(ctx)
		local n = ctx:choose_number(3, "draw how many?")
		if ctx:draw(n) ~= 1 then error("drew other than 1") end
		ctx:draw(ctx:choose_number(1))
		ctx:draw(ctx:choose_number(0))
	end }`)
	require.Equal(t, []asked{{core.PromptNumber, "draw how many?", "T-9 [On Play]", "[On Play] Draw any number of cards."}}, got)
}
