package vocab

import "testing"

// Verbs read as the ctx method or entry that does them; one without a construct stays
// a missing part.
func TestVerbReadings(t *testing.T) {
	checkReadings(t, []reading{
		// Flipping a security card where it lies (3-7-4).
		{"BT20-055", Action, "flip your opponent's top face-down security card face up", []string{"ctx:flip_security", "cardfilter.face_up"}, nil},
		{"BT20-050", Action, "flip your opponent's top face-down security card face-up", []string{"ctx:flip_security"}, nil},
		{"BT23-043", Cost, "by flipping your top face-up security card face down", []string{"ctx:flip_security", "cardfilter.face_up"}, nil},
		// Another color also meets an Option's color requirement (4-19).
		{"LM-045", Action, "Yellow also meets this card's color requirements", []string{"entry.also_meets_color"}, nil},
		{"LM-033", Action, "This card may also have its color requirements met by black", []string{"entry.also_meets_color"}, nil},
		// Onto a Tamer as if it were a Digimon (may_digivolve as_digimon).
		{"BT7-021", Action, "You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a level 3 blue Digimon", []string{"entry.may_digivolve"}, nil},
		{"BT7-011", Action, "You may digivolve this card from your hand onto one of your red Tamers as if the Tamer is a level 3 red Digimon for a memory cost of 2", []string{"entry.may_digivolve"}, nil},
		// A Digimon that can only digivolve into some cards (15-1-3).
		{"BT15-031", Action, "This Digimon can only digivolve into white Digimon", []string{"entry.digivolve_only_into", "cardfilter.color"}, nil},
		{"EX10-012", Action, "This Digimon can only digivolve into [Apocalymon]", []string{"entry.digivolve_only_into", "cardfilter.name"}, nil},
		{"BT4-115", Action, "This Digimon can only digivolve into Digimon with [Omnimon] in their names", []string{"entry.digivolve_only_into", "cardfilter.name_has"}, nil},
		// Unaffected by the effects of one kind of card: the core knows only a player's effects.
		{"BT15-047", Action, "it isn't affected by the effects of your opponent's Digimon", nil, []string{`verb: "isn't affected by ..."`}},
	})
}
