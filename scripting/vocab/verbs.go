package vocab

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Verbs: what an action does, as forms with slots for what it is done to — "delete
// {target}", "return {target} to the hand", "play {cards} {zone}{mods}". The form's
// own part is the verb and names its ctx method; the slots name the rest.

// mayLead opens an action "you may ...": ctx:may.
const mayLead = `(?P<k_may>you may )?`

const (
	may  = mayLead                                              // "you may delete ...": ctx:may
	may2 = `(?P<k_may> may| can)?`                              // "1 of your Digimon may attack": ctx:may
	dp   = `[+-]N DP`                                           // "+3000 DP"
	opp  = `(?:your opponent|they|your opponents|the opponent)` // the other player as the subject
)

// dnaWithCost is how the texts say a DNA digivolution pays its own cost: "by paying its
// DNA digivolve cost", "for its DNA digivolve cost", "by paying its cost", "for the cost".
const dnaWithCost = `(?: by paying its (?:DNA digivolve )?cost| for (?:its DNA digivolve cost|the cost))?`

// actions is the grammar of an action clause.
var actions = newTable("action", true, []*entry{
	// Memory.
	e("verb", "gain N memory", `gain N memory|you gain N memory`, "ctx:gain_memory"),
	e("verb", "lose N memory", `lose N memory|you lose N memory`, "ctx:lose_memory"),
	e("verb", "pay N memory", may+`pay N (?:memory|cost)`, "ctx:lose_memory"),
	// How much is the player's choice (BT6-111: "You may pay up to 5 memory").
	e("verb", "pay up to N memory", may+`pay up to N memory`, "ctx:choose_text", "ctx:lose_memory"),
	e("verb", "set your memory to N", `set (?:your memory|it|the memory) to N|set your memory to N on your side`, "ctx:set_memory"),

	// Cards from the deck.
	e("verb", "both players draw", `both players (?:<Draw N>|draw N cards?(?: from their decks)?)`, "ctx:draw"),
	e("verb", "reveal the top N cards of your deck", may+`reveal (?:the top N cards of your deck|N cards? from the top of your deck|the top card of your deck|the top N cards of the deck|the top N cards of your deck face up)`, "ctx:reveal"),
	e("verb", "reveal the top N cards of your opponent's deck", may+`reveal (?:the top N cards of (?:your opponent's|their) deck|the top card of (?:your opponent's|their) deck)|`+opp+` reveals? the top (?:N cards|card) of their deck`, "ctx:reveal"),
	// Whose deck is the player's choice.
	e("verb", "reveal the top N cards of your or your opponent's deck", may+`reveal the top (?:N cards|card) of your or your opponent's deck`, "ctx:choose_text", "ctx:reveal"),
	e("verb", "reveal the top N cards of your deck (no \"the\")", may+`reveal top N cards of your deck`, "ctx:reveal"),
	// Every card of a security stack: ctx:reveal of as many as it has.
	e("verb", "reveal all security cards", may+`reveal all (?:of )?(?:your|your opponent's|their) security cards|reveal (?:your|your opponent's|their) (?:entire )?security stack`, "ctx:reveal", "ctx:security_count"),
	// Looking at hidden cards (15-15-4): the script reads them to choose among them;
	// they stay where they are, unrevealed.
	e("verb", "look at a deck's or security stack's top card", may+`look at (?:the top card of (?:your|your opponent's|their) (?:security stack|deck|Digi-Egg deck)|your Digi-Egg deck's top card|(?:your|your opponent's|their) deck's top card)`, "ctx:cards", "cardfilter.top"),
	e("verb", "look at the opponent's hand", may+`(?:look at|search) (?:your opponent's|their) hand`, "ctx:cards", "cardfilter.owner"),
	// ctx:reveal's from = "security", as many as there are.
	// Looking is seeing: the cards are the player's to read (ctx:security_cards).
	e("verb", "reveal security cards", may+`reveal (?:your|your opponent's|their) top (?:N )?security cards?|reveal the top (?:N cards|card) of (?:your|your opponent's|their) security stack`, "ctx:reveal"),
	// How many is the player's choice, then the cards are the top ones.
	e("verb", "trash up to N cards from the top of your deck", may+`trash up to N cards from the top of (?:your|your opponent's|their) deck`, "ctx:choose_text", "ctx:cards", "cardfilter.top", "ctx:move"),
	e("verb", "trash the top N cards of a deck", may+`trash (?:the top N cards|the top card|N cards from the top) of (?:your|your opponent's|their|both players'?|each player's) decks?|trash (?:their|your opponent's|your) deck's top N cards|both players trash the top N cards of their decks`, "ctx:cards", "cardfilter.top", "ctx:move"),

	// Keywords as actions: "<Draw 1>", "trigger <Recovery +1 (Deck)>".
	e("verb", "a keyword's action", may+`(?:trigger |activate )?(?:(?:the )?effect of )?{kwact}(?: effect)?`, "ctx:run_keyword"),
	// A target followed by <De-Digivolve>'s reminder text alone: the card data lost the
	// keyword (BT15-059: "1 of your opponent's Digimon (Trash the top card. You can't
	// trash past level 3 cards)").
	// <Draw N> and <Recovery +N (Deck)> by their reminder text alone (the card data lost
	// the keyword: BT15-051, EX4-050).
	e("verb", "<Draw N> (reminder)", `\(Draw N cards? from your deck\.?\)`, "ctx:run_keyword", "keyword.Draw"),
	e("verb", "<De-Digivolve N> a target", may+`(?:trigger )?<De-Digivolve N> (?:on |to |for )?{target}|to {target2}, <De-Digivolve N>|{target3} gets? <De-Digivolve N>|{target4} \((?:Trash the top (?:N )?cards?|Trash up to N cards from the top)\. You can't trash past level N cards\)|\(Trash N cards? from the top of N of your opponent's Digimon\. Stop trashing when you would trash a level N card or the Digimon's last card\.?\) {target5}|{target6} <De-Digivolve N>`, "ctx:de_digivolve"),
	// <Mind Link> with a Digimon of a kind: its script takes the filter (16-27). After a
	// keyword clause, its reminder text may stand for it.
	e("verb", "<Mind Link> with a Digimon", may+`(?:this Tamer may )?(?:<Mind Link>|\(Place this Tamer as that Digimon's bottom digivolution card if there are no Tamer cards in its digivolution cards\)\.?) (?:with |to )?{target}`, "ctx:run_keyword", "keyword.Mind Link"),
	// "Until there are 3 cards in your security stack": as many as are missing.
	e("verb", "<Recovery +N (Deck)> until there are N cards", may+`(?:trigger )?<Recovery \+N \(Deck\)> until there are N cards in your security stack`, "ctx:recovery", "ctx:security_count", "lua.arithmetic"),

	// Objects on the field.
	e("verb", "end the attack", may+`end (?:that|the|this) attack`, "ctx:end_attack"),
	e("verb", "delete", may+`delete {target}`, "ctx:delete"),
	e("verb", "suspend", may+`suspend {target}`, "ctx:suspend"),
	e("verb", "unsuspend", may+`unsuspend {target}`, "ctx:unsuspend"),
	e("verb", "<target> suspends", `{target}`+may2+` suspends?`, "ctx:suspend"),
	e("verb", "<target> unsuspends", `{target}`+may2+` unsuspends?`, "ctx:unsuspend"),
	e("verb", "return to the hand", may+`return {target} to `+ownersHand+underTrashed, "ctx:return_to_hand"),
	e("verb", "return to the bottom of the deck", may+`(?:return|place) {target} (?:to|at|on) the bottom of `+ownersDeck+`(?: in any order)?`+underTrashed, "ctx:move"),
	e("verb", "return to the top of the deck", may+`(?:return|place) {target} (?:to|on) (?:the )?top of `+ownersDeck, "ctx:move"),
	e("verb", "place the top stacked card as the bottom digivolution card", may+`place {target}'s top (?:stacked )?card as (?:its|their|this Digimon's|that Digimon's) bottom digivolution card|place the top (?:stacked )?card of {target2} as (?:its|their|this Digimon's|that Digimon's) bottom digivolution card`, "ctx:top_to_bottom"),
	e("verb", "trash (from the field)", may+`trash {target}`, "ctx:trash"),
	e("verb", "place in the security stack", may+`place {target} (?:face[ -](?:up|down) )?(?:on (?:the )?top of|at the bottom of|as the (?:top|bottom) (?:card )?of) (?:your|their|its owner's|the) security stacks?(?: face[ -](?:up|down))?|place {target2} face[ -](?:up|down) as the (?:top|bottom) security card|place {target3} as (?:the|your) (?:top|bottom) security card(?: face[ -](?:up|down))?`, "ctx:move"),
	// Attacking by an effect (11-1-3): ctx:attack. Whom it attacks is its option —
	// "a player" player_only, "your opponent's Digimon" no_player, "without suspending"
	// no_suspend, "unsuspended Digimon as well" unsuspended.
	e("verb", "<target> may attack", `{target}`+may2+` attacks?`+attackWhom+`(?: with it)?`+attackUnsuspending, "ctx:attack"),
	e("verb", "attack with <target>", may+`attack`+attackWhom+` with {target}`+attackUnsuspending, "ctx:attack"),
	// The opponent's Digimon attacks by this effect, its controller choosing the target
	// (BT13-077: "Choose 1 of your opponent's Digimon. Your opponent attacks with the
	// chosen Digimon.").
	e("verb", "your opponent attacks with <target>", opp+`(?: must)? attacks? with {target}`, "ctx:attack"),
	// "1 of your Digimon may gain <Rush> for the turn and attack a player" (BT16-077):
	// the predicate after the "and", whose subject the script keeps in a local.
	e("verb", "... and attack <whom>", `attack(?: a player| your opponent| (?:your opponent's|an opponent's) Digimon)`+attackUnsuspending+`|attack without suspending(?: it)?`, "ctx:attack", "lua.local"),
	// The attack's unsuspended option, said after it (BT4-090: "Then, it can attack your
	// opponent's Digimon. This effect allows you to attack unsuspended Digimon as well.").
	e("verb", "this effect's attack may target unsuspended Digimon", `this effect allows you to attack unsuspended Digimon as well|(?:your opponent's|their) unsuspended Digimon can also be attacked (?:with|by) this effect`, "ctx:attack"),
	e("verb", "place in the security stack", may+`place {target} (?:face[ -](?:up|down) )?(?:on (?:the )?top of|at the bottom of|as the (?:top|bottom) (?:card )?of) (?:your|their|its owner's|the|their owners') security stacks?(?: face[ -](?:up|down))?(?: in any order)?|place {target2} (?:face[ -](?:up|down) )?as (?:the|your|their) (?:face-(?:up|down) )?(?:top|bottom) security card(?: face[ -](?:up|down))?`, "ctx:move"),
	// "At the top or bottom": the player chooses which (ctx:choose_text), then ctx:move.
	e("verb", "place in the security stack, top or bottom", may+`place {target} (?:face[ -](?:up|down) )?(?:at|on|to) the top or bottom of (?:your|their|its owner's|the|your opponent's) security stacks?(?: face[ -](?:up|down))?|place {target2} (?:face[ -](?:up|down) )?as the top or bottom security card(?: face[ -](?:up|down))?`, "ctx:move", "ctx:choose_text"),
	e("verb", "<target> may attack", `{target}`+may2+` attacks?(?: with it)?(?: without suspending)?`, "ctx:attack"),
	// Its targets by the attack options: player_only, no_player (11-2-7).
	e("verb", "<target> may attack your opponent's Digimon", `{target}`+may2+` attacks? (?:an opponent's|your opponent's|their) Digimon|`+may+`attack (?:an opponent's|your opponent's|their) Digimon with {target2}`, "ctx:attack"),
	// The Digimon an earlier phrase named ("1 of your Digimon may gain <Rush> for the turn and attack a player").
	// The attacker's controller chooses the target (AttackBy asks its owner).
	e("verb", "change the attack target", may+`(?:change|switch) the (?:attack target|target of (?:the |that |this )?attack)(?: of (?:that|the) Digimon)? to {target}`, "ctx:change_target"),
	// "... to this Digimon or the player": the player chooses which; ctx:change_target
	// with no object makes the opponent the target.
	e("verb", "change the attack target to a Digimon or the player", may+`(?:change|switch) the (?:attack target|target of (?:the |that |this )?attack) to {target} or the player`, "ctx:change_target", "ctx:choose_text"),
	e("verb", "move from the breeding area", may+`move {target} (?:from your breeding area )?to (?:your |the )?battle area|{target2} moves? to (?:your|the) battle area`, "ctx:move_to_battle"),
	e("verb", "hatch", may+`hatch(?: in your breeding area| N Digi-Egg card to an empty space in your (?:breeding|Breeding) (?:area|Area))?`, "ctx:hatch"),
	e("verb", "place this card in the battle area", may+`place this card (?:in|into) (?:the|your|its owner's) (?i:battle area)`, "ctx:place_in_battle_area"),
	e("verb", "place that card in the battle area", may+`place it (?:in|into) (?:the|your) battle area`, "ctx:place_in_battle_area", "lua.local"),
	e("verb", "delete this Digimon at the end of the turn", `delete this Digimon at the end of (?:the|this) turn`, "ctx:at_end_of_turn", "ctx:delete", "target.self"),
	e("verb", "delete ... at the end of a turn or battle", `delete {target} at the end of (?:your opponent's|their|the|this|that) (?:turn|battle|attack)|at (?:the )?end of (?:the|this|your opponent's|their) (?:turn|battle), delete {target2}|at turn end, delete {target3}`, "ctx:later", "ctx:delete"),

	// What a target gets and gains.
	// "All level 3 Digimon gain "…"" (BT5-091): both players' Digimon, no owner named, and
	// never for a while in the pool — a persistent effect's grant, a static entry's
	// give_effect (core/granted.go). Given for a while, it is ctx:give_effect (grants.go).
	e("verb", "all Digimon gain an effect (a persistent effect)", `[Aa]ll (?:level N )?Digimon gains? "…"`, "entry.give_effect", "entry.target", "filter.level", "filter.kind"),
	// What a target gets and gains: DP, keywords, effects, alone or listed (grants.go).
	e(silent, "", may+`have {target} (?:get|gain) {grants}|{target2}`+may2+` `+grantVerb+` ?{grants2}|give {target3} {grants3}|to {target4},? give {grants4}`),
	e("verb", "the attack target can't change", `{target}'s attack target can't (?:change|be switched|be changed)`, "ctx:cannot"),
	e("verb", "can't ... and is deleted at the end of the turn", `{target} (?:can't|cannot) {cant} and is deleted at (?:the end of (?:your opponent's|their|the|this) turn|turn end)`, "ctx:cannot", "ctx:later", "ctx:delete"),
	e("verb", "your opponent's effects can't ...", `(?:your opponent's|their|the opponent's|opponent's) effects (?:can't|cannot) {effcant}`, "ctx:cannot"),
	e("verb", "its DP can't be reduced", `{target}'s DP (?:can't|cannot) be reduced(?: by (?:your opponent's |opponent's |their )?effects)?`, "ctx:cannot"),
	// "Doesn't unsuspend" for a while (BT13-053: "Until the end of your opponent's turn,
	// 1 of your opponent's Digimon doesn't unsuspend"): the prohibition "unsuspend".
	e("verb", "doesn't unsuspend", `{target} (?:doesn't|don't|does not|do not) unsuspend`, "ctx:cannot"),
	// Both players' Digimon (BT3-099: "Neither player's Digimon can be deleted in
	// battle"): the prohibition on every Digimon, a filter without an owner.
	e("verb", "neither player's Digimon can't ...", `neither player's Digimon can {cant}`, "ctx:cannot", "filter.kind"),
	// "Can only attack suspended Digimon" (EX8-016): ctx:cannot's "attack_players" and
	// "attack_unsuspended", which wins over any permission (15-1-3).
	e("verb", "can only attack suspended Digimon", `{target} (?:can|may) only attack suspended Digimon`, "ctx:cannot"),
	e("verb", "can't ...", `{target} (?:can't|cannot|can not) {cant}|none of {target2} can {cant2}`, "ctx:cannot"),
	// "Doesn't unsuspend" for a while: ctx:cannot "unsuspend" (the one in the next
	// unsuspend phase only is ctx:no_unsuspend_next_phase, below).
	e("verb", "doesn't unsuspend", `{target} (?:doesn't|don't|does not|do not) unsuspend`, "ctx:cannot"),
	// BT1-025: the [Security] effects of the Option cards it checks don't activate (13-1-7-2).
	e("verb", "doesn't activate [Security] effects on Option cards it checks", `{target} (?:doesn't|don't|does not|do not) activate \[Security\] (?:effects|skills) on [Oo]ption cards (?:it|they) checks?`, "ctx:cannot"),
	e("verb", "doesn't unsuspend in the next unsuspend phase", `(?:all of )?(?:your opponent's|their) Digimon (?:don't|do not) unsuspend (?:during|in) (?:their|your opponent's|the) next unsuspend phase|during (?:your opponent's|their) next unsuspend phase, (?:all of (?:their|your opponent's) Digimon can't unsuspend|none of (?:your opponent's|their) Digimon can unsuspend)|none of (?:your opponent's|their) Digimon can unsuspend (?:in|during) their next unsuspend phase`, "ctx:no_unsuspend_next_phase"),
	e("verb", "doesn't unsuspend in the next unsuspend phase (one target)", `{target} (?:doesn't|don't|does not|can't|cannot) unsuspend (?:during|in) (?:its owner's|their|your opponent's|the|its|your) next unsuspend phase|during (?:your opponent's|their) next unsuspend phase, {target2} (?:doesn't|don't|does not|do not) unsuspend`, "ctx:no_unsuspend_next_phase"),
	// An information-changing effect (15-12-2).
	e("verb", "change into a Digimon of other information", `change {target} into (?:a COLOR Digimon with N DP|being COLOR and having N DP) and an original name of \[X\]`, "ctx:change_information"),
	e("verb", "change the original DP", `(?:change )?(?:the )?original DP of {target} (?:to|becomes) N|{target2}'s original DP (?:becomes|is) N|change {target3}'s original DP to N`, "ctx:change_original_dp"),

	// Treated as, unaffected, permissions.
	e("verb", "is also treated as", `{target} (?:is|are) also treated as (?:having )?(?:COLOR|\[X\](?: in (?:its|their) names?)?|level N|(?:the )?\[X\] trait)(?:,? and (?:COLOR|\[X\]|the \[X\] trait))?`, "ctx:treat_as"),
	// Information computed from the cards under it, each time (a static entry's function).
	e("verb", "is treated as also having the colors of its digivolution cards", `{target} (?:is|are) (?:treated as also having|also treated as having) the colou?rs of (?:its|their) digivolution cards`, "entry.also_color", "ctx:digivolution_cards", "card:colors"),
	e("verb", "has all the names of cards in its digivolution cards", `{target} has all (?:the )?names of level N and lower cards in (?:its|this Digimon's) digivolution cards`, "entry.also_name", "ctx:digivolution_cards", "cardfilter.level_at_most", "card:name"),
	// Information for one card's DNA digivolution only (8-2).
	e("verb", "is also treated as Lv.N [X] for [X]'s DNA digivolution", `{target} is also treated as (?:Lv\.N|level N)(?: \[X\])? for \[X\]'s DNA [Dd]igivolution|\[X\] in your hand can treat {target2} as (?:level N|Lv\.N) for DNA [Dd]igivolution`, "entry.dna_as"),
	// A Tamer also treated as a Digimon (15-12-1-6).
	e("verb", "is also treated as an N DP Digimon", `{target} (?:is|are) also treated as (?:a |an )?N DP Digimons?|treat {target2} as (?:a |an )?N DP Digimon`, "ctx:treat_as"),
	e("verb", "is also treated as an N DP Digimon that can't ...", `{target} (?:is|are) also treated as (?:a |an )?N DP Digimon that (?:can't|cannot) {cant}(?: and gains {kws})?|treat {target2} as (?:a |an )?N DP Digimon that (?:can't|cannot) {cant2}`, "ctx:treat_as", "ctx:cannot", "lua.local"),
	e("verb", "isn't affected by your opponent's effects", `{target} (?:(?:isn't|aren't|is not|are not) |is un)affected by (?:your opponent's|their|the opponent's|opponent's) effects`, "ctx:unaffected"),
	// Some of the opponent's effects: of a card category (the object's, for an effect a
	// Digimon or Tamer has), or of one keyword (15-15-6; ctx:unaffected's by).
	e("verb", "isn't affected by some effects (of the opponent's Digimon, Tamers, Option cards; <De-Digivolve>)", `{target} (?:(?:isn't|aren't|is not|are not) |is un)affected by `+unaffectedBy+`|none of {target2} (?:are|is) affected by `+unaffectedBy+`|`+unaffectedBy+` (?:don't|do not|doesn't|does not) affect {target3}`, "ctx:unaffected"),
	e("verb", "isn't affected by ...", `{target} (?:isn't|aren't|is not|are not) affected by .+`),
	e("verb", "can also attack unsuspended Digimon", `{target} (?:can|may) (?:also )?attack (?:(?:your opponent's|their|an opponent's) )?unsuspended Digimon`, "ctx:can"),
	// Only some of them: the permission's attack_target filter.
	e("verb", "can also attack some unsuspended Digimon", `{target} (?:can|may) (?:also )?attack (?:(?:your opponent's|their|an opponent's) )?unsuspended {target2}`, "ctx:can"),

	// Would effects: what is about to happen.
	e("verb", "prevent", `prevent (?:this Digimon|that Digimon|it) from (?:leaving(?: play| the battle area)?|being deleted)|prevent (?:its|this Digimon's|that Digimon's) (?:deletion|removal)|prevent (?:that deletion|it from leaving(?: play| the battle area)?|it|that|that effect|the deletion|that removal|it from being deleted)|(?:it|they|this Digimon|that Digimon|N of those Digimon) (?:doesn't|don't|does not|do not) leave(?: the battle area)?|(?:it|this Digimon|that Digimon) (?:isn't|is not) deleted`, "ctx:prevent"),
	// "Prevent 1 of those Digimon from leaving" (BT15-072): some of the objects the
	// would effect is about, chosen.
	e("verb", "prevent some of those", `prevent N of (?:those|them|these|the) (?:Digimon|Digimon or Tamers) from (?:leaving(?: play| the battle area)?|being deleted)|N of those Digimon or Tamers (?:doesn't|don't|does not|do not) leave(?: the battle area)?`, "ctx:would_objects", "ctx:choose", "ctx:prevent"),
	e("verb", "increase the cost", `increase (?:the|its) (?:play |digivolution |memory |use )?cost by N`, "ctx:change_cost"),
	e("verb", "reduce the cost", may+`further reduce it by N|`+may+`(?:reduce|decrease) (?:the|its|their|this card's|that card's|that|the memory) (?:play |digivolution |memory |use |link )?costs? by N|reduce the (?:memory |play )?cost (?:of this card in your hand|to play this card from your hand|when playing this card from your hand) by N|reduce the memory cost of the digivolution by N|reduce the (?:play|digivolution|memory|use) cost of (?:the|that|this) (?:Digimon|card|Option card|Tamer) by N|reduce it by N|the (?:play |digivolution )?cost is reduced by N|reduce the (?:play|use) or digivolution cost by N`, "ctx:change_cost"),
	// A card's own digivolution cost from the hand (BT7-040; core/own_digivolve_cost.go).
	e("verb", "the digivolution cost is the security count", `the memory cost of the digivolution is equal to the number of cards in your security stack`, "entry.digivolve_cost", "ctx:security_count"),
	e("verb", "the digivolution cost is N", `the memory cost is N`, "entry.digivolve_cost"),
	e("verb", "reduce the cost by a deleted Digimon's play cost", `reduce the (?:play )?cost by (?:the deleted Digimon's play cost|the play cost of the deleted Digimon)`, "ctx:change_cost", "lua.local", "obj:top", "card:cost"),

	// The bounds of this effect's own choice: "For each of your other Digimon, add 1 to
	// this effect's level maximum" — the script computes the bound (a local, a count
	// times a number) before the filter that uses it.
	e("verb", "add N to this effect's maximum", `(?:add|remove|reduce) \+?N(?: DP)? (?:to|from) (?:`+thisEffectsMaximum+`)|(?:reduce|increase) (?:`+thisEffectsMaximum+`) by N`, "lua.local", "lua.arithmetic"),
	e("verb", "increase this effect's DP reduction", `increase the DP reduction of this effect by -N`, "lua.local", "lua.arithmetic"),
	e("verb", "reduce this effect's cost by N", `reduce this effect's (?:digivolution|play|use) cost by N`, "lua.local", "lua.arithmetic", "digivolve.reduce"),
	// A bound raised for other effects — every DP-based deletion effect of the player or
	// of this Digimon (15-15-5): a persistent effect that ctx:deletion_max reads.
	e("verb", "add N to the maximum of DP-based deletion effects", `add N to (?:the maximum DP you can choose with (?:this Digimon's )?DP-based deletion effects|this Digimon's DP(?:-based)? deletion effects' maximums)`, "entry.deletion_max", "ctx:deletion_max"),
	// "For every 2 cards in this Digimon's digivolution cards, it gets +3000 to the
	// maximum DP-based deletion effects" (BT12-014): the bound of the effect it closes.
	e("verb", "it gets +N to this effect's maximum", `(?:it|this Digimon) gets \+N to the maximum DP-based deletion effects`, "lua.local", "lua.arithmetic"),
	// "This effect can't play [Omnimon] or [Gankoomon]": a restriction on this effect's
	// own plays, which the script writes into the filter of the cards it may play.
	e("verb", "this effect can't play cards", `this effect (?:can't|cannot|can not) play {cards}`, "cardfilter.except"),

	// This card.
	e("verb", "play this card", may+`play this (?:card|Digimon|Tamer){mods}`, "ctx:play_self"),
	e("verb", "activate this card's [Main] effect", may+`activate this card's \[Main\] effects?`, "ctx:activate_main"),
	e("verb", "gains all effects of cards in its digivolution cards", `{target} gains all (?:of the )?effects of {cards} (?:in|among) (?:this Digimon's|its) digivolution cards`, "entry.gains_effects_of"),
	e("verb", "your opponent deletes", `(?:your opponent|they)(?: may)? deletes? {target}`, "choose.chooser", "ctx:delete"),
	e("verb", "attach a timing to effects", `attach \[[^\]]+\] to all of this Digimon's \[[^\]]+\] effects`, "entry.attach"),
	e("verb", "add N to this card's use cost", `add N to (?:this card's|its) use cost`, "entry.use_cost"),
	e("verb", "ignore this card's color requirements", `you (?:can|may) (?:ignore (?:this card's|its) colou?r requirements|use this (?:card|Option card) without meeting its colou?r requirements)`, "entry.ignore_color_requirement"),
	e("verb", "COLOR also meets this card's color requirements", `COLOR also meets? this card's colou?r requirements?|this card may also have its colou?r requirements? met by COLOR`, "entry.also_meets_color"),
	e("verb", "add this card to the hand", may+`add this card to `+ownersHand+`|return this card to `+ownersHand, "ctx:add_to_hand"),

	// Cards off the field.
	e("verb", "play a card", may+`play {cards} {zone}{mods}`, "ctx:play_card"),
	e("verb", "play a card (named by a description only)", may+`play {cards}{mods}`, "ctx:play_card"),
	e("verb", "play a card from under a Digimon", may+`play {cards} (?:from (?:this Digimon's|its|that Digimon's) digivolution cards|from under (?:this Digimon|it)) without paying (?:the|its|its memory) costs?`, "ctx:play_from_under", "ctx:digivolution_cards"),
	// The token's information (4-18-1) is ctx:play_token's table: an effect in it is no key of it.
	// A digivolution card played is another Digimon (ctx:play_from_under).
	e("verb", "play digivolution cards as other Digimon", may+`play {cards} (?:under this card |from under (?:this Digimon|it) )?as (?:another|other) Digimon{mods}`, "ctx:play_from_under"),
	e("verb", "play a token", may+`play N (?:\[X\] )?Tokens?(?: \([^()\["]*\))?{mods}`, "ctx:play_token"),
	e("verb", "play several tokens", may+`play N (?:\[X\] )?(?:\([^()\["]*\) )?Tokens?(?: \([^()\["]*\))?(?:(?:,? and |, )(?:N )?(?:\[X\] )?(?:\([^()\["]*\) )?Tokens?(?: \([^()\["]*\))?)+{mods}`, "ctx:play_token"),
	e("verb", "use an Option card", may+`use {cards} {zone}{umods}|use {cards2}{umods2}`, "ctx:use_card"),
	e("verb", "play or use a card", may+`play or use {cards} {zone}{mods}`, "ctx:play_card", "ctx:use_card", "use.free", "use.reduce"),
	e("verb", "add your top or bottom security card to the hand", may+`add (?:the top or bottom card of your security stack|your top or bottom security card) to (?:the|your) hand`, "ctx:security_cards", "ctx:add_to_hand", "ctx:choose_text"),
	e("verb", "return your opponent's top security card to the deck", may+`return (?:your opponent's|their) top security card to the (?:bottom|top) of (?:the|their|its owner's) deck`, "ctx:security_cards", "ctx:move"),
	e("verb", "add your security cards to the hand", may+`add (?:your top security card|the top card of your security stack|your bottom security card|the bottom card of your security stack|your top N security cards) to (?:the|your|its owner's) hand`, "ctx:security_cards", "ctx:add_to_hand"),
	e("verb", "add a card to the hand", may+`add {cards} {zone} to (?:the|your|its owner's|their owner's) hand|(?:among them|from among them), add {cards2} to (?:the|your) hand|add {cards3} to (?:the|your|its owner's) hand|return {cards4} from your trash to (?:the|your) hand`, "ctx:add_to_hand"),
	e("verb", "return a digivolution card to the hand", may+`return {cards} (?:from (?:this Digimon's|its|that Digimon's|those Digimon's) digivolution cards|from under this Digimon) to (?:the|your|its owner's) hand|add {cards2} (?:from|in) (?:this Digimon's|its) digivolution cards to (?:the|your|its owner's) hand`, "ctx:digivolution_cards_to_hand", "ctx:digivolution_cards"),
	e("verb", "trash cards", may+`trash {cards} {zone}`, "ctx:trash_cards"),
	// Either move, the player's choice: "you may return to the hand or play 1 ... from this Digimon's digivolution cards".
	e("verb", "return to the hand or play a card", may+`return to the hand or play {cards} {zone}{mods}|play or return to the hand {cards2} {zone2}{mods2}`, "ctx:choose_card", "ctx:choose_text", "ctx:move", "ctx:play_card"),
	e("verb", "trash the rest", `trash the (?:rest|remaining cards|revealed cards|other cards)`, "ctx:trash_cards"),
	e(silent, "", may+`(?:return|place) {cards} {zone} {dest}{mods}|(?:return|place) {cards2} {dest2}`),
	// "without looking": a card at random (math.random draws from the game's RNG).
	e("verb", "trash cards in your opponent's hand at random", may+`trash N cards? (?:in|from) (?:your opponent's|their) hand without looking`, "ctx:cards", "cardfilter.owner", "global.math.random", "ctx:move"),
	e("verb", "flip a security card", may+`flip (?:your|your opponent's|their) top face[ -](?:down|up) security card face[ -](?:up|down)`, "ctx:flip_security", "ctx:cards", "cardfilter.face_up"),
	// Up to a count: "until it has 4 left", "until there are 6 cards in your hand" — the
	// script computes how many from the count now.
	e("verb", "trash security cards until N are left", may+`trash (?:cards from the top of|the top cards of) (?:your opponent's|their|your|both players') security stacks? (?:until|so that) (?:it|they|you) (?:has|have) N(?: cards?)? left`, "ctx:trash_security", "ctx:security_count", "lua.arithmetic"),
	e("verb", "draw until there are N cards in your hand", may+`draw (?:cards )?until (?:there are N cards in your hand|you have N cards in (?:your|the) hand)`, "ctx:draw", "ctx:count_cards", "lua.arithmetic"),
	e("verb", "trash cards in your hand until N are left", may+`trash cards in your hand (?:until|so that) (?:it has|you have) N(?: cards?)? left`, "ctx:choose_card", "ctx:trash_cards", "ctx:count_cards", "lua.arithmetic"),
	// The opponent acts on their own security stack.
	e("verb", "your opponent trashes their top security card", opp+`(?P<k_oppmay> may)? trash(?:es)? (?:their top security card|the top card of their security stack)`, "ctx:trash_security"),
	e("verb", "your opponent adds their top security card to the hand", opp+` adds? (?:their top security card|the top card of their security stack) to (?:the|their) hand`, "ctx:security_cards", "ctx:add_to_hand"),
	e("verb", "your opponent shuffles their security stack", opp+` shuffles? their security stack`, "ctx:shuffle_security"),
	e("verb", "shuffle your security stack", `shuffle (?:your|their|your opponent's) security stack`, "ctx:shuffle_security"),
	e("verb", "search your security stack", may+`search your security stack`, "ctx:security_cards", "ctx:choose_card"),
	// The player with more security cards, or the one chosen when both have as many.
	e("verb", "trash the top security card of the player with the most", may+`trash the top security card of (?:N|a|one|the) player with the (?:most|fewest) security cards`, "ctx:security_count", "lua.if", "ctx:choose_text", "ctx:trash_security"),
	// Security cards chosen, or every one: ctx:security_cards lists them, ctx:move trashes.
	e("verb", "trash chosen security cards", may+`trash (?:any N|up to N|N) of (?:your opponent's|their|your) security cards`, "ctx:security_cards", "ctx:choose_card", "ctx:move"),
	e("verb", "trash every security card", may+`trash all (?:of )?(?:your opponent's|their|your) security cards`, "ctx:security_cards", "ctx:move"),
	e("verb", "trash the top security card of both players", may+`trash (?:the top card|N cards?) (?:of|from the top of) both players' security stacks`, "ctx:trash_security"),
	// "Your opponent trashes 1 card in their hand": they choose it; "may": up to (15-9-2-2).
	e("verb", "your opponent trashes cards in their hand", opp+`(?P<k_upto> may)?(?: must)? trash(?:es)? {cards} (?:in|from) their hand`, "ctx:choose_card", "choose.chooser", "cardfilter.owner", "ctx:trash_cards"),
	// "Until they have 3 cards left": each player trashes as many as are over, choosing them.
	e("verb", "trash cards in the hand until N are left", `(?:both players|all players|each player|`+opp+`) trash(?:es)? cards in their hands? (?:until they have|so that they have) N(?: cards?)? left|trash cards in your hand until (?:it has|you have) N(?: cards?)? left`, "ctx:choose_card", "choose.chooser", "ctx:trash_cards", "lua.arithmetic"),
	e("verb", "your opponent places a card from their hand in the security stack", opp+` places? {cards} from their hand (?:as the (?:top|bottom) security card|(?:on top|at the bottom) of their security stack)`, "ctx:choose_card", "choose.chooser", "ctx:move"),
	// "Your opponent may ...": the opponent answers (ctx:may's who).
	// 3-1-3-8: what the opponent plays goes to their battle area; they choose the card.
	e("verb", "your opponent plays a card", opp+`(?P<k_upto> may)? plays? {cards} {zone}{mods}`, "ctx:choose_card", "choose.chooser", "ctx:play_card"),
	// Revealing a card chosen from the security stack shows it; ctx:security_cards lists them.
	e("verb", "search your security stack and reveal a card", may+`search your security stack(?: for {cards}, reveal it|, reveal {cards2} (?:from|in) it)|look at your security stack, then reveal {cards3} in it`, "ctx:security_cards", "ctx:choose_card"),
	e("verb", "trash security cards", may+`trash (?:the top card of (?:your opponent's|their|your) security stack|(?:your opponent's|their|your) top security card|N cards? from the top of (?:your opponent's|their|your) security stack|(?:your opponent's|their|your) top N security cards|(?:both players'|opponent's) top security cards|the top N cards of (?:your opponent's|their|your) security stack)`, "ctx:trash_security"),
	e("verb", "trash the bottom security card", may+`trash (?:the bottom card of (?:your opponent's|their|your) security stack|(?:your opponent's|their|your) bottom security card)`, "ctx:cards", "ctx:move"),
	e("verb", "trash the top or bottom security card", may+`trash (?:the top or bottom card of (?:your opponent's|their|your) security stack|(?:your opponent's|their|your) top or bottom security card)`, "ctx:cards", "ctx:move", "ctx:may"),
	e("verb", "trash the top card of a Digimon", may+`trash the top (?:stacked )?card of {target}`, "ctx:trash_top"),
	// "So that it has 1 card left": as many as are over N, counted (ctx:security_count).
	e("verb", "trash any number of security cards, N or more remaining", may+`trash any number of cards from the top of your [Ss]ecurity [Ss]tack until you have N or more remaining`, "ctx:security_count", "ctx:choose_text", "ctx:trash_security"),
	e("verb", "trash link cards", may+`trash (?:N|up to N|all) of {target}'s link cards|trash (?:N|all) of its link cards|trash {target2}'s link cards?|trash (?:N|all) (?:of the )?link cards? (?:of|from) {target3}`, "ctx:link_cards", "ctx:trash_link_cards"),

	// Digivolution cards.
	e("verb", "trash digivolution cards", may+`trash (?:the )?(?:top|bottom) (?:N )?digivolution cards? (?:of|from) {target}|trash N digivolution cards? from the (?:top|bottom) of {target2}|trash any (?:N )?digivolution cards? (?:of|from) {target3}|trash the digivolution card at the (?:top|bottom) of {target8}|trash (?:N|up to N|any N) of {target4}'s digivolution cards|trash (?:all of the|all) digivolution cards of {target5}|trash all of {target6}'s digivolution cards|trash the (?:top|bottom) N digivolution cards of {target7}`, "ctx:trash_digivolution_cards"),
	// "up to N from the bottom": the player chooses how many (choose.up_to), then they
	// are trashed from that end.
	e("verb", "trash up to N digivolution cards from an end", may+`trash up to N (?:digivolution|stacked) cards? (?:from|at) the (?:top|bottom) of {target}`, "ctx:trash_digivolution_cards", "choose.up_to"),
	e("verb", "trash digivolution cards from an end", may+`trash (?:N|all) (?:digivolution|stacked) cards? at the (?:top|bottom) of {target}|trash the (?:top|bottom) N stacked cards of {target2}|trash all (?:digivolution|stacked) cards under {target3}`, "ctx:trash_digivolution_cards"),
	// Stacked cards are digivolution cards (4-6-1): "this Digimon's top stacked card".
	e("verb", "trash a Digimon's digivolution cards", may+`trash {target}'s (?:digivolution|stacked) cards|trash {target2}'s (?:top|bottom) (?:N )?(?:digivolution|stacked) cards?`, "ctx:trash_digivolution_cards"),
	// "any N cards under your opponent's Digimon or Tamers": chosen among every stack.
	e("verb", "trash any cards under Digimon or Tamers", may+`trash any (?:N )?(?:digivolution |stacked )?cards? under {target}`, "ctx:digivolution_cards", "lua.union", "ctx:choose_card", "ctx:move"),
	e("verb", "place a card under a Digimon", may+`place {cards} {zone}{pmods} (?:under|as the (?:bottom|top) digivolution cards? of|as) {target}{pmods3}(?:'s (?:bottom|top) digivolution cards?|(?: in any order)? as (?:its|their|one of its) (?:bottom |top )?digivolution cards?| at the (?:bottom|top) of (?:its|their) digivolution cards)?{pmods2}`, "ctx:move"),
	e("verb", "place a card under a Digimon (no zone)", may+`place {cards}{pmods} (?:under|as the (?:bottom|top) digivolution cards? of) {target}{pmods3}(?: as (?:its|their|one of its) (?:bottom |top )?digivolution cards?)?{pmods2}`, "ctx:move"),
	e("verb", "place a card in the battle area", may+`place {cards} {zone} (?:in|into) (?:your|the) battle area`, "ctx:place_in_battle_area"),
	// "its": the object an earlier phrase named, or this one.
	e("verb", "return digivolution cards to the deck", may+`return the (?:top|bottom) N digivolution cards of {target} to the (?:bottom|top) of (?:the|its owner's|their owner's) deck`, "ctx:digivolution_cards", "ctx:move"),
	e("verb", "trash its top or bottom digivolution cards", may+`trash its (?:top|bottom) (?:N )?digivolution cards?`, "ctx:trash_digivolution_cards", "lua.local"),
	// A digivolution card may be face down (4-5-9): the bottom one of those.
	e("verb", "trash a Digimon's bottom face-down digivolution card", may+`trash {target}'s (?:top|bottom) (?:N )?face-down (?:stacked|digivolution) cards?|trash the (?:top|bottom) (?:N )?face-down (?:stacked|digivolution) cards? of {target2}`, "ctx:cards", "cardfilter.of", "cardfilter.face_down", "ctx:move"),
	// "Among them, add 1 ... to the hand and trash 1 such card": the cards and the
	// filter an earlier action of the same effect looked at.
	e("verb", "trash N such card", may+`trash N such cards?`, "ctx:choose_card", "ctx:trash_cards", "lua.local"),
	e("verb", "trash cards from under a Tamer", may+`trash (?:the|N|any N|up to N) (?:bottom |top )?(?:face-down )?(?:cards?|digivolution cards?) (?:from )?under {target}`, "ctx:trash_digivolution_cards"),
	e("verb", "place the deck's top card face down under a Digimon", may+`place (?:your deck's top card|the top card of your deck) face[- ]down (?:as {target}'s bottom digivolution card|under {target2}(?: as (?:its|their) bottom digivolution card)?)`, "ctx:place_under"),
	e("verb", "place a card as a Digimon's digivolution card", may+`place {cards}{pmods} as {target}'s (?:bottom|top) digivolution cards?`, "ctx:move"),
	// "As this Digimon's top or bottom digivolution cards": the player chooses which end.
	e("verb", "place a card as a Digimon's top or bottom digivolution card", may+`place {cards} {zone}{pmods} as {target}'s top or bottom digivolution cards?`, "ctx:move", "ctx:choose_text"),
	// "At the bottom of this Digimon's digivolution cards": under it (4-6), at that end.
	e("verb", "place a card in a Digimon's digivolution cards", may+`place {cards} {zone}{pmods} (?:(?:at|on|to) (?:the )?(?:bottom|top) of|in|into) {target}'s digivolution cards{pmods2}|`+may+`place {cards2}{pmods3} (?:(?:at|on|to) (?:the )?(?:bottom|top) of|in|into) {target2}'s digivolution cards{pmods4}`, "ctx:move"),
	e("verb", "place its link cards as its digivolution cards", may+`place (?:N|all) of (?:its|this Digimon's) link cards as its (?:bottom|top) digivolution cards?`, "ctx:link_cards", "ctx:move"),
	// "This Tamer and 1 [Kyubimon] and 1 [Taomon] from your trash": the object and cards, under one Digimon.
	e("verb", "place this Tamer and cards under a Digimon", may+`place this Tamer (?:and|along with) {cards} {zone}{pmods} (?:under {target}(?: in any order)? as its bottom digivolution cards|as the bottom digivolution cards of {target2}|as {target3}'s bottom digivolution cards)`, "ctx:place_self_under", "ctx:move"),
	e("verb", "place this Digimon under another", may+`place this (?:Digimon|Tamer) (?:under|as the bottom digivolution card of) {target}(?: as (?:its|their) bottom digivolution card)?|place this (?:Digimon|Tamer) as {target2}'s bottom digivolution card`, "ctx:place_self_under"),
	e("verb", "place this card under that Digimon", may+`place this (?:card|Digimon|Tamer) as (?:its|their) bottom digivolution card`, "ctx:move", "lua.local"),
	e("verb", "place an object as digivolution cards", may+`place {target} (?:under|as the (?:bottom|top) digivolution cards? of) {target2}|place {target3} as {target4}'s (?:bottom|top) digivolution cards?`, "ctx:move"),

	// Digivolution, DNA, links.
	// "This Digimon and one of your other Digimon" into a card with a DNA requirement they
	// meet, for its DNA cost however worded (core/dna_with.go).
	e("verb", "DNA digivolve this Digimon and one of your other Digimon", may+`DNA digivolve this Digimon and (?:one|any) of your other Digimon(?: in play)?(?: may DNA digivolve)? into a Digimon card (?:in|from) (?:your|the) hand`+dnaWithCost+`|this Digimon and (?:one|any) of your other Digimon(?: in play)?`+may2+` DNA digivolve into a Digimon card (?:in|from) (?:your|the) hand`+dnaWithCost, "ctx:dna_digivolve_with", "target.self"),
	e("verb", "digivolve into a card", `{target}`+may2+` digivolves? into {cards} {zone}{dmods}|`+may+`digivolve {target2} into {cards2} {zone2}{dmods2}`, "ctx:digivolve_choose", "digivolve_choose.who", "digivolve_choose.from", "digivolve_choose.filter"),
	// A permission the Digimon has while the effect lasts: a static may_digivolve.
	e("verb", "may digivolve into a card for a cost, ignoring requirements", `{target}`+may2+` digivolve into {cards} for a (?:digivolution |memory )?cost of N, ignoring (?:its |their )?digivolution requirements`, "entry.may_digivolve"),
	// "Into that card": a card an earlier phrase named (a local), by ctx:digivolve.
	e("verb", "digivolve into that card", `{target}`+may2+` digivolves? into (?:that|the revealed|the chosen) card{dmods}`, "ctx:digivolve", "lua.local"),
	e("verb", "digivolve into this card", `{target}`+may2+` digivolves? into this card{dmods}|`+may+`digivolve {target2} into this card{dmods2}|`+may+`digivolve into this card{dmods3}`, "ctx:digivolve"),
	e("verb", "DNA digivolve", `{target}`+may2+` DNA [Dd]igivolve into {cards} {zone}{dmods}|`+may+`DNA digivolve {target2} into {cards2} {zone2}{dmods2}`, "ctx:dna_cost", "ctx:dna_digivolve"),
	// DigiXros from more places than the hand and the battle area (7-2-1): for the card
	// about to be played, or by the card's own effect.
	e("verb", "cards may also be placed for a DigiXros", may+`(?:also )?place `+xrosPlaces+` (?:as|in) digivolution cards for (?:a |their )?DigiXros|`+xrosPlaces+` (?:can|may) also be placed for (?:a |their )?DigiXros`, "ctx:digixros_from"),
	e("verb", "cards may also be placed for this card's DigiXros", xrosPlaces+` (?:can|may) also be placed for this card's DigiXros|you can also place `+xrosPlaces+` in digivolution cards for a DigiXros`, "entry.digixros_from"),
	e("verb", "DNA digivolve into this card", `{target}`+may2+` DNA [Dd]igivolve into this card{dmods}`, "ctx:dna_digivolve", "ctx.card"),
	// A card source in the hand or the trash (ctx:dna_digivolve's sources).
	e("verb", "DNA digivolve a Digimon and a card", `{target} and {cards} {zone}`+may2+` DNA [Dd]igivolve into {cards2} {zone2}{dmods}|`+may+`DNA [Dd]igivolve {target2}(?: in play)? and {cards3} {zone3} into {cards4} {zone4}{dmods2}`, "ctx:dna_digivolve", "ctx:cards"),
	e("verb", "link a card", may+`link {cards} {zone} to {target}{dmods}|link this card to {target2}{dmods2}`, "ctx:link_card"),
	// A hand card's permission: its requirements met as if a Tamer were a Digimon.
	e("verb", "digivolve this card onto a Tamer as if it were a Digimon", `you may [Dd]igivolve this card from your hand onto one of your COLOR Tamers as if (?:the Tamer|that card) is a level N (?:COLOR )?Digimon(?: for a memory cost of N)?`, "entry.may_digivolve", "entry.area", "filter.kind", "filter.color"),
	// "Digivolve 1 red level 5 Digimon card among them onto the attacking Digimon".
	e("verb", "digivolve a card onto a Digimon", may+`digivolve {cards} {zone} onto {target}{dmods}`, "ctx:digivolve_choose", "digivolve_choose.who", "digivolve_choose.from", "digivolve_choose.filter"),
	// A static rule of the Digimon that has it: no ctx method gives it for a while.
	e("verb", "this Digimon can only digivolve into ...", `this Digimon can only digivolve into {cards}`, "entry.digivolve_only_into", "target.self"),
	// App Fusion by an effect (8-4-2-2): the App Fusion requirements, not the digivolution ones.
	e("verb", "app fuse into a card", `{target}`+may2+` app fuses? into {cards} {zone}{dmods}`, "ctx:digivolve_choose", "digivolve.app_fusion", "digivolve_choose.who", "digivolve_choose.from", "digivolve_choose.filter"),

	// Attacks and battles.
	e("verb", "battle a Digimon", `{target}`+may2+` battles? {target2}`, "ctx:battle"),

	// Choices of effects.
	e("verb", "activate N of the effects below", may+`activate (?:N|all) of the (?:effects|following effects) below(?: instead)?|activate (?:N|one) of the following effects|activate the effects? below|choose N of the (?:effects|following effects)(?: below)?`, "ctx:choose_text"),
	// "Activate the following effect: • ..." (BT2-041): the bullet is the handler's
	// next statements; "twice", "for each ..." run them again.
	e("verb", "activate the following effect", `activate the following effect(?: twice)?|activate the effects? below N times|activate it again`, "lua.sequence"),
	e("verb", "[On Play] effects of the Digimon this effect plays don't activate", `(?:any )?\[On Play\] effects on Digimon played (?:with|by) this effect (?:don't|do not) activate`, "play.no_on_play"),
	e("verb", "[On Play] effects of the Digimon this effect plays don't activate", `(?:any )?\[On Play\] effects on (?:the )?(?:Digimon|Tamers?) played (?:with|by) this effect (?:don't|do not) activate`, "play.no_on_play"),
	e("verb", "choose a target", may+`choose {target}`, "ctx:choose"),
	// The opponent picks among their own (BT13-077: "Your opponent chooses 1 of their
	// Digimon"): ctx:choose's chooser.
	e("verb", "your opponent chooses a target", opp+`(?P<k_oppmay> may)? chooses? {target}`, "ctx:choose", "choose.chooser"),
	e("verb", "choose cards", may+`choose {cards} {zone}`, "ctx:choose_card"),
	e("verb", "choose a card in your opponent's hand at random", may+`choose N cards? in (?:your opponent's|their) hand without looking`, "ctx:cards", "cardfilter.owner", "global.math.random"),
	e("verb", "activate an effect of a card", may+`activate (?:N of |all of )?(?:this Digimon's|that Digimon's|its|the|that card's|this card's|the played Digimon's|that Tamer's) \[[^\]]+\] effects?`, "ctx:activate"),
	// A card's printed effect "as an effect of this Digimon" (ctx:activate on a card).
	e("verb", "activate an effect on a card as this Digimon's", may+`activate N \[[^\]]+\] effects? on (?:that|the placed|the trashed|the revealed) card as an effect of this Digimon|`+may+`activate N of (?:the placed|that) card's \[[^\]]+\](?: effects?)? as an effect of this Digimon`, "ctx:activate", "lua.local"),
	e("verb", "activate an effect on a face-up security card", may+`activate N \[[^\]]+\] effects? on a face-up \[X\] Digimon card in your security stack as an effect of this Digimon`, "ctx:activate", "ctx:security_cards", "cardfilter.face_up", "cardfilter.name"),
	e("verb", "activate the effects of the Digimon this effect played", may+`activate (?:the|all of the) \[[^\]]+\] effects of the Digimon (?:this effect played|played by this effect)`, "ctx:activate", "lua.local"),
	e("verb", "activate an effect of one of your Digimon", may+`activate N (?:\[[^\]]+\] or )?\[[^\]]+\] effects? of {target}|`+may+`activate N of {target2}'s \[[^\]]+\] effects`, "ctx:activate", "ctx:choose"),
	// "That Digimon's [When Digivolving] effects don't activate": ctx:cannot
	// "activate_<timing>".
	e("verb", "its [Timing] effects don't activate", `{target}(?:'s?)? \[[^\]]+\] effects (?:don't|do not|doesn't|does not) activate|(?:the|any|all) \[[^\]]+\] effects on {target2} (?:don't|do not|doesn't|does not) activate`, "ctx:cannot"),
})

// attackWhom is whom an attack by an effect may target, when it says (ctx:attack's
// player_only or no_player): "attack a player", "attack your opponent's Digimon".
const attackWhom = `(?: a player| your opponent| the player| (?:your opponent's|an opponent's|their|your opponents') Digimon)?`

// attackUnsuspending is ctx:attack's no_suspend: "may attack without suspending".
const attackUnsuspending = `(?: without suspending(?: it)?)?`

// xrosPlaces are the places an effect lets a DigiXros take cards from: "cards from
// under your Tamers", "1 card in your trash", both.
const xrosPlaces = `(?:N |the )?cards? (?:from |in )?(?:under (?:one of |any of )?your Tamers|your trash)(?: and (?:N |the )?cards? (?:from |in )?(?:under (?:one of |any of )?your Tamers|your trash))?`

// underTrashed is the reminder a return from the field prints: the cards under it go
// to the trash (4-5-8), as the move does.
const underTrashed = `(?:\.? ?\(Trash all (?:of )?(?:the|its) digivolution cards(?: of (?:that|those|the) Digimon)?\.?\))?`

// thisEffectsMaximum is the bound of this effect's own choice, in its printed forms:
// "this effect's play cost maximum", "the maximum level of the Digimon you can choose
// with this effect", "the maximum this DP-based deletion effect can delete".
const thisEffectsMaximum = `this effect'?s? (?:play cost |level |DP |playable card's DP )?maximum|this effect's maximum (?:play cost|level|DP)|this (?:DP|DP-[Bb]ased) deletion effect'?s? maximum|the maximum (?:DP |level |play cost |number )?this (?:DP-based deletion )?effect (?:can|may) (?:choose|delete|place|play)|the maximum (?:DP |level |play cost )?you (?:can|may) (?:choose|play|delete) (?:with|by) this effect|the (?:max|maximum) (?:level|play cost|DP) of the (?:Digimon|card) you can (?:choose|delete|play) (?:with|by) this effect|the maximum (?:level|play cost|DP) of the (?:Digimon|card) this effect can (?:choose|delete|play)|the level this effect may (?:choose|return)|the (?:play )?cost maximum|the maximum play cost you can choose by this effect`

// unaffectedBy is what an object may be unaffected by (ctx:unaffected's by): the
// opponent's effects, those of its Digimon, Tamers or Option cards, and <De-Digivolve>
// effects (of either player, or the opponent's).
const unaffectedBy = `(?:(?:the )?effects (?:of )?` + oppOwner + ` (?:Digimon|Tamers?|Option cards)|` + oppOwner + ` (?:Digimon|Tamer|Option)(?:'s)? (?:effects|cards)|` + oppOwner + ` effects|(?:` + oppOwner + ` )?<De-Digivolve> effects)`

// oppOwner is the opponent as the owner of cards or effects.
const oppOwner = `(?:your opponent's|their|the opponent's|opponent's)`

// readAction reads an action clause: one form, or two actions joined by "and" or
// "then".
func readAction(s string) Reading { return actionMemo.get(s, readActionOnce) }

// actionMemo keeps what readAction read: the joins read the same tails again and again.
var actionMemo memo

func readActionOnce(s string) Reading {
	s = gluedAnd.ReplaceAllString(s, "> and ")
	s = stackedCardsReminder.ReplaceAllString(s, "")
	// "Otherwise, X": the else of the condition before.
	if rest, ok := strings.CutPrefix(strings.Replace(s, "otherwise ", "otherwise, ", 1), "otherwise, "); ok {
		return append(Reading{{Role: "condition", Text: "otherwise", Constructs: []string{"lua.if"}}}, readAction(rest)...)
	}
	r, ok := actions.read(s)
	if ok && !r.hasMissing() {
		return r
	}
	// "Instead X", "X instead": X replaces what the effect did before, an if and its else.
	if rest, found := strings.CutPrefix(s, "instead "); found {
		if x := append(Reading{insteadPart}, readAction(rest)...); !x.hasMissing() {
			return x
		}
	}
	if rest, found := strings.CutSuffix(s, " instead"); found {
		if x := append(readAction(rest), insteadPart); !x.hasMissing() {
			return x
		}
	}
	// "Play this card without paying its memory cost.<Blocker>": a keyword line the card
	// data glued to the action before it.
	if m := gluedKeyword.FindStringSubmatchIndex(s); m != nil {
		if x := append(readAction(s[:m[0]]), keywordPart(s[m[2]:m[3]])); !x.hasMissing() {
			return x
		}
	}
	if x, found := readConditionalAction(s); found {
		return x
	}
	// "After, X": then X (15-3-3).
	if rest, found := strings.CutPrefix(s, "after, "); found {
		if x := append(Reading{thenPart}, readAction(rest)...); !x.hasMissing() {
			return x
		}
	}
	// <Delay>, or its reminder, glued to the action it delays (16-16).
	if m := delayLead.FindString(s); m != "" {
		rest := s[len(m):]
		if r, n := utf8.DecodeRuneInString(rest); unicode.IsUpper(r) && !isAcronym(rest) {
			rest = string(unicode.ToLower(r)) + rest[n:]
		}
		if x := append(Reading{delayPart}, readAction(rest)...); !x.hasMissing() {
			return x
		}
	}
	if x, found := readFronted(s); found && (!ok || x.better(r)) {
		r, ok = x, true
		if !r.hasMissing() {
			return r
		}
	}
	for _, loc := range actionJoin.FindAllStringIndex(s, -1) {
		a, okA := actions.read(strings.TrimSpace(s[:loc[0]]))
		b := readAction(strings.TrimSpace(s[loc[1]:]))
		if okA && b.hasMissing() && predicate.MatchString(s[loc[1]:]) {
			b = readSharedSubject(strings.TrimSpace(s[loc[1]:]))
		}
		if !okA || b.hasMissing() && !strings.HasPrefix(b[0].Role, "verb") {
			continue
		}
		both := append(append(Reading(nil), a...), b...)
		switch j := strings.ToLower(s[loc[0]:loc[1]]); {
		case strings.Contains(j, "then") || strings.Contains(j, "after"):
			both = append(both, Part{Role: "then", Text: "then", Constructs: []string{"lua.sequence"}})
		case strings.Contains(j, "if you do"):
			both = append(both, Part{Role: "condition", Text: "if you do", Constructs: []string{"lua.if"}})
		}
		if !ok || both.better(r) {
			r, ok = both, true
		}
	}
	// "Add it to the hand or place it under this Digimon": one of them, the player's choice.
	for _, loc := range orJoin.FindAllStringIndex(s, -1) {
		a := readAction(strings.TrimSpace(s[:loc[0]]))
		b := readAction(strings.TrimSpace(s[loc[1]:]))
		if a.hasMissing() || b.hasMissing() || !strings.HasPrefix(a[0].Role, "verb") && a[0].Role != "then" {
			continue
		}
		either := append(append(append(Reading(nil), a...), b...), Part{Role: "choose", Text: "one of the actions", Constructs: []string{"ctx:choose_text", "lua.if"}})
		if !ok || either.better(r) {
			r, ok = either, true
		}
	}
	if ok {
		return r
	}
	return Reading{{Role: "action", Text: s}}
}

// gluedKeyword is a keyword after a full stop without a space, closing an action.
var gluedKeyword = regexp.MustCompile(`\.<([^<>]+)>$`)

// orJoin joins two actions of which the player does one.
var orJoin = regexp.MustCompile(`,? or `)

var (
	thenPart  = Part{Role: "then", Text: "then", Constructs: []string{"lua.sequence"}}
	delayPart = Part{Role: "keyword", Text: "<Delay>", Constructs: []string{"keyword.Delay"}}
	// delayLead is <Delay> or its reminder text before the action it delays.
	delayLead = regexp.MustCompile(`^(?:<Delay>|\(After this card is placed, by trashing it the next turn or later, activate the effect below\.\)\.?)\s*(?:[•・]\s*)?`)
)

// readConditionalAction reads an action with its condition inside the clause: "X if C"
// (BT5-046 "add it to your hand if it's a green Digimon card"), "if C, X" and "after, if
// C, X" (BT25-080) — an if around the action in the handler. found: both read whole.
func readConditionalAction(s string) (Reading, bool) {
	var lead Reading
	if rest, ok := strings.CutPrefix(s, "after, "); ok {
		lead, s = Reading{{Role: "then", Text: "after", Constructs: []string{"lua.sequence"}}}, rest
	}
	if strings.HasPrefix(s, "if ") {
		for i := strings.Index(s, ", "); i > 0; {
			cond, okC := conditions.read(s[:i])
			if x := append(append(lead, cond...), readAction(s[i+2:])...); okC && !x.hasMissing() {
				return x, true
			}
			j := strings.Index(s[i+2:], ", ")
			if j < 0 {
				break
			}
			i += 2 + j
		}
	}
	if i := strings.LastIndex(s, " if "); i > 0 && lead == nil {
		cond, okC := conditions.read(s[i+1:])
		if x := append(readAction(s[:i]), cond...); okC && !x.hasMissing() {
			return x, true
		}
	}
	return nil, false
}

// readSharedSubject reads a predicate that shares the subject of the action before it
// ("1 of their Digimon can't activate [When Digivolving] effects and gets -3000 DP"): the
// same objects, which the script keeps in a local, as "it" or "they" does.
func readSharedSubject(pred string) Reading {
	best := readAction("it " + pred)
	if they := readAction("they " + pred); they.better(best) {
		best = they
	}
	return best
}

// predicate is how a predicate without its subject begins: "gets -3000 DP", "gains
// <Blocker>", "can't be deleted in battle", "isn't affected by ...".
var predicate = regexp.MustCompile(`^\s*(?:gets?|gains?|can(?:'t|not)?|may|is|are|isn't|aren't|doesn't|don't|unsuspends?|suspends?|attacks?)\b`)

var insteadPart = Part{Role: "modifier", Text: "instead", Constructs: []string{"lua.if"}}

// stackedCardsReminder restates a rule the engine keeps (4-5-8: the cards stacked under
// an object that leaves its area are trashed with it) after an action that moves it:
// "return 1 of your opponent's Digimon to its owner's hand. (Trash all of the
// digivolution cards of that Digimon.)". It adds nothing to read.
var stackedCardsReminder = regexp.MustCompile(`\.? ?\(Trash all (?:of )?(?:the digivolution cards of (?:that|those|this) Digimon|its digivolution cards)\.?\)$`)

// gluedAnd is "<Draw 1>and": a space the card data lost.
var gluedAnd = regexp.MustCompile(`>and `)

// " Then, ", " After, " and " If you do, " are a sentence whose full stop the card
// data lost (P-183: `gains "…" Then, this Digimon may attack`; EX12-070: "<Draw 1>
// After, place this card in the battle area"; ST10-01: "<Draw 1>. (...) If you do,
// trash 1 card in your hand").
var actionJoin = regexp.MustCompile(`,? and then |, then |,? and,? |, | Then,? |\. |,? [Aa]fter, | If you do, `)

// (" Then " with a capital mid-clause, and ". ": a sentence whose full stop went with a
// keyword's reminder text: "trigger <Draw 1> Then trash 1 card from your hand".)

// fronted is an action whose zone, and maybe a modifier, come first: "from your hand
// and without paying the cost, you may play 1 Tamer card ...", "from this Digimon's
// digivolution cards, return 1 Digimon card to the hand".
var fronted = regexp.MustCompile(`^((?:from [^,]+?|for (?:N|one|all|any N) of [^,]+?|among them))(?:,? and (without paying (?:the|its) (?:memory )?costs?|ignoring [^,]+))?, (.+)$`)

// frontedSlots are where the zone may go back in the sentence: before a destination or
// a modifier, or at its end.
var frontedSlots = regexp.MustCompile(` (?:to|under|as|without|with the|for|into|in any) `)

// readFronted reads an action whose zone comes first as the same action with the zone
// in its usual place: the words are the same, and so is what they mean.
func readFronted(s string) (Reading, bool) {
	m := fronted.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	zone, mod, rest := m[1], m[2], m[3]
	if strings.Contains(zone, " with ") {
		return nil, false // "from the digivolution cards of this Digimon with [X] in ...": a condition too
	}
	if strings.HasPrefix(zone, "for ") {
		zone = "from " + strings.TrimPrefix(zone, "for ")
	}
	if mod != "" && !strings.Contains(rest, mod) {
		rest += " " + mod
	}
	cands := []string{rest}
	if !strings.Contains(rest, zone) {
		cands = cands[:0]
		for _, loc := range frontedSlots.FindAllStringIndex(rest, -1) {
			cands = append(cands, rest[:loc[0]]+" "+zone+rest[loc[0]:])
		}
		cands = append(cands, rest+" "+zone)
	}
	var best Reading
	found := false
	for _, c := range cands {
		r, ok := actions.read(c)
		if ok && (!found || r.better(best)) {
			best, found = r, true
		}
	}
	return best, found
}
