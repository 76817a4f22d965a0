package vocab

import (
	"regexp"
	"strings"
)

// Target descriptions: the Digimon and Tamers on the field an action, a trigger or a
// count is about — "1 of your opponent's Digimon with 4000 DP or less", "all of your
// [Dragon] trait Digimon", "this Digimon". A description is a quantity, an owner,
// qualifiers before the kind ("suspended", "level 4 or lower"), the kind, and
// qualifiers after it ("with <Blocker>"); each maps to a filter key, a target name or a
// choice.

// targetUse is what a description is read for: the quantity words mean a choice in an
// action, the trigger's subject in a "when" clause, a count in a condition.
type targetUse int

const (
	choosing targetUse = iota // "delete 1 of ...": ctx:choose
	subject                   // "when one of your Digimon attacks": entry.subject
	counting                  // "if you have 2 or more ...", "for each of ...": ctx:count
)

// The object itself and objects an earlier phrase named.
var references = newTable("target", false, []*entry{
	w(`this (?:Digimon|digimon|Tamer|card|Option card)`, "target.self"),
	e("target", "it / that Digimon / them", `it|they|them|that (?:Digimon|Tamer|card)|those (?:Digimon|Tamers)|these (?:Digimon|Tamers)|(?:the|your) (?:chosen |played |DNA digivolved )?(?:Digimon|Tamer)|that DNA digivolved Digimon|the Digimon that (?:DNA )?digivolved (?:with|by) this effect|(?:it|they) (?:further|also)|all of the chosen cards|(?:that|the) Digimon or Tamer|one of them|the same Digimon|(?:N|all) of (?:them|those Digimon)`, "lua.local"),
	// "for every 2 of your Tamers' colors": the colors of every one of them, each once.
	e("target", "your Tamers' colors", `(?:N of |of )?(?:your|their) Tamers' colou?rs`, "ctx:all", "obj:colors", "lua.union"),
	e("target", "your chosen Digimon", `(?:N of )?(?:your|your opponent's|their) chosen (?:Digimon|Tamers?)`, "lua.local"),
	e("target", "the attacking Digimon", `the attacking Digimon|the Digimon attacking`, "ctx:current_attack"),
	e("target", "the Digimon this effect played", `the Digimon (?:this effect played|played by this effect)`, "lua.local"),
	// What an earlier action of this effect moved or changed, kept in a local.
	e("target", "the Digimon this effect played, suspended, ...", `(?:all |any )?(?:the )?(?:Digimon|digimon|Tamers?|cards|(?:your opponent's|their) cards) (?:played|suspended|deleted|returned) (?:by|with) this effect|(?:N of )?the played Digimon|that token|the chosen cards|(?:the )?(?:Digimon|cards) this effect (?:played|suspended|digivolved|DNA digivolved)`, "lua.local"),
	e("target", "a player", `your opponent|you|they|players|both players|each player|your opponent and you`, "entry.player"),
	e("target", "this effect (a ban on an effect)", `this effect|(?:your opponent's|their|your) effects|the effects of .+`),
})

// Cards a condition counts under an object: "if there are 4 or more digivolution cards
// under this Digimon" (ctx:count_cards("digivolution", { of = ctx.self })).
var countedCards = newTable("target", false, []*entry{
	e("target", "N or more cards under this Digimon", `(?:N or (?:more|less|fewer) )?(?:digivolution )?cards under (?:this|that) (?:Digimon|Tamer)`, "ctx:count_cards", "cardfilter.of"),
	// Counts of a zone (3-1-3-2: counts are public). "N of fewer" is a misprint of "N or
	// fewer" (EX11-053).
	e("target", "N or more cards in hand", `(?:N or (?:more|fewer|less) |exactly N )cards in (?:your |their )?hand|N or (?:more|fewer|less) cards in either their hand or trash`, "ctx:count_cards", "cardfilter.owner"),
	e("target", "N or more security cards", `(?:N (?:or|of) (?:more|fewer|less) |exactly N )security cards`, "ctx:security_count"),
	e("target", "a face-up [X] security card", `(?:a|no) face-up \[X\] security cards?`, "ctx:count_cards", "cardfilter.face_up", "cardfilter.name"),
	e("target", "your link cards", `(?:of )?your link cards`, "ctx:count_cards"),
	e("target", "N cards in both players' trashes", `N (?:total )?cards in both players?'?s?'? trash(?:es)?`, "ctx:count_cards", "cardfilter.owner"),
	e("target", "memory your opponent has", `(?:point of )?memory (?:your opponent|they) ha(?:s|ve)`, "ctx:memory"),
	e("target", "N or more [X] trait cards under this Digimon", `(?:N or (?:more|less|fewer) )?\[X\] trait (?:digivolution )?cards under (?:this|that) (?:Digimon|Tamer)`, "ctx:count_cards", "cardfilter.of", "cardfilter.trait"),
})

// What this effect did, counted: "for each card you return this way", "for each placed
// card", "for each memory paid". An earlier action of the same effect returns what it
// moved or paid (ctx:move's count, the cards chosen), kept in a local.
var effectResults = newTable("target", false, []*entry{
	e("target", "the cards this effect moved", `(?:N of )?(?:the )?(?:placed|returned|trashed|deleted) (?:cards?|Digimon)`, "lua.local"),
	e("target", "the cards or Digimon this effect moved", `(?:of )?(?:(?:security |Digimon |Option |Tamer )?cards?|Digimon|Tamers?|your opponent's Digimon|memory) (?:(?:added to your hand|placed|returned|trashed|deleted|suspended|played|paid) (?:(?:by|with) this (?:card's )?effect|this way)|paid|you (?:placed|returned|return|trashed|trash|suspended|suspend|deleted|paid)(?: this way| (?:by|with) this effect)?)`, "lua.local"),
})

// Quantities, by use.
var quantities = map[targetUse]*table{
	choosing: newTable("target", false, []*entry{
		e("target", "N of", `N of|one of|any N of|N|a|an|either of|any of|any`, "ctx:choose"),
		e("target", "N each of", `N each of`, "ctx:choose"),
		// "another of your opponent's Digimon": other than the one an earlier phrase
		// named (the attacked, the placed): that one left out of the candidates.
		e("target", "another of (one other than that)", `another of`, "ctx:choose", "lua.select", "lua.local"),
		e("target", "this (the object itself)", `this`, "target.self"),
		e("target", "N of those (chosen before)", `(?:N|any|one|all|either|each) of (?:those|these|them)`, "ctx:choose", "lua.local"),
		e("target", "up to N of", `up to N of|up to N|any number of`, "ctx:choose", "choose.up_to"),
		e("target", "up to N play cost's total worth of", `(?:up to )?N (?:play cost's|play cost) total worth of`, "ctx:choose", "choose.up_to", "choose.cost_total_at_most"),
		e("target", "up to N DP total worth of", `(?:up to )?N DP(?:'s)? total worth of`, "ctx:choose", "choose.up_to", "choose.dp_total_at_most"),
		e("target", "all of", `all of|all|each of|every|each|both of|every one of`, "ctx:all"),
	}),
	subject: newTable("subject", false, []*entry{
		quiet(`one of|any of|an?|any|N of|all of|all|each of|either of|N or more of|N or more|both of|N`),
		e("filter", "another", `another of|another|other`, "filter.not_self"),
		e("target", "this (the object itself)", `this`, "target.self"),
	}),
	counting: newTable("target", false, []*entry{
		e("target", "N or more", `N or (?:more|fewer|less) total|N total|(?:every )?N of|N or more|N or fewer|N or less|more than N|N|an?|any|no|of|each of|each|every N|every|all of|one of|two or more|any of|none of`, "ctx:count"),
	}),
}

// Owners.
var owners = newTable("target", false, []*entry{
	e("target", "your opponent's", `your opponent's|their|an opponent's|the opponent's|opponent's|your opponents'|your opponent|the opponent`, "filter.owner"),
	e("target", "your", `your|you`, "filter.owner"),
	quiet(`both players'|each player's|either player's|a player's|any player's`),
})

// Qualifiers before the kind: "other", "suspended", "red", "level 4 or lower".
var preQualifiers = newTable("filter", false, []*entry{
	w(`other|another`, "filter.not_self"),
	e("filter", "or (either qualifier)", `or|and/or`, "lua.union"),
	w(`suspended|unsuspended`, "filter.suspended"),
	e("filter", "such (as an earlier phrase named)", `such`, "lua.local"),
	w(`COLOR`, "filter.color"),
	w(`level N|Lv\.N`, "filter.level"),
	w(`level N or (?:lower|less)|Lv\.N or (?:lower|less)`, "filter.level_at_most"),
	w(`level N or (?:higher|more)|Lv\.N or (?:higher|more)`, "filter.level_at_least"),
	w(`N DP or (?:lower|less)`, "filter.dp_at_most"),
	w(`\[X\] trait(?: trait)?|\[X\]-trait`, "filter.trait"),
	e("filter", "non-[X]", `non-\[X\]|non-COLOR|non-Digi-Egg`, "filter.except"),
	e("filter", "play cost N or lower", `(?:play )?cost N or (?:lower|less)`, "filter.cost_at_most"),
	e("filter", "play cost N or higher", `(?:play )?cost N or (?:higher|more)`, "filter.cost_at_least"),
	w(`lowest (?:DP|level|play cost|cost)|lowest-(?:DP|level)`, "filter.lowest"),
	w(`highest (?:DP|level|play cost|cost)|highest-(?:DP|level)`, "filter.highest"),
	w(`N-colou?r`, "filter.colors_at_least", "obj:colors", "lua.select"),
	quiet(`the`),
})

// Kinds: what the description is about.
var objectKinds = newTable("target", false, []*entry{
	w(`Digimon or Tamers?|Tamers? or Digimon`, "filter.kind", "lua.union"),
	// "all of their Digimon and Tamers": every object of either kind.
	w(`Digimon and Tamers?|Tamers? and Digimon`, "filter.kind", "lua.union"),
	w(`Digimon`, "filter.kind"),
	w(`Tamers?|tamers?`, "filter.kind"),
	w(`Security Digimon|security Digimon`, "filter.security_digimon"),
	w(`[Oo]ption cards?|Options?`, "filter.kind"),
	w(`Digi-Eggs?`, "filter.kind"),
	w(`Tokens?`, "ctx:is_token", "lua.select"),
	e("target", "[X] (a name)", `\[X\]s?(?: Digimon| Tamers?| cards)?`, "filter.name"),
})

// subjectKinds are the kinds only a trigger's subject names.
var subjectKinds = newTable("target", false, []*entry{
	quiet(`cards?`),
})

// Qualifiers after the kind, joined by "and", "with", "that's", ...: "with 4000 DP or
// less", "with <Blocker>", "in play".
var postQualifiers = newTable("filter", false, []*entry{
	w(`N DP or (?:less|lower)`, "filter.dp_at_most"),
	w(`N DP or (?:more|higher)`, "filter.dp_at_least"),
	w(`no digivolution cards`, "filter.has_digivolution_cards"),
	w(`digivolution cards|an? digivolution card`, "filter.has_digivolution_cards"),
	// What the digivolution card has, not the Digimon: "that has a digivolution card
	// with [Greymon] in its name".
	e("filter", "a digivolution card with ...", `an? digivolution card with (?:\[X\] in (?:its|their) (?:names?|traits?|texts?)|the \[X\] trait|<[^<>]+> in (?:its|their) texts?)`, "filter.digivolution_card"),
	w(`<[^<>]+>`, "filter.keyword"),
	// Some cards print "in its name" twice.
	w(`\[X\] in (?:its|their) names?(?: in its name)?`, "filter.name_has"),
	// A form, an attribute and a type are traits (2-3-2); early cards print "type".
	w(`the \[X\] trait|the \[X\] traits?(?: trait)?|an? \[X\] trait|\[X\] trait`, "filter.trait"),
	// "With [X] in its traits": a trait that contains X (2-3-2-4).
	w(`\[X\] in (?:its|their|one of its|one of their|any of its|any of their) (?:traits?|types?|forms?|attributes?)`, "filter.trait_has"),
	w(`COLOR`, "filter.color"),
	w(`level N`, "filter.level"),
	w(`level N or (?:lower|less)|an? level of N or (?:lower|less)`, "filter.level_at_most"),
	w(`level N or (?:higher|more)|an? level of N or (?:higher|more)`, "filter.level_at_least"),
	w(`(?:in|on|from) (?:your|their|the|your opponent's) breeding areas?`, "filter.in_breeding"),
	w(`other than this Digimon|other than this Tamer`, "filter.not_self"),
	w(`(?:you|your opponent|they) (?:have|has|control)(?: in play| on the field| in the battle area)?`, "filter.owner"),
	e("filter", "[X] in its digivolution cards", `\[X\] in (?:its|their) digivolution cards|an? .+ in (?:its|their) digivolution cards`, "filter.digivolution_card"),
	e("modifier", "instead", `instead`, "lua.if"),
	quiet(`in play|on the field|in (?:the|your|their|your opponent's) battle areas?|on (?:your|their) side|in the battle area`),
	e("filter", "or (either qualifier)", `or`, "lua.union"),
	w(`\[X\] in (?:its|their) texts?|<[^<>]+> in (?:its|their) texts?`, "filter.text_has"),
	e("filter", "a play cost of N or less", `an? (?:play )?cost of N or (?:less|lower)|(?:play )?cost of N or (?:less|lower)|N (?:play )?cost or (?:less|lower)`, "filter.cost_at_most"),
	e("filter", "a play cost of N or more", `an? (?:play )?cost of N or (?:more|higher)|(?:play )?cost of N or (?:more|higher)`, "filter.cost_at_least"),
	e("filter", "a play cost of N or less", `(?:play|memory) costs of N or (?:less|lower)|an? play cost N or (?:less|lower)|an? memory cost of N or (?:less|lower)`, "filter.cost_at_most"),
	e("filter", "as high a play cost as this Digimon or lower", `an? play cost less than or equal to this (?:Digimon|Tamer)'s(?: play cost)?|as high or lower a play cost as this (?:Digimon|Tamer)`, "filter.cost_at_most"),
	e("filter", "without ... (a filter it must not match)", `without (?:<[^<>]+>|\[X\] in (?:its|their) (?:names?|digivolution cards|texts?|traits?)|the \[X\] trait)`, "filter.except"),
	e("filter", "other than Digimon with ...", `other than (?:Digimon|Tamers) with (?:\[X\] in (?:its|their) (?:names?|texts?)|the \[X\] trait|<[^<>]+>)`, "filter.except"),
	w(`the lowest (?:DP|level|play cost|cost)|the fewest digivolution cards`, "filter.lowest"),
	w(`the highest (?:DP|level|play cost|cost)|the most digivolution cards`, "filter.highest"),
	w(`as much or less DP (?:as|than) this Digimon|as much DP as this Digimon or less|DP less than or equal to this Digimon(?:'s DP)?|DP equal to or less than this Digimon(?:'s)?`, "filter.dp_at_most"),
	// Compared with an object or a card an earlier phrase named (a local):
	// dp_at_most = that:dp(), level_at_most = card:level().
	e("filter", "as much DP as that Digimon or less", `(?:as much or less DP (?:as|than)|DP less than or equal to(?: the DP of)?|DP equal to or less than) `+earlier, "filter.dp_at_most", "obj:dp", "lua.local"),
	e("filter", "as high a level as that Digimon or lower", `(?:an? ?level (?:less than or equal to|equal to or (?:less|lower) than)|level (?:is )?(?:less than or equal to|equal to or (?:less|lower) than)|as high or lower a level as) `+earlier, "filter.level_at_most", "obj:level", "card:level", "lua.local"),
	e("filter", "as high a play cost as that card or lower", `(?:(?:an? )?play costs? (?:is |are )?less than or equal to|as high or lower a play cost as) `+earlier, "filter.cost_at_most", "obj:top", "card:cost", "lua.local"),
	// Compared with a count: "whose level is less than or equal to the number of cards in
	// your security stack".
	e("filter", "a level or play cost up to a count", `(?:(?:an? )?level (?:is )?(?:less than or equal to|as high or lower than)|as high or lower a (?:level|play cost) as|(?:play costs? |a play cost )less than or equal to) the number of (?:cards in your security stack|this Digimon's digivolution cards)|play costs less than or equal to this Digimon's digivolution cards`,
		"filter.level_at_most", "filter.cost_at_most", "ctx:security_count", "obj:digivolution_count"),
	e("filter", "the same level as that card", `the same level as `+earlier, "filter.level", "obj:level", "card:level", "lua.local"),
	// "return the chosen Digimon and all of your opponent's Digimon with the same level":
	// the level of the object an earlier phrase named.
	e("filter", "of the same level (as that Digimon)", `of the same level|the same level`, "filter.level", "obj:level", "lua.local"),
	// Compared with one of your objects, which the player chooses first: "with as much
	// or less DP as 1 of your [Dark Dragon] trait Digimon".
	e("filter", "as much DP as one of your Digimon or less", `(?:as much or less DP as|as much DP as) {target}(?: or less)?`, "filter.dp_at_most", "obj:dp", "lua.local"),
	e("filter", "as high a level as one of your Digimon or lower", `as high or lower a level as {target}`, "filter.level_at_most", "obj:level", "lua.local"),
	// 4-11-1: a card in an area is unsuspended or suspended, its orientation.
	e("filter", "the same orientation as this Digimon", `the same orientation as this (?:Digimon|Tamer)`, "filter.suspended", "obj:is_suspended", "target.self"),
	e("filter", "with cards under it", `cards under (?:it|them)`, "filter.has_digivolution_cards"),
	// A test of each Digimon's stacked cards: some face down (4-5-9).
	e("filter", "face-down digivolution cards", `face-down digivolution cards`, "lua.select", "ctx:digivolution_cards", "cardfilter.face_down"),
	e("filter", "the same name as this Digimon", `the same name as this (?:Digimon|Tamer)`, "filter.name", "obj:name"),
	e("filter", "the same name as that Digimon", `the same name as (?:it|that (?:Digimon|card))|that shares? a name with (?:it|that Digimon)`, "filter.name", "obj:name", "card:name", "lua.local"),
	w(`N or more digivolution cards|N or more cards under (?:it|them)`, "filter.digivolution_cards_at_least"),
	e("filter", "without cards under it", `without (?:digivolution )?cards under (?:it|them)`, "filter.has_digivolution_cards"),
	w(`N or (?:fewer|less) digivolution cards`, "filter.digivolution_cards_at_most"),
	w(`as many or fewer digivolution cards as this Digimon`, "filter.digivolution_cards_at_most"),
	w(`as many or more digivolution cards as this Digimon`, "filter.digivolution_cards_at_least"),
	w(`N or more colou?rs|multiple colou?rs`, "filter.colors_at_least"),
	// What the chosen add up to together (ctx:choose's limits), not what each one is.
	e("filter", "whose total DP adds up to N or less", `total DP adds up to N or less|so that their DP total is up to N`, "choose.dp_total_at_most"),
	e("filter", "whose levels add up to N or less", `(?:total )?levels? (?:that )?adds? up to N or less`, "choose.level_total_at_most"),
	e("filter", "whose total DP adds up to N (with DP adding up to N)", `DP adding up to N(?: or less)?`, "choose.dp_total_at_most"),
	e("filter", "whose total play cost is up to N", `so that their play cost total is up to N|an? total play cost (?:up to|of) N|(?:total )?play costs? adds? up to N or less`, "choose.cost_total_at_most"),
	e("filter", "other than [X]", `other than \[X\]|\(other than \[X\]\)`, "filter.except"),
	// "with [Beast], [Animal] or [Sovereign], other than [Sea Animal], in one of its
	// traits": the traits, and the one excepted.
	e("filter", "[X], other than [X], in one of its traits", `\[X\],? other than \[X\],? in (?:one|any) of (?:its|their) traits`, "filter.trait_has", "filter.except"),
	e("filter", "[X] (other than [X]) in its name", `\[X\] \(other than \[X\]\) in (?:its|their) names?`, "filter.name_has", "filter.except"),
	e("filter", "an [X] effect (a timing in its text)", `an? \[[A-Z][^\]]*\] effects?|\[[A-Z][^\]]*\] effects?`),
	e("filter", "DigiXros requirements", `(?:an? )?DigiXros requirements?`, "filter.has_digixros"),
	e("filter", "inherited effects", `(?:an )?inherited effects?`, "filter.has_inherited"),
})

// earlier is an object or a card an earlier phrase named, and which of its values a
// comparison reads: "the trashed card's level", "the Digimon this effect played".
const earlier = `(?:it|that (?:Digimon|card)|the (?:chosen|deleted|returned|trashed|placed|revealed|played) (?:Digimon|card|Tamer)|the Digimon (?:this effect|you) (?:played|suspended|deleted)|the Digimon played (?:with|by) this effect)(?:'s (?:DP|level|play cost))?`

var (
	selfWith = regexp.MustCompile(`^this (?:Digimon|Tamer) (?:with|that has) (.+)$`)
	selfIs   = regexp.MustCompile(`^this (.+) (?:Digimon|Tamer)$`)
)

// postConnective joins post-qualifiers. ". with" is a misprint of "with" (BT21-068:
// "Delete 1 of your opponent's Digimon. with 4000 DP or less").
var postConnective = regexp.MustCompile(`^(?:,\s*|\.\s*with\s+|and\s+|with\s+|that(?:'s| is| are| has| have)\s+|which (?:has|have|is|are)\s+|who\s+|whose\s+|has\s+|have\s+|is\s+)*`)

// readTarget reads a target description.
func readTarget(s string, use targetUse) Reading {
	s = strings.TrimSpace(s)
	if r := references.whole1(s); !r.hasMissing() {
		return r
	}
	if use == counting {
		if r := countedCards.whole1(s); !r.hasMissing() {
			return r
		}
		if r := effectResults.whole1(s); !r.hasMissing() {
			return r
		}
	}
	// "this Digimon with [X] in its name", "this [Dragon] trait Digimon": the object
	// itself, and what it must have or be.
	if m := selfWith.FindStringSubmatch(s); m != nil {
		return append(Reading{{Role: "target", Text: "this Digimon", Constructs: []string{"target.self"}}}, readHas(m[1])...)
	}
	if m := selfIs.FindStringSubmatch(s); m != nil && !strings.Contains(s, " and ") && !strings.Contains(s, " or ") {
		return append(Reading{{Role: "target", Text: "this Digimon", Constructs: []string{"target.self"}}}, readIs(m[1])...)
	}
	if r, ok := readHead(s, use); ok && !r.hasMissing() {
		return r
	}
	if r, ok := readTargetList(s, use); ok {
		return r
	}
	// "A and B", "A or B": two descriptions.
	for _, sep := range []string{" and ", ", and ", " or ", ", or ", " and/or "} {
		for i := strings.Index(s, sep); i > 0; {
			a, b := readTarget(s[:i], use), readTarget(s[i+len(sep):], use)
			if !a.hasMissing() && !b.hasMissing() {
				out := append(a, b...)
				if strings.Contains(sep, "or") {
					out = append(out, Part{Role: "target", Text: "or (either description)", Constructs: []string{"lua.union"}})
				}
				return out
			}
			j := strings.Index(s[i+1:], sep)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	if r, ok := readHead(s, use); ok {
		return r
	}
	return Reading{{Role: "target", Text: s}}
}

// A list of descriptions that share their kind or their quantity and owner: "1 of your
// opponent's level 4 and 1 of their level 6 Digimon", "1 of your opponent's level 3
// Digimon, level 4 Digimon, and level 5 Digimon", "1 each of your opponent's level 3 and
// level 4 Digimon".
var (
	listSeparator = regexp.MustCompile(`,? and |,? or |, `)
	listKind      = regexp.MustCompile(` (?:Digimon|Tamers?)$`)
	listHead      = regexp.MustCompile(`^(?:N|one) (?:each )?of (?:your opponent's|their|your) `)
)

// splitList cuts a list at its separators outside brackets and quotes ("1 [A], 1 [B]
// and 1 [C]"); or reports whether one of them is "or".
func splitList(s string) (items []string, or bool) {
	in := shield(s)
	start := 0
	for _, loc := range listSeparator.FindAllStringIndex(s, -1) {
		if in[loc[0]] {
			continue
		}
		items = append(items, s[start:loc[0]])
		or = or || strings.Contains(s[loc[0]:loc[1]], "or")
		start = loc[1]
	}
	return append(items, s[start:]), or
}

// readTargetList reads a list of descriptions, each completed with the kind of the
// last one and the quantity and owner of the first when it has none. ok is false
// unless every one reads.
func readTargetList(s string, use targetUse) (Reading, bool) {
	items, or := splitList(s)
	if len(items) < 2 {
		return nil, false
	}
	kind := listKind.FindString(items[len(items)-1])
	head := listHead.FindString(items[0])
	if kind == "" || head == "" {
		return nil, false
	}
	var out Reading
	for _, it := range items {
		if !listKind.MatchString(it) {
			it += kind
		}
		if !listHead.MatchString(it) {
			it = head + it
		}
		r, ok := readHead(it, use)
		if !ok || r.hasMissing() {
			return nil, false
		}
		out = append(out, r...)
	}
	if or {
		out = append(out, Part{Role: "target", Text: "or (either description)", Constructs: []string{"lua.union"}})
	}
	return out, true
}

// readHead reads quantity, owner, pre-qualifiers, kind and post-qualifiers. ok is false
// when no kind is found.
func readHead(s string, use targetUse) (Reading, bool) {
	var out Reading
	rest := s
	take := func(t *table) bool {
		en, m := t.prefix(rest)
		if en == nil {
			return false
		}
		out = append(out, en.readMatch(t.role, rest, m)...)
		rest = strings.TrimLeft(rest[m[1]:], " ")
		return true
	}
	take(quantities[use])
	take(owners)
	for take(preQualifiers) {
	}
	// A trigger's subject may be "a card" played: the object it becomes.
	if use == subject && take(subjectKinds) {
		return append(out, postQualifiers.seq(rest, postConnective)...), true
	}
	// The kind: here, or further on after words no table knows.
	if !take(objectKinds) {
		at := kindAfterUnknownWords(objectKinds, rest)
		if at < 0 {
			return nil, false
		}
		out = append(out, Part{Role: "filter", Text: rest[:at]})
		rest = rest[at+1:]
		take(objectKinds)
	}
	return append(out, postQualifiers.seq(rest, postConnective)...), true
}

func (r Reading) hasMissing() bool { return r.missing() > 0 }
