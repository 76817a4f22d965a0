package vocab

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reading is one printed clause of a real card and how the grammar must read it:
// covered with the constructs want, or (missing set) uncovered with those parts.
type reading struct {
	card    string
	kind    Kind
	printed string
	want    []string
	missing []string
}

func checkReadings(t *testing.T, cases []reading) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.card+" "+tc.printed, func(t *testing.T) {
			r := readPrinted(tc.kind, tc.printed)
			if tc.missing == nil {
				require.True(t, r.Covered(), "%v", r)
				for _, c := range tc.want {
					assert.Contains(t, r.Constructs(), c, "%v", r)
				}
				return
			}
			require.False(t, r.Covered(), "%v", r)
			var got []string
			for _, p := range r.Missing() {
				got = append(got, p.String())
			}
			assert.Equal(t, tc.missing, got)
		})
	}
}

// Prohibitions (15-1-3) read as ctx:cannot's kinds, or the construct that says the
// same thing; one no construct expresses stays a missing part.
func TestProhibitionReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT15-012", Action, "that Digimon can't unsuspend during your opponent's next unsuspend phase", []string{"ctx:no_unsuspend_next_phase"}, nil},
		{"BT24-045", Action, "it can't unsuspend in their next unsuspend phase", []string{"ctx:no_unsuspend_next_phase", "lua.local"}, nil},
		// Only the opponent's Digimon can block (12-1): "by your opponent's Digimon" is every blocker.
		{"BT3-074", Action, "this Digimon can't be blocked by your opponent's Digimon", []string{"ctx:cannot", "target.self"}, nil},
		{"BT20-020", Action, "Your opponent can't play Digimon or Tamers by effects", []string{"ctx:cannot"}, nil},
		// A blocker qualified further is not every blocker.
		{"BT1-034", Action, "This Digimon can't be blocked by your opponent's Digimon with no digivolution cards", nil, []string{`cannot: "be blocked by ..."`}},
		{"BT14-017", Action, "they can't play Digimon with 6000 DP or less", nil, []string{`cannot: "play cards"`}},
	})
}
