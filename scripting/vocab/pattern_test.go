package vocab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Clauses of printed texts and their patterns.
func TestAbstractRealClauses(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		// Numbers, DP.
		{"Delete 1 of your opponent's Digimon with 4000 DP or less", "delete N of your opponent's Digimon with N DP or less"},
		{"1 of your opponent's Digimon gets -1000 DP", "N of your opponent's Digimon gets -N DP"},
		{"this Digimon gets +3000 DP", "this Digimon gets +N DP"},
		// Levels.
		{"Delete 1 of your opponent's level 4 or lower Digimon", "delete N of your opponent's level N or lower Digimon"},
		{"[Digivolve] Lv.5 w/[Garurumon] in name or w/[ADVENTURE] trait: Cost 3", "[Digivolve] Lv.N w/[X] in name or w/[X] trait: Cost N"},
		// Names and traits, one [X] for a list of them.
		{"If this Digimon has [Omnimon] or [Greymon] (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name", "if this Digimon has [X] (other than [X]) in its name"},
		{"you may play 1 [Gabumon]/[Agumon] from your hand", "you may play N [X] from your hand"},
		// Timing brackets stay.
		{"Activate this card's [Main] effect", "activate this card's [Main] effect"},
		// Colors.
		{"If you have a red, blue or yellow Tamer", "if you have a COLOR Tamer"},
		{"you may play 1 2-color black and yellow Digimon card", "you may play N N-color COLOR Digimon card"},
		// Keywords: the glossary name, N for the number, no reminder text.
		{"<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)", "<Blocker>"},
		{"it gains <Security Attack +1>. (This Digimon checks 1 additional security card.)", "it gains <Security A. +N>"},
		{"＜Recovery +1 (Deck)＞ (Place the top card of your deck on top of your security stack.)", "<Recovery +N (Deck)>"},
		{"<Decoy (Black)>", "<Decoy (COLOR)>"},
		{"<Digisorption -2>", "<Digisorption -N>"},
		{"<De-Digivolve1> 1 of your opponent's Digimon (Trash the top card. You can't trash past level 3 cards)", "<De-Digivolve N> N of your opponent's Digimon"},
		{"trigger <Draw 1>. (Draw 1 card from your deck.)", "trigger <Draw N>"},
		// Quoted effects.
		{`1 of your opponent's Digimon gains "[Start of Your Main Phase] This Digimon attacks."`, `N of your opponent's Digimon gains "…"`},
		// Curly apostrophes, spaces, the closing stop.
		{"Delete 1 of your opponent’s  Digimon.", "delete N of your opponent's Digimon"},
		// A leading N or acronym keeps its case.
		{"DP-based deletion effects", "DP-based deletion effects"},
	} {
		assert.Equal(t, tc.want, Abstract(tc.text), tc.text)
	}
}
