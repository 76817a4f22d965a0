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

// == compares identity: the same object seen twice is equal to itself, two copies of
// a card are not; a card stays itself wherever it goes; an object is never a card.
func TestCardsAndObjectsCompareByIdentity(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		local mine = ctx:all({ owner = "you" })
		local found = 0
		for _, obj in ipairs(mine) do if obj == ctx.self then found = found + 1 end end
		ctx:may("self found " .. found .. " of " .. #mine)
		ctx:may("self == self " .. tostring(ctx.self == ctx.self))
		ctx:may("card == top " .. tostring(ctx.card == ctx.self:top()))
		ctx:may("object == its card " .. tostring(ctx.self == ctx.card))
		local opp = ctx:all("opponent_digimon")
		ctx:may("two copies " .. tostring(opp[1] == opp[2]) .. " " .. tostring(opp[1]:top() == opp[2]:top()))
		local c = ctx:hand()[1]
		ctx:move(c, "trash")
		ctx:may("moved card " .. tostring(ctx:cards("trash")[1] == c) .. " " .. tostring(ctx:cards("trash")[1] ~= ctx.card))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{"self found 1 of 2", "self == self true", "card == top true", "object == its card false",
		"two copies false false", "moved card true true"}, out.asked)
}

// ctx:cards reads every zone of either player (owner, top), counts with
// ctx:count_cards, and sees revealed and face-up security cards. ctx:move of this
// card, the top card of its Digimon, moves the Digimon (4-5-7).
func TestCardsReadsTheZonesOfEitherPlayer(t *testing.T) {
	out := runCard(t, `return card { on_play = function(ctx)
		ctx:may("hand " .. ctx:count_cards("hand") .. " opponent " .. ctx:count_cards("hand", { owner = "opponent" }) ..
			" any " .. ctx:count_cards("hand", { owner = "any" }))
		ctx:may("deck " .. ctx:count_cards("deck") .. " both " .. ctx:count_cards({ "deck", "hand" }, { owner = "any" }))
		local top2 = ctx:cards("deck", { top = 2 })
		ctx:move(top2[1], "security_top", { face = "up" })
		ctx:move(top2[2], "security_bottom")
		ctx:may("security " .. ctx:count_cards("security") .. " face up " .. ctx:count_cards("security", { face_up = true }) ..
			" top is it " .. tostring(ctx:cards("security", { top = 1 })[1] == top2[1]))
		local r = ctx:reveal(2, { owner = "opponent" })
		ctx:may("revealed " .. ctx:count_cards("revealed", { owner = "opponent" }) .. " mine " .. ctx:count_cards("revealed") ..
			" opponent deck " .. ctx:count_cards("deck", { owner = "opponent" }))
		ctx:move(r, "hand")
		ctx:may("opponent hand " .. ctx:count_cards("hand", { owner = "opponent" }) .. " of the list " ..
			#ctx:cards(r, { owner = "opponent" }) .. " mine " .. #ctx:cards(r, { owner = "you" }))
		ctx:move(ctx.card, "under", { under = ctx:all({ owner = "you", level = 3, not_self = true })[1] })
		ctx:may("digivolution " .. ctx:count_cards("digivolution") .. " opponent " .. ctx:count_cards("digivolution", { owner = "opponent" }))
	end }`)
	require.NoError(t, out.res.Err)
	require.Equal(t, []string{
		"hand 1 opponent 0 any 1",
		"deck 5 both 11",
		"security 2 face up 1 top is it true",
		"revealed 2 mine 0 opponent deck 3",
		"opponent hand 2 of the list 2 mine 0",
		"digivolution 1 opponent 0",
	}, out.asked)
	p1 := out.game.Players[0]
	require.Len(t, p1.Security, 2)
	require.True(t, p1.Security[1].FaceUp, "the top security card is face up (3-7-4)")
	require.False(t, p1.Security[0].FaceUp, "the bottom one face down (3-1-3-5)")
	require.Len(t, out.game.Players[1].Hand, 2, "revealed cards of the opponent's deck go to the opponent's hand (3-1-3-8)")
	require.Len(t, p1.Battle, 1, "this card is the top card of its Digimon: the Digimon went under the other (4-5-7)")
	require.Len(t, p1.Battle[0].Cards, 2)
}

// ctx:move's options are checked: an unknown destination or key, owner (cards always
// go to their owner's zones, 3-1-3-8), a face that does not fit, "under" without an
// object.
func TestMoveRejectsWhatCannotBe(t *testing.T) {
	for _, tc := range []struct{ call, want string }{
		{`ctx:move(ctx.card, "graveyard")`, `unknown destination "graveyard"`},
		{`ctx:move(ctx.card, "hand", { owner = "opponent" })`, "3-1-3-8"},
		{`ctx:move(ctx.card, "hand", { face = "up" })`, `face = "up"`},
		{`ctx:move(ctx.card, "under")`, "under = the object"},
		{`ctx:move(ctx.card, "trash", { order = "random" })`, `order: want "any"`},
		{`ctx:cards("graveyard")`, `unknown zone "graveyard"`},
		{`ctx:cards("hand", { owner = "me" })`, `owner: want`},
	} {
		out := runCard(t, `return card { on_play = function(ctx) `+tc.call+` end }`)
		require.ErrorContains(t, out.res.Err, tc.want, tc.call)
	}
}
