package vocab

import (
	"regexp"
	"strings"
)

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
	e("condition", "if ... are in play", ifw+` {counted} (?:is|are) (?:in play|on the field|in the battle area|placed in (?:your|the) battle area)`, "entry.condition"),

	// Cards in zones.
	e("condition", "if you have cards in a zone", ifw+` (?:you|your opponent|they) (?:have|has) {cards} {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if your hand has ...", ifw+` (?:your|their|your opponent's) (?:hand|trash) has {cards}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if there are cards in a zone", ifw+` there(?: are|'re| is|'s) {cards} {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if ... is in a zone", ifw+` {cards} (?:is|are) {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if you have security cards", ifw+` (?:you|your opponent|they) (?:have|has) {cards}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if there are N or more total ... in a zone", ifw+` there(?: are|'re) N or (?:more|fewer|less) total {cards} {zone}`, "entry.condition", "ctx:count_cards"),
	e("condition", "if there are N or more total Digimon", ifw+` there(?: are|'re) N or (?:more|fewer|less) total {counted}`, "entry.condition"),
	e("condition", "if there are N or more levels' total worth of Digimon", ifw+` there(?: are|'re) N or (?:more|fewer|less) levels' total worth of {counted}`, "entry.condition", "ctx:all", "obj:level", "lua.arithmetic"),
	e("condition", "if there are N cards in both players' security stacks", ifw+` there(?: are|'re| is|'s) N or (?:fewer|more|less) (?:total )?cards in (?:both players'|all) security stacks`, "entry.condition", "ctx:count_cards", "cardfilter.owner"),
	e("condition", "for each card in a zone", `for (?:each|every(?: N)?) {cards} {zone}`, "lua.arithmetic"),
	e("condition", "for each of this Digimon's digivolution cards", `for (?:each|every(?: N)?) (?:of (?:this Digimon's|its|their|that Digimon's) digivolution cards|digivolution cards? (?:this Digimon|it|that Digimon) has|cards? in (?:this Digimon's|its) digivolution cards|cards? under this Digimon)`, "obj:digivolution_count"),
	e("condition", "for each of this Digimon's ... digivolution cards", `for (?:each|every(?: N)?) of (?:this Digimon's|its|their|that Digimon's) {cards}`, "ctx:digivolution_cards", "ctx:count_cards"),
	e("condition", "for each color in this Digimon's digivolution cards", `for (?:each|every(?: N)?) colou?rs? (?:in|among) (?:this (?:\[X\] trait )?Digimon's|its|their) digivolution cards|for (?:each|every(?: N)?) of (?:its|this Digimon's) digivolution card colou?rs`, "ctx:digivolution_cards", "card:colors", "lua.arithmetic"),
	e("condition", "for every N colors your Tamers have", `for (?:each|every(?: N)?) colou?rs? (?:your|of your) {counted} (?:have|has)|for (?:each|every(?: N)?) of {counted2}'s colou?rs`, "obj:colors", "lua.arithmetic"),
	// Colors counted: each different color once (2-4-3), a tally of the colors.
	e("condition", "for each of its colors", `for (?:each|every(?: N)?) of (?:its|this Digimon's|that Digimon's) colou?rs`, "obj:colors", "lua.arithmetic"),
	e("condition", "for each of your Tamers' colors", `for each of (?:your|your opponent's) (?:Tamers|Digimon)' colou?rs`, "ctx:all", "obj:colors", "lua.tally"),
	e("condition", "for each color among your opponent's Digimon and Tamers", `for (?:each|every(?: N)?) colou?rs? (?:among|of) (?:your|your opponent's|their) Digimon and Tamers`, "ctx:all", "obj:colors", "lua.tally"),
	e("condition", "for each color in your opponent's trash", `for (?:each|every(?: N)?) colou?rs? (?:in|among) (?:your|your opponent's|their) trash`, "ctx:cards", "card:colors", "lua.tally"),
	e("condition", "for each of those returned cards' colors", `for (?:each|every(?: N)?) of (?:those|the) (?:returned |trashed |revealed |placed )?cards' colou?rs`, "lua.local", "card:colors", "lua.tally"),
	e("condition", "for each differently colored Tamer you have", `for (?:each|every(?: N)?) differently colou?red {counted} you have(?: in play)?`, "ctx:all", "obj:colors", "lua.tally"),
	// Names counted: each different name once.
	e("condition", "for each of your Tamers with different names", `for (?:each|every(?: N)?) (?:of )?{counted} with different names`, "ctx:all", "obj:name", "lua.tally"),
	e("condition", "for each card with a different name in your trash", `for (?:each|every(?: N)?) {cards} with (?:a )?different names? {zone}`, "ctx:cards", "card:name", "lua.tally"),
	// Cards in a zone with a qualifier after the zone.
	e("condition", "for each card in your trash with [X] in its traits", `for (?:each|every(?: N)?) (?:card|Digimon card|Tamer card|Option card)s? {zone} with {cardis}`, "ctx:count_cards"),
	e("condition", "for every [X] in this Digimon's digivolution cards", `for (?:each|every(?: N)?) {cards} (?:in|among) (?:this Digimon's|its|that Digimon's) digivolution cards(?: with {cardis})?|for (?:each|every(?: N)?) digivolution cards? (?:this Digimon|it) has with {cardis2}`, "ctx:digivolution_cards", "ctx:count_cards"),
	// The digivolution cards of a Digimon chosen (or the breeding area's).
	e("condition", "for each digivolution card of N of your [X]", `for (?:each|every(?: N)?) (?:digivolution cards? (?:of|under) N of {target}|of N of {target2}'s digivolution cards)`, "obj:digivolution_count"),
	e("condition", "for each of your [X]'s digivolution cards in the breeding area", `for (?:each|every(?: N)?) of your \[X\]'s digivolution cards in the breeding area`, "ctx:breeding", "obj:digivolution_count"),
	e("condition", "for each card in both players' trashes", `for (?:each|every(?: N)?) (?:total )?cards? in both players' trash(?:es)?`, "ctx:count_cards", "cardfilter.owner"),
	e("condition", "for each face-up security card", `for (?:each|every(?: N)?) (?:of your |of your opponent's )?face[- ]up security cards?`, "ctx:count_cards", "cardfilter.face_up"),
	e("condition", "for each security card", `for (?:each|every(?: N)?) (?:of your )?security cards?(?: you have)?|for (?:each|every(?: N)?) cards? in your security stack`, "ctx:security_count"),
	e("condition", "for each of your opponent's security cards", `for (?:each|every(?: N)?) (?:of your opponent's security cards|cards? in your opponent's security stack)`, "ctx:security_count"),

	// Memory and security.
	e("condition", "if you have N or less memory", ifw+` you have N (?:or (?:less|fewer|more) )?memory(?: or (?:less|more))?|`+ifw+` your memory is N or (?:less|more)|while you have N or (?:less|more)`, "entry.condition", "ctx:memory"),
	e("condition", "if your opponent has N or more memory", ifw+` (?:your opponent|they) (?:has|have) N (?:or (?:less|fewer|more) )?memory(?: or (?:less|more))?`, "entry.condition", "ctx:memory"),
	e("condition", "if you have more security cards than your opponent", ifw+` (?:you|your opponent|they) (?:have|has) (?:more|fewer|less|as many or more|as many or fewer) security cards than (?:your opponent|you)`, "entry.condition", "ctx:security_count"),

	// The turn, the way it was played.
	e("condition", "if it's your turn", `if it(?:'s|s) (?:your|your opponent's|their) turn|(?:if|while) it is (?:your|your opponent's) turn|during (?:your|your opponent's) turn`, "entry.condition", "ctx:is_your_turn"),
	e("condition", "if DNA digivolving", `if DNA [Dd]igivolving|if (?:this Digimon|it) DNA digivolved|if this Digimon was DNA digivolved`, "entry.condition", "ctx:dna_digivolving"),
	e("condition", "if DigiXrosing", `if DigiXrosing|if DigiXrosed|if DigiXrosing with N or more cards|if DigiXrosing with N cards|if (?:this Digimon was|it was) DigiXrosed(?: with N or more cards)?`, "entry.condition", "ctx:digixros_count"),
	e("condition", "if you've digivolved this turn", `if you(?:'ve| have) (?:digivolved|played|used) .*this turn`, "entry.condition", "ctx:this_turn"),

	// The object itself.
	e("condition", "if this Digimon has ...", ifw+` `+self+` (?:has|have) {has}`, "entry.condition"),
	e("condition", "if this Digimon is ...", ifw+` `+self+` (?:is|are) {is}`, "entry.condition"),
	e("condition", "if this Digimon has cards in its digivolution cards", ifw+` `+self+` has {cards} (?:in|among) its digivolution cards|`+ifw+` {cards2} (?:is|are) (?:in|among) (?:this Digimon's|its) digivolution cards|`+ifw+` there (?:are|is) {cards3} (?:in|among) (?:this Digimon's|its) digivolution cards|`+ifw+` (?:this Digimon's|its) digivolution cards include {cards4}|`+ifw+` ?{cards5} (?:[Ii]s |are )?(?:in|among) (?:this Digimon's|its) digivolution cards`, "entry.condition", "ctx:digivolution_cards", "ctx:cards"),
	// What it was as it left the field: its last-known information (ctx:last_known).
	e("condition", "if this Digimon had ...", ifw+` `+self+` had {has}`, "entry.condition", "ctx:last_known"),
	e("condition", "if this Digimon's name is [X]", ifw+` (?:this Digimon's|its) name is ?\[X\]`, "entry.condition", "obj:has_name"),
	// The card it digivolved into came from the trash: the digivolution event's from.
	e("condition", "if digivolving from the trash", ifw+` (?:(?:this Digimon|this card|it) (?:is |was )?)?digivolv(?:ing|ed) from (?:the|your) trash|`+ifw+` this (?:card )?digivolved from (?:the|your) trash`, "entry.condition", "ctx.event", "event.from"),
	// During an attack (13-1): an attack is under way.
	e("condition", "if during an attack", ifw+` during an attack|`+ifw+` (?:one of )?(?:your|their|your opponent's) Digimon (?:is|are) attacking`, "entry.condition", "ctx:current_attack"),
	// [When Attacking] "if you attack an opponent's Digimon": the attack's target.
	e("condition", "if you attack an opponent's Digimon", `if you attack (?:an opponent's|one of your opponent's) Digimon(?: (?:that has|with) {has})?|if (?:this Digimon )?attacked a Digimon with higher DP than this Digimon`, "entry.condition", "ctx:current_attack", "obj:dp"),
	e("condition", "if the attacking Digimon is [X]", `if the attacking Digimon is {is}`, "entry.condition", "ctx:current_attack"),
	e("condition", "if the Digimon played is [X]", `if the Digimon played is {is}`, "entry.condition", "ctx.event", "event.object"),
	e("condition", "if your opponent didn't attack this turn", `if (?:your opponent|you) didn't attack(?: with a Digimon)? this turn`, "entry.condition", "ctx:this_turn"),
	// Every one of them is so: as many match with the test as without it.
	e("condition", "while all of your Digimon are suspended", ifw+` all of {counted} (?:are|is) {is}|`+ifw+` all of {counted2} (?:have|has) {has}`, "entry.condition", "ctx:count"),
	e("condition", "if one of your [X]s has ...", ifw+` one of {counted} (?:has|have) {has}`, "entry.condition", "ctx:all", "lua.select"),
	// Counts compared with the opponent's.
	e("condition", "if you have fewer Digimon than your opponent", ifw+` (?:you|your opponent|they) (?:have|has) (?:more|fewer|less|as many or more|as many or fewer) (?:total )?{counted} (?:than|as) (?:your opponent|you)`, "entry.condition", "ctx:count"),
	e("condition", "if your hand has fewer cards than your opponent's", ifw+` your hand has (?:more|fewer|less) cards than (?:your opponent's|theirs)|`+ifw+` the number of cards in your (?:security stack|hand|trash) is (?:less|more|fewer) than(?: or equal to)? your opponent's`, "entry.condition", "ctx:count_cards", "cardfilter.owner"),
	e("condition", "if the total number of cards in both players' trashes is N or more", ifw+` the total number of cards in both players' trash(?:es)? is N or (?:more|less|fewer)|`+ifw+` either player has N or (?:more|fewer|less) cards in their trash`, "entry.condition", "ctx:count_cards", "cardfilter.owner"),
	e("condition", "if your Tamers have N or more total colors", ifw+` {counted} (?:have|has) N or more (?:total )?colou?rs`, "entry.condition", "ctx:all", "obj:colors", "lua.tally"),
	e("condition", "if your breeding area is empty", ifw+` your breeding area is empty`, "entry.condition", "ctx:breeding"),
	e("condition", "if ... is face-up in your security stack", ifw+` {cards} (?:is|are) face[- ]up in (?:your|your opponent's|their) security(?: stack)?`, "entry.condition", "ctx:count_cards", "cardfilter.face_up"),
	// "While this card is revealed from the deck, its name is also treated as ...": a
	// card's own information while it is revealed, which no static entry reaches (a
	// revealed card is in no area): known words, no construct.
	e("condition", "while this card is revealed from the deck", ifw+` this card is revealed from (?:the|your) deck`),
	e("condition", "if this Digimon is ...'s (a reference)", ifw+` (?:it|that Digimon|the Digimon|that card|it's) (?:is|has) (?:an? )?.+`),

	// What an earlier action found or did.
	e("condition", "if you have N or fewer (of what the condition before counted)", `if (?:you|they|your opponent) (?:have|has) N or (?:fewer|more|less)|if there are N or (?:fewer|more|less)`, "entry.condition", "lua.local"),
	// "If there is a green card": among the cards the condition before looked at.
	e("condition", "if there is a COLOR card (among the cards before)", `if there is an? COLOR card`, "lua.local", "ctx:cards", "cardfilter.color"),
	e("condition", "if any of them is ...", `if (?:any of them|it|that card|the revealed card|the card|one of them|the trashed card|the added card|that Digimon card) (?:has|have|is|are) {cardis}|if it's {cardis2}|if all of the revealed cards are {cardis3}|if you trash(?:ed)? {cards}|if you play {cards2} by this effect`, "lua.local"),
	e("condition", "if you do", `if you do|if you did|if so|if you have done so|if they do|if they did|if they don't|if you don't|if not|otherwise|if (?:it|you|they) (?:does|did|didn't|did not|don't)|if you did either|if there isn't|if it's not`, "lua.if"),
	e("condition", "if this effect deleted", `if (?:this effect|it) (?:deleted|didn't delete|did not delete)(?: .*)?|if no Digimon (?:was|were|is) deleted by this effect|if (?:a|N or more) Digimon (?:was|were|is) deleted by this effect|if this (?:effect )?(?:deletes|didn't delete)`, "ctx:on_field"),
	// The Digimon the effect chose, kept in a local, is no longer on the field.
	e("condition", "if an opponent's Digimon wasn't deleted by this effect", `if (?:no|an|an opponent's|no opponent's|one of your|a) Digimon(?: with {has})? (?:was|were|is|isn't|wasn't) (?:deleted|returned) by this effect`, "ctx:on_field", "lua.local"),
	e("condition", "if this effect trashed / placed / added", `if (?:this effect|it) (?:trashed|didn't trash|placed|added|returned|didn't return|digivolved|didn't digivolve|played|didn't play)(?: .*)?|if you (?:added|trashed|placed|returned|played) (?:a card|cards|N or more cards|it)|if digivolved by this effect|if (?:a|the) card was (?:added|trashed|placed)(?: by this effect)?|if this effect (?:DNA digivolved|flipped|didn't flip)|if this activated any effect|if N or more cards were (?:returned|trashed|placed)(?: (?:using|by|with) this effect)?|if you (?:place|placed|return|returned|trash|trashed|add|added) N(?: or more)? cards(?: with this effect)?|if you added(?: a card to your hand)?|if you played|if (?:your opponent|they) (?:didn't|did not|do not|does not) trash(?: a card| with this effect)?|if you don't use an Option card with this effect`, "lua.if"),
	e("condition", "if you gain N or more memory by this effect", `if you gain N or more memory by this effect`, "ctx:memory", "lua.local"),
	e("condition", "for each card trashed", `for (?:each|every(?: N)?) (?:card|Digimon|Tamer|Digimon card)s? (?:trashed|placed|returned|added|deleted|suspended)(?: by this effect| this way| in this Digimon's digivolution cards)?|for (?:each|every(?: N)?) (?:card|Digimon|Tamer|Digimon card)s? (?:this effect|you) (?:trashed|placed|returned|suspended|deleted)|for each one|for (?:each|every(?: N)?) of your opponent's Digimon deleted`, "lua.arithmetic"),
	// The level of the Digimon the effect chose, kept before it left (last-known).
	e("condition", "for each level of the Digimon deleted by this effect", `for (?:each|every(?: N)?) levels? of the Digimon (?:deleted|returned|trashed) by this effect`, "lua.local", "obj:level", "lua.arithmetic"),
	e("condition", "for each ...", `for (?:each|every) {counted}`, "lua.arithmetic"),
	// Whether it was suspended before and is after the action: the effect suspended it.
	e("condition", "if this effect suspended", `if (?:this effect|it) (?:suspended|unsuspended|didn't suspend|didn't unsuspend)`, "obj:is_suspended", "lua.local"),
	e("condition", "if this effect suspended your Digimon", `if (?:this effect|it) (?:suspend(?:ed|s)|unsuspend(?:ed|s)|didn't suspend|didn't unsuspend) (?:your|your opponent's|an opponent's|one of your) Digimon`, "obj:is_suspended", "lua.local", "ctx:is_mine"),

	// "[Your Turn] [Once Per Turn] If this Digimon deletes an opponent's Digimon in battle,
	// gain 1 memory" (BT12-036): an event, read as the trigger it is — a deletion whose
	// cause is a battle with the subject (14-2).
	e("condition", "if <subject> deletes a Digimon in battle", `if {subject} deletes? {target} in (?:a )?battle`, "when.deleted", "entry.subject", "event.cause", "event.target"),
	// How the event that triggered the effect happened: ctx.event's cause ([On Deletion]
	// "if deleted outside of a battle", [On Play] "if played by an effect").
	e("condition", "if deleted in battle / by an effect", `if (?:this Digimon was |it was |that Digimon was |this card was )?deleted (?:outside of (?:a )?battles?|other than (?:in|by) (?:a )?battles?|in (?:a )?battles?|by (?:an |your opponent's |an opponent's )?effects?)|if effects suspended (?:those|that|the) Digimon`, "ctx.event", "event.cause"),
	e("condition", "if played by an effect", `if (?:this (?:Digimon|card) was |it was )?played(?: or digivolved)? (?:by (?:an )?effects?|other than by (?:an )?effects?)`, "ctx.event", "event.cause"),

	// [Security] "if this card was face-up": the check that activated it says so.
	e("condition", "if this card was face-up", `if this card was face[- ]up`, "ctx.event", "event.face_up"),
	// Which effect made it happen: the event names the effect's card and keyword.
	e("condition", "if played by [X]'s effect", `if (?:this (?:Digimon|card) was |it was |it wasn't |this card wasn't )?(?:played|trashed|returned|deleted) by \[X\]'s effects?`, "ctx.event", "event.effect_card", "card:name"),
	e("condition", "if played by <keyword>", `if (?:this (?:Digimon|card) was |it was )?(?:played|trashed|returned|deleted) by <[^<>]+>|if attacking by <[^<>]+>`, "ctx.event", "event.effect_keyword"),
	e("condition", "if played from digivolution cards", `if (?:this (?:Digimon|card) was |it was )?played from (?:digivolution cards|(?:the|your) trash|(?:the|your) hand)`, "ctx.event", "event.from"),

	// The Digimon's stack: its top card and its digivolution cards (3-1-3), by level.
	e("condition", "if the level N cards in its digivolution cards have N or more colors", ifw+` the {cards} in (?:this Digimon's|its) digivolution cards have N or more colou?rs(?: among them)?`, "ctx:digivolution_cards", "ctx:cards", "card:colors", "lua.tally"),
	e("condition", "if you have as many or fewer security cards as this Digimon has face-down digivolution cards", ifw+` you have as many or (?:fewer|more) security cards as (?:this Digimon|it) has face-down digivolution cards`, "ctx:security_count", "ctx:digivolution_cards", "cardfilter.face_down"),
	e("condition", "if this Digimon's stack has N or more same-level cards", ifw+` (?:this Digimon's|its|that Digimon's) stack has N or more same-level cards|for (?:each|every(?: N)?) same-level cards (?:this Digimon's|its) stack has`, "ctx:digivolution_cards", "obj:top", "card:level", "lua.tally"),
	// Two conditions joined by "and" / "or", each read on its own: last, so that a
	// condition with "and" / "or" inside it is read whole first.
	quiet(`{conds}`),
})

// readJoinedConditions reads "if A and B", "while A, or B", "if A or if B": the first
// split whose halves both read as conditions; the second half takes the first's "if"
// when it has none. Lua's and / or joins the two tests.
func readJoinedConditions(s string) Reading {
	lead := conditionLead.FindString(s)
	rest := s[len(lead):]
	for _, sep := range []string{", and if ", " and if ", ", or if ", " or if ", ", and ", " and ", ", or ", " or "} {
		for i := strings.Index(rest, sep); i > 0; {
			a := lead + rest[:i]
			b := rest[i+len(sep):]
			if strings.HasSuffix(sep, "if ") {
				b = "if " + b
			} else if !conditionLead.MatchString(b) {
				b = lead + b
			}
			ra, oka := conditions.read(a)
			rb, okb := conditions.read(b)
			if oka && okb && !ra.hasMissing() && !rb.hasMissing() {
				out := append(ra, rb...)
				return append(out, Part{Role: "condition", Text: "and / or (two conditions)", Constructs: []string{"lua.logic"}})
			}
			j := strings.Index(rest[i+1:], sep)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return Reading{{Role: "condition", Text: s}}
}

var conditionLead = regexp.MustCompile(`^` + ifw + ` `)

// readCardIs reads what a card has or is, by its card methods: "[Greymon] in its name",
// "a Digimon card", "level 6".
func readCardIs(s string) Reading {
	s = strings.TrimSpace(s)
	if en, m := cardIs.prefix(s); en != nil && m[1] == len(s) {
		return en.readMatch("condition", s, m)
	}
	// "[Aqua] in any of their traits or the [CS] trait": either.
	for _, sep := range []string{", or ", " or "} {
		if a, b, ok := strings.Cut(s, sep); ok {
			ra, rb := readCardIs(a), readCardIs(b)
			if !ra.hasMissing() && !rb.hasMissing() {
				return append(append(ra, rb...), Part{Role: "condition", Text: "or (either)", Constructs: []string{"lua.union"}})
			}
		}
	}
	// "a level 5 or lower Digimon card with <Fortitude>": a card description, which
	// ctx:cards tests one card against ({card} and a card filter).
	if strings.HasPrefix(s, "a ") || strings.HasPrefix(s, "an ") {
		if r := readCards(s); !r.hasMissing() {
			return r
		}
	}
	return Reading{{Role: "condition", Text: "card is " + s}}
}

var cardIs = newTable("condition", false, []*entry{
	e("condition", "card has [X] in its name", `\[X\] in (?:its|their) names?(?: \(other than \[X\]\))?`, "card:name"),
	e("condition", "card has [X] in its form (a trait)", `\[X\] in (?:its|their) (?:form|type|attribute)(?: or (?:form|type|attribute))?`, "card:traits"),
	e("condition", "card is a Digimon card", `an? (?:Digimon|Tamer|Option|Digi-Egg) cards?|(?:Digimon|Tamer|Option) cards?`, "card:kind"),
	e("condition", "card is level N", `level N(?: or (?:lower|higher|less|more))?`, "card:level"),
	e("condition", "card is [X]", `\[X\]`, "card:name"),
	e("condition", "card has the [X] trait", `the \[X\] traits?|\[X\] in (?:its|their) traits?|an? \[X\] trait`, "card:traits"),
	e("condition", "card is COLOR", `COLOR|COLOR cards?`, "card:colors"),
	e("condition", "card is a non-Digimon card", `an? non-(?:Digimon|Tamer|Option|Digi-Egg) cards?`, "card:kind"),
	e("condition", "card has [X] in its text", `\[X\] in (?:its|their) texts?`, "card:has_in_text"),
	// "[Aqua] in any of its traits": a trait that contains the word (card:traits).
	e("condition", "card has [X] in one of its traits", `\[X\] in (?:one|any) of (?:its|their) traits(?: \(other than \[X\]\))?`, "card:traits"),
})

// readHas reads what an object has: "[Greymon] in its name", "<Blocker>", "4 or more
// digivolution cards" — the qualifiers after a kind, as object methods.
func readHas(s string) Reading {
	s = strings.TrimSpace(s)
	if en, m := objectHas.prefix(s); en != nil && m[1] == len(s) {
		return en.readMatch("condition", s, m)
	}
	// "[X] in its name or the [X] trait": either.
	for _, sep := range []string{", or ", " or ", ", and ", " and "} {
		if a, b, ok := strings.Cut(s, sep); ok {
			ra, rb := readHas(a), readHasOrIs(b)
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

// readHasOrIs reads the second half of "has the [X] trait or is yellow": what follows
// "has" (the verb shared) or its own "is ..." / "has ...".
func readHasOrIs(s string) Reading {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "is "); ok {
		return readIs(rest)
	}
	if rest, ok := strings.CutPrefix(s, "has "); ok {
		return readHas(rest)
	}
	return readHas(s)
}

// readIs reads what an object is: "suspended", "level 6", "[Agumon]", "red".
func readIs(s string) Reading {
	s = strings.TrimSpace(s)
	if en, m := objectIs.prefix(s); en != nil && m[1] == len(s) {
		return en.readMatch("condition", s, m)
	}
	// "[Titamon] or has the [Titan] trait", "black and has 13000 DP or more".
	for _, sep := range []string{", or ", " or ", ", and ", " and "} {
		if a, b, ok := strings.Cut(s, sep); ok {
			ra := readIs(a)
			rb := readIs(b)
			if rest, ok := strings.CutPrefix(strings.TrimSpace(b), "has "); ok {
				rb = readHas(rest)
			} else if rest, ok := strings.CutPrefix(strings.TrimSpace(b), "is "); ok {
				rb = readIs(rest)
			}
			if !ra.hasMissing() && !rb.hasMissing() {
				out := append(ra, rb...)
				if strings.Contains(sep, "or") {
					out = append(out, Part{Role: "condition", Text: "or (either)", Constructs: []string{"lua.union"}})
				}
				return out
			}
		}
	}
	return Reading{{Role: "condition", Text: "is " + s}}
}

var objectHas = newTable("condition", false, []*entry{
	e("condition", "has [X] in its name", `\[X\] in (?:its|their) names?`, "obj:name"),
	e("condition", "has the [X] trait", `the \[X\] trait|\[X\] in (?:its|their) traits?|an? \[X\] trait|\[X\] traits?`, "obj:has_trait"),
	// "[Beast], [Animal] or [Sovereign], other than [Sea Animal], in one of its traits".
	e("condition", "has the [X] trait, other than [X]", `\[X\],? other than \[X\],? in (?:one|any) of (?:its|their) traits`, "obj:has_trait"),
	e("condition", "has N or more digivolution cards", `(?:N or more|N or fewer|N or less|N|no|any|more than N) digivolution cards?|digivolution cards?`, "obj:digivolution_count"),
	e("condition", "has <keyword>", `<[^<>]+>`, "obj:has_keyword"),
	e("condition", "has N DP or more", `N (?:or more |or less )?DP(?: or (?:more|less|higher|lower))?`, "obj:dp"),
	e("condition", "has [X] in its text", `\[X\] in (?:its|their) texts?|<[^<>]+> in (?:its|their) texts?`, "obj:has_in_text"),
	e("condition", "has N or more colors", `N or more colou?rs|multiple colou?rs`, "obj:colors"),
	e("condition", "has [X] in its digivolution cards", `\[X\] in (?:its|their) digivolution cards`, "ctx:digivolution_cards", "card:name"),
	// "[Aqua] in one of its traits": a trait that contains the word; "(other than [X])"
	// leaves one out. Old cards print traits as form, type or attribute.
	e("condition", "has [X] in one of its traits", `\[X\](?:,? other than \[X\],)? in (?:one|any) of (?:its|their) traits(?: \(other than \[X\]\))?|\[X\] in (?:its|their) (?:form|type|attribute)(?: or (?:form|type|attribute))?|\[X\] in (?:its|their) traits? in (?:its|their) traits?`, "obj:traits"),
	e("condition", "has [X] (other than [X]) in its name", `\[X\] \(other than \[X\]\) in (?:its|their) names?|\[X\] in (?:its|their) names? \(other than \[X\]\)|\[X\] in (?:its|their) name in (?:its|their) name`, "obj:name"),
	// The digivolution cards (4-6-1): ctx:digivolution_cards lists them, a card filter
	// tests them.
	e("condition", "has a COLOR digivolution card", `(?:an?|N or more|N) (?:COLOR|\[X\]) digivolution cards?`, "ctx:digivolution_cards", "ctx:cards", "cardfilter.color", "cardfilter.name"),
	e("condition", "has face-down digivolution cards", `face-down digivolution cards`, "ctx:digivolution_cards", "cardfilter.face_down"),
	e("condition", "has N or more colors in its digivolution cards", `N or more colou?rs in (?:its|their) digivolution cards|N or more cards with different names in its digivolution cards`, "ctx:digivolution_cards", "card:colors", "card:name", "lua.tally"),
	e("condition", "has a digivolution card with the same level as ...", `a digivolution card with the same level as (?:the digivolved Digimon|that Digimon)`, "ctx:digivolution_cards", "card:level"),
	e("condition", "has cards in its digivolution cards", `(?:an?|N or more|no|any) {cards} (?:in|among) its digivolution cards|a digivolution card with {cardis}`, "ctx:digivolution_cards", "ctx:cards"),
	// Link cards (4-7).
	e("condition", "has N link cards", `(?:N or more |N or fewer |N |no |any )?link cards?`, "ctx:link_cards"),
	// An effect with a timing: the top card's, inherited or gained.
	e("condition", "has an [On Play] effect", `an? \[[A-Z][A-Za-z' ]+\] effect`, "obj:has_effect"),
})

var objectIs = newTable("condition", false, []*entry{
	e("condition", "is suspended", `suspended|unsuspended`, "obj:is_suspended"),
	e("condition", "is [X] trait", `\[X\] trait|an? \[X\] trait (?:Digimon|Tamer)`, "obj:has_trait"),
	e("condition", "is level N", `level N(?: or (?:lower|higher|less|more))?`, "obj:level"),
	e("condition", "is [X]", `\[X\]`, "obj:has_name"),
	e("condition", "is attacking", `attacking|battling`, "ctx:current_attack"),
	e("condition", "is COLOR", `COLOR|an? COLOR (?:Digimon|Tamer)`, "obj:has_color"),
	e("condition", "is digivolving from the trash", `digivolving from (?:the|your) trash`, "ctx.event", "event.from"),
})
