package deck_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/deck"
)

func date(t testing.TB, s string) time.Time {
	t.Helper()
	d, err := deck.ParseDate(s)
	require.NoError(t, err)
	return d
}

// The committed list (cards/restrictions.yaml) restricted ST2-13 Hammer Spark to 1 on
// 2024-08-31, so the original ST2 list, with 4, is legal casually and before that day
// but not in the standard format after it (ver. 1.0 5-1-2).
func TestStarterST2UnderTheRestrictionList(t *testing.T) {
	r, err := deck.LoadRestrictions(cardsFS())
	require.NoError(t, err)
	assert.Equal(t, "standard", r.Format)
	st2, err := deck.Builtin(cardsFS(), "st2", testPool(t))
	require.NoError(t, err)

	tests := []struct {
		name   string
		format *deck.Format
		want   []string
	}{
		{"casual play has no list", nil, nil},
		{"the day before the restriction", r.AsOf(date(t, "2024-08-30")), nil},
		{"the day it takes effect", r.AsOf(date(t, "2024-08-31")),
			[]string{`st2.txt:19: ST2-13 Hammer Spark: 4 copies; restricted to 1 (format "standard" as of 2024-08-31)`}},
		{"a later day", r.AsOf(date(t, "2026-11-21")),
			[]string{`st2.txt:19: ST2-13 Hammer Spark: 4 copies; restricted to 1 (format "standard" as of 2026-11-21)`}},
		{"the latest list", r.Latest(),
			[]string{`st2.txt:19: ST2-13 Hammer Spark: 4 copies; restricted to 1 (format "standard" as of 2026-04-04)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, messages(t, st2.Validate(tt.format)))
		})
	}
}

// The committed list reproduces the official list of its source: 54 cards in force
// after the 2026-04-04 update, and lifted cards are free again.
func TestCommittedRestrictionList(t *testing.T) {
	r, err := deck.LoadRestrictions(cardsFS())
	require.NoError(t, err)
	latest := r.Latest()
	assert.Len(t, latest.Limits(), 54)

	l, ok := latest.Limit("ST2-13")
	require.True(t, ok)
	assert.Equal(t, deck.Limit{Card: "ST2-13", Name: "Hammer Spark", Status: deck.Restricted, Count: 1, Since: date(t, "2024-08-31")}, l)

	l, ok = latest.Limit("BT5-109")
	require.True(t, ok)
	assert.Equal(t, deck.Banned, l.Status)

	// BT9-099 Sunrise Buster: restricted 2022-11-11, lifted 2026-04-04.
	_, ok = r.AsOf(date(t, "2026-04-03")).Limit("BT9-099")
	assert.True(t, ok)
	_, ok = latest.Limit("BT9-099")
	assert.False(t, ok)

	assert.Empty(t, r.AsOf(date(t, "2021-03-31")).Limits(), "nothing was on the list before its first event")
}

// testList bans ST1-03 and restricts ST1-09 to 2, then lifts the ban.
const testList = `
format: test
history:
  - date: 2024-01-01
    changes:
      - {card: ST1-03, name: "Agumon", status: banned, count: 0, action: restrict}
      - {card: ST1-09, name: "MetalGreymon", status: restricted, count: 2, action: restrict}
  - date: 2025-01-01
    changes:
      - {card: ST1-03, name: "Agumon", status: banned, count: 0, action: lift}
`

func TestBannedAndRestrictedCards(t *testing.T) {
	r, err := deck.ParseRestrictions("test.yaml", []byte(testList))
	require.NoError(t, err)
	pool := testPool(t)
	list := st1(edit{11, "1 MetalGreymon ST1-09"}, edit{0, "2 ST1-09"}, edit{0, "1 ST1-09"})

	d, err := deck.Parse("my.deck", list, pool)
	require.NoError(t, err)
	require.NoError(t, d.Validate(nil), "legal casually")

	assert.Equal(t, []string{
		`my.deck:5: ST1-03 Agumon: banned (format "test" as of 2024-06-01)`,
		// the restriction is broken by the row that brings the count to 3
		`my.deck:19: ST1-09 MetalGreymon: 4 copies; restricted to 2 (format "test" as of 2024-06-01)`,
	}, messages(t, d.Validate(r.AsOf(date(t, "2024-06-01")))))

	assert.Equal(t, []string{
		`my.deck:19: ST1-09 MetalGreymon: 4 copies; restricted to 2 (format "test" as of 2025-01-01)`,
	}, messages(t, d.Validate(r.AsOf(date(t, "2025-01-01")))), "the ban is lifted")

	assert.NoError(t, d.Validate(r.AsOf(date(t, "2023-12-31"))), "before the list")
}

func TestParseRestrictionsRejectsBadLists(t *testing.T) {
	tests := []struct{ name, yaml, want string }{
		{"no format", "history: []\n", "x.yaml: no format name"},
		{"unknown status", "format: f\nhistory:\n  - date: 2024-01-01\n    changes:\n      - {card: ST1-03, status: gone, action: restrict}\n",
			`x.yaml: 2024-01-01: ST1-03: status "gone": want banned, restricted or banned_pair`},
		{"restricted to nothing", "format: f\nhistory:\n  - date: 2024-01-01\n    changes:\n      - {card: ST1-03, status: restricted, action: restrict}\n",
			"x.yaml: 2024-01-01: ST1-03: restricted to 0 copies: want 1 or more"},
		{"dates out of order", "format: f\nhistory:\n  - date: 2024-01-01\n  - date: 2023-01-01\n",
			"x.yaml: 2023-01-01 comes after 2024-01-01: the history must be in date order"},
		{"bad date", "format: f\nhistory:\n  - date: 1 May 2024\n", `x.yaml: date "1 May 2024": want YYYY-MM-DD`},
		{"unknown field", "format: f\nbans: []\n", "line 2: field bans not found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := deck.ParseRestrictions("x.yaml", []byte(tt.yaml))
			assert.ErrorContains(t, err, tt.want)
		})
	}
}
