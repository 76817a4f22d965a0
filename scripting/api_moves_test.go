package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The BT1 helpers used by many cards: ctx:reveal takes the deck's top cards out,
// ctx:cards filters a list, ctx:trash_cards and ctx:to_deck_bottom put revealed cards
// away, ctx:this_turn counts what happened this turn.
func TestRevealFilterAndPutAway(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local r = ctx:reveal(2)
		ctx:may("revealed " .. #r)
		ctx:may("digimon " .. #ctx:cards(r, { kind = "Digimon" }))
		ctx:may("tamers " .. #ctx:cards(r, { kind = "Tamer" }))
		ctx:trash_cards({ r[1] })
		ctx:to_deck_bottom({ r[2] })
		ctx:may("played this turn " .. ctx:this_turn("play"))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"revealed 2", "digimon 2", "tamers 0", "played this turn 1"}, out.asked)
	p1 := out.game.Players[0]
	require.Len(t, p1.Deck, 4, "5 cards, 2 revealed, 1 back at the bottom")
	require.Len(t, p1.Trash, 1, "1 revealed card trashed")
	require.Empty(t, p1.Limbo, "no revealed card left in no area")
}

// ctx:reveal reveals as many as there are (1-3-2).
func TestRevealMoreThanTheDeck(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local r = ctx:reveal(9)
		ctx:may("revealed " .. #r)
		ctx:to_deck_bottom(r)
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, "revealed 5", out.asked[0])
	require.Len(t, out.game.Players[0].Deck, 5)
}
