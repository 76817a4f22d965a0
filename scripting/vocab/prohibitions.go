package vocab

import "regexp"

// Prohibitions (15-1-3): what a target "can't" do, ctx:cannot's kinds. A prohibition
// no kind expresses is a missing construct of its own: cannot: "be deleted in battle".

var prohibitions = newTable("cannot", false, []*entry{
	e("cannot", "attack", `attack`, "ctx:cannot"),
	e("cannot", "block", `block`, "ctx:cannot"),
	e("cannot", "suspend", `suspend|be suspended`, "ctx:cannot"),
	e("cannot", "unsuspend", `unsuspend`, "ctx:cannot"),
	e("cannot", "unsuspend in the next unsuspend phase", `unsuspend (?:in|during) (?:their|your opponent's|its owner's|the|its|your) next unsuspend phase`, "ctx:no_unsuspend_next_phase"),
	e("cannot", "digivolve", `digivolve`, "ctx:cannot"),
	e("cannot", "be attacked", `be attacked`, "ctx:cannot"),
	e("cannot", "attack players", `attack (?:players|your opponent|the player|a player)`, "ctx:cannot"),
	e("cannot", "attack Digimon", `attack (?:Digimon|your opponent's Digimon)`, "ctx:cannot"),
	e("cannot", "be deleted in battle", `be deleted in battles?`, "ctx:cannot"),
	e("cannot", "be deleted by effects", `be deleted by (?:your opponent's |opponent's |your |)effects|be deleted`, "ctx:cannot"),
	e("cannot", "be deleted in battles against ...", `be deleted in battles? against .+`),
	e("cannot", "be blocked", `be blocked|be blocked by (?:your opponent's|their|the opponent's|opponent's) Digimon`, "ctx:cannot"),
	e("cannot", "be blocked by ...", `be blocked by .+`),
	e("cannot", "activate [When Digivolving] effects", `activate (?:\[[^\]]+\]|their|its) effects|activate (?:\[[^\]]+\]|their|its) (?:or \[[^\]]+\] )?effects`, "ctx:cannot"),
	e("cannot", "be returned to hands or decks", `be returned to (?:hands|the hand|its owner's hand)(?: or decks)?(?: by (?:your opponent's |opponent's )?effects)?|be returned to (?:decks|the deck)(?: by (?:your opponent's |opponent's )?effects)?`, "ctx:cannot"),
	e("cannot", "have its DP reduced", `have (?:its|their) DP reduced(?: by (?:your opponent's |opponent's )?effects)?`, "ctx:cannot"),
	e("cannot", "play cards by effects", `play (?:Digimon|cards|Digimon or Tamers) by effects`, "ctx:cannot"),
	e("cannot", "play cards", `play .+`),
	e("cannot", "use Option cards", `use Option cards`, "ctx:cannot"),
	e("cannot", "use cards", `use .+`),
	e("cannot", "gain memory except with Tamer effects", `gain memory (?:except|other than) (?:with|by) Tamer effects`, "ctx:cannot", "entry.except"),
	e("cannot", "gain memory", `gain memory`, "ctx:cannot"),
	e("cannot", "gain memory by ...", `gain memory .+`),
	e("cannot", "reduce costs", `reduce (?:play|digivolution|the) costs?.*`),
	e("cannot", "be chosen by effects", `be chosen by .+|be targeted by .+`),
	e("cannot", "leave the battle area", `leave (?:the battle area|play)(?: by (?:your opponent's |opponent's )?effects)?`, "ctx:cannot"),
	e("cannot", "leave the battle area by ...", `leave (?:the battle area|play) by .+`),
	e("cannot", "trash digivolution cards", `trash .+`),
	e("cannot", "return to hands or decks", `return .+ to hands or decks.*`),
	e("cannot", "reduce DP", `reduce .+DP.*`),
	e("cannot", "change (the attack target)", `change|be switched|be changed`, "ctx:cannot"),
})

var prohibitionConnective = regexp.MustCompile(`^(?:,\s*|or\s+|and\s+|,? or\s+)*`)

// readProhibitions reads what a target can't do: "attack or block".
func readProhibitions(s string) Reading { return prohibitions.seq(s, prohibitionConnective) }
