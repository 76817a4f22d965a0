package games

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
)

// bt5Era is the day whose ban and restriction list the BT5-era decks follow: the
// format of ST1–ST8 and BT1–BT5, before BT6 came out.
var bt5Era = time.Date(2021, 9, 1, 0, 0, 0, 0, time.UTC)

// bt5Sets matches the card numbers of the sets out in the BT5 era.
var bt5Sets = regexp.MustCompile(`^(ST[1-8]|BT[1-5])-\d+$`)

// TestBT5DecksAreOfTheirEra: each BT5-era deck holds only cards of ST1–ST8 and
// BT1–BT5, has 4 or 5 Digi-Eggs, and is legal under the construction rules (1-4-1)
// and the ban and restriction list in force on 2021-09-01 (ver. 1.0 5-1-2: Argomon
// BT2-047 and Hidden Potential Discovered! BT3-103 at 1 copy); there are at least two
// decks of each color.
func TestBT5DecksAreOfTheirEra(t *testing.T) {
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	list, err := deck.LoadRestrictions(cards.FS)
	require.NoError(t, err)
	era := list.AsOf(bt5Era)
	colors := map[string]int{}
	for _, name := range bt5Decks {
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err, name)
		require.NoError(t, d.Validate(era), name)
		require.Contains(t, []int{4, 5}, len(d.Eggs), "%s: Digi-Eggs", name)
		for _, c := range append(append([]*core.CardData(nil), d.Eggs...), d.Main...) {
			require.Regexp(t, bt5Sets, c.Number, "%s: %s %s is not of the BT5 era", name, c.Number, c.Name)
		}
		colors[strings.Split(name, "-")[1]]++
	}
	for _, color := range []string{"red", "blue", "yellow", "green", "black", "purple"} {
		require.GreaterOrEqual(t, colors[color], 2, "BT5-era %s decks", color)
	}
}

// bt7Era is the day whose ban and restriction list the BT7-era decks follow: the
// format of ST1–ST10 and BT1–BT7 (BT7 "Next Adventure" came out in English in March
// 2022), after the list of 2022-02-25.
var bt7Era = time.Date(2022, 3, 1, 0, 0, 0, 0, time.UTC)

// bt7Sets matches the card numbers of the sets out in the BT7 era.
var bt7Sets = regexp.MustCompile(`^(ST([1-9]|10)|BT[1-7])-\d+$`)

// TestBT7DecksAreOfTheirEra: each BT7-era deck holds only cards of ST1–ST10 and
// BT1–BT7, has 4 or 5 Digi-Eggs, and is legal under the construction rules (1-4-1,
// with the copies a card allows: BT6-085 Eosmon up to 50, 1-4-1-2-2) and the ban and
// restriction list in force on 2022-03-01 (ver. 1.0 5-1-2: SaviorHuckmon BT6-015 and
// Eyesmon BT7-072 at 1 copy, Mega Digimon Fusion! BT5-109 banned); there are at least
// two decks of each color, counted by the deck's main color.
func TestBT7DecksAreOfTheirEra(t *testing.T) {
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	list, err := deck.LoadRestrictions(cards.FS)
	require.NoError(t, err)
	era := list.AsOf(bt7Era)
	names, err := deck.BuiltinNames(cards.FS)
	require.NoError(t, err)
	colors := map[string]int{}
	for _, name := range bt7Decks {
		require.Contains(t, names, name, "dcg deck list")
		d, err := deck.Builtin(cards.FS, name, pool)
		require.NoError(t, err, name)
		require.NoError(t, d.Validate(era), name)
		require.Contains(t, []int{4, 5}, len(d.Eggs), "%s: Digi-Eggs", name)
		for _, c := range append(append([]*core.CardData(nil), d.Eggs...), d.Main...) {
			require.Regexp(t, bt7Sets, c.Number, "%s: %s %s is not of the BT7 era", name, c.Number, c.Name)
		}
		colors[strings.Split(name, "-")[1]]++
	}
	for _, color := range []string{"red", "blue", "yellow", "green", "black", "purple"} {
		require.GreaterOrEqual(t, colors[color], 2, "BT7-era %s decks", color)
	}
}
