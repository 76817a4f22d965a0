package vocab

import "regexp"

// Prohibitions (15-1-3): what a target "can't" do, ctx:cannot's kinds. A prohibition
// no kind expresses is a missing construct of its own: cannot: "be deleted in battle".

var prohibitions = newTable("cannot", false, []*entry{
	e("cannot", "attack", `attack`, "ctx:cannot"),
	e("cannot", "block", `block`, "ctx:cannot"),
	e("cannot", "suspend", `suspend|be suspended`, "ctx:cannot"),
	e("cannot", "unsuspend", `unsuspend`, "ctx:cannot"),
	e("cannot", "digivolve", `digivolve`, "ctx:cannot"),
	e("cannot", "be attacked", `be attacked`, "ctx:cannot"),
	e("cannot", "attack players", `attack (?:players|your opponent|the player|a player)`),
	e("cannot", "be deleted in battle", `be deleted in battles?(?: against .+)?`),
	e("cannot", "be deleted by effects", `be deleted by (?:your opponent's |opponent's )?effects|be deleted`),
	e("cannot", "be blocked", `be blocked(?: by .+)?`),
	e("cannot", "activate [When Digivolving] effects", `activate (?:\[[^\]]+\]|their|its) effects`),
	e("cannot", "be returned to hands or decks", `be returned to (?:hands|the hand)(?: or decks)?(?: by .+)?`),
	e("cannot", "have its DP reduced", `have (?:its|their) DP reduced(?: by .+)?`),
	e("cannot", "play cards", `play .+`),
	e("cannot", "use cards", `use .+`),
	e("cannot", "gain memory", `gain memory(?: .+)?`),
	e("cannot", "reduce costs", `reduce (?:play|digivolution|the) costs?.*`),
	e("cannot", "be chosen by effects", `be chosen by .+|be targeted by .+`),
	e("cannot", "leave the battle area", `leave (?:the battle area|play)(?: by .+)?`),
	e("cannot", "trash digivolution cards", `trash .+`),
	e("cannot", "return to hands or decks", `return .+ to hands or decks.*`),
	e("cannot", "reduce DP", `reduce .+DP.*`),
	e("cannot", "change (the attack target)", `change|be switched|be changed`),
})

var prohibitionConnective = regexp.MustCompile(`^(?:,\s*|or\s+|and\s+|,? or\s+)*`)

// readProhibitions reads what a target can't do: "attack or block".
func readProhibitions(s string) Reading { return prohibitions.seq(s, prohibitionConnective) }
