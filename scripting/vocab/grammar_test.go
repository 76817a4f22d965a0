package vocab

import (
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readPrinted reads one printed clause as the inventory does: its pattern, then the
// grammar.
func readPrinted(k Kind, printed string) Reading { return readClause(k, Abstract(printed)) }

// Clauses of real cards: covered ones name the constructs of every phrase; uncovered
// ones name the phrase that maps to nothing, not the whole clause.
func TestGrammarReadsRealClauses(t *testing.T) {
	for _, tc := range []struct {
		card    string
		kind    Kind
		printed string
		want    []string // constructs the reading must name (covered)
		missing []string // the missing parts (uncovered); nil: covered
	}{
		// Verbs and target descriptions: quantity, owner, qualifiers, kind.
		{"AD1-015", Action, "1 of your opponent's Digimon gets -4000 DP", []string{"ctx:dp_plus", "ctx:choose", "filter.owner", "filter.kind"}, nil},
		{"BT16-023", Action, "return 1 of your opponent's level 4 or lower Digimon to the bottom of the deck", []string{"ctx:move", "ctx:choose", "filter.level_at_most"}, nil},
		{"BT9-017", Action, "Delete 1 of your opponent's Digimon with the lowest DP", []string{"ctx:delete", "filter.lowest"}, nil},
		{"AD1-002", Action, "Delete 1 of your opponent's Digimon with as much or less DP as this Digimon", []string{"ctx:delete", "filter.dp_at_most"}, nil},
		{"BT6-097", Action, "1 of your opponent's Digimon with no digivolution cards can't attack or block", []string{"ctx:cannot", "filter.has_digivolution_cards"}, nil},
		{"AD1-009", Action, "<De-Digivolve 3> 1 of your opponent's Digimon", []string{"ctx:de_digivolve", "ctx:choose"}, nil},
		{"BT10-024", Action, "This Digimon gains <Rush>", []string{"ctx:give", "target.self", "keyword.Rush"}, nil},
		{"BT3-046", Action, "Your opponent can't gain memory except with Tamer effects", []string{"ctx:cannot", "entry.player", "entry.except"}, nil},
		// Card descriptions, zones and modifiers.
		{"BT16-048", Action, "You may play 1 Digimon card with the [Insectoid] or [Larva] trait from your hand with the play cost reduced by 8",
			[]string{"ctx:play_card", "ctx:may", "ctx:choose_card", "cardfilter.kind", "cardfilter.trait", "ctx:hand", "play.reduce"}, nil},
		{"BT11-036", Action, "you may play 1 [Chuumon] from your trash suspended without paying the cost", []string{"ctx:play_card", "cardfilter.name", "play.suspended", "play.free"}, nil},
		{"BT12-098", Action, "Add 1 Digimon card with <Save> in its text and 1 card with a [Hunter] trait among them to your hand",
			[]string{"ctx:add_to_hand", "cardfilter.text_has", "cardfilter.trait", "ctx:reveal"}, nil},
		{"LM-054", Action, "1 of your Digimon may digivolve into a yellow or black Digimon card in your hand for its digivolution cost", []string{"ctx:digivolve_choose", "cardfilter.color"}, nil},
		{"BT2-068", Action, "Trash the top 3 cards of your deck", []string{"ctx:move", "cardfilter.top"}, nil},
		{"BT21-095", Action, "place this card face up as the bottom security card", []string{"ctx:move"}, nil},
		{"BT9-071", Action, "Return the rest to the bottom of the deck", []string{"ctx:to_deck_bottom"}, nil},
		// A keyword the card data lost, named by its reminder text; a return's reminder.
		{"BT15-015", Action, "this Digimon gains  (This Digimon checks 1 additional security card)", []string{"ctx:give", "target.self", "keyword.Security A."}, nil},
		{"BT15-059", Action, "1 of your opponent's Digimon (Trash the top card. You can't trash past level 3 cards)", []string{"ctx:de_digivolve", "ctx:choose"}, nil},
		{"BT3-104", Action, "return 1 of your opponent's suspended Digimon to its owner's hand. (Trash all of its digivolution cards.)", []string{"ctx:return_to_hand", "filter.suspended"}, nil},
		// Stacked cards of a target; misprints of a filter.
		{"BT5-025", Action, "Trash up to 2 digivolution cards from the bottom of 1 of your opponent's Digimon", []string{"ctx:trash_digivolution_cards", "choose.up_to", "ctx:choose"}, nil},
		{"BT16-069", Action, "trash any 3 cards under 1 of your opponent's Digimon or Tamers", []string{"ctx:digivolution_cards", "ctx:choose_card", "ctx:move"}, nil},
		{"BT1-099", Action, "Trash all digivolution cards under 1 of your opponent's Digimon", []string{"ctx:trash_digivolution_cards", "ctx:choose"}, nil},
		{"BT21-068", Action, "Delete 1 of your opponent's Digimon. with 4000 DP or less", []string{"ctx:delete", "filter.dp_at_most"}, nil},
		{"BT16-015", Action, "You may play 1 11000 DP or lower red Digimon card with [Avian], [Bird], [Beast], [Animal] or [Sovereign], other than [Sea Animal], in one of its traits from your hand without paying the cost",
			[]string{"ctx:play_card", "cardfilter.trait_has", "cardfilter.except", "play.free"}, nil},
		{"BT4-113", Action, "You may play 1 red level 4 or lower Digimon card with[Hybrid] in its form from your hand without paying its memory cost", []string{"ctx:play_card", "cardfilter.trait_has"}, nil},
		{"BT13-060", Condition, "for every 2 of your opponent's suspended Digimon and Tamers", []string{"ctx:count", "filter.suspended", "filter.kind", "lua.union"}, nil},
		{"EX4-026", Action, "1 of your Digimon gains . (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)", []string{"ctx:give", "keyword.Blocker"}, nil},
		{"BT19-053", Action, "you may place those Digimon face-up at the bottom of your security stack", []string{"ctx:move", "lua.local"}, nil},
		{"BT10-084", Action, "All Digimon played by this effect gain <Blocker>", []string{"ctx:give", "lua.local"}, nil},
		// Lists that share a kind, a quantity and an owner.
		{"BT15-100", Action, "delete 1 of your opponent's level 4 and 1 of their level 6 Digimon", []string{"ctx:delete", "ctx:choose", "filter.level"}, nil},
		{"EX7-071", Action, "Delete 1 of your opponent's level 3 Digimon, level 4 Digimon, and level 5 Digimon", []string{"ctx:delete", "filter.level"}, nil},
		{"BT24-075", Action, "delete 1 each of your opponent's level 3 and level 4 Digimon", []string{"ctx:delete", "ctx:choose", "filter.level"}, nil},
		{"BT3-093", Action, "Add 1 blue and 1 green Digimon card among them to your hand", []string{"ctx:add_to_hand", "cardfilter.color", "cardfilter.kind"}, nil},
		{"BT10-061", Action, "Add 1 card with [Knightmon] in its name, 1 [DeadlyAxemon], or 1 [Nene Amano] among them to your hand", []string{"ctx:add_to_hand", "cardfilter.name_has", "cardfilter.name", "lua.union"}, nil},
		{"BT14-075", Action, "Trash 1 card in your opponent's hand without looking", []string{"global.math.random", "ctx:move"}, nil},
		{"BT24-018", Action, "You may trash any 1 of your opponent's security cards", []string{"ctx:security_cards", "ctx:choose_card", "ctx:move"}, nil},
		{"EX10-022", Action, "trash this Digimon's top stacked card", []string{"ctx:trash_digivolution_cards", "target.self"}, nil},
		{"BT1-056", Action, "You may play 1 [Tinkermon] from your hand or recycle bin without paying its memory cost", []string{"ctx:play_card", "play.free"}, nil},
		{"EX11-050", Action, "delete 1 of your opponent's Digimon with as much or less DP as 1 of your [Dark Dragon] or [Evil Dragon] trait Digimon", []string{"ctx:delete", "filter.dp_at_most", "obj:dp", "lua.local"}, nil},
		{"BT26-080", Action, "Delete 1 of your opponent's Digimon with the same orientation as this Digimon", []string{"ctx:delete", "filter.suspended", "obj:is_suspended"}, nil},
		{"EX9-069", Action, "All of your Digimon with face-down digivolution cards gain <Reboot>", []string{"ctx:give", "lua.select", "cardfilter.face_down"}, nil},
		{"BT15-081", Condition, "If your opponent has as many or more total Digimon and Tamers as you", []string{"ctx:count", "filter.kind", "lua.union"}, nil},
		// One card "of the same level" as another object is a comparison with that object
		// (a local), not a choice of cards alike (choose.same_level).
		{"EX3-023", Action, "you may return 1 of your opponent's Digimon of the same level to the bottom of its owner's deck", []string{"ctx:move", "filter.level", "obj:level", "lua.local"}, nil},
		{"BT5-047", Action, "Place 1 [Palmon] from your trash under 1 of your green Digimon at the bottom of its digivolution cards", []string{"ctx:move", "cardfilter.name", "filter.color"}, nil},
		{"EX2-007", Action, "place 1 of your [ADR-02 Searcher]s from in play or from your hand under this Digimon as its bottom digivolution card", []string{"ctx:move", "ctx:all", "ctx:hand", "lua.union"}, nil},
		{"BT14-067", Action, "Choose 1 Digimon card among them", []string{"ctx:choose_card", "cardfilter.kind", "ctx:reveal"}, nil},
		{"BT10-081", Action, "You may trash up to 3 cards from the top of your deck", []string{"ctx:choose_text", "cardfilter.top", "ctx:move"}, nil},
		{"P-088", Action, "Delete 2 such Digimon instead", []string{"ctx:delete", "lua.local"}, nil},
		{"BT19-011", Action, "Delete any of your opponent's Digimon with DP adding up to 3000", []string{"ctx:delete", "choose.dp_total_at_most"}, nil},
		{"BT24-007", Action, "you may play 1 of them with the play cost reduced by 2", []string{"ctx:play_card", "ctx:choose_card", "lua.local", "play.reduce"}, nil},
		{"BT26-078", Action, "you may play 1 play cost 12 or lower [Chronomon] text or [Titan] trait card from your trash without paying the cost", []string{"ctx:play_card", "cardfilter.text_has", "cardfilter.trait", "lua.union"}, nil},
		{"P-156", Action, "You may play 1 tamer card from your hand without paying the cost", []string{"ctx:play_card", "cardfilter.kind"}, nil},
		{"EX5-054", Action, "you may switch the target of attack to this Digimon or the player", []string{"ctx:change_target", "ctx:choose_text", "target.self"}, nil},
		{"ST18-14", Action, "you may change the attack target to another of your opponent's Digimon or the player", []string{"ctx:change_target", "ctx:choose", "lua.select", "lua.local"}, nil},
		{"BT5-063", Action, "you may play one from your hand without paying its memory cost", []string{"ctx:play_card", "ctx:choose_card", "lua.local", "play.free"}, nil},
		{"BT16-056", Action, "You may place the top card of 1 of your opponent's [Vaccine] trait Digimon on top of their security stack", []string{"obj:top", "ctx:choose", "filter.trait"}, nil},
		// Triggers: the event, its subject and its cause.
		{"AD1-012", Trigger, "When one of your opponent's Digimon attacks", []string{"when.attacks", "entry.subject", "filter.owner"}, nil},
		{"BT18-022", Trigger, "When this Digimon would leave the battle area other than by your effects", []string{"would.leave", "event.by_you"}, nil},
		{"BT4-088", Trigger, "When a card is removed from your security stack", []string{"when.card_moved", "entry.from", "entry.owner"}, nil},
		{"BT3-011", Trigger, "At the end of the battle", []string{"ctx:later"}, nil},
		// Conditions and costs.
		{"BT12-098", Condition, "If you have 4 or more Tamers in play", []string{"entry.condition", "ctx:count", "filter.kind"}, nil},
		{"BT3-048", Condition, "for each of your opponent's suspended Digimon", []string{"lua.arithmetic", "ctx:count", "filter.suspended"}, nil},
		{"BT4-093", Condition, "If your opponent has 8 or more cards in their hand", []string{"ctx:count_cards", "cardfilter.owner"}, nil},
		{"BT16-013", Condition, "If this effect didn't delete", []string{"ctx:on_field"}, nil},
		{"AD1-019", Cost, "by suspending this Tamer", []string{"ctx:suspend", "target.self"}, nil},
		{"BT13-006", Cost, "By trashing 1 card in your hand", []string{"ctx:trash_cards", "ctx:choose_card", "ctx:hand"}, nil},

		{"AD1-018", Action, "delete 1 of your opponent's Digimon with a play cost of 3 or less", []string{"ctx:delete", "filter.cost_at_most"}, nil},
		{"BT21-005", Trigger, "When this Digimon gets linked", []string{"when.linked"}, nil},
		{"BT10-048", Trigger, "When an effect suspends one of your Digimon", []string{"event.cause"}, nil},
		{"BT5-082", Action, "Activate 1 of the effects below", []string{"ctx:choose_text"}, nil},
		// Filters a key reads as what the object must not match, or compared with another.
		{"BT1-079", Action, "Suspend 1 of your opponent's Digimon without <Blocker>", []string{"ctx:suspend", "filter.except"}, nil},
		{"BT15-056", Action, "suspend 1 of your opponent's Digimon or Tamers with a play cost less than or equal to this Digimon's play cost", []string{"ctx:suspend", "filter.cost_at_most"}, nil},
		{"BT17-076", Action, "delete 1 of your opponent's Digimon with as much or less DP as that Digimon", []string{"ctx:delete", "filter.dp_at_most", "obj:dp", "lua.local"}, nil},
		{"BT5-063", Action, "All of your other Digimon with the same name as this Digimon gain <Rush>", []string{"ctx:give", "filter.not_self", "filter.name", "obj:name"}, nil},
		{"BT6-095", Condition, "If you have a Digimon with [Three Musketeers] in its type in play", []string{"ctx:count", "filter.trait_has"}, nil},
		{"BT12-103", Condition, "While you have a Tamer with a [Hunter] trait in play", []string{"filter.trait"}, nil},
		{"BT18-031", Trigger, "When any of your Tamers with inherited effects are played", []string{"when.played", "filter.has_inherited"}, nil},
		{"EX8-027", Action, "that DNA digivolved Digimon may attack", []string{"lua.local"}, nil},
		// Card filters: colors, a filter the card must not match, names of other cards.
		{"BT8-009", Action, "Add 1 2-color red card among them to your hand", []string{"ctx:add_to_hand", "cardfilter.colors_at_least", "cardfilter.colors_at_most", "cardfilter.color"}, nil},
		{"BT21-056", Action, "you may return 1 non-Digi-Egg card with [Vemmon] in its text from your trash to the hand", []string{"cardfilter.except", "cardfilter.text_has"}, nil},
		{"EX5-009", Action, "you may play 1 [Deva] trait Digimon card without the same name as the cards in your battle area or trash from your hand to an empty space in your breeding area without paying the cost",
			[]string{"ctx:play_card", "cardfilter.except", "cardfilter.name", "card:name"}, nil},
		// What the chosen add up to together, and cards with different names.
		{"BT9-094", Action, "Choose any number of your opponent's Digimon whose total DP adds up to 10000 or less", []string{"ctx:choose", "choose.up_to", "choose.dp_total_at_most"}, nil},
		{"BT14-068", Action, "Delete up to 7 play cost's total worth of your opponent's Digimon", []string{"ctx:delete", "choose.cost_total_at_most"}, nil},
		{"BT18-088", Action, "You may place up to 1 [Hybrid] trait card with different names from your trash under this Tamer", []string{"ctx:choose_card", "choose.different_names"}, nil},
		// Q6099: different colors, a multicolor card differs when any part of its colors does.
		{"AD1-020", Action, "You may place up to 2 [Hybrid] trait cards with different colors from your hand or trash under this Tamer", []string{"ctx:choose_card", "choose.different_colors", "cardfilter.trait"}, nil},
		{"BT12-086", Action, "Add up to 2 differently colored Digimon cards with <Save> in their text among them to your hand", []string{"ctx:add_to_hand", "choose.different_colors", "cardfilter.text_has"}, nil},
		// Face-down cards (4-5-9): under a Digimon, in the security stack.
		{"BT22-038", Cost, "By trashing this Digimon's bottom face-down digivolution card", []string{"ctx:cards", "cardfilter.of", "cardfilter.face_down", "ctx:move", "target.self"}, nil},
		{"EX11-025", Action, "Add your top face-down security card to the hand", []string{"ctx:add_to_hand", "ctx:cards", "cardfilter.face_down"}, nil},
		{"BT25-066", Cost, "by trashing 1 of its link cards", []string{"ctx:link_cards", "ctx:trash_link_cards"}, nil},
		{"EX10-055", Cost, "by trashing any 2 of this Digimon's digivolution cards", []string{"ctx:trash_digivolution_cards", "target.self"}, nil},
		{"BT14-019", Action, "trash its bottom 2 digivolution cards", []string{"ctx:trash_digivolution_cards", "lua.local"}, nil},
		{"BT25-038", Action, "trash both players' top security cards", []string{"ctx:trash_security"}, nil},
		// The battle area named without "the"; "it" placed there.
		{"BT18-086", Cost, "by moving this Digimon to battle area", []string{"ctx:move_to_battle", "target.self"}, nil},
		{"EX9-057", Action, "this Digimon moves to the battle area", []string{"ctx:move_to_battle", "target.self"}, nil},
		{"ST14-12", Action, "you may place it in the battle area", []string{"ctx:place_in_battle_area", "lua.local"}, nil},
		// What this effect did, counted: a local an earlier action kept.
		{"BT4-074", Condition, "for each card you return this way", []string{"lua.local"}, nil},
		{"BT18-096", Condition, "for each placed card", []string{"lua.local"}, nil},
		{"BT6-111", Condition, "for each memory paid", []string{"lua.local"}, nil},
		// Face-down and deck cards placed or trashed; "such" cards; a trait printed without "trait".
		{"BT26-043", Cost, "by placing your deck's top card face down as this Digimon's bottom digivolution card", []string{"ctx:place_under", "target.self"}, nil},
		{"BT9-071", Action, "trash 1 such card", []string{"ctx:choose_card", "ctx:trash_cards", "lua.local"}, nil},
		{"BT19-022", Action, "You may place 1 Digimon card with the [Blue Flare] from your trash under any of your Tamers", []string{"ctx:move", "cardfilter.trait"}, nil},
		{"BT3-047", Action, "Add 1 level 4 or 5 Digimon card among them to your hand", []string{"ctx:add_to_hand", "cardfilter.level", "lua.union"}, nil},
		{"BT9-099", Condition, "for each yellow and/or red Tamer you have in play", []string{"filter.color", "lua.union"}, nil},
		{"BT12-100", Action, "unsuspend 1 of your [Shoutmon X7: Superior Mode] cards", []string{"ctx:unsuspend", "filter.name"}, nil},
		{"BT9-074", Action, "play this Digimon without paying its memory cost", []string{"ctx:play_self", "play.free"}, nil},
		{"ST2-06", Action, "Trash the digivolution card at the bottom of 1 of your opponent's Digimon", []string{"ctx:trash_digivolution_cards", "ctx:choose"}, nil},
		{"BT11-098", Action, "You may play 1 blue Digimon card from one of your blue Digimon's digivolution cards without paying the cost", []string{"ctx:play_card", "cardfilter.of"}, nil},
		// Counts of a zone and of memory.
		{"BT9-085", Condition, "If you have 8 or more cards in hand", []string{"entry.condition", "ctx:count_cards"}, nil},
		{"EX11-053", Condition, "If you have 1 of fewer security cards", []string{"entry.condition", "ctx:security_count"}, nil},
		{"P-222", Condition, "if you have a face-up [Wind Guardians] security card", []string{"ctx:count_cards", "cardfilter.face_up", "cardfilter.name"}, nil},
		{"BT26-090", Condition, "For each point of memory your opponent has", []string{"lua.arithmetic", "ctx:memory"}, nil},
		// Several cards that share a level; one card "of the same level" is compared with another.
		{"BT9-012", Cost, "you may trash 2 cards of the same level in this Digimon's digivolution cards", []string{"ctx:trash_cards", "ctx:choose_card", "choose.same_level"}, nil},
		{"BT22-072", Cost, "by trashing 2 same-level cards from its digivolution cards", []string{"ctx:trash_cards", "choose.same_level"}, nil},
		{"EX11-073", Condition, "For each of this Digimon's link cards", []string{"ctx:link_cards"}, nil},
		{"BT8-029", Condition, "While your opponent has a Digimon with a digivolution card in play", []string{"ctx:count", "filter.has_digivolution_cards"}, nil},
		{"RB1-009", Action, "One of your [Gammamon] that has a digivolution card with [Gammamon] in its name may digivolve into this card in your hand for a digivolution cost of 3, ignoring digivolution requirements", []string{"filter.digivolution_card"}, nil},
		{"P-155", Cost, "By trashing 1 of your non-red option cards in your battle area", []string{"ctx:trash", "filter.except", "filter.kind"}, nil},
		{"BT7-015", Condition, "for each Option card in you and your opponent's trashes", []string{"ctx:cards", "cardfilter.owner"}, nil},
		{"BT20-098", Cost, "By returning up to 9 levels' total worth of Digimon cards from your opponent's trash to the bottom of the deck", []string{"choose.level_total_at_most"}, nil},
		{"BT15-099", Action, "delete 1 of your opponent's Digimon whose level is less than or equal to the trashed card's level", []string{"ctx:delete", "filter.level_at_most", "card:level", "lua.local"}, nil},
		{"BT18-042", Action, "delete all of your opponent's Digimon with the same level as the placed card", []string{"ctx:delete", "filter.level", "lua.local"}, nil},
		{"BT8-042", Action, "return 1 of your opponent's Digimon whose level is less than or equal to the number of cards in your security stack to its owner's hand", []string{"filter.level_at_most", "ctx:security_count"}, nil},
		{"BT25-023", Action, "you may play 1 [Thomas H. Norstein] trait from your hand without paying the cost", []string{"ctx:play_card", "cardfilter.trait"}, nil},
		{"BT12-077", Condition, "if there are 4 or more digivolution cards under this Digimon", []string{"ctx:count_cards", "cardfilter.of"}, nil},
		{"BT24-030", Action, "return all of your opponent's Digimon with the fewest digivolution cards to the bottom of the deck", []string{"filter.lowest"}, nil},
		{"BT4-107", Action, "add all Digimon cards with <Digi-Burst> among them to your hand", []string{"ctx:add_to_hand", "cardfilter.text_has"}, nil},
		{"AD1-014", Condition, "for every 2 of your Tamers' colors", []string{"obj:colors"}, nil},
		{"BT10-087", Trigger, "When you play 1 Digimon with DigiXros requirements", []string{"filter.has_digixros"}, nil},
		{"BT1-084", Action, "delete all of your opponent's Digimon that share a name with it", []string{"ctx:delete", "filter.name", "lua.local"}, nil},
		// The bound of this effect's own choice is a number the script computes.
		{"BT18-029", Action, "add 1 to this effect's level maximum", []string{"lua.local", "lua.arithmetic"}, nil},
		{"BT13-017", Action, "add 2000 to the maximum this DP-based deletion effect can delete", []string{"lua.arithmetic"}, nil},
		{"EX2-044", Action, "add 1 to the maximum level of the Digimon you can choose with this effect", []string{"lua.arithmetic"}, nil},
		{"AD1-022", Action, "reduce this effect's digivolution cost by 1", []string{"lua.arithmetic", "digivolve.reduce"}, nil},
		{"EX3-016", Action, "increase the digivolution cost by 1", []string{"ctx:change_cost"}, nil},
		{"EX10-012", Action, "At turn end, delete the Digimon this effect played", []string{"ctx:later", "ctx:delete", "lua.local"}, nil},
		{"BT23-017", Action, "The Digimon this effect played can't digivolve and is deleted at the end of your opponent's turn", []string{"ctx:cannot", "ctx:later", "ctx:delete"}, nil},
		{"BT8-020", Action, "You may DNA digivolve this Digimon and one of your other Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost",
			[]string{"ctx:dna_digivolve_with", "ctx:may", "target.self"}, nil},
		{"BT7-103", Action, "That Digimon doesn't unsuspend during your opponent's next unsuspend phase", []string{"ctx:no_unsuspend_next_phase", "lua.local"}, nil},
		{"BT24-045", Action, "It can't unsuspend in their next unsuspend phase", []string{"ctx:no_unsuspend_next_phase"}, nil},
		{"BT23-047", Action, "None of your opponent's Digimon can unsuspend in their next unsuspend phase", []string{"ctx:no_unsuspend_next_phase"}, nil},
		{"EX3-025", Action, "you may place 1 [Trial of the Four Great Dragons] from your hand in your battle area", []string{"ctx:place_in_battle_area", "cardfilter.name", "ctx:hand"}, nil},
		{"BT17-100", Action, "Place 1 [Doomsday Clock] from this Digimon's digivolution cards in the battle area", []string{"ctx:place_in_battle_area", "ctx:digivolution_cards"}, nil},
		{"BT25-020", Action, "1 of your Digimon may battle 1 of your opponent's Digimon", []string{"ctx:battle", "ctx:may", "ctx:choose"}, nil},
		{"BT11-101", Action, "3 of your opponent's Digimon get -5000 DP and gain <Security Attack -1>", []string{"ctx:dp_plus", "ctx:give", "keyword.Security A."}, nil},
		{"BT5-112", Action, "Play this card without battling and without paying its memory cost", []string{"ctx:play_self", "card.security", "play.free"}, nil},
		{"ST2-15", Action, "play it as another Digimon without paying its memory cost", []string{"ctx:play_from_under", "play.free"}, nil},
		{"BT22-059", Action, "you may play 1 [Diaboromon] Token without paying the cost. (Digimon/Cost 14/Lv.6/White/Mega/Unknown/Unidentified/3000 DP)", []string{"ctx:play_token", "play.free"}, nil},
		{"BT15-090", Action, "return 1 of your opponent's Digimon with the lowest level to the hand instead", []string{"ctx:return_to_hand", "lua.if"}, nil},
		{"BT4-103", Action, "instead return 1 of your opponent's level 5 or lower Digimon to the bottom of its owner's deck", []string{"ctx:move", "lua.if"}, nil},
		// Other effects' bounds are a persistent effect on effects (15-15-5).
		{"BT9-009", Action, "Add 1000 to the maximum DP you can choose with DP-based deletion effects", []string{"entry.deletion_max", "ctx:deletion_max"}, nil},
		// What no construct expresses stays uncovered, and the reading names the part.
		{"BT9-109", Action, "your opponent can't trash digivolution cards", nil, []string{`cannot: "trash digivolution cards"`}},
		// Words no table knows: the part is named by its words.
		{"-", Action, "Delete 1 of your opponent's Digimon with a name of 5 letters", nil, []string{`filter: "with a name of N letters"`}},
		{"-", Action, "Teleport 1 of your opponent's Digimon", nil, []string{`action: "teleport N of your opponent's Digimon"`}},
		{"-", Keyword, "<Flying>", nil, []string{`keyword: "<Flying>"`}},
		{"-", Duration, "until the end of the game", nil, []string{`duration: "until the end of the game"`}},
		// A phrase of the right words in the wrong kind is not covered.
		{"-", Condition, "gain 1 memory", nil, []string{`condition: "gain N memory"`}},
	} {
		t.Run(tc.card+" "+tc.printed, func(t *testing.T) {
			r := readPrinted(tc.kind, tc.printed)
			if tc.missing == nil {
				require.True(t, r.Covered(), "%v", r)
				for _, c := range tc.want {
					assert.Contains(t, r.Constructs(), c, "%v", r)
				}
				return
			}
			assert.False(t, r.Covered(), "%v", r)
			var got []string
			for _, p := range r.Missing() {
				got = append(got, p.String())
			}
			assert.Equal(t, tc.missing, got, "%v", r)
		})
	}
}

// A clause is covered only when every part is: one unknown qualifier among known ones
// leaves it uncovered, whatever the verb.
func TestOneUnknownPartUncovers(t *testing.T) {
	known := "delete N of your opponent's suspended Digimon with N DP or less"
	require.True(t, readClause(Action, known).Covered())
	for _, unknown := range []string{
		"delete N of your opponent's suspended Digimon with N DP or less and a funny hat",
		"delete N of your opponent's purple-spotted Digimon with N DP or less",
		"obliterate N of your opponent's suspended Digimon with N DP or less",
		"delete N of your opponent's suspended Digimon with N DP or less to the moon",
		// A token with an effect of its own: ctx:play_token gives none.
		"you may play N [X] Token. (Digimon/COLOR/N DP/[On Deletion] gain N memory.)",
	} {
		r := readClause(Action, unknown)
		assert.False(t, r.Covered(), "%s: %v", unknown, r)
		assert.NotEmpty(t, r.Missing(), unknown)
	}
}

// "A and B" reads as two actions, each with its own parts.
func TestActionsJoin(t *testing.T) {
	r := readClause(Action, "<Draw N> and trash N card in your hand")
	require.True(t, r.Covered(), "%v", r)
	assert.Subset(t, r.Constructs(), []string{"ctx:run_keyword", "keyword.Draw", "ctx:trash_cards"})
	r = readClause(Action, "N of your opponent's Digimon and all of your opponent's Security Digimon get -N DP")
	assert.True(t, r.Covered(), "%v", r)
	assert.Contains(t, r.Constructs(), "filter.security_digimon")
}

// A second predicate shares the subject of the first: "X can't ... and gets ..." is
// two actions on the same objects, which the script keeps in a local.
func TestActionsShareASubject(t *testing.T) {
	for _, tc := range []struct{ card, printed string }{
		{"BT20-033", "1 of their Digimon can't activate [When Digivolving] effects and gets -3000 DP"},
		{"BT19-095", "1 of your Digimon gains <Piercing>and gets +4000 DP"},
		{"BT26-015", "1 of your Digimon may get +3000 DP and attack"},
		{"BT13-076", "All of your Digimon with [Etemon] or [Sukamon] in their names gain <Blocker> and can't be returned to hands or decks"},
	} {
		r := readPrinted(Action, tc.printed)
		require.True(t, r.Covered(), "%s: %v", tc.card, r)
		assert.Contains(t, r.Constructs(), "lua.local", tc.card)
	}
	// A predicate no verb reads stays missing.
	r := readClause(Action, "N of your Digimon gains <Rush> and flies away")
	assert.False(t, r.Covered(), "%v", r)
}

// Every entry of the grammar reads something of the pool: an entry that matches
// nothing is a typo.
func TestEveryEntryReadsThePool(t *testing.T) {
	used := map[*entry]bool{}
	actionMemo.reset()
	matched = func(en *entry) { used[en] = true }
	defer func() { matched = nil }()
	for _, p := range builtIn(t).Patterns {
		readClause(p.Kind, p.Text)
	}
	for _, tb := range tables() {
		for _, en := range tb.entries {
			assert.True(t, used[en], "table %s: entry %q (%s) reads no clause of the pool", tb.role, en.text, en.src)
		}
	}
}

// Every group of the API documentation has a construct prefix, so that a new group's
// names can be mapped.
func TestEveryAPIGroupHasAPrefix(t *testing.T) {
	for _, g := range apiGroups() {
		_, ok := constructPrefix[g]
		assert.True(t, ok, "group %s has no construct prefix (constructs.go)", g.ID)
	}
}

// The missing parts are what the markdown ranks: each names a role and words.
func TestMissingPartsOfThePool(t *testing.T) {
	inv := builtIn(t)
	require.NotEmpty(t, inv.Missing)
	label := regexp.MustCompile(`^[a-z]+: ".+"$`)
	for i, m := range inv.Missing {
		assert.Regexp(t, label, m.Part.String())
		assert.Positive(t, m.Occurrences)
		assert.NotEmpty(t, m.Example)
		if i > 0 {
			assert.GreaterOrEqual(t, inv.Missing[i-1].Occurrences, m.Occurrences, "ranked")
		}
	}
	// A covered pattern has no missing part, an uncovered one at least one.
	for _, p := range inv.Patterns {
		if !p.Kind.Counted() {
			continue
		}
		assert.Equal(t, p.Covered(), len(p.Reading.Missing()) == 0, "%s %q: %v", p.Kind, p.Text, p.Reading)
		assert.Equal(t, p.Covered(), len(p.Constructs) > 0)
		assert.False(t, slices.Contains(p.Constructs, ""), p.Text)
	}
}
