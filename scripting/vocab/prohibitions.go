package vocab

import "regexp"

// Prohibitions (15-1-3): what a target "can't" do, ctx:cannot's kinds. A prohibition
// no kind expresses is a missing construct of its own: cannot: "be deleted in battle".

var prohibitions = newTable("cannot", false, []*entry{
	e("cannot", "attack", `attack`, "ctx:cannot"),
	e("cannot", "block", `block`, "ctx:cannot"),
	e("cannot", "suspend", `suspend|be suspended`, "ctx:cannot"),
	e("cannot", "unsuspend", `unsuspend|be unsuspended`, "ctx:cannot"),
	e("cannot", "unsuspend in the next unsuspend phase", `unsuspend (?:in|during) (?:their|your opponent's|its owner's|the|its|your) next unsuspend phase`, "ctx:no_unsuspend_next_phase"),
	e("cannot", "digivolve", `digivolve`, "ctx:cannot"),
	e("cannot", "be attacked", `be attacked`, "ctx:cannot"),
	e("cannot", "attack players", `attack (?:players|your opponent|the player|a player)`, "ctx:cannot"),
	e("cannot", "attack Digimon", `attack (?:Digimon|your opponent's Digimon)`, "ctx:cannot"),
	e("cannot", "be deleted in battle", `be deleted in battles?|be deleted by battles?`, "ctx:cannot"),
	e("cannot", "be deleted by effects", `be deleted by (?:your opponent's |opponent's |your |)effects|be deleted`, "ctx:cannot"),
	e("cannot", "be deleted in battles against ...", `be deleted in battles? against .+`),
	e("cannot", "be blocked", `be blocked|be blocked by (?:your opponent's|their|the opponent's|opponent's) Digimon`, "ctx:cannot"),
	// Blockers a filter names: a `static` entry whose targets (the blockers) can't block
	// while this Digimon attacks (BT1-034's script).
	e("cannot", "be blocked by Digimon that ...", `be blocked by {target}`, "entry.cannot", "entry.target", "ctx:current_attack"),
	e("cannot", "activate [When Digivolving] effects", `activate (?:(?:their|its) )?\[[^\]]+\] (?:(?:or|and) \[[^\]]+\] )?effects|activate (?:their|its) effects`, "ctx:cannot"),
	e("cannot", "be returned to hands or decks", `be returned to (?:hands|hand|the hand|its owner's hand)(?: or (?:decks|deck|the deck))?(?: by (?:your opponent's |opponent's )?effects)?|be returned to (?:decks|the deck)(?: by (?:your opponent's |opponent's )?effects)?`, "ctx:cannot"),
	e("cannot", "have its DP reduced", `have (?:its|their) DP reduced(?: by (?:your opponent's |opponent's )?effects)?`, "ctx:cannot"),
	e("cannot", "play cards by effects", `play (?:Digimon|cards|Digimon or Tamers) by effects`, "ctx:cannot"),
	// A ban on playing some cards, by the rules or by effects: { "play", cards = ... }.
	e("cannot", "play cards a filter names", `play {cards}`, "ctx:cannot", "entry.cards"),
	e("cannot", "play cards", `play .+`),
	e("cannot", "use Option cards", `use Option cards`, "ctx:cannot"),
	e("cannot", "use cards", `use .+`),
	e("cannot", "ignore digivolution requirements", `ignore digivolution requirements`, "ctx:cannot"),
	e("cannot", "gain memory except with Tamer effects", `gain memory (?:except|other than) (?:with|by) Tamer effects`, "ctx:cannot", "entry.except"),
	e("cannot", "gain memory", `gain memory`, "ctx:cannot"),
	e("cannot", "gain memory by ...", `gain memory .+`),
	// "can't have its DP reduced or be affected by your opponent's <De-Digivolve> effects":
	// ctx:unaffected beside ctx:cannot.
	e("cannot", "be affected by some effects", `be affected by `+unaffectedBy, "ctx:unaffected"),
	// A ban on the payer: no effect reduces their costs (ctx:cannot "reduce_play_costs").
	e("cannot", "reduce play or digivolution costs", `reduce (?:play|digivolution) costs`, "ctx:cannot"),
	e("cannot", "reduce costs", `reduce (?:play|digivolution|the) costs?.*`),
	e("cannot", "be chosen by effects", `be chosen by .+|be targeted by .+`),
	e("cannot", "leave the battle area", `leave (?:the battle area|play)(?: by (?:your opponent's |opponent's )?effects)?`, "ctx:cannot"),
	e("cannot", "leave the battle area by ...", `leave (?:the battle area|play) by .+`),
	e("cannot", "leave the battle area other than by deletion", `leave (?:the battle area|play) other than by deletion`, "ctx:cannot"),
	e("cannot", "trash digivolution cards", `trash .+`),
	e("cannot", "return to hands or decks", `return .+ to hands or decks.*`),
	e("cannot", "reduce DP", `reduce .+DP.*`),
	e("cannot", "change (the attack target)", `change|be switched|be changed|have (?:its|their) attack targets? (?:switched|changed)`, "ctx:cannot"),
})

// effectProhibitions are prohibitions in the active voice, whose subject is the effects
// they cover: "your opponent's effects can't delete this Digimon" is the target's
// cannot "be_deleted" with by = "opponent_effects" (15-1-3). Each names its target.
var effectProhibitions = newTable("cannot", true, []*entry{
	e("cannot", "delete", `delete {target}`, "ctx:cannot"),
	e("cannot", "return to hands or decks", `return {target} to (?:hands or decks|(?:its owner's|the|their owner's) hand or deck)`, "ctx:cannot"),
	e("cannot", "reduce DP", `reduce (?:the DP of {target}|{target2}'s DP|their DP|its DP)`, "ctx:cannot"),
	// Stacked cards: those on top (<De-Digivolve>) and at the bottom (Q4563).
	e("cannot", "trash stacked cards", `trash (?:any of )?(?:its|their|{target}'s) stacked cards`, "ctx:cannot"),
	// A ban on playing some cards by effects: { "play_by_effects", cards = ... }, the
	// zone a card filter's zone key.
	e("cannot", "play cards a filter names", `play {cards}(?: from (?:the|your|their) trash)?`, "ctx:cannot", "entry.cards", "cardfilter.zone"),
	// "Their effects can't ... affect it with <De-Digivolve> effects": it is unaffected by
	// the opponent's <De-Digivolve> effects (ctx:unaffected).
	e("cannot", "affect with <De-Digivolve> effects", `affect (?:it|them|{target}) with <De-Digivolve> effects`, "ctx:unaffected"),
})

// effectProhibitionJoin is where a run of active-voice prohibitions may be cut: "delete
// this Digimon or return it to the hand or deck".
var effectProhibitionJoin = regexp.MustCompile(`,? or |, `)

// readEffectProhibitions reads a run of active-voice prohibitions joined by "or" and
// commas. A target may itself hold "or" ("Digimon with [A] in any of its traits or the
// [A] trait"), so every way of cutting the run competes, the best reading winning.
func readEffectProhibitions(s string) Reading {
	var seps [][2]int
	for _, m := range effectProhibitionJoin.FindAllStringIndex(s, -1) {
		seps = append(seps, [2]int{m[0], m[1]})
	}
	// best[i]: the best reading of s from the i-th start (0: the beginning, j+1: after
	// separator j).
	starts := []int{0}
	for _, sp := range seps {
		starts = append(starts, sp[1])
	}
	best := make([]Reading, len(starts))
	for i := len(starts) - 1; i >= 0; i-- {
		whole, _ := effectProhibitions.read(s[starts[i]:])
		best[i] = orMissing(whole, s[starts[i]:])
		for j := i; j < len(seps); j++ {
			head, _ := effectProhibitions.read(s[starts[i]:seps[j][0]])
			r := append(orMissing(head, s[starts[i]:seps[j][0]]), best[j+1]...)
			if r.better(best[i]) {
				best[i] = r
			}
		}
	}
	return best[0]
}

// orMissing is a reading, or the phrase as one missing prohibition when no entry read it.
func orMissing(r Reading, s string) Reading {
	if len(r) == 0 {
		return Reading{{Role: "cannot", Text: s}}
	}
	return r
}

var prohibitionConnective = regexp.MustCompile(`^(?:,\s*|or\s+|and\s+|,? or\s+)*`)

// readProhibitions reads what a target can't do: "attack or block".
func readProhibitions(s string) Reading { return prohibitions.seq(s, prohibitionConnective) }
