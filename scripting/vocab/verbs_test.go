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
		// App Fusion by an effect (8-4-2-2): digivolve_choose's app_fusion.
		{"BT21-084", Action, "1 of your Digimon may app fuse into a Digimon card in the hand", []string{"ctx:digivolve_choose", "digivolve.app_fusion"}, nil},
		{"BT24-087", Action, "1 of your Digimon may app fuse into a Digimon card with the [System], [Life] or [Transmutation (App Name)] trait in the trash", []string{"digivolve.app_fusion", "cardfilter.trait"}, nil},
		// The opponent's choices and answers (15-9-2-2): choose_card's chooser, ctx:may's who.
		{"BT24-069", Action, "your opponent may trash 1 card in their hand", []string{"choose.chooser", "choose.up_to", "ctx:trash_cards"}, nil},
		{"EX6-071", Action, "they must trash 1 card in their hand", []string{"choose.chooser", "ctx:trash_cards"}, nil},
		{"BT18-034", Action, "your opponent may trash their top security card", []string{"ctx:may", "ctx:trash_security"}, nil},
		{"BT17-028", Action, "your opponent adds the top card of their security stack to the hand", []string{"ctx:security_cards", "ctx:add_to_hand"}, nil},
		{"EX5-060", Action, "your opponent plays 1 level 4 or lower Digimon card from their trash suspended without paying the cost", []string{"choose.chooser", "ctx:play_card", "play.suspended"}, nil},
		{"BT17-074", Action, "your opponent may play 1 Tamer card from their hand without paying the cost", []string{"choose.chooser", "choose.up_to", "ctx:play_card"}, nil},
		// The attacker's controller chooses its target (11-2-7): "your opponent attacks with ...".
		{"BT13-077", Action, "your opponent attacks with the chosen Digimon", []string{"ctx:attack", "lua.local"}, nil},
		{"BT20-080", Action, "1 of your Digimon may attack a player", []string{"ctx:attack", "ctx:may"}, nil},
		{"BT12-055", Action, "you may attack your opponent's Digimon with this Digimon", []string{"ctx:attack", "target.self"}, nil},
		{"BT22-079", Action, "you may reduce the play costs by 2", []string{"ctx:change_cost", "ctx:may"}, nil},
		{"BT19-008", Action, "this Digimon may digivolve into [Shoutmon] under your Tamers without paying the cost", []string{"ctx:digivolve_choose", "ctx:digivolution_cards", "digivolve.free"}, nil},
		{"BT19-084", Action, "1 of your Digimon may digivolve into a Digimon card in your face-up security cards", []string{"ctx:digivolve_choose", "ctx:security_cards", "cardfilter.face_up"}, nil},
		{"BT18-017", Action, "you may return to the hand or play 1 level 4 or lower red Digimon card from this Digimon's digivolution cards without paying the cost", []string{"ctx:choose_text", "ctx:play_card", "play.free"}, nil},
		// The reminder of a return from the field: the cards under it go to the trash (4-5-8).
		{"ST2-16", Action, "return 1 of your opponent's Digimon to its owner's hand. (Trash all of the digivolution cards of that Digimon.)", []string{"ctx:return_to_hand"}, nil},
		{"BT2-102", Action, "return 1 of your opponent's suspended Digimon to the bottom of their deck. (Trash all of the digivolution cards of that Digimon.)", []string{"ctx:move", "filter.suspended"}, nil},
		{"EX1-066", Action, "hatch 1 Digi-Egg card to an empty space in your Breeding Area", []string{"ctx:hatch"}, nil},
		{"P-181", Action, "place this card face up as your bottom security card", []string{"ctx:move", "target.self"}, nil},
		{"ST10-14", Action, "you may place 1 of your opponent's Digimon face down at the top or bottom of its owner's security stack", []string{"ctx:move", "ctx:choose_text"}, nil},
		{"RB1-027", Action, "place the revealed card at the top or bottom of your opponent's security stack face down", []string{"ctx:move", "lua.local"}, nil},
		{"P-097", Action, "place those cards at either the top or bottom of your deck in any order", []string{"ctx:move"}, nil},
		{"BT7-088", Action, "you may search your security stack for 1 card with [Tsukaimon] in its traits, reveal it", []string{"ctx:security_cards", "ctx:choose_card", "cardfilter.trait_has"}, nil},
		{"EX5-065", Action, "1 of your Digimon may DNA Digivolve into a Digimon card in your hand", []string{"ctx:dna_digivolve"}, nil},
		{"BT14-006", Action, "this Digimon may digivolve into that card", []string{"ctx:digivolve", "lua.local"}, nil},
		{"BT25-082", Action, "this Digimon may digivolve into a [Three Musketeers] trait Digimon card for a digivolution cost of 4, ignoring digivolution requirements", []string{"entry.may_digivolve"}, nil},
		// <Mind Link> with a Digimon of a kind: the keyword script takes the filter.
		{"BT14-086", Action, "<Mind Link> with 1 of your Digimon with [Numemon] or [Monzaemon] in its name, or the [DigiPolice] trait", []string{"ctx:run_keyword", "keyword.Mind Link"}, nil},
		{"BT16-080", Action, "<Recovery +1 (Deck)> until there are 3 cards in your security stack", []string{"ctx:recovery", "ctx:security_count", "lua.arithmetic"}, nil},
		// " Then " after a keyword whose reminder took the full stop with it.
		{"BT2-069", Action, "trigger <Draw 1> Then trash 1 card from your hand", []string{"ctx:run_keyword", "ctx:trash_cards"}, nil},
		// The zone (and a modifier) first: the same action.
		{"EX5-070", Action, "from this Digimon's digivolution cards, return 1 Digimon card to the hand", []string{"ctx:digivolution_cards_to_hand"}, nil},
		{"BT22-012", Action, "from your hand and without paying the cost, you may play 1 red Tamer card with a play cost of 4 or less or 1 Tamer card with the [Hero] trait", []string{"ctx:play_card", "play.free", "ctx:hand"}, nil},
		{"EX9-018", Action, "from 1 of your opponent's Digimon, trash any 1 digivolution card", []string{"ctx:trash_digivolution_cards"}, nil},
		// DigiXros from more places (7-2-1): for the card about to be played, or the card's own.
		{"BT10-087", Action, "you may place cards from under one of your Tamers as digivolution cards for a DigiXros", []string{"ctx:digixros_from"}, nil},
		{"EX10-064", Action, "1 card under your Tamers and 1 card in your trash can also be placed for their DigiXros", []string{"ctx:digixros_from"}, nil},
		{"BT17-057", Action, "cards from your trash may also be placed for this card's DigiXros", []string{"entry.digixros_from"}, nil},
		{"BT21-030", Action, "reduce the play cost by 1 and cards in your trash can also be placed for DigiXros", []string{"ctx:change_cost", "ctx:digixros_from"}, nil},
		// The Digimon an earlier phrase named attacks.
		{"BT16-077", Action, "attack a player", []string{"ctx:attack", "lua.local"}, nil},
		{"BT14-065", Action, "your opponent reveals the top 3 cards of their deck", []string{"ctx:reveal"}, nil},
		{"BT10-086", Action, "reveal all of your opponent's security cards", []string{"ctx:reveal", "ctx:security_count"}, nil},
		{"EX5-065", Action, "return the Digimon played by this effect to hand", []string{"ctx:return_to_hand", "lua.local"}, nil},
		{"EX5-070", Action, "place this card as its bottom digivolution card", []string{"ctx:move", "lua.local"}, nil},
		// "After, X": then X.
		{"BT26-087", Action, "after, you may return 1 [Gomamon] from your trash to the hand", []string{"lua.sequence", "ctx:add_to_hand"}, nil},
		// <Delay>, or its reminder, glued to the action it delays.
		{"EX6-068", Action, "<Delay> • Search your security stack", []string{"keyword.Delay", "ctx:security_cards"}, nil},
		{"BT15-098", Action, "(After this card is placed, by trashing it the next turn or later, activate the effect below.).• You may play 1 [Sakuyamon] from your trash without paying the cost", []string{"keyword.Delay", "ctx:play_card"}, nil},
		// Two actions joined by "or": the player does one.
		{"BT11-072", Action, "add 1 card with [Dragon] in its traits to your hand or place it under this Digimon as its bottom digivolution card", []string{"ctx:add_to_hand", "ctx:move", "ctx:choose_text"}, nil},
		{"BT21-087", Action, "among them, play 1 [Shoutmon] without paying the cost or add 1 card with [Xros Heart] in its text to the hand", []string{"ctx:play_card", "ctx:add_to_hand", "ctx:choose_text"}, nil},
		// A card's printed effect as this Digimon's (ctx:activate on a card, 15-15-9).
		{"BT18-066", Action, "you may activate 1 [On Play] effect on the placed card as an effect of this Digimon", []string{"ctx:activate", "lua.local"}, nil},
		{"BT23-060", Action, "activate 1 [On Play] effect on a face-up [Zaxon] Digimon card in your security stack as an effect of this Digimon", []string{"ctx:activate", "cardfilter.face_up"}, nil},
		{"BT2-038", Action, "any [On Play] effects on the Tamer played with this effect don't activate", []string{"play.no_on_play"}, nil},
		// Each player chooses what they trash, down to N cards.
		{"BT19-075", Action, "your opponent trashes cards in their hand until they have 3 left", []string{"choose.chooser", "ctx:trash_cards", "lua.arithmetic"}, nil},
		{"BT24-016", Action, "your opponent places 1 card from their hand as the bottom security card", []string{"choose.chooser", "ctx:move"}, nil},
		{"BT21-058", Action, "add 1 card with [X] in its text among them to the hand. trash the rest", []string{"ctx:add_to_hand", "ctx:trash_cards"}, nil},
		// The condition after the action it guards.
		{"EX2-041", Action, "reduce its play cost by 2 if you have [Tai Kamiya] in play", []string{"ctx:change_cost", "filter.name"}, nil},
		{"BT5-089", Action, "you may digivolve 1 red level 5 Digimon card among them onto the attacking Digimon without paying its memory cost", []string{"ctx:digivolve_choose", "ctx:current_attack", "digivolve.free"}, nil},
		{"BT25-101", Action, "<Draw 1> After, you may link this card or 1 [X] trait card from your trash to 1 of your Digimon on the field without paying the cost", []string{"ctx:run_keyword", "ctx:link_card", "lua.sequence"}, nil},
		// This Digimon and a partner into a card with a DNA requirement, for its cost however worded (core/dna_with.go).
		{"ST9-08", Action, "You may DNA digivolve this Digimon and one of your other Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost", []string{"ctx:dna_digivolve_with", "target.self", "ctx:may"}, nil},
		{"BT9-080", Action, "You may DNA digivolve this Digimon and one of your other Digimon in play into a Digimon card in your hand for its DNA digivolve cost", []string{"ctx:dna_digivolve_with"}, nil},
		{"BT12-021", Action, "You may DNA digivolve this Digimon and one of your other Digimon into a Digimon card in your hand by paying its cost", []string{"ctx:dna_digivolve_with"}, nil},
		{"EX3-008", Action, "This Digimon and one of your other Digimon may DNA digivolve into a Digimon card in your hand for the cost", []string{"ctx:dna_digivolve_with", "ctx:may"}, nil},
		{"BT21-046", Action, "This Digimon and any of your other Digimon may DNA digivolve into a Digimon card in the hand", []string{"ctx:dna_digivolve_with"}, nil},
		// DNA from a Digimon and a card in the hand or the trash.
		{"BT18-015", Action, "you may DNA digivolve 1 of your [Machinedramon] in play and 1 [Kimeramon] in the trash into [Millenniummon] in the hand", []string{"ctx:dna_digivolve", "ctx:cards"}, nil},
		{"EX6-072", Action, "1 of your level 5 Digimon and 1 card in the hand may DNA digivolve into a level 6 Digimon card in your hand", []string{"ctx:dna_digivolve"}, nil},
		{"BT17-101", Action, "1 of your Digimon may DNA digivolve into this card", []string{"ctx:dna_digivolve", "ctx.card"}, nil},
		{"BT5-025", Action, "trash up to 2 digivolution cards from the bottom of 1 of your opponent's Digimon", []string{"ctx:trash_digivolution_cards"}, nil},
		// The top card to the bottom of the same stack (BT22-043 Q4895).
		{"BT22-043", Cost, "by placing this [Xros Heart] trait Digimon's top stacked card as its bottom digivolution card", []string{"ctx:top_to_bottom"}, nil},
		{"P-225", Cost, "by placing the top stacked card of any of your level 6 or higher [X] Digimon as its bottom digivolution card", []string{"ctx:top_to_bottom", "filter.level_at_least"}, nil},
		{"BT7-039", Action, "you may place up to 4 level 3 or lower red Digimon cards from your hand at the bottom of this Digimon's digivolution cards in any order", []string{"ctx:move", "choose.up_to"}, nil},
		{"BT3-019", Cost, "you may place 1 [Agumon] from your hand on top of this card's digivolution cards", []string{"ctx:move", "cardfilter.name"}, nil},
		{"EX11-027", Cost, "by placing 1 of its link cards as its bottom digivolution card", []string{"ctx:link_cards", "ctx:move"}, nil},
		{"BT19-048", Cost, "by placing this Digimon as the face-up bottom security card", []string{"ctx:move", "target.self"}, nil},
		{"BT25-043", Cost, "by trashing the top security card of 1 player with the most security cards", []string{"ctx:security_count", "ctx:trash_security"}, nil},
		{"BT7-097", Action, "play them as other Digimon without paying their memory costs", []string{"ctx:play_from_under", "play.free"}, nil},
		{"BT5-065", Action, "play this card without paying its memory cost.<Blocker>", []string{"ctx:play_self", "keyword.Blocker"}, nil},
		{"BT17-080", Cost, "by placing this Tamer and 1 [Kyubimon] and 1 [Taomon] from your trash as the bottom digivolution cards of 1 of your [Renamon]", []string{"ctx:place_self_under", "ctx:move"}, nil},
		{"BT18-102", Cost, "by placing up to 2 Tamer cards from this Digimon's digivolution cards as your bottom security cards", []string{"ctx:move", "ctx:digivolution_cards"}, nil},
		{"BT13-110", Action, "play 1 [X] trait card from the digivolution cards of your Digimon in the breeding area without paying the cost", []string{"ctx:breeding", "ctx:play_card"}, nil},
		{"EX6-061", Action, "return the bottom 2 digivolution cards of 1 of your opponent's Digimon to the bottom of the deck", []string{"ctx:digivolution_cards", "ctx:move"}, nil},
		// The requirements met as if a Tamer were a Digimon (digivolve's as_digimon, Q1743).
		{"BT12-015", Action, "digivolve into this card as if the Tamer is a level 4 red Digimon for the digivolution cost", []string{"ctx:digivolve", "digivolve.as_digimon"}, nil},
		{"BT7-085", Action, "digivolve it into an [EmperorGreymon] in your hand for its digivolution cost as if this Tamer is a level 5 red Digimon", []string{"ctx:digivolve_choose", "digivolve.as_digimon"}, nil},
		// A Digi-Egg card sent to the deck goes to the Digi-Egg deck (3-1-3-9-1).
		{"BT4-095", Action, "return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg deck", []string{"ctx:move", "cardfilter.kind"}, nil},
		{"BT14-018", Action, "play 1 [Pawnchessmon (Black)] (Digimon/Black/3000 DP/<Rush>) Token and 1 [Pawnchessmon (White)] (Digimon/White/3000 DP/<Blocker>) Token", []string{"ctx:play_token"}, nil},
		// "With" after a card begins its qualifier, not a modifier, unless a cost follows.
		{"BT14-063", Action, "play 1 Digimon card with [Leomon] in its name without paying the cost", []string{"ctx:play_card", "cardfilter.name_has", "play.free"}, nil},
		{"BT9-106", Action, "digivolve 1 of your Digimon into a Digimon card with [Omnimon] in its name from your trash for its memory cost", []string{"ctx:digivolve_choose", "cardfilter.name_has"}, nil},
		// "From the digivolution cards of this Digimon with [X] in its digivolution cards": a condition no zone says.
		{"BT20-028", Action, "From the digivolution cards of this Digimon with [MetalSeadramon] in its digivolution cards, you may play 1 level 5 or lower Digimon card without paying the cost", nil, []string{`action: "from the digivolution cards of this Digimon with [X] in its digivolution cards, you may play N level N or lower Digimon card without paying the cost"`}},
		// Down to N cards: as many as are over, counted.
		{"BT21-098", Action, "trash the top cards of your opponent's security stack so that it has 1 card left", []string{"ctx:security_count", "ctx:trash_security", "lua.arithmetic"}, nil},
		{"AD1-007", Cost, "by placing 2 Digimon cards with [Takato Matsuki] in their texts from your hand or trash as this Digimon's top or bottom digivolution cards", []string{"ctx:move", "ctx:choose_text"}, nil},
		{"BT21-085", Cost, "by suspending this Tamer and trashing the top stacked card of 1 of your [Armor Form] trait Digimon", []string{"ctx:suspend", "ctx:trash_top"}, nil},
		// Unaffected by the effects of one kind of card: the core knows only a player's effects.
		{"BT15-047", Action, "it isn't affected by the effects of your opponent's Digimon", []string{"ctx:unaffected"}, nil},
		// Unaffected by the effects of a category an earlier step declared: no construct.
		{"LM-020", Action, "this Digimon isn't affected by the effects of that card category", nil, []string{`verb: "isn't affected by ..."`}},
	})
}

// What a target gets and gains (15-11, 15-13): DP, keywords, effects in quotes, a
// keyword by its reminder text, alone or listed, each given by its ctx method.
func TestGrantReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT25-057", Action, "1 of your Digimon gains <Rush>, <Security Attack +1> and +2000 DP", []string{"ctx:give", "keyword.Rush", "keyword.Security A.", "ctx:dp_plus", "lua.local"}, nil},
		{"BT3-105", Action, `1 of your Digimon gains <Reboot> and "[When Attacking] Unsuspend this Digimon."`, []string{"ctx:give", "keyword.Reboot", "ctx:give_effect"}, nil},
		{"BT1-112", Action, `1 of your Digimon gains the following effect: "[When Attacking] Lose 1 memory."`, []string{"ctx:give_effect"}, nil},
		{"BT6-096", Action, `1 of your Digimon gets +2000 DP and "[When Attacking] Gain 1 memory."`, []string{"ctx:dp_plus", "ctx:give_effect"}, nil},
		// Both players' Digimon, no duration: a persistent effect gives it (a static give_effect).
		{"BT5-091", Action, `All level 3 Digimon gain "[When Attacking] Lose 1 memory."`, []string{"entry.give_effect", "entry.target", "filter.level", "filter.kind"}, nil},
		// A keyword's reminder text where the card data lost its name (BT15).
		{"BT15-035", Action, "1 of your opponent's Digimon gains (This Digimon checks 1 fewer security card)", []string{"ctx:give", "keyword.Security A."}, nil},
		{"BT15-020", Action, "1 of your Digimon gains (At blocker timing, by suspending this Digimon, it becomes the attack target)", []string{"ctx:give", "keyword.Blocker"}, nil},
		// Misprints read as printed: "gers", "get-4000", a DP with no "DP".
		{"BT2-014", Action, "this Digimon gers +1000 DP", []string{"ctx:dp_plus", "target.self"}, nil},
		{"BT2-097", Action, "3 of your opponent's level 3 Digimon get-4000 DP", []string{"ctx:dp_plus"}, nil},
		{"BT19-078", Action, "1 of your opponent's Digimon gets -1000", []string{"ctx:dp_plus"}, nil},
		{"EX6-022", Action, "1 of your opponent's Digimon gains<Security Attack -1>", []string{"ctx:give", "keyword.Security A."}, nil},
		{"EX6-027", Action, "1 of your opponent's Digimon gets -3000 DP until the end of your opponents turn", []string{"ctx:dp_plus", "duration.opponents_turn"}, nil},
		{"EX9-026", Action, "give 1 of your opponent's Digimon <Security Attack -1> and -3000 DP", []string{"ctx:give", "ctx:dp_plus"}, nil},
		// A "Then" whose sentence lost its full stop.
		{"P-183", Action, `1 of your opponent's Digimon gains "[On Deletion] Gain 1 memory." Then, this Digimon may attack`, []string{"ctx:give_effect", "ctx:attack", "lua.sequence"}, nil},
		{"EX12-070", Action, "<Draw 1> After, place this card in the battle area", []string{"ctx:run_keyword", "ctx:place_in_battle_area", "lua.sequence"}, nil},
		{"ST10-01", Action, "<Draw 1>. (Draw 1 card from your deck.) If you do, trash 1 card in your hand", []string{"ctx:run_keyword", "ctx:trash_cards", "lua.if"}, nil},
		{"EX4-026", Action, "1 of your Digimon gains . (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)", []string{"ctx:give", "keyword.Blocker"}, nil},
		{"EX12-047", Action, "this Digimon gets +3000 DP and, to 1 of their Digimon, give -3000 DP", []string{"ctx:dp_plus", "target.self"}, nil},
		{"", Action, "to 1 of your opponent's Digimon give -4000 DP", []string{"ctx:dp_plus"}, nil},
		{"EX5-034", Action, "you may have 1 of your opponent's Digimon get -3000 DP and gain <Security Attack -1>", []string{"ctx:may", "ctx:dp_plus", "ctx:give", "keyword.Security A."}, nil},
		{"EX7-010", Action, "This Digimon gains the [Three Musketeers] trait", []string{"ctx:treat_as", "target.self"}, nil},
		// Information computed from the cards under it (a static entry's function).
		{"BT8-084", Action, "This Digimon is treated as also having the colors of its digivolution cards", []string{"entry.also_color", "card:colors"}, nil},
		{"BT17-102", Action, "This Digimon has all the names of level 3 and lower cards in its digivolution cards", []string{"entry.also_name", "card:name"}, nil},
		// Information for one card's DNA digivolution only (8-2).
		{"BT20-025", Action, "This Digimon is also treated as Lv.6 [Breakdramon] for [Examon]'s DNA digivolution", []string{"entry.dna_as", "target.self"}, nil},
		{"EX3-020", Action, "[Examon] in your hand can treat this Digimon as level 6 for DNA Digivolution", []string{"entry.dna_as"}, nil},
		// A keyword's reminder text in place of its name.
		{"BT15-059", Action, "1 of your opponent's Digimon (Trash the top card. You can't trash past level 3 cards)", []string{"ctx:de_digivolve"}, nil},
		{"BT15-066", Action, "1 of your opponent's Digimon (Trash up to 2 cards from the top. You can't trash past level 3 cards)", []string{"ctx:de_digivolve"}, nil},
		{"BT15-051", Action, "(Draw 1 card from your deck)", []string{"ctx:run_keyword", "keyword.Draw"}, nil},
		// A rule's reminder after the action that moves an object (4-5-8) adds nothing.
		{"ST2-16", Action, "Return 1 of your opponent's Digimon to its owner's hand. (Trash all of the digivolution cards of that Digimon.)", []string{"ctx:return_to_hand"}, nil},
		// A Tamer also treated as a Digimon (15-12-1-6).
		{"AD1-021", Action, "1 of your [Marcus Damon]s is also treated as a 6000 DP Digimon, gains <Rush> and can't digivolve", []string{"ctx:treat_as", "ctx:give", "keyword.Rush", "ctx:cannot"}, nil},
		{"BT13-018", Action, "this Tamer is also treated as a 3000 DP Digimon, can't digivolve, and gains <Blocker>", []string{"ctx:treat_as", "ctx:cannot", "ctx:give"}, nil},
		{"BT17-087", Action, "1 of your [Marcus Damon] is also treated as a 3000 DP Digimon that can't digivolve and gains <Blocker>", []string{"ctx:treat_as", "ctx:cannot", "ctx:give", "keyword.Blocker"}, nil},
		{"BT12-092", Action, "treat this Tamer as a 3000 DP Digimon that can't digivolve", []string{"ctx:treat_as", "ctx:cannot"}, nil},
		// An information-changing effect (15-12-2).
		{"BT11-043", Action, "change 1 of your opponent's Digimon into a white Digimon with 3000 DP and an original name of [Sukamon]", []string{"ctx:change_information", "ctx:choose"}, nil},
		{"BT14-097", Action, "change 1 of your opponent's Digimon into being white and having 3000 DP and an original name of [Sukamon]", []string{"ctx:change_information"}, nil},
		// What persistent effects add to DP-based deletion effects' maximums (15-15-5).
		{"BT9-009", Action, "Add 1000 to the maximum DP you can choose with DP-based deletion effects", []string{"entry.deletion_max"}, nil},
		{"BT19-007", Action, "add 2000 to this Digimon's DP-based deletion effects' maximums", []string{"entry.deletion_max"}, nil},
		// Something no grant reads stays missing.
		{"", Action, "1 of your Digimon gains <Rush> and a hat", nil, []string{`grant: "and a hat"`}},
	})
}

// "Can also attack your opponent's unsuspended Digimon" (11-2-7-1), all of them or those
// the permission's attack_target filter matches.
func TestCanAlsoAttackReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"ST12-08", Action, "This Digimon may also attack your opponent's unsuspended Digimon", []string{"ctx:can", "target.self"}, nil},
		{"EX1-016", Action, "This Digimon can also attack your opponent's unsuspended Digimon with no digivolution cards", []string{"ctx:can", "filter.has_digivolution_cards"}, nil},
		{"EX1-061", Action, "all of your Digimon with <Retaliation> can also attack your opponent's unsuspended level 4 or lower Digimon", []string{"ctx:can", "filter.keyword", "filter.level_at_most"}, nil},
		{"BT20-019", Action, "all of your Digimon gain <Piercing> and can also attack unsuspended Digimon", []string{"ctx:give", "keyword.Piercing", "ctx:can"}, nil},
	})
}

// Attacking by an effect (11-1-3): ctx:attack, whom it attacks its options.
func TestAttackByEffectReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT20-080", Action, "1 of your Digimon may attack a player", []string{"ctx:attack", "ctx:may"}, nil},
		{"BT20-035", Action, "1 of your Digimon may attack your opponent's Digimon", []string{"ctx:attack"}, nil},
		{"BT11-107", Action, "1 of your Digimon with [Shoutmon] in its name may attack a player", []string{"ctx:attack", "filter.name_has"}, nil},
		{"BT9-100", Action, "it attacks your opponent’s Digimon", []string{"ctx:attack"}, nil},
		{"BT12-055", Action, "you may attack your opponent's Digimon with this Digimon", []string{"ctx:attack", "ctx:may", "target.self"}, nil},
		{"BT19-090", Action, "attack a player with 1 of your Digimon", []string{"ctx:attack"}, nil},
		{"AD1-007", Action, "This Digimon with 5 or more digivolution cards may attack without suspending", []string{"ctx:attack"}, nil},
		// The opponent's Digimon attacks; its controller chooses the target.
		{"BT13-077", Action, "Your opponent attacks with the chosen Digimon", []string{"ctx:attack"}, nil},
		// The tail of "1 of your Digimon may gain <Rush> for the turn and attack a player".
		{"BT16-077", Action, "attack a player", []string{"ctx:attack", "lua.local"}, nil},
		{"BT4-090", Action, "This effect allows you to attack unsuspended Digimon as well", []string{"ctx:attack"}, nil},
		{"BT16-032", Action, "you may end the attack", []string{"ctx:end_attack", "ctx:may"}, nil},
		{"EX5-054", Action, "you may switch the target of attack to this Digimon or the player", []string{"ctx:change_target"}, nil},
		{"EX8-016", Action, "all of your opponent's Digimon can only attack suspended Digimon", []string{"ctx:cannot"}, nil},
		{"BT10-036", Action, "you may activate 1 of the effects below", []string{"ctx:choose_text", "ctx:may"}, nil},
		{"", Action, "activate the effect below 4 times", []string{"lua.sequence"}, nil},
		{"BT18-068", Action, "reveal the top 3 cards of your or your opponent's deck", []string{"ctx:choose_text", "ctx:reveal"}, nil},
		// Whom else it attacks stays unread.
		{"", Action, "1 of your Digimon may attack a hat", nil, []string{`action: "N of your Digimon may attack a hat"`}},
	})
}

// Would effects spared (15-8), looks (15-15-4), reveals (15-15-3) and what the opponent
// does to their own security stack.
func TestPreventLookRevealReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT2-082", Action, "prevent this Digimon from being deleted", []string{"ctx:prevent"}, nil},
		{"BT11-062", Action, "prevent this Digimon from leaving play", []string{"ctx:prevent"}, nil},
		{"RB1-016", Action, "prevent its deletion", []string{"ctx:prevent"}, nil},
		{"BT15-072", Action, "prevent 1 of those Digimon from leaving", []string{"ctx:would_objects", "ctx:prevent"}, nil},
		{"BT3-034", Action, "Look at the top card of your security stack", []string{"ctx:cards", "cardfilter.top"}, nil},
		{"BT22-007", Action, "Look at your Digi-Egg deck's top card", []string{"ctx:cards", "cardfilter.top"}, nil},
		{"BT11-088", Action, "look at your opponent's hand", []string{"ctx:cards", "cardfilter.owner"}, nil},
		{"BT10-086", Action, "reveal all of your opponent's security cards", []string{"ctx:reveal", "ctx:security_count"}, nil},
		{"BT14-065", Action, "your opponent reveals the top 3 cards of their deck", []string{"ctx:reveal"}, nil},
		{"BT2-041", Action, "activate the following effect", []string{"lua.sequence"}, nil},
		{"P-012", Action, "activate one of the following effects", []string{"ctx:choose_text"}, nil},
		{"BT26-088", Action, "instead reduce the costs by 1", []string{"ctx:change_cost", "lua.if"}, nil},
		// "Your opponent may": ctx:may asks the opponent.
		{"BT18-034", Action, "your opponent may trash their top security card", []string{"ctx:may", "ctx:trash_security"}, nil},
		{"BT24-069", Action, "Your opponent may trash 1 card in their hand", []string{"ctx:choose_card", "choose.chooser"}, nil},
		{"", Action, "your opponent shuffles their security stack", []string{"ctx:shuffle_security"}, nil},
		{"BT13-077", Action, "Your opponent chooses 1 of their Digimon", []string{"ctx:choose", "choose.chooser"}, nil},
		// The [Security] effects of the Option cards it checks don't activate.
		{"BT1-025", Action, "this Digimon doesn't activate [Security] skills on Option cards it checks", []string{"ctx:cannot", "target.self"}, nil},
		{"BT7-014", Action, "it doesn't activate [Security] effects on Option cards it checks", []string{"ctx:cannot"}, nil},
		// Up to a count: how many the script computes from the count now.
		{"EX6-029", Action, "trash cards from the top of your opponent's security stack until it has 4 left", []string{"ctx:trash_security", "ctx:security_count", "lua.arithmetic"}, nil},
		{"BT23-102", Action, "trash the top cards of both players' security stacks so that they have 3 cards left", []string{"ctx:trash_security"}, nil},
		{"EX7-013", Action, "draw cards until there are 6 cards in your hand", []string{"ctx:draw", "ctx:count_cards", "lua.arithmetic"}, nil},
		{"BT20-077", Action, "Trash cards in your hand until it has 4 left", []string{"ctx:choose_card", "ctx:trash_cards"}, nil},
		{"BT16-080", Action, "<Recovery +1 (Deck)> until there are 3 cards in your security stack", []string{"ctx:recovery", "ctx:security_count"}, nil},
		// "Doesn't unsuspend" for a while: the prohibition "unsuspend"; only during the
		// unsuspend phase is not that.
		{"BT13-053", Action, "1 of your opponent's Digimon doesn't unsuspend", []string{"ctx:cannot"}, nil},
		{"", Action, "all of their Digimon and Tamers don't unsuspend", []string{"ctx:cannot"}, nil},
		{"", Action, "during your opponent's next unsuspend phase, all of your opponent's Digimon with 6000 DP or less don't unsuspend", []string{"ctx:no_unsuspend_next_phase", "filter.dp_at_most"}, nil},
		{"", Action, "your opponent's Tamers don't unsuspend during their unsuspend phase", nil, []string{`action: "your opponent's Tamers don't unsuspend during their unsuspend phase"`}},
		{"BT3-099", Action, "Neither player's Digimon can be deleted in battle", []string{"ctx:cannot", "filter.kind"}, nil},
		{"BT6-111", Action, "You may pay up to 5 memory", []string{"ctx:choose_text", "ctx:lose_memory", "ctx:may"}, nil},
		{"BT26-079", Action, "both players trash cards in their hand so that they have 4 left", []string{"ctx:choose_card", "choose.chooser"}, nil},
	})
}
