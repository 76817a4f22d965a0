package vocab

import "testing"

// Conditions read as what tests them: the triggering event's cause, an object before
// and after an action, a tally of the Digimon's stack.
func TestConditionReadings(t *testing.T) {
	checkReadings(t, []reading{
		// Printed typos of "you don't have".
		{"LM-054", Condition, "While you have don't have [Tsunomon] in the battle area", []string{"entry.condition"}, nil},
		{"BT20-092", Condition, "If your don't have a Digimon", []string{"entry.condition"}, nil},
		{"BT13-079", Condition, "If deleted outside of a battle", []string{"ctx.event", "event.cause"}, nil},
		{"EX11-020", Condition, "If deleted other than in battle", []string{"event.cause"}, nil},
		{"BT13-010", Condition, "If played by an effect", []string{"ctx.event", "event.cause"}, nil},
		{"BT24-044", Condition, "If this effect suspended your Digimon", []string{"obj:is_suspended", "lua.local", "ctx:is_mine"}, nil},
		{"BT16-025", Condition, "If this effect didn't suspend", []string{"obj:is_suspended", "lua.local"}, nil},
		{"BT22-031", Condition, "if this Digimon's stack has 2 or more same-level cards", []string{"ctx:digivolution_cards", "obj:top", "card:level", "lua.tally"}, nil},
		// A play by one named effect: no event field names the effect's card.
		{"EX11-058", Condition, "If played by <Decode>", nil, []string{`condition: "if played by <Decode>"`}},
	})
}
