package vocab

import "strings"

// Conditions (15-6): "if"/"while" clauses, the entry's condition or an if in the
// handler, and "for each" counts. What they test is a count of a target description
// ("if you have 2 or more Digimon"), of cards ("if you have 5 or more cards in your
// trash"), the memory, the security stack, the object itself ("while this Digimon has
// <Blocker>"), or what an earlier action did ("if this effect didn't delete").

const (
	ifw  = `(?:if|while|as long as|only if|only while)`
	you  = `(?:you|they)`
	oppo = `(?:your opponent|they|the opponent)`
	self = `(?:this Digimon|this Tamer|this card|it|that Digimon|the Digimon|this Option card)`
)

var conditions = newTable("condition", true, []*entry{
	// Counts the API has a word for, before the general counts.
	e("condition", "if your opponent has N or more cards in their hand", ifw+` (?:your opponent|they) (?:has|have) N or (?:more|fewer|less) cards in (?:their|your opponent's) hand`, "entry.condition", "ctx:count_cards", "cardfilter.owner"),
	e("condition", "if you have N or fewer security cards", ifw+` (?:you|your opponent|they) (?:have|has) N (?:or (?:fewer|less|more) )?security cards(?: or (?:fewer|less|more))?|`+ifw+` (?:your|your opponent's|their) security stack has N or (?:fewer|less|more) cards`, "entry.condition", "ctx:security_count"),

	// Counts of the field.
	e("condition", "if you have ...", ifw+` (?:you|your opponent|they) (?:have|has) {counted}`, "entry.condition"),
	// "you have don't have", "your don't have": printed typos of "you don't have".
	e("condition", "if you don't have ...", ifw+` (?:you|your opponent|they|you have|your) (?:don't|doesn't|do not|does not) have {counted}`, "entry.condition"),
	e("condition", "if there are ...", ifw+` there(?: are|'re| is|'s) {counted}`, "entry.condition"),
	e("condition", "if ... are in play", ifw+` {counted} (?:is|are) (?:in play|on the field|in the battle area)`, "entry.condition"),

	// Cards in zones.
	e("condition", "if you have cards in a zone", ifw+` (?:you|your opponent|they) (?:have|has) {cards} {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if your hand has ...", ifw+` your (?:hand|trash) has {cards}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if there are cards in a zone", ifw+` there(?: are|'re| is|'s) {cards} {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if ... is in a zone", ifw+` {cards} (?:is|are) {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if you have security cards", ifw+` (?:you|your opponent|they) (?:have|has) {cards}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if there are N cards in both players' security stacks", ifw+` there(?: are|'re| is|'s) N or (?:fewer|more|less) (?:total )?cards in (?:both players'|all) security stacks`, "entry.condition", "ctx:count_cards", "cardfilter.owner"),
	e("condition", "for each card in a zone", `for (?:each|every N) {cards} {zone}`, "lua.arithmetic"),
	e("condition", "for each of this Digimon's digivolution cards", `for (?:each|every N) (?:of (?:this Digimon's|its|their|that Digimon's) digivolution cards|digivolution cards? (?:this Digimon|it|that Digimon) has|cards? in (?:this Digimon's|its) digivolution cards|cards? under this Digimon)`, "obj:digivolution_count"),
	e("condition", "for each of this Digimon's ... digivolution cards", `for (?:each|every N) of (?:this Digimon's|its|their|that Digimon's) {cards}`, "ctx:digivolution_cards", "ctx:count_cards"),
	e("condition", "for each color in this Digimon's digivolution cards", `for (?:each|every N) colou?rs? (?:in|among) (?:this Digimon's|its|their) digivolution cards`, "ctx:digivolution_cards", "card:colors", "lua.arithmetic"),
	e("condition", "for every N colors your Tamers have", `for (?:each|every N) colou?rs? (?:your|of your) {counted} (?:have|has)|for (?:each|every N) of {counted2}'s colou?rs|for (?:each|every N) colou?rs? (?:among|of) {counted3}|for (?:each|every N) colou?rs? {counted4} (?:have|has)`, "obj:colors", "lua.union", "lua.arithmetic"),
	// Each color once, among the cards of a zone (2-4-3: a multicolor card has each).
	e("condition", "for every N colors in a trash", `for (?:each|every N) colou?rs? in (?:your opponent's|their|your) trash`, "ctx:cards", "cardfilter.owner", "card:colors", "lua.union", "lua.arithmetic"),
	e("condition", "for each card in both players' trashes", `for (?:each|every N) (?:total )?cards? in both players' trash(?:es)?`, "ctx:count_cards", "cardfilter.owner"),
	e("condition", "for each face-up security card", `for (?:each|every N) (?:of your |of your opponent's )?face[- ]up security cards?`, "ctx:count_cards", "cardfilter.face_up"),
	e("condition", "for each security card", `for (?:each|every N) (?:of your )?security cards?(?: you have)?|for (?:each|every N) cards? in your security stack`, "ctx:security_count"),
	e("condition", "for each of your opponent's security cards", `for (?:each|every N) (?:of your opponent's security cards|cards? in your opponent's security stack)`, "ctx:security_count"),

	// Memory and security.
	// Two counts compared: each player's objects, each player's hand.
	e("condition", "if you have more Digimon than your opponent", ifw+` (?:you|your opponent|they) (?:have|has) (?:as many or (?:more|fewer) (?:total )?|more (?:total )?|fewer (?:total )?)(?:Digimon and Tamers|Digimon|Tamers) (?:as|than) (?:you|your opponent)`, "entry.condition", "ctx:count", "filter.owner", "filter.kind", "lua.arithmetic"),
	e("condition", "if your hand has fewer cards than your opponent's", ifw+` your hand has (?:more|fewer) cards than (?:your opponent's|theirs)`, "entry.condition", "ctx:count_cards", "cardfilter.owner", "lua.arithmetic"),
	e("condition", "if you have N or less memory", ifw+` you have N (?:or (?:less|fewer|more) )?memory(?: or (?:less|more))?|`+ifw+` your memory is N or (?:less|more)`, "entry.condition", "ctx:memory"),
	e("condition", "if your opponent has N or more memory", ifw+` (?:your opponent|they) (?:has|have) N (?:or (?:less|fewer|more) )?memory(?: or (?:less|more))?`, "entry.condition", "ctx:memory"),
	e("condition", "if you have more security cards than your opponent", ifw+` (?:you|your opponent|they) (?:have|has) (?:more|fewer|less|as many or more|as many or fewer) security cards than (?:your opponent|you)`, "entry.condition", "ctx:security_count"),

	// The turn, the way it was played.
	e("condition", "if it's your turn", `if it's (?:your|your opponent's|their) turn|(?:if|while) it is (?:your|your opponent's) turn|during (?:your|your opponent's) turn`, "entry.condition", "ctx:is_your_turn"),
	e("condition", "if DNA digivolving", `if DNA digivolving|if (?:this Digimon|it) DNA digivolved|if this Digimon was DNA digivolved`, "entry.condition", "ctx:dna_digivolving"),
	e("condition", "if DigiXrosing", `if DigiXrosing|if DigiXrosed|if DigiXrosing with N or more cards|if DigiXrosing with N cards|if (?:this Digimon was|it was) DigiXrosed(?: with N or more cards)?`, "entry.condition", "ctx:digixros_count"),
	e("condition", "if you've digivolved this turn", `if you(?:'ve| have) (?:digivolved|played|used) .*this turn`, "entry.condition", "ctx:this_turn"),

	// The object itself.
	e("condition", "if this Digimon has ...", ifw+` `+self+` (?:has|have) {has}`, "entry.condition"),
	e("condition", "if this Digimon is ...", ifw+` `+self+` (?:is|are) {is}`, "entry.condition"),
	e("condition", "if this Digimon has cards in its digivolution cards", ifw+` `+self+` has {cards} (?:in|among) its digivolution cards|`+ifw+` {cards2} (?:is|are) (?:in|among) (?:this Digimon's|its) digivolution cards|`+ifw+` there (?:are|is) {cards3} (?:in|among) (?:this Digimon's|its) digivolution cards`, "entry.condition", "ctx:digivolution_cards", "ctx:cards"),
	e("condition", "if this Digimon is ...'s (a reference)", ifw+` (?:it|that Digimon|the Digimon|that card|it's) (?:is|has) (?:an? )?.+`),

	// What an earlier action found or did.
	e("condition", "if you have N or fewer (of what the condition before counted)", `if (?:you|they|your opponent) (?:have|has) N or (?:fewer|more|less)`, "entry.condition", "lua.local"),
	e("condition", "if any of them is ...", `if (?:any of them|it|that card|the revealed card|the card|one of them|the trashed card|the added card|that Digimon card) (?:has|have|is|are) {cardis}`, "lua.local"),
	e("condition", "if you do", `if you do|if you did|if so|if you have done so|if they do|if they did|if they don't|if you don't|if not|otherwise`, "lua.if"),
	e("condition", "if this effect deleted", `if (?:this effect|it) (?:deleted|didn't delete|did not delete)(?: .*)?|if no Digimon (?:was|were|is) deleted by this effect|if (?:a|N or more) Digimon (?:was|were|is) deleted by this effect`, "ctx:on_field"),
	e("condition", "if this effect trashed / placed / added", `if (?:this effect|it) (?:trashed|didn't trash|placed|added|returned|didn't return|digivolved|didn't digivolve|played|didn't play)(?: .*)?|if you (?:added|trashed|placed|returned|played) (?:a card|cards|N or more cards|it)|if digivolved by this effect|if (?:a|the) card was (?:added|trashed|placed)`, "lua.if"),
	e("condition", "for each card trashed", `for (?:each|every N) (?:card|Digimon)s? (?:trashed|placed|returned|added|deleted|suspended)(?: by this effect| this way)?|for each card this effect (?:trashed|placed|returned)|for each one`, "lua.arithmetic"),
	e("condition", "for each ...", `for (?:each|every) {counted}`, "lua.arithmetic"),
	// Whether it was suspended before and is after the action: the effect suspended it.
	e("condition", "if this effect suspended", `if (?:this effect|it) (?:suspended|unsuspended|didn't suspend|didn't unsuspend)`, "obj:is_suspended", "lua.local"),
	e("condition", "if this effect suspended your Digimon", `if (?:this effect|it) (?:suspend(?:ed|s)|unsuspend(?:ed|s)|didn't suspend|didn't unsuspend) (?:your|your opponent's|an opponent's|one of your) Digimon`, "obj:is_suspended", "lua.local", "ctx:is_mine"),

	// How the event that triggered the effect happened: ctx.event's cause ([On Deletion]
	// "if deleted outside of a battle", [On Play] "if played by an effect").
	e("condition", "if deleted in battle / by an effect", `if (?:this Digimon was |it was )?deleted (?:outside of (?:a )?battles?|other than (?:in|by) (?:a )?battles?|in (?:a )?battles?|by (?:an |your opponent's |an opponent's )?effects?)`, "ctx.event", "event.cause"),
	e("condition", "if played by an effect", `if (?:this (?:Digimon|card) was |it was )?played (?:by (?:an )?effects?|other than by (?:an )?effects?)`, "ctx.event", "event.cause"),

	// The Digimon's stack: its top card and its digivolution cards (3-1-3), by level.
	e("condition", "if this Digimon's stack has N or more same-level cards", ifw+` (?:this Digimon's|its|that Digimon's) stack has N or more same-level cards|for (?:each|every N) same-level cards (?:this Digimon's|its) stack has`, "ctx:digivolution_cards", "obj:top", "card:level", "lua.tally"),
})

// readCardIs reads what a card has or is, by its card methods: "[Greymon] in its name",
// "a Digimon card", "level 6".
func readCardIs(s string) Reading {
	s = strings.TrimSpace(s)
	if en, m := cardIs.prefix(s); en != nil && m[1] == len(s) {
		return en.readMatch("condition", s, m)
	}
	return Reading{{Role: "condition", Text: "card is " + s}}
}

var cardIs = newTable("condition", false, []*entry{
	e("condition", "card has [X] in its name", `\[X\] in (?:its|their) names?`, "card:name"),
	e("condition", "card is a Digimon card", `an? (?:Digimon|Tamer|Option|Digi-Egg) cards?|(?:Digimon|Tamer|Option) cards?`, "card:kind"),
	e("condition", "card is level N", `level N(?: or (?:lower|higher|less|more))?`, "card:level"),
	e("condition", "card is [X]", `\[X\]`, "card:name"),
	e("condition", "card has the [X] trait", `the \[X\] traits?|\[X\] in (?:its|their) traits?|an? \[X\] trait`, "card:traits"),
	e("condition", "card is COLOR", `COLOR|COLOR cards?`, "card:colors"),
	e("condition", "card has [X] in its text", `\[X\] in (?:its|their) texts?`, "card:has_in_text"),
})

// readHas reads what an object has: "[Greymon] in its name", "<Blocker>", "4 or more
// digivolution cards" — the qualifiers after a kind, as object methods.
func readHas(s string) Reading {
	s = strings.TrimSpace(s)
	if en, m := objectHas.prefix(s); en != nil && m[1] == len(s) {
		return en.readMatch("condition", s, m)
	}
	// "[X] in its name or the [X] trait": either.
	for _, sep := range []string{" or ", " and "} {
		if a, b, ok := strings.Cut(s, sep); ok {
			ra, rb := readHas(a), readHas(b)
			if !ra.hasMissing() && !rb.hasMissing() {
				out := append(ra, rb...)
				if sep == " or " {
					out = append(out, Part{Role: "condition", Text: "or (either)", Constructs: []string{"lua.union"}})
				}
				return out
			}
		}
	}
	return Reading{{Role: "condition", Text: "has " + s}}
}

// readIs reads what an object is: "suspended", "level 6", "[Agumon]", "red".
func readIs(s string) Reading {
	s = strings.TrimSpace(s)
	if en, m := objectIs.prefix(s); en != nil && m[1] == len(s) {
		return en.readMatch("condition", s, m)
	}
	return Reading{{Role: "condition", Text: "is " + s}}
}

var objectHas = newTable("condition", false, []*entry{
	e("condition", "has [X] in its name", `\[X\] in (?:its|their) names?`, "obj:name"),
	e("condition", "has the [X] trait", `the \[X\] trait|\[X\] in (?:its|their) traits?|an? \[X\] trait`, "obj:has_trait"),
	// "[Beast], [Animal] or [Sovereign], other than [Sea Animal], in one of its traits".
	e("condition", "has the [X] trait, other than [X]", `\[X\],? other than \[X\],? in (?:one|any) of (?:its|their) traits`, "obj:has_trait"),
	e("condition", "has N or more digivolution cards", `(?:N or more|N or fewer|N or less|N|no|any|more than N) digivolution cards?|digivolution cards?`, "obj:digivolution_count"),
	e("condition", "has <keyword>", `<[^<>]+>`, "obj:has_keyword"),
	e("condition", "has N DP or more", `N (?:or more |or less )?DP(?: or (?:more|less|higher|lower))?`, "obj:dp"),
	e("condition", "has [X] in its text", `\[X\] in (?:its|their) texts?|<[^<>]+> in (?:its|their) texts?`, "obj:has_in_text"),
	e("condition", "has N or more colors", `N or more colou?rs|multiple colou?rs`, "obj:colors"),
	e("condition", "has [X] in its digivolution cards", `\[X\] in (?:its|their) digivolution cards`, "ctx:digivolution_cards", "card:name"),
})

var objectIs = newTable("condition", false, []*entry{
	e("condition", "is suspended", `suspended|unsuspended`, "obj:is_suspended"),
	e("condition", "is [X] trait", `\[X\] trait|an? \[X\] trait (?:Digimon|Tamer)`, "obj:has_trait"),
	e("condition", "is level N", `level N(?: or (?:lower|higher|less|more))?`, "obj:level"),
	e("condition", "is [X]", `\[X\]`, "obj:has_name"),
	e("condition", "is attacking", `attacking|battling`, "ctx:current_attack"),
})
