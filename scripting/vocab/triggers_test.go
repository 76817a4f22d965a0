package vocab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Triggers read as a when or would cause, its subject and how the event happened.
func TestTriggerReadings(t *testing.T) {
	checkReadings(t, []reading{
		// The attacks made with a keyword effect: the scope of a permission (BT5-017).
		{"BT5-017", Trigger, "When this Digimon attacks with <Blitz>", []string{"entry.can", "entry.subject", "target.self"}, nil},
		{"BT25-048", Trigger, "When this Digimon wins a battle", []string{"when.wins_battle", "entry.subject", "target.self"}, nil},
		{"BT25-020", Trigger, "When any of your [TS] trait Digimon win a battle", []string{"when.wins_battle", "entry.subject", "filter.trait"}, nil},
		{"BT16-082", Trigger, "When one of your Digimon moves from the breeding area to the battle area", []string{"when.moved", "entry.subject"}, nil},
		// Where a played card came from: the played entry's from.
		{"BT17-002", Trigger, "When one of your Digimon is played from digivolution cards", []string{"when.played", "entry.from"}, nil},
		// A link card trashed: card_moved from "link", the subject the Digimon it was linked to.
		{"EX10-001", Trigger, "When effects trash any of this Digimon's link cards", []string{"when.card_moved", "entry.from", "entry.subject", "event.cause"}, nil},
		{"BT4-087", Trigger, "When you play a Digimon from your trash", []string{"when.played", "entry.from"}, nil},
		// Digivolution cards trashed: card_moved from under the subject.
		{"BT8-029", Trigger, "When a digivolution card of an opponent's Digimon is trashed", []string{"when.card_moved", "entry.from", "entry.to", "entry.subject", "filter.owner"}, nil},
		{"BT2-085", Trigger, "When one of your opponent's digivolution cards is trashed", []string{"when.card_moved", "entry.owner"}, nil},
		{"EX5-025", Trigger, "When an opponent's Digimon's digivolution card is trashed", []string{"when.card_moved", "entry.subject"}, nil},
		// The phase an event happens in.
		{"BT2-004", Trigger, "When this Digimon becomes unsuspended during your unsuspend phase", []string{"when.unsuspended", "ctx:phase", "ctx:is_your_turn"}, nil},
		// "With this effect": the cost of this effect's own digivolution or play.
		{"BT8-066", Trigger, "When this Digimon would digivolve with this effect", []string{"digivolve.reduce"}, nil},
		{"BT13-056", Trigger, "When it would be played by this effect", []string{"play.reduce"}, nil},
		{"P-217", Trigger, "When any of your Digimon get linked to a [Social], [Creation], [Navi] or [Tool] trait card", []string{"when.linked", "entry.trigger", "event.cards", "cardfilter.trait"}, nil},
		{"BT26-001", Trigger, "When your effects add to decks", []string{"when.card_moved", "entry.to", "event.effect_of"}, nil},
		{"BT16-011", Trigger, "When a red card returns from your trash to the hand", []string{"when.card_moved", "entry.from", "entry.to", "entry.card", "cardfilter.color"}, nil},
		{"BT23-059", Trigger, "When Option cards in the battle area are trashed", []string{"when.card_moved", "entry.from", "entry.card"}, nil},
		{"LM-016", Trigger, "When an effect deletes one of your other Digimon", []string{"when.deleted", "event.cause", "filter.not_self"}, nil},
		{"BT17-050", Trigger, "When an opponent's effect would delete this Digimon", []string{"would.deleted", "event.cause", "event.by_you"}, nil},
		{"EX7-014", Trigger, "When this Digimon would leave battle area other than by one of your effects", []string{"would.leave", "event.by_you"}, nil},
		{"BT25-049", Trigger, "When you would use an Option card with the [Royal Base] trait", []string{"would.used", "ctx:would_card", "cardfilter.trait"}, nil},
		{"BT17-034", Trigger, "When a card is trashed from your security stack", []string{"when.card_moved", "entry.from", "entry.to", "entry.owner"}, nil},
		{"BT16-033", Trigger, "When this Digimon checks your opponent's security stack", []string{"when.security_checked", "target.self"}, nil},
		// Two events joined by "or": two entries, the second sharing the first's subject.
		{"BT25-060", Trigger, "When this Digimon gets linked or unsuspends", []string{"when.linked", "when.unsuspended"}, nil},
		{"BT17-099", Trigger, "When one of your Tamers is deleted or returned to the hand", []string{"when.deleted", "when.card_moved", "entry.to"}, nil},
		{"BT11-088", Trigger, "When an opponent's Digimon digivolves or an effect adds cards to the digivolution cards of an opponent's Digimon", []string{"when.digivolves", "when.card_moved"}, nil},
		// Where it would go: would.leave's event.to.
		{"EX3-013", Trigger, "When this Digimon would be deleted or returned to your hand or deck", []string{"would.deleted", "would.leave", "event.to"}, nil},
		{"BT20-074", Trigger, "When any of your [Puppetmon] would be returned to hands or decks", []string{"would.leave", "event.to", "filter.name"}, nil},
		// An Option placed in the battle area: card_moved to "battle".
		{"BT23-053", Trigger, "When any of your Option cards are placed in the battle area", []string{"when.card_moved", "entry.to", "entry.card", "cardfilter.kind"}, nil},
		{"EX3-027", Trigger, "When you play a Digimon with [Four Great Dragons] in its traits or place [Trial of the Four Great Dragons] in your battle area", []string{"when.played", "when.card_moved", "entry.to"}, nil},
		// "When digivolving X into Y": a would-digivolve whose cost the effect changes.
		{"BT2-088", Trigger, "When digivolving one of your Digimon into a Digimon card in your hand with [Tyrannomon] in its name", []string{"would.digivolve", "ctx:would_card", "cardfilter.name_has"}, nil},
		{"BT17-048", Trigger, "When digivolving into this card", []string{"would.digivolve", "entry.subject"}, nil},
		{"BT20-005", Trigger, "When this Digimon checks a face-up security card", []string{"when.security_checked", "entry.trigger", "event.face_up"}, nil},
		{"BT7-018", Trigger, "When played from digivolution cards", []string{"ctx.event", "event.from"}, nil},
		// DigiXros takes its materials without a would-leave event.
		{"AD1-006", Trigger, "When this Digimon would leave the battle area other than by DigiXros", []string{"would.leave", "target.self"}, nil},
		{"EX5-029", Trigger, "when one of your Digimon would next digivolve", []string{"ctx:next_time", "would.digivolve", "entry.subject"}, nil},
		// "The next time X this turn": an immediate effect the effect leaves to the game.
		{"BT5-109", Trigger, "The next time one of your Digimon digivolves from level 6 to level 7 this turn", []string{"ctx:next_time", "would.digivolve", "ctx:would_card", "card:level"}, nil},
		{"BT1-109", Trigger, "the next time you would digivolve one of your green Digimon from level 5 to level 6", []string{"ctx:next_time", "would.digivolve", "entry.subject", "filter.color"}, nil},
		{"EX1-033", Trigger, "The next time one of your Digimon digivolves into a Digimon card with [Insectoid] or [Ancient Insect] in its traits this turn", []string{"ctx:next_time", "would.digivolve", "ctx:would_card", "cardfilter.trait_has"}, nil},
		// The card data's "digivoLv.es" is "digivolves".
		{"BT2-062", Trigger, "When this Digimon digivoLv.es into a [Diaboromon] in your hand", []string{"when.digivolves", "cardfilter.name"}, nil},
		{"BT7-100", Trigger, "When using this card from your hand", []string{"would.used"}, nil},
		// "Digivolves into this card in your hand, reduce the cost": the would-digivolve of the card in the hand.
		{"BT3-054", Trigger, "When one of your Digimon digivolves into this card from your hand", []string{"would.digivolve", "entry.area", "entry.digivolve_into_this"}, nil},
		{"BT26-044", Trigger, "When any of your opponent's Digimon or Tamers suspend, or effects trash cards from under your Tamers", []string{"when.suspended", "when.card_moved"}, nil},
		// A state printed with "when" is a condition.
		{"ST3-09", Trigger, "When you have 3 security cards or less", []string{"entry.condition", "ctx:security_count"}, nil},
		// Which keyword's effect made it happen: event.effect_keyword.
		{"EX4-032", Trigger, "When one of your Digimon is suspended by an <Alliance> effect", []string{"when.suspended", "event.effect_keyword"}, nil},
		{"BT5-056", Trigger, "When one of your Digimon activates <Digi-Burst>", []string{"when.effect_activated", "event.effect_keyword"}, nil},
		{"EX4-033", Trigger, "When <Alliance> suspends one of your Digimon", []string{"when.suspended", "event.effect_keyword"}, nil},
	})
}

// An "if" that is the event of a trigger, as the older texts print it, reads as the
// trigger; what this effect's own action did stays a condition.
func TestEventConditionReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT12-087", Condition, "If one of your Digimon digivolves into a Digimon card with <Save> in its text", []string{"when.digivolves", "event.card", "cardfilter.text_has"}, nil},
		{"BT12-003", Condition, "If one of your yellow or red Tamers becomes suspended", []string{"when.suspended", "filter.color"}, nil},
		{"BT12-084", Condition, "If one of your other Digimon is deleted", []string{"when.deleted", "filter.not_self"}, nil},
		{"BT12-111", Condition, "If an opponent's Digimon digivolves or attacks", []string{"when.digivolves", "when.attacks"}, nil},
		{"EX6-013", Condition, "If played from digivolution cards", []string{"ctx.event", "event.from"}, nil},
		{"BT12-050", Condition, "If this Digimon DNA digivolves into a blue Digimon card", []string{"when.digivolves", "ctx:dna_digivolving", "cardfilter.color"}, nil},
		{"P-073", Condition, "If this Digimon has [Garurumon] or [Omnimon] in its name and would be deleted in battle", []string{"would.deleted", "obj:name", "event.cause"}, nil},
		{"BT12-030", Condition, "If this Digimon would digivolve with this effect", []string{"digivolve.reduce"}, nil},
	})
	// What this effect's own action did is a condition, never the event of a trigger.
	r := readPrinted(Condition, "If one of your Digimon with [Ogremon] in its name was deleted by this effect")
	assert.NotContains(t, r.Constructs(), "when.deleted", "%v", r)
}
