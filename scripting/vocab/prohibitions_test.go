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
		// A ban on playing some cards: { "play", cards = <card filter> }.
		{"BT14-017", Action, "they can't play Digimon with 6000 DP or less", []string{"ctx:cannot", "entry.cards", "cardfilter.dp_at_most"}, nil},
		{"EX3-012", Action, "your opponent can't play Digimon with 5000 DP or less", []string{"ctx:cannot", "entry.cards"}, nil},
		{"BT23-014", Action, "their effects can't play Digimon or Tamers from the trash", []string{"ctx:cannot", "entry.cards", "cardfilter.zone"}, nil},
		// Moving from the breeding area is no play: no construct bans it.
		{"EX7-014", Action, "Your opponent can't play or move Digimon with 6000 DP or less", nil, []string{`filter: "move"`}},
		{"BT8-071", Action, "Players can't reduce play costs", []string{"ctx:cannot", "entry.player"}, nil},
		{"BT5-008", Action, "Your opponent can't reduce digivolution costs", []string{"ctx:cannot", "entry.player"}, nil},
		{"BT13-053", Action, "1 of your opponent's Digimon doesn't unsuspend", []string{"ctx:cannot", "ctx:choose"}, nil},
		{"BT13-060", Action, "all of their Digimon and Tamers don't unsuspend", []string{"ctx:cannot"}, nil},
		{"BT19-093", Action, "that Digimon's [When Digivolving] effects don't activate", []string{"ctx:cannot", "lua.local"}, nil},
		{"BT5-085", Action, "the [When Digivolving] effects on level 5 Digimon don't activate", []string{"ctx:cannot", "filter.level"}, nil},
		{"BT1-025", Action, "this Digimon doesn't activate [Security] skills on Option cards it checks", []string{"ctx:cannot", "target.self"}, nil},
		{"BT7-014", Action, "it doesn't activate [Security] effects on Option cards it checks", []string{"ctx:cannot", "lua.local"}, nil},
		{"BT8-059", Action, "Players can't ignore digivolution requirements", []string{"ctx:cannot", "entry.player"}, nil},
		{"BT16-051", Action, "this Digimon can't leave the battle area other than by deletion", []string{"ctx:cannot"}, nil},
		// Leaving by its controller's effects too: no cause set says "all but yours".
		{"EX6-044", Action, "this Digimon can't leave the battle area other than by your effects or by deletion", nil, []string{`cannot: "other than by your effects or by deletion"`}},
		{"BT17-038", Action, "This Digimon can't be returned to hand or deck by your opponent's effects", []string{"ctx:cannot"}, nil},
		{"BT13-072", Action, "this Digimon's DP can't be reduced", []string{"ctx:cannot"}, nil},
		{"BT19-023", Action, "1 of your Digimon can't be deleted by battle", []string{"ctx:cannot"}, nil},
		{"P-095", Action, "1 of your opponent's Digimon gets -3000 DP and cannot activate its [When Digivolving] effects", []string{"ctx:cannot", "ctx:dp_plus"}, nil},
		{"EX7-022", Action, "all of your Digimon with the [Royal Knight] trait can't have their attack targets switched", []string{"ctx:cannot"}, nil},
	})
}

// "Isn't affected by" some effects (15-15-6): ctx:unaffected's by names the opponent's
// effects, those of a card category, or one keyword's.
func TestUnaffectedReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT15-047", Action, "it isn't affected by the effects of your opponent's Digimon", []string{"ctx:unaffected", "lua.local"}, nil},
		{"EX5-074", Action, "this Digimon isn't affected by the effects your opponent's Digimon", []string{"ctx:unaffected", "target.self"}, nil},
		{"BT11-093", Action, "that Digimon isn't affected by your opponent's Option cards", []string{"ctx:unaffected"}, nil},
		{"BT26-047", Action, "none of your suspended [Legend-Arms] trait Digimon are affected by your opponent's Option effects", []string{"ctx:unaffected"}, nil},
		{"ST18-12", Action, "this Digimon is unaffected by your opponent's Digimon's effects, and gets +2000 DP", []string{"ctx:unaffected", "ctx:dp_plus"}, nil},
		{"BT11-069", Action, "this Digimon can't have its DP reduced by your opponent's effects, and isn't affected by <De-Digivolve> effects", []string{"ctx:cannot", "ctx:unaffected"}, nil},
		{"P-162", Action, "1 of your [Royal Knight] trait Digimon can't have its DP reduced or be affected by your opponent's <De-Digivolve> effects", []string{"ctx:cannot", "ctx:unaffected"}, nil},
		{"BT25-019", Action, "their Digimon effects don't affect this Digimon", []string{"ctx:unaffected", "target.self"}, nil},
		{"BT24-055", Action, "your opponent's <De-Digivolve> effects don't affect 1 of your [Hudie] trait Digimon", []string{"ctx:unaffected", "ctx:choose"}, nil},
		{"EX10-021", Action, "this Digimon can't attack and your opponent's effects don't affect it", []string{"ctx:cannot", "ctx:unaffected"}, nil},
		// A category an earlier step declared: no construct reads it.
		{"LM-020", Action, "this Digimon isn't affected by the effects of that card category", nil, []string{`verb: "isn't affected by ..."`}},
	})
}

// "This effect can't play ...": the effect's own play filter leaves those cards out.
func TestThisEffectCantPlayReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT13-019", Action, "This effect can't play [Omnimon] or [Gankoomon]", []string{"cardfilter.except", "cardfilter.name"}, nil},
		{"BT22-072", Action, "This effect can't play cards with the same name as any of your Tamers", []string{"cardfilter.except", "cardfilter.name", "obj:name"}, nil},
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
		// Unaffected by the opponent's <De-Digivolve> effects alone (ctx:unaffected).
		{"BT23-033", Action, "their effects can't return this Digimon to hands or decks or affect it with <De-Digivolve> effects", []string{"ctx:cannot", "ctx:unaffected"}, nil},
		// One named card among the digivolution cards is not every stacked card.
		{"BT9-109", Action, "effects can't trash [Dracmon] in this Digimon's digivolution cards", nil, []string{`target: "effects"`, `cannot: "trash digivolution cards"`}},
	})
}
