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
		// A blocker qualified further is not every blocker: the blockers are the targets of
		// a `static` "can't block" while this Digimon attacks.
		{"BT1-034", Action, "This Digimon can't be blocked by your opponent's Digimon with no digivolution cards", []string{"entry.cannot", "ctx:current_attack", "filter.has_digivolution_cards"}, nil},
		{"BT14-017", Action, "they can't play Digimon with 6000 DP or less", nil, []string{`cannot: "play cards"`}},
		{"BT17-038", Action, "This Digimon can't be returned to hand or deck by your opponent's effects", []string{"ctx:cannot"}, nil},
		{"BT13-072", Action, "this Digimon's DP can't be reduced", []string{"ctx:cannot"}, nil},
		{"BT19-023", Action, "1 of your Digimon can't be deleted by battle", []string{"ctx:cannot"}, nil},
		{"P-095", Action, "1 of your opponent's Digimon gets -3000 DP and cannot activate its [When Digivolving] effects", []string{"ctx:cannot", "ctx:dp_plus"}, nil},
		{"EX7-022", Action, "all of your Digimon with the [Royal Knight] trait can't have their attack targets switched", []string{"ctx:cannot"}, nil},
	})
}

// Prohibitions in the active voice, whose subject is the effects they cover: the
// target's ctx:cannot with by = "opponent_effects" (15-1-3).
func TestEffectProhibitionReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"EX7-041", Action, "your opponent's effects can't delete this Digimon", []string{"ctx:cannot", "target.self"}, nil},
		{"ST17-07", Action, "your opponent's effects can't delete this Digimon or return it to the hand or deck", []string{"ctx:cannot", "lua.local"}, nil},
		{"BT22-059", Action, "your opponent's effects can't reduce this Digimon's DP or return it to hands or decks", []string{"ctx:cannot"}, nil},
		{"BT23-085", Action, "their effects can't reduce the DP of 1 of your [Royal Knight] trait Digimon", []string{"ctx:cannot"}, nil},
		// A target that holds "or" itself: every way of cutting the run competes.
		{"BT23-044", Action, "their effects can't return 1 of your Digimon with [Sistermon] in any of its traits or the [Legend-Arms] trait to hands or decks", []string{"ctx:cannot"}, nil},
		// Stacked cards, on top and at the bottom (Q4563).
		{"BT26-029", Action, "their effects can't reduce the DP of 1 of your Digimon, trash any of its stacked cards, or return them to hands or decks", []string{"ctx:cannot"}, nil},
		{"BT21-060", Action, "their effects can't trash this Digimon's stacked cards", []string{"ctx:cannot"}, nil},
		// No prohibition covers <De-Digivolve> alone.
		{"BT23-033", Action, "their effects can't return this Digimon to hands or decks or affect it with <De-Digivolve> effects", nil, []string{`cannot: "affect with <De-Digivolve> effects"`}},
		// One named card among the digivolution cards is not every stacked card.
		{"BT9-109", Action, "effects can't trash [Dracmon] in this Digimon's digivolution cards", nil, []string{`target: "effects"`, `cannot: "trash digivolution cards"`}},
	})
}
