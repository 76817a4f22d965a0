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
		// The object's effects, and where the card it digivolved into came from.
		{"EX3-047", Condition, "While this Digimon has an [On Play] effect", []string{"obj:has_effect"}, nil},
		{"BT10-080", Condition, "If digivolving from the trash", []string{"ctx.event", "event.from"}, nil},
		{"BT9-075", Condition, "If this Digimon has [Dorugamon] in its digivolution cards or is digivolving from the trash", []string{"ctx:digivolution_cards", "event.from", "lua.union"}, nil},
		{"EX10-012", Condition, "If this card was face-up", []string{"event.face_up"}, nil},
		// Digivolution cards and traits.
		{"BT8-070", Condition, "If this Digimon has a red digivolution card", []string{"ctx:digivolution_cards", "cardfilter.color"}, nil},
		{"EX3-006", Condition, "If this Digimon has [Aqua] or [Sea Animal] in one of its traits", []string{"obj:traits"}, nil},
		{"BT4-005", Condition, "While this Digimon has [D-Brigade] in its type", []string{"obj:traits"}, nil},
		{"BT5-001", Condition, "If this Digimon has [Omnimon] or [Greymon] (other than [DoruGreymon]) in its name", []string{"obj:name"}, nil},
		{"BT16-007", Condition, "if it has the [Free] trait or is yellow", []string{"obj:has_trait", "obj:has_color", "lua.union"}, nil},
		{"BT24-072", Condition, "While this Digimon is [Titamon] or has the [Titan] trait", []string{"obj:has_name", "obj:has_trait"}, nil},
		{"BT26-086", Condition, "if this Digimon has 7 link cards", []string{"ctx:link_cards"}, nil},
		{"P-171", Condition, "if [Deep Savers] is face-up in your security stack", []string{"ctx:count_cards", "cardfilter.face_up"}, nil},
		// Last-known information, the attack, the turn.
		{"BT17-005", Condition, "If this Digimon had the [Unidentified] trait", []string{"ctx:last_known", "obj:has_trait"}, nil},
		{"BT20-015", Condition, "if during an attack", []string{"ctx:current_attack"}, nil},
		{"BT6-004", Condition, "If you attack an opponent's Digimon", []string{"ctx:current_attack"}, nil},
		{"ST5-04", Condition, "If your opponent didn't attack with a Digimon this turn", []string{"ctx:this_turn"}, nil},
		// Counts compared, all of them, colors and names tallied.
		{"BT25-075", Condition, "If you have fewer Digimon than your opponent", []string{"ctx:count"}, nil},
		{"BT15-081", Condition, "if your opponent has as many or more total Digimon and Tamers as you", []string{"ctx:count"}, nil},
		{"BT8-004", Condition, "While all of your Digimon are suspended", []string{"ctx:count", "obj:is_suspended"}, nil},
		{"ST20-03", Condition, "If your Tamers with the [ADVENTURE] trait have 3 or more total colors", []string{"obj:colors", "lua.tally"}, nil},
		{"BT18-085", Condition, "for each color in your opponent's trash", []string{"card:colors", "lua.tally"}, nil},
		{"BT21-082", Condition, "for each of your blue Tamers with different names", []string{"obj:name", "lua.tally"}, nil},
		// What an earlier action did, what a card it found is.
		{"P-029", Condition, "If it does", []string{"lua.if"}, nil},
		{"BT8-111", Condition, "If you trash 4 or more cards with this effect", []string{"lua.if"}, nil},
		{"BT12-016", Condition, "If an opponent's Digimon isn't deleted by this effect", []string{"ctx:on_field", "lua.local"}, nil},
		{"EX5-042", Condition, "If that card is a level 5 or lower Digimon card with <Fortitude>", []string{"lua.local", "cardfilter.level_at_most"}, nil},
		{"RB1-027", Condition, "If it's a non-Digimon card", []string{"card:kind"}, nil},
		// Two conditions joined.
		{"BT17-011", Condition, "If [BurningGreymon] is in this Digimon's digivolution cards or you have a blue or green Digimon or Tamer", []string{"ctx:digivolution_cards", "ctx:count", "lua.logic"}, nil},
		{"BT10-019", Condition, "If this Digimon has [Blue Flare] in its traits and your opponent has 2 or more Digimon in play", []string{"obj:has_trait", "ctx:count", "lua.logic"}, nil},
		// A condition inside an action clause: after it, or before it.
		{"BT5-046", Action, "Add it to your hand if it's a green Digimon card", []string{"ctx:add_to_hand", "lua.local", "cardfilter.color"}, nil},
		{"EX12-028", Action, "After, if you have 0 or less memory, gain 1 memory", []string{"lua.sequence", "ctx:memory", "ctx:gain_memory"}, nil},
		// An "if" that is the event of a trigger reads as the trigger (triggers_test.go).
		// A play by one named effect: the event names the effect's card and keyword.
		{"EX11-058", Condition, "If played by <Decode>", []string{"event.effect_keyword"}, nil},
		{"EX11-068", Condition, "If attacking by <Execute>", []string{"event.effect_keyword"}, nil},
		{"EX3-025", Condition, "if this card was played by [Trial of the Four Great Dragons]'s effect", []string{"event.effect_card", "card:name"}, nil},
		{"EX2-039", Condition, "if it wasn't trashed by [EX2-039 Impmon]'s effect", []string{"event.effect_card"}, nil},
	})
}

// "If this Digimon deletes an opponent's Digimon in battle" after [Your Turn]: the
// deletion event it is, read as the trigger (14-2).
func TestDeletesInBattleConditionReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT12-036", Condition, "If this Digimon deletes an opponent's Digimon in battle", []string{"when.deleted", "event.cause", "target.self"}, nil},
		{"BT12-055", Condition, "If one of your Digimon that has [Imperialdramon] in its name or a [Free] trait deletes an opponent's Digimon in battle", []string{"when.deleted", "entry.subject", "filter.name_has"}, nil},
	})
}
